import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';
import { recentAnalyticsEvents, setProductConfig } from './support/devApi.ts';

// Spec section 2, listed here by hand (not imported from the app) so a route the
// app forgets to register fails this test.
const SPEC_ROUTES = [
  '/pages/index/index', '/pages/template/template', '/pages/works/works', '/pages/my/my',
  '/pages/startPage/startPage', '/pages/startPage/privacy', '/pages/image/crop', '/pages/login/loginTel',
  '/pages/newPage/newPage', '/pages/aiDesign/aiDesign', '/pages/aiDesign/oneTouchCreateMould',
  '/pages/create/create', '/pages/create/preview', '/pages/create/findMould', '/pages/create/searchMould',
  '/pages/checkOut/checkOut', '/pages/checkOut/askEveryone', '/pages/my/aboutUs', '/pages/my/set',
  '/pages/my/cancelAccount', '/pages/my/systemPermissions', '/pages/my/eidtMyData', '/pages/my/statementOfUse',
  '/pages/my/cutting', '/pages/my/reformList', '/pages/works/search', '/pages/err/noNetworkErr',
  '/pages/err/noResolveErr', '/pages/err/defailErr', '/pages/imageMatting/imgMatting', '/pages/imageMatting/manual',
  '/pages/webView/webView', '/pages/webView/webViewCancel', '/pages/webView/privacyPage', '/pages/webView/userPage',
  '/pages/cardDesign/cardDesign', '/pages/cardDesign/cardPreview', '/pages/removeWatermark/removeWatermark',
  '/pages/addWaterMark/index', '/pages/erasePen/index', '/pages/signatureDesign/signatureDesign',
  '/pages/signatureDesign/signatureResult', '/pages/picturePuzzle/picturePuzzle', '/pages/aiqiming/aiqiming',
  '/pages/aiqiming/aiqiming-result', '/pages/qrcodeEdit/qrcodeEdit', '/pages/nameLogo/nameLogo',
];

/** `/pages/aiqiming/aiqiming-result` → `page-aiqiming-aiqiming-result` (docs/app-shell.md). */
const pageTestId = (path: string) => `page-${path.split('/').slice(2).join('-')}`;

// A public address in Shenzhen (ip2region: 广东) and one in Beijing, as the
// visitor's X-Forwarded-For; the e2e server trusts it (TRUST_PROXY=1).
const SHENZHEN_IP = '120.24.78.68';
const BEIJING_IP = '202.106.0.20';

test.describe('every spec route', () => {
  // Split in two halves so the two Playwright workers share the walk.
  const half = Math.ceil(SPEC_ROUTES.length / 2);
  for (const [index, routes] of [SPEC_ROUTES.slice(0, half), SPEC_ROUTES.slice(half)].entries()) {
    test(`renders without a console error (part ${index + 1})`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await expect(page.getByTestId('page-index-index')).toBeVisible();
      for (const path of routes) {
        await page.goto(`/#${path}`);
        await expect(page.getByTestId(pageTestId(path)), path).toBeVisible();
        await expect(page.getByTestId('page-loading')).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }
});

test('the root path opens the home page with the four tabs and the add button', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/index\/index/);
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar).toBeVisible();
  const box = await tabBar.boundingBox();
  expect(box?.height).toBe(50);
  for (const [id, label] of [['tab-home', '首页'], ['tab-template', '模板'], ['tab-works', '作品'], ['tab-my', '我的']] as const) {
    await expect(page.getByTestId(id)).toContainText(label);
  }
  await page.getByTestId('tab-template').click();
  await expect(page.getByTestId('page-template-template')).toBeVisible();
  await expect(page.getByTestId('tab-template')).toHaveAttribute('aria-current', 'page');
});

test('the centre add button opens AI design and records the 新增 click', async ({ page }) => {
  await page.goto('/#/pages/works/works');
  await expect(page.getByTestId('page-works-works')).toBeVisible();
  const batchSent = page.waitForRequest((request) => request.url().endsWith('/api/analytics/batch'), { timeout: 20_000 });
  await page.getByTestId('tab-add').click();
  await expect(page.getByTestId('page-aiDesign-aiDesign')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  // The batch goes out on its 6 s timer, or at once when the page is hidden.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await batchSent;
  await expect
    .poll(async () => (await recentAnalyticsEvents()).some((e) => e.event === 'click' && e.properties.name === '新建底部栏icon' && e.properties.title === '新增' && e.properties.type === 'button'))
    .toBe(true);
});

test('an unknown route shows the unresolved page, which leads back home', async ({ page }) => {
  await page.goto('/#/pages/nowhere/atAll');
  await expect(page.getByTestId('page-err-noResolveErr')).toBeVisible();
  await page.getByTestId('no-resolve-home').click();
  await expect(page.getByTestId('page-index-index')).toBeVisible();
});

test('going offline keeps the page and says so in a banner with 重试; back online it goes away', async ({ page, context }) => {
  await page.goto('/#/pages/template/template');
  await expect(page.getByTestId('page-template-template')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('网络已断开');
  await page.getByTestId('offline-banner-retry').click();
  await expect(page.getByTestId('toast')).toContainText('网络连接不可用');
  await expect(page.getByTestId('page-template-template')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test.describe('start-up announcement', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async () => setProductConfig({ notice: '', province: '' }));

  test('shows for a visitor from the configured province and closes with 我知道了', async ({ browser }) => {
    const notice = `系统维护通知 ${Date.now()}`;
    await setProductConfig({ notice, province: '广东' });
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': SHENZHEN_IP } });
    const page = await visitor.newPage();
    await page.goto('/');
    const modal = page.getByTestId('modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('公告');
    await expect(page.getByTestId('modal-text')).toHaveText(notice);
    await expect(modal.getByRole('button')).toHaveCount(1);
    await expect(modal.getByRole('button')).toHaveText('我知道了');
    await page.getByTestId('modal-confirm').click();
    await expect(modal).toHaveCount(0);
    await visitor.close();
  });

  test('stays hidden for a visitor from another province', async ({ browser }) => {
    await setProductConfig({ notice: '仅广东用户可见', province: '广东' });
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': BEIJING_IP } });
    const page = await visitor.newPage();
    const located = page.waitForResponse((response) => response.url().endsWith('/api/location_and_time'));
    await page.goto('/');
    expect(await (await located).json()).toMatchObject({ province: '北京' });
    await expect(page.getByTestId('page-index-index')).toBeVisible();
    await page.waitForTimeout(500); // the modal opens right after both launch calls answer
    await expect(page.getByTestId('modal')).toHaveCount(0);
    await visitor.close();
  });
});
