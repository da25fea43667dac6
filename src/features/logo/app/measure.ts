import { createFontClient, type FontClient } from '../../../editor/workers/fontClient.ts';

let fonts: FontClient | null = null;

/**
 * The logo pages' view of the app's one font worker (the editor uses the same thread, and
 * the logo worker lays text out in it over its own channel: see src/app/workers/kinds.ts),
 * so a font downloaded on the AI design page is not downloaded again in the editor.
 */
export function logoFontClient(): FontClient {
  fonts ??= createFontClient();
  return fonts;
}
