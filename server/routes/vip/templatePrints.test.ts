import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorsOf, mayHoldPrint, printOf, recognisableVipPrints, recogniseVipTemplate, vipTemplateOfText, type TemplatePrint } from './templatePrints.ts';

// Recognising a VIP template's design in a document (docs/membership.md "VIP templates"): whatever
// the user does that keeps the artwork (words, geometry, order, extra layers, the templateId field)
// keeps it recognised; changing the artwork's colour makes another design.

const icon = (data: string, fill: string) => ({ type: 'icon', id: 'icon', data, fill, x: 300, y: 200, width: 400, height: 400 });
const shape = (shapeType: string, fill: string) => ({ type: 'square', id: 'ring', shapeType, fill, stroke: '#000000', x: 100, y: 100, width: 800, height: 800 });
const title = (text: string) => ({ type: 'text', id: 'title', template: 'title', text, fontName: 'ma-shan-zheng', fill: '#333333' });
const bg = (fill: string) => ({ type: 'rect', id: 'bg', fill, width: 1000, height: 1000 });

type Layer = Record<string, unknown>;
const vipLayers: Layer[] = [bg('#ffffff'), icon('<svg><path d="M1 1"/></svg>', '#93865A'), shape('circle', '#93865a'), title('南山奶茶')];
const template = (id: string, layers: Layer[]): TemplatePrint => ({ id, print: printOf({ layers }), anchors: anchorsOf({ layers }) });
const templates: TemplatePrint[] = [
  template('L0104', vipLayers),
  template('L0101', [bg('#ffffff'), icon('<svg><path d="M2 2"/></svg>', '#93865a'), title('青禾小馆')]),
  // A VIP template whose artwork is inside a free one's: not recognisable (the free one's works carry it).
  template('L0108', [bg('#ffffff'), icon('<svg><path d="M2 2"/></svg>', '#93865a')]),
  // Words only: nothing to recognise.
  template('L0112', [bg('#ffffff'), title('字')]),
];
const vip = recognisableVipPrints(templates);

const edit = fc.record({
  words: fc.string(),
  dx: fc.integer({ min: -1000, max: 1000 }),
  scale: fc.double({ min: 0.1, max: 5, noNaN: true }),
  rotate: fc.integer({ min: -360, max: 360 }),
  order: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  extra: fc.array(fc.record({ type: fc.constantFrom('icon', 'square', 'text', 'path', 'image'), data: fc.string(), fill: fc.string(), text: fc.string(), url: fc.string() }), { maxLength: 4 }),
  templateId: fc.option(fc.constantFrom('L0101', 'L0104', '', 'X9'), { nil: undefined }),
  bgFill: fc.constantFrom('#ffffff', '#000000', 'red'),
});

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function edited(e: Edit) {
  const moved: Layer[] = vipLayers.slice(1).map((layer, i) => ({ ...layer, x: Number(layer.x ?? 0) + e.dx * (i + 1), width: 100 * e.scale, rotate: e.rotate }));
  const shuffled = moved.map((layer, i) => ({ layer, key: e.order[i] ?? 0 })).sort((a, b) => a.key - b.key).map(({ layer }) => layer);
  const words = shuffled.map((layer) => (layer.type === 'text' ? { ...layer, text: e.words } : layer));
  const layers: Layer[] = [bg(e.bgFill), ...words, ...e.extra];
  return { ...(e.templateId === undefined ? {} : { templateId: e.templateId }), layers };
}

describe('VIP template prints', () => {
  it('only templates with artwork of their own can be recognised', () => {
    expect(vip.map((template) => template.id)).toEqual(['L0104']);
  });

  it('a VIP template’s work is recognised whatever the words, geometry, order, background, extra layers and templateId', () => {
    fc.assert(
      fc.property(edit, (e) => {
        expect(recogniseVipTemplate(printOf(edited(e)), vip)).toBe('L0104');
        // From the JSON text as the app writes it (the anchor search must never skip it)…
        expect(vipTemplateOfText(JSON.stringify(edited(e)), vip)).toBe('L0104');
      }),
    );
  });

  it('changing the colour of any part of its artwork makes another design, which is not judged', () => {
    fc.assert(
      fc.property(edit, fc.constantFrom(1, 2), fc.constantFrom('#0a0a0a', '#93865b', 'blue'), (e, part, fill) => {
        const doc = edited(e);
        const target = vipLayers[part];
        const layers = doc.layers.map((layer) => (layer.type === target?.type && layer.id === target?.id ? { ...layer, fill } : layer));
        // Unless the random extra layers happen to rebuild the exact part (they cannot: no id/shape matches).
        expect(recogniseVipTemplate(printOf({ ...doc, layers }), vip)).toBe('');
      }),
    );
  });

  it('a document spelling the artwork with other JSON escapes is still parsed and recognised', () => {
    const text = JSON.stringify({ layers: vipLayers }).replace(/</g, '\\u003c').replace(/\//g, '\\/');
    expect(JSON.parse(text)).toEqual({ layers: vipLayers });
    expect(vipTemplateOfText(text, vip)).toBe('L0104');
    // Pretty-printed (spaces around colons) too.
    expect(vipTemplateOfText(JSON.stringify({ layers: vipLayers }, null, 2).replace(/":/g, '" :'), vip)).toBe('L0104');
  });

  it('a big document without VIP artwork is skipped by the anchor search, never parsed', () => {
    const layers = Array.from({ length: 20_000 }, (_, i) => ({ id: `t${i}`, type: 'icon', data: `<svg>${i}</svg>`, fill: '#93865a', text: '标志' }));
    expect(mayHoldPrint(JSON.stringify({ layers }), vip)).toBe(false);
    expect(mayHoldPrint(JSON.stringify({ layers: [...layers, vipLayers[1]] }), vip)).toBe(true);
  });

  it('a free template’s work, an empty or broken document are not VIP', () => {
    expect(vipTemplateOfText('{"layers":[' + '{"type":"text","text":"x"},'.repeat(1000) + '{}]}', vip)).toBe('');
    expect(vipTemplateOfText('not json <svg><path d=\\"M1 1\\"/></svg>', vip)).toBe('');
    expect(recogniseVipTemplate(printOf({ layers: [bg('#fff'), icon('<svg><path d="M2 2"/></svg>', '#93865a'), title('x')] }), vip)).toBe('');
    for (const doc of [null, 'x', 42, {}, { layers: 'no' }, { layers: [null, 1, 'a'] }]) expect(recogniseVipTemplate(printOf(doc), vip)).toBe('');
  });
});
