// Contract of the image worker (workers/image/image.worker.ts). The app
// `wrap<ImageApi>()`s it with comlink (src/app/workers/imageWorker.ts).
//
// The worker keeps every loaded photo (full size, EXIF-oriented) and a working
// copy (≤ WORK_MAX_SIDE) under an `imageId`; tools send small requests (a crop
// rectangle, brush strokes, settings) and get back a preview ImageBitmap
// (transferred, not copied) or an encoded Blob for download.
//
// Every method rejects only with a WorkerError (../core/errors.ts). Long calls take a
// `requestId` (cancel(requestId) stops them at their next checkpoint) and an
// optional progress callback (pass it through comlink's `proxy`).

// Plain values and shapes the pure image code in workers/core/image works with; the contract
// re-exports them so callers keep one import.
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, WORK_MAX_SIDE } from '../core/image/types.ts';
export type { CropTransform, CutoutSeed, IdPhotoBackground, IdPhotoSizeId, Point, ProgressCallback, QuarterTurns, Rect, WatermarkSettings } from '../core/image/types.ts';
import type { CropTransform, CutoutSeed, IdPhotoBackground, IdPhotoSizeId, Point, ProgressCallback, Rect, WatermarkSettings } from '../core/image/types.ts';

/** Photos kept by the worker at once; the least recently used one is dropped beyond this. */
export const MAX_STORED_IMAGES = 12;
/** Suggested caller-side timeout for one call (inpainting a large hole is the slowest). */
export const IMAGE_CALL_TIMEOUT_MS = 90_000;

export type ImageFormat = 'png' | 'jpeg';

export interface LoadImageRequest {
  requestId?: string;
  file: Blob;
  /** Keep the full-size original for export (false keeps only the working copy, e.g. puzzle photos). Default true. */
  keepFull?: boolean;
}

export interface LoadedImage {
  imageId: string;
  /** Full size after EXIF orientation. */
  width: number;
  height: number;
  /** Size of the working copy, the coordinate frame of strokes and boxes. */
  workWidth: number;
  workHeight: number;
  /** The working copy, transferred. The caller owns it and should close() it. */
  preview: ImageBitmap;
  mimeType: string;
}

export interface EncodeOptions {
  format: ImageFormat;
  /** JPEG quality 0…1, default 0.92. */
  quality?: number;
  /** JPEG has no transparency: what shows through. Default #ffffff. */
  background?: string;
}

export interface EncodedImage {
  blob: Blob;
  width: number;
  height: number;
}

// ---------------------------------------------------------------- crop

export interface CropRequest {
  requestId?: string;
  imageId: string;
  transform: CropTransform;
  /** Exact output size (e.g. an ID photo 295×413); default the rectangle's own size. */
  output?: { width: number; height: number };
  encode: EncodeOptions;
}

// ---------------------------------------------------------------- watermark

export interface WatermarkRequest {
  requestId?: string;
  imageId: string;
  settings: WatermarkSettings;
  /** 'preview' draws on the working copy and returns an ImageBitmap; 'export' draws at full size. */
  target: 'preview' | 'export';
  encode?: EncodeOptions;
}

// ---------------------------------------------------------------- masks (eraser, manual cutout, watermark marks)

/** One brush stroke in working-copy pixels. */
export interface BrushStroke {
  /** Unique per stroke; lets the worker reuse the mask it made for a prefix of the list (undo/redo). */
  id: string;
  /** erase/remove lower the alpha toward 0, restore/keep raise it toward 1. */
  mode: 'erase' | 'restore';
  /** Brush diameter in working-copy pixels. */
  size: number;
  /** 0…1: 1 = hard edge; lower values fade out over the outer part of the radius. */
  hardness: number;
  points: Point[];
}

export interface MaskEditRequest {
  imageId: string;
  /** 'opaque' (eraser): start fully kept; 'cutout': start from the automatic cutout mask. */
  base: 'opaque' | 'cutout';
  strokes: BrushStroke[];
}

export interface MaskExportRequest extends MaskEditRequest {
  requestId?: string;
  encode: EncodeOptions;
  /** Output size: the full size (mask scaled up) or the working copy's. Default 'full'. */
  size?: 'full' | 'work';
}

// ---------------------------------------------------------------- cutout

/**
 * 'auto': the colour/edge method, and the person model as well when the backdrop is not plain or
 * the subject looks like a person; the better mask is kept (workers/core/image/cutout/select.ts).
 * 'colour': the colour/edge method only. 'person': the person model (the colour method when it
 * cannot load or finds nobody). 'mask': take the alpha of `maskImage` (e.g. the server's cutout).
 */
export type CutoutMethod = 'auto' | 'colour' | 'person' | 'mask';

/**
 * The user's hint where the object is, in working-copy pixels, for photos with no clear
 * background: one tap on the object, or a rough box around it (everything outside is background).
 */

export interface CutoutRequest {
  requestId: string;
  imageId: string;
  /** Lab ΔE a neighbouring pixel may differ by and still be background. Default 9. */
  tolerance?: number;
  /** Also clear enclosed areas that match the background colour (the inside of an "O"). Default true. */
  clearEnclosed?: boolean;
  /** Default 'auto'. */
  method?: CutoutMethod;
  /** For method 'mask': an image (any size, same framing) whose alpha becomes the mask. */
  maskImage?: Blob;
  /** A tap or box on the object: the graph cut starts from it (the person model is not run). */
  seed?: CutoutSeed;
}

/** Timings of the person model in this call (absent when it did not run). */
export interface PersonModelRun {
  /** Download, compile and graph start; 0 when it was already loaded. */
  loadMs: number;
  inferenceMs: number;
  /** Share of the photo the model kept, 0…1. */
  coverage: number;
}

export interface CutoutResult {
  preview: ImageBitmap;
  /** Share of pixels kept, 0…1 (0 or 1 means the method found no usable background). */
  coverage: number;
  /** The foreground's bounding box in working-copy pixels, null when nothing is kept. */
  bounds: Rect | null;
  /** The method whose mask was kept. */
  method?: Exclude<CutoutMethod, 'auto'>;
  model?: PersonModelRun;
  /** The person model was wanted but could not load on this device (WebGL2 or WebAssembly missing, files unreachable). */
  modelUnavailable?: boolean;
}

// ---------------------------------------------------------------- watermark removal

export interface InpaintRequest {
  requestId: string;
  imageId: string;
  /** Brushed marks (mode ignored: every stroke marks pixels to remove). */
  strokes: BrushStroke[];
  /** Boxed marks, working-copy pixels. */
  boxes: Rect[];
}

export interface InpaintResult {
  preview: ImageBitmap;
  /** Number of removals applied so far (undo goes back one). */
  version: number;
}

// ---------------------------------------------------------------- puzzle

export interface PuzzleCellContent {
  imageId: string;
  /** Extra zoom over "cover" fit, ≥ 1. */
  zoom: number;
  /** Pan as a fraction of the overflow on each axis, −1…1 (0 = centred). */
  panX: number;
  panY: number;
}

export interface PuzzleRequest {
  requestId?: string;
  layoutId: string;
  width: number;
  height: number;
  /** px between cells and around the edge. */
  spacing: number;
  cornerRadius: number;
  background: string;
  cells: PuzzleCellContent[];
  encode: EncodeOptions;
}

// ---------------------------------------------------------------- ID photo


export interface IdPhotoRequest {
  requestId: string;
  imageId: string;
  size: IdPhotoSizeId;
  background: IdPhotoBackground;
  /** 'single' one photo; 'sheet' a 6-inch print sheet of them. */
  layout: 'single' | 'sheet';
  encode: EncodeOptions;
}

export interface IdPhotoPreview {
  preview: ImageBitmap;
  /** False when no person-like foreground was found (the whole frame is used). */
  personFound: boolean;
  /** Which cutout framed the person (see CutoutMethod). */
  method?: Exclude<CutoutMethod, 'auto'>;
}

// ---------------------------------------------------------------- slicing (图片切割)

export interface SliceRequest {
  requestId?: string;
  imageId: string;
  rows: number;
  cols: number;
  encode: EncodeOptions;
}

export interface SliceResult {
  /** A zip of the tiles named 01, 02, … in reading order. */
  zip: Blob;
  tiles: number;
}

export interface ImageInputApi {
  load(request: LoadImageRequest, onProgress?: ProgressCallback): Promise<LoadedImage>;
  release(imageId: string): Promise<void>;
  cancel(requestId: string): Promise<void>;
}

export interface CropApi {
  crop(request: CropRequest, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface WatermarkApi {
  watermarkPreview(request: WatermarkRequest): Promise<ImageBitmap>;
  watermarkExport(request: WatermarkRequest, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface MaskApi {
  /** Applies strokes over the base mask and returns the working copy with that alpha. */
  maskPreview(request: MaskEditRequest): Promise<ImageBitmap>;
  maskExport(request: MaskExportRequest, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface CutoutApi {
  cutout(request: CutoutRequest, onProgress?: ProgressCallback): Promise<CutoutResult>;
}

export interface InpaintApi {
  inpaint(request: InpaintRequest, onProgress?: ProgressCallback): Promise<InpaintResult>;
  /** Goes back one removal; returns the image as it was. */
  inpaintUndo(imageId: string): Promise<InpaintResult>;
  inpaintExport(imageId: string, encode: EncodeOptions, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface PuzzleApi {
  puzzle(request: PuzzleRequest, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface IdPhotoApi {
  idPhotoPreview(request: IdPhotoRequest, onProgress?: ProgressCallback): Promise<IdPhotoPreview>;
  idPhotoExport(request: IdPhotoRequest, onProgress?: ProgressCallback): Promise<EncodedImage>;
}

export interface SliceApi {
  slice(request: SliceRequest, onProgress?: ProgressCallback): Promise<SliceResult>;
}

// ---------------------------------------------------------------- pictures for the logo document

/**
 * A picture that enters a logo document: decoded, shrunk to `maxSide` and encoded here, then
 * kept in the asset store (workers/core/storage/assetDb.ts); the page gets only the reference.
 */
export interface ImportPictureRequest {
  requestId?: string;
  file: Blob;
  /** Longest side kept, px (never enlarged). */
  maxSide: number;
}

export interface ImportedPicture {
  /** What the layer stores: `asset:<md5>` (workers/core/model/pictures.ts). */
  url: string;
  hash: string;
  /** Size of the stored picture. */
  width: number;
  height: number;
  mimeType: string;
}

export interface PictureApi {
  importPicture(request: ImportPictureRequest, onProgress?: ProgressCallback): Promise<ImportedPicture>;
  /** Moves a picture embedded in an older document (a data URL) into the asset store, as it is. */
  storeEmbeddedPicture(dataUrl: string): Promise<ImportedPicture>;
  /** Stores a works picture the sync downloaded, byte for byte (the caller checks `hash` against the name it asked for). */
  storeDownloadedPicture(picture: Blob): Promise<ImportedPicture>;
}

// ---------------------------------------------------------------- chunked upload (vector → PDF)

/** The spec's upload chunk: 52,428,800 bytes. */
export const UPLOAD_CHUNK_BYTES = 52_428_800;

export interface ChunkedUploadRequest {
  requestId: string;
  /** Absolute URL of the chunk endpoint (POST, body = chunk, signed fields in the query). */
  endpoint: string;
  tasktag: string;
  tasktoken: string;
  files: Blob[];
  chunkBytes: number;
  /** Chunks the server already has, per file (taskstate's `uploaded`): a resumed upload skips them. */
  uploaded?: number[][];
}

export interface ChunkedUploadResult {
  /** done: the server answered 10000 for the last chunk; cancelled: stopped by the user or the server (18000). */
  outcome: 'done' | 'cancelled';
  bytesSent: number;
  chunksSent: number;
  chunksSkipped: number;
  /** Time spent hashing in the worker, for the bench. */
  hashMs: number;
  uploadMs: number;
}

/**
 * Signs one chunk's fields on the page (the signing secret and the server clock live in the
 * API service there) and returns the query string to send. A string map in, a string out.
 */
export type SignQuery = (fields: Record<string, string>) => Promise<string>;

export interface UploadApi {
  /**
   * Reads each file in `chunkBytes` slices, hashes each slice (MD5) here, off the page's
   * thread, and sends it with tasktag, tasktoken, timestamp, chunk, chunks, fileindex.
   * Codes: 11000 next chunk (or stop, when cancel(requestId) was called), 10000 done,
   * 18000 cancelled; anything else rejects with UPLOAD_FAILED and the server's message.
   * Progress is bytes sent / bytes to send.
   */
  uploadChunks(request: ChunkedUploadRequest, onProgress: ProgressCallback | undefined, signQuery: SignQuery): Promise<ChunkedUploadResult>;
  /** MD5 of bytes, timed (the bench's worker-vs-page row). */
  md5(bytes: ArrayBuffer): Promise<{ hex: string; ms: number }>;
}

export interface ImageApi extends ImageInputApi, CropApi, WatermarkApi, MaskApi, CutoutApi, InpaintApi, PuzzleApi, IdPhotoApi, SliceApi, PictureApi, UploadApi {}
