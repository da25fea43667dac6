import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

export interface ReconnectingDbOptions<Schema extends DBSchema> {
  name: string;
  version: number;
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>;
  /** Another tab runs a newer build that must upgrade; this connection is closed for it right after. */
  onBlocking?(): void;
  /** The error for "no IndexedDB here" and for any failure to open. */
  toError(error: unknown): Error;
}

/**
 * One IndexedDB connection, opened on first use and shared by the callers; closed when a newer
 * build in another tab needs to upgrade, and opened again on the next call after the browser
 * dropped it (storage cleared, backend crash) or an open failed. The works store and the
 * picture store (page and workers alike) both go through this.
 */
export interface ReconnectingDb<Schema extends DBSchema> {
  /** The open connection, opening it first if there is none. */
  open(): Promise<IDBPDatabase<Schema>>;
  /** Closes the connection; the next open() opens a new one. */
  close(): void;
}

export function reconnectingDb<Schema extends DBSchema>(options: ReconnectingDbOptions<Schema>): ReconnectingDb<Schema> {
  let connection: Promise<IDBPDatabase<Schema>> | null = null;
  const close = () => {
    void connection?.then((open) => open.close());
    connection = null;
  };
  const open = () => {
    if (typeof indexedDB === 'undefined') return Promise.reject(options.toError(new Error('IndexedDB is missing')));
    connection ??= openDB<Schema>(options.name, options.version, {
      upgrade: options.upgrade,
      blocking() {
        options.onBlocking?.();
        close();
      },
      terminated() {
        connection = null;
      },
    }).catch((error: unknown) => {
      connection = null;
      throw options.toError(error);
    });
    return connection;
  };
  return { open, close };
}
