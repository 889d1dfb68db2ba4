import type { SpecialCategoryListResponse } from '@petal/contract/clients';
import type { Queryable } from '../../platform/database.ts';

/**
 * Every special service category, in its order, with the listed clients (ad on) in it, in one
 * country or everywhere; zero included. The counts come from special_category_counts, kept by
 * triggers (migration 011), so this reads at most categories x countries small rows.
 */
export async function listSpecialCategories(
  db: Queryable,
  request: { country_id?: number | undefined },
): Promise<SpecialCategoryListResponse> {
  const inCountry = request.country_id === undefined ? '' : 'AND n.country_id = $1';
  const { rows } = await db.query<SpecialCategoryListResponse['items'][number]>(
    `SELECT sc.special_category_id, sc.name_en, sc.name_zh, coalesce(sum(n.total), 0) AS total
       FROM special_categories sc
       LEFT JOIN special_category_counts n ON n.special_category_id = sc.special_category_id ${inCountry}
      GROUP BY sc.special_category_id
      ORDER BY sc.sort_order, sc.special_category_id`,
    request.country_id === undefined ? [] : [request.country_id],
  );
  return { items: rows };
}
