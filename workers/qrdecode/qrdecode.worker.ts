// QR decoder worker: zxing-wasm's reader. The .wasm ships from node_modules through Vite
// (`?url` gives its hashed asset URL) and is located with locateFile, never fetched from a CDN.
import { expose } from 'comlink';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecodeApi } from '../protocol/qrdecode.ts';
import { workerError } from '../core/errors.ts';

let ready: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path) },
    fireImmediately: true,
  });
  return ready;
}

/** The image's pixels over white (a transparent code is printed on paper). */
async function pixelsOnWhite(image: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(image);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw workerError('INTERNAL', undefined, 'no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const api: QrDecodeApi = {
  async decode(image) {
    const started = performance.now();
    try {
      await prepare();
      const pixels = await pixelsOnWhite(image);
      // No inverted or mirrored tries: a phone's default camera app does not make them either.
      const results = await readBarcodes(pixels, { formats: ['QRCode'], tryHarder: true, tryInvert: false, tryRotate: false, maxNumberOfSymbols: 4 });
      return { texts: results.filter((r) => r.isValid).map((r) => r.text), ms: performance.now() - started };
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { name?: string }).name === 'WorkerError') throw error;
      throw workerError('INTERNAL', '二维码检测失败，请重试', String(error));
    }
  },
  async warm() {
    await prepare();
  },
};

expose(api satisfies QrDecodeApi);
