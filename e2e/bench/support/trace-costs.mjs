// The main thread's CPU time inside the app's measured calls (measureCost, src/services/perf),
// read from a trace. The page marks each call's edges with console.timeStamp while
// `__costTraceMarks` is set; a trace's TimeStamp events carry the thread's CPU clock (`tts`), so
// the OS's pauses (other processes on a busy machine) are not counted. This Chromium's CDP
// throttler busy-waits on the thread, so its slices are CPU time too: read costs at no throttle
// and scale them.

/** Starts a trace of the page's timeline and turns the marks on. Pair with stopCostTrace. */
export async function startCostTrace(page, cdp) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  // devtools.timeline alone: the TimeStamp events (with thread time) and nothing heavier.
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'], excludedCategories: ['*'] }, transferMode: 'ReportEvents' });
  await page.evaluate(() => { globalThis.__costTraceMarks = true; });
  return { events, collect };
}

/**
 * Ends the trace; per cost name `{ calls, cpuMs, wallMs }`: the thread CPU time and the wall
 * time between each call's marks. Calls of one name never nest (measureCost counts the outermost).
 */
export async function stopCostTrace(page, cdp, trace) {
  await page.evaluate(() => { globalThis.__costTraceMarks = false; });
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', trace.collect);
  return costsFromEvents(trace.events);
}

/** Pairs `cost:<name>:start` / `:end` TimeStamp events per thread. */
export function costsFromEvents(events) {
  const open = new Map();
  const costs = {};
  const marks = events.filter((e) => e.name === 'TimeStamp' && typeof e.args?.data?.message === 'string' && e.args.data.message.startsWith('cost:'));
  marks.sort((a, b) => a.ts - b.ts);
  for (const e of marks) {
    const [, name, edge] = e.args.data.message.split(':');
    const key = `${e.pid}:${e.tid}:${name}`;
    if (edge === 'start') {
      open.set(key, e);
      continue;
    }
    const start = open.get(key);
    if (!start) continue;
    open.delete(key);
    const cost = (costs[name] ??= { calls: 0, cpuMs: 0, wallMs: 0 });
    cost.calls += 1;
    cost.cpuMs += (e.tts - start.tts) / 1000;
    cost.wallMs += (e.ts - start.ts) / 1000;
  }
  return costs;
}
