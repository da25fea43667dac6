import { createLayer, newId, type CanvasSize, type Layer, type LogoDocument } from '../../../../workers/core/model/index.ts';
import type { BatchStep } from '../../intents/index.ts';
import { placeNewLayer, type Point } from './placement.ts';
import presetData from './textPresets.json';

// Text presets of the Add panel (issue 26): a title, a subtitle and a slogan set in paired
// fonts, added together as one group the user then edits line by line. The pairings follow
// the logo generator's (workers/core/logo/generate/fonts.ts TYPE_PAIRINGS): a brush or
// display title over a plain serif or sans, a plain title over the other plain face.

export interface PresetLine {
  role: 'title' | 'subtitle' | 'slogan';
  text: string;
  font: string;
  /** Font size as a share of the canvas's shorter side. */
  size: number;
  bold?: boolean;
  /** Letter spacing in em. */
  spacing?: number;
  fill: string;
}

export interface TextPreset {
  id: string;
  /** What the card says (Chinese, shown to the user). */
  name: string;
  lines: readonly PresetLine[];
}

// The sets themselves are data (textPresets.json): eight cards of the same shape read better as a table.
export const TEXT_PRESETS = presetData as readonly TextPreset[];

/** Line gap as a share of the larger of two neighbouring lines' sizes. */
const LINE_GAP = 0.45;
const LATIN = /^[\u0020-\u024f]$/u;

/** A first guess of a line's width (the font worker measures it; the outline then re-centres the box). */
function guessWidth(line: PresetLine, fontSize: number): number {
  const ems = Array.from(line.text).reduce((sum, char) => sum + (LATIN.test(char) ? 0.62 : 1), 0);
  return fontSize * (ems + (line.spacing ?? 0) * Array.from(line.text).length);
}

/** The preset's layers, stacked and centred on `centre`, sharing one group id. */
export function presetLayers(preset: TextPreset, canvas: CanvasSize, centre: { x: number; y: number }): Layer[] {
  const unit = Math.min(canvas.width, canvas.height);
  const sized = preset.lines.map((line) => {
    const fontSize = Math.max(8, Math.round(unit * line.size));
    return { line, fontSize, width: Math.min(canvas.width, guessWidth(line, fontSize)), height: fontSize * 1.2 };
  });
  const gaps = sized.slice(1).map((s, i) => Math.max(s.fontSize, sized[i]?.fontSize ?? 0) * LINE_GAP * 0.5);
  const total = sized.reduce((sum, s) => sum + s.height, 0) + gaps.reduce((sum, g) => sum + g, 0);
  const group = newId('g');
  let y = centre.y - total / 2;
  return sized.map((s, i) => {
    const layer = createLayer('text', {
      x: Math.round(centre.x - s.width / 2), y: Math.round(y), width: Math.round(s.width), height: Math.round(s.height),
      text: s.line.text, fontName: s.line.font, fontSize: s.fontSize, bold: s.line.bold ?? false, letterSpacing: Math.round((s.line.spacing ?? 0) * s.fontSize),
      fill: s.line.fill, align: 'center', template: s.line.role === 'title' ? 'title' : s.line.role === 'slogan' ? 'slogan' : '', group, complete: false,
    });
    y += s.height + (gaps[i] ?? 0);
    return layer;
  });
}

/**
 * Each group's box as one more item (the first member's fields with the group's box), so a
 * block is stepped off another block centred there, not only off single layers.
 */
function withGroupBoxes(doc: Pick<LogoDocument, 'layers' | 'size'>): Pick<LogoDocument, 'layers' | 'size'> {
  const boxes = new Map<string, Layer>();
  for (const layer of doc.layers.slice(1)) {
    if (layer.group === null || !layer.visibility) continue;
    const box = boxes.get(layer.group);
    if (!box) {
      boxes.set(layer.group, { ...layer });
      continue;
    }
    const right = Math.max(box.x + box.width, layer.x + layer.width);
    const bottom = Math.max(box.y + box.height, layer.y + layer.height);
    box.x = Math.min(box.x, layer.x);
    box.y = Math.min(box.y, layer.y);
    box.width = right - box.x;
    box.height = bottom - box.y;
  }
  return { size: doc.size, layers: [...doc.layers, ...boxes.values()] };
}

/**
 * The preset's layers where the user is looking: the block as a whole goes where nothing else
 * sits (placement.ts, groups counting as items), the lines keep their stack.
 */
export function placedPresetLayers(preset: TextPreset, doc: Pick<LogoDocument, 'layers' | 'size'>, wanted: Point): Layer[] {
  const draft = presetLayers(preset, doc.size, wanted);
  const left = Math.min(...draft.map((l) => l.x));
  const top = Math.min(...draft.map((l) => l.y));
  const block = { x: left, y: top, width: Math.max(...draft.map((l) => l.x + l.width)) - left, height: Math.max(...draft.map((l) => l.y + l.height)) - top };
  const placed = placeNewLayer(block, withGroupBoxes(doc), wanted);
  return draft.map((l) => ({ ...l, x: l.x + placed.x - block.x, y: l.y + placed.y - block.y }));
}

/** One undo step (intent `edit/batch`): every line added, then the group selected with the title as the last click. */
export function presetSteps(layers: readonly Layer[]): BatchStep[] {
  const first = layers[0];
  return [...layers.map((layer): BatchStep => ({ name: 'layer/add', args: { layer } })), ...(first ? [{ name: 'selection/select', args: { id: first.id } } as const] : [])];
}
