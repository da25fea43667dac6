/**
 * Keeps the tabs of one browser in step about works: a tab that stored a
 * revision says so, and tabs editing that work pull it in (or merge it with
 * their unsaved edits). Listeners in the same tab hear the message too, so the
 * works list and an open editor react alike to local and remote changes.
 */

export type WorksMessage =
  /** A revision of a work was stored (by an editor, a rename, a sync, a move). */
  | { type: 'saved'; id: string; revision: number; from: string }
  /** Folder contents changed (create, delete, move, import): lists should reload. */
  | { type: 'listChanged'; from: string };

export interface WorksChannel {
  readonly tabId: string;
  post(message: WorksMessage): void;
  subscribe(listener: (message: WorksMessage) => void): () => void;
  close(): void;
}

export const WORKS_CHANNEL_NAME = 'bzsj-works';

function isMessage(value: unknown): value is WorksMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'saved' || type === 'listChanged';
}

export function createWorksChannel(tabId: string, name: string = WORKS_CHANNEL_NAME): WorksChannel {
  const listeners = new Set<(message: WorksMessage) => void>();
  const deliver = (message: WorksMessage) => {
    for (const listener of [...listeners]) listener(message);
  };
  // Without BroadcastChannel (very old browsers) tabs still never overwrite each other: the revision check in the save catches it.
  const broadcast = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  if (broadcast) {
    broadcast.onmessage = (event: MessageEvent) => {
      if (isMessage(event.data)) deliver(event.data);
    };
  }
  return {
    tabId,
    post(message) {
      broadcast?.postMessage(message);
      queueMicrotask(() => deliver(message));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      broadcast?.close();
    },
  };
}

/**
 * Several "tabs" in one process (tests): a message reaches every channel of the hub,
 * asynchronously like the real one. `deliver: false` loses every message (a frozen tab).
 */
export function createChannelHub(options: { deliver?: boolean } = {}): { channel(tabId: string): WorksChannel } {
  const deliver = options.deliver ?? true;
  const members = new Set<Set<(message: WorksMessage) => void>>();
  return {
    channel(tabId) {
      const listeners = new Set<(message: WorksMessage) => void>();
      members.add(listeners);
      return {
        tabId,
        post(message) {
          if (!deliver) return;
          for (const member of members) {
            queueMicrotask(() => {
              for (const listener of [...member]) listener(message);
            });
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close() {
          listeners.clear();
          members.delete(listeners);
        },
      };
    },
  };
}
