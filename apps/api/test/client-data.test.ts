import { clientDataDescribeResponseSchema } from '@petal/contract/client-data';
import { COUNTRIES } from '@petal/contract/countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 120 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

const describeCall = (extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/clientData/describe', headers: { ...headers, ...extra } });

describe('GET /api/clientData/describe', () => {
  it('returns the lookup tables in the contract shape', async () => {
    const response = await describeCall();
    expect(response.statusCode).toBe(200);
    const body = clientDataDescribeResponseSchema.parse(response.json());
    expect(body.Country.map((country) => country.country_code)).toEqual(
      COUNTRIES.map((country) => country.code),
    );
    expect(body.Country[0]).toMatchObject({
      country_code: 'HK',
      country_name: 'Hong Kong|香港',
      languages: ['en', 'zh'],
      default_language: 'zh',
      time_zone: 'Asia/Hong_Kong',
    });
    expect(body.Country.find((country) => country.country_code === 'JP')).toMatchObject({
      languages: ['en', 'ja'],
      default_language: 'ja',
    });
    expect(body.Country.find((country) => country.country_code === 'GB')?.languages).toEqual(['en']);
  });

  it('names regions and types as "English|Chinese" and marks the Super types', async () => {
    const body = clientDataDescribeResponseSchema.parse((await describeCall()).json());
    for (const region of body.All_Region2)
      expect(region.region2_name).toBe(`${region.name_en}|${region.name_zh}`);
    expect(body.ClientType.filter((type) => type.is_super).map((type) => type.name_en)).toEqual(
      body.ClientType.filter((type) => type.name_en.startsWith('Super')).map((type) => type.name_en),
    );
    expect(body.ClientType.some((type) => type.is_super)).toBe(true);
  });

  it('lists in Region1 and Region2 only the regions that have listed clients', async () => {
    const body = clientDataDescribeResponseSchema.parse((await describeCall()).json());
    const { rows } = await t.db.query<{ region2_id: number }>(
      'SELECT DISTINCT region2_id FROM clients WHERE ad_enabled ORDER BY region2_id',
    );
    expect(body.Region2.map((region) => region.region2_id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.region2_id),
    );
    expect(body.All_Region2.length).toBeGreaterThan(body.Region2.length);
    const listedRegion1 = new Set(body.Region2.map((region) => region.region1_id));
    expect(new Set(body.Region1.map((region) => region.region1_id))).toEqual(listedRegion1);
  });

  it("gives each country's default client types", async () => {
    const body = clientDataDescribeResponseSchema.parse((await describeCall()).json());
    expect(body.Country_SCType).toHaveLength(10);
    const typeIds = new Set(body.ClientType.map((type) => type.type_id));
    for (const entry of body.Country_SCType) {
      expect(entry.type_id_list.length).toBeGreaterThan(0);
      for (const typeId of entry.type_id_list) expect(typeIds.has(typeId)).toBe(true);
    }
  });

  it('may be cached for 24 hours and answers 304 to the same revision', async () => {
    const first = await describeCall();
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    const etag = String(first.headers.etag);
    const again = await describeCall({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
