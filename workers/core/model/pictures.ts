import type { ImageLayer, Layer, LogoDocument } from './types.ts';

/*
 * How a document refers to a picture (image layers, the background's image).
 *
 * A picture the app stored itself lives beside the document, in the asset store (IndexedDB
 * `bzsj-assets`, workers/core/storage/assetDb.ts), keyed by the MD5 of its bytes; the layer's `url`
 * is then `asset:<md5>`. Older works (and files written by older builds) embed the bytes as a
 * data URL in the image layer's `data` (or bare base64 there) or in the background's `url`:
 * that form stays valid forever and draws as before; the editor moves such pictures into the
 * store after opening a work (`picture/stored`), so the next save no longer carries them.
 * Any other `url` is an ordinary address (catalogue images), fetched as before.
 *
 * This is not a schema version: the document's shape did not change, `url` was always a
 * free string, and every reader that cannot resolve `asset:` (the server, an export for
 * another app) gets the pictures inlined again (`inlinePictures`).
 */

export const ASSET_URL_PREFIX = 'asset:';
const ASSET_URL = /^asset:([0-9a-f]{32})$/;
const DATA_URL = /^data:/i;

/** The reference a layer stores for the picture whose bytes hash to `hash` (lower-case hex MD5). */
export function assetUrl(hash: string): string {
  if (!/^[0-9a-f]{32}$/.test(hash)) throw new Error(`not an asset hash: ${hash}`);
  return `${ASSET_URL_PREFIX}${hash}`;
}

/** The asset hash an `asset:` reference names, or null for anything else. */
export function assetHashOf(src: string): string | null {
  return ASSET_URL.exec(src.trim())?.[1] ?? null;
}

export function isDataUrl(src: string): boolean {
  return DATA_URL.test(src.trim());
}

/** What an image layer draws: its data (a data URL, or bare base64 meaning PNG) before its url. */
export function imageLayerSource(layer: Pick<ImageLayer, 'data' | 'url'>): string {
  const data = layer.data.trim();
  if (data !== '') return isDataUrl(data) ? data : `data:image/png;base64,${data}`;
  return layer.url.trim();
}

/** The picture a layer draws ('' when none): image layers and the background's image. */
export function pictureSourceOf(layer: Layer): string {
  if (layer.type === 'image') return imageLayerSource(layer);
  if (layer.type === 'rect') return layer.url.trim();
  return '';
}

function distinct(layers: readonly Layer[], pick: (src: string) => string | null): string[] {
  const seen = new Set<string>();
  for (const layer of layers) {
    const found = pick(pictureSourceOf(layer));
    if (found !== null && found !== '') seen.add(found);
  }
  return [...seen];
}

/** Every asset hash the document refers to, each once (what an upload or export must carry). */
export function documentAssetHashes(doc: Pick<LogoDocument, 'layers'>): string[] {
  return distinct(doc.layers, assetHashOf);
}

/** Every picture still embedded as a data URL, each once (what the open-time step moves into the store). */
export function embeddedPictures(doc: Pick<LogoDocument, 'layers'>): string[] {
  return distinct(doc.layers, (src) => (isDataUrl(src) && /^data:image\//i.test(src) ? src : null));
}

/**
 * Points the layer at `url` instead of the embedded picture `source`, in place (an immer
 * draft in the `picture/stored` intent). Returns whether it drew that picture.
 */
export function repointPicture(layer: Layer, source: string, url: string): boolean {
  if (pictureSourceOf(layer) !== source) return false;
  if (layer.type === 'image') {
    layer.data = '';
    layer.url = url;
    return true;
  }
  if (layer.type === 'rect') {
    layer.url = url;
    return true;
  }
  return false;
}

/**
 * The document with every `asset:` reference replaced by the picture's data URL, for readers
 * without the asset store: work files, the zip, the server, another app. Image layers get it
 * in `data` (the field older builds read first), the background in `url`. A reference
 * missing from `dataUrls` is left as it is (it draws as a placeholder, never as garbage).
 */
export function inlinePictures(doc: LogoDocument, dataUrls: ReadonlyMap<string, string>): LogoDocument {
  let changed = false;
  const layers = doc.layers.map((layer): Layer => {
    const hash = assetHashOf(pictureSourceOf(layer));
    const dataUrl = hash === null ? undefined : dataUrls.get(hash);
    if (dataUrl === undefined) return layer;
    if (layer.type !== 'image' && layer.type !== 'rect') return layer;
    changed = true;
    return layer.type === 'image' ? { ...layer, data: dataUrl, url: '' } : { ...layer, url: dataUrl };
  });
  return changed ? { ...doc, layers } : doc;
}

/**
 * The asset hashes a document's JSON text refers to, without parsing it: `"url":"asset:<md5>"`
 * is how JSON.stringify writes a reference (a text layer that merely contains such words
 * is escaped, so it never matches). The server checks uploads with the same pattern
 * (server/routes/works/pictures.ts).
 */
export function assetHashesInJson(content: string): string[] {
  return [...new Set([...content.matchAll(/"url":"asset:([0-9a-f]{32})"/g)].map((match) => match[1] ?? ''))];
}
