import { contentHash, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import type { RegenerateArgs } from '../../editor/intents/regenerate.ts';
import { QR_SIDE } from './document.ts';

/**
 * A QR work is one editor document: the code (made from content + style by qrDocument) is a
 * group of layers, `qr-symbol`, among the user's own layers (text, icons, shapes). A restyle
 * swaps only that group (the `layer/regenerate` intent, one undo step) and puts the new code
 * where the user left the old one: same centre, scale and turn as the `qr-code` layer now.
 */

export const QR_GROUP = 'qr-symbol';
const CODE_ID = 'qr-code';

/** Made by qrDocument (ids `qr-…`), not by the user; the background is the page's paper. */
const isGenerated = (layer: Layer, index: number) => index > 0 && (layer.group === QR_GROUP || layer.id.startsWith('qr-'));

/**
 * Works saved before the editor was mounted on the QR page hold the generated layers with no
 * group: they join the code's group, so moving the code moves its logo and frame with it.
 */
export function adoptQrLayers(doc: LogoDocument): LogoDocument {
  if (!doc.layers.some((l, i) => isGenerated(l, i) && l.group !== QR_GROUP)) return doc;
  return { ...doc, layers: doc.layers.map((l, i) => (isGenerated(l, i) && l.group !== QR_GROUP ? { ...l, group: QR_GROUP } : l)) };
}

/**
 * Where the user put the code: its centre, size against the generated 1000 px, turn and flips.
 * The editor transforms a group by transforming every member (a flip mirrors their places and
 * toggles each member's flags), so the `qr-code` layer's own fields are the group's transform.
 */
interface Placement {
  cx: number;
  cy: number;
  s: number;
  rotate: number;
  flip: boolean;
  flipY: boolean;
}

function placementOf(doc: LogoDocument): Placement {
  const code = doc.layers.find((l) => l.id === CODE_ID);
  if (!code) return { cx: QR_SIDE / 2, cy: QR_SIDE / 2, s: 1, rotate: 0, flip: false, flipY: false };
  return { cx: code.x + code.width / 2, cy: code.y + code.height / 2, s: (code.scale * code.width) / QR_SIDE, rotate: code.rotate, flip: code.flip, flipY: code.flipY };
}

/**
 * A generated layer (placed for a code at 0,0 1000 × 1000, unturned, unflipped) moved by the
 * group's transform: centre, turn, size, then the mirror in the code's own frame. A layer's own
 * turn runs the other way under one flip (a mirror reverses angles; two flips are a half turn).
 */
function place(layer: Layer, p: Placement): Layer {
  const fx = p.flip ? -1 : 1;
  const fy = p.flipY ? -1 : 1;
  const dx = (layer.x + layer.width / 2 - QR_SIDE / 2) * p.s * fx;
  const dy = (layer.y + layer.height / 2 - QR_SIDE / 2) * p.s * fy;
  const a = (p.rotate * Math.PI) / 180;
  const cx = p.cx + dx * Math.cos(a) - dy * Math.sin(a);
  const cy = p.cy + dx * Math.sin(a) + dy * Math.cos(a);
  const own = fx * fy * layer.rotate;
  return {
    ...layer,
    group: QR_GROUP,
    scale: layer.scale * p.s,
    rotate: own + p.rotate,
    flip: layer.flip !== p.flip,
    flipY: layer.flipY !== p.flipY,
    x: cx - layer.width / 2,
    y: cy - layer.height / 2,
  };
}

/** The `layer/regenerate` arguments that put a freshly generated code into the document being edited. */
export function regeneration(current: LogoDocument, fresh: LogoDocument): RegenerateArgs {
  const p = placementOf(current);
  const bg = fresh.layers[0];
  return {
    group: QR_GROUP,
    layers: fresh.layers.slice(1).map((l) => place(l, p)),
    ...(bg && bg.type === 'rect' ? { background: { fill: bg.fill } } : {}),
    size: fresh.size,
  };
}

// Layers are immutable: the code's SVG (tens of KB) is hashed once per layer object, not per edit.
const hashes = new WeakMap<Layer, string>();
function hashOf(layer: Layer): string {
  let hash = hashes.get(layer);
  if (hash === undefined) {
    hash = contentHash(layer);
    hashes.set(layer, hash);
  }
  return hash;
}

/**
 * `doc` holds `code` (placed, group set, checked by the intent: new objects, same look): its
 * generated layers take the code's hashes, so lookKey(doc) costs no hashing.
 */
export function inheritLook(doc: LogoDocument, code: LogoDocument): void {
  const made = new Map(code.layers.map((l) => [l.id, l]));
  doc.layers.forEach((layer, i) => {
    const source = made.get(layer.id);
    if (source && i > 0 && isGenerated(layer, i) && !hashes.has(layer)) hashes.set(layer, hashOf(source));
  });
}

/**
 * What the code looks like, placement aside: equal keys mean the same content and style drew it.
 * Used to skip a regeneration that would change nothing, and to bring the form back in step when
 * undo or redo in the editor puts an earlier code back.
 */
export function lookKey(doc: LogoDocument): string {
  const bg = doc.layers[0];
  const parts = doc.layers.filter(isGenerated).map((l) => `${l.id}:${hashOf(l)}`);
  return [`${doc.size.width}x${doc.size.height}`, bg && bg.type === 'rect' ? bg.fill : '', ...parts].join('|');
}

/** Visible layers the user added (text, icons, shapes): drawn with the code, so they can hide it. */
export function hasUserLayers(doc: LogoDocument): boolean {
  return doc.layers.some((l, i) => i > 0 && l.visibility && !isGenerated(l, i));
}
