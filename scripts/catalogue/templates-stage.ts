// Build stage (run through tsx by build-catalogue.mjs): the logo templates, made by the
// app's own generator with fixed seeds and the real fonts (the font worker's logic in
// Node), each with an SVG thumbnail of its outlines.
import { pinyin } from 'pinyin-pro';
import type { LogoDocument } from '../../workers/core/model/index.ts';
import { generateLogo, LAYOUT_VARIANTS, type LayoutKind, type LogoIcon, type MeasureText } from '../../workers/core/logo/generate/index.ts';
import { generateMonogram, MONOGRAM_STYLES } from '../../workers/core/logo/monogram/monogram.ts';
import type { CardMeta, TemplateMeta } from './catalogue-types.ts';
import { INDUSTRIES, LETTER_CATEGORY, PREFIXES, SURNAME_CATEGORY } from './template-words.mjs';

export const TEMPLATES_PER_INDUSTRY = 10;
const KINDS: LayoutKind[] = ['top-bottom', 'left-right', 'all-centered'];
/** Common surnames first (the catalogue itself lists them in code-point order). */
const SAMPLE_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '林', '欧阳', '司马', '上官'];
const BASE_DATE = Date.UTC(2024, 0, 1);
/** Sub-categories of 姓氏LOGO (90) and 字母LOGO (91) by style (server/db/migrations/0300_logo_templates.sql). */
const SURNAME_SUBS = { seal: 9001, circle: 9002, square: 9003, calligraphy: 9004 } as const;
const LETTER_SUBS = { circle: 9101, square: 9102, seal: 9103, calligraphy: 9104 } as const;
const DAY = 86_400_000;

export interface StageInput {
  icons: LogoIcon[];
  palettes: string[];
  fonts: string[];
  surnames: string[];
  measure: MeasureText;
}

export interface BuiltTemplate {
  meta: TemplateMeta;
  doc: LogoDocument;
}

function keys(words: string[]): string {
  const out = new Set<string>();
  for (const word of words.filter(Boolean)) {
    out.add(word.toLowerCase());
    const syllables = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean);
    if (syllables.length === 0) continue;
    out.add(syllables.join(''));
    out.add(syllables.map((s) => s[0]).join(''));
  }
  return [...out].join(' ');
}

/** Pinyin initials in capitals: 星光 → XG. */
export function initials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toUpperCase().replace(/[^A-Z]/g, '');
}

function meta(fields: Omit<TemplateMeta, 'create_at' | 'thumb' | 'url'>): TemplateMeta {
  return { ...fields, create_at: new Date(BASE_DATE + fields.sort * DAY).toISOString(), thumb: `catalogue/templates/${fields.id}.svg`, url: `catalogue/templates/${fields.id}.json` };
}

export async function buildLogoTemplates(input: StageInput): Promise<BuiltTemplate[]> {
  const built: BuiltTemplate[] = [];
  let sort = 0;
  for (const [industryId, industry, slogans, subs] of INDUSTRIES) {
    const pool = input.icons.filter((icon) => icon.categories?.includes(industry));
    for (let i = 0; i < TEMPLATES_PER_INDUSTRY; i += 1) {
      const [subId, subName, nouns] = subs[i % subs.length] ?? subs[0] ?? [0, '', ['']];
      const noun = nouns[Math.floor(i / subs.length) % nouns.length] ?? '';
      const title = `${PREFIXES[(industryId * 7 + i * 11) % PREFIXES.length] ?? ''}${noun}`;
      const slogan = i % 5 === 4 ? '' : (slogans[i % slogans.length] ?? '');
      const kind = KINDS[i % KINDS.length] ?? 'top-bottom';
      const variants = LAYOUT_VARIANTS.filter((v) => v.kind === kind);
      const { doc } = await generateLogo({ title, slogan, seed: industryId * 1000 + i, icons: pool, variants }, input, input.measure);
      const id = `L${String(industryId).padStart(2, '0')}${String(i).padStart(2, '0')}`;
      sort += 1;
      built.push({ doc, meta: meta({ id, name: title, title, slogan, category: industryId, sub: subId, kind: 'pattern', layout: kind, jp: keys([title, noun, industry, subName]), sort }) });
    }
  }
  for (const [i, surname] of SAMPLE_SURNAMES.filter((s) => input.surnames.includes(s)).entries()) {
    const style = MONOGRAM_STYLES[i % MONOGRAM_STYLES.length] ?? 'seal';
    const caption = pinyin(surname, { toneType: 'none', type: 'array' }).join('').toUpperCase();
    const doc = await generateMonogram({ mark: surname, caption, style, seed: 9000 + i }, input, input.measure);
    sort += 1;
    const id = `S${String(i).padStart(3, '0')}`;
    built.push({ doc, meta: meta({ id, name: `${surname}姓`, title: surname, slogan: caption, category: SURNAME_CATEGORY.id, sub: SURNAME_SUBS[style], kind: 'surname', layout: 'monogram', jp: keys([surname, `${surname}姓`, '姓氏']), sort }) });
  }
  const patterns = built.filter((t) => t.meta.kind === 'pattern');
  for (let i = 0; i < 20; i += 1) {
    const source = patterns[(i * 7) % patterns.length];
    if (!source) break;
    const letters = initials(source.meta.title).slice(0, 2) || 'A';
    const style = (['circle', 'square', 'seal', 'calligraphy'] as const)[i % 4] ?? 'circle';
    const doc = await generateMonogram({ mark: letters, caption: source.meta.title, style, seed: 9500 + i, slots: { mark: '', caption: 'title' } }, input, input.measure);
    sort += 1;
    const id = `A${String(i).padStart(3, '0')}`;
    built.push({ doc, meta: meta({ id, name: `${letters} ${source.meta.title}`, title: source.meta.title, slogan: '', category: LETTER_CATEGORY.id, sub: LETTER_SUBS[style], kind: 'letter', layout: 'monogram', jp: keys([letters, source.meta.title, '字母']), sort }) });
  }
  return built;
}

/** The template file: the document without outlines (the app lays the user's words out anew). */
export function templateDocument(doc: LogoDocument): LogoDocument {
  return { ...doc, layers: doc.layers.map((l) => (l.type === 'text' ? { ...l, pathArr: [], dataArr: [], complete: false } : l)) };
}

export type { CardMeta };
