import JSZip from 'jszip';
import type { LogoDocument } from '../core/model/index.ts';
import type { ImportFailure, ImportResult, ImportedWork, ZipWorkInput } from '../core/workFile/zip.ts';
import { MAX_IMPORT_BYTES } from '../core/workFile/zip.ts';
import { decodeWorkFile, encodeWorkFile, manifestSchema, PACK_FORMAT, WORK_FILE_VERSION, type DecodedForm } from '../core/workFile/workFile.ts';

/** Zip entries read at most: a pack of a few hundred works, not a zip bomb of millions of files. */
export const MAX_ZIP_ENTRIES = 2_000;
/** Text read from one entry at most (a work embeds images, rarely beyond a few MB). */
const MAX_ENTRY_CHARS = 40 * 1024 * 1024;

export async function buildWorksZip(works: readonly ZipWorkInput[], onProgress: (percent: number) => void, now: number): Promise<Uint8Array> {
  const zip = new JSZip();
  const manifest = { format: PACK_FORMAT, version: WORK_FILE_VERSION, exportedAt: now, works: [] as Array<{ id: string; name: string; file: string; image?: string }> };
  for (const work of works) {
    const file = `works/${work.fileStem}.json`;
    zip.file(file, encodeWorkFile(work));
    const entry: { id: string; name: string; file: string; image?: string } = { id: work.id, name: work.name, file };
    if (work.image) {
      entry.image = `images/${work.fileStem}.${work.image.extension}`;
      zip.file(entry.image, await work.image.data.arrayBuffer());
    }
    manifest.works.push(entry);
  }
  zip.file('manifest.json', JSON.stringify(manifest, null, 1));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } }, (meta) => onProgress(Math.floor(meta.percent)));
}

function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/**
 * Reads a .zip or .json written by this app (works tab or editor, any version). Bad input is
 * an answer, never a throw. `now` dates the works of files that carry no dates.
 */
export async function readWorksFile(bytes: Uint8Array, fileName: string, now: number, form: DecodedForm = 'text'): Promise<ImportResult> {
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, reason: 'tooLarge' };
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  const works: ImportedWork[] = [];
  const failed: ImportFailure[] = [];
  const take = (text: string, file: string) => {
    const decoded = decodeWorkFile(text, file, now, form);
    if (decoded.ok) works.push(decoded.work);
    else failed.push(decoded.failure);
  };

  if (!looksLikeZip(bytes)) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    take(text, fileName);
    const only = failed[0];
    if (only && only.reason !== 'invalid') return { ok: false, reason: only.reason === 'newer' ? 'newer' : 'corrupt', detail: only.detail };
    return { ok: true, works, failed };
  }

  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > MAX_ZIP_ENTRIES) return { ok: false, reason: 'tooLarge' };
  let files = entries.filter((entry) => entry.name.startsWith('works/') && entry.name.endsWith('.json')).map((entry) => entry.name);
  const manifestEntry = zip.file('manifest.json');
  if (manifestEntry) {
    let manifest: unknown = null;
    try {
      manifest = JSON.parse(await manifestEntry.async('string'));
    } catch {
      return { ok: false, reason: 'corrupt' };
    }
    const parsed = manifestSchema.safeParse(manifest);
    if (!parsed.success) {
      const version = (manifest as { version?: unknown } | null)?.version;
      return { ok: false, reason: typeof version === 'number' && version > WORK_FILE_VERSION ? 'newer' : 'corrupt' };
    }
    if (parsed.data.version > WORK_FILE_VERSION) return { ok: false, reason: 'newer' };
    files = parsed.data.works.map((work) => work.file);
  }
  if (files.length === 0) return { ok: false, reason: manifestEntry ? 'empty' : 'corrupt' };
  for (const file of files) {
    const entry = zip.file(file);
    if (!entry) {
      failed.push({ file, reason: 'corrupt', detail: '' });
      continue;
    }
    let text: string;
    try {
      text = await entry.async('string');
    } catch {
      failed.push({ file, reason: 'corrupt', detail: '' });
      continue;
    }
    if (text.length > MAX_ENTRY_CHARS) failed.push({ file, reason: 'invalid', detail: '' });
    else take(text, file);
  }
  return { ok: true, works, failed };
}

/**
 * The editor opens the first logo and only counts the rest: that one travels as its document
 * (validated by decodeWorkFile), none as text, so the page neither parses nor validates it
 * again (a 1000-layer logo: ~1 s of schema checks on the main thread). Read the file in the
 * 'document' form, so the document is never written out as text on the way.
 */
export function firstLogoAsDocument(result: ImportResult): ImportResult {
  if (!result.ok) return result;
  const first = result.works.findIndex((work) => work.kind === 'logo');
  return {
    ...result,
    works: result.works.map(({ document, ...work }, index) =>
      index === first ? { ...work, content: '', document: document ?? (JSON.parse(work.content) as LogoDocument) } : { ...work, content: '' },
    ),
  };
}
