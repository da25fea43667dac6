// Contract of the QR decoder worker (workers/qrdecode/qrdecode.worker.ts): ZXing-C++ built
// to WebAssembly (zxing-wasm, reader only), off the main thread. The app `wrap<QrDecodeApi>()`s
// it through the worker owner; callers use withTimeout(…, QR_DECODE_TIMEOUT_MS).

export const QR_DECODE_TIMEOUT_MS = 20_000;

export interface QrDecodeResult {
  /** The texts of every QR code found (usually one); empty when none could be read. */
  texts: string[];
  /** Time spent decoding in the worker (ms), for the bench. */
  ms: number;
}

export interface QrDecodeApi {
  /** Reads an encoded image (PNG/JPEG). Transparent pixels are read as if on white paper. */
  decode(image: Blob): Promise<QrDecodeResult>;
  /** Loads and compiles the WebAssembly module ahead of the first decode. */
  warm(): Promise<void>;
}
