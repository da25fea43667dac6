// Text moderation figures (docs/moderation.md): precision and recall per category on the
// labelled set, false positives on its hard negatives, scan time of a 2,000-character text
// with the full lists, build time and the matcher's memory. Run alone:
//   npx tsx scripts/bench/moderation.ts          (a table)
//   npx tsx scripts/bench/moderation.ts --json   (rows for e2e/bench/28-moderation.bench.mjs)
import { evaluate } from '../../server/moderation/labelled/evaluate.ts';
import { builtInList, moderator } from '../../server/moderation/moderator.ts';

const json = process.argv.includes('--json');
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const { lists, compiled } = builtInList();
const buildMs = performance.now() - buildStart;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
const scanner = moderator();

const figures = evaluate(scanner);

// 2,000 characters of ordinary shop-name and slogan text (no hits: the whole text is walked
// by every pass), and the same with a banned word and a phone number in it.
const clean = '清风茶舍，山居岁月。一品茗香 Tea House 2024 书香门第，锦绣前程；知行合一 若水科技、晨光文具！';
const cleanText = clean.repeat(Math.ceil(2000 / clean.length)).slice(0, 2000);
const dirtyText = `${cleanText.slice(0, 1000)}法*轮 功 加V：tea_shop88 138 0013 8000${cleanText.slice(1000)}`.slice(0, 2000);
/** Wall-clock p50/p95 per scan, and CPU time per scan (user + system; preemption by other processes does not count). */
function timeScan(text: string): { p50: number; p95: number; cpu: number } {
  for (let i = 0; i < 50; i += 1) scanner.scan(text);
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < 400; i += 1) {
    const start = performance.now();
    scanner.scan(text);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  return { p50: times[200]!, p95: times[380]!, cpu: (cpu.user + cpu.system) / 1000 / 400 };
}
const cleanTime = timeScan(cleanText);
const dirtyTime = timeScan(dirtyText);
if (scanner.scan(dirtyText).pass || !scanner.scan(cleanText).pass) throw new Error('bench texts are not what they claim');

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const rows = [
  ...figures.categories.map((f) => ({
    what: `moderation ${f.category}: recall / precision (${f.positives})`,
    value: `${pct(f.recall)} / ${pct(f.precision)}`,
    budget: 'recall ≥ 95 %',
    ok: f.recall >= 0.95,
  })),
  { what: `moderation hard negatives refused (${figures.negatives})`, value: `${figures.falsePositives} (${pct(figures.falsePositiveRate)})`, budget: '≤ 1 %', ok: figures.falsePositiveRate <= 0.01 },
  { what: 'moderation scan 2,000 chars clean: CPU, p50 / p95', value: `${cleanTime.cpu.toFixed(2)}, ${cleanTime.p50.toFixed(2)} / ${cleanTime.p95.toFixed(2)} ms`, budget: 'CPU, p50 ≤ 2 ms', ok: cleanTime.cpu <= 2 && cleanTime.p50 <= 2 },
  { what: 'moderation scan 2,000 chars with hits: CPU, p50 / p95', value: `${dirtyTime.cpu.toFixed(2)}, ${dirtyTime.p50.toFixed(2)} / ${dirtyTime.p95.toFixed(2)} ms`, budget: 'CPU, p50 ≤ 2 ms', ok: dirtyTime.cpu <= 2 && dirtyTime.p50 <= 2 },
  { what: `moderation lists: ${lists.entries.length} entries, ${compiled.size} compiled`, value: `${buildMs.toFixed(0)} ms build`, budget: '—' },
  { what: 'moderation matcher memory (heap growth)', value: `${heapMb.toFixed(1)} MB${gc ? '' : ' (no --expose-gc)'}`, budget: '—' },
];

if (json) {
  console.log(JSON.stringify(rows));
} else {
  for (const row of rows) console.log(`${row.what.padEnd(52)} ${String(row.value).padEnd(22)} ${row.budget}${'ok' in row ? (row.ok ? '  ok' : '  NO') : ''}`);
  if (figures.misses.length > 0) console.log(`\nmissed:\n${figures.misses.join('\n')}`);
  if (figures.wrongly.length > 0) console.log(`\nrefused negatives:\n${figures.wrongly.join('\n')}`);
}
