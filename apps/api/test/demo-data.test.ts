import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCountries } from '../src/modules/client-data/reference-data.ts';
import { generateDemoData } from '../src/modules/demo-data/generate-demo-data.ts';
import type { Database } from '../src/platform/database.ts';
import { migrate } from '../src/platform/migrations.ts';
import { openTestDatabase, TEST_NOW } from './helper.ts';

const TABLES = [
  'region1',
  'region2',
  'streets',
  'client_types',
  'country_client_types',
  'members',
  'clients',
  'client_photos',
  'service_packages',
  'working_hours',
  'stories',
  'reviews',
  'client_posts',
  'member_posts',
  'comments',
  'special_categories',
  'client_special_categories',
  'special_category_counts',
  'gifts',
];

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await migrate(db);
  await syncCountries(db);
});
afterAll(() => drop());

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const { rows } = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
    hash.update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

async function clearCatalog() {
  await db.exec(`TRUNCATE ${TABLES.join(', ')}, client_type_counts RESTART IDENTITY CASCADE;
                 INSERT INTO streets (street_id, region2_id, name_en, name_zh) VALUES (-1, NULL, 'Reservation', '預訂');`);
}

describe('demo data', () => {
  it('fills every catalog table, for all ten countries', async () => {
    const summary = await generateDemoData(db, { clients: 150, now: TEST_NOW });
    expect(summary.clients).toBe(150);
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      expect(rows[0]!.n, table).toBeGreaterThan(0);
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(DISTINCT country_id) AS n FROM clients');
    expect(rows[0]!.n).toBe(10);
  });

  it('keeps the rules of the data model', async () => {
    const check = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    // Names in English and Traditional Chinese.
    expect(await check(`SELECT count(*) AS n FROM clients WHERE name_zh !~ '[\\u4e00-\\u9fff]'`)).toBe(0);
    expect(
      await check(
        `SELECT count(*) AS n FROM members WHERE en_name !~ '^[A-Za-z]' OR en_name ~ '[\\u4e00-\\u9fff]'`,
      ),
    ).toBe(0);
    expect(
      await check(`SELECT count(*) AS n FROM members WHERE zh_name !~ '^[\\u3007\\u4e00-\\u9fff]+$'`),
    ).toBe(0);
    // Shops and the girls in them.
    expect(
      await check(`SELECT count(*) AS n FROM clients WHERE kind = 'girl' AND shop_id IS NOT NULL`),
    ).toBeGreaterThan(0);
    expect(
      await check(
        `SELECT count(*) AS n FROM clients g JOIN clients s ON s.client_id = g.shop_id WHERE s.kind <> 'shop'`,
      ),
    ).toBe(0);
    // Some ads switched off, some clients by reservation only, places that agree with their regions.
    expect(await check('SELECT count(*) AS n FROM clients WHERE NOT ad_enabled')).toBeGreaterThan(0);
    expect(await check('SELECT count(*) AS n FROM clients WHERE street_id = -1')).toBeGreaterThan(0);
    expect(
      await check(`SELECT count(*) AS n FROM clients c JOIN region2 r2 USING (region2_id) JOIN region1 r1 ON r1.region1_id = r2.region1_id
                    WHERE c.region1_id <> r1.region1_id OR c.country_id <> r1.country_id`),
    ).toBe(0);
    // Review sums agree with the reviews.
    expect(
      await check(`SELECT count(*) AS n FROM clients c
                    WHERE review_count <> (SELECT count(*) FROM reviews r WHERE r.client_id = c.client_id)
                       OR rating_service_sum <> (SELECT coalesce(sum(rating_service), 0) FROM reviews r WHERE r.client_id = c.client_id)`),
    ).toBe(0);
    // Triggers are back on after the bulk load: a new review moves the sums.
    const { rows } = await db.query<{ review_count: number }>(
      'SELECT review_count FROM clients WHERE client_id = 1',
    );
    await db.query(
      `INSERT INTO reviews (client_id, member_id, rating_price, rating_service, rating_environment,
                            rating_appearance, rating_figure, body, language)
       VALUES (1, 1, 5, 5, 5, 5, 5, 'Lovely', 'en')`,
    );
    const { rows: after } = await db.query<{ review_count: number }>(
      'SELECT review_count FROM clients WHERE client_id = 1',
    );
    expect(after[0]!.review_count).toBe(rows[0]!.review_count + 1);
  });

  it('gives clients 0-3 special categories, with counts that agree with them', async () => {
    const check = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    expect(await check('SELECT count(*) AS n FROM special_categories')).toBeGreaterThanOrEqual(8);
    expect(
      await check(`SELECT count(*) AS n FROM special_categories WHERE name_zh !~ '[\u4e00-\u9fff]'`),
    ).toBe(0);
    const { rows } = await db.query<{ categories: number; clients: number }>(
      `SELECT categories, count(*)::int AS clients FROM (
         SELECT c.client_id, count(s.special_category_id)::int AS categories
           FROM clients c LEFT JOIN client_special_categories s USING (client_id) GROUP BY 1) per_client
        GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((row) => row.categories)).toEqual([0, 1, 2, 3]);
    // Every category is offered somewhere.
    expect(
      await check(`SELECT count(*) AS n FROM special_categories sc
                    WHERE NOT EXISTS (SELECT FROM client_special_categories s WHERE s.special_category_id = sc.special_category_id)`),
    ).toBe(0);
    // The maintained counts are what counting the listed clients gives.
    const countsDiffer = `SELECT count(*) AS n FROM (
        (SELECT special_category_id, country_id, total FROM special_category_counts WHERE total > 0
         EXCEPT SELECT s.special_category_id, c.country_id, count(*)::int FROM client_special_categories s
                  JOIN clients c USING (client_id) WHERE c.ad_enabled GROUP BY 1, 2)
        UNION ALL
        (SELECT s.special_category_id, c.country_id, count(*)::int FROM client_special_categories s
                  JOIN clients c USING (client_id) WHERE c.ad_enabled GROUP BY 1, 2
         EXCEPT SELECT special_category_id, country_id, total FROM special_category_counts)) differ`;
    expect(await check(countsDiffer)).toBe(0);
    // Triggers are back on after the bulk load: a category added, an ad switched off, a client removed.
    const { rows: listed } = await db.query<{ client_id: number }>(
      `SELECT client_id FROM clients c WHERE ad_enabled
          AND NOT EXISTS (SELECT FROM client_special_categories s WHERE s.client_id = c.client_id AND s.special_category_id = 1)
        ORDER BY client_id LIMIT 3`,
    );
    const [added, switchedOff, removed] = listed.map((row) => row.client_id);
    await db.query('INSERT INTO client_special_categories VALUES ($1, 1), ($2, 1), ($3, 1)', [
      added,
      switchedOff,
      removed,
    ]);
    await db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [switchedOff]);
    await db.query('DELETE FROM clients WHERE shop_id = $1', [removed]);
    await db.query('DELETE FROM clients WHERE client_id = $1', [removed]);
    expect(await check(countsDiffer)).toBe(0);
  });

  it('seeds flowers and hearts for some girls over the 48 hours before load time', async () => {
    const { rows } = await db.query<{
      product: string;
      gifts: number;
      girls: number;
      oldest: Date;
      newest: Date;
      last_day: number;
    }>(
      `SELECT product, count(*)::int AS gifts, count(DISTINCT client_id)::int AS girls, min(sent_at) AS oldest,
              max(sent_at) AS newest, count(*) FILTER (WHERE sent_at > $1::timestamptz - interval '24 hours')::int AS last_day
         FROM gifts GROUP BY product ORDER BY product`,
      [TEST_NOW],
    );
    expect(rows.map((row) => row.product)).toEqual(['flower', 'heart']);
    for (const row of rows) {
      expect(row.oldest.getTime()).toBeGreaterThan(TEST_NOW.getTime() - 48 * 3_600_000);
      expect(row.newest.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
    }
    const flowers = rows[0]!;
    expect(flowers.girls).toBeGreaterThan(5);
    // Some inside the ranking's 24 hours, some already outside it.
    expect(flowers.last_day).toBeGreaterThan(0);
    expect(flowers.last_day).toBeLessThan(flowers.gifts);
    const check = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    expect(
      await check(
        `SELECT count(*) AS n FROM gifts g JOIN clients c USING (client_id) WHERE c.kind <> 'girl'`,
      ),
    ).toBe(0);
    expect(await check('SELECT count(*) AS n FROM gifts WHERE member_id IS NULL')).toBe(0);
    // The rule is back on after the bulk load: a shop receives no gifts.
    await expect(
      db.query(
        `INSERT INTO gifts (client_id, product, quantity) SELECT client_id, 'flower', 1 FROM clients WHERE kind = 'shop' LIMIT 1`,
      ),
    ).rejects.toThrow(/not a girl/);
  });

  it('is deterministic: the same seed gives the same rows', async () => {
    await clearCatalog();
    await generateDemoData(db, { clients: 150, now: TEST_NOW, seed: 7 });
    const first = await fingerprint();
    await clearCatalog();
    await generateDemoData(db, { clients: 150, now: TEST_NOW, seed: 7 });
    expect(await fingerprint()).toBe(first);
    await clearCatalog();
    await generateDemoData(db, { clients: 150, now: TEST_NOW, seed: 8 });
    expect(await fingerprint()).not.toBe(first);
  });
});
