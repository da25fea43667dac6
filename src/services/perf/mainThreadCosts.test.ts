import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainThreadCosts, measureCost, resetMainThreadCosts } from './mainThreadCosts.ts';

describe('main-thread costs (?perf=1)', () => {
  beforeEach(() => resetMainThreadCosts());

  it('counts each call and keeps its result', () => {
    expect(measureCost('autosave', () => 7)).toBe(7);
    measureCost('autosave', () => undefined);
    expect(mainThreadCosts().autosave?.count).toBe(2);
  });

  it('a call nested in another of the same name is counted once, not twice', () => {
    measureCost('autosave', () => measureCost('autosave', () => measureCost('journal', () => 1)));
    expect(mainThreadCosts().autosave?.count).toBe(1);
    expect(mainThreadCosts().journal?.count).toBe(1);
  });

  it('a call that throws is still counted and the next call is measured again', () => {
    expect(() => measureCost('autosave', () => { throw new Error('x'); })).toThrow('x');
    measureCost('autosave', () => undefined);
    expect(mainThreadCosts().autosave?.count).toBe(2);
  });

  describe('marks in a trace (npm run bench)', () => {
    const flags = globalThis as { __costTraceMarks?: boolean };
    // Vitest's console has no timeStamp (a browser's and Node's do): lend it one per test.
    const original = Object.getOwnPropertyDescriptor(console, 'timeStamp');
    let stamp = vi.fn<(label?: string) => void>();
    beforeEach(() => {
      stamp = vi.fn<(label?: string) => void>();
      Object.defineProperty(console, 'timeStamp', { value: stamp, configurable: true, writable: true });
    });
    afterEach(() => {
      delete flags.__costTraceMarks;
      if (original) Object.defineProperty(console, 'timeStamp', original);
      else Reflect.deleteProperty(console, 'timeStamp');
    });

    it('marks nothing unless the bench asks', () => {
      measureCost('autosave', () => 1);
      expect(stamp).not.toHaveBeenCalled();
    });

    it('marks each outermost call\'s start and end, also when it throws', () => {
      flags.__costTraceMarks = true;
      measureCost('autosave', () => measureCost('autosave', () => 1));
      expect(() => measureCost('journal', () => { throw new Error('x'); })).toThrow('x');
      expect(stamp.mock.calls.map(([label]) => label)).toEqual(['cost:autosave:start', 'cost:autosave:end', 'cost:journal:start', 'cost:journal:end']);
    });
  });
});
