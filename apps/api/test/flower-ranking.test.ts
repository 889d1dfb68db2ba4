import {
  clientDescribeResponseSchema,
  clientFindResponseSchema,
  clientSearchResponseSchema,
} from '@petal/contract/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
/** Six listed girls, by letter, and the flowers each should show. */
let girl: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number>;

beforeAll(async () => {
  t = await startTestApp({ demoClients: 200 });
  headers = await t.guestHeaders();
  // The demo's gifts are relative to its fixed clock; these tests place their own.
  await t.db.query('DELETE FROM gifts');
  const { rows } = await t.db.query<{ client_id: number }>(
    `SELECT client_id FROM clients WHERE kind = 'girl' AND ad_enabled ORDER BY client_id LIMIT 6 OFFSET 20`,
  );
  const [a, b, c, d, e, f] = rows.map((row) => row.client_id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  girl = { a, b, c, d, e, f };
  const give = (client: number, product: string, quantity: number, hoursAgo: number, member: number | null) =>
    t.db.query(
      `INSERT INTO gifts (client_id, member_id, product, quantity, sent_at)
       VALUES ($1, $2, $3, $4, now() - $5::float8 * interval '1 hour')`,
      [client, member, product, quantity, hoursAgo],
    );
  await give(a, 'flower', 3, 1, 1);
  await give(a, 'flower', 2, 23.5, 2);
  // Older than 24 hours: no longer counts.
  await give(b, 'flower', 9, 25, 3);
  await give(b, 'flower', 1, 2, 3);
  // Hearts are not flowers.
  await give(c, 'heart', 50, 1, 4);
  await give(d, 'flower', 5, 0.5, null);
  await give(e, 'flower', 4, 3, 5);
  await give(e, 'flower', 3, 12, 6);
  await give(f, 'flower', 20, 1, 7);
  // A switched-off ad leaves the ranking, however many flowers it has.
  await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [f]);
});
afterAll(() => t.close());

async function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function find(body: Record<string, unknown>) {
  const response = await post('/api/viewer/client/find', body);
  expect(response.statusCode, response.body).toBe(200);
  return clientFindResponseSchema.parse(response.json());
}

async function walk(body: Record<string, unknown>) {
  const items: { client_id: number; flowers_24h: number }[] = [];
  let cursor: string | null = null;
  do {
    const page = await find({ ...body, ...(cursor ? { cursor } : {}) });
    items.push(...page.items.map(({ client_id, flowers_24h }) => ({ client_id, flowers_24h })));
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** The ranking as the database tells it, for the listed clients matching `where`. */
async function expectedRanking(where = 'true', params: unknown[] = []) {
  const { rows } = await t.db.query<{ client_id: number; flowers: number }>(
    `SELECT c.client_id, coalesce((SELECT sum(quantity) FROM gifts g WHERE g.client_id = c.client_id
                                     AND product = 'flower' AND sent_at > now() - interval '24 hours'), 0) AS flowers
       FROM clients c WHERE c.ad_enabled AND ${where}
      ORDER BY flowers DESC, c.client_id DESC`,
    params,
  );
  return rows.map((row) => ({ client_id: row.client_id, flowers_24h: row.flowers }));
}

describe('find, sort: ranking (flowers received in the last 24 hours)', () => {
  it('puts the most flowers first, counting neither older flowers nor hearts', async () => {
    const page = await find({ sort: 'ranking', limit: 6 });
    const [tiedHigh, tiedLow] = girl.a > girl.d ? [girl.a, girl.d] : [girl.d, girl.a];
    expect(page.items.slice(0, 4).map((item) => [item.client_id, item.flowers_24h])).toEqual([
      [girl.e, 7],
      // Equal flowers: the higher id first, as in every sort.
      [tiedHigh, 5],
      [tiedLow, 5],
      [girl.b, 1],
    ]);
    // Then clients without flowers, still listed, newest id first.
    const rest = page.items.slice(4);
    expect(rest.every((item) => item.flowers_24h === 0)).toBe(true);
    expect(rest.map((item) => item.client_id)).toEqual(
      [...rest.map((item) => item.client_id)].sort((x, y) => y - x),
    );
    expect(page.items.map((item) => item.client_id)).not.toContain(girl.f);
  });

  it.each([1, 2, 3, 7, 50])(
    'pages %i at a time through every listed client once, in ranking order',
    async (limit) => {
      const items = await walk({ sort: 'ranking', limit });
      expect(items).toEqual(await expectedRanking());
    },
  );

  it('ranks within the filters, the girl with hearts among those without flowers', async () => {
    const { rows } = await t.db.query<{ country_id: number }>(
      'SELECT country_id FROM clients WHERE client_id = $1',
      [girl.c],
    );
    const items = await walk({ sort: 'ranking', kind: 'girl', country_id: rows[0]!.country_id, limit: 4 });
    expect(items).toEqual(
      await expectedRanking(`c.kind = 'girl' AND c.country_id = $1`, [rows[0]!.country_id]),
    );
    expect(items.find((item) => item.client_id === girl.c)?.flowers_24h).toBe(0);
  });

  it('shows flowers_24h on every card, in describe and search too; shops have none', async () => {
    const describe = await post('/api/viewer/client/describe', { client_id: girl.e });
    expect(clientDescribeResponseSchema.parse(describe.json()).flowers_24h).toBe(7);
    const { rows } = await t.db.query<{ name_en: string }>(
      'SELECT name_en FROM clients WHERE client_id = $1',
      [girl.b],
    );
    const search = clientSearchResponseSchema.parse(
      (await post('/api/viewer/client/search', { q: rows[0]!.name_en, limit: 30 })).json(),
    );
    expect(search.items.find((item) => item.client_id === girl.b)?.flowers_24h).toBe(1);
    const shops = await find({ sort: 'newest', kind: 'shop', limit: 20 });
    expect(shops.items.every((item) => item.flowers_24h === 0)).toBe(true);
  });

  it('refuses a cursor of another sort, or a made-up ranking cursor, naming the field', async () => {
    const newest = await find({ sort: 'newest', limit: 5 });
    const madeUp = Buffer.from(JSON.stringify(['ranking', 'many', 12])).toString('base64url');
    for (const cursor of [newest.next_cursor, madeUp]) {
      const response = await post('/api/viewer/client/find', { sort: 'ranking', cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([{ field: 'body.cursor', message: 'invalid_value' }]);
    }
  });

  it('refuses an unknown sort, naming the field', async () => {
    const response = await post('/api/viewer/client/find', { sort: 'flowers' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toMatchObject([{ field: 'body.sort' }]);
  });
});
