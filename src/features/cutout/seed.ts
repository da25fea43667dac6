// The user's mark on the object for the graph cut: a tap (a stroke that hardly moves) is a
// point; anything longer — a drag across the object, a rough circle round it — is read as the
// box around the stroke. Working-copy pixels, clamped to the photo.
import type { CutoutSeed, Point } from '../../../workers/protocol/image.ts';

/** A stroke whose points all lie within this share of the photo's longer side is a tap. */
export const TAP_SHARE = 0.03;
/** A box thinner than this share of the photo on either side is too small to hold an object: a tap at its centre. */
const MIN_BOX_SHARE = 0.05;

export function seedFromStroke(points: readonly Point[], image: { width: number; height: number }): CutoutSeed | null {
  if (points.length === 0 || image.width <= 0 || image.height <= 0) return null;
  const clampX = (x: number) => Math.min(image.width - 1, Math.max(0, x));
  const clampY = (y: number) => Math.min(image.height - 1, Math.max(0, y));
  const xs = points.map((p) => clampX(p.x));
  const ys = points.map((p) => clampY(p.y));
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const side = Math.max(image.width, image.height);
  const tap = Math.max(x1 - x0, y1 - y0) <= side * TAP_SHARE || x1 - x0 < image.width * MIN_BOX_SHARE || y1 - y0 < image.height * MIN_BOX_SHARE;
  if (tap) return { kind: 'point', x: Math.round((x0 + x1) / 2), y: Math.round((y0 + y1) / 2) };
  return { kind: 'box', rect: { x: Math.floor(x0), y: Math.floor(y0), width: Math.ceil(x1 - x0) + 1, height: Math.ceil(y1 - y0) + 1 } };
}
