import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIconCatalogue } from '../../../../scripts/catalogue/icons.mjs';
import { REPO_ROOT } from '../../../../scripts/fonts/build-font-slices.mjs';
import { iconSvg } from '../../../../workers/core/logo/generate/icons.ts';
import { createDocument, createLayer, layerBounds, layerSchema, type Layer, type LogoDocument } from '../../../../workers/core/model/index.ts';
import { newIconLayer, newTextLayer } from '../newLayers.ts';
import { backgroundProps, generatedShapeLayer, lineLayer } from './catalogueLists.ts';
import { ALL_CATEGORIES, libraryIcons, pagesForRows, RECENT_ICONS_MAX, withRecent } from './iconLibrary.ts';
import { placeNewLayer } from './placement.ts';
import { FIXED_SHAPES, LINE_STYLES, polygonShape, starShape, type LineStyle } from './shapePaths.ts';

const { items } = buildIconCatalogue(join(REPO_ROOT, 'node_modules', '@mdi', 'svg'));
const search = (query: string) => libraryIcons(items, { query, category: ALL_CATEGORIES, recent: [] });

describe('icon library search', () => {
  it('finds 咖啡 by Chinese, full pinyin and initials (kf)', () => {
    expect(search('咖啡')[0]?.id).toBe('coffee');
    expect(search('kf').slice(0, 10).map((i) => i.id)).toContain('coffee');
    expect(search('kafei').slice(0, 10).map((i) => i.id)).toContain('coffee');
    expect(search(' KF ').map((i) => i.id)).toContain('coffee');
  });

  it('every icon is found by each of its own keywords, their pinyin and their initials', () => {
    fc.assert(
      fc.property(fc.constantFrom(...items), fc.nat(), (item, pick) => {
        const k = item.k[pick % item.k.length]!;
        expect(search(k).map((i) => i.id)).toContain(item.id);
        const py = item.py.split(' ')[pick % item.k.length]!;
        expect(search(py).map((i) => i.id)).toContain(item.id);
        const jp = item.jp.split(' ')[pick % item.k.length]!;
        expect(search(jp).map((i) => i.id)).toContain(item.id);
      }),
      { numRuns: 300 },
    );
  });

  it('a word no icon has finds nothing; an empty query shows the whole catalogue', () => {
    expect(search('不存在的词语')).toEqual([]);
    expect(search('  ')).toHaveLength(items.length);
  });

  it('recently used icons come first, in the order used; a category keeps only its icons', () => {
    const recent = ['coffee', 'no-such-icon', 'beer'];
    const all = libraryIcons(items, { query: '', category: ALL_CATEGORIES, recent });
    expect(all.slice(0, 2).map((i) => i.id)).toEqual(['coffee', 'beer']);
    expect(all).toHaveLength(items.length);
    expect(new Set(all.map((i) => i.id)).size).toBe(items.length);
    const food = libraryIcons(items, { query: '', category: '餐饮', recent: ['star', 'beer'] });
    expect(food[0]?.id).toBe('beer');
    expect(food.every((i) => i.c.includes('餐饮'))).toBe(true);
  });

  it('the recent list moves a used icon to the front and keeps at most the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', ...Array.from({ length: 30 }, (_, i) => `i${i}`))), (uses) => {
        let recent: string[] = [];
        for (const id of uses) recent = withRecent(recent, id);
        expect(recent.length).toBeLessThanOrEqual(RECENT_ICONS_MAX);
        expect(new Set(recent).size).toBe(recent.length);
        if (uses.length > 0) expect(recent[0]).toBe(uses.at(-1));
      }),
    );
  });

  it('asks only for the path pages of the rows in view', () => {
    const icons = search('');
    const pages = pagesForRows(icons, 0, 2, 6);
    expect(pages).toEqual([...new Set(icons.slice(0, 12).map((i) => i.p))]);
  });
});

const docWith = (layers: Layer[], size = { width: 1000, height: 1000 }): LogoDocument => {
  const doc = createDocument({ size });
  return { ...doc, layers: [...doc.layers, ...layers] };
};

describe('placing new items', () => {
  const canvas = { width: 1000, height: 1000 };
  const centreOf = (l: Layer) => {
    const b = layerBounds(l);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };

  it('centres on the point the user sees, kept on the canvas', () => {
    const icon = newIconLayer(canvas, iconSvg('M0 0h24v24H0z'));
    expect(centreOf(placeNewLayer(icon, docWith([]), { x: 300, y: 700 }))).toEqual({ x: 300, y: 700 });
    expect(centreOf(placeNewLayer(icon, docWith([]), { x: -500, y: 5000 }))).toEqual({ x: 0, y: 1000 });
    expect(centreOf(placeNewLayer(icon, docWith([])))).toEqual({ x: 500, y: 500 });
  });

  it('never lands on the centre of an item already there, however many are added', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 200, max: 3000 }), fc.integer({ min: 200, max: 3000 }), (count, width, height) => {
        const size = { width, height };
        let doc = docWith([], size);
        for (let i = 0; i < count; i += 1) {
          const next = placeNewLayer(i % 2 ? newIconLayer(size, iconSvg('M0 0h24v24H0z')) : newTextLayer(size, ''), doc);
          const c = centreOf(next);
          const clash = doc.layers.slice(1).some((other) => {
            const o = centreOf(other);
            return Math.abs(o.x - c.x) < 1 && Math.abs(o.y - c.y) < 1;
          });
          expect(clash).toBe(false);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.x).toBeLessThanOrEqual(width);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeLessThanOrEqual(height);
          doc = { ...doc, layers: [...doc.layers, next] };
        }
      }),
      { numRuns: 60 },
    );
  });

  it('hidden layers do not take a place', () => {
    const icon = newIconLayer(canvas, iconSvg('M0 0h24v24H0z'));
    const hidden = { ...icon, id: 'hidden', visibility: false };
    expect(placeNewLayer(icon, docWith([hidden])).x).toBe(icon.x);
  });
});

describe('library shapes, lines and backgrounds', () => {
  const canvas = { width: 1200, height: 800 };
  it('every generated shape and N-gon/star becomes a valid icon layer with the view box proportions', () => {
    const shapes = [...FIXED_SHAPES, ...[3, 4, 5, 6, 8, 12].flatMap((n) => [polygonShape(n), starShape(n)])];
    for (const shape of shapes) {
      const layer = generatedShapeLayer(canvas, shape);
      expect(layerSchema.safeParse(layer).success).toBe(true);
      expect(Math.max(layer.width, layer.height)).toBe(240);
    }
    expect(polygonShape(7).d.match(/L/g)).toHaveLength(6);
    expect(starShape(5).d.match(/L/g)).toHaveLength(9);
    expect(polygonShape(99).id).toBe('polygon-12');
  });

  it('line styles dash in multiples of the line thickness', () => {
    for (const style of Object.keys(LINE_STYLES) as LineStyle[]) {
      const line = lineLayer(canvas, style);
      expect(layerSchema.safeParse(line).success).toBe(true);
      if (line.type !== 'square') throw new Error('not a line');
      expect(line.strokeDasharray).toEqual(LINE_STYLES[style].map((k) => k * line.lineWidth));
    }
  });

  it('a catalogue background gradient is fitted to the canvas and removes a picture', () => {
    const props = backgroundProps(canvas, { id: 'g', name: '渐变', fill: '#fff', gradient: { x1: 0, y1: 0, x2: 1000, y2: 1000, colorStops: [{ offset: 0, color: '#fff' }, { offset: 1, color: '#000' }] } });
    expect(props).toMatchObject({ fill: '#fff', url: '', gradient: { x1: 0, y1: 0, x2: 1200, y2: 800 } });
    const rect = createLayer('rect', { ...props, id: 'bg' });
    expect(layerSchema.safeParse(rect).success).toBe(true);
  });
});
