import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { ClientFindResponse } from '@petal/contract/clients';
import {
  callApi,
  chooseCountry,
  expect,
  expectNoSeriousViolations,
  startInCountry,
  test,
} from './fixtures.ts';

test('home shows the flower ranking of the current country, numbered by flowers today', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await startInCountry(page, 'HK');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily flower ranking' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Flower list of Hong Kong' });
  await expect(list.getByRole('link').first()).toBeVisible();

  // The order on screen is the API's ranking: flowers received in the last 24 hours, most first.
  const ranking = await callApi<ClientFindResponse>(page, '/viewer/client/find', {
    country_id: 1,
    kind: 'girl',
    sort: 'ranking',
    limit: 5,
  });
  const first = ranking.items[0]!;
  await expect(list.getByRole('link').first()).toContainText(first.name_en);
  if (first.flowers_24h > 0) {
    await expect(list.getByRole('link').first()).toContainText('Number 1');
    await expect(list.getByRole('link').first()).toContainText(
      `${first.flowers_24h} flower${first.flowers_24h === 1 ? '' : 's'} today`,
    );
  }
  expect(errors).toEqual([]);
});

test('switching language and country changes the texts, <html lang> and the ranking', async ({ page }) => {
  await page.goto('/');
  await chooseCountry(page, /Country:/, 'Hong Kong');
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('每日鮮花排行');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('list', { name: '香港鮮花榜' })).toBeVisible();

  await chooseCountry(page, /國家：香港/, '日本');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('今日の花ランキング');
  await expect(page.getByRole('list', { name: '日本の花リスト' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('今日の花ランキング');
});

test.describe('in Japanese', () => {
  test.use({ firstLanguage: 'ja' });
  test('a failed list shows a message in the user language and a working retry', async ({ page }) => {
    let failing = true;
    await page.route('**/api/viewer/client/find', async (route) => {
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
    await page.goto('/new-girls');
    await expect(page.getByRole('alert')).toContainText('エラーが発生しました。もう一度お試しください。');
    failing = false;
    await page.getByRole('button', { name: '再試行' }).click();
    await expect(page.getByRole('list', { name: '新着の女性' }).getByRole('link').first()).toBeVisible();
  });
});

test('the filter counts each choice and its results match the count', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/client-filter');
  await expect(page.getByRole('heading', { level: 1, name: 'Find by place and type' })).toBeVisible();

  // Pick the first region, then its first district: each choice carries its count.
  const regions = page.getByRole('group', { name: 'Region', exact: true });
  const regionName = await regions.locator('label').nth(1).locator('.option-name').textContent();
  await regions.locator('label').nth(1).click();
  await expect(regions.getByRole('radio').nth(1)).toBeChecked();
  const districts = page.getByRole('group', { name: 'District', exact: true });
  await districts.locator('label').nth(1).click();
  const districtCount = Number(await districts.locator('label').nth(1).locator('.count').textContent());
  expect(districtCount).toBeGreaterThan(0);
  await expect(
    page.getByText(`${districtCount} listing${districtCount === 1 ? '' : 's'} match`).first(),
  ).toBeVisible();
  // A district's streets appear once it is chosen.
  await expect(page.getByRole('group', { name: 'Street or building' })).toBeVisible();

  await page.getByRole('button', { name: /^Show \d+ listings?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filter results' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your choices' })).toContainText(regionName ?? '');
  const results = page.getByRole('list', { name: /Hong Kong/ });
  await expect(results.getByRole('link').first()).toBeVisible();
  if (districtCount <= 20) {
    await expect(page.getByText(`That is all: ${districtCount} shown`)).toBeVisible();
  }
  await expectNoSeriousViolations(page);

  // Back returns to the steps with the same choices.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Find by place and type' })).toBeVisible();
  await expect(districts.getByRole('radio', { checked: true })).toHaveCount(1);
});

test('the hierarchy view shows empty districts only when asked, and links to each list', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/client-filter');
  await page.getByText('Hierarchy', { exact: true }).click();
  const districts = page.locator('.hierarchy .region2');
  await expect(districts.first()).toBeVisible();
  const shown = await districts.count();
  // The boxes write the address, and the page follows it.
  await page.getByLabel('Hide places with no listings').click();
  await expect(page.getByLabel('Hide places with no listings')).not.toBeChecked();
  await page.getByLabel('Include all districts').click();
  await expect(page.getByLabel('Include all districts')).toBeChecked();
  await expect.poll(() => districts.count()).toBeGreaterThanOrEqual(shown);
  await expectNoSeriousViolations(page);

  const district = page.locator('.hierarchy .region2 a').first();
  const name = (await district.textContent()) ?? '';
  await district.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('District', { exact: true })).toBeVisible();
});

test('/client-filter-v2 opens on the results of the selection the assistant hands over', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/');
  const lookups = await callApi<ClientDataDescribeResponse>(page, '/clientData/describe', undefined);
  const japan = lookups.Country.find((country) => country.country_code === 'JP')!;
  const region2 = lookups.Region2.find((region) => region.country_id === japan.country_id)!;
  await page.evaluate(
    ({ japan, region2 }) => {
      window.history.pushState(
        {
          usr: {
            selectedCountry: { id: japan.country_id, fullName: japan.country_name },
            selectedRegion1: { id: 1, fullName: 'skipped' },
            selectedRegion2: { id: region2.region2_id, fullName: region2.region2_name },
          },
          key: 'assistant',
          idx: 1,
        },
        '',
        '/client-filter-v2',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { japan, region2 },
  );
  // English stays: Japan offers it. The country becomes the app's current one.
  await expect(page.getByRole('heading', { level: 1, name: 'Filter results' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your choices' })).toContainText('Japan');
  await expect(page.getByRole('list', { name: 'Your choices' })).toContainText(region2.name_en);
  await expect(page.getByRole('button', { name: /Country: Japan/ })).toBeVisible();
  const count = Number(((await page.getByText(/listings? match/).textContent()) ?? '').split(' ')[0]);
  await expect(page.locator('.infinite-list').getByRole('link').first()).toBeVisible();
  if (count <= 20) await expect(page.getByText(`That is all: ${count} shown`)).toBeVisible();
});

test('search finds a client by part of the name with a typo, in English and Chinese', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/');
  const some = await callApi<ClientFindResponse>(page, '/viewer/client/find', { limit: 1 });
  const client = some.items[0]!;
  await page.goto('/client-search');
  await page.getByLabel('All countries, not only Hong Kong').check();
  const box = page.getByRole('searchbox', { name: 'Name in English or Chinese' });
  // A one-letter typo in the middle of the name.
  const name = client.name_en;
  const typo = name.length > 3 ? `${name.slice(0, 2)}${name[3]}${name.slice(4)}` : name;
  await box.fill(typo);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(name);
  await expect(page).toHaveURL(/q=/);

  await box.fill(client.name_zh);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(name);
  await box.fill('zzzzqqqq');
  await expect(page.getByText('No results')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('special services list their categories with counts and the clients of the chosen one', async ({
  page,
}) => {
  await startInCountry(page, 'HK');
  await page.goto('/fantasy-filter');
  await expect(page.getByRole('heading', { level: 1, name: 'Special services' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Choose a special service' }).locator('label');
  await expect(chips.first()).toBeVisible();
  await chips.nth(1).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.locator('.infinite-list').getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('every tab leads to its page, and the tab bar marks where the visitor is', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await tabs.getByRole('link', { name: 'New' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New girls' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Special' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Special services' })).toBeVisible();
});

for (const language of ['en', 'zh', 'ja'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ firstLanguage: language });
    test('the directory pages have no serious accessibility violations', async ({ page }) => {
      test.slow();
      await startInCountry(page, { en: 'GB', zh: 'HK', ja: 'JP' }[language]);
      for (const path of ['/', '/new-girls', '/client-filter', '/client-search']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousViolations(page);
      }
    });
  });
}

test('a place page lists its clients, sortable, and a shop page lists its girls', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/');
  const shops = await callApi<ClientFindResponse>(page, '/viewer/client/find', { kind: 'shop', limit: 1 });
  const shop = shops.items[0]!;
  await page.goto(`/region-2/${shop.region2_id}`);
  await expect(page.getByText('District', { exact: true })).toBeVisible();
  await page.getByText('Newest', { exact: true }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.locator('.infinite-list').getByRole('link').first()).toBeVisible();

  await page.goto(`/shop/${shop.shop_id ?? shop.client_id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name_en })).toBeVisible();
  await expect(page.getByText(/girls? listed/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/street-building/${shop.street_id}`);
  await expect(page.getByText('Street or building', { exact: true })).toBeVisible();
  await expect(page.locator('.infinite-list').getByRole('link').first()).toBeVisible();
});

test('a type in the hierarchy opens its results at /client-filter-v2', async ({ page }) => {
  await startInCountry(page, 'HK');
  await page.goto('/client-filter?view=hierarchy');
  const chip = page.locator('.hierarchy .region2 .type-chips a').first();
  const count = Number(((await chip.textContent()) ?? '').split('·').at(-1));
  await chip.click();
  await expect(page).toHaveURL(/\/client-filter-v2\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filter results' })).toBeVisible();
  await expect(page.getByText(`${count} listing${count === 1 ? '' : 's'} match`)).toBeVisible();
});

test("a shared filter link opens in its places' country; choosing another country leaves them", async ({
  page,
}) => {
  await startInCountry(page, 'GB');
  await page.goto('/');
  const lookups = await callApi<ClientDataDescribeResponse>(page, '/clientData/describe');
  const japan = lookups.Country.find((country) => country.country_code === 'JP')!;
  const region1 = lookups.Region1.find((region) => region.country_id === japan.country_id)!;
  await page.goto(`/client-filter-v2?r1=${region1.region1_id}`);
  await expect(page.getByRole('button', { name: /Country: Japan/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your choices' })).toContainText(region1.name_en);

  await chooseCountry(page, /Country: Japan/, 'Thailand');
  await expect(page).not.toHaveURL(/r1=/);
  await expect(page.getByRole('list', { name: 'Your choices' })).toHaveText('Thailand');
});
