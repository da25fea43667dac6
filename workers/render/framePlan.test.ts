import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import type { Layer } from '../core/model/index.ts';
import { exportIncludes, planSteps, planUnits, worthBanding } from './framePlan.ts';

const clip = { selected: false, moveable: true, crop: false, clipPath: true, hash: '' };

function layers(spec: string): Layer[] {
  // 'b' background, 'n' normal, 'c' clipped to the layer below.
  return [...spec].map((kind, i) =>
    kind === 'b' ? createLayer('rect', { id: `l${i}` }) : createLayer('square', { id: `l${i}`, status: kind === 'c' ? clip : undefined }),
  );
}

describe('planUnits', () => {
  it('groups clipped layers with the nearest unclipped layer below', () => {
    expect(planUnits(layers('bncnccn'))).toEqual([
      { base: 0, clipped: [] },
      { base: 1, clipped: [2] },
      { base: 3, clipped: [4, 5] },
      { base: 6, clipped: [] },
    ]);
  });
});

describe('planSteps', () => {
  it('flattens the layers around the selection into bands', () => {
    const doc = layers('bnnnnn');
    const steps = planSteps(planUnits(doc), doc, new Set(['l3']));
    expect(steps).toEqual([
      { kind: 'band', from: 0, to: 3 },
      { kind: 'unit', unit: 3 },
      { kind: 'band', from: 4, to: 6 },
    ]);
    expect(worthBanding(steps)).toBe(true);
  });

  it('treats a clip group as one piece when any member is selected', () => {
    const doc = layers('bncn');
    expect(planSteps(planUnits(doc), doc, new Set(['l2']))).toEqual([
      { kind: 'band', from: 0, to: 1 },
      { kind: 'unit', unit: 1 },
      { kind: 'band', from: 2, to: 3 },
    ]);
  });

  it('does not band without a selection or with many selected layers', () => {
    const doc = layers('bnnnnnnnnnnn');
    expect(worthBanding(planSteps(planUnits(doc), doc, new Set()))).toBe(false);
    expect(worthBanding(planSteps(planUnits(doc), doc, new Set(doc.map((l) => l.id))))).toBe(false);
  });
});

describe('exportIncludes', () => {
  it('leaves out hidden layers, guides and (on request) the background', () => {
    const [bg, a] = layers('bn');
    expect(exportIncludes(bg!, 0, false)).toBe(false);
    expect(exportIncludes(bg!, 0, true)).toBe(true);
    expect(exportIncludes({ ...a!, visibility: false }, 1, true)).toBe(false);
    expect(exportIncludes({ ...a!, isGuide: true }, 1, true)).toBe(false);
  });
});
