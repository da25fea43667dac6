import { createLayer, SCHEMA_VERSION, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import type { SignLayout } from './styles.ts';

/**
 * A signature style as a small document (the editor's model): a transparent background, the
 * name as outlines from the font worker, and for some layouts a pen stroke (underline
 * flourish, strokes joining the characters). Pure; the editor opens it like any logo.
 */

export const SIGN_CANVAS = { width: 1200, height: 600 } as const;

/** A text outline in the text layer's own fields (outlineArgs of the editor's outline planner). */
export interface SignOutline {
  text: string;
  fontName: string;
  fontSize: number;
  italic: boolean;
  letterSpacing: number;
  lineSpace: number;
  pathArr: string[];
  dataArr: { d: string; x: number; y: number; width: number; height: number }[];
  width: number;
  height: number;
  boldStroke: number;
}

const ROTATION: Partial<Record<SignLayout, number>> = { slant: -8, signed: -6 };

const r = (v: number) => Math.round(v * 10) / 10;

export function signatureDocument(outline: SignOutline, layout: SignLayout, ink = '#111111'): LogoDocument {
  const { width: W, height: H } = SIGN_CANVAS;
  const underlined = layout === 'flourish' || layout === 'signed';
  // Room for the flourish below the name.
  const fit = Math.min((W * 0.82) / Math.max(outline.width, 1), (H * (underlined ? 0.58 : 0.7)) / Math.max(outline.height, 1));
  const cx = W / 2;
  const cy = underlined ? H * 0.44 : H / 2;
  const layers: Layer[] = [createLayer('rect', { id: 'sign-bg', width: W, height: H, fill: 'transparent' })];
  layers.push(
    createLayer('text', {
      id: 'sign-name',
      text: outline.text,
      fontName: outline.fontName,
      fontSize: outline.fontSize,
      italic: outline.italic,
      letterSpacing: outline.letterSpacing,
      lineSpace: outline.lineSpace,
      align: 'center',
      fill: ink,
      pathArr: outline.pathArr,
      dataArr: outline.dataArr,
      width: outline.width,
      height: outline.height,
      boldStroke: outline.boldStroke,
      x: cx - outline.width / 2,
      y: cy - outline.height / 2,
      scale: fit,
      rotate: ROTATION[layout] ?? 0,
      complete: true,
    }),
  );
  const pen = Math.max(4, outline.fontSize * fit * 0.045);
  if (underlined) {
    const left = cx - (outline.width * fit) / 2;
    const right = cx + (outline.width * fit) / 2;
    const base = cy + (outline.height * fit) / 2;
    const d = `M${r(left - 20)} ${r(base + 10)}C${r(left + (right - left) * 0.35)} ${r(base + 70)} ${r(left + (right - left) * 0.7)} ${r(base + 30)} ${r(right + 40)} ${r(base - 40)}`;
    layers.push(createLayer('path', { id: 'sign-flourish', x: 0, y: 0, width: W, height: H, text: d, stroke: ink, lineWidth: pen, fill: '' }));
  }
  if (layout === 'connected') {
    // Join each glyph's lower right to the next one's upper left, as a hand does without lifting.
    const toDoc = (x: number, y: number) => [cx + (x - outline.width / 2) * fit, cy + (y - outline.height / 2) * fit] as const;
    const glyphs = outline.dataArr.filter((g) => g.d !== '' && g.width > 0);
    let d = '';
    for (let i = 0; i + 1 < glyphs.length; i += 1) {
      const a = glyphs[i]!;
      const b = glyphs[i + 1]!;
      if (Math.abs(b.y - a.y) > a.height * 0.5) continue; // another line
      const [x1, y1] = toDoc(a.x + a.width * 0.85, a.y + a.height * 0.72);
      const [x2, y2] = toDoc(b.x + b.width * 0.15, b.y + b.height * 0.35);
      d += `M${r(x1)} ${r(y1)}C${r(x1 + (x2 - x1) * 0.6)} ${r(y1 + 30)} ${r(x2 - (x2 - x1) * 0.6)} ${r(y2 - 30)} ${r(x2)} ${r(y2)}`;
    }
    if (d) layers.push(createLayer('path', { id: 'sign-links', x: 0, y: 0, width: W, height: H, text: d, stroke: ink, lineWidth: pen * 0.6, fill: '' }));
  }
  return { schemaVersion: SCHEMA_VERSION, size: { ...SIGN_CANVAS }, layers };
}

/** The pad's strokes (perfect-freehand outlines, canvas px) as a document: one filled path each. */
export function padDocument(strokes: readonly { d: string; colour: string }[], size: { width: number; height: number }): LogoDocument {
  const layers: Layer[] = [createLayer('rect', { id: 'sign-bg', width: size.width, height: size.height, fill: 'transparent' })];
  strokes.forEach((s, i) => layers.push(createLayer('path', { id: `stroke-${i + 1}`, x: 0, y: 0, width: size.width, height: size.height, text: s.d, fill: s.colour, stroke: '', lineWidth: 0 })));
  return { schemaVersion: SCHEMA_VERSION, size: { ...size }, layers };
}
