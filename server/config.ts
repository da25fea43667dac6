import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { SIGN_SECRET } from '../workers/core/signing/sign.ts';
import { TRIAL_TICKET_SECRET } from './routes/vip/ticket.ts';
import type { BuildServerOptions } from './app.ts';

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

/**
 * TRUST_PROXY: how many proxies of ours stand in front (a hop count: the
 * visitor is that many addresses from the right of X-Forwarded-For), or a
 * comma-separated list of proxy addresses / CIDR ranges. Never "trust
 * everything": the left-most entry is whatever the client wrote.
 */
export function readTrustProxy(text: string | undefined): number | string[] | false {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = list.every((entry) => isIP(entry.split('/')[0] ?? '') !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (list.length > 0 && valid) return list;
  throw new Error(`TRUST_PROXY must be a hop count (e.g. 1) or a list of proxy addresses (e.g. 10.0.0.2,10.0.0.3), got "${value}"`);
}

/** At least this long, so a production secret is not guessable like a word. */
export const MIN_SECRET_LENGTH = 16;

/**
 * What stops a production start, one line per problem, each naming its
 * variable (an empty list = fine). Production never falls back to a sandbox:
 * an explicitly chosen sandbox provider is refused here, an unset one leaves
 * that feature switched off (it answers "not configured").
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = env.SIGN_SECRET ?? '';
  if (secret === '') problems.push('SIGN_SECRET is not set (build the app with the same VITE_SIGN_SECRET)');
  else if (secret === SIGN_SECRET) problems.push('SIGN_SECRET is the built-in trial secret; choose your own');
  else if (secret.length < MIN_SECRET_LENGTH) problems.push(`SIGN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const ticket = env.EXPORT_TICKET_SECRET ?? '';
  if (ticket === '') problems.push('EXPORT_TICKET_SECRET is not set (signs the export tickets of docs/membership.md)');
  else if (ticket === TRIAL_TICKET_SECRET || ticket === secret) problems.push('EXPORT_TICKET_SECRET must be your own, not the trial key or SIGN_SECRET');
  else if (ticket.length < MIN_SECRET_LENGTH) problems.push(`EXPORT_TICKET_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (env.SMS_PROVIDER === 'sandbox') problems.push('SMS_PROVIDER=sandbox is the trial provider; use http or leave it unset (SMS login off)');
  if (env.PAYMENT_SANDBOX) problems.push('PAYMENT_SANDBOX is not allowed in production');
  if (env.HARMONY_IAP_SANDBOX === '1') problems.push('HARMONY_IAP_SANDBOX=1 accepts store test purchases; not allowed in production');
  return problems;
}

function readCount(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${text}"`);
  return value;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment main.ts runs with (docs/server.md lists every variable). */
export function readServerEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerEnv {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new Error(`refusing to start in production:\n  - ${problems.join('\n  - ')}`);
  }
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  const level = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    build: {
      mode: production ? 'production' : 'trial',
      database: databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') },
      staticRoots: [resolve(cwd, env.STATIC_DIR || './dist/app'), resolve(cwd, 'public')],
      trustProxy: readTrustProxy(env.TRUST_PROXY),
      ...(env.SIGN_SECRET ? { signSecret: env.SIGN_SECRET } : {}),
      logger: { level },
      ...(env.MAX_CONNECTIONS_PER_ADDRESS ? { connectionsPerAddress: readCount('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS) } : {}),
    },
  };
}
