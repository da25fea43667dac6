import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { NAMING_SYSTEM_PROMPT, formatSuggestionLine, parsePrompt } from '../../../workers/core/naming/request.ts';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow, safeText } from '../../http/validation.ts';
import { loadBannedWords } from '../../moderation/wordList.ts';
import { bannedPinyinForms, generateNames } from '../../naming/generator.ts';
import { linesOf, ProviderError, streamProviderChat, type ChatMessage } from '../../naming/provider.ts';
import { returnChatQuota, sweepChatQuota, takeChatQuota } from '../../naming/quota.ts';
import { createRng } from '../../../workers/core/random/prng.ts';
import { chatSettings, type ChatSettings } from '../../naming/settings.ts';
import { signatureWindowSeconds, verifySignedBody } from '../../signed/verify.ts';
import { authenticate } from '../account/tokens.ts';
import { ChatCode, moderatedInput, offlineOnlyNames, quotaUsed } from './codes.ts';
import { createLineFilter } from './replyLines.ts';

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number);
const chatSchema = z.object({
  prompt: safeText(2000).refine((p) => p.trim() !== '', { message: 'empty' }),
  history: safeText(20_000).optional().default('[]'),
  system: safeText(2000).optional().default(''),
  model: z.string().max(64).optional().default(''),
  top_p: z.coerce.number().min(0).max(1).optional(),
  temperature: z.coerce.number().min(0).max(2).optional(),
  strict: flag.optional().default(1),
  limit: flag.optional().default(1),
  user_id: z.union([z.string().max(32), z.number()]).optional(),
  account: z.string().max(64),
  usertoken: z.string().max(128),
});
const historySchema = z.array(z.object({ role: z.enum(['user', 'assistant']), content: safeText(4000) })).max(20);

export interface AiChatOptions {
  settings?: Partial<ChatSettings>;
  /** Seed of the offline generator's randomness (tests); random per request otherwise. */
  seed?: () => number;
}

/**
 * POST /api/v4/sub/ai/doubao/chat/sse (spec 7; docs/naming.md). Checks run
 * before anything streams and fail as ordinary JSON {code, msg} with a 4xx:
 * signature, fields, token, moderation of the input, the daily quota. Then
 * `text/event-stream` lines `data: {"code":10000,"output":"<one line>\n"}`
 * and a last `data: {"code":10000,"output":"","done":true}`; a provider
 * failure mid-way is a `data:` line with a code other than 10000.
 */
export default async function aiChatRoutes(app: FastifyInstance, options: AiChatOptions = {}): Promise<void> {
  const settings: ChatSettings = { ...chatSettings(), ...options.settings };
  const banned = loadBannedWords();
  const bannedForms = bannedPinyinForms(banned);
  const now = () => nowSeconds(app.services);

  app.post('/api/v4/sub/ai/doubao/chat/sse', async (request, reply) => {
    const { db, signing } = app.services;
    const { fields, payload } = verifySignedBody(request.body, now(), signing.secret);
    const input = parseOrThrow(chatSchema, payload);
    let history: ChatMessage[];
    try {
      history = parseOrThrow(historySchema, JSON.parse(input.history) as unknown);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(ErrorCode.badRequest, '参数错误：history 不是 JSON');
    }
    if (!(await signing.replay.claim(fields.datasign, fields.timestamp + signatureWindowSeconds))) throw new ApiError(ErrorCode.replay);
    const auth = await authenticate(db, input.account, input.usertoken, now());
    if (input.user_id !== undefined && input.user_id !== '' && String(input.user_id) !== String(auth.account.uid)) throw new ApiError(ErrorCode.forbidden, '用户不匹配，请重新登录');

    const scanned = [input.prompt, input.system, ...history.map((m) => m.content)].join(';');
    const verdict = app.moderation.scan(scanned);
    if (!verdict.pass) throw moderatedInput(verdict.hits);
    const naming = parsePrompt(input.prompt);
    if (!settings.provider && !naming) throw offlineOnlyNames();
    // VIP status from the account row only (verified payments), never from the request.
    const vip = auth.account.vip_expires_at !== null && auth.account.vip_expires_at > now();
    const perDay = vip ? settings.vipDailyLimit : settings.dailyLimit;
    if (!(await takeChatQuota(db, auth.account.uid, now(), perDay))) throw quotaUsed(perDay);

    const filter = createLineFilter({ strict: input.strict === 1, maxLines: input.limit === 1 ? 12 : 30, moderator: app.moderation });
    const closed = new AbortController();
    reply.raw.on('close', () => closed.abort());
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no', connection: 'keep-alive' });
    const send = (event: Record<string, unknown>) => {
      if (!closed.signal.aborted) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    let produced = 0;
    try {
      if (!settings.provider && naming) {
        const seed = options.seed?.() ?? randomInt(2 ** 31);
        const names = generateNames({ ...naming, count: Math.min(naming.count, 12) }, { random: createRng(seed).next, moderator: app.moderation, bannedForms });
        for (const name of names) {
          const line = filter.accept(formatSuggestionLine(name));
          if (line) {
            send({ code: 10000, output: `${line}\n` });
            produced += 1;
          }
        }
      } else {
        const messages: ChatMessage[] = [{ role: 'system', content: input.system || NAMING_SYSTEM_PROMPT }, ...history, { role: 'user', content: input.prompt }];
        const deltas = streamProviderChat(settings, { messages, temperature: input.temperature, top_p: input.top_p, max_tokens: input.limit === 1 ? 800 : 2000 }, closed.signal);
        for await (const raw of linesOf(deltas)) {
          const line = filter.accept(raw);
          if (line) {
            send({ code: 10000, output: `${line}\n` });
            produced += 1;
          }
          if (filter.full || closed.signal.aborted) break;
        }
      }
      send({ code: 10000, output: '', done: true });
    } catch (error) {
      if (!(error instanceof ProviderError)) request.log.warn({ err: error }, 'ai chat failed');
      const timeout = error instanceof ProviderError && error.kind === 'timeout';
      send({ code: ChatCode.providerFailed, output: '', msg: timeout ? 'AI 服务响应超时，请稍后再试' : 'AI 服务暂时不可用，请稍后再试' });
    } finally {
      if (produced === 0) await returnChatQuota(db, auth.account.uid, now()).catch(() => undefined);
      reply.raw.end();
    }
  });

  // The corpus, the common-character table and pinyin's polyphone data load on first use
  // (about a second); do it once the server is up so the first user does not wait for it.
  app.addHook('onReady', () => {
    if (settings.provider) return;
    setImmediate(() => {
      try {
        generateNames({ subject: 'shop', industry: '', keywords: [], style: 'classical', length: 2, surname: '', count: 1 }, { random: createRng(1).next, moderator: app.moderation, bannedForms });
      } catch (error) {
        app.log.warn({ err: error }, 'naming warm-up failed');
      }
    }).unref();
  });

  const timer = setInterval(() => {
    sweepChatQuota(app.services.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'chat quota sweep failed'));
  }, 3600_000);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
