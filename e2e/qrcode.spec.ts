import { expect, test, type Page } from '@playwright/test';
import { encodePng } from './fixtures/images/png.ts';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { decodePng } from './support/qrDecode.ts';

/** A 64 × 64 picture: a red disc on blue, the "logo". */
function logoPng(): Buffer {
  const side = 64;
  const rgba = new Uint8Array(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const i = (y * side + x) * 4;
      const inDisc = (x - 32) ** 2 + (y - 32) ** 2 < 24 ** 2;
      rgba.set(inDisc ? [220, 40, 40, 255] : [40, 90, 220, 255], i);
    }
  }
  return encodePng(side, side, rgba);
}

async function verdict(page: Page): Promise<string> {
  await expect(page.getByTestId('qr-verdict')).not.toHaveAttribute('data-state', 'wait', { timeout: 20_000 });
  return (await page.getByTestId('qr-verdict-title').textContent()) ?? '';
}

async function exportPng(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId('qr-export-png').click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.describe.serial('QR code editor', () => {
  let page: Page;
  let errors: string[];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    errors = collectConsoleErrors(page);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('from the home card: a styled code with a logo, every content type, exported and read back', async () => {
    test.setTimeout(150_000);
    await page.goto('/');
    await page.getByTestId('home-tool-qrcode').click();
    await expect(page.getByTestId('qr-page')).toBeVisible();
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    expect(await verdict(page)).toBe('可以扫描');

    // Style: rounded dots, circle eyes, a gradient, a frame with a caption, a logo at H.
    await page.getByTestId('qr-dot-rounded').click();
    await page.getByTestId('qr-eye-circle').click();
    await page.getByTestId('qr-gradient').check();
    await page.getByTestId('qr-ec-H').click();
    await page.getByTestId('qr-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await expect(page.getByTestId('qr-logo-size')).toBeVisible();
    await page.getByTestId('qr-frame-banner').click();
    await page.getByTestId('qr-caption').fill('扫码关注');
    await page.getByTestId('qr-export-size').fill('600');

    const cases: Array<{ type: string; fill: Array<[string, string]>; expected: string | RegExp }> = [
      { type: 'url', fill: [['url', 'www.example.com/qr?a=1']], expected: 'https://www.example.com/qr?a=1' },
      { type: 'text', fill: [['text', '标志设计，二维码；测试']], expected: '标志设计，二维码；测试' },
      {
        type: 'vcard',
        fill: [
          ['vcard.name', '张三'],
          ['vcard.company', '星光, 咖啡'],
          ['vcard.phone', '13800000000'],
          ['vcard.email', 'zhang@example.com'],
        ],
        expected: /^BEGIN:VCARD\r?\nVERSION:3\.0[\s\S]*FN:张三[\s\S]*ORG:星光\\, 咖啡[\s\S]*TEL;TYPE=CELL:13800000000[\s\S]*END:VCARD$/,
      },
      { type: 'wifi', fill: [['wifi.ssid', 'My;Home'], ['wifi.password', 'p:a"ss']], expected: 'WIFI:T:WPA;S:My\\;Home;P:p\\:a\\"ss;;' },
      { type: 'phone', fill: [['phone', '138 0000 0000']], expected: 'tel:13800000000' },
      { type: 'sms', fill: [['sms.phone', '13800000000'], ['sms.message', '我到了']], expected: 'SMSTO:13800000000:我到了' },
      { type: 'email', fill: [['email.to', 'hi@example.com'], ['email.subject', '你好']], expected: 'mailto:hi@example.com?subject=%E4%BD%A0%E5%A5%BD' },
    ];
    for (const c of cases) {
      await page.getByTestId(`qr-type-${c.type}`).click();
      for (const [field, value] of c.fill) await page.getByTestId(`qr-field-${field}`).fill(value);
      expect(await verdict(page), c.type).toBe('可以扫描');
      const png = await exportPng(page);
      expect(png.readUInt32BE(16), 'PNG width').toBe(600);
      const texts = await decodePng(png);
      expect(texts, c.type).toHaveLength(1);
      if (typeof c.expected === 'string') expect(texts[0]).toBe(c.expected);
      else expect(texts[0]).toMatch(c.expected);
    }
    await page.screenshot({ path: test.info().outputPath('qr-styled.png') });

    // SVG export: vector dots, no embedded raster of the code.
    const svgDownload = page.waitForEvent('download');
    await page.getByTestId('qr-export-svg').click();
    const svgPath = await (await svgDownload).path();
    const svg = (await import('node:fs')).readFileSync(svgPath!, 'utf8');
    expect(svg).toContain('<path');
    expect(svg.match(/<path/g)!.length).toBeGreaterThan(5);

    // Saved to works, shown in the 二维码 section and opened back into this editor.
    await page.getByTestId('qr-save').click();
    await expect(page).toHaveURL(/workId=/);
    await page.goto('/#/pages/works/works');
    await page.getByTestId('works-section-qr').click();
    const card = page.getByTestId('works-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toBeVisible();
    await card.locator('.works-card__open').click();
    await expect(page.getByTestId('qr-page')).toBeVisible();
    await expect(page.getByTestId('qr-type-email')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('qr-field-email.to')).toHaveValue('hi@example.com');
    await expect(page.getByTestId('qr-dot-rounded')).toHaveAttribute('aria-pressed', 'true');
    expect(await verdict(page)).toBe('可以扫描');
    expect(errors).toEqual([]);
  });

  test('a deliberately unreadable style says 难以扫描 and why, and the one-tap fix makes it readable', async () => {
    test.setTimeout(90_000);
    await page.getByTestId('qr-type-url').click();
    await page.getByTestId('qr-gradient').uncheck();
    await page.getByTestId('qr-frame-none').click();
    await page.getByTestId('qr-colour-foreground').fill('#e6e6e6');
    await page.getByTestId('qr-colour-eye').fill('#e6e6e6');
    expect(await verdict(page)).toBe('难以扫描');
    await expect(page.getByTestId('qr-reason-contrast')).toHaveText('码点与背景的颜色对比太低');
    await page.screenshot({ path: test.info().outputPath('qr-unreadable.png') });
    await page.getByTestId('qr-fix-darken').click();
    expect(await verdict(page)).toBe('可以扫描');

    // A logo too big for its error correction: the fix raises it.
    await page.getByTestId('qr-ec-L').click();
    expect(await verdict(page)).toBe('难以扫描');
    await expect(page.getByTestId('qr-reason-logo')).toBeVisible();
    await page.getByTestId(/qr-fix-(raiseEc|shrinkLogo)/).first().click();
    expect(await verdict(page)).toBe('可以扫描');

    // Over capacity: refused with what to change; export disabled.
    await page.getByTestId('qr-type-text').click();
    await page.getByTestId('qr-field-text').fill('二'.repeat(1000));
    await expect(page.getByTestId('qr-problem')).toContainText('内容太长');
    await expect(page.getByTestId('qr-export-png')).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('编辑: the shared editor on the code; a sticker makes it 难以扫描, a restyle keeps the user’s text, export and reopen keep it', async () => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByTestId('home-tool-qrcode').click();
    await page.getByTestId('qr-type-url').click();
    await page.getByTestId('qr-field-url').fill('www.example.com/edit');
    await page.getByTestId('qr-ec-L').click();
    expect(await verdict(page)).toBe('可以扫描');

    // 编辑: the same editor as a logo; a caption, then a sticker over the middle of the code.
    await page.getByTestId('qr-tab-edit').click();
    await expect(page.getByTestId('qr-editor')).toBeVisible();
    await page.getByTestId('editor-add-text').click();
    await page.getByTestId('prop-text-content').fill('领券');
    await page.getByTestId('editor-tab-add').click();
    await page.getByTestId('editor-add-shape-rectangle').click();
    const chip = page.getByTestId('qr-edit-verdict');
    await expect(chip).toHaveAttribute('data-state', 'bad', { timeout: 20_000 });
    await expect(chip).toHaveText('难以扫描');
    await page.screenshot({ path: test.info().outputPath('qr-edit-covered.png') });

    // The verdict and the export both see the sticker: the exported code does not read.
    await page.getByTestId('qr-tab-setup').click();
    expect(await verdict(page)).toBe('难以扫描');
    await expect(page.getByTestId('qr-reason-covered')).toBeVisible();
    await page.getByTestId('qr-export-size').fill('600');
    expect(await decodePng(await exportPng(page))).toEqual([]);

    // Undo the sticker in the editor; restyle: only the code is made again, the caption stays.
    await page.getByTestId('qr-tab-edit').click();
    await page.getByTestId('editor-undo').click();
    await page.getByTestId('qr-tab-setup').click();
    await page.getByTestId('qr-ec-H').click();
    await page.getByTestId('qr-dot-rounded').click();
    expect(await verdict(page)).toBe('可以扫描');
    expect(await decodePng(await exportPng(page))).toEqual(['https://www.example.com/edit']);
    await page.getByTestId('qr-tab-edit').click();
    await page.getByTestId('editor-tab-layers').click();
    // Background, the code, the caption.
    await expect(page.getByTestId('layer-list')).toHaveAttribute('data-layer-count', '3');
    await page.screenshot({ path: test.info().outputPath('qr-edit-restyled.png') });
    // The restyle was one step: one undo puts the square dots back, and the form follows.
    await page.getByTestId('editor-undo').click();
    await page.getByTestId('qr-tab-setup').click();
    await expect(page.getByTestId('qr-dot-square')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('qr-dot-rounded').click();
    expect(await verdict(page)).toBe('可以扫描');

    // Saved and opened again from its address: the caption is still there.
    await page.getByTestId('qr-save').click();
    await expect(page).toHaveURL(/workId=/);
    // Autosave put the work in the address at the first change: wait until the last one is stored.
    await expect(page.getByTestId('qr-save')).toHaveAttribute('data-autosave', 'saved', { timeout: 20_000 });
    await page.reload();
    await expect(page.getByTestId('qr-dot-rounded')).toHaveAttribute('aria-pressed', 'true');
    expect(await verdict(page)).toBe('可以扫描');
    await page.getByTestId('qr-tab-edit').click();
    await page.getByTestId('editor-tab-layers').click();
    await expect(page.getByTestId('layer-list')).toHaveAttribute('data-layer-count', '3');
    expect(errors).toEqual([]);
  });
  test('autosave: an edit is kept through a reload and through leaving and coming back; the framed code fits above the zoom bar', async () => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByTestId('home-tool-qrcode').click();
    await page.getByTestId('qr-type-url').click();
    await page.getByTestId('qr-field-url').fill('www.example.com/auto');
    await page.getByTestId('qr-frame-banner').click();
    await page.getByTestId('qr-dot-diamond').click();
    expect(await verdict(page)).toBe('可以扫描');
    await page.getByTestId('qr-tab-edit').click();
    await page.getByTestId('editor-add-text').click();
    await page.getByTestId('prop-text-content').fill('自动保存');
    // Never 保存到作品: autosave stores it and names it in the address.
    await expect(page.getByTestId('qr-save')).toHaveAttribute('data-autosave', 'saved', { timeout: 20_000 });
    await expect(page.getByTestId('qr-save')).toHaveText('已自动保存');
    await expect(page).toHaveURL(/workId=/);

    // The whole framed code is in view above the zoom bar (390 × 844).
    await page.getByTestId('editor-tab-layers').click();
    const stage = page.getByTestId('editor-stage');
    const [zoom, panY, stageBox, barBox] = await Promise.all([stage.getAttribute('data-zoom'), stage.getAttribute('data-pan-y'), stage.boundingBox(), page.getByTestId('editor-zoom-out').boundingBox()]);
    expect(stageBox!.y + Number(panY) + 1200 * Number(zoom)).toBeLessThanOrEqual(barBox!.y);
    await page.screenshot({ path: test.info().outputPath('qr-edit-framed.png') });

    const reopened = async () => {
      await expect(page.getByTestId('qr-dot-diamond')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('qr-field-url')).toHaveValue('www.example.com/auto');
      await page.getByTestId('qr-tab-edit').click();
      await page.getByTestId('editor-tab-layers').click();
      // Background, the framed code (frame, code, caption) and the user's text.
      await expect(page.getByTestId('layer-list')).toHaveAttribute('data-layer-count', '5');
      await expect(page.getByTestId('layer-list')).toContainText('自动保存');
    };
    await page.reload();
    await reopened();
    await page.goto('/');
    await page.goBack();
    await reopened();
    expect(errors).toEqual([]);
  });
});
