import type { ClientFindResponse, ClientSort, clientFindRequestSchema } from '@petal/contract/clients';
import type { z } from 'zod';
import type { Queryable } from '../../platform/database.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { CLIENT_CARD_COLUMNS, type ClientCardRow, FIRST_PHOTO_JOIN, presentCard } from './presenters.ts';

type FindRequest = z.output<typeof clientFindRequestSchema>;

/**
 * Each sort's key, as SQL and as the type its cursor value is compared in. Ties are broken by
 * client_id, so every row has one place in the order and pages never repeat or skip a row
 * that did not change.
 */
const SORT_KEYS: Record<ClientSort, { sql: string; cast: string }> = {
  newest: { sql: 'c.created_at', cast: 'timestamptz' },
  views: { sql: 'c.views_count', cast: 'bigint' },
  rating: {
    sql: `coalesce(round((c.rating_price_sum + c.rating_service_sum + c.rating_environment_sum
           + c.rating_appearance_sum + c.rating_figure_sum)::numeric / nullif(5 * c.review_count, 0), 2), 0)`,
    cast: 'numeric',
  },
};

export async function findClients(db: Queryable, request: FindRequest): Promise<ClientFindResponse> {
  const where = ['c.ad_enabled'];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    where.push(condition.replace('?', `$${params.length}`));
  };
  if (request.country_id !== undefined) add('c.country_id = ?', request.country_id);
  if (request.region1_id !== undefined) add('c.region1_id = ?', request.region1_id);
  if (request.region2_id !== undefined) add('c.region2_id = ?', request.region2_id);
  if (request.street_id !== undefined) add('c.street_id = ?', request.street_id);
  if (request.type_id !== undefined) add('c.type_id = ?', request.type_id);
  if (request.kind !== undefined) add('c.kind = ?', request.kind);
  if (request.shop_id !== undefined) add('c.shop_id = ?', request.shop_id);

  const key = SORT_KEYS[request.sort];
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, request.sort);
    params.push(cursor.value, cursor.id);
    where.push(`(${key.sql}, c.client_id) < ($${params.length - 1}::${key.cast}, $${params.length})`);
  }
  params.push(request.limit + 1);
  // The page's ids first (index-friendly, no per-row work), then its cards and photos.
  const { rows } = await db.query<ClientCardRow & { sort_value: string }>(
    `WITH page AS (
       SELECT c.client_id, (${key.sql})::text AS sort_value, row_number() OVER (ORDER BY ${key.sql} DESC, c.client_id DESC) AS place
         FROM (SELECT c.* FROM clients c WHERE ${where.join(' AND ')}
                ORDER BY ${key.sql} DESC, c.client_id DESC LIMIT $${params.length}) c
     )
     SELECT ${CLIENT_CARD_COLUMNS}, page.sort_value
       FROM page JOIN clients c USING (client_id) ${FIRST_PHOTO_JOIN}
      ORDER BY page.place`,
    params,
    // Planning this costs as much as running it: plan once per connection.
    { prepare: true },
  );
  const page = pageOf(rows, request.limit, request.sort, (row) => row.client_id);
  return { items: page.rows.map(presentCard), next_cursor: page.nextCursor };
}
