import { describe, expect, it } from 'vitest';
import type { DrawContext } from './svgDraw.ts';
import { createThumbService } from './thumbs.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><rect width="1000" height="600" fill="#fafafa"/><g transform="translate(500 300)"><path d="M0 0L10 10Z" fill="#222"/></g></svg>';

/** A canvas that only remembers its size and what was filled. */
function fakeCanvas(sizes: string[], width: number, height: number) {
  sizes.push(`${width}x${height}`);
  const fills: string[] = [];
  const noop = () => {};
  const context: DrawContext<string, string> = {
    save: noop, restore: noop, setTransform: noop, beginPath: noop, roundRect: noop, rect: noop, ellipse: noop, moveTo: noop, lineTo: noop, clearRect: noop, drawImage: noop,
    fill: () => void fills.push(String(context.fillStyle)),
    stroke: noop,
    createLinearGradient: () => ({ addColorStop: noop }),
    fillStyle: '', strokeStyle: '', lineWidth: 1, miterLimit: 10, globalAlpha: 1,
  };
  return { context, canvas: 'canvas', toBlob: async () => new Blob([fills.join(' ')], { type: 'image/png' }) };
}

function setUp(files: Record<string, string>) {
  const fetched: string[] = [];
  const sizes: string[] = [];
  const service = createThumbService({
    fetchText: async (url) => {
      fetched.push(url);
      const text = files[url];
      if (text === undefined) throw new Error('404');
      return text;
    },
    canvas: (w, h) => fakeCanvas(sizes, w, h),
    makePath: (d) => d,
  });
  return { service, fetched, sizes };
}

describe('template thumbnails drawn in the worker', () => {
  it('draws the logo as a PNG of the asked width, in its own proportions, and draws it once', async () => {
    const { service, fetched, sizes } = setUp({ '/catalogue/templates/L1.svg': LOGO });
    const png = await service.raster('/catalogue/templates/L1.svg', 320);
    expect(png.type).toBe('image/png');
    expect(await png.text()).toBe('#fafafa #222');
    expect(sizes).toEqual(['320x192']);
    await service.raster('/catalogue/templates/L1.svg', 320);
    expect(fetched).toHaveLength(1);
  });

  it('refuses what it cannot draw exactly (the page shows the SVG then), and tries again later', async () => {
    const { service, fetched } = setUp({ '/a.svg': '<svg viewBox="0 0 10 10"><image href="x"/></svg>' });
    await expect(service.raster('/a.svg', 320)).rejects.toMatchObject({ name: 'WorkerError', code: 'BAD_REQUEST' });
    await expect(service.raster('/missing.svg', 320)).rejects.toMatchObject({ name: 'WorkerError' });
    await expect(service.raster('/missing.svg', 320)).rejects.toMatchObject({ name: 'WorkerError' });
    expect(fetched).toEqual(['/a.svg', '/missing.svg', '/missing.svg']);
    await expect(service.raster('javascript:alert(1)', 320)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('draws a logo made in the page, given as an SVG data URL (one-tap cards)', async () => {
    const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LOGO)}`;
    const { service, fetched, sizes } = setUp({ [url]: LOGO });
    expect(await (await service.raster(url, 160)).text()).toBe('#fafafa #222');
    expect(sizes).toEqual(['160x96']);
    expect(fetched).toEqual([url]);
    await expect(service.raster('data:text/html,<script>1</script>', 160)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps sizes sane: a huge or tiny request is clamped', async () => {
    const { service, sizes } = setUp({ '/L.svg': LOGO });
    await service.raster('/L.svg', 100_000);
    await service.raster('/L.svg', 1);
    expect(sizes).toEqual(['1024x614', '16x10']);
  });
});
