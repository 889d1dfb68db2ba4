import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { StatisticsSummaryResponse } from '@petal/contract/client-type-statistics';
import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options.ts';

const region1 = (region1_id: number, name: string) => ({
  region1_id,
  country_id: 1,
  region1_name: `${name}|${name}區`,
  name_en: name,
  name_zh: `${name}區`,
});
const region2 = (region2_id: number, region1_id: number, name: string) => ({
  region2_id,
  region1_id,
  country_id: 1,
  region2_name: `${name}|${name}區`,
  name_en: name,
  name_zh: `${name}區`,
});
const type = (type_id: number, name: string) => ({
  type_id,
  type_name: `${name}|${name}型`,
  name_en: name,
  name_zh: `${name}型`,
  is_super: false,
});

const lookups: ClientDataDescribeResponse = {
  Country: [],
  Region1: [],
  All_Region1: [region1(10, 'Kowloon'), region1(11, 'Island'), region1(12, 'Empty')],
  Region2: [],
  All_Region2: [region2(20, 10, 'Mong Kok'), region2(21, 10, 'Jordan'), region2(22, 11, 'Central')],
  Country_SCType: [{ country_id: 1, type_id_list: [1, 2] }],
  ClientType: [type(1, 'Girl'), type(2, 'Massage'), type(3, 'Spa')],
};

const street = (street_id: number, totals: Record<number, number>) => ({
  street_id,
  street_name: `Street ${street_id}|街${street_id}`,
  total: Object.values(totals).reduce((a, b) => a + b, 0),
  type_id_list: Object.entries(totals).map(([id, total]) => ({
    type_id: Number(id),
    type_name: 'x|x',
    total,
  })),
});

const summary: StatisticsSummaryResponse = {
  type_id_list: [],
  country_id_list: [
    {
      country_id: 1,
      country_name: 'Hong Kong|香港',
      total: 9,
      region1_id_list: [
        {
          region1_id: 10,
          total: 7,
          region2_id_list: [
            { region2_id: 20, total: 7, street_id_list: [street(30, { 1: 4 }), street(31, { 1: 1, 3: 2 })] },
          ],
        },
        {
          region1_id: 11,
          total: 2,
          region2_id_list: [{ region2_id: 22, total: 2, street_id_list: [street(32, { 2: 2 })] }],
        },
      ],
    },
  ],
};

describe('filter options', () => {
  it('counts every step of the whole country and hides empty places', () => {
    const options = filterOptions(summary, lookups, { countryId: 1 }, { hideZero: true, allRegion2: false });
    expect(options.region1.map((o) => [o.name_en, o.total])).toEqual([
      ['Kowloon', 7],
      ['Island', 2],
    ]);
    expect(options.region2.map((o) => o.id)).toEqual([20, 22]);
    expect(options.streets).toEqual([]);
    expect(options.types.map((o) => [o.id, o.total])).toEqual([
      [1, 5],
      [2, 2],
      [3, 2],
    ]);
    expect(options.total).toBe(9);
  });

  it('shows places with no client when zero counts are not hidden', () => {
    const options = filterOptions(summary, lookups, { countryId: 1 }, { hideZero: false, allRegion2: false });
    expect(options.region1.map((o) => [o.name_en, o.total])).toContainEqual(['Empty', 0]);
    expect(options.region2.map((o) => [o.name_en, o.total])).toContainEqual(['Jordan', 0]);
  });

  it('narrows region 2 to the chosen region 1 unless all region 2 are included', () => {
    const narrow = filterOptions(
      summary,
      lookups,
      { countryId: 1, region1Id: 11 },
      { hideZero: false, allRegion2: false },
    );
    expect(narrow.region2.map((o) => o.id)).toEqual([22]);
    const all = filterOptions(
      summary,
      lookups,
      { countryId: 1, region1Id: 11 },
      { hideZero: false, allRegion2: true },
    );
    expect(all.region2.map((o) => o.id)).toEqual([20, 21, 22]);
  });

  it('lists the streets of the chosen region 2 and counts types on the chosen street', () => {
    const options = filterOptions(
      summary,
      lookups,
      { countryId: 1, region1Id: 10, region2Id: 20, streetId: 31 },
      { hideZero: true, allRegion2: false },
    );
    expect(options.streets.map((o) => [o.name_zh, o.total])).toEqual([
      ['街30', 4],
      ['街31', 3],
    ]);
    expect(options.types.map((o) => [o.id, o.total])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(options.total).toBe(3);
  });

  it('totals the chosen type in the chosen place, zero where there is none', () => {
    const chosen = (typeId: number) =>
      filterOptions(
        summary,
        lookups,
        { countryId: 1, region1Id: 11, typeId },
        { hideZero: true, allRegion2: false },
      ).total;
    expect(chosen(2)).toBe(2);
    expect(chosen(1)).toBe(0);
  });
});
