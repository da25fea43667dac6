import { z } from 'zod';
import { verifiedUpdate, type WorkRecord } from '../../services/worksDb/index.ts';
import { contentHashOf } from '../../../workers/core/works/hash.ts';
import { cleanWorkName, defaultWorkName } from '../../../workers/core/works/rules/fileName.ts';
import { mirrorFolders } from '../works/library/mirror.ts';
import type { WorksRuntime } from '../works/runtime.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { EMPTY_CONTENT, type QrContent } from './payload.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';

/**
 * A QR work in the works store (kind `qr`, folder list `qrList`): what it says and how it
 * looks (so it reopens editable), plus the drawn document (so anything that only knows the
 * editor model — thumbnails, the zip, a future editor — can still draw it).
 */

export const QR_WORK_FORMAT = 'bzsj-qr';
export const QR_WORK_VERSION = 1;

export interface QrWork {
  format: typeof QR_WORK_FORMAT;
  version: number;
  content: QrContent;
  style: QrStyle;
  payload: string;
  document: LogoDocument;
}

const savedShape = z.looseObject({ format: z.literal(QR_WORK_FORMAT), version: z.number(), content: z.record(z.string(), z.unknown()), style: z.record(z.string(), z.unknown()) });

/** Content and style of a stored QR work, missing fields from the defaults; null when it is not one. */
export function readQrWork(content: string): { content: QrContent; style: QrStyle } | null {
  try {
    const parsed = savedShape.safeParse(JSON.parse(content));
    if (!parsed.success || parsed.data.version > QR_WORK_VERSION) return null;
    const c = parsed.data.content as Partial<QrContent>;
    return {
      content: { ...EMPTY_CONTENT, ...c, vcard: { ...EMPTY_CONTENT.vcard, ...c.vcard }, wifi: { ...EMPTY_CONTENT.wifi, ...c.wifi }, sms: { ...EMPTY_CONTENT.sms, ...c.sms }, email: { ...EMPTY_CONTENT.email, ...c.email } },
      style: { ...DEFAULT_STYLE, ...(parsed.data.style as Partial<QrStyle>) },
    };
  } catch {
    return null;
  }
}

type Runtime = Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>;

/**
 * Creates the work (id null) or writes a new revision of it, read back like every works
 * write, and tells other tabs. Returns the stored record.
 */
export async function saveQrWork(runtime: Runtime, id: string | null, work: QrWork, thumb: Blob | null): Promise<WorkRecord> {
  const owner = runtime.identity().owner;
  const now = runtime.clock.now();
  const text = JSON.stringify(work);
  const searchText = [work.payload, work.style.frame !== 'none' ? work.style.caption : ''].filter(Boolean).join('\n');
  const workId = id ?? runtime.newId();
  const answer = await verifiedUpdate(runtime.repo, workId, (current) => {
    if (current && current.deletedAt === null) {
      return { put: { ...current, content: text, hash: contentHashOf(text), text: searchText, thumb: thumb ?? current.thumb, revision: current.revision + 1, updatedAt: now } };
    }
    const name = cleanWorkName(defaultWorkName('qr', now)) ?? '二维码';
    return { put: { id: workId, owner, kind: 'qr', name, revision: 1, schemaVersion: QR_WORK_VERSION, content: text, hash: contentHashOf(text), text: searchText, thumb, createdAt: now, updatedAt: now, deletedAt: null, sync: null } };
  });
  if (!answer || !('put' in answer)) throw new Error('not saved');
  runtime.channel.post({ type: 'saved', id: answer.put.id, revision: answer.put.revision, from: runtime.channel.tabId });
  runtime.channel.post({ type: 'listChanged', from: runtime.channel.tabId });
  await mirrorFolders(runtime, [owner]);
  return answer.put;
}
