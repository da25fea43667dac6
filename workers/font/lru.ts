// A capped least-recently-used map (Map keeps insertion order: first key = oldest).

export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    readonly capacity: number,
    private readonly onEvict: (key: K, value: V) => void = () => {},
  ) {
    if (!(capacity >= 1)) throw new Error('LRU capacity must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  /** Most recently used first. */
  keys(): K[] {
    return [...this.entries.keys()].reverse();
  }

  values(): V[] {
    return [...this.entries.values()];
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Reading counts as a use. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Inserts as most recent and evicts the oldest entries beyond capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldKey, oldValue] of this.entries) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldKey);
      this.onEvict(oldKey, oldValue);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
