import { DEFAULT_CANVAS_SIZE, SCHEMA_VERSION, V1_TEXT_FONT_SIZE_DEFAULT } from './constants.ts';
import { documentError, type DocumentError } from './errors.ts';
import { documentMessages } from './messages.ts';

/*
 * Saved-work formats, oldest first. Each change to the saved format adds a named migration
 * here with a test (migrations.test.ts); a work saved by any earlier version must still open.
 *
 * v1 — the spec's older element model (what the original app saved):
 *   - no `schemaVersion`; either `{ layers: [...] }` (plus session keys such as undo/redo
 *     history and the last click, which are not restored) or a bare array of layers;
 *   - layers have no `id` and no `group`;
 *   - a text layer without fontSize means 120 (the older default), not today's 90;
 *   - square `shapeType` is free text: anything other than rectangle/circle/triangle is a line;
 *   - square `strokeDasharray` is an SVG string such as "5,5" or "4 2";
 *   - no `size`: the canvas takes the first layer's width and height, else 1000 by 1000.
 * v2 — `schemaVersion: 2`, `size`, ids, typed shape fields.
 * v3 — current (schema/document.ts): text layers carry `boldStroke`, the synthetic bold
 *   stroke of a font without a bold face. v2 could not store it, so bold text saved by v2
 *   in such a font was drawn regular.
 */

type Json = Record<string, unknown>;
export type MigrationResult = { ok: true; value: unknown } | { ok: false; error: DocumentError };

export interface Migration {
  name: string;
  from: number;
  to: number;
  migrate(raw: unknown): MigrationResult;
}

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const SHAPES = new Set(['rectangle', 'circle', 'triangle', 'line']);

function dashes(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);
}

function v1Layer(raw: Json, index: number): Json {
  const layer: Json = { ...raw, id: typeof raw.id === 'string' && raw.id !== '' ? raw.id : `v1-${index}` };
  if (layer.type === 'text' && layer.fontSize === undefined) layer.fontSize = V1_TEXT_FONT_SIZE_DEFAULT;
  if (layer.type === 'square') {
    if (typeof layer.shapeType !== 'string' || !SHAPES.has(layer.shapeType)) layer.shapeType = 'line';
    layer.strokeDasharray = dashes(layer.strokeDasharray);
  }
  return layer;
}

export const v1ToV2: Migration = {
  name: 'v1-to-v2: ids, explicit size, fontSize 120, typed shape fields',
  from: 1,
  to: 2,
  migrate(raw) {
    const layers = Array.isArray(raw) ? raw : isRecord(raw) ? raw.layers : undefined;
    if (!Array.isArray(layers)) {
      return { ok: false, error: documentError('NOT_A_DOCUMENT', documentMessages.notDocument, ['layers']) };
    }
    const migrated: unknown[] = [];
    for (const [index, layer] of layers.entries()) {
      if (!isRecord(layer)) {
        const message = documentMessages.invalid(`第 ${index + 1} 个图层`, '不是图层对象');
        return { ok: false, error: documentError('INVALID_FIELD', message, ['layers', index]) };
      }
      migrated.push(v1Layer(layer, index));
    }
    const first = migrated[0];
    const sized = isRecord(first) && typeof first.width === 'number' && typeof first.height === 'number';
    const size = sized && first.width !== 0 && first.height !== 0
      ? { width: first.width, height: first.height }
      : { ...DEFAULT_CANVAS_SIZE };
    return { ok: true, value: { schemaVersion: 2, size, layers: migrated } };
  },
};

/**
 * v2 had no field for the synthetic bold stroke, and only the font worker knows whether a
 * font has a bold face: bold text is marked for a fresh outline (`complete: false`), which
 * brings its `boldStroke`. The saved outline stays and is drawn until the new one arrives.
 * Everything else is unchanged; `boldStroke` takes its default (0) from the schema.
 */
export const v2ToV3: Migration = {
  name: 'v2-to-v3: text boldStroke (synthetic bold); bold text re-outlined',
  from: 2,
  to: 3,
  migrate(raw) {
    if (!isRecord(raw) || !Array.isArray(raw.layers)) {
      return { ok: false, error: documentError('NOT_A_DOCUMENT', documentMessages.notDocument, ['layers']) };
    }
    const layers = raw.layers.map((layer: unknown) =>
      isRecord(layer) && layer.type === 'text' && layer.bold === true && layer.complete !== false ? { ...layer, complete: false } : layer,
    );
    return { ok: true, value: { ...raw, schemaVersion: 3, layers } };
  },
};

export const migrations: readonly Migration[] = [v1ToV2, v2ToV3];

/** The format version of a raw saved work, or why it is not one. */
export function detectVersion(raw: unknown): { ok: true; version: number } | { ok: false; error: DocumentError } {
  if (Array.isArray(raw)) return { ok: true, version: 1 };
  if (!isRecord(raw)) return { ok: false, error: documentError('NOT_A_DOCUMENT', documentMessages.notDocument) };
  const version = raw.schemaVersion;
  if (version === undefined) {
    return Array.isArray(raw.layers)
      ? { ok: true, version: 1 }
      : { ok: false, error: documentError('NOT_A_DOCUMENT', documentMessages.notDocument, ['layers']) };
  }
  if (typeof version === 'number' && Number.isInteger(version) && version > SCHEMA_VERSION) {
    return { ok: false, error: documentError('NEWER_VERSION', documentMessages.newerVersion(version), ['schemaVersion']) };
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      error: documentError('UNKNOWN_VERSION', documentMessages.unknownVersion(String(version)), ['schemaVersion']),
    };
  }
  return { ok: true, version };
}

/** Runs every migration from the work's version up to the current one, in order. */
export function migrateToCurrent(raw: unknown): { ok: true; value: unknown; from: number } | { ok: false; error: DocumentError } {
  const detected = detectVersion(raw);
  if (!detected.ok) return detected;
  let value = raw;
  for (let version = detected.version; version < SCHEMA_VERSION; version += 1) {
    const step = migrations.find((m) => m.from === version);
    if (!step) {
      return { ok: false, error: documentError('UNKNOWN_VERSION', documentMessages.unknownVersion(String(version))) };
    }
    const result = step.migrate(value);
    if (!result.ok) return result;
    value = result.value;
  }
  return { ok: true, value, from: detected.version };
}
