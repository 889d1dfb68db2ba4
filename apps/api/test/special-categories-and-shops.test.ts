import {
  clientDescribeResponseSchema,
  clientFindResponseSchema,
  shopDescribeResponseSchema,
  specialCategoryListResponseSchema,
} from '@petal/contract/clients';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_VERIFY_KEY, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 200 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

async function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function typeList(body: Record<string, unknown> = {}) {
  const response = await post('/api/specialCat/typeList', body);
  expect(response.statusCode, response.body).toBe(200);
  return specialCategoryListResponseSchema.parse(response.json()).items;
}

/** Every page of a find; `limit` also keeps these requests apart from cached ones. */
async function walkIds(body: Record<string, unknown>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await post('/api/viewer/client/find', { ...body, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = clientFindResponseSchema.parse(response.json());
    ids.push(...page.items.map((item) => item.client_id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /api/specialCat/typeList and find by special category', () => {
  it('lists every category in order, with names in English and Chinese', async () => {
    const items = await typeList();
    const { rows } = await t.db.query<{ special_category_id: number }>(
      'SELECT special_category_id FROM special_categories ORDER BY sort_order',
    );
    expect(items.map((item) => item.special_category_id)).toEqual(rows.map((row) => row.special_category_id));
    expect(items.every((item) => item.name_en.length > 0 && /[\u4e00-\u9fff]/.test(item.name_zh))).toBe(true);
  });

  it('find returns exactly the listed clients of a category, as many as typeList counts', async () => {
    // A client of category 1 switched off leaves both the list and the count.
    const { rows } = await t.db.query<{ client_id: number }>(
      `SELECT client_id FROM client_special_categories JOIN clients USING (client_id)
        WHERE special_category_id = 1 AND ad_enabled ORDER BY client_id LIMIT 1`,
    );
    const before = (await typeList()).find((item) => item.special_category_id === 1)!.total;
    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [rows[0]!.client_id]);
    const items = await typeList();
    expect(items.find((item) => item.special_category_id === 1)!.total).toBe(before - 1);

    for (const category of items) {
      const ids = await walkIds({ special_category_id: category.special_category_id, limit: 9 });
      expect(ids.length, category.name_en).toBe(category.total);
      const { rows: members } = await t.db.query<{ client_id: number }>(
        `SELECT client_id FROM client_special_categories JOIN clients USING (client_id)
          WHERE special_category_id = $1 AND ad_enabled`,
        [category.special_category_id],
      );
      expect(sorted(ids)).toEqual(sorted(members.map((row) => row.client_id)));
    }
    expect(await walkIds({ special_category_id: 1, limit: 9, sort: 'views' })).not.toContain(
      rows[0]!.client_id,
    );
  });

  it('counts per country, matching find in that country, in every sort', async () => {
    const { rows } = await t.db.query<{ country_id: number }>(
      'SELECT country_id FROM clients WHERE ad_enabled GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const country_id = rows[0]!.country_id;
    const everywhere = await typeList();
    const inCountry = await typeList({ country_id });
    expect(inCountry.map((item) => item.special_category_id)).toEqual(
      everywhere.map((item) => item.special_category_id),
    );
    expect(inCountry.some((item) => item.total > 0)).toBe(true);
    for (const [index, category] of inCountry.entries()) {
      expect(category.total).toBeLessThanOrEqual(everywhere[index]!.total);
      for (const sort of ['ranking', 'newest']) {
        const ids = await walkIds({
          special_category_id: category.special_category_id,
          country_id,
          sort,
          limit: 11,
        });
        expect(ids.length, `${category.name_en} ${sort}`).toBe(category.total);
      }
    }
  });

  it('answers a category with no clients with 0, and an unknown one with an empty page', async () => {
    await t.db.query(
      `INSERT INTO special_categories (name_en, name_zh, sort_order) VALUES ('Tea ceremony', '茶道', 99)`,
    );
    const items = await typeList();
    expect(items.at(-1)).toMatchObject({ name_en: 'Tea ceremony', name_zh: '茶道', total: 0 });
    expect(await walkIds({ special_category_id: items.at(-1)!.special_category_id })).toEqual([]);
    expect(await walkIds({ special_category_id: 999_999 })).toEqual([]);
  });

  it('is a viewer call: a guest token opens it, no token does not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/specialCat/typeList',
      headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_missing');
  });

  it.each([
    ['/api/specialCat/typeList', { country_id: 'HK' }, 'body.country_id'],
    ['/api/specialCat/typeList', { country_id: 0 }, 'body.country_id'],
    ['/api/specialCat/typeList', { region1_id: 1 }, 'body.region1_id'],
    ['/api/viewer/client/find', { special_category_id: -2 }, 'body.special_category_id'],
    ['/api/viewer/client/find', { special_category_id: '1' }, 'body.special_category_id'],
    ['/api/viewer/shop/describe', {}, 'body.shop_id'],
    ['/api/viewer/shop/describe', { shop_id: 1.5 }, 'body.shop_id'],
    ['/api/viewer/shop/describe', { client_id: 1 }, 'body.client_id'],
  ])('%s refuses %j with 400 naming %s', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.issues.map((issue: { field: string }) => issue.field)).toContain(field);
  });
});

describe('POST /api/viewer/shop/describe', () => {
  it("returns the shop's profile and the number of its listed girls, as find lists them", async () => {
    const { rows } = await t.db.query<{ shop_id: number }>(
      `SELECT g.shop_id FROM clients g JOIN clients s ON s.client_id = g.shop_id
        WHERE s.ad_enabled GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const shopId = rows[0]!.shop_id;
    const response = await post('/api/viewer/shop/describe', { shop_id: shopId });
    expect(response.statusCode, response.body).toBe(200);
    const shop = shopDescribeResponseSchema.parse(response.json());
    expect(shop).toMatchObject({ client_id: shopId, kind: 'shop', flowers_24h: 0 });
    const girls = await walkIds({ shop_id: shopId, limit: 13 });
    expect(girls.length).toBeGreaterThan(1);
    expect(shop.girl_count).toBe(girls.length);
    // The same profile as client describe, plus the count.
    const asClient = await post('/api/viewer/client/describe', { client_id: shopId });
    const { girl_count: _count, ...profile } = shop;
    expect(profile).toEqual(clientDescribeResponseSchema.parse(asClient.json()));

    // A girl switched off no longer counts.
    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [girls[0]]);
    const after = shopDescribeResponseSchema.parse(
      (await post('/api/viewer/shop/describe', { shop_id: shopId })).json(),
    );
    expect(after.girl_count).toBe(girls.length - 1);
  });

  it('answers a girl\'s id or an unknown id with 404, a switched-off shop with "Client\'s AD is OFF"', async () => {
    const { rows: girls } = await t.db.query<{ client_id: number }>(
      `SELECT client_id FROM clients WHERE kind = 'girl' AND ad_enabled LIMIT 1`,
    );
    for (const shop_id of [girls[0]!.client_id, 999_999]) {
      const response = await post('/api/viewer/shop/describe', { shop_id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const { rows: shops } = await t.db.query<{ client_id: number }>(
      `UPDATE clients SET ad_enabled = false
        WHERE client_id = (SELECT min(client_id) FROM clients WHERE kind = 'shop') RETURNING client_id`,
    );
    const off = await post('/api/viewer/shop/describe', { shop_id: shops[0]!.client_id });
    expect(off.statusCode).toBe(410);
    expect(off.json().error).toMatchObject({ code: 'client_ad_off', message: "Client's AD is OFF" });
  });
});
