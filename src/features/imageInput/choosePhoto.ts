import { BridgeError, type NativeBridge } from '../../services/bridge/index.ts';
import { strings } from '../../shared/strings.ts';

export type PhotoChoice = { files: File[] } | { error: string };

/**
 * A tap on 选择图片 asks the bridge: inside the native shell the shell's own
 * chooser answers (`bridge.pickImage`, one photo); on the web the bridge's
 * default is a file input, and the picker's own input is that input, so the
 * web keeps its accept list, several files where a tool takes them, and the
 * drop and paste beside it. `openFileInput` opens it; its change event then
 * delivers the files, and this gives none.
 */
export async function choosePhoto(bridge: Pick<NativeBridge, 'platform' | 'pickImage'>, openFileInput: () => void): Promise<PhotoChoice> {
  if (bridge.platform === 'web') {
    openFileInput();
    return { files: [] };
  }
  try {
    const file = await bridge.pickImage();
    return { files: file ? [file] : [] };
  } catch (error) {
    // The shell's message is Chinese and says what went wrong (not an image, no answer).
    return { error: error instanceof BridgeError ? error.message : strings.bridge.failed };
  }
}
