import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function openHome(page: Page, language: 'en' | 'zh' | 'ja') {
  // Only a first visit starts in this language; later choices in the page are kept.
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng);
  }, language);
  await page.goto('/');
}

test('a guest sees listings counted by country and opens a country to see its districts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openHome(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings by place' })).toBeVisible();
  await expect(page.getByText(/^\d+ listings in ten countries$/)).toBeVisible();

  const hongKong = page.locator('summary', { hasText: 'Hong Kong' });
  await expect(hongKong).toContainText(/\d+ listings?/);
  await hongKong.click();
  await expect(page.getByRole('heading', { level: 2, name: /Kowloon/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching language changes the texts and <html lang>', async ({ page }) => {
  await openHome(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings by place');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('各地刊登數目');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await page.locator('summary', { hasText: '香港' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /九龍/ })).toBeVisible();

  await page.getByLabel('語言').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地域別の掲載数');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地域別の掲載数');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await openHome(page, 'en');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings by place' })).toBeVisible();
});

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
  await openHome(page, 'ja');
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました。もう一度お試しください。');
  failing = false;
  await page.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByText(/10か国で \d+ 件の掲載/)).toBeVisible();
});

for (const language of ['en', 'zh', 'ja'] as const) {
  test(`has no serious accessibility violations (${language})`, async ({ page }) => {
    await openHome(page, language);
    await page.locator('summary').first().click();
    await expect(page.locator('.region1').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
