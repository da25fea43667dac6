/**
 * The one typed bridge between the app and the shell it runs in (spec 1: "On
 * the Harmony-style shell, native bridges provide payment, webview, safe area
 * and image picking"; share is ours). The web implementation is the default
 * (webBridge.ts); inside the Harmony shell the same interface speaks the
 * message protocol of protocol.ts to the ArkWeb host (harmonyBridge.ts,
 * docs/harmony.md). Features use only this interface.
 */

/** A finished store purchase as the shell reports it (IAP Kit). */
export interface HarmonyPurchase {
  purchaseData?: string;
  jwsPurchaseOrder?: string;
  purchaseToken?: string;
  purchaseOrderId?: string;
}

/** In-app purchase (spec 4 "Harmony payment": create purchase, finish purchase). */
export interface HarmonyIapBridge {
  createPurchase(request: { productId: string; productType: number; developerPayload: string }): Promise<HarmonyPurchase>;
  finishPurchase(request: { productType: number; purchaseToken: string; purchaseOrderId: string }): Promise<void>;
}

/** CSS pixels the shell's bars and cut-outs cover on each side. */
export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ShareRequest {
  title: string;
  text?: string;
  url?: string;
  /** An image to share (e.g. an exported logo). */
  file?: File;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

export interface NativeBridge {
  readonly platform: 'web' | 'harmony';
  /** The store's in-app purchase; null where payment goes through the web gateways. */
  readonly iap: HarmonyIapBridge | null;
  /** Opens `url` in a web view: the app's own page on the web, a native one in the shell (spec 2). */
  openWebView(request: { url: string; title: string }): Promise<void>;
  safeAreaInsets(): Promise<SafeAreaInsets>;
  /** One image chosen by the user, or null when they cancelled. */
  pickImage(): Promise<File | null>;
  share(request: ShareRequest): Promise<ShareOutcome>;
}

/** A bridge call the shell refused or could not do; `message` is for the user (Chinese). */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const ZERO_INSETS: SafeAreaInsets = { top: 0, right: 0, bottom: 0, left: 0 };
