import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import { blurReach, canvasFilter, layerFilterOps, parseCssFilter } from './filters.ts';

describe('filters', () => {
  it('leaves out neutral values, so an untouched layer is drawn without a filter', () => {
    expect(layerFilterOps(createLayer('square', {}))).toEqual([]);
    expect(canvasFilter([], 2)).toBe('none');
  });

  it('lists blur, brightness, contrast, saturate, hue-rotate in that order, blur scaled to raster pixels', () => {
    const layer = createLayer('square', { blur: 2, brightness: 1.2, contrast: 0.8, saturate: 0, hueRotate: 90 });
    expect(canvasFilter(layerFilterOps(layer), 2)).toBe('blur(4px) brightness(1.2) contrast(0.8) saturate(0) hue-rotate(90deg)');
  });

  it('reads a path layer filter and appends it', () => {
    const path = createLayer('path', { filter: 'blur(1px) grayscale(50%) hue-rotate(0.5turn)' });
    expect(layerFilterOps(path)).toEqual([
      { kind: 'blur', px: 1 },
      { kind: 'grayscale', amount: 0.5 },
      { kind: 'hue-rotate', deg: 180 },
    ]);
    expect(blurReach(layerFilterOps(path))).toBe(3);
  });

  it('ignores a filter it does not fully understand, as CSS does', () => {
    expect(parseCssFilter('blur(2px) url(#evil)')).toEqual([]);
    expect(parseCssFilter('drop-shadow(1px 1px red)')).toEqual([]);
    expect(parseCssFilter('blur(2em)')).toEqual([]);
    expect(parseCssFilter('brightness(-1)')).toEqual([]);
    expect(parseCssFilter('none')).toEqual([]);
    expect(parseCssFilter('invert(300%)')).toEqual([{ kind: 'invert', amount: 1 }]);
  });
});
