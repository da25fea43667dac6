import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import type { LogoRequest } from '../../../../workers/protocol/logo.ts';
import { logoClient } from '../app/logoWorker.ts';
import { randomSeed } from '../../../../workers/core/random/prng.ts';
import { createFrameBatcher } from '../../../shared/frameBatcher.ts';
import { batchSeeds } from './seeds.ts';

export type CandidateRequest = LogoRequest;

export interface Candidate {
  key: string;
  seed: number;
  status: 'pending' | 'ready' | 'failed';
  doc?: LogoDocument;
  thumb?: string;
}

type Patch = { key: string } & Partial<Candidate>;

/** Settled candidates replace their placeholders in one pass (one render for a frame's worth). */
export function applyPatches(list: readonly Candidate[], patches: readonly Patch[]): Candidate[] {
  const byKey = new Map(patches.map((p) => [p.key, p]));
  return list.map((c) => {
    const patch = byKey.get(c.key);
    return patch ? { ...c, ...patch } : c;
  });
}

/**
 * Candidate logos for the AI design page: each a real editor document with the font
 * worker's outlines and an SVG thumbnail, made in the logo worker (the main thread only
 * shows them). Each appears as soon as it is ready; those settling in the same frame are
 * rendered together. Batches from an older request are dropped when a new one starts.
 */
export function useCandidates() {
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const run = useRef({ id: 0, base: 0, batch: 0, busy: false, request: null as CandidateRequest | null });
  const batcher = useRef(createFrameBatcher<Patch>((patches) => setCandidates((list) => applyPatches(list, patches))));
  useEffect(() => {
    const pending = batcher.current;
    return () => {
      // Results still on their way belong to no page any more.
      pending.cancel();
      run.current = { ...run.current, id: -1 };
    };
  }, []);

  const generateBatch = useCallback(async () => {
    const current = run.current;
    const request = current.request;
    if (!request || current.busy) return;
    current.busy = true;
    const runId = current.id;
    const seeds = batchSeeds(current.base, current.batch);
    current.batch += 1;
    const keys = seeds.map((seed) => `${runId}-${seed}`);
    setCandidates((list) => [...list, ...seeds.map((seed, i) => ({ key: keys[i] ?? String(seed), seed, status: 'pending' as const }))]);
    const settle = (patch: Patch) => {
      if (run.current.id === runId) batcher.current.push(patch);
    };
    const logo = logoClient();
    const made = await Promise.all(
      seeds.map((seed, i) => {
        const key = keys[i] ?? String(seed);
        return logo.generate(request, seed).then(
          ({ doc, thumb }) => {
            settle({ key, status: 'ready', doc, thumb });
            return null;
          },
          (e: unknown) => {
            settle({ key, status: 'failed' });
            return e;
          },
        );
      }),
    );
    if (run.current.id !== runId) return;
    // Every one failing means fonts or catalogue could not load: say so instead of an empty grid.
    const failure = made.every((e) => e !== null) ? made[0] : null;
    if (failure) setError(typeof failure === 'object' && 'message' in failure ? String(failure.message) : String(failure));
    current.busy = false;
  }, []);

  const generate = useCallback(
    (request: CandidateRequest) => {
      batcher.current.cancel();
      run.current = { id: run.current.id + 1, base: randomSeed(), batch: 0, busy: false, request };
      setCandidates([]);
      setError(null);
      void generateBatch();
    },
    [generateBatch],
  );

  const more = useCallback(() => void generateBatch(), [generateBatch]);
  const busy = candidates.some((c) => c.status === 'pending');
  return { candidates, error, busy, generate, more };
}
