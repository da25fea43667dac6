/**
 * Aho–Corasick automaton over UTF-16 code units: one pass over the text finds
 * every occurrence of every pattern, whatever the number of patterns. Built
 * once per word list (tens of thousands of entries) and shared by all
 * requests, so it is stored compactly: one Map of transitions keyed by
 * state × 65536 + code unit, and typed arrays for fail links and outputs
 * (a Map per state cost ~10× the memory with the full lists).
 */
export interface Match {
  /** Index of the pattern in the list given to the constructor. */
  pattern: number;
  /** Code-unit offsets in the scanned text, end exclusive. */
  start: number;
  end: number;
}

const UNITS = 65536;

export class AhoCorasick {
  private readonly next = new Map<number, number>();
  private readonly fail: Int32Array;
  /** The pattern ending exactly at a state (−1: none). */
  private readonly own: Int32Array;
  /** The nearest state on the fail chain that has its own pattern (−1: none). */
  private readonly outputLink: Int32Array;
  private readonly lengths: Int32Array;
  /** Further indices of a pattern given more than once (rare: lists are deduplicated). */
  private readonly duplicates = new Map<number, number[]>();
  readonly states: number;

  constructor(patterns: readonly string[]) {
    this.lengths = Int32Array.from(patterns, (p) => p.length);
    const children: number[][] = [[]];
    const owners: number[] = [-1];
    patterns.forEach((pattern, index) => {
      if (pattern.length === 0) return;
      let state = 0;
      for (let i = 0; i < pattern.length; i += 1) {
        const key = state * UNITS + pattern.charCodeAt(i);
        let target = this.next.get(key);
        if (target === undefined) {
          target = children.length;
          children.push([]);
          owners.push(-1);
          this.next.set(key, target);
          children[state]!.push(pattern.charCodeAt(i), target);
        }
        state = target;
      }
      if (owners[state] === -1) owners[state] = index;
      else this.duplicates.set(state, [...(this.duplicates.get(state) ?? []), index]);
    });
    this.states = children.length;
    this.fail = new Int32Array(this.states);
    this.own = Int32Array.from(owners);
    this.outputLink = new Int32Array(this.states).fill(-1);
    // Breadth first, so a state's fail target is complete before its children need it.
    const queue: number[] = [];
    const root = children[0]!;
    for (let i = 1; i < root.length; i += 2) queue.push(root[i]!);
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      const edges = children[state]!;
      for (let i = 0; i < edges.length; i += 2) {
        const unit = edges[i]!;
        const child = edges[i + 1]!;
        let fail = this.fail[state]!;
        let candidate = this.next.get(fail * UNITS + unit);
        while (candidate === undefined && fail !== 0) {
          fail = this.fail[fail]!;
          candidate = this.next.get(fail * UNITS + unit);
        }
        const target = candidate !== undefined && candidate !== child ? candidate : 0;
        this.fail[child] = target;
        this.outputLink[child] = this.own[target]! >= 0 ? target : this.outputLink[target]!;
        queue.push(child);
      }
    }
  }

  /** Every occurrence, in order of end offset (longest first at one end). */
  findAll(text: string): Match[] {
    const matches: Match[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      let target = this.next.get(state * UNITS + unit);
      while (target === undefined && state !== 0) {
        state = this.fail[state]!;
        target = this.next.get(state * UNITS + unit);
      }
      state = target ?? 0;
      for (let out = this.own[state]! >= 0 ? state : this.outputLink[state]!; out >= 0; out = this.outputLink[out]!) {
        const pattern = this.own[out]!;
        matches.push({ pattern, start: i + 1 - this.lengths[pattern]!, end: i + 1 });
        for (const again of this.duplicates.get(out) ?? []) matches.push({ pattern: again, start: i + 1 - this.lengths[again]!, end: i + 1 });
      }
    }
    return matches;
  }
}
