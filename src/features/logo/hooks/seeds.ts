/** Issue 4: at least 12 candidates at once, more on scroll. */
export const CANDIDATE_BATCH = 12;
const SEED_STEP = 7919;

/** Seeds of one batch: distinct, and the same for the same base (a batch can be replayed). */
export function batchSeeds(base: number, batch: number, size = CANDIDATE_BATCH): number[] {
  return Array.from({ length: size }, (_, i) => (base + (batch * size + i) * SEED_STEP) % 0x7fffffff);
}
