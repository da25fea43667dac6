// What a tab holds in memory, for the memory bench: every CDP target's JS heap (the page and
// each of its workers, nested ones included) and the renderer process's resident memory.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Attaches to every worker of the page, and the workers those start (the render worker's raster
 * helpers), through the page's own CDP session. Playwright gives no CDP session for a worker, and
 * its CDPSession drops messages of flattened child sessions, so this uses the non-flat mode
 * (Target.sendMessageToTarget; the same as worker-cdp.mjs), asking each worker to auto-attach
 * to its own workers in turn. Returns `{ targets(), close() }`; `targets()` lists the live ones.
 */
export async function watchWorkers(cdp) {
  const sessions = new Map(); // sessionId → { title, url, parent, send }
  const pending = new Map();
  let nextId = 1;
  // A nested worker's session belongs to its parent's target: its commands go inside the
  // parent's Target.sendMessageToTarget, and its answers come back wrapped the same way.
  const post = (sessionId, message) => {
    const parent = sessions.get(sessionId)?.parent;
    if (!parent) return cdp.send('Target.sendMessageToTarget', { sessionId, message });
    return sendTo(parent, 'Target.sendMessageToTarget', { sessionId, message });
  };
  const sendTo = (sessionId, method, params = {}) => {
    const id = nextId++;
    const answer = new Promise((resolve, reject) => pending.set(`${sessionId}:${id}`, { resolve, reject }));
    return post(sessionId, JSON.stringify({ id, method, params })).then(() => answer);
  };
  const onAttached = (event, parent) => {
    const { sessionId, targetInfo } = event;
    if (targetInfo.type !== 'worker') return;
    sessions.set(sessionId, { title: targetInfo.title, url: targetInfo.url, parent, send: (method, params) => sendTo(sessionId, method, params) });
    // Its own workers (the render worker's raster helpers) are then announced inside its session.
    sendTo(sessionId, 'Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false }).catch(() => {});
  };
  const onMessage = (event) => {
    const message = JSON.parse(event.message);
    if (message.id !== undefined) {
      const key = `${event.sessionId}:${message.id}`;
      const settle = pending.get(key);
      if (!settle) return;
      pending.delete(key);
      if (message.error) settle.reject(new Error(message.error.message));
      else settle.resolve(message.result);
      return;
    }
    if (message.method === 'Target.attachedToTarget') onAttached(message.params, event.sessionId);
    if (message.method === 'Target.detachedFromTarget') sessions.delete(message.params.sessionId);
    if (message.method === 'Target.receivedMessageFromTarget') onMessage(message.params);
  };
  const onTopAttached = (event) => onAttached(event, null);
  const onDetached = (event) => sessions.delete(event.sessionId);
  cdp.on('Target.attachedToTarget', onTopAttached);
  cdp.on('Target.detachedFromTarget', onDetached);
  cdp.on('Target.receivedMessageFromTarget', onMessage);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    targets: () => [...sessions.values()],
    close() {
      cdp.off('Target.attachedToTarget', onTopAttached);
      cdp.off('Target.detachedFromTarget', onDetached);
      cdp.off('Target.receivedMessageFromTarget', onMessage);
    },
  };
}

/** Runtime.getHeapUsage of one target: V8 used/total, ArrayBuffer backing stores, Blink's heap. */
async function heapOf(send, gc) {
  if (gc) await send('HeapProfiler.collectGarbage').catch(() => {});
  const usage = await send('Runtime.getHeapUsage');
  const backing = usage.backingStorageSize ?? 0;
  const embedder = usage.embedderHeapUsedSize ?? 0;
  return { used: usage.usedSize, total: usage.totalSize, backing, embedder, held: usage.usedSize + backing + embedder };
}

/**
 * Heaps of the page and of every worker attached, `[{ target, used, total, backing, embedder, held }]`.
 * `gc`: collect garbage first (what is retained rather than what is allocated now).
 */
export async function targetHeaps(cdp, workers, { gc = false } = {}) {
  const rows = [{ target: 'page', ...(await heapOf((m, p) => cdp.send(m, p), gc)) }];
  for (const worker of workers.targets()) {
    const heap = await Promise.race([heapOf(worker.send, gc), new Promise((resolve) => setTimeout(() => resolve(null), 10_000))]).catch(() => null);
    if (heap) rows.push({ target: worker.title || worker.url.split('/').pop(), ...heap });
  }
  return rows;
}

const statusField = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** /proc/<pid>/status and smaps_rollup: resident now, peak, by kind, and proportional (Pss). */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  let pss = NaN;
  try {
    pss = statusField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
  } catch { /* smaps_rollup may be unreadable */ }
  return {
    pid,
    rss: statusField(status, 'VmRSS'),
    peak: statusField(status, 'VmHWM'),
    anon: statusField(status, 'RssAnon'),
    file: statusField(status, 'RssFile'),
    shmem: statusField(status, 'RssShmem'),
    swap: statusField(status, 'VmSwap'),
    // Chromium's "private memory footprint" on Linux (its task manager's Memory column, what
    // Android's low-memory killer weighs): anonymous resident pages plus swap. Shared file pages
    // (the Chromium binary's code, mapped by every process) are not the tab's.
    footprint: statusField(status, 'RssAnon') + statusField(status, 'VmSwap'),
    pss,
  };
}

const threadNames = (pid) => {
  try {
    return readdirSync(`/proc/${pid}/task`).map((tid) => readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim());
  } catch {
    return [];
  }
};

/**
 * The renderer process of the one tab open: SystemInfo.getProcessInfo (browser session) lists
 * Chromium's processes by type; of the renderers, the tab's is the one running dedicated-worker
 * threads (a spare renderer Chromium keeps warm has none). Also the GPU process (software
 * compositing with --disable-gpu), for reference. Needs this machine's /proc (the bench's own browser).
 */
export async function tabProcesses(browserCdp) {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => ({ pid: p.id, workers: threadNames(p.id).filter((n) => n.startsWith('DedicatedWorker')).length }));
  const tab = renderers.sort((a, b) => b.workers - a.workers)[0];
  const gpu = processInfo.find((p) => p.type === 'GPU' || p.type === 'gpu-process');
  return { renderer: tab ? { ...processMemory(tab.pid), threads: tab.workers } : null, gpu: gpu ? processMemory(gpu.id) : null, renderers: renderers.length };
}

/**
 * Chromium's own account of a process's memory by allocator (memory-infra, the data behind
 * chrome://tracing's memory view): one memory dump through the browser's CDP session.
 * Returns `{ totals, allocators: { name: bytes } }` for the process `pid`, top-level
 * allocators (malloc, partition_alloc, v8, blink_gc, skia, canvas, …) and their direct children.
 */
export async function allocatorDump(browserCdp, pid) {
  const chunks = [];
  const done = new Promise((resolve) => browserCdp.once('Tracing.tracingComplete', resolve));
  const onData = (event) => chunks.push(...event.value);
  browserCdp.on('Tracing.dataCollected', onData);
  await browserCdp.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], excludedCategories: ['*'], memoryDumpConfig: { triggers: [] } }, transferMode: 'ReportEvents' });
  const { success } = await browserCdp.send('Tracing.requestMemoryDump', { deterministic: true, levelOfDetail: 'detailed' });
  await browserCdp.send('Tracing.end');
  await done;
  browserCdp.off('Tracing.dataCollected', onData);
  if (!success) return null;
  // The process's dump comes in more than one event (totals from the browser, allocators from the renderer).
  const dumps = chunks.filter((e) => e.ph === 'v' && e.pid === pid).map((e) => e.args?.dumps ?? {});
  if (dumps.length === 0) return null;
  const dump = Object.assign({}, ...dumps);
  dump.allocators = Object.assign({}, ...dumps.map((d) => d.allocators ?? {}));
  const allocators = {};
  for (const [name, entry] of Object.entries(dump.allocators)) {
    if (name.split('/').length > 2) continue;
    const size = entry.attrs?.size?.value;
    if (size !== undefined) allocators[name] = parseInt(size, 16);
  }
  const totals = Object.fromEntries(Object.entries(dump.process_totals ?? {}).map(([k, v]) => [k, typeof v === 'string' ? parseInt(v, 16) : v]));
  return { totals, allocators };
}

/**
 * Samples a process's private footprint every `everyMs` until stopped. `phase(label)` starts a
 * new phase (opening, drag, save, idle…) so the peak can be told apart by when it came.
 * `stop()` returns `{ max, phases: [{ label, max, at }] }` (`at`: ms into the phase).
 */
export function footprintPeak(pid, everyMs = 100) {
  const phases = [{ label: 'start', max: 0, at: 0, since: Date.now() }];
  const sample = () => {
    try {
      const now = processMemory(pid).footprint;
      const phase = phases[phases.length - 1];
      if (now > phase.max) Object.assign(phase, { max: now, at: Date.now() - phase.since });
    } catch { /* the process has ended */ }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    phase(label) {
      sample();
      phases.push({ label, max: 0, at: 0, since: Date.now() });
      sample();
    },
    stop() {
      clearInterval(timer);
      sample();
      return { max: Math.max(...phases.map((p) => p.max)), phases: phases.map(({ label, max, at }) => ({ label, max, at })) };
    },
  };
}
