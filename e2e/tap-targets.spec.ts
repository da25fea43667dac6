import { expect, test, type Page } from '@playwright/test';
import { pageTestId, ROUTE_PATHS, type RoutePath } from '../src/app/router/routeTable.ts';

// Issue 27: every interactive element on every page is at least 44 × 44 CSS px on a phone
// (390 × 844). Inline links inside running text are the one exception (docs/tap-targets.md).
// The editor page and its preview are measured too (issue 26 sized their controls).
const EXCLUDED: ReadonlySet<RoutePath> = new Set<RoutePath>([]);
const MIN = 44;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Small {
  route: string;
  what: string;
  width: number;
  height: number;
}

/** Everything a finger can act on, measured as the browser lays it out (an input inside a label by its label). */
function measure(page: Page, route: string, min: number): Promise<Small[]> {
  return page.evaluate(
    ({ route, min }) => {
      const selector = [
        'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
        '[role="button"]', '[role="radio"]', '[role="switch"]', '[role="tab"]', '[role="checkbox"]', '[role="link"]', '[role="option"]', '[role="menuitem"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const small: Array<{ route: string; what: string; width: number; height: number }> = [];
      const seen = new Set<Element>();
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const target = element.closest('label') ?? element;
        if (seen.has(target)) continue;
        seen.add(target);
        const rect = target.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        // The allowed exception: a link marked as inside a sentence, and really inside one (docs/tap-targets.md).
        const sentence = target.parentElement?.textContent ?? '';
        if (target.classList.contains('ui-inline-link') && style.display.startsWith('inline') && sentence.length >= (target.textContent ?? '').length + 4) continue;
        if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
        const id = target.getAttribute('data-testid') ?? element.getAttribute('data-testid');
        const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 16);
        small.push({ route, what: `${target.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${label}"`, width: Math.round(rect.width), height: Math.round(rect.height) });
      }
      return small;
    },
    { route, min },
  );
}

test('every interactive element on every page is at least 44 × 44 CSS px at 390 × 844', async ({ page }) => {
  test.setTimeout(240_000);
  const found: Small[] = [];
  for (const route of ROUTE_PATHS) {
    if (EXCLUDED.has(route)) continue;
    await page.goto(`/#${route}`);
    await expect(page.getByTestId(pageTestId(route))).toBeVisible({ timeout: 15_000 });
    // Let lists and late parts (catalogues, the tab bar's badges) arrive; a busy page is measured as it is then.
    await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
    found.push(...(await measure(page, route, MIN)));
  }
  const table = found.map((item) => `${item.route}  ${item.what}  ${item.width}×${item.height}`).join('\n');
  expect(found, `targets below ${MIN} × ${MIN}:\n${table}`).toEqual([]);
});
