import { describe, expect, it } from 'vitest';
import { lazily } from './lazily.ts';

describe('lazily', () => {
  it('builds nothing until the first use, then once, and returns the same value every time', () => {
    let builds = 0;
    const value = lazily(() => ({ n: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it('keeps a falsy value without building it again', () => {
    let builds = 0;
    const value = lazily(() => (builds++, undefined));
    value();
    value();
    expect(builds).toBe(1);
  });
});
