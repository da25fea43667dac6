/**
 * A fixed amount of arithmetic, timed in ms: run in two browsers (or on two threads), the
 * ratio says how much slower one's CPU is right now (scripts/bench/calibrate.mjs).
 */
export function fixedWork(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 30_000_000; i += 1) x = (x + Math.sqrt(i) * 1.0001) % 1e9;
  return x >= 0 ? performance.now() - start : -1;
}

/**
 * Frame-sized work: 20 bursts of ~2 ms (at full speed here) 16 ms apart, median ms. A CPU
 * quota lets a thread run at full speed until its share of the period is spent, so bursts
 * this short are slowed less than a long loop; this shows by how much.
 */
export async function burstWork(): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < 20; k += 1) {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 200_000; i += 1) x = (x + Math.sqrt(i) * 1.0001) % 1e9;
    if (x >= 0) times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  times.sort((a, b) => a - b);
  return times[10] ?? -1;
}
