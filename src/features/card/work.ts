import { z } from 'zod';
import type { WorkRecord } from '../../services/worksDb/index.ts';
import { cleanWorkName, defaultWorkName } from '../../../workers/core/works/rules/fileName.ts';
import { parseDocument, type LogoDocument } from '../../../workers/core/model/index.ts';
import { loadKindWork, saveKindWork } from '../works/library/kindWork.ts';
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

type Runtime = Parameters<typeof saveKindWork>[0];

/** The work's name in the list: the person's, else the kind and time (works' own rule). */
function workName(fields: CardFields, now: number): string {
  return cleanWorkName(fields.name.trim() ? `${fields.name.trim()}的名片` : defaultWorkName('card', now)) ?? '名片';
}

/** Creates the work (id null) or writes a new revision of it. Returns the stored record. */
export function saveCardWork(runtime: Runtime, id: string | null, work: CardWork, thumb: Blob | null): Promise<WorkRecord> {
  return saveKindWork(runtime, id, { kind: 'card', schemaVersion: CARD_WORK_VERSION, content: JSON.stringify(work), searchText: fieldsSearchText(work.fields), name: (now) => workName(work.fields, now) }, thumb);
}

/** The stored card of a work id, or null (no such work, deleted, not a card, unreadable). */
export function loadCardWork(runtime: Parameters<typeof loadKindWork>[0], workId: string): Promise<CardWork | null> {
  return loadKindWork(runtime, workId, 'card', readCardWork);
}
