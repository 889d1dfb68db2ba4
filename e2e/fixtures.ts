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
