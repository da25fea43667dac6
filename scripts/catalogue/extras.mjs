// The smaller catalogues: surnames (百家姓, from @faker-js/faker's zh_CN data), shapes,
// masks, arrows (shapes from @mdi/svg), backgrounds (from the palettes), and the font
// lists the spec names (pre-fonts, sign fonts) drawn from public/fonts/index.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakerZH_CN } from '@faker-js/faker';
import { iconPath } from './icons.mjs';
import { pinyinOf } from './pinyin.mjs';

/** Surnames, compound ones included, with pinyin for search and captions. */
export function buildSurnames() {
  const names = fakerZH_CN.rawDefinitions?.person?.last_name?.generic;
  if (!Array.isArray(names) || names.length < 100) throw new Error('faker zh_CN surnames not found');
  return [...new Set(names)].map((name) => ({ name, ...pinyinOf(name) }));
}

/** Editor shape presets (square layers) plus a few @mdi outlines as path shapes. */
const SQUARE_SHAPES = [
  { id: 'rectangle', name: '矩形', type: 'square', shapeType: 'rectangle', rx: 0 },
  { id: 'rounded', name: '圆角矩形', type: 'square', shapeType: 'rectangle', rx: 24 },
  { id: 'circle', name: '圆形', type: 'square', shapeType: 'circle' },
  { id: 'triangle', name: '三角形', type: 'square', shapeType: 'triangle' },
  { id: 'line', name: '直线', type: 'square', shapeType: 'line' },
];
const PATH_SHAPES = [
  ['hexagon', '六边形'], ['pentagon', '五边形'], ['octagon', '八边形'], ['rhombus', '菱形'], ['star', '五角星'],
  ['heart', '爱心'], ['cloud', '云朵'], ['shield', '盾牌'], ['hexagram', '六角星'], ['octagram', '八角星'],
  ['decagram', '十角星'], ['water', '水滴'], ['moon-waning-crescent', '月牙'], ['leaf', '叶子'], ['flower', '花朵'],
  ['ribbon', '丝带'], ['seal', '徽章'], ['star-four-points', '四角星'], ['triangle-down', '倒三角'], ['square-rounded', '圆角方块'],
];
const MASKS = [
  ['circle', '圆形'], ['square-rounded', '圆角'], ['hexagon', '六边形'], ['heart', '爱心'], ['star', '星形'],
  ['shield', '盾牌'], ['rhombus', '菱形'], ['cloud', '云朵'], ['octagon', '八边形'], ['water', '水滴'],
];
const ARROWS = [
  ['arrow-right', '右箭头'], ['arrow-left', '左箭头'], ['arrow-up', '上箭头'], ['arrow-down', '下箭头'],
  ['arrow-top-right', '右上箭头'], ['arrow-bottom-right', '右下箭头'], ['arrow-right-bold', '粗右箭头'], ['arrow-left-bold', '粗左箭头'],
  ['arrow-up-bold', '粗上箭头'], ['arrow-down-bold', '粗下箭头'], ['arrow-right-thin', '细右箭头'], ['arrow-left-thin', '细左箭头'],
  ['arrow-u-left-top', '掉头箭头'], ['arrow-u-right-top', '右掉头箭头'], ['arrow-left-right', '双向箭头'], ['arrow-up-down', '上下箭头'],
  ['arrow-expand-all', '四向箭头'], ['arrow-collapse-all', '收拢箭头'], ['arrow-decision', '分叉箭头'], ['arrow-projectile', '斜箭头'],
  ['arrow-right-circle', '圆形右箭头'], ['arrow-left-circle', '圆形左箭头'], ['arrow-up-circle', '圆形上箭头'], ['arrow-down-circle', '圆形下箭头'],
  ['chevron-right', '右尖角'], ['chevron-left', '左尖角'], ['chevron-double-right', '双右尖角'], ['chevron-double-left', '双左尖角'],
  ['arrow-right-bottom', '折线箭头'], ['arrow-top-left', '左上箭头'], ['arrow-bottom-left', '左下箭头'], ['arrow-all', '全向箭头'],
];

function mdiShapes(mdiDir, list, extra = {}) {
  return list.map(([icon, name]) => ({ id: icon, name, type: 'path', viewBox: '0 0 24 24', d: iconPath(readFileSync(join(mdiDir, 'svg', `${icon}.svg`), 'utf8')), ...extra }));
}

export function buildShapes(mdiDir) {
  return [...SQUARE_SHAPES, ...mdiShapes(mdiDir, PATH_SHAPES)];
}

export function buildMasks(mdiDir) {
  return mdiShapes(mdiDir, MASKS);
}

export function buildArrows(mdiDir) {
  return mdiShapes(mdiDir, ARROWS);
}

/**
 * Backgrounds for the canvas's rect layer: pale solids and two-colour gradients taken
 * from the palettes (gradient in the document's own format, on a 1000 × 1000 canvas;
 * the editor rescales it with the canvas).
 */
export function buildBackgrounds(palettes, luminance) {
  const solids = [];
  const gradients = [];
  for (const line of palettes) {
    const colours = line.split(',');
    const pale = colours.filter((c) => luminance(c) > 0.75);
    if (pale.length > 0 && solids.length < 40 && !solids.some((s) => s.fill === pale[0])) solids.push({ id: `solid-${solids.length + 1}`, name: '纯色', fill: pale[0], gradient: null });
    if (pale.length >= 2 && gradients.length < 40) {
      gradients.push({
        id: `gradient-${gradients.length + 1}`, name: '渐变', fill: pale[0],
        gradient: { x1: 0, y1: 0, x2: 1000, y2: 1000, colorStops: [{ offset: 0, color: pale[0] }, { offset: 1, color: pale[1] }] },
      });
    }
  }
  return [{ id: 'white', name: '白色', fill: '#ffffff', gradient: null }, ...solids, ...gradients];
}

/** Brush and hand-written faces: the signature designer's fonts (spec: sign fonts). */
export const SIGN_FONT_IDS = ['ma-shan-zheng', 'zhi-mang-xing', 'liu-jian-mao-cao', 'long-cang', 'lxgw-wenkai'];

/** The font entries as the spec lists them (name, url, thumb), relative to the site root. */
export function fontLists(fontsIndexPath, excluded) {
  const fonts = JSON.parse(readFileSync(fontsIndexPath, 'utf8'));
  const entry = (f) => ({ id: f.id, name: f.name, url: `fonts/${f.url}`, thumb: `fonts/${f.thumb}` });
  return {
    ids: fonts.map((f) => f.id),
    prefonts: fonts.filter((f) => !excluded.has(f.id)).map(entry),
    signfonts: fonts.filter((f) => SIGN_FONT_IDS.includes(f.id)).map(entry),
  };
}
