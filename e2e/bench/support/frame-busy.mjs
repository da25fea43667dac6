// Busy time per display frame, from a Chromium trace: what a 120 Hz display needs of a thread is
// that the work it is given in each 8.33 ms frame fits in 8.33 ms. Headless Chromium draws at
// 60 Hz whatever the switches (docs/bench.md, "120 Hz"), so the frame gap cannot show it; the
// sum of a thread's task durations per frame interval can.

/** Trace categories for `traceOn`: top-level tasks of every thread, and the workers' threads by URL. */
const CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'];

/** Starts a trace on the browser's CDP session; `stop()` ends it and resolves with its events. */
export async function traceOn(browserCdp) {
  const events = [];
  const onData = (event) => events.push(...event.value);
  browserCdp.on('Tracing.dataCollected', onData);
  await browserCdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] }, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const done = new Promise((resolve) => browserCdp.once('Tracing.tracingComplete', resolve));
      await browserCdp.send('Tracing.end');
      await done;
      browserCdp.off('Tracing.dataCollected', onData);
      return events;
    },
  };
}

/**
 * The threads of the tab's renderer the bench reads: its main thread (`CrRendererMain`) and the
 * dedicated worker whose script URL contains `workerUrlPart` (DevTools' TracingSessionIdForWorker
 * event names each worker's thread). `{ pid, main, worker }` as trace pid / tids.
 */
export function tabThreads(events, workerUrlPart) {
  const session = events.find((e) => e.name === 'TracingSessionIdForWorker' && String(e.args?.data?.url ?? '').includes(workerUrlPart));
  if (!session) throw new Error(`no worker ${workerUrlPart} in the trace`);
  const pid = session.pid;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  return { pid, main: main.tid, worker: session.args.data.workerThreadId };
}

/** The trace time (µs) of the first `console.timeStamp(label)` in the page. */
export function stampAt(events, label) {
  const stamp = events.find((e) => e.name === 'TimeStamp' && (e.args?.data?.message === label || e.args?.data?.name === label));
  if (!stamp) throw new Error(`no console.timeStamp("${label}") in the trace`);
  return stamp.ts;
}

/** Top-level tasks of one thread, `[{ ts, dur }]` in µs: a task run inside another (a nested loop) is counted once. */
export function threadTasks(events, pid, tid) {
  const tasks = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.dur > 0)
    .sort((a, b) => a.ts - b.ts);
  const outer = [];
  for (const t of tasks) {
    const last = outer[outer.length - 1];
    if (last && t.ts < last.ts + last.dur) continue;
    outer.push({ ts: t.ts, dur: t.dur });
  }
  return outer;
}

/**
 * A thread's busy ms in each frame interval of `frameMs` from `fromUs` to `toUs`: every task
 * counts whole in the interval it starts in, so a task longer than a frame reads longer than a
 * frame (clipping would cap every interval at the frame's length and hide it).
 */
export function busyPerFrame(tasks, fromUs, toUs, frameMs) {
  const frameUs = frameMs * 1000;
  const busy = new Array(Math.max(1, Math.floor((toUs - fromUs) / frameUs))).fill(0);
  for (const t of tasks) {
    const i = Math.floor((t.ts - fromUs) / frameUs);
    if (i >= 0 && i < busy.length) busy[i] += t.dur / 1000;
  }
  return busy;
}
