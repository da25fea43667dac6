// Builds server/naming/corpus/poems.json, the corpus of the offline name
// generator: 诗经, 楚辞 and 唐诗三百首 from the registry package
// chinese-poetry (MIT, docs/licences.md). The package is 85 MB, so it is not a
// dependency: this script packs the pinned version into a temp folder, reads
// the three files, folds 唐诗三百首 to simplified characters (opencc-js, a
// dependency) and writes one line-per-sentence JSON of a few hundred KB.
// Run: node scripts/naming/build-poems.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js/t2cn';

const VERSION = '2.0.1';
const out = new URL('../../server/naming/corpus/poems.json', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'chinese-poetry-'));
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

function sentences(paragraphs) {
  return paragraphs
    .flatMap((p) => p.split(/(?<=[。！？；])/u))
    .map((s) => s.trim())
    .filter((s) => s.length >= 4);
}

try {
  execFileSync('npm', ['pack', `chinese-poetry@${VERSION}`, '--silent'], { cwd: dir });
  execFileSync('tar', ['xzf', `chinese-poetry-${VERSION}.tgz`, 'package/dist/shijing', 'package/dist/chuci', 'package/dist/mengxue/tangshisanbaishou.json'], { cwd: dir });
  const read = (path) => JSON.parse(readFileSync(join(dir, 'package/dist', path), 'utf8'));
  const poems = [];
  for (const p of read('shijing/shijing.json')) poems.push({ book: '诗经', title: p.title, author: '', lines: sentences(p.content) });
  for (const p of read('chuci/chuci.json')) poems.push({ book: '楚辞', title: p.title, author: p.author ?? '', lines: sentences(p.content) });
  for (const group of read('mengxue/tangshisanbaishou.json').content) {
    for (const p of group.content) {
      poems.push({ book: '唐诗', title: toSimplified(p.chapter), author: toSimplified(p.author ?? ''), lines: sentences(p.paragraphs.map(toSimplified)) });
    }
  }
  writeFileSync(out, `${JSON.stringify({ source: `chinese-poetry@${VERSION} (MIT)`, poems })}\n`);
  console.log(`${poems.length} poems, ${poems.reduce((n, p) => n + p.lines.length, 0)} lines → ${out.pathname}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
