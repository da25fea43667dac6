// A low-end phone for the WHOLE browser, workers included: CDP's
// Emulation.setCPUThrottlingRate slows only the main thread, so the bench also
// runs Chromium inside a cgroup v1 CPU quota (root only). The quota starts at 25% of
// one core and is then calibrated (calibrate.mjs) so that a worker runs 4× slower, like
// the main thread under CDP 4×. The cgroup is removed afterwards.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CPU_ROOT = '/sys/fs/cgroup/cpu';

/**
 * Returns `{ executablePath, cleanup, label }` for a Chromium launched inside a
 * quota of `percent`% of one core, or null with the reason when this machine
 * cannot (not root, no cgroup v1 cpu controller).
 */
export function chromiumUnderCpuQuota(chromiumPath, percent = 25) {
  if (process.getuid?.() !== 0) return { unavailable: 'not root' };
  if (!existsSync(join(CPU_ROOT, 'cpu.cfs_quota_us'))) return { unavailable: 'no cgroup v1 cpu controller' };
  const group = join(CPU_ROOT, `bzsj-bench-${process.pid}`);
  try {
    mkdirSync(group);
    // A 10 ms period (not the default 100 ms): the same 25% share, but a thread
    // is frozen for at most 7.5 ms at a time instead of 75 ms, closer to a slow core.
    writeFileSync(join(group, 'cpu.cfs_period_us'), '10000');
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(percent * 100));
  } catch (error) {
    return { unavailable: `cgroup not writable (${error.code ?? error.message})` };
  }
  // The wrapper joins the cgroup, then becomes Chromium: every child process
  // (renderers, workers' threads, GPU) inherits the quota.
  const wrapper = join(tmpdir(), `bzsj-chromium-quota-${process.pid}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${group}/cgroup.procs\nexec ${chromiumPath} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const cleanup = () => {
    // Anything still inside (a straggler) goes back to the root group first.
    for (const pid of readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(CPU_ROOT, 'cgroup.procs'), pid);
      } catch { /* process already gone */ }
    }
    rmdirSync(group);
    rmSync(wrapper, { force: true });
  };
  // The quota can change while Chromium runs (calibration, scripts/bench/calibrate.mjs).
  const state = { percent };
  const setPercent = (next) => {
    state.percent = Math.round(Math.min(100, Math.max(5, next)));
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(state.percent * 100));
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
      return `CPU quota ${state.percent}% of a core`;
    },
  };
}
