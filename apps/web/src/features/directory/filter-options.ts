import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { StatisticsSummaryResponse } from '@petal/contract/client-type-statistics';
import { splitBilingualName } from '@petal/contract/names';

/** One choice of a filter step, with how many listed clients it holds. */
export interface FilterOption {
  id: number;
  name_en: string;
  name_zh: string;
  total: number;
}

/** The steps chosen so far; a step left out (skipped) is absent. */
export interface FilterSelection {
  countryId: number;
  region1Id?: number;
  region2Id?: number;
  streetId?: number;
  typeId?: number;
}

export interface FilterView {
  /** Hide choices that hold no client (the hierarchy view's "hide zero-count data"). */
  hideZero: boolean;
  /** List every region 2 of the country, not only those of the chosen region 1. */
  allRegion2: boolean;
}

export interface FilterOptions {
  region1: FilterOption[];
  region2: FilterOption[];
  streets: FilterOption[];
  types: FilterOption[];
  /** Clients matching the whole selection. */
  total: number;
}

type Country = StatisticsSummaryResponse['country_id_list'][number];
type Street = Country['region1_id_list'][number]['region2_id_list'][number]['street_id_list'][number];

/**
 * The choices of each filter step under the current selection, each with its count, from the
 * statistics summary (counts) and the lookup tables (names, and the places with no client).
 */
export function filterOptions(
  summary: StatisticsSummaryResponse,
  lookups: ClientDataDescribeResponse,
  selection: FilterSelection,
  view: FilterView,
): FilterOptions {
  const country = summary.country_id_list.find((entry) => entry.country_id === selection.countryId);
  const region1Totals = new Map(country?.region1_id_list.map((region) => [region.region1_id, region]) ?? []);
  const region2Totals = new Map(
    country?.region1_id_list.flatMap((region) =>
      region.region2_id_list.map((region2) => [region2.region2_id, region2] as const),
    ) ?? [],
  );
  const keep = (option: FilterOption) => !view.hideZero || option.total > 0;

  const region1 = lookups.All_Region1.filter((region) => region.country_id === selection.countryId)
    .map((region) => ({
      id: region.region1_id,
      name_en: region.name_en,
      name_zh: region.name_zh,
      total: region1Totals.get(region.region1_id)?.total ?? 0,
    }))
    .filter(keep);

  const region2 = lookups.All_Region2.filter(
    (region) =>
      region.country_id === selection.countryId &&
      (view.allRegion2 || selection.region1Id === undefined || region.region1_id === selection.region1Id),
  )
    .map((region) => ({
      id: region.region2_id,
      name_en: region.name_en,
      name_zh: region.name_zh,
      total: region2Totals.get(region.region2_id)?.total ?? 0,
    }))
    .filter(keep);

  // The streets in scope: of the chosen region 2, else of the chosen region 1, else the country.
  let scope: Street[];
  if (selection.region2Id !== undefined) {
    scope = region2Totals.get(selection.region2Id)?.street_id_list ?? [];
  } else if (selection.region1Id !== undefined) {
    scope =
      region1Totals.get(selection.region1Id)?.region2_id_list.flatMap((region2) => region2.street_id_list) ??
      [];
  } else {
    scope =
      country?.region1_id_list.flatMap((r1) => r1.region2_id_list.flatMap((r2) => r2.street_id_list)) ?? [];
  }

  const streets =
    selection.region2Id === undefined
      ? []
      : scope
          .map((street) => {
            const name = splitBilingualName(street.street_name);
            return { id: street.street_id, name_en: name.en, name_zh: name.zh, total: street.total };
          })
          .filter(keep);

  const inScope =
    selection.streetId === undefined ? scope : scope.filter((s) => s.street_id === selection.streetId);
  const typeTotals = new Map<number, number>();
  for (const street of inScope) {
    for (const type of street.type_id_list) {
      typeTotals.set(type.type_id, (typeTotals.get(type.type_id) ?? 0) + type.total);
    }
  }
  // The country's usual types first (Country_SCType), then any other type that has clients here.
  const usual =
    lookups.Country_SCType.find((entry) => entry.country_id === selection.countryId)?.type_id_list ?? [];
  const typeIds = [...new Set([...usual, ...typeTotals.keys()])];
  const typeNames = new Map(lookups.ClientType.map((type) => [type.type_id, type]));
  const types = typeIds
    .flatMap((id) => {
      const type = typeNames.get(id);
      return type
        ? [{ id, name_en: type.name_en, name_zh: type.name_zh, total: typeTotals.get(id) ?? 0 }]
        : [];
    })
    .filter(keep);

  const total =
    selection.typeId !== undefined
      ? (typeTotals.get(selection.typeId) ?? 0)
      : inScope.reduce((sum, street) => sum + street.total, 0);

  return { region1, region2, streets, types, total };
}
