import { appWorkers } from '../../../app/workers/index.ts';
import { LOGO_CALL_TIMEOUT_MS, type LogoCandidate, type LogoRequest, type LogoResult, type LogoWarmUp, type SurnameLogo, type SurnameLogoRequest } from '../../../../workers/protocol/logo.ts';

/** The logo worker as the pages use it: every call timed out, rejecting only with a WorkerError. */
export interface LogoClient {
  warm(words: LogoWarmUp): Promise<void>;
  generate(request: LogoRequest, seed: number): Promise<LogoCandidate>;
  fillTemplate(url: string, words: { title: string; slogan: string }): Promise<LogoResult>;
  surnameLogos(request: SurnameLogoRequest): Promise<SurnameLogo[]>;
}

const logo = appWorkers.get('logo');

const client: LogoClient = {
  warm: (words) => logo.call((api) => api.warm(words), LOGO_CALL_TIMEOUT_MS, 'warm'),
  generate: (request, seed) => logo.call((api) => api.generate(request, seed), LOGO_CALL_TIMEOUT_MS, 'generate'),
  fillTemplate: (url, words) => logo.call((api) => api.fillTemplate(url, words), LOGO_CALL_TIMEOUT_MS, 'fillTemplate'),
  surnameLogos: (request) => logo.call((api) => api.surnameLogos(request), LOGO_CALL_TIMEOUT_MS, 'surnameLogos'),
};

/**
 * The logo pages' worker. The owner starts it on the first call (never at start-up: the AI
 * design and one-tap pages ask for it when they open), connects it to the shared font
 * worker, and replaces it after a crash.
 */
export function logoClient(): LogoClient {
  return client;
}
