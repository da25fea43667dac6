// Text on an arc (the spec's `angle`): the widest line is bent to sweep `angle`
// degrees; every glyph is moved rigidly (rotated about its baseline centre) so the
// outlines are never distorted. Positive angles bulge upward (centre below the text).
import type { Matrix } from './pathData.ts';
import { apply, multiply, rotationAbout, translation } from './pathData.ts';
import type { LaidOutLine, PlacedGlyph } from './layout.ts';

export const MAX_ARC_DEGREES = 360;

export interface BentGlyph {
  glyph: PlacedGlyph;
  /** Applied after the glyph's straight placement. */
  rigid: Matrix;
  rotateDegrees: number;
}

export function bendLines(lines: LaidOutLine[], angleDegrees: number): BentGlyph[] {
  const all = lines.flatMap((line) => line.glyphs);
  const width = Math.max(0, ...lines.map((line) => line.x + line.width));
  const sweep = (Math.min(MAX_ARC_DEGREES, Math.abs(angleDegrees)) * Math.PI) / 180;
  const first = lines[0];
  if (!first || width <= 0 || sweep < 1e-4) {
    return all.map((glyph) => ({ glyph, rigid: [1, 0, 0, 1, 0, 0], rotateDegrees: 0 }));
  }
  const radius = width / sweep;
  const up = angleDegrees > 0;
  const referenceBaseline = first.baseline;
  const centreX = width / 2;
  const centreY = up ? referenceBaseline + radius : referenceBaseline - radius;
  return lines.flatMap((line) =>
    line.glyphs.map((glyph) => {
      const px = glyph.box.x + glyph.box.width / 2;
      const py = line.baseline;
      const phi = (px - centreX) / radius;
      const r = up ? radius + (referenceBaseline - py) : radius + (py - referenceBaseline);
      const target: [number, number] = up
        ? [centreX + r * Math.sin(phi), centreY - r * Math.cos(phi)]
        : [centreX + r * Math.sin(phi), centreY + r * Math.cos(phi)];
      const turn = up ? phi : -phi;
      const rigid = multiply(translation(target[0] - px, target[1] - py), rotationAbout(turn, px, py));
      return { glyph, rigid, rotateDegrees: (turn * 180) / Math.PI };
    }),
  );
}

/** Where a glyph's cell centre lands after bending, for dataArr. */
export function bentBox(bent: BentGlyph): PlacedGlyph['box'] {
  const { x, y, width, height, rotate } = bent.glyph.box;
  const [cx, cy] = apply(bent.rigid, x + width / 2, y + height / 2);
  return { x: cx - width / 2, y: cy - height / 2, width, height, rotate: rotate + bent.rotateDegrees };
}
