import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../../../workers/core/model/index.ts';
import { createPatchForwarder } from './patchForwarder.ts';

const patch = (value: number): Patch => ({ op: 'replace', path: ['layers', 1, 'x'], value });

describe('patch forwarder', () => {
  it('sends the first change of a task at once (before anything queued in a microtask), and the rest of the task as one message', async () => {
    const sent: string[] = [];
    const forwarder = createPatchForwarder({ load: () => sent.push('load'), applyPatches: (patches) => sent.push(patches.map((p) => p.value as number).join(',')) });
    queueMicrotask(() => sent.push('a microtask queued before'));
    forwarder.patches([patch(1)]);
    expect(sent).toEqual(['1']);
    forwarder.patches([patch(2)]);
    forwarder.patches([patch(3), patch(4)]);
    await Promise.resolve();
    expect(sent).toEqual(['1', 'a microtask queued before', '2,3,4']);
    // The next task starts a new burst.
    await new Promise((resolve) => setTimeout(resolve, 0));
    forwarder.patches([patch(5)]);
    expect(sent.at(-1)).toBe('5');
  });

  it('a load queued in the task goes first, with the changes after it', async () => {
    const sent: string[] = [];
    const forwarder = createPatchForwarder({ load: () => sent.push('load'), applyPatches: (patches) => sent.push(patches.map((p) => p.value as number).join(',')) });
    forwarder.load(createDocument({ backgroundId: 'bg' }));
    forwarder.patches([patch(1)]);
    await Promise.resolve();
    expect(sent).toEqual(['load', '1']);
  });
});
