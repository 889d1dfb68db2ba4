import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Emails the API sent to the tests' own SMTP server (e2e/mail-sink.mjs), decoded. */
const mailFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/e2e/mail.jsonl');

/** The last code the server emailed to `to`, read from the SMTP server that received it. */
async function codeSentTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(mailFile)) return undefined;
      const lines = readFileSync(mailFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      code = lines
        .filter((entry) => entry.to === to)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const HAN = '春夏秋冬梅蘭竹菊松柏桃李杏荷蓮桂';
function uniqueNames() {
  const n = (Date.now() % 100_000) + Math.floor(Math.random() * 1000);
  const zh = [...String(n)].map((digit) => HAN[Number(digit)]).join('');
  return { en: `Tester ${n}`, zh: `測${zh}` };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function registerByEmail(page: Page, email: string, password: string) {
  const names = uniqueNames();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toContainText('We sent a 6-digit code');
  await page.getByLabel('Verification code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByLabel('English name').fill(names.en);
  await page.getByLabel('Chinese name').fill(names.zh);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-type password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(names.en)).toBeVisible();
  return names;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new visitor registers by email, logs out, logs in, changes the password and logs in with it', async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@example.com`;
  await registerByEmail(page, email, 'blossom-42');
  await expect(page.getByText(/Client ID: \d{9}/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong Password');
  await logIn(page, email, 'blossom-42');
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/profile/edit-profile/change-password');
  await page.getByLabel('Current password').fill('blossom-42');
  await page.getByLabel('New password').fill('petals-77');
  await page.getByLabel('Re-type password').fill('petals-78');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Re-type password').fill('petals-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your password has been changed');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, email, 'blossom-42');
  await expect(page.getByRole('alert')).toHaveText('Wrong Password');
  await logIn(page, email, 'petals-77');
  await expect(page).toHaveURL(/\/profile$/);
});

test('registration explains each rule of spec section 5 in the user’s language', async ({ page }) => {
  const email = `rules-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByLabel('Verification code')
    .fill((await codeSentTo(email)) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect Verification Code');
  await page.getByLabel('Verification code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await page.getByLabel('English name').fill('9 Lives');
  await page.getByLabel('Chinese name').fill('Amy');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The English name must start with a letter')).toBeVisible();
  await expect(page.getByText('The Chinese name may contain Chinese characters only')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a visitor who never logged in sees the Unauthorized page on a member page', async ({ page }) => {
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session on a guarded page lands on /login, replacing the history entry', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('user_id', '1');
    localStorage.setItem('EXP_TOKEN', String(Date.now() - 1000));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('EXP_TOKEN'))).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/); // /profile was replaced, so Back skips it
});

test('an idle member is warned after 10 minutes and logged out at 15', async ({ page }) => {
  const email = `idle-${Date.now()}@example.com`;
  await page.clock.install();
  await registerByEmail(page, email, 'blossom-42');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.mouse.move(10, 10);
  await page.clock.fastForward('09:58');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(3000);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText(/No activity for 10:0\d/);
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have been logged out. Please log in again.');
});

test('"Stay logged in" refreshes the session and dismisses the warning', async ({ page }) => {
  const email = `stay-${Date.now()}@example.com`;
  await page.clock.install();
  await registerByEmail(page, email, 'blossom-42');
  const before = Number(await page.evaluate(() => localStorage.getItem('EXP_TOKEN')));
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.mouse.move(10, 10);
  await page.clock.fastForward('10:02');
  await page.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Number(localStorage.getItem('EXP_TOKEN'))))
    .toBeGreaterThan(before);
});

test('a member changes the profile photo; a file of 1 MB or more is refused with the spec message', async ({
  page,
}) => {
  await registerByEmail(page, `photo-${Date.now()}@example.com`, 'blossom-42');
  await page.goto('/profile/edit-profile');
  const picker = page.getByLabel('Change photo');
  await picker.setInputFiles({
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(1024 * 1024, 1),
  });
  await expect(page.getByRole('alert')).toHaveText('Image size is too large. It must be less than 1MB.');

  // A small real image: a 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Member photo' })).toHaveAttribute(
    'src',
    /\/media\/members\/.+\.webp$/,
  );
  // The tab bar's Me tab shows it too.
  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Main sections' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/members\/.+\.webp$/,
  );
});
