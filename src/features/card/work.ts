import { z } from 'zod';
import { verifiedUpdate, type WorkRecord } from '../../services/worksDb/index.ts';
import { contentHashOf } from '../../../workers/core/works/hash.ts';
import { cleanWorkName, defaultWorkName } from '../../../workers/core/works/rules/fileName.ts';
import { parseDocument, type LogoDocument } from '../../../workers/core/model/index.ts';
import { mirrorFolders } from '../works/library/mirror.ts';
import type { WorksRuntime } from '../works/runtime.ts';
import type { BackStyle } from './back.ts';
import { cleanFields, fieldsSearchText, type CardFields } from './fields.ts';

/**
 * A card work in the works store (kind `card`, folder list `cardList`): the fields written
 * once, the template it started from, and both sides as editor documents, so it reopens with
 * every edit and anything that only knows the editor model (thumbnails, print) can draw it.
 */

export const CARD_WORK_FORMAT = 'bzsj-card';
export const CARD_WORK_VERSION = 1;

export interface CardWork {
  format: typeof CARD_WORK_FORMAT;
  version: number;
  templateId: string;
  fields: CardFields;
  front: LogoDocument;
  back: LogoDocument;
  /** How the back was made, and the logo picture on it (a small PNG data URL), to make it again. */
  backStyle: BackStyle;
  logo: string | null;
}

const savedShape = z.looseObject({
  format: z.literal(CARD_WORK_FORMAT),
  version: z.number(),
  templateId: z.string(),
  fields: z.unknown(),
  front: z.unknown(),
  back: z.unknown(),
  backStyle: z.enum(['logo', 'qr']).optional(),
  logo: z.string().nullable().optional(),
});

/** A stored card work, both sides checked (and migrated) by the document model; null when it is not one. */
export function readCardWork(content: string): CardWork | null {
  try {
    const parsed = savedShape.safeParse(JSON.parse(content));
    if (!parsed.success || parsed.data.version > CARD_WORK_VERSION) return null;
    const front = parseDocument(parsed.data.front);
    const back = parseDocument(parsed.data.back);
    if (!front.ok || !back.ok) return null;
    return {
      format: CARD_WORK_FORMAT,
      version: CARD_WORK_VERSION,
      templateId: parsed.data.templateId,
      fields: cleanFields(parsed.data.fields),
      front: front.doc,
      back: back.doc,
      backStyle: parsed.data.backStyle ?? 'logo',
      logo: parsed.data.logo ?? null,
    };
  } catch {
    return null;
  }
}

type Runtime = Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>;

/** The work's name in the list: the person's, else the kind and time (works' own rule). */
function workName(fields: CardFields, now: number): string {
  return cleanWorkName(fields.name.trim() ? `${fields.name.trim()}的名片` : defaultWorkName('card', now)) ?? '名片';
}

/**
 * Creates the work (id null) or writes a new revision of it, read back like every works
 * write, and tells other tabs. Returns the stored record.
 */
export async function saveCardWork(runtime: Runtime, id: string | null, work: CardWork, thumb: Blob | null): Promise<WorkRecord> {
  const owner = runtime.identity().owner;
  const now = runtime.clock.now();
  const text = JSON.stringify(work);
  const searchText = fieldsSearchText(work.fields);
  const workId = id ?? runtime.newId();
  const answer = await verifiedUpdate(runtime.repo, workId, (current) => {
    if (current && current.deletedAt === null) {
      return { put: { ...current, content: text, hash: contentHashOf(text), text: searchText, thumb: thumb ?? current.thumb, revision: current.revision + 1, updatedAt: now } };
    }
    return { put: { id: workId, owner, kind: 'card', name: workName(work.fields, now), revision: 1, schemaVersion: CARD_WORK_VERSION, content: text, hash: contentHashOf(text), text: searchText, thumb, createdAt: now, updatedAt: now, deletedAt: null, sync: null } };
  });
  if (!answer || !('put' in answer)) throw new Error('not saved');
  runtime.channel.post({ type: 'saved', id: answer.put.id, revision: answer.put.revision, from: runtime.channel.tabId });
  runtime.channel.post({ type: 'listChanged', from: runtime.channel.tabId });
  await mirrorFolders(runtime, [owner]);
  return answer.put;
}

/** The stored card of a work id, or null (no such work, deleted, not a card, unreadable). */
export async function loadCardWork(runtime: Pick<WorksRuntime, 'repo' | 'recovered'>, workId: string): Promise<CardWork | null> {
  await runtime.recovered;
  const record = await runtime.repo.get(workId).catch(() => undefined);
  return record && record.kind === 'card' && record.deletedAt === null ? readCardWork(record.content) : null;
}
