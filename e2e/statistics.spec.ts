import AxeBuilder from '@axe-core/playwright';
import { chooseCountry, expect, startInCountry, test } from './fixtures.ts';

test('a guest sees listings counted by country and opens a country to see its districts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings by place' })).toBeVisible();
  await expect(page.getByText(/^\d+ listings in ten countries$/)).toBeVisible();

  // The current country comes first and open; another opens on a tap.
  const hongKong = page.locator('summary', { hasText: 'Hong Kong' });
  await expect(hongKong).toContainText(/\d+ listings?/);
  await expect(page.getByRole('heading', { level: 2, name: /Kowloon/ })).toBeVisible();
  await page.locator('summary', { hasText: 'Thailand' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Bangkok/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching language changes the texts and <html lang>', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings by place');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Hong Kong (the default here) offers English and Chinese.
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('各地刊登數目');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('heading', { level: 2, name: /九龍/ })).toBeVisible();

  // Japan does not offer Chinese, so its default, Japanese, takes over.
  await chooseCountry(page, /國家：香港/, '日本');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地域別の掲載数');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地域別の掲載数');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings by place' })).toBeVisible();
});

test.describe('in Japanese', () => {
  test.use({ firstLanguage: 'ja' });
  test('a failed API call shows a message in the user language and a working retry', async ({ page }) => {
    let failing = true;
    await page.route('**/api/clientType/statistics/summary', async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal_error', message: 'An error occurred. Please try again.' },
        }),
      });
    });
    await startInCountry(page, 'JP');
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('エラーが発生しました。もう一度お試しください。');
    failing = false;
    await page.getByRole('button', { name: '再試行' }).click();
    await expect(page.getByText(/10か国で \d+ 件の掲載/)).toBeVisible();
  });
});

for (const language of ['en', 'zh', 'ja'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ firstLanguage: language });
    test('has no serious accessibility violations', async ({ page }) => {
      await startInCountry(page, { en: 'GB', zh: 'HK', ja: 'JP' }[language]);
      await page.goto('/');
      await expect(page.locator('.region1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}
