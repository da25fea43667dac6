import type { NativeBridge, SafeAreaInsets, ShareOutcome } from './nativeBridge.ts';

/**
 * The bridge in a browser (the default): the web view is the app's own
 * /pages/webView/webView page, the safe area is what CSS `env()` reports,
 * images come from a file input, sharing is the Web Share API where the
 * browser has it. No in-app purchase: the web pays through the gateways.
 */
export interface WebBridgeDeps {
  /** Opens an in-app page (the app navigator's `go`). */
  go: (path: string, options: { query: Record<string, string> }) => void;
  document?: Document;
  navigator?: Pick<Navigator, 'share' | 'canShare'>;
}

export const WEB_VIEW_PATH = '/pages/webView/webView';

export function createWebBridge(deps: WebBridgeDeps): NativeBridge {
  return {
    platform: 'web',
    iap: null,
    openWebView: async ({ url, title }) => deps.go(WEB_VIEW_PATH, { query: { url, title } }),
    safeAreaInsets: async () => (deps.document ? cssSafeArea(deps.document) : { top: 0, right: 0, bottom: 0, left: 0 }),
    pickImage: () => (deps.document ? pickWithInput(deps.document) : Promise.resolve(null)),
    share: (request) => webShare(deps.navigator, request),
  };
}

/** Reads env(safe-area-inset-*) through a probe element: CSS has no other way to hand it to script. */
function cssSafeArea(doc: Document): SafeAreaInsets {
  const probe = doc.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px)';
  doc.body.appendChild(probe);
  const style = doc.defaultView?.getComputedStyle(probe);
  const px = (value: string | undefined) => Number.parseFloat(value ?? '') || 0;
  const insets = { top: px(style?.paddingTop), right: px(style?.paddingRight), bottom: px(style?.paddingBottom), left: px(style?.paddingLeft) };
  probe.remove();
  return insets;
}

function pickWithInput(doc: Document): Promise<File | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    // Closing the chooser without a file fires `cancel` (where supported); otherwise the promise simply waits.
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

async function webShare(nav: WebBridgeDeps['navigator'], request: { title: string; text?: string; url?: string; file?: File }): Promise<ShareOutcome> {
  if (!nav || typeof nav.share !== 'function') return 'unsupported';
  const data: ShareData = { title: request.title, ...(request.text ? { text: request.text } : {}), ...(request.url ? { url: request.url } : {}) };
  if (request.file) {
    const withFile = { ...data, files: [request.file] };
    if (typeof nav.canShare === 'function' && !nav.canShare(withFile)) return 'unsupported';
    data.files = [request.file];
  }
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'unsupported';
  }
}
