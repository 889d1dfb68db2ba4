import type { StatisticsSummaryResponse } from '@petal/contract/client-type-statistics';
import { joinBilingualName } from '@petal/contract/names';
import type { Queryable } from '../../platform/database.ts';

type Summary = StatisticsSummaryResponse;
type CountryEntry = Summary['country_id_list'][number];
type Region1Entry = CountryEntry['region1_id_list'][number];
type Region2Entry = Region1Entry['region2_id_list'][number];
type StreetEntry = Region2Entry['street_id_list'][number];

/**
 * The nested counts of spec section 3, built from the maintained `client_type_counts` rows
 * (one per street and type), never from the clients table. Every country, region 1, region 2
 * and street appears, with 0 where nothing is listed, so the filter can show or hide zero
 * counts; the Reservation street (-1) appears under a region 2 only when it has clients, and
 * a street lists only the types it has.
 */
export async function buildStatisticsSummary(db: Queryable): Promise<Summary> {
  const countries = await db.query<{ country_id: number; name_en: string; name_zh: string }>(
    'SELECT country_id, name_en, name_zh FROM countries ORDER BY sort_order',
  );
  const region1 = await db.query<{ region1_id: number; country_id: number }>(
    'SELECT region1_id, country_id FROM region1 ORDER BY country_id, sort_order, region1_id',
  );
  const region2 = await db.query<{ region2_id: number; region1_id: number }>(
    'SELECT region2_id, region1_id FROM region2 ORDER BY region1_id, sort_order, region2_id',
  );
  const streets = await db.query<{ street_id: number; region2_id: number; name_en: string; name_zh: string }>(
    'SELECT street_id, region2_id, name_en, name_zh FROM streets WHERE street_id <> -1 ORDER BY region2_id, street_id',
  );
  const reservation = await db.query<{ name_en: string; name_zh: string }>(
    'SELECT name_en, name_zh FROM streets WHERE street_id = -1',
  );
  const types = await db.query<{ type_id: number; name_en: string; name_zh: string }>(
    'SELECT type_id, name_en, name_zh FROM client_types ORDER BY sort_order, type_id',
  );
  const counts = await db.query<{ region2_id: number; street_id: number; type_id: number; total: number }>(
    `SELECT region2_id, street_id, type_id, total FROM client_type_counts
      WHERE total > 0 ORDER BY region2_id, street_id, type_id`,
  );

  const typeNames = new Map(types.rows.map((t) => [t.type_id, joinBilingualName(t.name_en, t.name_zh)]));
  const reservationName = reservation.rows[0]
    ? joinBilingualName(reservation.rows[0].name_en, reservation.rows[0].name_zh)
    : 'Reservation';

  const countryById = new Map<number, CountryEntry>();
  const summary: Summary = { country_id_list: [], type_id_list: [] };
  for (const row of countries.rows) {
    const entry: CountryEntry = {
      country_id: row.country_id,
      country_name: joinBilingualName(row.name_en, row.name_zh),
      total: 0,
      region1_id_list: [],
    };
    countryById.set(row.country_id, entry);
    summary.country_id_list.push(entry);
  }
  const region1ById = new Map<number, { entry: Region1Entry; country: CountryEntry }>();
  for (const row of region1.rows) {
    const country = countryById.get(row.country_id);
    if (!country) continue;
    const entry: Region1Entry = { region1_id: row.region1_id, total: 0, region2_id_list: [] };
    country.region1_id_list.push(entry);
    region1ById.set(row.region1_id, { entry, country });
  }
  const region2ById = new Map<
    number,
    { entry: Region2Entry; region1: Region1Entry; country: CountryEntry }
  >();
  for (const row of region2.rows) {
    const parent = region1ById.get(row.region1_id);
    if (!parent) continue;
    const entry: Region2Entry = { region2_id: row.region2_id, total: 0, street_id_list: [] };
    parent.entry.region2_id_list.push(entry);
    region2ById.set(row.region2_id, { entry, region1: parent.entry, country: parent.country });
  }
  const streetByKey = new Map<string, StreetEntry>();
  for (const row of streets.rows) {
    const parent = region2ById.get(row.region2_id);
    if (!parent) continue;
    const entry: StreetEntry = {
      street_id: row.street_id,
      street_name: joinBilingualName(row.name_en, row.name_zh),
      total: 0,
      type_id_list: [],
    };
    parent.entry.street_id_list.push(entry);
    streetByKey.set(`${row.region2_id}:${row.street_id}`, entry);
  }

  const typeTotals = new Map<number, { total: number; byCountry: Map<number, number> }>();
  for (const row of counts.rows) {
    const place = region2ById.get(row.region2_id);
    if (!place) continue;
    const key = `${row.region2_id}:${row.street_id}`;
    let street = streetByKey.get(key);
    if (!street) {
      street = { street_id: row.street_id, street_name: reservationName, total: 0, type_id_list: [] };
      place.entry.street_id_list.push(street);
      streetByKey.set(key, street);
    }
    street.type_id_list.push({
      type_id: row.type_id,
      type_name: typeNames.get(row.type_id) ?? String(row.type_id),
      total: row.total,
    });
    street.total += row.total;
    place.entry.total += row.total;
    place.region1.total += row.total;
    place.country.total += row.total;

    const typeTotal = typeTotals.get(row.type_id) ?? { total: 0, byCountry: new Map() };
    typeTotal.total += row.total;
    typeTotal.byCountry.set(
      place.country.country_id,
      (typeTotal.byCountry.get(place.country.country_id) ?? 0) + row.total,
    );
    typeTotals.set(row.type_id, typeTotal);
  }

  for (const type of types.rows) {
    const totals = typeTotals.get(type.type_id);
    summary.type_id_list.push({
      type_id: type.type_id,
      type_name: typeNames.get(type.type_id)!,
      total: totals?.total ?? 0,
      country_id_list: summary.country_id_list.map((country) => ({
        country_id: country.country_id,
        total: totals?.byCountry.get(country.country_id) ?? 0,
      })),
    });
  }
  return summary;
}
