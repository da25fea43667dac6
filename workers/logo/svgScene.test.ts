import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../scripts/catalogue/test-catalogue.ts';
import { createLayer, layerBounds, parseDocument, sampleDocumentJson, SCHEMA_VERSION, type Layer, type LogoDocument } from '../core/model/index.ts';
import { estimateText, generateLogo } from '../core/logo/generate/index.ts';
import { generateMonogram } from '../core/logo/monogram/monogram.ts';
import { documentToSvg } from '../core/logo/render/svg.ts';
import { drawScene, type DrawContext } from './svgDraw.ts';
import { parseSvgScene, type Matrix, type Scene } from './svgScene.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const drawn = (doc: LogoDocument) => doc.layers.slice(1).filter((l) => l.visibility && ['square', 'icon', 'text'].includes(l.type));

function expectSameShapes(doc: LogoDocument, scene: Scene | null) {
  expect(scene).not.toBeNull();
  expect(scene?.width).toBe(doc.size.width);
  // The background, then one shape per drawn layer (text with outlines, icons, shapes).
  const layers = drawn(doc).filter((l) => l.type !== 'text' || l.pathArr.length > 0);
  expect(scene?.shapes.length).toBe(1 + layers.length);
  layers.forEach((layer, i) => {
    const shape = scene?.shapes[i + 1];
    const box = layerBounds(layer);
    // The layer's own box centre lands where the document puts it (within the SVG's 0.01 rounding).
    const local = shape?.geometry.kind === 'path' && layer.type === 'icon' ? [12, 12] : [layer.width / 2, layer.height / 2];
    const [x = 0, y = 0] = apply(shape?.matrix ?? [1, 0, 0, 1, 0, 0], local[0] ?? 0, local[1] ?? 0);
    expect(x).toBeCloseTo(box.x + box.width / 2, 1);
    expect(y).toBeCloseTo(box.y + box.height / 2, 1);
    expect(shape?.opacity).toBeCloseTo(layer.opacity, 2);
  });
}

describe('reading back the SVG of a logo', () => {
  it('every generated logo and surname logo comes back shape for shape, where the document put them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 2 }), fc.constantFrom('星光咖啡', 'Star', '山'), fc.constantFrom('', '用心做好每一杯'), async (seed, title, slogan) => {
        const { doc } = await generateLogo({ title, slogan, seed }, catalogue, estimateText);
        const withOutlines = { ...doc, layers: doc.layers.map((l) => (l.type === 'text' ? { ...l, pathArr: ['M0 0L10 0L10 10Z'] } : l)) };
        for (const precision of [undefined, 0]) expectSameShapes(withOutlines, parseSvgScene(documentToSvg(withOutlines, { textPrecision: precision })));
      }),
      { numRuns: 60 },
    );
    for (const style of ['seal', 'circle', 'square', 'calligraphy'] as const) {
      const doc = await generateMonogram({ mark: '王', caption: 'WANG', style, seed: 3 }, catalogue, estimateText);
      expectSameShapes(doc, parseSvgScene(documentToSvg(doc)));
    }
  });

  it('keeps gradients, rounded corners, flips, rotation and strokes', () => {
    const parsed = parseDocument(sampleDocumentJson());
    if (!parsed.ok) throw new Error('sample');
    const doc: LogoDocument = {
      schemaVersion: SCHEMA_VERSION,
      size: { width: 800, height: 400 },
      layers: [
        createLayer('rect', { id: 'bg', width: 800, height: 400, fill: '#ffffff', gradient: { x1: 0, y1: 0, x2: 800, y2: 0, colorStops: [{ offset: 0, color: '#ff0000' }, { offset: 1, color: '#0000ff' }] } }),
        createLayer('square', { id: 'box', x: 100, y: 50, width: 200, height: 100, rx: 30, ry: 20, fill: '#00ff00', stroke: '#000000', lineWidth: 6, rotate: 30, flip: true, opacity: 0.5 }),
      ] satisfies Layer[],
    };
    const scene = parseSvgScene(documentToSvg(doc));
    expect(scene?.shapes[0]?.fill).toEqual({ gradient: { x1: 0, y1: 0, x2: 800, y2: 0, stops: [{ offset: 0, color: '#ff0000' }, { offset: 1, color: '#0000ff' }] } });
    const box = scene?.shapes[1];
    expect(box).toMatchObject({ geometry: { kind: 'rect', width: 200, height: 100, rx: 30, ry: 20 }, stroke: { color: '#000000' }, strokeWidth: 6, opacity: 0.5 });
    const m = box?.matrix ?? [1, 0, 0, 1, 0, 0];
    // Flipped: the determinant is negative; turned 30°.
    expect(m[0] * m[3] - m[1] * m[2]).toBeCloseTo(-1, 5);
    // The first column is the turned, mirrored x axis: (−cos 30°, −sin 30°).
    expect(Math.atan2(-m[1], -m[0]) * (180 / Math.PI)).toBeCloseTo(30, 3);
    // The full sample work (every layer kind) reads back too: what documentToSvg skips, it never writes.
    expect(parseSvgScene(documentToSvg(parsed.doc))).not.toBeNull();
  });

  it('anything it does not know makes the file unreadable, so the page shows the SVG itself', () => {
    const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
    const ok = `${head}<rect width="100" height="100" fill="#fff"/></svg>`;
    expect(parseSvgScene(ok)).not.toBeNull();
    for (const bad of [
      `${head}<image href="x.png" width="10" height="10"/></svg>`,
      `${head}<script>alert(1)</script></svg>`,
      `${head}<text>hi</text></svg>`,
      `${head}<foreignObject width="1" height="1"/></svg>`,
      `${head}<rect width="10" height="10" fill="url(#nowhere)"/></svg>`,
      `${head}<rect width="10" height="10" fill="url(javascript:x)"/></svg>`,
      `${head}<path d="M0 0L1 1&quot;/&gt;"/></svg>`,
      `${head}<g transform="perspective(10)"><rect width="1" height="1"/></g></svg>`,
      `${head}<g><rect width="1" height="1"/></svg>`,
      `${head}<rect width="ten" height="10"/></svg>`,
      `${head}${head}</svg></svg>`,
      '<svg viewBox="0 0 0 100"></svg>',
      'not svg at all',
    ]) {
      expect(parseSvgScene(bad), bad).toBeNull();
    }
  });
});

/** Records what is drawn, in order; paths are their data, the scratch layer a name. */
function recorder(log: string[]): DrawContext<string, string> {
  const note = (name: string) => (...args: unknown[]) => void log.push(`${name}(${args.map((a) => (typeof a === 'object' ? JSON.stringify(a) : String(a))).join(',')})`);
  const context: DrawContext<string, string> = {
    save: note('save'),
    restore: note('restore'),
    setTransform: note('setTransform'),
    beginPath: note('beginPath'),
    roundRect: note('roundRect'),
    rect: note('rect'),
    ellipse: note('ellipse'),
    moveTo: note('moveTo'),
    lineTo: note('lineTo'),
    clearRect: note('clearRect'),
    drawImage: note('drawImage'),
    fill: (path) => void log.push(`fill ${String(context.fillStyle)}${path ? ` ${path}` : ''} @${context.globalAlpha}`),
    stroke: (path) => void log.push(`stroke ${String(context.strokeStyle)} ${context.lineWidth}${path ? ` ${path}` : ''} @${context.globalAlpha}`),
    createLinearGradient: (...args) => ({ addColorStop: (offset, color) => void log.push(`gradient(${args.join(',')}) ${offset} ${color}`) }),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    miterLimit: 10,
    globalAlpha: 1,
  };
  return context;
}

describe('drawing it', () => {
  it('fills then strokes in document order, clamps corners like SVG, and blends a translucent outlined shape once', () => {
    const svg = '<svg viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff"/><g transform="translate(10 10)" opacity="0.5"><rect width="40" height="20" rx="30" ry="5" fill="#f00" stroke="#00f" stroke-width="2"/></g><g opacity="0.8"><path d="M0 0L5 5Z" fill="#0f0"/></g></svg>';
    const scene = parseSvgScene(svg);
    if (!scene) throw new Error('unreadable');
    const log: string[] = [];
    const scratchLog: string[] = [];
    const scratch = recorder(scratchLog);
    const main = recorder(log);
    drawScene(main, scene, 2, (d) => d, () => ({ context: scratch, canvas: 'scratch' }));
    expect(log.filter((l) => /^(fill|stroke|drawImage)/.test(l))).toEqual(['fill #fff @1', 'drawImage(scratch,0,0)', 'fill #0f0 M0 0L5 5Z @0.8']);
    // Sharp corners are cut where SVG cuts them (miter limit 4, not the canvas's 10).
    expect([main.miterLimit, scratch.miterLimit]).toEqual([4, 4]);
    expect(log).toContain('setTransform(2,0,0,2,0,0)');
    // The outlined translucent box is drawn opaque on the scratch layer, at 2× and 10 units in, then laid on at 50%.
    expect(scratchLog).toContain('setTransform(2,0,0,2,20,20)');
    expect(scratchLog).toContain('roundRect(0,0,40,20,[{"x":20,"y":5}])');
    expect(scratchLog.filter((l) => /^(fill|stroke)/.test(l))).toEqual(['fill #f00 @1', 'stroke #00f 2 @1']);
  });
});
