import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';

test.describe('choose-location', () => {
  test('province → city → district goes back to the page that opened it, with the place in its query', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/choose-location?from=%2Fpages%2Fmy%2FaboutUs%3Fx%3D1');
    await expect(page.getByTestId('location-confirm')).toBeDisabled();
    await page.getByTestId('location-province').selectOption({ label: '广东省' });
    await page.getByTestId('location-city').selectOption({ label: '深圳市' });
    await page.getByTestId('location-district').selectOption({ label: '南山区' });
    await expect(page.getByTestId('location-chosen')).toHaveText('广东省深圳市南山区');
    // A new province clears what was chosen below it.
    await page.getByTestId('location-province').selectOption({ label: '北京市' });
    await expect(page.getByTestId('location-confirm')).toBeDisabled();
    await page.getByTestId('location-city').selectOption({ label: '北京市' });
    await page.getByTestId('location-district').selectOption({ label: '东城区' });
    await expect(page.getByTestId('location-chosen')).toHaveText('北京市东城区');
    await page.getByTestId('location-confirm').click();

    await expect(page.getByTestId('page-my-aboutUs')).toBeVisible();
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ x: '1', locationName: '东城区', locationAddress: '北京市东城区', locationCode: '110101' });
    expect(errors).toEqual([]);
  });

  test('the current position, granted: shown with its accuracy and opened as a place', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.90734, longitude: 116.39089, accuracy: 20 });
    await page.goto('/#/choose-location');
    await page.getByTestId('location-use-current').click();
    // GCJ-02, as Chinese maps take it: a few hundred metres from the WGS-84 fix.
    await expect(page.getByTestId('location-current')).toContainText('纬度 39.908');
    await expect(page.getByTestId('location-current')).toContainText('精度约 20 米');
    await page.getByTestId('location-use-fix').click();
    await expect(page.getByTestId('open-location-name')).toHaveText('当前位置');
    await expect(page.getByTestId('open-location-coordinates')).toContainText('经度 116.39');
  });

  test('the current position, denied: a Chinese message, and the lists still work', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/#/choose-location');
    await page.getByTestId('location-use-current').click();
    await expect(page.getByTestId('location-message')).toHaveText(/没有获得定位权限/);
    await page.getByTestId('location-province').selectOption({ label: '广东省' });
    await page.getByTestId('location-city').selectOption({ label: '深圳市' });
    await page.getByTestId('location-district').selectOption({ label: '南山区' });
    await page.getByTestId('location-confirm').click();
    // Opened on its own, the chooser shows the place it chose.
    await expect(page.getByTestId('open-location-name')).toHaveText('南山区');
    await expect(page.getByTestId('open-location-address')).toHaveText('广东省深圳市南山区');
  });
});

test.describe('open-location', () => {
  test('shows the place from the query, copies its address and links to map apps', async ({ page, context }) => {
    const errors = collectConsoleErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const query = new URLSearchParams({ name: '深圳湾公园', address: '广东省深圳市南山区滨海大道', latitude: '22.5113', longitude: '113.9529' });
    await page.goto(`/#/open-location?${query.toString()}`);
    await expect(page.getByTestId('open-location-name')).toHaveText('深圳湾公园');
    await expect(page.getByTestId('open-location-address')).toHaveText('广东省深圳市南山区滨海大道');
    await expect(page.getByTestId('open-location-coordinates')).toHaveText('纬度 22.5113，经度 113.9529');
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);

    await page.getByTestId('open-location-copy').click();
    await expect(page.getByTestId('toast')).toContainText('已复制地址');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('广东省深圳市南山区滨海大道 深圳湾公园');

    const amap = new URL((await page.getByTestId('open-location-amap').getAttribute('href')) ?? '');
    expect(`${amap.origin}${amap.pathname}`).toBe('https://uri.amap.com/marker');
    expect(amap.searchParams.get('position')).toBe('113.9529,22.5113');
    expect(await page.getByTestId('open-location-geo').getAttribute('href')).toMatch(/^geo:22\.51\d*,113\.94\d*\?q=/);
    expect(errors).toEqual([]);
  });

  test('a broken query says what is wrong instead of showing a place', async ({ page }) => {
    await page.goto('/#/open-location?name=x&latitude=abc&longitude=113');
    await expect(page.getByTestId('open-location-invalid')).toContainText('纬度不正确');
    await page.goto('/#/open-location?latitude=22.5');
    await expect(page.getByTestId('open-location-invalid')).toContainText('纬度和经度需要同时提供');
  });
});
