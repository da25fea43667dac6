import { describe, expect, it } from 'vitest';
import { PerfMarks } from './perfMarks.ts';

const measures = (name: string) => performance.getEntriesByName(name, 'measure') as PerformanceMeasure[];

describe('render worker profiling marks', () => {
  it('record nothing until profiling is on, then name each span with its detail', () => {
    performance.clearMeasures();
    const marks = new PerfMarks();
    expect(marks.span('render:composite', () => 7)).toBe(7);
    expect(measures('render:composite')).toHaveLength(0);
    marks.enabled = true;
    expect(marks.span('render:rasterise:text', () => 'raster', 'title')).toBe('raster');
    marks.measure('render:frame', performance.now() - 5);
    const [rasterise] = measures('render:rasterise:text');
    expect(rasterise?.detail).toBe('title');
    expect(measures('render:frame')[0]?.duration).toBeGreaterThanOrEqual(4);
  });

  it('a span that throws is still measured and the error passes through', () => {
    performance.clearMeasures();
    const marks = new PerfMarks();
    marks.enabled = true;
    expect(() =>
      marks.span('render:patches', () => {
        throw new Error('bad patch');
      }),
    ).toThrow('bad patch');
    expect(measures('render:patches')).toHaveLength(1);
  });

  it('keeps the timeline bounded in a long session', () => {
    performance.clearMeasures();
    const marks = new PerfMarks();
    marks.enabled = true;
    for (let i = 0; i < 2500; i += 1) marks.measure('render:frame', performance.now());
    expect(measures('render:frame').length).toBeLessThanOrEqual(1000);
  });
});
