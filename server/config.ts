import { join, resolve } from 'node:path';
import type { BuildServerOptions } from './app';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  build: BuildServerOptions;
}

function readPort(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got "${text}"`);
  return port;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment main.ts runs with (docs/server.md lists every variable). */
export function readServerEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerEnv {
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  const level = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    build: {
      database: databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') },
      staticRoots: [resolve(cwd, env.STATIC_DIR || './dist/app'), resolve(cwd, 'public')],
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      ...(env.SIGN_SECRET ? { signSecret: env.SIGN_SECRET } : {}),
      logger: { level },
    },
  };
}
