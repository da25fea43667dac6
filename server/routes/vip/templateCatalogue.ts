import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/types.ts';
import { catalogueDir } from '../catalogue/seed.ts';
import { anchorsOf, printOf, recognisableVipPrints, vipTemplateOfText, type TemplatePrint } from './templatePrints.ts';

/*
 * The VIP templates' prints, read once per process from the template files the server ships
 * (the catalogue, CATALOGUE_DIR), for the templates the database lists. A missing or unreadable
 * file is skipped (logged by the catalogue sync already); no catalogue means nothing to recognise.
 */

let cached: { dir: string; prints: Promise<TemplatePrint[]> } | null = null;

async function loadPrints(db: Queryable, dir: string): Promise<TemplatePrint[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM logo_template ORDER BY id');
  // The catalogue sync may not have filled the table yet (it runs once the server is ready).
  if (rows.length === 0) throw new Error('no templates listed yet');
  const templates: TemplatePrint[] = [];
  for (const { id } of rows) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) continue;
    try {
      const document: unknown = JSON.parse(await readFile(join(dir, 'templates', `${id}.json`), 'utf8'));
      templates.push({ id, print: printOf(document), anchors: anchorsOf(document) });
    } catch {
      // Not in this catalogue: nothing to recognise it by.
    }
  }
  return recognisableVipPrints(templates);
}

function vipPrints(db: Queryable): Promise<TemplatePrint[]> {
  const dir = catalogueDir();
  if (cached?.dir !== dir) {
    const prints = loadPrints(db, dir);
    cached = { dir, prints };
    // A failed read (no templates listed yet, database busy) is tried again next time.
    prints.catch(() => {
      if (cached?.prints === prints) cached = null;
    });
  }
  return cached.prints.catch(() => []);
}

/**
 * The VIP template a work's document is made from, recognised from its artwork; '' when none.
 * `content` is the document's JSON text.
 */
export async function vipTemplateOfContent(db: Queryable, content: string): Promise<string> {
  return vipTemplateOfText(content, await vipPrints(db));
}
