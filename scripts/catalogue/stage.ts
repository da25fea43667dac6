// The TypeScript half of the catalogue build (build-catalogue.mjs loads it through tsx):
// logo and card templates made with the app's own generator and the font worker's
// layout, their SVG thumbnails and the list files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFontService } from '../../workers/font/service.ts';
import { fontMeasure, LAYOUT_VARIANTS, type LogoIcon } from '../../workers/core/logo/generate/index.ts';
import { documentToSvg } from '../../workers/core/logo/render/svg.ts';
import { buildCardTemplates } from './card-templates.ts';
import { buildLogoTemplates, templateDocument } from './templates-stage.ts';

/** Spec 9: page size 20 for logos and cards. */
export const LIST_PAGE_SIZE = 20;

export interface StageOptions {
  fontsDir: string;
  icons: LogoIcon[];
  palettes: string[];
  fonts: string[];
  surnames: string[];
  /** Writes a file below public/catalogue/ (path relative to it). */
  write: (path: string, text: string) => void;
}

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

function pages<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function runTemplateStage(options: StageOptions): Promise<{ templates: number; cards: number }> {
  const fonts = createFontService({
    fetchBytes: async (path) => {
      const data = await readFile(join(options.fontsDir, path));
      return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    },
  });
  const measure = fontMeasure((request) => fonts.layoutText(request));
  const templates = await buildLogoTemplates({ ...options, measure });
  for (const { meta, doc } of templates) {
    options.write(`templates/${meta.id}.json`, json(templateDocument(doc)));
    options.write(`templates/${meta.id}.svg`, `${documentToSvg(doc, { textPrecision: 0 })}\n`);
  }
  const metas = templates.map((t) => t.meta);
  options.write('templates/index.json', json(metas));
  // Spec catalogue "logos (name, url with page placeholder)": newest first, 20 a page.
  const newest = [...metas].sort((a, b) => b.sort - a.sort);
  const logoPages = pages(newest, LIST_PAGE_SIZE);
  for (const [i, page] of logoPages.entries()) options.write(`templates/page-${i + 1}.json`, json(page));
  options.write('logos.json', json({ name: '标志模板', url: 'catalogue/templates/page-{page}.json', page_num: logoPages.length, pageSize: LIST_PAGE_SIZE }));
  // "Fine templates": the first of each industry; "AI templates": the generator's layout variants.
  const fine = metas.filter((m) => m.kind === 'pattern' && m.id.endsWith('00')).map((m) => m.id);
  options.write('fine.json', json(fine));
  options.write('aitemplates.json', json(LAYOUT_VARIANTS));

  const cards = await buildCardTemplates({ icons: options.icons, palettes: options.palettes, measure });
  for (const { meta, doc } of cards) {
    options.write(`cards/${meta.id}.json`, json(templateDocument(doc)));
    options.write(`cards/${meta.id}.svg`, `${documentToSvg(doc, { textPrecision: 0 })}\n`);
  }
  options.write('cards/index.json', json(cards.map((c) => c.meta)));
  return { templates: templates.length, cards: cards.length };
}
