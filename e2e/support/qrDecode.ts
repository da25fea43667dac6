import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads QR codes from a PNG file in the test process with the same decoder the app ships
 * (ZXing-C++ as WebAssembly), its .wasm read from node_modules (never a CDN). Transparent
 * pixels are read over white, as printed.
 */
const require = createRequire(import.meta.url);
let ready: Promise<unknown> | null = null;

export async function decodePng(bytes: Buffer): Promise<string[]> {
  ready ??= prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer }, fireImmediately: true });
  await ready;
  const png = PNG.sync.read(bytes);
  const data = new Uint8ClampedArray(png.data.length);
  for (let i = 0; i < png.data.length; i += 4) {
    const a = png.data[i + 3]! / 255;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.round(png.data[i + c]! * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  const results = await readBarcodes({ data, width: png.width, height: png.height, colorSpace: 'srgb' } as ImageData, { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** Share of fully transparent pixels in a PNG (a transparent export has many). */
export function transparentShare(bytes: Buffer): { transparent: number; opaque: number } {
  const png = PNG.sync.read(bytes);
  let transparent = 0;
  let opaque = 0;
  for (let i = 3; i < png.data.length; i += 4) {
    if (png.data[i] === 0) transparent += 1;
    else if (png.data[i] === 255) opaque += 1;
  }
  const total = png.width * png.height;
  return { transparent: transparent / total, opaque: opaque / total };
}
