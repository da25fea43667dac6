import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  url: string;
  /** `pg_ctl restart -m fast`, as an operator restarts the server: open connections are terminated. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temp directory, on a free local port,
 * from Debian's binaries (scripts/ensure-postgres.sh installs them when
 * missing, or fails saying what to install). PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = new URL('../../', import.meta.url).pathname;
  let bin: string;
  try {
    bin = execFileSync('bash', [join(root, 'scripts/ensure-postgres.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    throw new Error("PostgreSQL is needed for the two-node test and could not be installed: apt-get install postgresql (as root), then run the tests again");
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bzsj-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' }) : execFileSync(command, args, { stdio: 'pipe' });
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'bz', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  // Asynchronous, so clients in this process keep running while the server restarts.
  const runAsync = (command: string, args: string[]) =>
    asRoot ? promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args]) : promisify(execFile)(command, args);
  return {
    url: `postgres://bz@127.0.0.1:${port}/postgres`,
    async restart() {
      await runAsync(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
    },
    async stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface NodeProcess {
  url: string;
  child: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

/** One real server process (server/main.ts, as `npm start` runs it) with its own port. */
export async function startNodeProcess(env: Record<string, string>): Promise<NodeProcess> {
  const root = new URL('../../', import.meta.url).pathname;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: join(root, 'no-ui-here'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/health`).then((response) => response.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    log: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        // A process killed by a signal has no exit code, only its signal.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
