import { appWorkers } from '../../app/workers/index.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import type { LayoutText } from './outline.ts';

/** Text outlines from the app's font worker (the one the editor and the other studios share). */
export const fontLayout: LayoutText = (request) => appWorkers.get('font').call((font) => font.layoutText(request), FONT_CALL_TIMEOUT_MS, 'layoutText');
