import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Node has no canvas: these fakes record what the resize path asks of the browser.
const picaResize = vi.fn((_from: FakeCanvas, to: FakeCanvas) => Promise.resolve(to));
vi.mock('pica/pica_main', () => ({ default: () => ({ resize: picaResize }) }));

const canvases: FakeCanvas[] = [];

class FakeCanvas {
  drawn: { width: number; height: number }[] = [];
  constructor(public width: number, public height: number) {
    canvases.push(this);
  }
  getContext() {
    return { drawImage: (image: { width: number; height: number }) => this.drawn.push({ width: image.width, height: image.height }) };
  }
}

class FakeImageData {
  constructor(public width: number, public height: number) {}
}

interface Size { width: number; height: number }
type Browser = 'chromium' | 'ignores-options' | 'no-quality' | 'fails-large';

function fakeBitmap(width: number, height: number) {
  return { width, height, closed: false, close() {
    this.closed = true;
  } };
}

function stubBrowser(kind: Browser) {
  const calls: ImageBitmapOptions[] = [];
  const create = vi.fn((source: Size, options?: ImageBitmapOptions) => {
    if (kind === 'fails-large' && source.width > 100) return Promise.reject(new Error('out of memory'));
    if (kind === 'ignores-options') return Promise.resolve(fakeBitmap(source.width, source.height));
    // Reading the member is how a dictionary conversion sees it; 'no-quality' never does.
    const quality = kind === 'no-quality' ? undefined : options?.resizeQuality;
    calls.push({ resizeWidth: options?.resizeWidth, resizeHeight: options?.resizeHeight, resizeQuality: quality });
    return Promise.resolve(fakeBitmap(options?.resizeWidth ?? source.width, options?.resizeHeight ?? source.height));
  });
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal('ImageData', FakeImageData);
  vi.stubGlobal('createImageBitmap', create);
  return { create, calls };
}

async function freshResize() {
  vi.resetModules();
  return (await import('./resize.ts')).resizeTo;
}

const photo = (width: number, height: number) => fakeBitmap(width, height) as unknown as ImageBitmap;

beforeEach(() => {
  canvases.length = 0;
  picaResize.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('resizeTo', () => {
  it('downscales with the browser resampler at high quality, with no full-size canvas copy', async () => {
    const { create, calls } = stubBrowser('chromium');
    const resizeTo = await freshResize();
    const out = await resizeTo(photo(4000, 3000), 1080, 810);
    expect([out.width, out.height]).toEqual([1080, 810]);
    expect(canvases.map((c) => [c.width, c.height])).toEqual([[1080, 810]]);
    expect(canvases[0]?.drawn).toEqual([{ width: 1080, height: 810 }]);
    expect(calls.at(-1)).toEqual({ resizeWidth: 1080, resizeHeight: 810, resizeQuality: 'high' });
    expect(picaResize).not.toHaveBeenCalled();
    await resizeTo(photo(2000, 1000), 500, 250);
    // One probe, then one call per resize.
    expect(create).toHaveBeenCalledTimes(3);
  });

  it.each<Browser>(['ignores-options', 'no-quality'])('falls back to pica where the browser %s', async (kind) => {
    stubBrowser(kind);
    const resizeTo = await freshResize();
    const out = await resizeTo(photo(4000, 3000), 1080, 810);
    expect([out.width, out.height]).toEqual([1080, 810]);
    expect(picaResize).toHaveBeenCalledTimes(1);
    // pica reads canvases only, so a bitmap source is copied first.
    expect(picaResize.mock.calls[0]?.[0]).toMatchObject({ width: 4000, height: 3000 });
  });

  it('falls back to pica for an image the browser fails to resample', async () => {
    stubBrowser('fails-large');
    const resizeTo = await freshResize();
    const out = await resizeTo(photo(4000, 3000), 1080, 810);
    expect([out.width, out.height]).toEqual([1080, 810]);
    expect(picaResize).toHaveBeenCalledTimes(1);
  });

  it('upscales with pica and copies a same-size request', async () => {
    const { calls } = stubBrowser('chromium');
    const resizeTo = await freshResize();
    const up = await resizeTo(new FakeCanvas(1280, 960) as unknown as OffscreenCanvas, 4000, 3000);
    expect([up.width, up.height]).toEqual([4000, 3000]);
    expect(picaResize).toHaveBeenCalledTimes(1);
    const same = await resizeTo(photo(640, 480), 640, 480);
    expect(canvases.at(-1)?.drawn).toEqual([{ width: 640, height: 480 }]);
    expect([same.width, same.height]).toEqual([640, 480]);
    expect(picaResize).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
