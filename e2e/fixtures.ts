import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages in these tests belong to a visitor who already confirmed the 18+ notice and whose
 * first visit starts in English, unless a test says otherwise with
 * `test.use({ adultConfirmed: false })` or `test.use({ firstLanguage: 'zh' })`.
 */
export const test = base.extend<{ adultConfirmed: boolean; firstLanguage: 'en' | 'zh' | 'ja' }>({
  adultConfirmed: [true, { option: true }],
  firstLanguage: ['en', { option: true }],
  page: async ({ page, adultConfirmed, firstLanguage }, use) => {
    if (adultConfirmed) await page.addInitScript(() => localStorage.setItem('adultConfirmed', 'true'));
    // Only the first visit starts in this language; later choices in the page are kept.
    await page.addInitScript((language) => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', language);
    }, firstLanguage);
    await use(page);
  },
});

export { expect };

/** Starts this test's visit in `code` (the session's country store). */
export async function startInCountry(page: Page, code: string) {
  await page.addInitScript(
    (country) =>
      sessionStorage.setItem(
        'country-store',
        JSON.stringify({ currentCountry: country, prevCountryId: null }),
      ),
    code,
  );
}

/** Chooses a country in the header's drawer, by pointer. */
export async function chooseCountry(page: Page, buttonName: RegExp, countryName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  await page.getByRole('dialog').getByRole('button', { name: countryName }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** axe-core finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Calls the API from the page as a guest would (verify key from the page, a guest token):
 * for tests that need real ids from the demo data. The page must be on the app already.
 * Without a body the call is a GET.
 */
export async function callApi<Answer>(page: Page, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = document.querySelector<HTMLMetaElement>('meta[name="petal-verify-key"]')?.content ?? '';
      const headers = { 'x-verify-key': key, 'content-type': 'application/json' };
      const guest = await fetch('/api/auth/guest', { method: 'POST', headers, body: '{}' });
      const { token } = (await guest.json()) as { token: string };
      const answer = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-verify-key': key,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return answer.json();
    },
    { path, body },
  ) as Promise<Answer>;
}
