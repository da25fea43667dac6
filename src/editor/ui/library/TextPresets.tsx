import type { CSSProperties } from 'react';
import { useStore } from 'react-redux';
import { createLayer, newId, type CanvasSize, type Layer } from '../../../../workers/core/model/index.ts';
import type { EditorRootState } from '../../store/index.ts';
import { useRunIntent } from '../hooks.ts';
import { placeNewLayer } from './placement.ts';
import { visibleCentre } from './viewCentre.ts';

// Text presets of the Add panel (issue 26): a title, a subtitle and a slogan set in paired
// fonts, added together as one group the user then edits line by line. The pairings follow
// the logo generator's (workers/core/logo/generate/fonts.ts TYPE_PAIRINGS): a brush or
// display title over a plain serif or sans, a plain title over the other plain face.

interface PresetLine {
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

const INK = '#1f2329';
const GREY = '#4e5969';

export const TEXT_PRESETS: readonly TextPreset[] = [
  { id: 'classic', name: '经典宋黑', lines: [
    { role: 'title', text: '品牌名称', font: 'noto-serif-sc', size: 0.12, bold: true, fill: INK },
    { role: 'subtitle', text: 'BRAND NAME', font: 'noto-sans-sc', size: 0.04, spacing: 0.3, fill: GREY },
    { role: 'slogan', text: '— 品质生活 从心开始 —', font: 'noto-sans-sc', size: 0.036, fill: GREY },
  ] },
  { id: 'brush', name: '书法雅韵', lines: [
    { role: 'title', text: '山水茶舍', font: 'ma-shan-zheng', size: 0.14, fill: INK },
    { role: 'subtitle', text: 'SHAN SHUI TEA', font: 'noto-serif-sc', size: 0.036, spacing: 0.25, fill: '#8c6d46' },
    { role: 'slogan', text: '一盏清茶 半日闲', font: 'noto-serif-sc', size: 0.038, fill: GREY },
  ] },
  { id: 'dragon', name: '龙藏古韵', lines: [
    { role: 'title', text: '龙门客栈', font: 'long-cang', size: 0.14, fill: '#7a1f1f' },
    { role: 'subtitle', text: '始于一九八八', font: 'lxgw-wenkai', size: 0.042, spacing: 0.2, fill: GREY },
    { role: 'slogan', text: '老味道 新故事', font: 'lxgw-wenkai', size: 0.038, fill: GREY },
  ] },
  { id: 'wenkai', name: '文艺手写', lines: [
    { role: 'title', text: '拾光书店', font: 'lxgw-wenkai', size: 0.12, fill: INK },
    { role: 'subtitle', text: 'TIME BOOKSTORE', font: 'noto-sans-sc', size: 0.034, spacing: 0.25, fill: GREY },
    { role: 'slogan', text: '在书页间遇见自己', font: 'noto-sans-sc', size: 0.036, fill: GREY },
  ] },
  { id: 'playful', name: '活力圆趣', lines: [
    { role: 'title', text: '快乐童年', font: 'zcool-kuaile', size: 0.12, fill: '#e8590c' },
    { role: 'subtitle', text: 'HAPPY KIDS', font: 'noto-sans-sc', size: 0.036, bold: true, spacing: 0.2, fill: '#1971c2' },
    { role: 'slogan', text: '陪伴每一次成长', font: 'noto-sans-sc', size: 0.036, fill: GREY },
  ] },
  { id: 'bold', name: '黄油潮流', lines: [
    { role: 'title', text: '潮玩社', font: 'zcool-qingke-huangyou', size: 0.13, fill: INK },
    { role: 'subtitle', text: 'TREND CLUB', font: 'bebas-neue', size: 0.05, spacing: 0.2, fill: '#5f3dc4' },
    { role: 'slogan', text: '玩出你的态度', font: 'noto-sans-sc', size: 0.036, fill: GREY },
  ] },
  { id: 'fresh', name: '小薇清新', lines: [
    { role: 'title', text: '花间小筑', font: 'zcool-xiaowei', size: 0.12, fill: '#2b8a3e' },
    { role: 'subtitle', text: 'HUA JIAN', font: 'noto-serif-sc', size: 0.036, spacing: 0.3, fill: GREY },
    { role: 'slogan', text: '与花为邻 与美同行', font: 'noto-serif-sc', size: 0.036, fill: GREY },
  ] },
  { id: 'latin', name: '西文衬线', lines: [
    { role: 'title', text: 'Maison', font: 'playfair-display', size: 0.13, fill: INK },
    { role: 'subtitle', text: '梅森家居', font: 'noto-serif-sc', size: 0.045, spacing: 0.3, fill: GREY },
    { role: 'slogan', text: 'HOME · LIVING · DESIGN', font: 'noto-sans-sc', size: 0.03, spacing: 0.15, fill: GREY },
  ] },
];

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

const thumbOf = (font: string) => `${import.meta.env.BASE_URL}fonts/${font}/thumb.svg`;

const cardStyle: CSSProperties = {
  display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4, width: '100%', minWidth: 0, minHeight: 64, padding: '8px 10px',
  border: '1px solid var(--color-border)', borderRadius: 10, background: 'var(--color-surface)', color: 'var(--color-text)', cursor: 'pointer', textAlign: 'left',
};
const lineStyle: CSSProperties = { fontSize: 12, color: 'var(--color-text-muted)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' };

/**
 * One card per preset (the title font's own specimen, the name of the pairing and its three
 * lines); a tap adds the three texts as one group where the user is looking, selected.
 */
export function TextPresets({ canvas, onAdded }: { canvas: CanvasSize; onAdded(layer: Layer): void }) {
  const run = useRunIntent();
  const store = useStore<EditorRootState>();
  const addPreset = (preset: TextPreset) => {
    const doc = store.getState().editor.document;
    const wanted = visibleCentre() ?? { x: canvas.width / 2, y: canvas.height / 2 };
    const draft = presetLayers(preset, canvas, wanted);
    // The block as a whole goes where nothing else sits (placement.ts), the lines keep their stack.
    const left = Math.min(...draft.map((l) => l.x));
    const top = Math.min(...draft.map((l) => l.y));
    const block = { x: left, y: top, width: Math.max(...draft.map((l) => l.x + l.width)) - left, height: Math.max(...draft.map((l) => l.y + l.height)) - top };
    const placed = placeNewLayer(block, doc, wanted);
    const layers = draft.map((l) => ({ ...l, x: l.x + placed.x - block.x, y: l.y + placed.y - block.y }));
    const added = layers.filter((layer) => run('layer/add', { layer }).ok);
    const first = added[0];
    if (!first) return;
    run('selection/select', { id: first.id });
    onAdded(first);
  };
  return (
    <div className="lib" data-testid="library-text-presets" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      {TEXT_PRESETS.map((preset) => {
        const title = preset.lines[0];
        return (
          <button key={preset.id} type="button" style={cardStyle} data-testid={`editor-add-text-preset-${preset.id}`} onClick={() => addPreset(preset)}>
            {title ? <img src={thumbOf(title.font)} alt="" height={22} style={{ width: '100%', height: 22, objectFit: 'contain', objectPosition: 'left' }} loading="lazy" /> : null}
            <strong style={{ fontSize: 14 }}>{preset.name}</strong>
            <span style={lineStyle}>{preset.lines.map((l) => l.text).join(' / ')}</span>
          </button>
        );
      })}
    </div>
  );
}
