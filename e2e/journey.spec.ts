import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { ClientDescribeResponse } from '@petal/contract/clients';
import { countryById } from '@petal/contract/countries';
import type { ReviewFindResponse, StoryFindResponse } from '@petal/contract/writings';
import { callApi, expect, expectNoSeriousViolations, startInCountry, test } from './fixtures.ts';

test('home -> filter -> profile -> a review and a story -> back to the same place in the results', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  // A client with a story and a review, so both can be opened from its profile.
  const stories = await callApi<StoryFindResponse>(page, '/viewer/story/find', { limit: 50 });
  const reviews = await callApi<ReviewFindResponse>(page, '/viewer/review/find', { limit: 50 });
  const reviewed = new Set(reviews.items.map((review) => review.client.client_id));
  const clientId = stories.items.find((story) => reviewed.has(story.client.client_id))?.client.client_id;
  expect(clientId).toBeDefined();
  const client = await callApi<ClientDescribeResponse>(page, '/viewer/client/describe', {
    client_id: clientId,
  });
  const lookups = await callApi<ClientDataDescribeResponse>(page, '/clientData/describe');
  const region1 = lookups.All_Region1.find((region) => region.region1_id === client.region1_id)!;
  const region2 = lookups.All_Region2.find((region) => region.region2_id === client.region2_id)!;

  await startInCountry(page, countryById(client.country_id)!.code);
  await page.goto('/');
  await page.getByRole('link', { name: 'By place and type' }).click();
  await page
    .getByRole('group', { name: 'Region', exact: true })
    .getByText(region1.name_en, { exact: true })
    .click();
  await page
    .getByRole('group', { name: 'District', exact: true })
    .getByText(region2.name_en, { exact: true })
    .click();
  await page.getByRole('button', { name: /^Show \d+ listings?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filter results' })).toBeVisible();

  // Scroll the client's card into the middle of the screen, remember where the page is.
  const card = page.locator(`.infinite-list a[href="/ad-blog/${clientId}"]`);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(card).toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: client.name_en })).toBeVisible();
  // Stories, reviews and posts sit at the foot of the profile and load as the reader nears them.
  await page.getByRole('heading', { level: 2, name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  const review = page.locator(`a[href^="/ad-blog/${clientId}/"].read-link`).first();
  await review.click();
  await expect(page.getByText('Appearance').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goBack();

  const story = page.locator('a[href^="/story-detail/"]').first();
  await story.click();
  await expect(page).toHaveURL(/\/story-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: client.name_en })).toBeVisible();

  // Back to the results: the same place, the same card on screen.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Filter results' })).toBeVisible();
  await expect(card).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
});
