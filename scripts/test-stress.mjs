// `npm run test:stress [-- --repeat N] [specs…]`: the zero-loss and sync browser tests on a
// busy, slow machine, repeated, so a race in the app or a timing assumption in a test shows
// up here rather than once in a while in CI (issue 12). Beside the tests run CPU hogs (one
// busy loop per core) and, where this machine allows it (root, cgroup v1), Chromium runs
// with every non-main thread held to a quarter of a core (scripts/bench/cpu-quota.mjs, the
// bench's low-end emulation). Playwright stops at the first failure (`--max-failures 1`):
// the run passes only when every spec passed every repetition in a row.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { chromiumUnderCpuQuota } from './bench/cpu-quota.mjs';

const DEFAULT_SPECS = ['e2e/works-autosave.spec.ts', 'e2e/works-sync.spec.ts', 'e2e/editor-bad-input.spec.ts'];

const args = process.argv.slice(2);
const repeatAt = args.indexOf('--repeat');
const repeat = repeatAt >= 0 ? Number(args[repeatAt + 1]) : 20;
const specs = args.filter((arg, i) => !arg.startsWith('--') && i !== repeatAt + 1);
if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat takes a whole number ≥ 1');

const hogs = cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const quota = chromiumUnderCpuQuota(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
// Time limits ×3 (playwright.config.ts): a hogged machine is slow, and slowness is not what this looks for.
const env = { E2E_TIME_SCALE: '3', ...process.env };
if (quota.executablePath) env.CHROMIUM_PATH = quota.executablePath;
console.log(`[stress] ${hogs.length} CPU hogs; Chromium ${quota.executablePath ? `under ${quota.label}` : `without a CPU quota (${quota.unavailable})`}; ${repeat}× ${(specs.length ? specs : DEFAULT_SPECS).join(' ')}`);

function stop() {
  for (const hog of hogs) hog.kill('SIGKILL');
  try {
    quota.cleanup?.();
  } catch (error) {
    console.log(`[stress] CPU quota cleanup: ${error.message}`);
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stop();
    process.exit(130);
  });
}

const run = spawn('npx', ['playwright', 'test', ...(specs.length ? specs : DEFAULT_SPECS), '--repeat-each', String(repeat), '--retries', '0', '--max-failures', '1'], {
  stdio: 'inherit',
  env,
});
run.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
