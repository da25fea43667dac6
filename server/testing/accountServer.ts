import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildServerOptions } from '../app.ts';
import { createCaller, createTestClock, freshPhone, loginByPhone, type Caller, type TestClock } from '../routes/account/accountTestKit.ts';
import { startTestServer, type RunningServer } from './testServer.ts';

/**
 * The setup most server integration tests share: a real server on 127.0.0.1 (startTestServer:
 * PGlite, or TEST_DATABASE_URL) with its own temporary DATA_DIR (uploads and the local asset
 * store write there), a test clock, a signed caller, and signed-in phone accounts on demand.
 * `env` is applied for the server's life (e.g. a small works quota, a test catalogue) and
 * restored on close, as DATA_DIR is.
 */
export interface AccountServer extends RunningServer {
  clock: TestClock;
  api: Caller;
  dataDir: string;
  /** A new phone account, signed in (SMS code read from the trial outbox): its login fields and uid. */
  signIn(): Promise<SignedInAccount>;
  /** A new phone account, signed in: the login's whole userinfo, as the app stores it. */
  signInUserInfo(): Promise<Record<string, unknown>>;
}

export interface SignedInAccount {
  account: string;
  usertoken: string;
  uid: string;
}

export interface AccountServerOptions {
  clock?: TestClock;
  env?: Record<string, string>;
  server?: BuildServerOptions;
}

export async function startAccountServer(options: AccountServerOptions = {}): Promise<AccountServer> {
  const clock = options.clock ?? createTestClock();
  const dataDir = await mkdtemp(join(tmpdir(), 'bzsj-test-'));
  const env = { DATA_DIR: dataDir, ...options.env };
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const restore = async () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  Object.assign(process.env, env);
  let server: RunningServer;
  try {
    server = await startTestServer({ now: clock.now, trustProxy: 1, ...options.server });
  } catch (error) {
    await restore();
    throw error;
  }
  const api = createCaller(server, clock);
  return {
    ...server,
    clock,
    api,
    dataDir,
    signInUserInfo: () => loginByPhone(api, freshPhone()),
    async signIn() {
      const info = await loginByPhone(api, freshPhone());
      return { account: String(info.bindmobile), usertoken: String(info.usertoken), uid: String(info.uid) };
    },
    async close() {
      try {
        await server.close();
      } finally {
        await restore();
      }
    },
  };
}
