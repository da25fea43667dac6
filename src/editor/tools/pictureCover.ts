// A cropped picture must always cover its frame (issue 26): wherever a drag, a pinch or the
// −/+ buttons leave it, the frame (which may be turned, and turned differently from the
// picture) shows no uncovered strip. Pure geometry, shared by the crop tool's gestures.
import { layerCentre, layerCorners, type Geometry, type Point } from '../../../workers/core/model/index.ts';

/** Where the picture sits: the fields a crop gesture changes. */
export type PicturePlace = Pick<Geometry, 'x' | 'y' | 'scale'>;

/** Largest picture scale a crop zoom goes to (the render worker would rasterise a huge box). */
export const MAX_PICTURE_SCALE = 50;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** `p` turned by `degrees` about the origin (clockwise on screen, as layers turn). */
function turn(p: Point, degrees: number): Point {
  const c = Math.cos(rad(degrees));
  const s = Math.sin(rad(degrees));
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/**
 * The smallest change of `picture` (first a larger scale about the frame's centre, only when
 * the picture is too small to cover the frame; then the shortest shift along the picture's own
 * axes) after which all four corners of the frame lie inside the picture. A rectangle holds a
 * convex shape exactly when it holds its corners, so that is the whole test.
 */
export function coverFrame(picture: Geometry, frame: Geometry): PicturePlace {
  const frameCorners = layerCorners(frame);
  const fc = layerCentre(frame);
  let centre = layerCentre(picture);
  let scale = picture.scale;
  // The frame's corners in the picture's axes, relative to the picture's centre.
  const local = (c: Point) => frameCorners.map((p) => turn({ x: p.x - c.x, y: p.y - c.y }, -picture.rotate));
  let q = local(centre);
  const span = (axis: 'x' | 'y') => Math.max(...q.map((p) => p[axis])) - Math.min(...q.map((p) => p[axis]));
  const grow = Math.max(1, span('x') / (picture.width * scale), span('y') / (picture.height * scale));
  if (grow > 1) {
    // A hair more than needed, so rounding never leaves a sub-pixel line uncovered.
    const factor = grow * (1 + 1e-9);
    scale *= factor;
    centre = { x: fc.x + (centre.x - fc.x) * factor, y: fc.y + (centre.y - fc.y) * factor };
    q = local(centre);
  }
  const hw = (picture.width * scale) / 2;
  const hh = (picture.height * scale) / 2;
  const shift = (axis: 'x' | 'y', half: number) => {
    const low = Math.max(...q.map((p) => p[axis])) - half;
    const high = Math.min(...q.map((p) => p[axis])) + half;
    return Math.min(Math.max(0, low), high);
  };
  const move = turn({ x: shift('x', hw), y: shift('y', hh) }, picture.rotate);
  const next = { x: centre.x + move.x, y: centre.y + move.y };
  return { x: next.x - picture.width / 2, y: next.y - picture.height / 2, scale };
}

/** Whether every corner of the frame lies inside the picture (within `tolerance` canvas px). */
export function covers(picture: Geometry, frame: Geometry, tolerance = 1e-6): boolean {
  const centre = layerCentre(picture);
  const hw = (picture.width * picture.scale) / 2 + tolerance;
  const hh = (picture.height * picture.scale) / 2 + tolerance;
  return layerCorners(frame).every((p) => {
    const q = turn({ x: p.x - centre.x, y: p.y - centre.y }, -picture.rotate);
    return Math.abs(q.x) <= hw && Math.abs(q.y) <= hh;
  });
}

/**
 * The picture scaled by `factor` about `pivot` and shifted by `pan` (canvas px), as a pinch
 * or a −/+ tap asks, then made to cover its frame.
 */
export function zoomPicture(picture: Geometry, frame: Geometry, factor: number, pivot: Point, pan: Point = { x: 0, y: 0 }): PicturePlace {
  const scale = Math.min(MAX_PICTURE_SCALE, picture.scale * factor);
  const applied = scale / picture.scale;
  const c = layerCentre(picture);
  const centre = { x: pivot.x + (c.x - pivot.x) * applied + pan.x, y: pivot.y + (c.y - pivot.y) * applied + pan.y };
  return coverFrame({ ...picture, x: centre.x - picture.width / 2, y: centre.y - picture.height / 2, scale }, frame);
}
