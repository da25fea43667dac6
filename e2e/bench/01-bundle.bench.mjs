// Initial JS: what the browser must fetch before the first screen, gzipped.
// Budget (DESIGN.md): ≤ 170 KB; workers, fonts and models load lazily.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'initial JS size';

export async function run({ root }) {
  const dist = join(root, 'dist/app');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  let gzipped = 0;
  for (const url of new Set(initial)) gzipped += gzipSync(readFileSync(join(dist, url.replace(/^\//, '')))).length;
  const kb = gzipped / 1024;
  return [{ what: `initial JS gzipped (${initial.length} files)`, value: `${kb.toFixed(1)} KB`, budget: '≤ 170 KB', ok: kb <= 170 }];
}
