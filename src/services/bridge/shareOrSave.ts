import { BridgeError, type NativeBridge } from './nativeBridge.ts';

export type ShareFileResult = { outcome: 'shared' | 'cancelled' | 'saved' } | { outcome: 'failed'; message: string };

/**
 * Shares a finished file through the bridge (the shell's share sheet, or the
 * Web Share API in a browser that has it). Where sharing is not possible
 * (desktop browsers, a browser that refuses files, an expired tap) the file is
 * saved instead, so the user can share it from their downloads or album;
 * a cancelled share sheet is the user's choice and saves nothing.
 */
export async function shareOrSave(
  bridge: Pick<NativeBridge, 'share'>,
  request: { title: string; text?: string; file: File },
  save: (file: File) => void,
): Promise<ShareFileResult> {
  try {
    const outcome = await bridge.share(request);
    if (outcome !== 'unsupported') return { outcome };
  } catch (error) {
    if (error instanceof BridgeError && error.code !== 'unknownMethod') return { outcome: 'failed', message: error.message };
    // An older shell without `share` (unknownMethod) or a browser quirk: saving still gets the file out.
  }
  save(request.file);
  return { outcome: 'saved' };
}
