import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { expect, expectNoSeriousViolations, startInCountry, test } from './fixtures.ts';

/**
 * A client's profile and the pages under it, as a guest: photos, full-screen viewer, packages,
 * the log-in prompt for member actions, the map and its fallback, the view counter, a
 * switched-off ad, the shop's girls, the posts, and accessibility of every page.
 */

interface Photo {
  url: string;
}
interface Client {
  client_id: number;
  kind: 'girl' | 'shop';
  country_id: number;
  name_en: string;
  name_zh: string;
  views: number;
  address_en: string;
  latitude: number | null;
  street_view: { latitude: number; longitude: number } | null;
  photos: Photo[];
  service_packages: { service_package_id: number; name_en: string }[];
  shop: { client_id: number; name_en: string } | null;
}
interface Card {
  client_id: number;
  kind: 'girl' | 'shop';
}
type Answer<T> = { status: number; body: T & { error?: { code: string } } };

/**
 * The tests' own guest, for the ids and figures they need from the API: one guest token per
 * test worker (the server gives an address 60 guest tokens an hour), apart from the page's
 * visitor, so describing a client here never counts a view for the page.
 */
let guestApi: Promise<APIRequestContext> | undefined;
function testGuest(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  guestApi ??= (async () => {
    const anonymous = await request.newContext({ baseURL });
    const html = await (await anonymous.get('/', { headers: { accept: 'text/html' } })).text();
    const key = /name="petal-verify-key" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const guest = await anonymous.post('/api/auth/guest', { headers: { 'x-verify-key': key }, data: {} });
    const { token } = (await guest.json()) as { token: string };
    await anonymous.dispose();
    return request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-verify-key': key, authorization: `Bearer ${token}` },
    });
  })();
  return guestApi;
}

/** POSTs `body` to `path`, or GETs `path` without one. */
async function callApi<T>(path: string, body?: unknown): Promise<Answer<T>> {
  const guest = await testGuest();
  const answer =
    body === undefined ? await guest.get(`/api${path}`) : await guest.post(`/api${path}`, { data: body });
  return { status: answer.status(), body: await answer.json() };
}

const findClients = async (filter: Record<string, unknown> = {}) =>
  (await callApi<{ items: Card[] }>('/viewer/client/find', { limit: 50, ...filter })).body.items;
const describeClient = async (clientId: number) =>
  (await callApi<Client>('/viewer/client/describe', { client_id: clientId })).body;

/** The first listed client (newest first) that `accept` takes. */
async function firstClient(accept: (client: Client) => boolean, filter = {}): Promise<Client> {
  for (const card of await findClients(filter)) {
    const client = await describeClient(card.client_id);
    if (accept(client)) return client;
  }
  throw new Error('no listed client fits this test');
}

/** A finger moving across the screen from `from` to `to` (x), at height `y`. */
async function swipe(page: Page, { from, to, y }: { from: number; to: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x: Math.round(x), y: Math.round(y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  // A frame between moves, as a finger gives: ten moves sent at once were now and then taken
  // for less than the distance, and the strip snapped back.
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((to - from) * step) / 10),
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A small grey PNG, a stand-in for a map tile. */
function tilePng(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size, 0xd8)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each test walks several pages and runs axe on them: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** Any OpenStreetMap tile server ({s}.tile.openstreetmap.org). */
const TILES = /tile\.openstreetmap\.org\//;

test('a guest sees the profile: name, photos by button and swipe, full screen closed with Escape', async ({
  page,
}) => {
  const client = await firstClient((c) => c.photos.length >= 2);
  await page.goto(`/ad-blog/${client.client_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(client.name_en);
  // Stories and Back bar: the tab bar is hidden, the Back bar shows.
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  const photos = page.getByRole('region', { name: `Photos of ${client.name_en}` });
  const total = client.photos.length;
  await expect(photos.getByText(`1 / ${total}`)).toBeVisible();
  // The first photo loads at once, the others lazily.
  await expect(photos.locator('img').first()).toHaveAttribute('loading', 'eager');
  await expect(photos.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(photos.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

  await photos.getByRole('button', { name: 'Next photo' }).click();
  await expect(photos.getByText(`2 / ${total}`)).toBeVisible();
  await photos.getByRole('button', { name: 'Previous photo' }).click();
  await expect(photos.getByText(`1 / ${total}`)).toBeVisible();

  // A touch swipe to the left shows the next photo, once the strip has come to rest (the counter
  // turns to "1" halfway through the smooth scroll back; a swipe during it may be cut short).
  const track = photos.locator('ul');
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
  const box = (await track.boundingBox())!;
  await swipe(page, {
    from: box.x + box.width * 0.8,
    to: box.x + box.width * 0.2,
    y: box.y + box.height / 2,
  });
  await expect(photos.getByText(`2 / ${total}`)).toBeVisible();

  // Tapping the photo opens it full screen; Escape closes it, back where it was.
  const opener = photos.getByRole('button', { name: `Photo 2 of ${total}: open full screen` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: new RegExp(`Photos of ${client.name_en}`) });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading')).toContainText(`2 / ${total}`);
  await expect(viewer.getByRole('img', { name: `${client.name_en}, photo 2 of ${total}` })).toBeInViewport();
  await expectNoSeriousViolations(page);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer.getByRole('heading')).toContainText(`1 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).toContainText(`2 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(photos.getByText(`2 / ${total}`)).toBeVisible();

  // The close button closes it too.
  await opener.click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close photos' }).click();
  await expect(viewer).toBeHidden();
});

test('Follow asks a guest to log in; a package opens its page, whose Book now asks the same', async ({
  page,
}) => {
  const client = await firstClient((c) => c.service_packages.length > 0);
  await page.goto(`/ad-blog/${client.client_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(client.name_en);

  await page.getByRole('button', { name: 'Follow' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please Login Or Register First' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ad-blog/${client.client_id}$`));
  await expectNoSeriousViolations(page);

  const offer = client.service_packages[0]!;
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(offer.name_en)) })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/${client.client_id}/service-package-detail/${offer.service_package_id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: offer.name_en })).toBeVisible();
  await expect(page.getByText(/HK\$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(client.name_en)) })).toHaveAttribute(
    'href',
    `/ad-blog/${client.client_id}`,
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('when map tiles cannot load, the map gives way to a note and the address', async ({ page }) => {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  const client = await firstClient((c) => c.latitude !== null);
  await page.goto(`/ad-blog/${client.client_id}`);
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByText(/The map could not be loaded/)).toBeVisible();
  await expect(location.getByText(client.address_en)).toBeVisible();
  await expect(location.locator('.leaflet-container')).toHaveCount(0);

  // The location page falls back the same way.
  await location.getByRole('link', { name: 'Open map' }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${client.client_id}$`));
  await expect(page.getByText(/The map could not be loaded/)).toBeVisible();
  await expect(page.getByText(client.address_en)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('with tiles, the map shows the client on OpenStreetMap and opens the location page', async ({
  page,
}) => {
  const tile = tilePng();
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
  const client = await firstClient((c) => c.latitude !== null);
  await page.goto(`/ad-blog/${client.client_id}`);
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const map = location.getByRole('region', { name: `Map of where ${client.name_en} is` });
  await expect(map).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.map-pin')).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  await expect(location.getByText(/The map could not be loaded/)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await location.getByRole('link', { name: 'Open map' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Where to find ${client.name_en}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: `Map of where ${client.name_en} is` })).toBeVisible();
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('working hours mark today in the client’s own country', async ({ page }) => {
  // Monday 17:30 in London is already Tuesday 01:30 in Hong Kong.
  await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
  const countries = await callApi<{ Country: { country_id: number; country_code: string }[] }>(
    '/clientData/describe',
  );
  const hongKong = countries.body.Country.find((country) => country.country_code === 'HK')!.country_id;
  const client = await firstClient((c) => c.country_id === hongKong, { country_id: hongKong });
  await page.goto(`/ad-blog/${client.client_id}`);
  const hours = page.getByRole('region', { name: 'Working hours' });
  await expect(hours.getByRole('row', { name: /Tuesday/ })).toHaveAttribute('aria-current', 'date');
  await expect(hours.getByRole('row', { name: /Today/ })).toHaveCount(1);
  await expect(hours.getByText(/times in Hong Kong/)).toBeVisible();
});

test('street view opens Google Maps at the client’s viewpoint in a new tab', async ({ page }) => {
  const client = await firstClient((c) => c.street_view !== null);
  await page.goto(`/ad-blog/${client.client_id}`);
  const link = page.getByRole('link', { name: /Street view/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/@\?api=1&map_action=pano&viewpoint=-?[\d.]+,-?[\d.]+&heading=\d+&pitch=-?\d+$/,
  );
});

/**
 * Holds the page's clock from before the page opens: it moves only when the test moves it, so
 * the time a profile stays on screen is the test's to give (`page.clock.runFor`).
 */
async function holdClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Moves a held clock on in small steps (the app hands answers to React on 0 ms timers) until `locator` shows. */
async function runClockUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
}

/** Makes the page hidden or visible again, as switching tabs does. */
async function setPageVisible(page: Page, visible: boolean) {
  await page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (visible ? 'visible' : 'hidden'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** Counts the page's view-count requests. */
function viewCountRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/viewCounter/addOne')) requests.push(request.url());
  });
  return requests;
}

const viewCountAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/viewCounter/addOne'));

/**
 * Opens the client at `rank` of the first page (negative: from its end) on a held clock, once
 * its name shows; answers the view-count requests the page makes from then on.
 */
async function openProfileOnHeldClock(page: Page, rank: number): Promise<string[]> {
  const client = await describeClient((await findClients()).at(rank)!.client_id);
  const counts = viewCountRequests(page);
  await holdClock(page);
  await page.goto(`/ad-blog/${client.client_id}`);
  await runClockUntilVisible(
    page,
    page.getByRole('heading', { level: 1 }).filter({ hasText: client.name_en }),
  );
  return counts;
}

// Each of these tests opens a client no other test here opens: one of the last of the first page.
test('a profile on screen for a second counts one view; a reload by the same visitor does not', async ({
  page,
}) => {
  const clientId = (await findClients()).at(-1)!.client_id;
  const before = (await describeClient(clientId)).views;
  const counts = viewCountRequests(page);

  await holdClock(page);
  await page.goto(`/ad-blog/${clientId}`);
  await runClockUntilVisible(page, page.getByText(`${before} views`, { exact: true }));
  await page.clock.runFor(900);
  expect(counts).toHaveLength(0);

  const firstCount = viewCountAnswer(page);
  await page.clock.runFor(200);
  expect((await (await firstCount).json()).counted).toBe(true);
  await runClockUntilVisible(page, page.getByText(`${before + 1} views`, { exact: true }));
  expect(counts).toHaveLength(1);

  await page.reload();
  await runClockUntilVisible(page, page.getByText(`${before + 1} views`, { exact: true }));
  const secondCount = viewCountAnswer(page);
  await page.clock.runFor(1100);
  expect((await (await secondCount).json()).counted).toBe(false);
  await expect(page.getByText(`${before + 1} views`, { exact: true })).toBeVisible();
  expect(counts).toHaveLength(2); // one call per visit, none more on re-renders
});

test('a profile left within a second counts no view', async ({ page }) => {
  const counts = await openProfileOnHeldClock(page, -2);
  await page.clock.runFor(800);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.runFor(5000);
  expect(counts).toHaveLength(0);
});

test('a profile opened in a hidden tab counts once it has been visible for a second', async ({ page }) => {
  const counts = await openProfileOnHeldClock(page, -3);
  await page.clock.runFor(500);
  await setPageVisible(page, false);
  await page.clock.runFor(3000);
  expect(counts).toHaveLength(0);

  // Back to the tab: the second starts again.
  await setPageVisible(page, true);
  await page.clock.runFor(900);
  expect(counts).toHaveLength(0);
  const count = viewCountAnswer(page);
  await page.clock.runFor(200);
  expect((await (await count).json()).counted).toBe(true);
  expect(counts).toHaveLength(1);
});

test.describe('a switched-off ad', () => {
  /** Demo ids run from 1: the first client whose describe answers "ad off". */
  async function switchedOffClient(): Promise<number> {
    for (let id = 1; id <= 500; id++) {
      const answer = await callApi<Client>('/viewer/client/describe', { client_id: id });
      if (answer.body.error?.code === 'client_ad_off') return id;
      if (answer.status === 404) break;
    }
    throw new Error('the demo data has no switched-off ad');
  }

  test('says "Client\'s AD is OFF" with a way back', async ({ page }) => {
    const clientId = await switchedOffClient();
    await page.goto(`/ad-blog/${clientId}`);
    await expect(page.getByText("Client's AD is OFF")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('in Chinese', () => {
    test.use({ firstLanguage: 'zh' });
    test('says so in Chinese', async ({ page }) => {
      const clientId = await switchedOffClient();
      await page.goto(`/ad-blog/${clientId}`);
      await expect(page.getByText('此客戶的廣告已關閉')).toBeVisible();
      await expect(page.getByRole('link', { name: '回到首頁' })).toBeVisible();
    });
  });

  test('an id that names no client says the profile does not exist', async ({ page }) => {
    await page.goto('/ad-blog/987654321');
    await expect(page.getByText('This profile does not exist.')).toBeVisible();
  });
});

test('a shop leads to its girls; a list without girls says so', async ({ page }) => {
  const shops = await findClients({ kind: 'shop' });
  let shopWithGirls: Card | undefined;
  for (const shop of shops) {
    if ((await findClients({ shop_id: shop.client_id })).length > 0) {
      shopWithGirls = shop;
      break;
    }
  }
  const shop = await describeClient(shopWithGirls!.client_id);
  await page.goto(`/ad-blog/${shop.client_id}`);
  await page.getByRole('link', { name: 'Girls at this shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/ad-blog/${shop.client_id}/girls-list$`));
  await expect(page.getByRole('heading', { level: 1, name: `Girls at ${shop.name_en}` })).toBeVisible();
  const list = page.getByRole('list', { name: 'Girls at this shop' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // A girl has no girls of her own.
  const girl = (await findClients({ kind: 'girl' }))[0]!;
  await page.goto(`/ad-blog/${girl.client_id}/girls-list`);
  await expect(page.getByText('No girls are listed at this shop right now.')).toBeVisible();
});

test("a girl's profile names her shop and leads to it and to its girls", async ({ page }) => {
  const girl = await firstClient((client) => client.shop !== null, { kind: 'girl' });
  const shop = girl.shop!;
  await page.goto(`/ad-blog/${girl.client_id}`);
  await page.getByRole('link', { name: `Her shop: ${shop.name_en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ad-blog/${shop.client_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.name_en);
  await page.goBack();
  await page.getByRole('link', { name: `All girls at ${shop.name_en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.client_id}$`));
});

test('the posts page lists the client’s posts; one opens with its comments and closes with Escape', async ({
  page,
}) => {
  let clientId: number | undefined;
  for (const card of await findClients()) {
    const posts = await callApi<{ items: unknown[] }>('/viewer/client/post/find', {
      client_id: card.client_id,
    });
    if (posts.body.items.length > 0) {
      clientId = card.client_id;
      break;
    }
  }
  const client = await describeClient(clientId!);
  await page.goto(`/ad-blog/${client.client_id}`);
  await page.getByRole('link', { name: `Posts by ${client.name_en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ad-blog/${client.client_id}/post-details$`));
  await expect(page.getByRole('heading', { level: 1, name: `Posts by ${client.name_en}` })).toBeVisible();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await posts
    .getByRole('button', { name: /comments?$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\?post=\d+$/);
  const sheet = page.getByRole('dialog', { name: 'Post and comments' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/No comments yet\.|comments?$/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ad-blog/${client.client_id}/post-details$`));
});

test.describe('in Japanese', () => {
  test.use({ firstLanguage: 'ja' });
  test('the profile speaks Japanese', async ({ page }) => {
    await startInCountry(page, 'JP');
    const client = await firstClient(() => true);
    await page.goto(`/ad-blog/${client.client_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(client.name_en);
    await expect(page.getByRole('heading', { level: 2, name: '営業時間' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'フォロー' })).toBeVisible();
  });
});
