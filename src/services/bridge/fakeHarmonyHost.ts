import type { HarmonyPurchase, SafeAreaInsets } from './nativeBridge.ts';
import { HOST_OBJECT, PAGE_RECEIVER, PROTOCOL_VERSION, type BridgeMethod, type BridgeMethods, type BridgeReply, type BridgeRequest, type BridgeWindow } from './protocol.ts';

/**
 * A stand-in for the Harmony shell in tests: a real object installed where
 * the ArkWeb host puts its own (`window.bzsjHarmony`), reading the page's
 * JSON requests and answering through `window.bzsjHarmonyReceive`, later, as
 * `runJavaScript` does. It speaks protocol.ts and nothing else, so a test
 * passes only if the page's side does too.
 */
export class HostFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the host does for a method: a result, a HostFailure thrown, or `silent` (never answers). */
export type HostHandlers = {
  [M in BridgeMethod]?: ((params: BridgeMethods[M]['params']) => BridgeMethods[M]['result'] | Promise<BridgeMethods[M]['result']>) | 'silent';
};

export interface FakeHarmonyHost {
  /** Every request as the host parsed it, in order. */
  readonly received: BridgeRequest[];
  /** Raw texts the host got (to check that only strings cross). */
  readonly texts: string[];
  handlers: HostHandlers;
  /** Sends any text to the page, as a confused or late host might. */
  sendRaw(text: string): void;
  uninstall(): void;
}

export const FAKE_INSETS: SafeAreaInsets = { top: 38.5, right: 0, bottom: 28, left: 0 };
export const FAKE_PURCHASE: HarmonyPurchase = { purchaseData: '{"purchaseOrderId":"PO-1"}', jwsPurchaseOrder: 'h.p.s', purchaseToken: 'TK-1', purchaseOrderId: 'PO-1' };

const defaults: HostHandlers = {
  'iap.createPurchase': () => FAKE_PURCHASE,
  'iap.finishPurchase': () => null,
  openWebView: () => null,
  safeArea: () => FAKE_INSETS,
  pickImage: () => null,
  share: () => ({ outcome: 'shared' }),
};

export function installFakeHarmonyHost(win: BridgeWindow, handlers: HostHandlers = {}): FakeHarmonyHost {
  const received: BridgeRequest[] = [];
  const texts: string[] = [];
  const deliver = (reply: BridgeReply) => setTimeout(() => win[PAGE_RECEIVER]?.(JSON.stringify(reply)), 0);
  const host: FakeHarmonyHost = {
    received,
    texts,
    handlers: { ...defaults, ...handlers },
    sendRaw: (text) => setTimeout(() => win[PAGE_RECEIVER]?.(text), 0),
    uninstall: () => {
      delete win[HOST_OBJECT];
    },
  };
  win[HOST_OBJECT] = {
    postMessage(text: string) {
      if (typeof text !== 'string') throw new TypeError('the host takes strings only');
      texts.push(text);
      const request = JSON.parse(text) as BridgeRequest;
      if (request.v !== PROTOCOL_VERSION || typeof request.id !== 'string') throw new Error('not a protocol message');
      received.push(request);
      const handler = host.handlers[request.method] as ((params: unknown) => unknown) | 'silent' | undefined;
      if (handler === 'silent') return;
      if (!handler) {
        deliver({ v: PROTOCOL_VERSION, id: request.id, ok: false, error: { code: 'unknownMethod', message: `未知的调用 ${request.method}` } });
        return;
      }
      Promise.resolve()
        .then(() => handler(request.params))
        .then(
          (result) => deliver({ v: PROTOCOL_VERSION, id: request.id, ok: true, result: result ?? null }),
          (error: unknown) =>
            deliver({
              v: PROTOCOL_VERSION,
              id: request.id,
              ok: false,
              error: error instanceof HostFailure ? { code: error.code, message: error.message } : { code: 'failed', message: String(error) },
            }),
        );
    },
  };
  return host;
}
