import { statisticsSummaryResponseSchema } from '@petal/contract/client-type-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 150 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

async function fetchSummary() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/clientType/statistics/summary',
    headers,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return { response, body: statisticsSummaryResponseSchema.parse(response.json()) };
}

/** The summary is rebuilt when the catalog changes, and noticed within about a second. */
async function summaryWhen(predicate: (body: Awaited<ReturnType<typeof fetchSummary>>['body']) => boolean) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await fetchSummary();
    if (predicate(body)) return body;
    if (Date.now() > deadline) throw new Error('the summary did not change');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function countryTotal(body: Awaited<ReturnType<typeof fetchSummary>>['body'], countryId: number) {
  return body.country_id_list.find((country) => country.country_id === countryId)!.total;
}

describe('POST /api/clientType/statistics/summary', () => {
  it('counts exactly the listed clients at every level', async () => {
    const { body } = await fetchSummary();
    const { rows } = await t.db.query<{
      country_id: number;
      region1_id: number;
      region2_id: number;
      street_id: number;
      type_id: number;
      n: number;
    }>(
      `SELECT country_id, region1_id, region2_id, street_id, type_id, count(*) AS n
         FROM clients WHERE ad_enabled GROUP BY 1, 2, 3, 4, 5`,
    );
    const sum = (filter: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(filter).reduce((total, row) => total + row.n, 0);

    expect(body.country_id_list).toHaveLength(10);
    for (const country of body.country_id_list) {
      expect(country.total).toBe(sum((row) => row.country_id === country.country_id));
      for (const region1 of country.region1_id_list) {
        expect(region1.total).toBe(sum((row) => row.region1_id === region1.region1_id));
        for (const region2 of region1.region2_id_list) {
          expect(region2.total).toBe(sum((row) => row.region2_id === region2.region2_id));
          for (const street of region2.street_id_list) {
            expect(street.total).toBe(
              sum((row) => row.region2_id === region2.region2_id && row.street_id === street.street_id),
            );
            for (const type of street.type_id_list) {
              expect(type.total).toBe(
                sum(
                  (row) =>
                    row.region2_id === region2.region2_id &&
                    row.street_id === street.street_id &&
                    row.type_id === type.type_id,
                ),
              );
            }
          }
        }
      }
    }
    for (const type of body.type_id_list) {
      expect(type.total).toBe(sum((row) => row.type_id === type.type_id));
    }
  });

  it('leaves out switched-off ads', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM clients WHERE NOT ad_enabled',
    );
    const { rows: all } = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM clients');
    const { body } = await fetchSummary();
    const listed = body.country_id_list.reduce((total, country) => total + country.total, 0);
    expect(listed).toBe(all[0]!.n - rows[0]!.n);
  });

  it('names the Reservation street -1 "Reservation|預訂" where it has clients', async () => {
    const { rows } = await t.db.query<{ region2_id: number }>(
      'SELECT region2_id FROM clients WHERE street_id = -1 AND ad_enabled LIMIT 1',
    );
    expect(rows.length).toBe(1);
    const { body } = await fetchSummary();
    const region2 = body.country_id_list
      .flatMap((country) => country.region1_id_list)
      .flatMap((region1) => region1.region2_id_list)
      .find((region) => region.region2_id === rows[0]!.region2_id)!;
    expect(region2.street_id_list.find((street) => street.street_id === -1)?.street_name).toBe(
      'Reservation|預訂',
    );
  });

  it('follows the catalog as clients are added, switched off, moved and removed', async () => {
    const { body: before } = await fetchSummary();
    const hk = countryTotal(before, 1);
    const mo = countryTotal(before, 2);
    const { rows: place } = await t.db.query<{ region2_id: number; street_id: number; type_id: number }>(
      `SELECT s.region2_id, s.street_id, (SELECT min(type_id) FROM client_types) AS type_id
         FROM streets s JOIN region2 USING (region2_id) JOIN region1 USING (region1_id)
        WHERE region1.country_id = 1 LIMIT 1`,
    );
    const { rows: added } = await t.db.query<{ client_id: number }>(
      `INSERT INTO clients (kind, type_id, region2_id, street_id, name_en, name_zh, country_id, region1_id)
       VALUES ('girl', $1, $2, $3, 'Test', '測試', 0, 0) RETURNING client_id`,
      [place[0]!.type_id, place[0]!.region2_id, place[0]!.street_id],
    );
    const id = added[0]!.client_id;
    await summaryWhen((body) => countryTotal(body, 1) === hk + 1);

    await t.db.query('UPDATE clients SET ad_enabled = false WHERE client_id = $1', [id]);
    await summaryWhen((body) => countryTotal(body, 1) === hk);

    await t.db.query('UPDATE clients SET ad_enabled = true WHERE client_id = $1', [id]);
    const { rows: macau } = await t.db.query<{ region2_id: number }>(
      'SELECT region2_id FROM region2 JOIN region1 USING (region1_id) WHERE country_id = 2 LIMIT 1',
    );
    await t.db.query('UPDATE clients SET region2_id = $1, street_id = -1 WHERE client_id = $2', [
      macau[0]!.region2_id,
      id,
    ]);
    await summaryWhen((body) => countryTotal(body, 1) === hk && countryTotal(body, 2) === mo + 1);

    await t.db.query('DELETE FROM clients WHERE client_id = $1', [id]);
    const after = await summaryWhen((body) => countryTotal(body, 2) === mo);
    expect(after).toEqual(before);
  });

  it('refuses a street outside the client’s region and keeps the counts', async () => {
    const { body: before } = await fetchSummary();
    await expect(
      t.db.query(
        `UPDATE clients SET street_id = (SELECT street_id FROM streets WHERE region2_id <> clients.region2_id LIMIT 1)
          WHERE client_id = (SELECT min(client_id) FROM clients)`,
      ),
    ).rejects.toThrow(/not in region2/);
    const { body: after } = await fetchSummary();
    expect(after).toEqual(before);
  });

  it('keeps exact counts when one update switches an ad off and moves it, and after TRUNCATE', async () => {
    const exact = async () => {
      const { rows } = await t.db.query<{ mismatches: number }>(
        `SELECT count(*) AS mismatches FROM (
           SELECT region2_id, street_id, type_id, count(*) AS n FROM clients WHERE ad_enabled GROUP BY 1, 2, 3
         ) actual FULL JOIN (SELECT * FROM client_type_counts WHERE total > 0) kept USING (region2_id, street_id, type_id)
         WHERE actual.n IS DISTINCT FROM kept.total`,
      );
      return rows[0]!.mismatches;
    };
    await t.db.query(
      `UPDATE clients SET ad_enabled = NOT ad_enabled, region2_id = (SELECT max(region2_id) FROM region2), street_id = -1
        WHERE client_id IN (SELECT client_id FROM clients ORDER BY client_id LIMIT 5)`,
    );
    expect(await exact()).toBe(0);
    await t.db.exec('TRUNCATE clients CASCADE');
    expect(await exact()).toBe(0);
    const after = await summaryWhen((body) => body.country_id_list.every((country) => country.total === 0));
    expect(after.type_id_list.every((type) => type.total === 0)).toBe(true);
  });

  it('may be cached for 5 minutes', async () => {
    const { response } = await fetchSummary();
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers.etag).toMatch(/^"statistics-[0-9a-f]{10}-\d+"$/);
  });
});
