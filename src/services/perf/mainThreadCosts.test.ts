import { beforeEach, describe, expect, it } from 'vitest';
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
});
