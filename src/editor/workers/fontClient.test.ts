import { describe, expect, it } from 'vitest';
import type { OwnedWorker } from '../../app/workers/index.ts';
import type { FontApi } from '../../../workers/protocol/font.ts';
import { createFontClient } from './fontClient.ts';

/** A font worker handle that counts the warm-ups reaching the worker and lets the test finish them. */
function countingHandle() {
  const finishes: (() => void)[] = [];
  const handle = {
    call: (_invoke: unknown, _timeoutMs: number, method?: string) => {
      if (method !== 'warm') return Promise.reject(new Error(`unexpected ${method}`));
      return new Promise<void>((resolve) => finishes.push(resolve));
    },
    onError: () => () => undefined,
  } as unknown as OwnedWorker<FontApi>;
  return { handle, finishes };
}

describe('warming the font worker (issue 30)', () => {
  it('a second warm-up while one runs shares it (a deep link warms at start-up and again on mount): the slices are fetched once', async () => {
    const { handle, finishes } = countingHandle();
    const early = createFontClient(undefined, handle).warm();
    const onMount = createFontClient(undefined, handle).warm();
    expect(finishes).toHaveLength(1);
    finishes[0]?.();
    await Promise.all([early, onMount]);
    // Once it has finished, a later warm-up asks the worker again (it answers from what it holds).
    void createFontClient(undefined, handle).warm();
    expect(finishes).toHaveLength(2);
  });
});
