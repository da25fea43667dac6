import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, parseDocument, type Layer, type LogoDocument } from '../../model/index.ts';
import { mergeDocuments } from './merge.ts';
import { workMerger } from './workContent.ts';

function doc(...layers: Layer[]): LogoDocument {
  const d = createDocument({ backgroundId: 'bg' });
  d.layers.push(...layers);
  return d;
}
const text = (id: string, value: string, x = 0) => createLayer('text', { id, text: value, x, complete: true });
const ids = (value: unknown) => (value as LogoDocument).layers.map((layer) => layer.id);
const layer = (value: unknown, id: string) => (value as LogoDocument).layers.find((l) => l.id === id);

describe('three-way merge of two tabs', () => {
  const base = doc(text('a', '甲'), text('b', '乙'));

  it('keeps both sides’ edits to different layers and fields', () => {
    const theirs = structuredClone(base);
    theirs.layers[1] = { ...text('a', '甲'), x: 300 };
    const mine = structuredClone(base);
    mine.layers[2] = { ...text('b', '乙'), fill: '#ff0000' };
    mine.layers[1] = { ...text('a', '甲'), opacity: 0.5 };
    const { value, conflicts } = mergeDocuments(base, theirs, mine);
    expect(conflicts).toBe(0);
    expect(layer(value, 'a')).toMatchObject({ x: 300, opacity: 0.5 });
    expect(layer(value, 'b')).toMatchObject({ fill: '#ff0000' });
  });

  it('keeps layers added on both sides, each above its neighbour, background first', () => {
    const theirs = doc(text('a', '甲'), text('t', '他们加的'), text('b', '乙'));
    const mine = doc(text('a', '甲'), text('b', '乙'), text('m', '我加的'));
    const { value } = mergeDocuments(base, theirs, mine);
    expect(ids(value)).toEqual(['bg', 'a', 't', 'b', 'm']);
  });

  it('a delete wins over no change, but loses to an edit (nothing edited is dropped)', () => {
    const theirs = doc(text('b', '乙'));
    const mine = doc(text('a', '甲 改'), text('b', '乙'));
    expect(ids(mergeDocuments(base, theirs, mine).value)).toEqual(['bg', 'a', 'b']);
    expect(ids(mergeDocuments(base, theirs, base).value)).toEqual(['bg', 'b']);
  });

  it('the same field changed on both sides: the later writer (mine) wins, counted as a conflict', () => {
    const theirs = doc(text('a', '他们'), text('b', '乙'));
    const mine = doc(text('a', '我的'), text('b', '乙'));
    const { value, conflicts } = mergeDocuments(base, theirs, mine);
    expect(layer(value, 'a')).toMatchObject({ text: '我的' });
    expect(conflicts).toBe(1);
  });

  it('a reorder on my side is kept; a layer they added stays right above the layer it was put on', () => {
    const mine = doc(text('b', '乙'), text('a', '甲'));
    const theirs = doc(text('a', '甲'), text('b', '乙'), text('c', '丙'));
    expect(ids(mergeDocuments(base, theirs, mine).value)).toEqual(['bg', 'b', 'c', 'a']);
  });

  it('for random independent additions on both sides, every added layer survives and the result is a valid work', () => {
    const merge = workMerger('logo');
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 6 }), fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 6 }), (ours, others) => {
        const theirs = doc(text('a', '甲'), text('b', '乙'), ...others.map((t, i) => text(`t${i}`, t)));
        const mine = doc(text('a', '甲'), text('b', '乙'), ...ours.map((t, i) => text(`m${i}`, t)));
        const merged = merge(JSON.stringify(base), JSON.stringify(theirs), JSON.stringify(mine));
        expect(merged).not.toBeNull();
        const parsed = parseDocument(JSON.parse(merged?.content ?? 'null'));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const got = parsed.doc.layers.map((l) => l.id);
        for (const id of [...ours.map((_, i) => `m${i}`), ...others.map((_, i) => `t${i}`), 'a', 'b']) expect(got).toContain(id);
        expect(got[0]).toBe('bg');
      }),
    );
  });

  it('merging with an unchanged side gives the other side', () => {
    const other = doc(text('a', '甲', 40), text('z', '新'));
    expect(mergeDocuments(base, base, other).value).toEqual(other);
    expect(mergeDocuments(base, other, base).value).toEqual(other);
  });
});
