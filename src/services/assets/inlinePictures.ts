import { getPicture } from '../../../workers/core/storage/assetDb.ts';
import { ASSET_URL_PREFIX, documentAssetHashes, inlinePictures, parseDocumentText, type LogoDocument } from '../../../workers/core/model/index.ts';
import { readAsDataUrl } from '../../shared/readAsDataUrl.ts';

/*
 * Pictures leave the device inside the document again. A work file, a zip or a backup is
 * read by whoever has it (another device, an older build, the works tab's importer), none of
 * which has this device's asset store, so exports carry each picture as a data URL in the
 * layer that draws it; opening such a file moves the pictures back into the store
 * (src/editor/effects/pictureMover.ts). Data URLs are built by FileReader, off the main thread.
 */

/** Data URLs of the stored pictures among `hashes` (a missing one is left out: it draws as a placeholder). */
export async function pictureDataUrls(hashes: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const hash of hashes) {
    const stored = await getPicture(hash).catch(() => undefined);
    if (stored) out.set(hash, await readAsDataUrl(stored.blob));
  }
  return out;
}

export async function withPicturesInlined(doc: LogoDocument): Promise<LogoDocument> {
  const hashes = documentAssetHashes(doc);
  return hashes.length === 0 ? doc : inlinePictures(doc, await pictureDataUrls(hashes));
}

/** A stored logo's content (document JSON text) with its pictures inlined; other text is returned as it is. */
export async function contentWithPicturesInlined(content: string): Promise<string> {
  // Cheap test first: most works have no stored picture, and parsing a large one costs.
  if (!content.includes(`"${ASSET_URL_PREFIX}`)) return content;
  const parsed = parseDocumentText(content);
  if (!parsed.ok) return content;
  const inlined = await withPicturesInlined(parsed.doc);
  return inlined === parsed.doc ? content : JSON.stringify(inlined);
}

/** A work file's text (`{ …, document }`, workers/zip/workFile.ts) with the document's pictures inlined. */
export async function workFileTextWithPicturesInlined(text: string): Promise<string> {
  if (!text.includes(`"${ASSET_URL_PREFIX}`)) return text;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof envelope !== 'object' || envelope === null || !('document' in envelope)) return text;
  const document = await contentWithPicturesInlined(JSON.stringify(envelope.document));
  return JSON.stringify({ ...envelope, document: JSON.parse(document) as unknown }, null, 1);
}
