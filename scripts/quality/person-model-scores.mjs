// Runs the real person model (MediaPipe selfie segmentation, the app's own loader in
// workers/image/segmentation/personModel.ts) in Chromium over the cutout quality set
// (workers/image/quality/qualitySet.ts: every object family and the person family, the sizes
// and seeds the quality test uses) and writes what the model says of each image to
// workers/image/quality/personModelScores.json: the confidence measures the automatic cutout
// decides with (cutout/select.ts confidenceMeasures) and the IoU of its mask (c > ½) against the
// truth. The Node tests cannot run the model (it needs a browser's WebGL2 and wasm runtime), so
// they read this file to check the choice rule against the real model's scores.
//
// Usage: node scripts/models/copy-models.mjs   (once: puts the runtime and model in public/models)
//        node scripts/quality/person-model-scores.mjs [port]
// A bare Vite dev server (no project plugins) serves the TypeScript sources and public/models;
// the page imports them as modules and runs the model on its main thread.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { createServer } from 'vite';

const root = new URL('../..', import.meta.url).pathname;
const port = Number(process.argv[2] ?? 5304);
const out = join(root, 'workers/image/quality/personModelScores.json');

const server = await createServer({ configFile: false, root, logLevel: 'warn', server: { port, strictPort: true, host: '127.0.0.1' } });
await server.listen();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.log('[page]', e.message));
  await page.goto(`http://127.0.0.1:${port}/render-harness.html`);
  const rows = await page.evaluate(async () => {
    const q = await import('/workers/image/quality/qualitySet.ts');
    const { loadPersonSegmenter } = await import('/workers/image/segmentation/personModel.ts');
    const { confidenceMeasures } = await import('/workers/core/image/cutout/select.ts');
    const { autoCutout } = await import('/workers/core/image/cutout/cutout.ts');
    const { automaticCutout } = await import('/workers/image/cutout/automatic.ts');
    const { uncancellable } = await import('/workers/core/image/task.ts');
    const { iou } = await import('/workers/core/image/maskMetrics.ts');
    const segmenter = await loadPersonSegmenter();
    const cases = [];
    for (const family of q.CUTOUT_FAMILIES) for (const seed of [1, 2, 3, 4]) cases.push(q.cutoutCase(family, seed));
    for (const seed of [1, 2, 3, 4, 5, 6]) cases.push(q.personCase(seed));
    // The portraits the model does recognise (a face: e2e/image-segmentation.spec.ts's scenes, 384 × 512).
    const { renderScene } = await import('/workers/image/testing/synthetic.ts');
    for (const background of ['plain', 'gradient', 'textured', 'busy']) {
      for (const seed of [1, 2]) cases.push({ family: `portrait/${background}`, seed, ...renderScene(384, 512, background, 'person', seed) });
    }
    // The e2e's person in a room (image-segmentation.spec.ts, its first test).
    cases.push({ family: 'portrait/busy', seed: 21, ...renderScene(384, 512, 'busy', 'person', 21) });
    const rows = [];
    for (const c of cases) {
      const confidence = segmenter.segment(c.pixels);
      const graph = (await autoCutout(c.pixels, {}, uncancellable)).alpha;
      const auto = await automaticCutout(c.pixels, {}, async () => ({ segment: () => confidence }), uncancellable);
      const modelMask = { width: c.pixels.width, height: c.pixels.height, data: new Uint8Array(confidence.length) };
      for (let i = 0; i < confidence.length; i += 1) modelMask.data[i] = (confidence[i] ?? 0) > 0.5 ? 255 : 0;
      let both = 0;
      let either = 0;
      for (let i = 0; i < confidence.length; i += 1) {
        const m = (confidence[i] ?? 0) > 0.5;
        const t = (c.alpha.data[i] ?? 0) > 127;
        if (m && t) both += 1;
        if (m || t) either += 1;
      }
      const measures = confidenceMeasures(confidence);
      const round = (v) => Math.round(v * 10000) / 10000;
      rows.push({
        family: c.family, seed: c.seed, width: c.pixels.width, height: c.pixels.height,
        coverage: round(measures.coverage), coreMean: round(measures.coreMean), midShare: round(measures.midShare), iou: round(either === 0 ? 1 : both / either),
        graphCutIou: round(iou(graph, c.alpha)), agreement: round(iou(modelMask, graph)),
        automatic: { method: auto.method, iou: round(iou(auto.alpha, c.alpha)) },
      });
    }
    return rows;
  });
  const file = {
    about: 'The real person model (MediaPipe selfie segmentation, tasks-vision, CPU delegate) in Chromium over the cutout quality set; written by scripts/quality/person-model-scores.mjs. coverage / coreMean / midShare: cutout/select.ts confidenceMeasures; iou: the model mask (c > 0.5) against the truth.',
    chromium: await browser.version(),
    rows,
  };
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
  for (const r of rows) console.log(`${r.family.padEnd(12)} ${r.seed}  cov ${r.coverage.toFixed(3)}  core ${r.coreMean.toFixed(3)}  mid ${r.midShare.toFixed(3)}  model ${r.iou.toFixed(3)}  graph ${r.graphCutIou.toFixed(3)}  agree ${r.agreement.toFixed(3)}  auto ${r.automatic.method} ${r.automatic.iou.toFixed(3)}`);
} finally {
  await browser.close();
  await server.close();
}
