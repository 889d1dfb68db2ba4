import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { Language } from '@petal/contract/languages';
import { joinBilingualName } from '@petal/contract/names';
import type { Queryable } from '../../platform/database.ts';

interface NamedRow {
  name_en: string;
  name_zh: string;
}

/** Builds the lookup tables of spec section 3 from the catalog. */
export async function buildClientDataDescribe(db: Queryable): Promise<ClientDataDescribeResponse> {
  // Sequential on purpose: one transaction is one connection, and PGlite runs one query at a time.
  const countries = await db.query<
    NamedRow & {
      country_id: number;
      code: string;
      flag: string;
      calling_code: string;
      time_zone: string;
      languages: Language[];
      default_language: Language;
    }
  >('SELECT * FROM countries ORDER BY sort_order');
  const region1 = await db.query<NamedRow & { region1_id: number; country_id: number }>(
    'SELECT region1_id, country_id, name_en, name_zh FROM region1 ORDER BY country_id, sort_order, region1_id',
  );
  const region2 = await db.query<NamedRow & { region2_id: number; region1_id: number; country_id: number }>(
    `SELECT r2.region2_id, r2.region1_id, r1.country_id, r2.name_en, r2.name_zh
         FROM region2 r2 JOIN region1 r1 USING (region1_id)
        ORDER BY r1.country_id, r1.sort_order, r1.region1_id, r2.sort_order, r2.region2_id`,
  );
  const listedRegion2 = await db.query<{ region2_id: number }>(
    'SELECT DISTINCT region2_id FROM client_type_counts WHERE total > 0',
  );
  const types = await db.query<NamedRow & { type_id: number; is_super: boolean }>(
    'SELECT type_id, name_en, name_zh, is_super FROM client_types ORDER BY sort_order, type_id',
  );
  const countryTypes = await db.query<{ country_id: number; type_id: number }>(
    'SELECT country_id, type_id FROM country_client_types ORDER BY country_id, sort_order, type_id',
  );

  const listed = new Set(listedRegion2.rows.map((row) => row.region2_id));
  const allRegion2 = region2.rows.map((row) => ({
    region2_id: row.region2_id,
    region1_id: row.region1_id,
    country_id: row.country_id,
    region2_name: joinBilingualName(row.name_en, row.name_zh),
    name_en: row.name_en,
    name_zh: row.name_zh,
  }));
  const listedRegion1 = new Set(allRegion2.filter((r) => listed.has(r.region2_id)).map((r) => r.region1_id));
  const allRegion1 = region1.rows.map((row) => ({
    region1_id: row.region1_id,
    country_id: row.country_id,
    region1_name: joinBilingualName(row.name_en, row.name_zh),
    name_en: row.name_en,
    name_zh: row.name_zh,
  }));

  const typesByCountry = new Map<number, number[]>();
  for (const row of countryTypes.rows) {
    const list = typesByCountry.get(row.country_id) ?? [];
    list.push(row.type_id);
    typesByCountry.set(row.country_id, list);
  }

  return {
    Country: countries.rows.map((row) => ({
      country_id: row.country_id,
      country_code: row.code,
      country_name: joinBilingualName(row.name_en, row.name_zh),
      flag: row.flag,
      calling_code: row.calling_code,
      time_zone: row.time_zone,
      languages: row.languages,
      default_language: row.default_language,
    })),
    Region1: allRegion1.filter((row) => listedRegion1.has(row.region1_id)),
    All_Region1: allRegion1,
    Region2: allRegion2.filter((row) => listed.has(row.region2_id)),
    All_Region2: allRegion2,
    Country_SCType: countries.rows.map((row) => ({
      country_id: row.country_id,
      type_id_list: typesByCountry.get(row.country_id) ?? [],
    })),
    ClientType: types.rows.map((row) => ({
      type_id: row.type_id,
      type_name: joinBilingualName(row.name_en, row.name_zh),
      name_en: row.name_en,
      name_zh: row.name_zh,
      is_super: row.is_super,
    })),
  };
}
