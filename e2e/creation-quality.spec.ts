import { expect, test, type Page } from '@playwright/test';
import { openEditor, waitForTextOutline } from './editor-support.ts';

// Issue 26, creation quality, as a user at a phone's size: AI design shows icons of the brand
// name's own words; a four-character name logo is a 2 × 2 seal; a text preset of the editor's
// Add panel adds a title, a subtitle and a slogan as one group. One page for the file.

test.describe.configure({ mode: 'serial' });

let page: Page;
const svgOf = (src: string) => decodeURIComponent(src.slice(src.indexOf(',') + 1));

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
});

test.afterAll(async () => {
  await page.close();
});

test('AI design: 云端科技 / 科技 shows a cloud in most of its 12 candidates', async () => {
  await page.goto('/#/pages/aiDesign/aiDesign');
  await page.getByTestId('ai-title').fill('云端科技');
  await page.getByTestId('ai-slogan').fill('');
  await page.getByTestId('ai-industries').getByRole('button', { name: '科技', exact: true }).click();
  await page.getByTestId('ai-generate').click();
  const candidates = page.getByTestId('ai-candidate');
  await expect(candidates).toHaveCount(12, { timeout: 60_000 });
  // The catalogue's cloud icons (keyword 云), their paths as the thumbnails draw them.
  const cloudPaths = await page.evaluate(async () => {
    const catalogue = (await (await fetch('catalogue/icons.json')).json()) as { items: Array<{ id: string; k: string[]; p: number }> };
    const clouds = catalogue.items.filter((item) => item.k.includes('云'));
    const pages = await Promise.all([...new Set(clouds.map((c) => c.p))].map(async (p) => (await (await fetch(`catalogue/icons/page-${p}.json`)).json()) as Record<string, string>));
    return clouds.map((c) => pages.find((paths) => paths[c.id])?.[c.id] ?? '').filter((d) => d !== '');
  });
  expect(cloudPaths.length).toBeGreaterThan(0);
  const sources = await candidates.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const withCloud = sources.filter((src) => cloudPaths.some((d) => svgOf(src).includes(`d="${d}"`)));
  expect(withCloud.length).toBeGreaterThanOrEqual(7);
  await page.getByTestId('ai-results').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('ai-design-cloud.png') });
});

test('name logo: 欧阳娜娜 in twelve styles, the seal cut 2 × 2 and read from the right column', async () => {
  await page.goto('/#/pages/nameLogo/nameLogo');
  await page.getByTestId('name-input').fill('欧阳娜娜');
  await page.getByTestId('name-generate').click();
  const results = page.getByTestId('name-results').locator('li');
  await expect(results).toHaveCount(12, { timeout: 30_000 });
  const seal = svgOf((await page.getByTestId('name-result-seal').locator('img').getAttribute('src')) ?? '');
  // The white characters cut into the red block: one outlined path each, at the centre of its cell.
  const centres = [...seal.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\)[^"]*"><path d="[^"]+" fill="#ffffff"\/><\/g>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
  expect(centres).toHaveLength(4);
  const [first, second, third, fourth] = centres as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  expect(Math.abs(first.x - second.x)).toBeLessThan(5);
  expect(Math.abs(third.x - fourth.x)).toBeLessThan(5);
  expect(first.x - third.x).toBeGreaterThan(100);
  expect(second.y - first.y).toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath('name-logo-grid.png'), fullPage: true });
});

test('editor: a text preset adds a title, a subtitle and a slogan in paired fonts, as one group', async () => {
  await openEditor(page);
  await page.getByTestId('editor-tab-add').click();
  await page.getByTestId('library-section-texts').click();
  await expect(page.getByTestId('library-text-presets').locator('button')).toHaveCount(8);
  await page.screenshot({ path: test.info().outputPath('text-presets.png') });
  await page.getByTestId('editor-add-text-preset-brush').click();
  await waitForTextOutline(page);
  await page.screenshot({ path: test.info().outputPath('text-preset-added.png') });
  await page.getByTestId('editor-tab-layers').click();
  const rows = page.getByTestId('layer-row');
  for (const text of ['山水茶舍', 'SHAN SHUI', '一盏清茶']) await expect(rows.filter({ hasText: text })).toHaveCount(1);
  // One group, all three selected after the tap.
  await expect(page.locator('[data-testid="layer-row"].is-selected')).toHaveCount(3);
});
