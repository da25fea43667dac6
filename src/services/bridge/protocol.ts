import type { HarmonyPurchase, SafeAreaInsets, ShareOutcome } from './nativeBridge.ts';

/**
 * The message protocol between the page and the Harmony (ArkWeb) host,
 * version 1 (docs/harmony.md). Both directions are JSON text:
 *
 * - page → host: the host registers an object under `window.bzsjHarmony`
 *   (ArkWeb `javaScriptProxy`) with one method, `postMessage(text)`, and the
 *   page sends `{ v, id, method, params }`;
 * - host → page: the host runs `window.bzsjHarmonyReceive(text)`
 *   (`runJavaScript`) with `{ v, id, ok: true, result }` or
 *   `{ v, id, ok: false, error: { code, message } }` for that id.
 *
 * Strings only across the boundary, because a JavaScript proxy passes strings
 * reliably and nothing else; binary (an image) travels as base64.
 */
export const PROTOCOL_VERSION = 1;
export const HOST_OBJECT = 'bzsjHarmony';
export const PAGE_RECEIVER = 'bzsjHarmonyReceive';

export interface BridgeMethods {
  'iap.createPurchase': { params: { productId: string; productType: number; developerPayload: string }; result: HarmonyPurchase };
  'iap.finishPurchase': { params: { productType: number; purchaseToken: string; purchaseOrderId: string }; result: null };
  openWebView: { params: { url: string; title: string }; result: null };
  safeArea: { params: Record<string, never>; result: SafeAreaInsets };
  /** null = the user cancelled. */
  pickImage: { params: { accept: 'image/*' }; result: WireFile | null };
  share: { params: { title: string; text?: string; url?: string; file?: WireFile }; result: { outcome: ShareOutcome } };
}

export type BridgeMethod = keyof BridgeMethods;

export interface WireFile {
  name: string;
  type: string;
  /** base64 of the bytes. */
  data: string;
}

export interface BridgeRequest<M extends BridgeMethod = BridgeMethod> {
  v: typeof PROTOCOL_VERSION;
  id: string;
  method: M;
  params: BridgeMethods[M]['params'];
}

export type BridgeReply =
  | { v: typeof PROTOCOL_VERSION; id: string; ok: true; result: unknown }
  | { v: typeof PROTOCOL_VERSION; id: string; ok: false; error: { code: string; message: string } };

/** What the page finds on `window` inside the shell. */
export interface HarmonyHostObject {
  postMessage(text: string): void;
}

export interface BridgeWindow {
  [HOST_OBJECT]?: HarmonyHostObject;
  [PAGE_RECEIVER]?: (text: string) => void;
}

declare global {
  // The page's window inside the shell: the host object may be there, and the page sets its receiver.
  interface Window {
    bzsjHarmony?: HarmonyHostObject;
    bzsjHarmonyReceive?: (text: string) => void;
  }
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
