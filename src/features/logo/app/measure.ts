import { transfer, wrap, type Remote } from 'comlink';
import { createFontClient, createFontWorker, type FontClient } from '../../../editor/workers/fontClient.ts';
import { FONT_CALL_TIMEOUT_MS, type FontWorkerApi } from '../../../../workers/protocol/font.ts';
import { withTimeout } from '../../../../workers/protocol/errors.ts';

let fonts: { client: FontClient; remote: Remote<FontWorkerApi> } | null = null;

function logoFonts() {
  if (!fonts) {
    const worker = createFontWorker();
    // The client (timeouts, typed errors, call stats) serves the page; the bare proxy is
    // only for `connect`, which the client does not offer. It is never released on its
    // own: comlink counts proxies per worker, and the client's dispose ends the worker.
    fonts = { client: createFontClient(worker), remote: wrap<FontWorkerApi>(worker) };
  }
  return fonts;
}

/**
 * One font worker for the logo pages (AI design, templates, surname logos), created on
 * first use. The logo worker lays text out in it (connectToLogoFonts) and remembers the
 * layouts, so scrolling back or regenerating with the same words costs nothing.
 */
export function logoFontClient(): FontClient {
  return logoFonts().client;
}

/** Lets another worker (the logo worker) lay text out in this font worker, on `port`. */
export function connectToLogoFonts(port: MessagePort): Promise<void> {
  return withTimeout(logoFonts().remote.connect(transfer(port, [port])), FONT_CALL_TIMEOUT_MS);
}
