import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';

/**
 * Stories, reviews and member posts, as a guest sees them on the demo data (120 clients:
 * about 50 stories, 300 reviews and 60 member posts, so every list has more than one page
 * of 20). Ids come from what the pages show, never from assumptions.
 */

/** The first story card wholly on screen below the sticky header and tabs: its link's address and title. */
async function storyCardInView(page: Page) {
  return page.evaluate(() => {
    const tabs = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
    const bottom = window.innerHeight - 80; // above the tab bar
    for (const link of Array.from(
      document.querySelectorAll<HTMLAnchorElement>('article a[href^="/story-detail/"]'),
    )) {
      const card = link.closest('article')!.getBoundingClientRect();
      if (card.top >= tabs.bottom && card.bottom <= bottom) {
        const comments = link.closest('article')!.textContent!.match(/(\d+) comments?/)![1]!;
        return { href: link.getAttribute('href')!, title: link.textContent!, comments: Number(comments) };
      }
    }
    throw new Error('no story card wholly on screen');
  });
}

// axe-core takes a few seconds a page on a small machine, and some tests check several pages.
test.describe.configure({ timeout: 90_000 });

test('a story opened from the tab page; Back returns to the same tab at the same place', async ({ page }) => {
  await page.goto('/stories-and-review');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories & reviews' })).toBeVisible();
  // The tab bar marks this page's tab, and Hot stories is the first list shown.
  await expect(
    page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Stories' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Hot stories' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Newest stories' }).click();
  await expect(page).toHaveURL(/\?tab=newest$/);
  const list = page.getByRole('list', { name: 'Newest stories' });
  await expect(list.getByRole('article').first()).toBeVisible();

  // Well down the list (past the first screens), where a lost position would show.
  await page.evaluate(() => window.scrollTo(0, 1800));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const card = await storyCardInView(page);
  const scrolledTo = await page.evaluate(() => window.scrollY);

  await page.locator(`a[href="${card.href}"]`).click();
  await expect(page).toHaveURL(card.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
  const comments = page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText(
    `${card.comments} comment${card.comments === 1 ? '' : 's'}`,
  );
  if (card.comments === 0) await expect(comments.getByText('No comments yet.')).toBeVisible();
  else await expect(comments.getByRole('listitem')).toHaveCount(card.comments);
  await expectNoSeriousViolations(page);

  // The Back bar of the story page.
  await page
    .getByRole('navigation', { name: 'Page navigation' })
    .getByRole('button', { name: 'Back' })
    .click();
  await expect(page).toHaveURL(/\/stories-and-review\?tab=newest$/);
  await expect(page.getByRole('tab', { name: 'Newest stories' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 4);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(4);
  await expect(page.locator(`a[href="${card.href}"]`)).toBeInViewport({ ratio: 1 });
});

test('a review opened from the Reviews tab shows the five ratings; the tab stays chosen after Back', async ({
  page,
}) => {
  await page.goto('/stories-and-review');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  const first = page.getByRole('list', { name: 'Reviews' }).getByRole('article').first();
  // A card names the client it reviews and shows the five ratings in short.
  const clientLink = first.getByRole('link').first();
  const clientHref = await clientLink.getAttribute('href');
  expect(clientHref).toMatch(/^\/ad-blog\/\d+$/);
  const clientName = (await clientLink.textContent())!;
  await expect(first.getByRole('term')).toHaveText([
    'Price',
    'Service',
    'Environment',
    'Appearance',
    'Figure',
  ]);
  await expectNoSeriousViolations(page);

  await first.getByRole('link', { name: /^Read review/ }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${clientHref}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review of ${clientName}`);
  const ratings = page.getByRole('region', { name: 'Ratings' });
  await expect(ratings.getByRole('term')).toHaveText([
    'Price',
    'Service',
    'Environment',
    'Appearance',
    'Figure',
  ]);
  await expect(ratings.getByRole('definition')).toHaveText(Array(5).fill(/^★+[1-5] out of 5$/));
  await expect(page.getByText('Overall')).toBeVisible();
  await expect(page.getByRole('link', { name: `See ${clientName}’s profile` })).toHaveAttribute(
    'href',
    clientHref!,
  );
  await expectNoSeriousViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/stories-and-review\?tab=reviews$/);
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();

  // The switch works from the keyboard too, like tabs.
  await page.getByRole('tab', { name: 'Reviews' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Member posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Member posts' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=posts$/);
  await expect(page.getByRole('list', { name: 'Member posts' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a member post opens from /all-member-post with its comments; a guest is asked to log in to comment', async ({
  page,
}) => {
  await page.goto('/all-member-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Member posts' })).toBeVisible();
  const commentCount = page.getByText(/^[1-9]\d* comments?$/);
  const withComments = page
    .getByRole('list', { name: 'Member posts' })
    .getByRole('article')
    .filter({ has: commentCount })
    .first();
  const count = Number((await withComments.getByText(/^[1-9]\d* comments?$/).textContent())!.split(' ')[0]);
  await expectNoSeriousViolations(page);

  await withComments.getByRole('link', { name: /^Read post/ }).click();
  await expect(page).toHaveURL(/\/member-post-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Post by .+/);
  const comments = page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText(
    `${count} comment${count === 1 ? '' : 's'}`,
  );
  await expect(comments.getByRole('listitem')).toHaveCount(count);
  await expectNoSeriousViolations(page);

  await comments.getByRole('button', { name: 'Write a comment' }).click();
  const modal = page.getByRole('dialog', { name: 'Please Login Or Register First' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});

test('the story list loads its next page when scrolled to the end', async ({ page }) => {
  const asked: { cursor?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/viewer/story/find')) asked.push(request.postDataJSON());
  });
  await page.goto('/all-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Newest' });
  await expect(list.getByRole('article').first()).toBeVisible();
  // More than one page: the list does not know its end yet.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '-1');

  const end = page.getByText(/^That is all: \d+ shown$/);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass();
  const shown = Number((await end.textContent())!.match(/\d+/)![0]);
  expect(shown).toBeGreaterThan(20);
  expect(asked.filter((body) => body.cursor).length).toBeGreaterThanOrEqual(1);
  // At the very end the last row is the last story, numbered as such for assistive technology.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', String(shown), {
      timeout: 1000,
    });
  }).toPass();
  await expect(list.getByRole('listitem').last()).toBeInViewport();

  // The switch to hot stories: a list of its own, most viewed first.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/\/all-story\?order=hot$/);
  const views = page.getByRole('list', { name: 'Hot' }).getByText(/^[\d,]+ views?$/);
  await expect(views.nth(2)).toBeVisible();
  const counts = (await views.allTextContents()).slice(0, 3).map((text) => Number(text.replace(/\D/g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
});

/** The client a list's first card names: its id (from the link to its profile) and its name. */
async function firstCardClient(page: Page, listName: string) {
  const link = page
    .getByRole('list', { name: listName })
    .getByRole('article')
    .getByRole('link', { name: /./ })
    .and(page.locator('[href^="/ad-blog/"]'))
    .first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/ad-blog\/\d+$/);
  return { id: href.split('/').pop()!, name: (await link.textContent())! };
}

test('lists for one client name it, and lead back to everyone', async ({ page }) => {
  await page.goto('/all-review');
  const reviewed = await firstCardClient(page, 'Reviews');
  await page.goto(`/all-review?client=${reviewed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reviews of ${reviewed.name}`);
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('article');
  await expect(reviews.first()).toBeVisible();
  // Every review here opens under this client's address.
  for (const href of await reviews
    .getByRole('link', { name: /^Read review/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(new RegExp(`^/ad-blog/${reviewed.id}/\\d+$`));
  await page.getByRole('link', { name: 'Show reviews of everyone' }).click();
  await expect(page).toHaveURL(/\/all-review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews');

  await page.goto('/all-story');
  const storyteller = await firstCardClient(page, 'Newest');
  await page.goto(`/all-story?client=${storyteller.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stories of ${storyteller.name}`);
  await expect(page.getByRole('list', { name: 'Newest' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show stories from everyone' })).toHaveAttribute(
    'href',
    '/all-story',
  );

  await page.goto('/all-member-post');
  const talkedAbout = await firstCardClient(page, 'Member posts');
  await page.goto(`/all-member-post?client=${talkedAbout.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Member posts about ${talkedAbout.name}`);
  await expect(page.getByRole('list', { name: 'Member posts' }).getByRole('article').first()).toBeVisible();
});

test('a story, review or post that is not there says so and leads back', async ({ page }) => {
  await page.goto('/story-detail/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to stories' }).click();
  await expect(page).toHaveURL(/\/all-story$/);

  await page.goto('/ad-blog/1/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Review not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to reviews' })).toHaveAttribute('href', '/all-review');

  await page.goto('/member-post-detail/not-a-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to member posts' })).toHaveAttribute(
    'href',
    '/all-member-post',
  );
  await expectNoSeriousViolations(page);
});

test.describe('in Chinese', () => {
  test.use({ firstLanguage: 'zh' });

  test('the tab page and a story have Chinese headings and no serious accessibility problem', async ({
    page,
  }) => {
    await page.goto('/stories-and-review');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('故事與評論');
    await expect(page.getByRole('tab', { name: '熱門故事' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: '熱門故事' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('list', { name: '熱門故事' }).getByRole('heading', { level: 2 }).first().click();
    await expect(page).toHaveURL(/\/story-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /則留言$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/all-story');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('故事');
    await expect(page.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: '最新' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/story-detail/987654');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到故事');
  });

  test('reviews have Chinese headings and rating labels and no serious accessibility problem', async ({
    page,
  }) => {
    await page.goto('/all-review');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('評論');
    await expect(page.getByRole('list', { name: '評論' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole('link', { name: /^閱讀評論/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/的評論$/);
    await expect(page.getByRole('region', { name: '評分' }).getByRole('term')).toHaveText([
      '價格',
      '服務',
      '環境',
      '外貌',
      '身材',
    ]);
    await expectNoSeriousViolations(page);
  });

  test('member posts have Chinese headings and no serious accessibility problem', async ({ page }) => {
    await page.goto('/all-member-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('會員帖子');
    await expect(page.getByRole('list', { name: '會員帖子' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole('link', { name: /^閱讀帖子/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/的帖子$/);
    await expect(page.getByRole('heading', { level: 2, name: /則留言$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
