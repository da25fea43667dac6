import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { buyVipInSandbox } from './account-support.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { decodePng } from './support/qrDecode.ts';
import { importFile, liveWorks, openWorksTab, workFile } from './works-support.ts';

// Issue 25, business cards (docs/card-design.md): template → fields → both sides in the editor →
// mock-ups and 300 dpi downloads → saved, reopened from the works tab.

const FIELDS = {
  name: '欧阳明月',
  position: '首席技术官',
  company: '上海星辰科技有限公司',
  phone: '138 0013 8000',
  email: 'mingyue@example.com',
  address: '上海市浦东新区世纪大道100号',
  website: 'www.xingchen.example.com',
  wechat: 'ouyang_mingyue',
};
const SHOTS = process.env.CARD_SHOTS ?? '';

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function download(page: Page, testId: string): Promise<Buffer> {
  const pending = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const stream = await (await pending).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Distinct colours in a coarse sample: a blank or one-colour image has 1–2. */
function colourCount(png: PNG): number {
  const seen = new Set<number>();
  for (let y = 0; y < png.height; y += 7) {
    for (let x = 0; x < png.width; x += 7) {
      const i = (y * png.width + x) * 4;
      seen.add(((png.data[i]! >> 4) << 8) | ((png.data[i + 1]! >> 4) << 4) | (png.data[i + 2]! >> 4));
    }
  }
  return seen.size;
}

test.describe.serial('business cards', () => {
  let page: Page;
  let errors: string[];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    errors = collectConsoleErrors(page);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('a VIP makes a two-sided card from a template with every field, exports both sides at 300 dpi, saves and reopens it', async () => {
    test.setTimeout(120_000);
    // 300 dpi (1063 px) is over a free account's 1000 px: buy VIP in the sandbox first.
    await buyVipInSandbox(page);

    // From the home page's tool card, not 功能建设中.
    await page.goto('/');
    await page.getByTestId('home-tool-card').click();
    await expect(page.getByTestId('card-design')).toBeVisible();
    await expect(page.getByText('功能建设中')).toHaveCount(0);

    // Bad input first: an over-long name and a malformed email say what is wrong.
    await page.getByTestId('card-field-name').fill('名'.repeat(13));
    await page.getByTestId('card-field-email').fill('not-an-email');
    await page.getByTestId('card-apply').click();
    await expect(page.getByTestId('card-error-name')).toHaveText('姓名最多 12 个字，请删减');
    await expect(page.getByTestId('card-error-email')).toContainText('邮箱格式不对');
    for (const [key, value] of Object.entries(FIELDS)) await page.getByTestId(`card-field-${key}`).fill(value);
    await page.getByTestId('card-apply').click();
    await expect(page.getByTestId('card-error-name')).toHaveCount(0);
    await shot(page, '1-fields');

    // Templates by category, 20 a page.
    await page.getByTestId('card-category-5').click();
    await expect(page.getByTestId('card-template')).toHaveCount(4);
    await page.getByTestId('card-category-all').click();
    await expect(page.getByTestId('card-template')).toHaveCount(20);
    await shot(page, '2-templates');
    await page.getByTestId('card-template').first().click();
    await expect(page.getByTestId('card-editor-front')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('editor-canvas')).toBeVisible();
    // Autosave made the work and put it in the address.
    await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });
    await shot(page, '3-front');

    // An edit on the front, then the back: its own history (nothing to undo there), back on the front the edit is still undoable.
    await page.getByTestId('editor-add-shape-circle').click();
    await expect(page.getByTestId('editor-undo')).toBeEnabled();
    await page.getByTestId('card-tab-back').click();
    await expect(page.getByTestId('card-editor-back')).toBeVisible();
    await expect(page.getByTestId('editor-undo')).toBeDisabled();
    await shot(page, '4-back');
    await page.getByTestId('card-tab-front').click();
    await expect(page.getByTestId('editor-undo')).toBeEnabled();
    await page.getByTestId('editor-undo').click();
    await expect(page.getByTestId('editor-undo')).toBeDisabled();

    // Preview: mock-ups drawn by the render worker, then 300 dpi downloads per side.
    await page.getByTestId('editor-preview').click();
    await expect(page.getByTestId('card-preview-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('card-mockup-hand-back')).toBeVisible({ timeout: 30_000 });
    await shot(page, '5-preview');
    const front = PNG.sync.read(await download(page, 'card-export-front-png'));
    expect({ width: front.width, height: front.height }).toEqual({ width: 1063, height: 638 });
    expect(colourCount(front)).toBeGreaterThan(4);
    await expect(page.getByTestId('toast')).toContainText('1063 × 638');
    const backBytes = await download(page, 'card-export-back-png');
    const back = PNG.sync.read(backBytes);
    expect({ width: back.width, height: back.height }).toEqual({ width: 1063, height: 638 });
    // The back's code is the card's vCard: a phone reads every field from it.
    const [vcard] = await decodePng(backBytes);
    expect(vcard).toContain(`FN:${FIELDS.name}`);
    expect(vcard).toContain(`TEL;TYPE=CELL:${FIELDS.phone}`);
    expect(vcard).toContain(`NOTE:微信：${FIELDS.wechat}`);
    // The print PDF: two pages, trimmed at 90 × 54 mm with a 3 mm bleed, text as outlines (no font).
    const pdfBytes = await download(page, 'card-export-pdf');
    const pdf = await PDFDocument.load(pdfBytes);
    expect(pdf.getPageCount()).toBe(2);
    const mm = (pt: number) => Math.round((pt / 72) * 25.4 * 10) / 10;
    for (const pdfPage of pdf.getPages()) {
      const trim = pdfPage.getTrimBox();
      const bleed = pdfPage.getBleedBox();
      expect([mm(trim.width), mm(trim.height)]).toEqual([90, 54]);
      expect([mm(bleed.width), mm(bleed.height)]).toEqual([96, 60]);
    }
    expect(pdfBytes.toString('latin1')).not.toContain('/Font');
    // Toasts queue: the two PNG exports' toasts show first.
    await expect(page.getByTestId('toast')).toContainText('印刷 PDF', { timeout: 15_000 });

    // The works tab: the 名片 section shows it with a thumbnail, search finds it by its text, it opens back here.
    await page.goto('/#/pages/works/works');
    await page.getByTestId('works-section-card').click();
    const card = page.getByTestId('works-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toBeVisible();
    await shot(page, '6-works');
    // Search matches the text on the card (the WeChat id is in no name), and opens it back into cardDesign.
    await page.getByTestId('works-search-button').click();
    await page.getByTestId('works-search-input').fill('ouyang_ming');
    const hit = page.getByTestId('works-search-results').getByTestId('works-card');
    await expect(hit).toHaveCount(1);
    await hit.locator('.works-card__open').click();
    await expect(page.getByTestId('card-editor-front')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('card-tab-setup').click();
    await expect(page.getByTestId('card-field-wechat')).toHaveValue(FIELDS.wechat);

    // Changing the back and the name of an edited card: steps in each side's history, saved again.
    await page.getByTestId('card-back-logo').click();
    await expect(page.getByTestId('card-back-logo')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('card-busy')).toHaveCount(0);
    await page.getByTestId('card-field-name').fill('李四');
    await page.getByTestId('card-apply').click();
    await expect(page.getByTestId('toast')).toContainText('已填入名片', { timeout: 20_000 });
    await expect(page.getByTestId('card-editor-front')).toBeVisible();
    await expect(page.getByTestId('editor-undo')).toBeEnabled();
    await shot(page, '7-renamed');
    await page.getByTestId('card-save').click();
    await expect(page.getByTestId('toast')).toContainText('已保存到作品', { timeout: 20_000 });
    await page.goto('/#/pages/works/search');
    await page.getByTestId('works-search-input').fill('李四');
    await expect(page.getByTestId('works-search-results').getByTestId('works-card')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

// A free account (its own context: the shared page above turns VIP, and counts its works) picks
// a logo work for the back and downloads the front at the free standard size, 1000 × 600.
test('a free account puts a logo work on the back and gets the front at 1000 × 600, told why', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  try {
    await openWorksTab(page);
    await importFile(page, workFile('星辰标志', ['星辰']));
    await expect(page.getByTestId('works-card').locator('img')).toBeVisible({ timeout: 20_000 });

    await page.goto('/#/pages/cardDesign/cardDesign');
    await page.getByTestId('card-field-name').fill('王小明');
    await page.getByTestId('card-apply').click();
    await page.getByTestId('card-template').first().click();
    await expect(page.getByTestId('card-editor-front')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/workId=/, { timeout: 15_000 });

    // The back: 标志 + 公司 with the logo work picked from the works sheet.
    await page.getByTestId('card-tab-setup').click();
    await page.getByTestId('card-back-logo').click();
    await expect(page.getByTestId('card-busy')).toHaveCount(0);
    await page.getByTestId('card-pick-logo').click();
    await page.getByTestId('qr-works-item').first().click();
    await expect(page.getByTestId('card-logo')).toBeVisible();
    await expect(page.getByTestId('card-busy')).toHaveCount(0);
    // Saved with the picture as the back's logo (autosave, ~1 s after the change).
    await expect
      .poll(async () => {
        const card = (await liveWorks(page)).find((w) => w.content.includes('"back"'));
        const back = card ? (JSON.parse(card.content) as { back: { layers: Array<{ id: string; type: string }> } }).back : null;
        return back?.layers.find((l) => l.id === 'back-logo')?.type ?? null;
      }, { timeout: 15_000 })
      .toBe('image');
    await shot(page, '8-free-logo-back');

    await page.getByTestId('card-tab-back').click();
    await page.getByTestId('editor-preview').click();
    await expect(page.getByTestId('card-preview-page')).toBeVisible({ timeout: 15_000 });
    const front = PNG.sync.read(await download(page, 'card-export-front-png'));
    expect({ width: front.width, height: front.height }).toEqual({ width: 1000, height: 600 });
    expect(colourCount(front)).toBeGreaterThan(4);
    await expect(page.getByTestId('toast')).toContainText('已按标准尺寸导出 1000 × 600 像素', { timeout: 15_000 });
    await shot(page, '9-free-export');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
