import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { SIGN_SECRET } from '../workers/core/signing/sign.ts';
import type { ServerMode, ServerServices } from './context.ts';
import { nowSeconds } from './context.ts';
import { loadMigrations, migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { DatabaseConfig } from './db/open.ts';
import type { Db } from './db/types.ts';
import { sendApiError, installErrorHandling, toApiError } from './http/errorHandling.ts';
import { ApiError, ErrorCode } from './http/errors.ts';
import { installJsonBody } from './http/jsonBody.ts';
import { installTextBoundary } from './http/textBoundary.ts';
import { registerStaticSite } from './http/staticFiles.ts';
import type { StaticSite } from './http/staticFiles.ts';
import { replyToBrokenRequest } from './http/clientError.ts';
import { capConnectionsPerAddress } from './http/connectionCap.ts';
import { defaultBodyTimeouts, installBodyTimeouts, type BodyTimeouts } from './http/stalledBodies.ts';
import { registerRoutes } from './routes/index.ts';
import { createReplayGuard } from './signed/replayGuard.ts';
import { loadMachineId } from './services/machineId.ts';
import { purgeCounters } from './limits/counters.ts';

export interface BuildServerOptions {
  /** Where the data lives; ignored when `db` is given. Default: PGlite in memory. */
  database?: DatabaseConfig;
  /** An already open database the caller keeps ownership of (not closed with the server). */
  db?: Db;
  /** Static roots served at `/`, the built app first (its index.html is the app shell). */
  staticRoots?: readonly string[];
  /**
   * 'trial' (default, `npm start`): sandbox providers and the loopback /dev
   * helpers. 'production': neither exists (docs/server.md).
   */
  mode?: ServerMode;
  /** Proxies in front: a hop count or their addresses (config.ts readTrustProxy); false = none, true = one hop. */
  trustProxy?: boolean | number | string[];
  signSecret?: string;
  /** Fastify logger setting; false (the default) keeps tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Clock in milliseconds (tests). */
  now?: () => number;
  /** Stalled and slow request bodies are cut (http/stalledBodies.ts). */
  bodyTimeouts?: BodyTimeouts;
  /**
   * Open connections one peer address may hold (http/connectionCap.ts); 0 = no cap. Not applied
   * behind a trusted proxy (every visitor shares its address; cap at the proxy).
   */
  connectionsPerAddress?: number;
  /** Tests: routes added beside the real ones before the server is ready (e.g. a stand-in producer). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** JSON bodies above this are refused with 413 {code: 41300} (docs/api.md). */
export const jsonBodyLimit = 1024 * 1024;

/** Default of BuildServerOptions.connectionsPerAddress (a browser opens 6 per host; tests a few dozen). */
export const defaultConnectionsPerAddress = 128;

const purgeIntervalMs = 60_000;

/**
 * A hop count becomes "trust the n nearest addresses": proxy-addr then walks
 * X-Forwarded-For from the right and stops at the first address a proxy of
 * ours did not add, so a client-written left-most entry is never taken.
 */
function trustProxySetting(value: BuildServerOptions['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  const hops = value === true ? 1 : value;
  if (typeof hops === 'number') return (_address, hop) => hop < hops;
  return hops ?? false;
}

/**
 * Builds the whole server (database opened and migrated, routes, static site)
 * without listening: main.ts listens on PORT, tests on port 0. Closing the
 * instance closes the database it opened.
 */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: jsonBodyLimit,
    trustProxy: trustProxySetting(options.trustProxy),
    return503OnClosing: true,
    // Route plugins seed catalogues at start; on a loaded machine that takes longer than Fastify's 10 s default.
    pluginTimeout: 120_000,
    frameworkErrors: (error, _request, reply) => {
      sendApiError(reply, toApiError(error) ?? new ApiError(ErrorCode.badRequest));
    },
    clientErrorHandler: replyToBrokenRequest,
    // Backstop only (Node checks it every 30 s): stalledBodies.ts cuts stalled bodies within seconds.
    requestTimeout: 120_000,
  });
  installBodyTimeouts(app, options.bodyTimeouts ?? defaultBodyTimeouts);
  const perAddress = options.connectionsPerAddress ?? defaultConnectionsPerAddress;
  if (perAddress > 0 && !options.trustProxy) capConnectionsPerAddress(app.server, perAddress, app.log, () => false);

  const ownsDb = options.db === undefined;
  const db =
    options.db ??
    (await openDatabase({ ...options.database, onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed') }));
  try {
    await migrate(db, await loadMigrations());
    const signSecret = options.signSecret ?? SIGN_SECRET;
    const services: ServerServices = {
      mode: options.mode ?? 'trial',
      db,
      signing: { secret: signSecret, replay: createReplayGuard(db) },
      machineId: await loadMachineId(db),
      now: options.now ?? Date.now,
    };
    app.decorate('services', services);

    let site: StaticSite = { sendAppShell: () => false };
    installErrorHandling(app, { sendAppShell: (request, reply) => site.sendAppShell(request, reply) });
    installJsonBody(app);
    installTextBoundary(app);
    registerRoutes(app);
    options.extraRoutes?.(app);
    site = await registerStaticSite(app, options.staticRoots ?? []);

    await services.signing.replay.purge(nowSeconds(services));
    const purge = (): void => {
      services.signing.replay.purge(nowSeconds(services)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'purging seen signatures failed');
      });
      purgeCounters(db, nowSeconds(services)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'purging rate counters failed');
      });
    };
    const timer = setInterval(purge, purgeIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (ownsDb) await db.close();
    });
    await app.ready();
    return app;
  } catch (error) {
    if (ownsDb) await db.close().catch(() => {});
    throw error;
  }
}
