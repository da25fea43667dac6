import type { DBSchema, IDBPDatabase } from 'idb';
import { reconnectingDb } from './reconnectingDb.ts';
import { toWorksDbError, WorksDbError } from '../works/errors.ts';
import type { RecordChange, WorksRepo } from '../works/repo.ts';
import type { WorkRecord } from '../works/types.ts';

/**
 * WorksRepo on IndexedDB through idb. Kept to plumbing only: one object store
 * of works (indexed by owner) and a small key/value store for markers such as
 * the last editing session. Every rule runs inside `update`'s transaction.
 */

interface WorksDbSchema extends DBSchema {
  works: { key: string; value: WorkRecord; indexes: { owner: string } };
  meta: { key: string; value: unknown };
}

export const WORKS_DB_NAME = 'bzsj-works';
/** Bump with a new `if (oldVersion < N)` step in upgrade; never change an old step. */
export const WORKS_DB_VERSION = 1;

export function createIdbWorksRepo(name: string = WORKS_DB_NAME): WorksRepo {
  /** Set when a newer build upgraded the database under us: we must not write with an old view of it. */
  let superseded = false;
  const connection = reconnectingDb<WorksDbSchema>({
    name,
    version: WORKS_DB_VERSION,
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const works = database.createObjectStore('works', { keyPath: 'id' });
        works.createIndex('owner', 'owner');
        database.createObjectStore('meta');
      }
    },
    // Another tab runs a newer build and needs to upgrade: let it, and stop writing here.
    onBlocking: () => {
      superseded = true;
    },
    toError: toWorksDbError,
  });

  function db(): Promise<IDBPDatabase<WorksDbSchema>> {
    if (superseded) {
      return Promise.reject(new WorksDbError('unavailable', 'database upgraded by a newer version of the app in another tab'));
    }
    return connection.open();
  }

  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toWorksDbError(error);
    }
  }

  return {
    get: (id) => guard(async () => (await db()).get('works', id)),
    list: (owner) => guard(async () => (await db()).getAllFromIndex('works', 'owner', owner)),
    async update(id, change) {
      const database = await db();
      let answer: RecordChange = null;
      let changeError: { error: unknown } | null = null;
      await guard(async () => {
        const tx = database.transaction('works', 'readwrite');
        const current = await tx.store.get(id);
        try {
          answer = change(current);
        } catch (error) {
          // A bug in a rule must not leave half a write behind: abort and report it as it is.
          changeError = { error };
          tx.abort();
          await tx.done.catch(() => undefined);
          return;
        }
        const requests: Promise<unknown>[] = [];
        if (answer !== null) {
          if ('delete' in answer) requests.push(tx.store.delete(id));
          else for (const record of 'put' in answer ? [answer.put] : answer.putMany) requests.push(tx.store.put(record));
        }
        // The put requests reject with the same error as tx.done; waiting on both avoids an unhandled rejection.
        await Promise.all([...requests, tx.done]);
      });
      if (changeError !== null) throw (changeError as { error: unknown }).error;
      return answer;
    },
    getMeta: (key) => guard(async () => (await db()).get('meta', key)),
    setMeta: (key, value) =>
      guard(async () => {
        await (await db()).put('meta', value, key);
      }),
    close: connection.close,
  };
}
