import type { Db } from './db/types.ts';
import type { ReplayGuard } from './signed/replayGuard.ts';

/** What routes share, decorated on the Fastify instance by buildServer. */
export interface SigningSettings {
  secret: string;
  replay: ReplayGuard;
}

/** 'trial': the one-command local trial with sandbox providers; 'production': no sandbox, no /dev. */
export type ServerMode = 'trial' | 'production';

export interface ServerServices {
  mode: ServerMode;
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
