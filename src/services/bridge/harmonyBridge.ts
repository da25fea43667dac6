import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { systemTimers, type Timers } from '../clock.ts';
import { randomHex } from '../../../workers/core/random/random.ts';
import { strings } from '../../shared/strings.ts';
import { BridgeError, type HarmonyPurchase, type NativeBridge, type SafeAreaInsets, type ShareOutcome } from './nativeBridge.ts';
import {
  fromBase64,
  HOST_OBJECT,
  PAGE_RECEIVER,
  PROTOCOL_VERSION,
  toBase64,
  type BridgeMethod,
  type BridgeMethods,
  type BridgeRequest,
  type BridgeWindow,
  type WireFile,
} from './protocol.ts';

/**
 * The bridge inside the Harmony shell: every call is one request message to
 * the host object and one reply for its id (protocol.ts). A call the host
 * never answers fails after its deadline instead of hanging the page.
 */

/** Quick questions get seconds; calls that wait for the user (pay, pick, share) get minutes. */
export const BRIDGE_TIMEOUT_MS: Record<BridgeMethod, number> = {
  safeArea: 5_000,
  openWebView: 10_000,
  'iap.createPurchase': 600_000,
  'iap.finishPurchase': 60_000,
  pickImage: 600_000,
  share: 600_000,
};

/** Built on first use (shared/lazily.ts): the startup chunk imports this module (a web visit never uses them). */
const schemas = lazily(() => {
  const replySchema = z.object({
    v: z.literal(PROTOCOL_VERSION),
    id: z.string(),
    ok: z.boolean(),
    result: z.optional(z.unknown()),
    error: z.optional(z.object({ code: z.string(), message: z.string() })),
  });
  const insetsSchema = z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() });
  const wireFileSchema = z.object({ name: z.string(), type: z.string(), data: z.string() });
  const purchaseSchema = z.object({
    purchaseData: z.optional(z.string()),
    jwsPurchaseOrder: z.optional(z.string()),
    purchaseToken: z.optional(z.string()),
    purchaseOrderId: z.optional(z.string()),
  });
  const shareSchema = z.object({ outcome: z.enum(['shared', 'cancelled', 'unsupported']) });
  return { replySchema, insetsSchema, wireFileSchema, purchaseSchema, shareSchema };
});

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: BridgeError) => void;
  timer: unknown;
}

export interface HarmonyBridgeOptions {
  timers?: Timers;
  makeId?: () => string;
}

/** True when the shell injected its host object: the bridge to use is the Harmony one. */
export function hasHarmonyHost(win: BridgeWindow): boolean {
  const host = win[HOST_OBJECT];
  return typeof host === 'object' && host !== null && typeof host.postMessage === 'function';
}

export function createHarmonyBridge(win: BridgeWindow, options: HarmonyBridgeOptions = {}): NativeBridge {
  const timers = options.timers ?? systemTimers;
  const makeId = options.makeId ?? (() => randomHex(8));
  const pending = new Map<string, Pending>();
  const text = strings.bridge;

  // One receiver for every reply; a reply for an unknown id (late, duplicate) is dropped.
  win[PAGE_RECEIVER] = (raw: string) => {
    let parsed: z.infer<ReturnType<typeof schemas>['replySchema']>;
    try {
      const result = z.safeParse(schemas().replySchema, JSON.parse(raw));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    const call = pending.get(parsed.id);
    if (!call) return;
    pending.delete(parsed.id);
    timers.clearTimeout(call.timer);
    if (parsed.ok) call.resolve(parsed.result ?? null);
    else call.reject(new BridgeError(parsed.error?.code ?? 'failed', parsed.error?.message || text.failed));
  };

  function call<M extends BridgeMethod>(method: M, params: BridgeMethods[M]['params']): Promise<unknown> {
    const host = win[HOST_OBJECT];
    if (!host) return Promise.reject(new BridgeError('unavailable', text.failed));
    const id = makeId();
    const request: BridgeRequest<M> = { v: PROTOCOL_VERSION, id, method, params };
    return new Promise((resolve, reject) => {
      const timer = timers.setTimeout(() => {
        pending.delete(id);
        reject(new BridgeError('timeout', text.timeout));
      }, BRIDGE_TIMEOUT_MS[method]);
      pending.set(id, { resolve, reject, timer });
      try {
        host.postMessage(JSON.stringify(request));
      } catch {
        pending.delete(id);
        timers.clearTimeout(timer);
        reject(new BridgeError('unavailable', text.failed));
      }
    });
  }

  function shaped<T>(schema: z.ZodMiniType<T>, value: unknown): T {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) throw new BridgeError('badReply', text.failed);
    return parsed.data;
  }

  return {
    platform: 'harmony',
    iap: {
      createPurchase: async (request): Promise<HarmonyPurchase> => shaped(schemas().purchaseSchema, await call('iap.createPurchase', request)),
      finishPurchase: async (request) => {
        await call('iap.finishPurchase', request);
      },
    },
    openWebView: async (request) => {
      await call('openWebView', request);
    },
    safeAreaInsets: async (): Promise<SafeAreaInsets> => shaped(schemas().insetsSchema, await call('safeArea', {})),
    pickImage: async () => {
      const file = await call('pickImage', { accept: 'image/*' });
      if (file === null) return null;
      const wire = shaped(schemas().wireFileSchema, file);
      if (!wire.type.startsWith('image/')) throw new BridgeError('notImage', text.notImage);
      return new File([fromBase64(wire.data)], wire.name, { type: wire.type });
    },
    share: async (request): Promise<ShareOutcome> => {
      const file: WireFile | undefined = request.file
        ? { name: request.file.name, type: request.file.type, data: toBase64(new Uint8Array(await request.file.arrayBuffer())) }
        : undefined;
      const params = { title: request.title, ...(request.text ? { text: request.text } : {}), ...(request.url ? { url: request.url } : {}), ...(file ? { file } : {}) };
      return shaped(schemas().shareSchema, await call('share', params)).outcome;
    },
  };
}
