import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, type KeyValueBackend } from './backend.ts';
import { storageKeys, type StorageKey } from './keys.ts';
import { createAppStorage, type StorageProblem } from './storage.ts';

function setup(initial: Record<string, string> = {}) {
  const backend = createMemoryBackend(initial);
  const problems: StorageProblem[] = [];
  const storage = createAppStorage({ backend, onProblem: (problem) => problems.push(problem) });
  return { backend, storage, problems };
}

const user = { uid: '10086', username: 'zhang', usertoken: 'tok', accounttype: 3, bindmobile: '13800138000', vip: [], nowtime: 1763768000 };

describe('typed storage defaults', () => {
  it('reads the spec defaults on an empty store', () => {
    const { storage, problems } = setup();
    expect(storage.get('accounttype')).toBe(7);
    expect(storage.get('firstPuzzle')).toBe(true);
    expect(storage.get('firstLaunch')).toBe(0);
    expect(storage.get('user')).toBeNull();
    expect(storage.get('downloadUserList')).toEqual({ logo: [], card: [] });
    expect(problems).toEqual([]);
  });

  it('gives every caller a fresh default, so mutating one cannot change the next read', () => {
    const { storage } = setup();
    storage.get('downloadUserList').logo.push('x');
    expect(storage.get('downloadUserList').logo).toEqual([]);
  });
});

describe('round trips', () => {
  it('stores values as JSON under the spec key names and reads them back', () => {
    const { storage, backend } = setup();
    expect(storage.set('user', user)).toEqual({ ok: true });
    expect(storage.set('firstPuzzle', false)).toEqual({ ok: true });
    expect(storage.get('user')).toMatchObject(user);
    expect(storage.get('firstPuzzle')).toBe(false);
    expect(JSON.parse(backend.entries.get('user') ?? 'null')).toMatchObject({ uid: '10086' });
  });

  it('update reads, changes and writes back', () => {
    const { storage } = setup();
    storage.update('firstLaunch', (n) => n + 1);
    storage.update('firstLaunch', (n) => n + 1);
    expect(storage.get('firstLaunch')).toBe(2);
  });

  it('remove brings the default back', () => {
    const { storage } = setup();
    storage.set('accounttype', 1);
    storage.remove('accounttype');
    expect(storage.get('accounttype')).toBe(7);
  });
});

describe('corrupt values', () => {
  it('reads unparsable JSON as the default and reports it', () => {
    const { storage, problems } = setup({ accounttype: '{oops', firstPuzzle: '"C"', user: '{"uid":1}' });
    expect(storage.get('accounttype')).toBe(7);
    expect(storage.get('firstPuzzle')).toBe(true);
    expect(storage.get('user')).toBeNull();
    expect(problems.map((p) => [p.kind, p.key])).toEqual([
      ['corrupt', 'accounttype'],
      ['corrupt', 'firstPuzzle'],
      ['corrupt', 'user'],
    ]);
  });

  it('reads as default when the backend itself throws on read', () => {
    const throwing: KeyValueBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const problems: StorageProblem[] = [];
    const storage = createAppStorage({ backend: throwing, onProblem: (p) => problems.push(p) });
    expect(storage.get('accounttype')).toBe(7);
    expect(problems[0]?.kind).toBe('unreadable');
  });

  it('never throws and always returns a schema-valid value, whatever text is stored', () => {
    const keys = Object.keys(storageKeys) as StorageKey[];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.json()), (key, raw) => {
        const { storage } = setup({ [key]: raw });
        const value = storage.get(key);
        expect(storageKeys[key].schema.safeParse(value).success).toBe(true);
      }),
    );
  });
});

describe('failing writes', () => {
  function fullBackend(error: unknown): KeyValueBackend {
    const base = createMemoryBackend();
    return {
      ...base,
      setItem: () => {
        throw error;
      },
    };
  }

  it('returns a quota error with a Chinese message instead of throwing when storage is full', () => {
    const storage = createAppStorage({ backend: fullBackend(new DOMException('full', 'QuotaExceededError')) });
    const result = storage.set('phoneNumber', '13800138000');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('quota');
      expect(result.error.key).toBe('phoneNumber');
      expect(result.error.message).toMatch(/存储空间已满/);
    }
  });

  it('reports blocked storage as unavailable', () => {
    const storage = createAppStorage({ backend: fullBackend(new DOMException('no', 'SecurityError')) });
    const result = storage.setWorks('worksList', null, [{ id: 1 }]);
    expect(result.ok || result.error.kind).toBe('unavailable');
  });

  it('refuses a value its schema rejects and keeps the old one', () => {
    const { storage } = setup();
    storage.set('checkoutNum', 2);
    const result = storage.set('checkoutNum', -1);
    expect(result.ok || result.error.kind).toBe('invalid');
    expect(storage.get('checkoutNum')).toBe(2);
  });
});

describe('works folders', () => {
  it('keeps the guest lists and each user folder apart', () => {
    const { storage, backend } = setup();
    storage.setWorks('worksList', null, [{ id: 'guest-1' }]);
    storage.setWorks('worksList', '10086', [{ id: 'u-1' }]);
    storage.setWorks('cardList', '10086', [{ id: 'card-1' }]);
    expect(storage.getWorks('worksList', null)).toEqual([{ id: 'guest-1' }]);
    expect(storage.getWorks('worksList', '10086')).toEqual([{ id: 'u-1' }]);
    expect(storage.getWorks('qrList', '10086')).toEqual([]);
    expect([...backend.entries.keys()].sort()).toEqual(['cardList@10086', 'worksList', 'worksList@10086']);
  });

  it('treats uid 0 as a user folder, not the guest lists', () => {
    const { storage } = setup();
    storage.setWorks('worksList', 0, [{ id: 'zero' }]);
    expect(storage.getWorks('worksList', null)).toEqual([]);
    expect(storage.getWorks('worksList', 0)).toEqual([{ id: 'zero' }]);
  });

  it('removes one folder without touching the others', () => {
    const { storage } = setup();
    storage.setWorks('qrList', null, [{ id: 'q' }]);
    storage.setWorks('qrList', 7, [{ id: 'q7' }]);
    storage.removeWorks('qrList', null);
    expect(storage.getWorks('qrList', null)).toEqual([]);
    expect(storage.getWorks('qrList', 7)).toEqual([{ id: 'q7' }]);
  });
});
