/**
 * `npm run test:stress` runs specs beside CPU hogs under a CPU quota, where every step takes
 * several times longer: it looks for wrong results (races), not slowness, so it scales the
 * time limits (E2E_TIME_SCALE=3) — the config's defaults and the specs' own longer limits.
 */
export const timeScale = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1) || 1);
