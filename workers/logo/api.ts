// The LogoApi the worker exposes: `init` wires the font port and the catalogue, and calls
// made before it wait for it (the page may ask right after creating the worker).
import { wrap } from 'comlink';
import type { FontApi } from '../protocol/font.ts';
import { FONT_CALL_TIMEOUT_MS } from '../protocol/font.ts';
import { withTimeout, workerError } from '../core/errors.ts';
import type { LogoApi } from '../protocol/logo.ts';
import { catalogueAt, createLogoService } from './service.ts';
import type { LogoService } from './service.ts';

export interface LogoApiOptions {
  /** Catalogue downloads (tests pass files from disk). */
  fetch?: typeof fetch;
}

export function createLogoApi(options: LogoApiOptions = {}): LogoApi {
  let service: LogoService | null = null;
  let ready: () => void = () => {};
  const initialised = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const started = async (): Promise<LogoService> => {
    await initialised;
    if (!service) throw workerError('INTERNAL', undefined, 'logo worker not initialised');
    return service;
  };
  return {
    async init(init, port) {
      if (service) return;
      const fonts = wrap<FontApi>(port);
      service = createLogoService({
        catalogue: catalogueAt(init.base, options.fetch),
        // The caller of a worker is the one who can notice it stopped answering.
        layoutText: (request) => withTimeout(fonts.layoutText(request), FONT_CALL_TIMEOUT_MS),
        fontCapacity: init.fontCapacity,
      });
      ready();
    },
    warm: async (words) => (await started()).warm(words),
    generate: async (request, seed) => (await started()).generate(request, seed),
    fillTemplate: async (url, words) => (await started()).fillTemplate(url, words),
    surnameLogos: async (request) => (await started()).surnameLogos(request),
  };
}
