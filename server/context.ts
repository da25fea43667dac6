import type { Db } from './db/types';
import type { ReplayGuard } from './signed/replayGuard';

/** What routes share, decorated on the Fastify instance by buildServer. */
export interface SigningSettings {
  secret: string;
  replay: ReplayGuard;
}

export interface ServerServices {
  db: Db;
  signing: SigningSettings;
  machineId: string;
  /** Server clock in milliseconds; injectable so tests can stand at a window's edge. */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: ServerServices;
  }
}

export function nowSeconds(services: Pick<ServerServices, 'now'>): number {
  return Math.floor(services.now() / 1000);
}
