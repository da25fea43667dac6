import { z } from 'zod';
import type { WorkRecord } from '../../services/worksDb/index.ts';
import { cleanWorkName, defaultWorkName } from '../../../workers/core/works/rules/fileName.ts';
import { parseDocument, type LogoDocument } from '../../../workers/core/model/index.ts';
import { loadKindWork, saveKindWork } from '../works/library/kindWork.ts';
import { adoptQrLayers, QR_GROUP } from './composition.ts';
import { EMPTY_CONTENT, type QrContent } from './payload.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';

/**
 * A QR work in the works store (kind `qr`, folder list `qrList`): what it says and how it
 * looks (so the code can be made again), plus the document the editor edits: the code as the
 * group `qr-symbol` among the user's own layers (docs/qr-editor.md).
 *
 * Version 1 (before the editor was mounted here): the document was only the drawn code.
 * Version 2: the document may hold the user's layers too; an older app refuses it instead of
 * saving it back without them. Version 1 works open: their generated layers join the group.
 */

export const QR_WORK_FORMAT = 'bzsj-qr';
export const QR_WORK_VERSION = 2;

export interface QrWork {
  format: typeof QR_WORK_FORMAT;
  version: number;
  content: QrContent;
  style: QrStyle;
  payload: string;
  document: LogoDocument;
}

export interface OpenedQrWork {
  content: QrContent;
  style: QrStyle;
  /** null when the stored document does not open: the code is then made again from content and style. */
  document: LogoDocument | null;
}

const savedShape = z.looseObject({ format: z.literal(QR_WORK_FORMAT), version: z.number(), content: z.record(z.string(), z.unknown()), style: z.record(z.string(), z.unknown()), document: z.unknown().optional() });

/** Content, style and document of a stored QR work, missing fields from the defaults; null when it is not one. */
export function readQrWork(content: string): OpenedQrWork | null {
  try {
    const parsed = savedShape.safeParse(JSON.parse(content));
    if (!parsed.success || parsed.data.version > QR_WORK_VERSION) return null;
    const c = parsed.data.content as Partial<QrContent>;
    const doc = parsed.data.document === undefined ? null : parseDocument(parsed.data.document);
    return {
      content: { ...EMPTY_CONTENT, ...c, vcard: { ...EMPTY_CONTENT.vcard, ...c.vcard }, wifi: { ...EMPTY_CONTENT.wifi, ...c.wifi }, sms: { ...EMPTY_CONTENT.sms, ...c.sms }, email: { ...EMPTY_CONTENT.email, ...c.email } },
      style: { ...DEFAULT_STYLE, ...(parsed.data.style as Partial<QrStyle>) },
      document: doc?.ok ? adoptQrLayers(doc.doc) : null,
    };
  } catch {
    return null;
  }
}

/** Creates the work (id null) or writes a new revision of it. Returns the stored record. */
export function saveQrWork(runtime: Parameters<typeof saveKindWork>[0], id: string | null, work: QrWork, thumb: Blob | null): Promise<WorkRecord> {
  const searchText = [work.payload, work.style.frame !== 'none' ? work.style.caption : '', ...documentTexts(work.document)].filter(Boolean).join('\n');
  return saveKindWork(runtime, id, { kind: 'qr', schemaVersion: QR_WORK_VERSION, content: JSON.stringify(work), searchText, name: (now) => cleanWorkName(defaultWorkName('qr', now)) ?? '二维码' }, thumb);
}

/** The words the user wrote over the code (search finds the work by them too). */
function documentTexts(doc: LogoDocument): string[] {
  return doc.layers.flatMap((l) => (l.type === 'text' && l.group !== QR_GROUP && !l.id.startsWith('qr-') && l.text.trim() ? [l.text.trim()] : []));
}

/** The stored QR work of a work id, or null (no such work, deleted, not a QR code, unreadable). */
export function loadQrWork(runtime: Parameters<typeof loadKindWork>[0], workId: string): Promise<OpenedQrWork | null> {
  return loadKindWork(runtime, workId, 'qr', readQrWork);
}
