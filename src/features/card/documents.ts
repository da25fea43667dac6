import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { worksRuntime } from '../works/runtime.ts';
import { fontLayout } from './fonts.ts';
import { outlineTexts } from './outline.ts';
import { loadCardWork } from './work.ts';

/**
 * Both sides of a saved card, every text line an outline (so a printer, a PDF or the render
 * worker needs no font): what the print-PDF engine asks for a work id. Null when there is no
 * such card.
 */
export async function cardDocumentsForWork(workId: string): Promise<{ front: LogoDocument; back: LogoDocument } | null> {
  const work = await loadCardWork(worksRuntime(), workId);
  if (!work) return null;
  const [front, back] = await Promise.all([outlineTexts(work.front, fontLayout), outlineTexts(work.back, fontLayout)]);
  return { front, back };
}
