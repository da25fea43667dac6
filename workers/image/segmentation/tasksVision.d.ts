// The part of @mediapipe/tasks-vision 0.10.3 we use. The package ships full
// types (vision.d.ts) but its "exports" map has no "types" condition, so
// TypeScript's bundler resolution cannot find them; these mirror vision.d.ts.
declare module '@mediapipe/tasks-vision' {
  export interface WasmFileset {
    wasmLoaderPath: string;
    wasmBinaryPath: string;
    assetLoaderPath?: string;
  }

  export class FilesetResolver {
    static isSimdSupported(): Promise<boolean>;
  }

  export interface MPMask {
    readonly width: number;
    readonly height: number;
    getAsFloat32Array(): Float32Array;
    close(): void;
  }

  export interface ImageSegmenterResult {
    readonly confidenceMasks?: MPMask[];
    readonly categoryMask?: MPMask;
    close(): void;
  }

  export interface ImageSegmenterOptions {
    baseOptions?: { modelAssetBuffer?: Uint8Array; modelAssetPath?: string; delegate?: 'CPU' | 'GPU' };
    runningMode?: 'IMAGE' | 'VIDEO';
    outputConfidenceMasks?: boolean;
    outputCategoryMask?: boolean;
    canvas?: OffscreenCanvas;
  }

  export class ImageSegmenter {
    static createFromOptions(wasmFileset: WasmFileset, options: ImageSegmenterOptions): Promise<ImageSegmenter>;
    segment(image: ImageData | ImageBitmap | OffscreenCanvas): ImageSegmenterResult;
    close(): void;
  }
}
