// Image worker entry: every pixel operation of the image tools, behind comlink.
// The app creates it lazily (src/app/workers/imageWorker.ts); see docs/image-tools.md.
import { expose } from 'comlink';
import { releasingCallbacks } from '../protocol/callbacks.ts';
import { timedApi } from '../protocol/timings.ts';
import type { ImageApi } from '../protocol/image.ts';
import { createImageService } from './service.ts';

const api = createImageService();

expose(timedApi('image', releasingCallbacks(api) satisfies ImageApi));
