import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { credentials } from '../account/schemas.ts';
import { authenticate } from '../account/tokens.ts';
import { templatesOfWorks } from '../works/rows.ts';
import { isVipTemplate, templatesToJudge, VIP_FONTS, vipContentOf } from './catalogue.ts';
import { claimDownload, sweepDownloads, usageToday } from './downloads.ts';
import { DOWNLOAD_KINDS, FREE_DAILY_DOWNLOADS, HD_MAX_SIDE, STANDARD_MAX_SIDE, TICKET_LIFETIME_SECONDS } from './rules.ts';
import { signTicket, TRIAL_TICKET_SECRET } from './ticket.ts';

export const VipCode = {
  /** A free account used today's downloads of this list. */
  dailyLimit: 42910,
  /** A free account exporting a document with VIP-only fonts or templates. */
  vipContent: 40310,
} as const;

/** Comma-separated ids (signed payloads are flat key=value pairs). */
const idList = safeText(6000)
  .default('')
  .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))].slice(0, 50));

const ticketSchema = z.object({
  ...credentials,
  kind: z.enum(DOWNLOAD_KINDS),
  /** One work, or up to 50 comma-separated for a zip (granted all or none). */
  item: idList.refine((items) => items.length > 0, { message: 'empty' }),
  doc: safeText(128).default(''),
  side: z.coerce.number().int().min(1).max(HD_MAX_SIDE * 4),
  fonts: idList,
  templates: idList,
});

/** The ticket key: EXPORT_TICKET_SECRET, or in the trial the built-in one (production refuses to start without its own). */
export function ticketSecret(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const configured = env.EXPORT_TICKET_SECRET ?? '';
  if (configured !== '') return configured;
  return production ? null : TRIAL_TICKET_SECRET;
}

function limitMessage(remaining: number): string {
  if (remaining > 0) return `今日还可免费下载 ${remaining} 个作品（每天 ${FREE_DAILY_DOWNLOADS} 个），请减少选择，或开通会员不限次数下载`;
  return `今日免费下载次数（${FREE_DAILY_DOWNLOADS} 次）已用完。开通会员可不限次数下载高清无水印作品，或明天再来`;
}

/**
 * VIP enforced on the server (issue 14, docs/membership.md): export tickets
 * with the free daily count, and the list of VIP-only fonts and templates.
 * VIP status is read from the account row only (set by verified payments).
 */
export function registerVipRoutes(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const secret = ticketSecret(env, app.services.mode === 'production');

  app.get('/api/vip/catalogue', async (_request, reply) => {
    const { rows } = await app.services.db.query<{ id: string }>('SELECT id FROM logo_template ORDER BY id');
    reply.header('cache-control', 'public, max-age=300');
    return {
      fonts: VIP_FONTS,
      templates: rows.map((row) => row.id).filter(isVipTemplate),
      free: { dailyDownloads: FREE_DAILY_DOWNLOADS, maxSide: STANDARD_MAX_SIDE },
      vip: { maxSide: HD_MAX_SIDE },
    };
  });

  registerSigned(app, '/exportticket', ticketSchema, async (input) => {
    if (secret === null) throw new ApiError(ErrorCode.notConfigured, '下载服务暂未开通，请联系客服');
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
    const vip = auth.account.vip_expires_at !== null && auth.account.vip_expires_at > now;
    // Images (the image tools' results) are not works; logos and cards may be synced works with a recorded template.
    const recorded = vip || input.kind === 'image' ? [] : await templatesOfWorks(app.services.db, auth.account.uid, input.item);
    const decision = await claimDownload(app.services.db, {
      uid: auth.account.uid,
      vip,
      kind: input.kind,
      items: input.item,
      side: input.side,
      vipOnly: vipContentOf(input.fonts, templatesToJudge(input.templates, recorded)),
      nowSeconds: now,
    });
    if (!decision.ok) {
      if (decision.reason === 'limit') throw new ApiError(VipCode.dailyLimit, limitMessage(decision.remaining), { status: 429 });
      throw new ApiError(VipCode.vipContent, `作品使用了会员专属${decision.names.join('、')}，开通会员后即可下载；也可换成免费字体或模板`, { status: 403 });
    }
    const expires = now + TICKET_LIFETIME_SECONDS;
    const ticket = signTicket(
      { v: 1, uid: auth.account.uid, kind: input.kind, item: input.item.join(','), doc: input.doc, side: decision.side, hd: decision.hd, watermark: decision.watermark, iat: now, exp: expires },
      secret,
    );
    return { ticket, vip, hd: decision.hd, watermark: decision.watermark, side: decision.side, maxSide: decision.maxSide, left: decision.left ?? -1, expires };
  });

  registerSigned(app, '/downloadquota', z.object(credentials), async (input) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
    const vip = auth.account.vip_expires_at !== null && auth.account.vip_expires_at > now;
    const used = await usageToday(app.services.db, auth.account.uid, now);
    return { vip, limit: vip ? -1 : FREE_DAILY_DOWNLOADS, used, maxSide: vip ? HD_MAX_SIDE : STANDARD_MAX_SIDE };
  });

  const timer = setInterval(() => {
    sweepDownloads(app.services.db, nowSeconds(app.services)).catch((error: unknown) => app.log.warn({ err: error }, 'download count sweep failed'));
  }, 3600_000);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

/** As a Fastify plugin, so server/routes/index.ts registers it in one line. */
export default async function vipPlugin(app: FastifyInstance): Promise<void> {
  registerVipRoutes(app);
}
