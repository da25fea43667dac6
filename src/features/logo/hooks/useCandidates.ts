import { useCallback, useRef, useState } from 'react';
import type { LogoDocument } from '../../../editor/model/index.ts';
import { catalogueClient, generatorCatalogue, iconsWithPaths } from '../app/catalogue.ts';
import { appMeasure } from '../app/measure.ts';
import { generateLogo, LAYOUT_VARIANTS, randomSeed, type LayoutKind, type LogoIcon } from '../generate/index.ts';
import { documentToSvg, svgDataUrl } from '../render/svg.ts';

import { batchSeeds } from './seeds.ts';

export interface CandidateRequest {
  title: string;
  slogan: string;
  /** Industry (a logo_category name) whose icons to use; '' for any. */
  industry: string;
  style: LayoutKind | 'any';
  /** A catalogue icon chosen beforehand (search → "use this icon"). */
  iconId?: string;
}

export interface Candidate {
  key: string;
  seed: number;
  status: 'pending' | 'ready' | 'failed';
  doc?: LogoDocument;
  thumb?: string;
}

async function iconById(id: string): Promise<LogoIcon | undefined> {
  const catalogue = catalogueClient();
  const item = (await catalogue.icons()).items.find((i) => i.id === id);
  return item ? (await iconsWithPaths(catalogue, [item]))[0] : undefined;
}

/**
 * Candidate logos for the AI design page: each a real editor document generated with
 * the font worker's outlines, thumbnailed as SVG. Batches from an older request are
 * dropped when a new one starts.
 */
export function useCandidates() {
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const run = useRef({ id: 0, base: 0, batch: 0, busy: false, request: null as CandidateRequest | null });

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
    const settle = (key: string, patch: Partial<Candidate>) => {
      if (run.current.id !== runId) return;
      setCandidates((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
    };
    try {
      const catalogue = await generatorCatalogue(request.industry);
      const icon = request.iconId ? await iconById(request.iconId) : undefined;
      const measure = appMeasure();
      const variants = request.style === 'any' ? LAYOUT_VARIANTS : LAYOUT_VARIANTS.filter((v) => v.kind === request.style);
      const made = await Promise.all(
        seeds.map(async (seed, i) => {
          const key = keys[i] ?? String(seed);
          try {
            const { doc } = await generateLogo({ title: request.title, slogan: request.slogan, seed, variants, icon }, catalogue, measure);
            settle(key, { status: 'ready', doc, thumb: svgDataUrl(documentToSvg(doc)) });
            return true;
          } catch {
            settle(key, { status: 'failed' });
            return false;
          }
        }),
      );
      // Every one failing means fonts or catalogue could not load: say so instead of an empty grid.
      if (!made.some(Boolean) && run.current.id === runId) setError('no candidate could be generated');
    } catch (e) {
      if (run.current.id === runId) {
        setError(e instanceof Error ? e.message : String(e));
        setCandidates((list) => list.map((c) => (c.status === 'pending' ? { ...c, status: 'failed' } : c)));
      }
    } finally {
      if (run.current.id === runId) current.busy = false;
    }
  }, []);

  const generate = useCallback(
    (request: CandidateRequest) => {
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
