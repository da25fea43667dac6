import { createHarmonyBridge, hasHarmonyHost } from './harmonyBridge.ts';
import type { NativeBridge } from './nativeBridge.ts';
import type { BridgeWindow } from './protocol.ts';
import { createWebBridge, type WebBridgeDeps } from './webBridge.ts';

export type { HarmonyIapBridge, HarmonyPurchase, NativeBridge, SafeAreaInsets, ShareOutcome, ShareRequest } from './nativeBridge.ts';
export { BridgeError } from './nativeBridge.ts';

/**
 * The shell's host object decides, not the user agent: a Harmony browser
 * visiting the site has the UA but no host, and gets the web bridge.
 */
export function createNativeBridge(win: BridgeWindow, web: WebBridgeDeps): NativeBridge {
  return hasHarmonyHost(win) ? createHarmonyBridge(win) : createWebBridge(web);
}

let installed: NativeBridge | null = null;

/** Set once by the shell at start (bootstrap.ts); lazily loaded features read it. */
export function installNativeBridge(bridge: NativeBridge): void {
  installed = bridge;
}

/** The running app's bridge; the web bridge without navigation before the shell installed one (tests). */
export function nativeBridge(): NativeBridge {
  installed ??= createWebBridge({ go: () => {} });
  return installed;
}
