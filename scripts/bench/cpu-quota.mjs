// A low-end phone for the whole browser, workers included. DESIGN.md: CDP throttles the
// main thread 4×, and a CPU quota slows the rest, since CDP throttling does not slow workers.
// This makes the quota (cgroup v1, root only):
//
// - Per THREAD: a low-end phone has 4–8 slow cores, so its workers, compositor and raster
//   threads each run about 4× slower side by side; they do not take turns on one slow core.
//   Every thread of every Chromium process gets a cgroup of its own with `percent`% of a core
//   (calibrate.mjs adjusts it until a worker loop runs 4× slower).
// - Not on the renderers' main threads: CDP throttles those 4× exactly, and its throttler
//   spins for the stretched time, so inside a quota it would eat the quota 4× (calibrate.mjs
//   measures the spin). They go to a group without a limit.
// - With a short CFS period: a thread runs at full speed until its quota for the period is
//   spent, so work shorter than the quota is not slowed at all. The period is the shortest
//   the kernel allows for the share (quota ≥ 1 ms): 4 ms at 25%, so anything longer than
//   ~1 ms is stretched about 4×, as on a slow core.
//
// A thread starts in the group of the thread that created it (cgroup v1 inheritance) until
// the watcher here moves it to its own group (within WATCH_MS). The groups are removed afterwards.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CPU_ROOT = '/sys/fs/cgroup/cpu';
/** The kernel's smallest quota per period. */
const MIN_QUOTA_US = 1000;
/** Periods never shorter than this (the kernel allows 1 ms, but then a 25% quota is below its minimum). */
const MIN_PERIOD_US = 4000;
/**
 * How often new threads are given their own group. Each round reads every group's task list
 * (~200 files): every 5 ms cost the bench process 18% of a core, every 25 ms about 4%.
 */
const WATCH_MS = 25;

/** Period and quota (µs) for `percent`% of a core: the shortest period whose quota the kernel accepts. */
export function cfsLimits(percent) {
  const quota = Math.max(MIN_QUOTA_US, Math.round((percent / 100) * MIN_PERIOD_US));
  return { period: Math.round((quota * 100) / percent), quota };
}

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Returns `{ executablePath, cleanup, setPercent, percent, label }` for a Chromium whose every
 * thread is held to `percent`% of one core, or `{ unavailable }` with the reason when this
 * machine cannot (not root, no cgroup v1 cpu controller).
 */
export function chromiumUnderCpuQuota(chromiumPath, percent = 25) {
  if (process.getuid?.() !== 0) return { unavailable: 'not root' };
  if (!existsSync(join(CPU_ROOT, 'cpu.cfs_quota_us'))) return { unavailable: 'no cgroup v1 cpu controller' };
  const parent = join(CPU_ROOT, `bzsj-bench-${process.pid}`);
  const state = { percent: Math.round(percent) };
  /** tid → its group directory. */
  const groups = new Map();
  const limit = (dir) => {
    const { period, quota } = cfsLimits(state.percent);
    // Quota off first: a period shorter than the current quota would be refused.
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), '-1');
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
  };
  const groupFor = (name) => {
    const dir = join(parent, name);
    mkdirSync(dir, { recursive: true });
    limit(dir);
    return dir;
  };
  try {
    mkdirSync(parent);
    // The parent itself is not limited: its children's quotas are the limit.
    writeFileSync(join(parent, 'cpu.cfs_quota_us'), '-1');
    groupFor('launch');
    // Renderer main threads: CDP throttles them (see the top of this file).
    mkdirSync(join(parent, 'main'));
    writeFileSync(join(parent, 'main', 'cpu.cfs_quota_us'), '-1');
  } catch (error) {
    return { unavailable: `cgroup not writable (${error.code ?? error.message})` };
  }

  const mainGroup = join(parent, 'main');
  /**
   * A renderer's main thread is its process's first thread. A renderer forked from the zygote
   * shows the zygote's command line for a moment, so a leader is asked again until it says.
   */
  const notLeaders = new Set();
  const isLeader = (tid) => {
    if (notLeaders.has(tid)) return false;
    const leader = read(join('/proc', tid, 'status')).match(/^Tgid:\s*(\d+)/m)?.[1] === tid;
    if (!leader) notLeaders.add(tid);
    return leader;
  };
  const isRendererMain = (tid) => isLeader(tid) && read(join('/proc', tid, 'cmdline')).includes('--type=renderer');
  const wanted = (tid) => (isRendererMain(tid) ? mainGroup : (groups.get(tid) ?? groupFor(`t${tid}`)));

  /** Moves every thread into its own group (a renderer main thread into the unlimited one). */
  const sortThreads = () => {
    for (const name of readdirSync(parent, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
      const dir = join(parent, name);
      const tids = read(join(dir, 'tasks')).split('\n').filter(Boolean);
      for (const tid of tids) {
        // Only a process leader can still turn out to be a renderer's main thread.
        if (groups.get(tid) === dir && (dir === mainGroup || !isLeader(tid))) continue;
        try {
          const target = wanted(tid);
          if (target === dir) continue;
          writeFileSync(join(target, 'tasks'), tid);
          groups.set(tid, target);
        } catch {
          // The thread ended in between.
        }
      }
      // Groups of ended threads go, so a long run does not pile up thousands of them.
      if (tids.length === 0 && name !== 'launch' && name !== 'main') {
        try {
          rmdirSync(dir);
          for (const [tid, group] of groups) if (group === dir) groups.delete(tid);
        } catch {
          // A thread arrived meanwhile; next round.
        }
      }
    }
  };
  const watcher = setInterval(sortThreads, WATCH_MS);
  watcher.unref();

  // The wrapper joins the launch group, then becomes Chromium: every thread of every child
  // process starts under a quota and is moved to a group of its own.
  const wrapper = join(tmpdir(), `bzsj-chromium-quota-${process.pid}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${join(parent, 'launch', 'tasks')}\nexec ${chromiumPath} "$@"\n`);
  chmodSync(wrapper, 0o755);

  const cleanup = () => {
    clearInterval(watcher);
    const rootTasks = join(CPU_ROOT, 'tasks');
    const emptyAndRemove = (dir) => {
      // A thread still running in the group can start another there meanwhile: a few rounds.
      for (let attempt = 0; ; attempt += 1) {
        // Anything still inside (a straggler) goes back to the root group first.
        for (const tid of read(join(dir, 'tasks')).split('\n').filter(Boolean)) {
          try {
            writeFileSync(rootTasks, tid);
          } catch {
            // thread already gone
          }
        }
        try {
          rmdirSync(dir);
          return;
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
    };
    for (const entry of readdirSync(parent, { withFileTypes: true }).filter((e) => e.isDirectory())) emptyAndRemove(join(parent, entry.name));
    emptyAndRemove(parent);
    rmSync(wrapper, { force: true });
  };
  // The quota can change while Chromium runs (calibration, scripts/bench/calibrate.mjs).
  const setPercent = (next) => {
    state.percent = Math.round(Math.min(100, Math.max(5, next)));
    for (const entry of readdirSync(parent, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'main')) {
      try {
        limit(join(parent, entry.name));
      } catch {
        // removed in between
      }
    }
    return state.percent;
  };
  return {
    executablePath: wrapper,
    cleanup,
    setPercent,
    get percent() {
      return state.percent;
    },
    get label() {
      return `CPU quota ${state.percent}% of a core per thread + CDP 4× main thread`;
    },
  };
}
