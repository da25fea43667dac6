import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, outlineKey, type TextLayer } from '../../../workers/core/model/index.ts';
import { testStore } from '../store/testing.ts';

const text = (t: ReturnType<typeof testStore>, id = 'b') => t.layer(id) as TextLayer;

describe('change property', () => {
  it('sets fields of the layer type and changes nothing else', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['b'], type: 'text', props: { fill: '#ff0000', fontSize: 60, bold: true } });
    expect(text(t)).toMatchObject({ fill: '#ff0000', fontSize: 60, bold: true, x: 200 });
    expect(t.layer('a')).toMatchObject({ fill: '#000000' });
  });

  it('sets shared fields on a mixed selection', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['a', 'b', 'c'], props: { opacity: 0.5, blur: 2 } });
    for (const id of ['a', 'b', 'c']) expect(t.layer(id)).toMatchObject({ opacity: 0.5, blur: 2 });
  });

  it('refuses a bad value with the field named in Chinese, leaving the layer as it was', () => {
    const t = testStore();
    const before = t.doc();
    const result = t.act('layer/set', { ids: ['b'], type: 'text', props: { fill: 'rgb(300,0,0)' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_VALUE' } });
    expect(!result.ok && result.error.message).toContain('填充颜色');
    expect(t.act('layer/set', { ids: ['a'], props: { opacity: 1.5 } }).ok).toBe(false);
    expect(t.doc()).toBe(before);
  });

  it('refuses a field of another layer type', () => {
    const t = testStore();
    expect(t.act('layer/set', { ids: ['a', 'b'], type: 'text', props: { bold: true } })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_LAYER_TYPE' },
    });
  });

  it('keeps the two spellings of the shadow offset in step', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['a'], props: { shadowAngle: 90, shadowDistance: 10 } });
    expect(t.layer('a')).toMatchObject({ shadowX: 0, shadowY: 10 });
    t.act('layer/set', { ids: ['a'], props: { shadowX: -5, shadowY: 0 } });
    expect(t.layer('a')).toMatchObject({ shadowAngle: 180, shadowDistance: 5 });
  });

  it('marks text incomplete when its outline must be redone, not when only its colour changes', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['b'], type: 'text', props: { fill: '#123' } });
    expect(text(t).complete).toBe(true);
    t.act('layer/set', { ids: ['b'], type: 'text', props: { letterSpacing: 8 } });
    expect(text(t).complete).toBe(false);
  });

  it('will not move a locked layer or the background through the panel', () => {
    const t = testStore();
    t.act('layer/lock', { ids: ['a'], locked: true });
    expect(t.act('layer/set', { ids: ['a'], props: { x: 5 } })).toMatchObject({ ok: false, error: { code: 'LAYER_LOCKED' } });
    expect(t.act('layer/set', { ids: ['a'], props: { opacity: 0.2 } }).ok).toBe(true);
    expect(t.act('layer/set', { ids: ['bg'], props: { width: 5 } })).toMatchObject({ ok: false, error: { code: 'BACKGROUND_PROTECTED' } });
    expect(t.act('layer/set', { ids: ['bg'], type: 'rect', props: { fill: '#000' } }).ok).toBe(true);
  });
});

describe('lock and hide', () => {
  it('lock sets status.moveable, hide sets visibility, both undoable', () => {
    const t = testStore();
    t.act('layer/lock', { ids: ['a'], locked: true });
    t.act('layer/hide', { ids: ['b'], hidden: true });
    expect(t.layer('a')?.status.moveable).toBe(false);
    expect(t.layer('b')?.visibility).toBe(false);
    expect(t.history().past).toHaveLength(2);
  });
});

describe('replace text', () => {
  it('replaces the text of a template slot everywhere and marks it incomplete', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['b'], type: 'text', props: { template: 'title' } });
    t.act('text/replace', { template: 'title', text: '新名字' });
    expect(text(t)).toMatchObject({ text: '新名字', complete: false });
  });

  it('refuses a 5000-character text with a clear message and keeps the canvas', () => {
    const t = testStore();
    const before = t.doc();
    const result = t.act('text/replace', { id: 'b', text: '字'.repeat(5000) });
    expect(result).toMatchObject({ ok: false, error: { code: 'TEXT_TOO_LONG', message: `文字太长了：最多 ${MAX_TEXT_LENGTH} 个字，请删减后再试。` } });
    expect(t.doc()).toBe(before);
    expect(t.act('layer/set', { ids: ['b'], type: 'text', props: { text: 'x'.repeat(MAX_TEXT_LENGTH + 1) } }).ok).toBe(false);
  });

  it('refuses a layer that is not text', () => {
    const t = testStore();
    expect(t.act('text/replace', { id: 'a', text: 'x' })).toMatchObject({ ok: false, error: { code: 'WRONG_LAYER_TYPE' } });
  });
});

describe('text outline arriving from the font worker', () => {
  it('fills the outline, re-centres the measured box and completes the layer', () => {
    const t = testStore();
    t.act('text/replace', { id: 'b', text: '标志设计' });
    const key = outlineKey(text(t));
    t.act('text/outline', { id: 'b', key, pathArr: ['M0 0Z'], dataArr: [], width: 400, height: 100 });
    expect(text(t)).toMatchObject({ complete: true, pathArr: ['M0 0Z'], width: 400, height: 100, x: 100, y: -5 });
  });

  it('stores the synthetic bold stroke with the outline, and a bad one is dropped with the outline', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['b'], type: 'text', props: { bold: true } });
    t.act('text/outline', { id: 'b', key: outlineKey(text(t)), pathArr: ['M0 0Z'], dataArr: [], width: 10, height: 10, boldStroke: Number.NaN });
    expect(text(t)).toMatchObject({ complete: false, boldStroke: 0 });
    t.act('text/outline', { id: 'b', key: outlineKey(text(t)), pathArr: ['M0 0Z'], dataArr: [], width: 10, height: 10, boldStroke: 3 });
    expect(text(t)).toMatchObject({ complete: true, boldStroke: 3 });
  });

  it('drops an outline made for text that has since changed', () => {
    const t = testStore();
    const stale = outlineKey(text(t));
    t.act('text/replace', { id: 'b', text: '新' });
    t.act('text/outline', { id: 'b', key: stale, pathArr: ['M0 0Z'], dataArr: [], width: 1, height: 1 });
    expect(text(t)).toMatchObject({ complete: false, pathArr: [] });
  });
});

describe('canvas size', () => {
  it('rescales every layer and sizes the background', () => {
    const t = testStore();
    t.act('canvas/resize', { width: 500, height: 500 });
    expect(t.doc().size).toEqual({ width: 500, height: 500 });
    expect(t.layer('bg')).toMatchObject({ width: 500, height: 500 });
    // a: centre (50,50) → (25,25), scale 0.5, box unchanged
    expect(t.layer('a')).toMatchObject({ x: -25, y: -25, scale: 0.5, width: 100 });
  });

  it('refuses a size outside the allowed range', () => {
    const t = testStore();
    expect(t.act('canvas/resize', { width: 10, height: 500 })).toMatchObject({ ok: false, error: { code: 'INVALID_CANVAS_SIZE' } });
    expect(t.act('canvas/resize', { width: 500.5, height: 500 }).ok).toBe(false);
  });
});
