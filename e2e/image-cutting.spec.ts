import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { sniffImage } from '../workers/core/image/sniff.ts';
import { makePhoto } from './fixtures/images/photos.ts';

const photo = makePhoto(300, 240, 4);

test('image slicing: a 3×3 grid downloads nine full-size tiles in one zip', async ({ page }) => {
  await page.goto('/#/pages/my/cutting');
  await page.getByTestId('cutting-tool').waitFor();
  await page.getByTestId('image-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo.png });
  await expect(page.getByTestId('image-output-size')).toHaveText('共 9 张，每张约 100 × 80');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-download').click()]);
  expect(download.suggestedFilename()).toBe('切图九宫格.zip');
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const names = Object.keys(zip.files).sort();
  expect(names).toEqual(['01.png', '02.png', '03.png', '04.png', '05.png', '06.png', '07.png', '08.png', '09.png']);
  for (const name of names) {
    const bytes = await zip.file(name)?.async('uint8array');
    expect(sniffImage(bytes ?? new Uint8Array())).toEqual({ mimeType: 'image/png', width: 100, height: 80 });
  }

  await page.getByTestId('cutting-grid-1x3').click();
  await expect(page.getByTestId('image-output-size')).toHaveText('共 3 张，每张约 100 × 240');
});
