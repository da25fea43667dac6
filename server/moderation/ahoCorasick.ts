/**
 * Aho–Corasick automaton over UTF-16 code units: one pass over the text finds
 * every occurrence of every pattern, whatever the number of patterns. Built
 * once per word list (a few thousand entries) and shared by all requests.
 */
export interface Match {
  /** Index of the pattern in the list given to the constructor. */
  pattern: number;
  /** Code-unit offsets in the scanned text, end exclusive. */
  start: number;
  end: number;
}

interface State {
  next: Map<number, number>;
  fail: number;
  /** Patterns ending here, including those reached through fail links. */
  outputs: number[];
}

export class AhoCorasick {
  private readonly states: State[] = [{ next: new Map(), fail: 0, outputs: [] }];
  private readonly lengths: number[];

  constructor(patterns: readonly string[]) {
    this.lengths = patterns.map((p) => p.length);
    patterns.forEach((pattern, index) => {
      if (pattern.length === 0) return;
      let state = 0;
      for (let i = 0; i < pattern.length; i += 1) {
        const unit = pattern.charCodeAt(i);
        let target = this.states[state]!.next.get(unit);
        if (target === undefined) {
          target = this.states.length;
          this.states.push({ next: new Map(), fail: 0, outputs: [] });
          this.states[state]!.next.set(unit, target);
        }
        state = target;
      }
      this.states[state]!.outputs.push(index);
    });
    // Breadth first, so a state's fail target is complete before its children need it.
    const queue: number[] = [...this.states[0]!.next.values()];
    for (let head = 0; head < queue.length; head += 1) {
      const current = this.states[queue[head]!]!;
      for (const [unit, child] of current.next) {
        let fail = current.fail;
        while (fail !== 0 && !this.states[fail]!.next.has(unit)) fail = this.states[fail]!.fail;
        const candidate = this.states[fail]!.next.get(unit);
        const childState = this.states[child]!;
        childState.fail = candidate !== undefined && candidate !== child ? candidate : 0;
        childState.outputs.push(...this.states[childState.fail]!.outputs);
        queue.push(child);
      }
    }
  }

  /** Every occurrence, in order of end offset. */
  findAll(text: string): Match[] {
    const matches: Match[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      while (state !== 0 && !this.states[state]!.next.has(unit)) state = this.states[state]!.fail;
      state = this.states[state]!.next.get(unit) ?? 0;
      for (const pattern of this.states[state]!.outputs) {
        matches.push({ pattern, start: i + 1 - this.lengths[pattern]!, end: i + 1 });
      }
    }
    return matches;
  }
}
