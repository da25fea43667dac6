// The ImageApi implementation: one store of photos, one registry of running
// tasks, and a wrapper that turns every failure into a WorkerError.
import { transfer } from 'comlink';
import { toWorkerError } from '../core/errors.ts';
import type { CropApi, CutoutApi, IdPhotoApi, ImageApi, ImageInputApi, InpaintApi, MaskApi, PictureApi, ProgressCallback, PuzzleApi, SliceApi, UploadApi, WatermarkApi } from '../protocol/image.ts';
import { md5Bytes } from '../core/hash/md5Bytes.ts';
import { ImageStore } from './core/store.ts';
import { TaskRegistry } from '../core/image/task.ts';
import type { TaskControl } from '../core/image/task.ts';
import { cropImage } from './tools/crop.ts';
import { cutoutImage } from './tools/cutout.ts';
import { idPhotoExport, idPhotoPreview } from './tools/idphoto.ts';
import { inpaintExport, inpaintImage, inpaintUndo } from './tools/inpaint.ts';
import { loadImage } from './tools/load.ts';
import { maskExport, maskPreview } from './tools/mask.ts';
import { importPicture, storeEmbeddedPicture, storePictureAsIs } from './tools/picture.ts';
import { renderPuzzle } from './tools/puzzle.ts';
import { sliceImage } from './tools/slice.ts';
import { watermarkExport, watermarkPreview } from './tools/watermark.ts';
import { uploadChunks } from './upload/chunkedUpload.ts';

export function createImageService() {
  const store = new ImageStore();
  const tasks = new TaskRegistry();

  async function run<T>(requestId: string | undefined, onProgress: ProgressCallback | undefined, work: (control: TaskControl) => Promise<T>): Promise<T> {
    const control = tasks.start(requestId, onProgress);
    try {
      const result = await work(control);
      control.progress(1);
      return result;
    } catch (error) {
      throw toWorkerError(error);
    } finally {
      control.done();
    }
  }

  const input: ImageInputApi = {
    async load(request, onProgress) {
      const loaded = await run(request.requestId, onProgress, (control) => loadImage(store, request, control));
      return transfer(loaded, [loaded.preview]);
    },
    async release(imageId) {
      store.release(imageId);
    },
    async cancel(requestId) {
      tasks.cancel(requestId);
    },
  };

  const crop: CropApi = {
    crop: (request, onProgress) => run(request.requestId, onProgress, (control) => cropImage(store, request, control)),
  };

  const watermark: WatermarkApi = {
    async watermarkPreview(request) {
      const bitmap = await run(request.requestId, undefined, () => watermarkPreview(store, request));
      return transfer(bitmap, [bitmap]);
    },
    watermarkExport: (request, onProgress) => run(request.requestId, onProgress, (control) => watermarkExport(store, request, control)),
  };

  const masks: MaskApi = {
    async maskPreview(request) {
      const bitmap = await run(undefined, undefined, () => maskPreview(store, request));
      return transfer(bitmap, [bitmap]);
    },
    maskExport: (request, onProgress) => run(request.requestId, onProgress, (control) => maskExport(store, request, control)),
  };

  const cutout: CutoutApi = {
    async cutout(request, onProgress) {
      const result = await run(request.requestId, onProgress, (control) => cutoutImage(store, request, control));
      return transfer(result, [result.preview]);
    },
  };

  const removal: InpaintApi = {
    async inpaint(request, onProgress) {
      const result = await run(request.requestId, onProgress, (control) => inpaintImage(store, request, control));
      return transfer(result, [result.preview]);
    },
    async inpaintUndo(imageId) {
      const result = await run(undefined, undefined, () => inpaintUndo(store, imageId));
      return transfer(result, [result.preview]);
    },
    inpaintExport: (imageId, encode, onProgress) => run(undefined, onProgress, (control) => inpaintExport(store, imageId, encode, control)),
  };

  const puzzle: PuzzleApi = {
    puzzle: (request, onProgress) => run(request.requestId, onProgress, (control) => renderPuzzle(store, request, control)),
  };

  const idPhoto: IdPhotoApi = {
    async idPhotoPreview(request, onProgress) {
      const result = await run(request.requestId, onProgress, (control) => idPhotoPreview(store, request, control));
      return transfer(result, [result.preview]);
    },
    idPhotoExport: (request, onProgress) => run(request.requestId, onProgress, (control) => idPhotoExport(store, request, control)),
  };

  const slicing: SliceApi = {
    slice: (request, onProgress) => run(request.requestId, onProgress, (control) => sliceImage(store, request, control)),
  };

  const pictures: PictureApi = {
    importPicture: (request, onProgress) => run(request.requestId, onProgress, (control) => importPicture(request, control)),
    storeEmbeddedPicture: (dataUrl) => run(undefined, undefined, () => storeEmbeddedPicture(dataUrl)),
    storeDownloadedPicture: (picture) => run(undefined, undefined, () => storePictureAsIs(picture)),
  };

  const upload: UploadApi = {
    uploadChunks: (request, onProgress, signQuery) => run(request.requestId, onProgress, (control) => uploadChunks(request, signQuery, control)),
    async md5(bytes) {
      const start = performance.now();
      const hex = md5Bytes(new Uint8Array(bytes));
      return { hex, ms: performance.now() - start };
    },
  };

  const api: ImageApi = { ...input, ...crop, ...watermark, ...masks, ...cutout, ...removal, ...puzzle, ...idPhoto, ...slicing, ...pictures, ...upload };
  return api;
}
