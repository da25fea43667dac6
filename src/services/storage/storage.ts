import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { storageMessages } from '../api/errorMessages.ts';
import { browserBackend, isQuotaError, type KeyValueBackend } from './backend.ts';
import { storageKeys, type StorageKey, type StorageValue } from './keys.ts';
import { workListSchema, worksFolderKey, type WorkEntry, type WorksListName } from './worksFolder.ts';

/**
 * The one typed door to every local stored value. Reads never throw: a missing,
 * unreadable or corrupt value reads as its default and is reported. Writes
 * never throw either: they return a result the UI can show (storage full).
 */

export type StorageErrorKind = 'quota' | 'unavailable' | 'invalid';

export interface StorageError {
  kind: StorageErrorKind;
  key: string;
  /** Chinese, ready for a toast. */
  message: string;
  cause?: unknown;
}

export type StorageResult = { ok: true } | { ok: false; error: StorageError };

/** Something read back wrong; the default was used instead. */
export interface StorageProblem {
  kind: 'corrupt' | 'unreadable';
  key: string;
  cause: unknown;
}

export interface AppStorage {
  get<K extends StorageKey>(key: K): StorageValue<K>;
  set<K extends StorageKey>(key: K, value: StorageValue<K>): StorageResult;
  /** Read, change, write back (counters, lists). */
  update<K extends StorageKey>(key: K, change: (current: StorageValue<K>) => StorageValue<K>): StorageResult;
  remove(key: StorageKey): StorageResult;
  getWorks(list: WorksListName, uid: string | number | null): WorkEntry[];
  setWorks(list: WorksListName, uid: string | number | null, entries: WorkEntry[]): StorageResult;
  removeWorks(list: WorksListName, uid: string | number | null): StorageResult;
}

export interface StorageOptions {
  backend?: KeyValueBackend;
  onProblem?: (problem: StorageProblem) => void;
}

const OK: StorageResult = { ok: true };

/** The same table, typed per key so a generic `K` keeps its value type. */
type KeyTable = { [K in StorageKey]: { schema: $ZodType<StorageValue<K>>; fallback: () => StorageValue<K> } };
const keyTable: KeyTable = storageKeys;

function failure(key: string, cause: unknown): StorageResult {
  const kind: StorageErrorKind = isQuotaError(cause) ? 'quota' : 'unavailable';
  const message = kind === 'quota' ? storageMessages.quota : storageMessages.unavailable;
  return { ok: false, error: { kind, key, message, cause } };
}

export function createAppStorage(options: StorageOptions = {}): AppStorage {
  const backend = options.backend ?? browserBackend().backend;
  const report = options.onProblem ?? ((problem) => console.warn(`[storage] ${problem.kind} value for ${problem.key}`, problem.cause));

  function read<S extends $ZodType>(key: string, schema: S, fallback: () => output<S>): output<S> {
    let raw: string | null;
    try {
      raw = backend.getItem(key);
    } catch (cause) {
      report({ kind: 'unreadable', key, cause });
      return fallback();
    }
    if (raw === null) return fallback();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (cause) {
      report({ kind: 'corrupt', key, cause });
      return fallback();
    }
    const parsed = safeParse(schema, json);
    if (!parsed.success) {
      report({ kind: 'corrupt', key, cause: parsed.error });
      return fallback();
    }
    return parsed.data;
  }

  function write(key: string, schema: $ZodType, value: unknown): StorageResult {
    const parsed = safeParse(schema, value);
    if (!parsed.success) {
      return { ok: false, error: { kind: 'invalid', key, message: storageMessages.invalid, cause: parsed.error } };
    }
    try {
      backend.setItem(key, JSON.stringify(parsed.data));
      return OK;
    } catch (cause) {
      return failure(key, cause);
    }
  }

  function erase(key: string): StorageResult {
    try {
      backend.removeItem(key);
      return OK;
    } catch (cause) {
      return failure(key, cause);
    }
  }

  const storage: AppStorage = {
    get(key) {
      const spec = keyTable[key];
      return read(key, spec.schema, spec.fallback);
    },
    set(key, value) {
      return write(key, keyTable[key].schema, value);
    },
    update(key, change) {
      return storage.set(key, change(storage.get(key)));
    },
    remove: erase,
    getWorks: (list, uid) => read(worksFolderKey(list, uid), workListSchema(), () => []),
    setWorks: (list, uid, entries) => write(worksFolderKey(list, uid), workListSchema(), entries),
    removeWorks: (list, uid) => erase(worksFolderKey(list, uid)),
  };
  return storage;
}
