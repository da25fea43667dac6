import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WatermarkSettings } from '../../protocol/image.ts';
import { drawWatermark, watermarkTile, type WatermarkContext } from './draw.ts';
import { WATERMARK_COLUMNS, WATERMARK_ROWS, watermarkGrid } from './grid.ts';
import { boxesIntersect, rotatedBox } from './testing/boxes.ts';
import { DEFAULT_WATERMARK, isColourString, normalizeWatermark } from '../../core/image/watermark/settings.ts';

/** Records what would be drawn. */
function recorder() {
  const calls: Array<{ op: string; args: unknown[]; dash: number[]; alpha: number }> = [];
  let dash: number[] = [];
  const ctx: WatermarkContext = {
    font: '',
    fillStyle: '#000',
    strokeStyle: '#000',
    globalAlpha: 1,
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    save: () => undefined,
    restore: () => undefined,
    translate: (...args: unknown[]) => void calls.push({ op: 'translate', args, dash, alpha: ctx.globalAlpha }),
    rotate: () => undefined,
    fillText: (...args: unknown[]) => void calls.push({ op: 'fillText', args, dash, alpha: ctx.globalAlpha }),
    measureText: (text: string) => ({ width: text.length * 10 }) as TextMetrics,
    fillRect: (...args: unknown[]) => void calls.push({ op: 'fillRect', args, dash, alpha: ctx.globalAlpha }),
    beginPath: () => undefined,
    moveTo: (...args: unknown[]) => void calls.push({ op: 'moveTo', args, dash, alpha: ctx.globalAlpha }),
    lineTo: () => undefined,
    stroke: () => void calls.push({ op: 'stroke', args: [], dash, alpha: ctx.globalAlpha }),
    setLineDash: (segments: number[]) => {
      dash = segments;
    },
  };
  return { ctx, calls };
}

describe('watermark grid (spec: 6 by 7, rotated, dashed lines)', () => {
  it('has 6 × 7 text positions spaced one cell apart, centred on the image', () => {
    const grid = watermarkGrid(1200, 800, -30);
    expect(WATERMARK_COLUMNS).toBe(6);
    expect(WATERMARK_ROWS).toBe(7);
    expect(grid.cells).toHaveLength(42);
    const mean = grid.cells.reduce((acc, p) => ({ x: acc.x + p.x / 42, y: acc.y + p.y / 42 }), { x: 0, y: 0 });
    expect(mean.x).toBeCloseTo(600);
    expect(mean.y).toBeCloseTo(400);
    const [a, b] = grid.cells;
    const c = grid.cells[6];
    expect(Math.hypot((b?.x ?? 0) - (a?.x ?? 0), (b?.y ?? 0) - (a?.y ?? 0))).toBeCloseTo(grid.cellWidth);
    expect(Math.hypot((c?.x ?? 0) - (a?.x ?? 0), (c?.y ?? 0) - (a?.y ?? 0))).toBeCloseTo(grid.cellHeight);
    // Rows run along the angle: −30° rises to the right.
    expect(Math.atan2((b?.y ?? 0) - (a?.y ?? 0), (b?.x ?? 0) - (a?.x ?? 0)) * (180 / Math.PI)).toBeCloseTo(-30);
    expect(grid.lines).toHaveLength(5 + 6);
  });

  it('at any angle and size the turned grid covers every corner of the image', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 6000 }), fc.integer({ min: 50, max: 6000 }), fc.double({ min: -90, max: 90, noNaN: true }), (width, height, degrees) => {
        const grid = watermarkGrid(width, height, degrees);
        const cos = Math.cos(grid.angle);
        const sin = Math.sin(grid.angle);
        const halfU = (grid.cellWidth * grid.columns) / 2;
        const halfV = (grid.cellHeight * grid.rows) / 2;
        for (const [x, y] of [[0, 0], [width, 0], [0, height], [width, height]] as const) {
          const dx = x - width / 2;
          const dy = y - height / 2;
          const u = dx * cos + dy * sin;
          const v = -dx * sin + dy * cos;
          expect(Math.abs(u)).toBeLessThanOrEqual(halfU + 1e-6);
          expect(Math.abs(v)).toBeLessThanOrEqual(halfV + 1e-6);
        }
      }),
    );
  });
});

describe('tiles never overlap (issue 27)', () => {
  const size = fc.integer({ min: 50, max: 6000 });
  const tile = fc.record({ width: fc.double({ min: 0, max: 8000, noNaN: true }), height: fc.double({ min: 1, max: 800, noNaN: true }) });
  const density = fc.record({ columns: fc.integer({ min: 1, max: 12 }), rows: fc.integer({ min: 1, max: 12 }) });
  // Every angle the page's slider offers (whole degrees) and any in between.
  const angle = fc.oneof(fc.integer({ min: -90, max: 90 }), fc.double({ min: -90, max: 90, noNaN: true }));

  it('turned tile boxes of any text size, angle and density are disjoint and still cover the image', () => {
    fc.assert(
      fc.property(size, size, angle, tile, density, (width, height, degrees, box, grid) => {
        const g = watermarkGrid(width, height, degrees, box, grid);
        expect(g.cells).toHaveLength(g.columns * g.rows);
        expect(g.columns).toBeLessThanOrEqual(grid.columns);
        expect(g.rows).toBeLessThanOrEqual(grid.rows);
        expect(g.cellWidth * g.columns).toBeGreaterThanOrEqual(width * Math.abs(Math.cos(g.angle)) + height * Math.abs(Math.sin(g.angle)) - 1e-6);
        const boxes = g.cells.map((c) => rotatedBox(c, box.width, box.height, g.angle));
        for (let i = 0; i < boxes.length; i += 1) {
          for (let j = i + 1; j < boxes.length; j += 1) expect(boxesIntersect(boxes[i]!, boxes[j]!)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the dashed lines never cross a text', () => {
    fc.assert(
      fc.property(size, size, angle, tile, (width, height, degrees, box) => {
        const g = watermarkGrid(width, height, degrees, box);
        const boxes = g.cells.map((c) => rotatedBox(c, box.width, box.height, g.angle));
        for (const line of g.lines) {
          for (const b of boxes) expect(boxesIntersect([line.a, line.b], b)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('山水茶舍 版权所有 at the default size gets fewer columns instead of overlapping copies', () => {
    const calls: Array<{ x: number; y: number }> = [];
    const { ctx } = recorder();
    let fontPx = 0;
    ctx.measureText = (text: string) => {
      fontPx = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1]);
      return { width: [...text].length * fontPx } as TextMetrics;
    };
    ctx.translate = (x: number, y: number) => void calls.push({ x, y });
    for (const angleDeg of [-90, -45, -30, 0, 30, 45, 90]) {
      calls.length = 0;
      const text = '山水茶舍 版权所有';
      drawWatermark(ctx, 1000, 1000, { ...DEFAULT_WATERMARK, text, angle: angleDeg });
      const t = watermarkTile([...text].length * fontPx, fontPx);
      expect(calls.length).toBeGreaterThan(1);
      expect(calls.length).toBeLessThan(42);
      const boxes = calls.map((c) => rotatedBox(c, t.width, t.height, (angleDeg * Math.PI) / 180));
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) expect(boxesIntersect(boxes[i]!, boxes[j]!)).toBe(false);
      }
    }
  });
});

describe('drawing the watermark', () => {
  it('draws 42 texts and dashed grid lines when enabled', () => {
    const { ctx, calls } = recorder();
    drawWatermark(ctx, 1000, 1000, { ...DEFAULT_WATERMARK, text: '样例', underline: true, deleteLine: true });
    expect(calls.filter((c) => c.op === 'fillText')).toHaveLength(42);
    expect(calls.filter((c) => c.op === 'fillText').every((c) => c.args[0] === '样例')).toBe(true);
    // An underline and a strike-through bar under each text.
    expect(calls.filter((c) => c.op === 'fillRect')).toHaveLength(84);
    const strokes = calls.filter((c) => c.op === 'stroke');
    expect(strokes).toHaveLength(1);
    expect(strokes[0]?.dash.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.op === 'moveTo')).toHaveLength(11);
    expect(ctx.font).not.toContain('bold');
  });

  it('is drawn only when enabled and not empty (spec section 5)', () => {
    for (const settings of [{ ...DEFAULT_WATERMARK, enabled: false }, { ...DEFAULT_WATERMARK, text: '   ' }]) {
      const { ctx, calls } = recorder();
      drawWatermark(ctx, 800, 600, settings);
      expect(calls).toHaveLength(0);
    }
  });

  it('bold, no lines and the opacity reach the context', () => {
    const { ctx, calls } = recorder();
    drawWatermark(ctx, 2000, 1000, { ...DEFAULT_WATERMARK, bold: true, dashedLines: false, opacity: 0.3, fontSize: 40 });
    expect(calls.some((c) => c.op === 'stroke')).toBe(false);
    expect(calls.filter((c) => c.op === 'fillRect')).toHaveLength(0);
    expect(calls.find((c) => c.op === 'fillText')?.alpha).toBe(0.3);
    // 40 px on a 1000 px image is 80 px on a 2000 px one.
    expect(ctx.font.startsWith('bold 80px')).toBe(true);
  });
});

describe('settings', () => {
  it('accepts the spec colour strings and refuses others', () => {
    for (const ok of ['#fff', '#ffffff', '#ffffff80', 'rgb(1, 2, 3)', 'rgba(10,20,30,0.5)']) expect(isColourString(ok)).toBe(true);
    for (const bad of ['red', '#ff', 'rgb(1,2)', 'url(x)', '#ggg']) expect(isColourString(bad)).toBe(false);
    expect(() => normalizeWatermark({ ...DEFAULT_WATERMARK, color: 'javascript:alert(1)' })).toThrow();
  });

  it('clamps numbers and cuts the text to 30 characters on one line', () => {
    const s: WatermarkSettings = normalizeWatermark({ ...DEFAULT_WATERMARK, text: `第一行\n${'字'.repeat(40)}`, fontSize: 999, opacity: 2, angle: -200 });
    expect(s.text.includes('\n')).toBe(false);
    expect([...s.text]).toHaveLength(30);
    expect(s.fontSize).toBe(120);
    expect(s.opacity).toBe(1);
    expect(s.angle).toBe(-90);
  });
});
