/**
 * Runs async jobs so that only the newest waiting one starts when the running one ends:
 * a slider scrubbed through twenty values draws the first and the last, not twenty.
 */
export function latestOnly<T>(run: (input: T) => Promise<void>): { push(input: T): void; idle(): Promise<void> } {
  let running: Promise<void> | null = null;
  let waiting: { input: T } | null = null;
  const next = (): Promise<void> | null => {
    if (!waiting) return null;
    const { input } = waiting;
    waiting = null;
    return run(input).catch(() => undefined).then(() => {
      running = next();
    });
  };
  return {
    push(input) {
      waiting = { input };
      if (!running) running = next();
    },
    async idle() {
      while (running) await running;
    },
  };
}
