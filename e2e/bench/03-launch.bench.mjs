// Cold launch to the home page, on this machine and with the main thread
// throttled 4× through CDP (a low-end phone's main thread).
import { agreeToPrivacy } from './support/consent.mjs';

export const name = 'launch';

async function launchOnce(browser, baseURL, throttle) {
  const context = await agreeToPrivacy(await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const start = performance.now();
  await page.goto(`${baseURL}/#/pages/index/index`);
  await page.getByTestId('page-index-index').waitFor();
  const elapsed = performance.now() - start;
  await context.close();
  return elapsed;
}

export async function run({ browser, baseURL }) {
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const normal = [];
  const slow = [];
  for (let i = 0; i < 5; i++) normal.push(await launchOnce(browser, baseURL, 1));
  for (let i = 0; i < 5; i++) slow.push(await launchOnce(browser, baseURL, 4));
  return [
    { what: 'launch to home page (median of 5)', value: `${median(normal).toFixed(0)} ms` },
    { what: 'launch to home page, main thread 4× slower', value: `${median(slow).toFixed(0)} ms (${(median(slow) / median(normal)).toFixed(2)}× control)` },
  ];
}
