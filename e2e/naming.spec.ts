import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors.ts';

test.describe('AI naming (offline poetry generator)', () => {
  test('name a tea shop: names stream in with pinyin, meaning and source line; one opens in AI design', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    // The result page's script comes while the form is filled in, not after the tap, and asks
    // V8 to compile it as it loads, not function by function in the navigation's task.
    const resultChunk = page.waitForResponse(/aiqimingResult[^/]*\.js$/);
    await page.getByTestId('home-tool-naming').click();
    await expect(page.getByTestId('page-aiqiming-aiqiming')).toBeVisible();
    expect((await (await resultChunk).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    await page.getByTestId('naming-subject-shop').click();
    await page.getByTestId('naming-industry').fill('茶饮');
    await page.getByTestId('naming-keywords').fill('清新 山水');
    await page.getByTestId('naming-style-classical').click();
    await page.getByTestId('naming-length-4').click();
    await page.getByTestId('naming-generate').click();

    await expect(page.getByTestId('page-aiqiming-aiqiming-result')).toBeVisible();
    const cards = page.getByTestId('naming-results').locator('li');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('naming-status')).toHaveText(/共 \d+ 个名字/, { timeout: 30_000 });
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const names = await page.getByTestId('naming-result-name').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect([...name]).toHaveLength(4);
    // Pinyin with tone marks, one syllable per character; a source line with its book and title.
    const pinyin = await page.getByTestId('naming-result-pinyin').first().textContent();
    expect(pinyin?.trim().split(/\s+/)).toHaveLength(4);
    expect(pinyin).toMatch(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/u);
    await expect(page.getByTestId('naming-result-source').first()).toContainText(/《.+》：/u);

    // Another batch differs.
    await page.getByTestId('naming-again').click();
    await expect(page.getByTestId('naming-status')).toHaveText(/共 \d+ 个名字/, { timeout: 30_000 });
    const second = await page.getByTestId('naming-result-name').allTextContents();
    expect(second).not.toEqual(names);

    const chosen = second[0]!;
    await page.getByTestId('naming-result-0').getByTestId('naming-make-logo').click();
    await expect(page.getByTestId('page-aiDesign-aiDesign')).toBeVisible();
    await expect(page.getByTestId('ai-title')).toHaveValue(chosen);
    // 茶饮 is not a logo category: AI design gets the nearest one (餐饮).
    expect(decodeURIComponent(page.url())).toContain('industry=餐饮');
    await page.getByTestId('ai-generate').click();
    await expect(page.getByTestId('ai-candidate').first()).toBeVisible({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });

  test('a banned word in the keywords shows the message and names nothing', async ({ page }) => {
    await page.goto('/#/pages/aiqiming/aiqiming');
    await page.getByTestId('naming-industry').fill('茶饮');
    await page.getByTestId('naming-keywords').fill('他 妈 的');
    await page.getByTestId('naming-generate').click();
    // Which word and why, beside the button; what was typed is kept, so the user edits and retries.
    await expect(page.getByTestId('naming-refused')).toHaveText('未通过内容审核：「他妈的」含有辱骂用语。请修改后再试，已填写的内容都保留着');
    await expect(page.getByTestId('page-aiqiming-aiqiming')).toBeVisible();
    await expect(page.getByTestId('naming-industry')).toHaveValue('茶饮');
    await expect(page.getByTestId('naming-keywords')).toHaveValue('他 妈 的');
    await page.getByTestId('naming-keywords').fill('清新');
    await expect(page.getByTestId('naming-refused')).toHaveCount(0);
    await page.getByTestId('naming-generate').click();
    await expect(page).toHaveURL(/aiqiming-result/);
    // Going straight to the result address is refused by the server too, naming the word.
    await page.goto('/#/pages/aiqiming/aiqiming-result?subject=shop&industry=%E8%8C%B6%E9%A5%AE&keywords=%E9%B8%A1%E5%B7%B4&style=classical&length=2');
    await expect(page.getByTestId('naming-error')).toHaveText('输入的内容含有不当词语：「鸡巴」涉及色情低俗内容，请修改关键词后再试', { timeout: 20_000 });
    await expect(page.getByTestId('naming-results').locator('li')).toHaveCount(0);
  });

  test('a person: surname required, names keep it, and the surname logo opens with it', async ({ page }) => {
    await page.goto('/#/pages/aiqiming/aiqiming');
    await page.getByTestId('naming-subject-person').click();
    await page.getByTestId('naming-generate').click();
    await expect(page.getByRole('alert')).toHaveText('请填写姓氏（1–2 个汉字）');
    await page.getByTestId('naming-surname').fill('欧阳');
    await page.getByTestId('naming-length-2').click();
    await page.getByTestId('naming-generate').click();
    await expect(page.getByTestId('naming-status')).toHaveText(/共 \d+ 个名字/, { timeout: 30_000 });
    const names = await page.getByTestId('naming-result-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^欧阳\p{Script=Han}{2}$/u);
    await page.getByTestId('naming-result-0').getByTestId('naming-make-surname-logo').click();
    await expect(page.getByTestId('page-nameLogo-nameLogo')).toBeVisible();
  });
});
