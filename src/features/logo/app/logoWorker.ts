import { transfer, type Remote } from 'comlink';
import { createWorkerHandle, type WorkerHandle } from '../../../app/workers/handle.ts';
import { FONT_LRU_CAPACITY } from '../../../../workers/protocol/font.ts';
import { LOGO_CALL_TIMEOUT_MS, type LogoApi, type LogoCandidate, type LogoRequest, type LogoResult, type LogoWarmUp, type SurnameLogo, type SurnameLogoRequest } from '../../../../workers/protocol/logo.ts';
import { siteBase } from './catalogue.ts';
import { failFast } from './failFast.ts';
import { connectToLogoFonts } from './measure.ts';

/** The logo worker as the pages use it: every call timed out, rejecting only with a WorkerError. */
export interface LogoClient {
  warm(words: LogoWarmUp): Promise<void>;
  generate(request: LogoRequest, seed: number): Promise<LogoCandidate>;
  fillTemplate(url: string, words: { title: string; slogan: string }): Promise<LogoResult>;
  surnameLogos(request: SurnameLogoRequest): Promise<SurnameLogo[]>;
}

let current: { handle: WorkerHandle<LogoApi>; client: LogoClient } | null = null;

function start(): { handle: WorkerHandle<LogoApi>; client: LogoClient } {
  const worker = new Worker(new URL('../../../../workers/logo/logo.worker.ts', import.meta.url), { type: 'module', name: 'logo' });
  const handle = createWorkerHandle<LogoApi>(worker);
  const failed = failFast(worker);
  // The logo worker lays text out in the logo pages' font worker, over a channel of its
  // own: a second font worker would keep a second LRU and download every font twice.
  const channel = new MessageChannel();
  const connected = connectToLogoFonts(channel.port1);
  const port = channel.port2;
  const init = handle.call((logo) => logo.init({ base: siteBase(), fontCapacity: FONT_LRU_CAPACITY }, transfer(port, [port])), LOGO_CALL_TIMEOUT_MS, 'init');
  const ready = Promise.race([Promise.all([connected, init]), failed]);
  // A worker that could not start is dropped: the next call starts a fresh one.
  ready.catch(() => {
    if (current?.handle !== handle) return;
    current = null;
    handle.dispose();
  });
  const call = <R,>(method: string, invoke: (logo: Remote<LogoApi>) => Promise<R>) => ready.then(() => Promise.race([handle.call(invoke, LOGO_CALL_TIMEOUT_MS, method), failed]));
  const client: LogoClient = {
    warm: (words) => call('warm', (logo) => logo.warm(words)),
    generate: (request, seed) => call('generate', (logo) => logo.generate(request, seed)),
    fillTemplate: (url, words) => call('fillTemplate', (logo) => logo.fillTemplate(url, words)),
    surnameLogos: (request) => call('surnameLogos', (logo) => logo.surnameLogos(request)),
  };
  return { handle, client };
}

/**
 * The logo pages' worker, created on first use (never at start-up: the AI design and
 * one-tap pages ask for it when they open). A crashed worker is replaced on the next call.
 */
export function logoClient(): LogoClient {
  if (!current || current.handle.crashed) current = start();
  return current.client;
}
