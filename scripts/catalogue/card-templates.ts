// Build stage: business card templates (content-service "cards" records), 4 per card
// category of server/db/migrations/0002_seed_content.sql, drawn with the real fonts.
// Text elements carry template slots (name, position, company, phone, address) for the
// card editor to fill in.
import { fakerZH_CN } from '@faker-js/faker';
import { createLayer, SCHEMA_VERSION, type Layer, type LogoDocument } from '../../workers/core/model/index.ts';
import { iconSvg, legibleColour, luminance, parsePalette, type LogoIcon, type MeasureText } from '../../workers/core/logo/generate/index.ts';
import type { CardMeta } from './catalogue-types.ts';

/** card_category ids → [name, sub ids, icon category, positions]. */
const CARD_CATEGORIES: Array<[number, string, number[], string, string[]]> = [
  [1, '商务', [101, 102, 103, 104], '金融', ['总经理', '销售经理', '高级顾问', '外贸专员']],
  [2, '简约', [201, 202, 203], '通用', ['设计师', '产品经理', '项目主管']],
  [3, '创意', [301, 302, 303], '文创', ['插画师', '创意总监', '视觉设计']],
  [4, '中国风', [401, 402, 403], '文创', ['主理人', '茶艺师', '书法老师']],
  [5, '科技', [501, 502, 503], '科技', ['技术总监', '架构师', '工程师']],
  [6, '高端', [601, 602, 603], '金融', ['董事长', '合伙人', '总裁']],
  [7, '清新', [701, 702, 703], '农业', ['店长', '花艺师', '主理人']],
  [8, '卡通', [801, 802, 803], '母婴', ['园长', '老师', '店长']],
  [9, '餐饮', [901, 902, 903], '餐饮', ['主厨', '店长', '餐饮顾问']],
  [10, '教育', [1001, 1002, 1003], '教育', ['校长', '讲师', '留学顾问']],
  [11, '医疗', [1101, 1102, 1103], '医疗', ['主任医师', '口腔医生', '药师']],
  [12, '美容美发', [1201, 1202, 1203], '美妆', ['美容顾问', '首席发型师', '美甲师']],
  [13, '房产', [1301, 1302, 1303], '房产', ['置业顾问', '设计总监', '物业经理']],
  [14, '金融', [1401, 1402, 1403], '金融', ['客户经理', '保险顾问', '理财师']],
  [15, '摄影', [1501, 1502, 1503], '文创', ['摄影师', '婚纱顾问', '影楼店长']],
];
export const CARDS_PER_CATEGORY = 4;
const WIDTH = 1000;
const HEIGHT = 600;
const BASE_DATE = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

export interface CardStageInput {
  icons: LogoIcon[];
  palettes: string[];
  measure: MeasureText;
}

interface Line {
  slot: string;
  text: string;
  fontSize: number;
  fontName: string;
}

async function textLayers(lines: Line[], left: number, top: number, maxWidth: number, colours: string[], background: string, measure: MeasureText): Promise<Layer[]> {
  const layers: Layer[] = [];
  let y = top;
  for (const [i, line] of lines.entries()) {
    let fontSize = line.fontSize;
    let measured = await measure({ text: line.text, fontName: line.fontName, fontSize, letterSpacing: 0 });
    if (measured.width > maxWidth) {
      fontSize = Math.floor(fontSize * (maxWidth / measured.width) * 99) / 100;
      measured = await measure({ text: line.text, fontName: line.fontName, fontSize, letterSpacing: 0 });
    }
    const fill = legibleColour(colours[i === 0 ? 0 : 1] ?? '#1a1a1a', background, colours, 4.5);
    layers.push(
      createLayer('text', {
        id: line.slot, x: left, y, width: measured.width, height: measured.height, text: line.text, fontName: line.fontName, fontSize,
        template: line.slot, align: 'left', fill, pathArr: measured.pathArr, dataArr: measured.dataArr, complete: measured.pathArr.length > 0,
      }),
    );
    y += measured.height + (i === 1 ? 40 : 12);
  }
  return layers;
}

export async function buildCardTemplates(input: CardStageInput): Promise<Array<{ meta: CardMeta; doc: LogoDocument }>> {
  const built: Array<{ meta: CardMeta; doc: LogoDocument }> = [];
  const palettes = input.palettes.map(parsePalette).filter((p) => p.some((c) => luminance(c) < 0.2));
  let sort = 0;
  for (const [categoryId, categoryName, subs, iconCategory, positions] of CARD_CATEGORIES) {
    const icons = input.icons.filter((icon) => icon.categories?.includes(iconCategory));
    for (let i = 0; i < CARDS_PER_CATEGORY; i += 1) {
      fakerZH_CN.seed(categoryId * 100 + i);
      const palette = palettes[(categoryId * 13 + i * 29) % palettes.length] ?? ['#1a1a1a', '#666666'];
      const dark = [...palette].sort((a, b) => luminance(a) - luminance(b));
      const band = dark[0] ?? '#1a1a1a';
      const icon = icons[(categoryId * 17 + i * 5) % Math.max(1, icons.length)];
      const company = `${fakerZH_CN.location.city().replace(/市$/, '')}${categoryName}有限公司`;
      const lines: Line[] = [
        { slot: 'name', text: fakerZH_CN.person.fullName(), fontSize: 64, fontName: 'noto-serif-sc' },
        { slot: 'position', text: positions[i % positions.length] ?? '经理', fontSize: 32, fontName: 'noto-sans-sc' },
        { slot: 'company', text: company, fontSize: 34, fontName: 'noto-sans-sc' },
        { slot: 'phone', text: `电话：${fakerZH_CN.phone.number({ style: 'national' })}`, fontSize: 28, fontName: 'noto-sans-sc' },
        { slot: 'address', text: `地址：${fakerZH_CN.location.city()}${fakerZH_CN.location.streetAddress()}`, fontSize: 26, fontName: 'noto-sans-sc' },
      ];
      const bandWidth = i % 2 === 0 ? 320 : 0;
      const layers: Layer[] = [createLayer('rect', { id: 'bg', width: WIDTH, height: HEIGHT, fill: '#ffffff' })];
      const iconSize = 180;
      if (bandWidth > 0) {
        layers.push(createLayer('square', { id: 'band', shapeType: 'rectangle', x: 0, y: 0, width: bandWidth, height: HEIGHT, endx: bandWidth, endy: HEIGHT, fill: band, stroke: '' }));
        if (icon) layers.push(createLayer('icon', { id: 'icon', x: (bandWidth - iconSize) / 2, y: (HEIGHT - iconSize) / 2, width: iconSize, height: iconSize, data: iconSvg(icon.d), fill: legibleColour('#ffffff', band, palette, 3) }));
      } else {
        layers.push(createLayer('square', { id: 'band', shapeType: 'rectangle', x: 0, y: HEIGHT - 24, width: WIDTH, height: 24, endx: WIDTH, endy: 24, fill: band, stroke: '' }));
        if (icon) layers.push(createLayer('icon', { id: 'icon', x: WIDTH - 60 - 140, y: 60, width: 140, height: 140, data: iconSvg(icon.d), fill: legibleColour(dark[1] ?? band, '#ffffff', palette, 3) }));
      }
      const left = bandWidth > 0 ? bandWidth + 60 : 70;
      const maxWidth = bandWidth > 0 ? WIDTH - left - 50 : WIDTH - left - 230;
      layers.push(...(await textLayers(lines, left, 80, maxWidth, [band, dark[1] ?? band, ...palette], '#ffffff', input.measure)));
      sort += 1;
      const id = `C${String(categoryId).padStart(2, '0')}${String(i).padStart(2, '0')}`;
      built.push({
        doc: { schemaVersion: SCHEMA_VERSION, size: { width: WIDTH, height: HEIGHT }, layers },
        meta: {
          id, name: `${categoryName}名片 ${i + 1}`, category: categoryId, sub: subs[i % subs.length] ?? 0, sort,
          create_at: new Date(BASE_DATE + sort * DAY).toISOString(), thumb: `catalogue/cards/${id}.svg`, url: `catalogue/cards/${id}.json`,
        },
      });
    }
  }
  return built;
}
