import type { Page } from '@playwright/test';
import { chooseCountry, expect, expectNoSeriousViolations, test } from './fixtures.ts';

const countryStore = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('country-store') ?? 'null'));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the page is one column of at most 480px, centred', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const column = await page.locator('.app-column').boundingBox();
      expect(column!.width).toBeLessThanOrEqual(480);
      expect(Math.abs(column!.x + column!.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      const tabBar = await page.getByRole('navigation', { name: 'Main sections' }).boundingBox();
      expect(tabBar!.width).toBeLessThanOrEqual(480);
      await expectNoSeriousViolations(page);
    });

    test.describe('starting in Chinese', () => {
      test.use({ firstLanguage: 'zh' });
      test('choosing a country by pointer sets it, closes the drawer and changes the language', async ({
        page,
      }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('每日鮮花排行');

        await page.getByRole('button', { name: /國家：香港/ }).click();
        const drawer = page.getByRole('dialog', { name: '選擇國家' });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('button')).toHaveCount(11); // ten countries and Close
        // The page behind does not scroll while the drawer is open.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        await expectNoSeriousViolations(page);

        await drawer.getByRole('button', { name: '日本' }).click();
        await expect(drawer).toBeHidden();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
          'hidden',
        );
        // Japan has no Chinese: its default, Japanese, takes over.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('今日の花ランキング');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
        expect(await countryStore(page)).toEqual({ currentCountry: 'JP', prevCountryId: 1 });

        // The United Kingdom offers English only: no language choice is shown.
        await chooseCountry(page, /国：日本/, 'イギリス');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily flower ranking');
        await expect(page.getByLabel('Language')).toHaveCount(0);
        expect(await countryStore(page)).toEqual({ currentCountry: 'GB', prevCountryId: 3 });

        // The country lasts for the session.
        await page.reload();
        await expect(page.getByRole('button', { name: /Country: United Kingdom/ })).toBeVisible();
      });
    });

    test('the drawer works by keyboard: focus moves in, stays in, Escape closes, focus returns', async ({
      page,
    }) => {
      await page.goto('/');
      const opener = page.getByRole('button', { name: /Country: Hong Kong/ });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Choose a country' });
      await expect(drawer).toBeVisible();
      const focusInDrawer = () =>
        page.evaluate(
          () => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false,
        );
      expect(await focusInDrawer()).toBe(true);
      for (let step = 0; step < 14; step++) {
        await page.keyboard.press('Tab');
        // Tab may pass through the browser's own controls, never through the page behind.
        const outside = await page.evaluate(
          () =>
            document.activeElement !== document.body &&
            !document.querySelector('dialog[open]')?.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      // Choosing by keyboard.
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Thailand' }).focus();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: /Country: Thailand/ })).toBeFocused();
    });

    test('the drawer closes by its close button and by the backdrop', async ({ page }) => {
      await page.goto('/');
      const opener = page.getByRole('button', { name: /Country: Hong Kong/ });
      await opener.click();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await opener.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.mouse.click(5, viewport.height / 2); // the backdrop, left of the drawer
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await countryStore(page)).toBeNull(); // nothing chosen, nothing stored
    });
  });
}

test('greets by the time of day in the current country', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T03:30:00Z')); // 11:30 in Hong Kong, 12:30 in Tokyo
  await page.goto('/');
  await expect(page.getByText('Good morning')).toBeVisible();
  await chooseCountry(page, /Country: Hong Kong/, 'Japan');
  await expect(page.getByText('Good afternoon')).toBeVisible();
});

test('the tab bar shows on the home page, the Back bar on utility pages', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Page navigation' })).toHaveCount(0);

  // /login hides the tab bar and shows the Back bar.
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily flower ranking' })).toBeVisible();
});

test.describe('a first-time visitor', () => {
  test.use({ adultConfirmed: false });

  test('sees the 18+ notice once, and it cannot be dismissed without a choice', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Adults only (18+)' });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page);
    // Chromium closes a dialog on a repeated Escape unless the page reopens it.
    for (let press = 0; press < 3; press++) await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await notice.getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('who declines leaves the site', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL('about:blank');
  });
});

test('a page whose code fails to load dispatches the preload error and offers a reload', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('vite:preloadError', () => {
      (window as unknown as { preloadErrors: number }).preloadErrors =
        ((window as unknown as { preloadErrors?: number }).preloadErrors ?? 0) + 1;
    });
  });
  await page.route(/\/assets\/home-page-.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { preloadErrors?: number }).preloadErrors),
  ).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  await page.unroute(/\/assets\/home-page-.*\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily flower ranking' })).toBeVisible();
});

test.describe('in Chinese', () => {
  test.use({ firstLanguage: 'zh' });
  test('an unknown path shows the not-found page in the current language', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('the 18+ notice', () => {
  test.use({ adultConfirmed: false });

  test('is not skipped by visiting /login, which clears other dialogs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Adults only (18+)' })).toBeVisible();
  });
});

test('/index.html leads to the app with its verify key', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily flower ranking' })).toBeVisible();
  expect(await page.locator('meta[name="petal-verify-key"]').getAttribute('content')).not.toContain(
    '__PETAL',
  );
});

test('translation files come from the server by content version and are cached for a year', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/locales/')) asked.push(request.url());
  });
  const translation = page.waitForResponse(/\/locales\/en\.json\?v=[0-9a-f]{12}$/);
  await page.goto('/');
  const response = await translation;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // One file holds every namespace of the language, so no page waits for its own strings.
  const bundle = await response.json();
  expect(bundle).toHaveProperty('common.header.home', 'Petal home');
  expect(bundle).toHaveProperty('directory');
  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'New' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New girls' })).toBeVisible();
  expect(asked).toEqual([response.url()]);
});
