// Image worker entry: every pixel operation of the image tools, behind comlink.
// The app creates it lazily (src/features/imageInput/imageWorker.ts); see docs/image-tools.md.
import { expose } from 'comlink';
import { releasingCallbacks } from '../protocol/callbacks';
import { timedApi } from '../protocol/timings';
import type { ImageApi } from '../protocol/image';
import { createImageService } from './service';

const api = createImageService();

expose(timedApi('image', releasingCallbacks(api) satisfies ImageApi));
