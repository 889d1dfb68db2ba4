import { clientDescribeResponseSchema, clientFindResponseSchema } from '@petal/contract/clients';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 200 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

async function find(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/viewer/client/find',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return clientFindResponseSchema.parse(response.json());
}

async function walk(body: Record<string, unknown>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await find({ ...body, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((item) => item.client_id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

const listedIds = async (where = 'true', params: unknown[] = []) =>
  (
    await t.db.query<{ client_id: number }>(
      `SELECT client_id FROM clients WHERE ad_enabled AND ${where} ORDER BY client_id`,
      params,
    )
  ).rows.map((row) => row.client_id);

describe('POST /api/viewer/client/find', () => {
  it.each(['newest', 'rating', 'views'])(
    'pages through every listed client once, in %s order',
    async (sort) => {
      const ids = await walk({ sort, limit: 7 });
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(await listedIds());
    },
  );

  it('orders newest first, and by views', async () => {
    const newest = await find({ sort: 'newest', limit: 20 });
    const times = newest.items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const views = await find({ sort: 'views', limit: 20 });
    const counts = views.items.map((item) => item.views);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each([
    ['country_id', 'country_id = $1', 1],
    ['region2_id', 'region2_id = $1', 2],
    ['type_id', 'type_id = $1', 1],
    ['kind', 'kind = $1', 'shop'],
    ['street_id', 'street_id = $1', -1],
  ])('filters by %s', async (field, where, value) => {
    const ids = await walk({ [field]: value, limit: 10 });
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => a - b)).toEqual(await listedIds(where, [value]));
  });

  it('combines country, region 2 and type, and a shop’s girls', async () => {
    const { rows } = await t.db.query<{ country_id: number; region2_id: number; type_id: number }>(
      `SELECT country_id, region2_id, type_id FROM clients WHERE ad_enabled GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
    );
    const filter = rows[0]!;
    const ids = await walk({ ...filter, limit: 3 });
    expect([...ids].sort((a, b) => a - b)).toEqual(
      await listedIds('country_id = $1 AND region2_id = $2 AND type_id = $3', [
        filter.country_id,
        filter.region2_id,
        filter.type_id,
      ]),
    );
    const { rows: shops } = await t.db.query<{ shop_id: number }>(
      'SELECT shop_id FROM clients WHERE shop_id IS NOT NULL AND ad_enabled GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const girls = await walk({ shop_id: shops[0]!.shop_id });
    expect([...girls].sort((a, b) => a - b)).toEqual(await listedIds('shop_id = $1', [shops[0]!.shop_id]));
  });

  it('neither repeats nor skips while clients are added and removed between pages', async () => {
    const before = await listedIds();
    const first = await find({ sort: 'newest', limit: 25 });
    // A new client (newest of all) arrives, and one not yet shown leaves.
    const { rows: place } = await t.db.query<{ region2_id: number }>(
      'SELECT region2_id FROM region2 LIMIT 1',
    );
    await t.db.query(
      `INSERT INTO clients (kind, type_id, region2_id, street_id, name_en, name_zh, country_id, region1_id)
       VALUES ('girl', 1, $1, -1, 'Newcomer', '新人', 0, 0)`,
      [place[0]!.region2_id],
    );
    const seen = new Set(first.items.map((item) => item.client_id));
    const leaving = before.find((id) => !seen.has(id))!;
    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [leaving]);

    const rest = await walk({ sort: 'newest', limit: 25, cursor: first.next_cursor });
    const all = [...first.items.map((item) => item.client_id), ...rest];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(before.filter((id) => id !== leaving));
  });

  it('shows a switched-off ad gone from a page within about a second', async () => {
    const body = { sort: 'views', limit: 3 };
    const first = await find(body);
    expect((await find(body)).items).toEqual(first.items);
    const gone = first.items[0]!.client_id;
    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [gone]);
    const deadline = Date.now() + 3000;
    let ids = first.items.map((item) => item.client_id);
    while (ids.includes(gone) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ids = (await find(body)).items.map((item) => item.client_id);
    }
    expect(ids).not.toContain(gone);
  });

  it('refuses a cursor from another sort or a made-up one, naming the field', async () => {
    const page = await find({ sort: 'newest', limit: 5 });
    for (const cursor of [page.next_cursor, 'bm90LWEtY3Vyc29y']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/viewer/client/find',
        headers,
        payload: { sort: 'views', cursor },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([{ field: 'body.cursor', message: 'invalid_value' }]);
    }
  });

  it('gives each card a sized WebP photo with its srcset', async () => {
    const { items } = await find({ sort: 'views', limit: 5 });
    expect(items.every((item) => item.photo !== null)).toBe(true);
    for (const item of items) {
      expect(item.photo?.url).toMatch(/^\/media\/demo\/placeholder-\d{2}-480\.webp$/);
      expect(item.photo?.srcset).toMatch(/240w, .*480w, .*960w$/);
      expect(item.photo).toMatchObject({ width: 600, height: 800 });
    }
  });
});

describe('find, asked again with a body it has answered (kept by its text, parsed and validated once)', () => {
  const text = JSON.stringify({ country_id: 1, sort: 'newest', limit: 5 });
  const post = (payload: string, sent: Record<string, string> = headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/find',
      headers: { ...sent, 'content-type': 'application/json' },
      payload,
    });
  /** The error a client sees, without the request id that differs every time. */
  const errorOf = (response: { statusCode: number; json(): { error: Record<string, unknown> } }) => {
    const { requestId: _, ...error } = response.json().error;
    return { status: response.statusCode, ...error };
  };

  it('still refuses it without the verify key or a valid token', async () => {
    expect((await post(text)).statusCode).toBe(200);
    expect((await post(text)).statusCode).toBe(200);
    const { authorization, ...noToken } = headers;
    const { [VERIFY_KEY_HEADER]: _, ...noKey } = headers;
    const refusals = [
      [noKey, 'verify_key_invalid'],
      [{ ...headers, [VERIFY_KEY_HEADER]: 'wrong-key' }, 'verify_key_invalid'],
      [noToken, 'token_missing'],
      [{ ...headers, authorization: `${authorization}x` }, 'token_invalid'],
    ] as const;
    for (const [sent, code] of refusals) {
      const response = await post(text, sent);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe(code);
      expect(response.body).not.toContain('items');
    }
  });

  it('answers the same page to the same text and to another spelling of the same filter', async () => {
    const first = await post(text);
    const again = await post(text);
    const respelled = await post('{ "limit": 5,  "country_id": 1 }');
    expect(again.body).toBe(first.body);
    expect(respelled.body).toBe(first.body);
  });

  it('refuses malformed and invalid bodies with the same 400 every time, next to valid ones', async () => {
    const bad = [
      ['{"country_id": ', 'malformed_json'],
      ['', 'malformed_json'],
      ['{"__proto__": {"limit": 1}}', 'malformed_json'],
      ['{"country_id": 1, "nope": 1}', 'validation_failed'],
      ['{"country_id": 1, "limit": 0}', 'validation_failed'],
      ['{"country_id": "1"}', 'validation_failed'],
      ['[1, 2]', 'validation_failed'],
      ['null', 'validation_failed'],
    ] as const;
    for (const [payload, code] of bad) {
      const first = await post(payload);
      expect(first.statusCode, payload).toBe(400);
      expect(first.json().error.code, payload).toBe(code);
      expect((await post(text)).statusCode).toBe(200);
      expect(errorOf(await post(payload))).toEqual(errorOf(first));
    }
  });
});

describe('POST /api/viewer/client/describe', () => {
  it("returns the profile, with averages that agree with the client's reviews", async () => {
    const { rows } = await t.db.query<{ client_id: number; service: number }>(
      `SELECT client_id, avg(rating_service)::float8 AS service FROM reviews
        WHERE client_id IN (SELECT client_id FROM clients WHERE ad_enabled) GROUP BY 1 LIMIT 1`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/describe',
      headers,
      payload: { client_id: rows[0]!.client_id },
    });
    expect(response.statusCode).toBe(200);
    const body = clientDescribeResponseSchema.parse(response.json());
    expect(body.ratings.service).toBeCloseTo(rows[0]!.service, 2);
    expect(body.photos.length).toBeGreaterThan(0);
    expect(body.service_packages.length).toBeGreaterThan(0);
    expect(body.working_hours.every((hours) => /^\d{2}:\d{2}$/.test(hours.opens_at))).toBe(true);
    const street = await t.db.query<{ name_en: string; name_zh: string }>(
      'SELECT name_en, name_zh FROM streets WHERE street_id = $1',
      [body.street_id],
    );
    expect([body.street_name_en, body.street_name_zh]).toEqual([
      street.rows[0]!.name_en,
      street.rows[0]!.name_zh,
    ]);
  });

  it("names a girl's shop while the shop's ad is on, and no shop for a shop or when it is off", async () => {
    const describeClient = async (clientId: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/viewer/client/describe',
        headers,
        payload: { client_id: clientId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return clientDescribeResponseSchema.parse(response.json());
    };
    const { rows } = await t.db.query<{ girl: number; shop: number; name_en: string; name_zh: string }>(
      `SELECT g.client_id AS girl, s.client_id AS shop, s.name_en, s.name_zh
         FROM clients g JOIN clients s ON s.client_id = g.shop_id
        WHERE g.ad_enabled AND s.ad_enabled ORDER BY g.client_id LIMIT 1`,
    );
    const { girl, shop, name_en, name_zh } = rows[0]!;
    expect((await describeClient(girl)).shop).toEqual({ client_id: shop, name_en, name_zh });
    expect((await describeClient(shop)).shop).toBeNull();

    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [shop]);
    try {
      const profile = await describeClient(girl);
      expect(profile.shop_id).toBe(shop);
      expect(profile.shop).toBeNull();
    } finally {
      await t.db.query('UPDATE clients SET ad_enabled = true WHERE client_id = $1', [shop]);
    }
  });

  it('answers a switched-off ad with "Client\'s AD is OFF" and an unknown one with 404', async () => {
    const { rows } = await t.db.query<{ client_id: number }>(
      'SELECT client_id FROM clients WHERE NOT ad_enabled LIMIT 1',
    );
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/describe',
      headers,
      payload: { client_id: rows[0]!.client_id },
    });
    expect(off.statusCode).toBe(410);
    expect(off.json().error.message).toBe("Client's AD is OFF");
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/describe',
      headers,
      payload: { client_id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/viewCounter/addOne', () => {
  it('counts a viewer once per client per day, however often the page is refreshed', async () => {
    const { rows } = await t.db.query<{ client_id: number; views_count: number }>(
      'SELECT client_id, views_count FROM clients WHERE ad_enabled ORDER BY client_id LIMIT 1',
    );
    const { client_id, views_count } = rows[0]!;
    const view = (as: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/viewCounter/addOne', headers: as, payload: { client_id } });

    expect((await view(headers)).json()).toEqual({ views: views_count + 1, counted: true });
    for (let refresh = 0; refresh < 3; refresh++) {
      expect((await view(headers)).json()).toEqual({ views: views_count + 1, counted: false });
    }
    const otherGuest = await t.guestHeaders();
    expect((await view(otherGuest)).json()).toEqual({ views: views_count + 2, counted: true });
  });
});

describe('POST /api/viewer/client/search', () => {
  const search = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/search',
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as {
      client_id: number;
      name_en: string;
      name_zh: string;
      country_id: number;
    }[];
  };

  it('finds by part of an English name, and forgives a typo', async () => {
    const { rows } = await t.db.query<{ name_en: string }>(
      `SELECT name_en FROM clients WHERE ad_enabled AND kind = 'girl' AND length(name_en) >= 6 ORDER BY client_id LIMIT 1`,
    );
    const name = rows[0]!.name_en;
    const partial = await search({ q: name.slice(0, 4).toUpperCase() });
    expect(
      partial.some((item) => item.name_en === name),
      `${name}: ${partial.map((i) => i.name_en)}`,
    ).toBe(true);
    // One letter left out of the middle: still found.
    const typo = `${name.slice(0, 3)}${name.slice(4)}`;
    const forgiving = await search({ q: typo });
    expect(
      forgiving.some((item) => item.name_en === name),
      `${typo}: ${forgiving.map((i) => i.name_en)}`,
    ).toBe(true);
  });

  it('finds by part of a Chinese name, within a country when asked', async () => {
    const { rows } = await t.db.query<{ name_zh: string; country_id: number }>(
      `SELECT name_zh, country_id FROM clients WHERE ad_enabled AND kind = 'girl' ORDER BY client_id LIMIT 1`,
    );
    const { name_zh, country_id } = rows[0]!;
    const found = await search({ q: name_zh.slice(1) });
    expect(found.some((item) => item.name_zh === name_zh)).toBe(true);
    const inCountry = await search({ q: name_zh.slice(1), country_id });
    expect(inCountry.every((item) => item.country_id === country_id)).toBe(true);
  });

  it('puts names containing the text before names only close to it, and treats % and _ as text', async () => {
    const results = await search({ q: 'spa' });
    const contains = results.map((item) => `${item.name_en} ${item.name_zh}`.toLowerCase().includes('spa'));
    expect(
      contains.indexOf(false) === -1 || contains.slice(contains.indexOf(false)).every((value) => !value),
    ).toBe(true);
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: '__' })).toEqual([]);
  });

  it('refuses an empty query by name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/viewer/client/search',
      headers,
      payload: { q: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ field: 'body.q', message: 'required' }]);
  });
});
