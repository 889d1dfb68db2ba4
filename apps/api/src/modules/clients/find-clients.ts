import type { ClientFindResponse, ClientSort, clientFindRequestSchema } from '@petal/contract/clients';
import type { z } from 'zod';
import type { Queryable } from '../../platform/database.ts';
import { type Cursor, decodeCursor, pageOf } from '../../platform/keyset.ts';
import {
  CLIENT_CARD_COLUMNS,
  type ClientCardRow,
  COUNTING_FLOWERS,
  FIRST_PHOTO_JOIN,
  presentCard,
} from './presenters.ts';

type FindRequest = z.output<typeof clientFindRequestSchema>;

/**
 * Each stored sort's key, as SQL and as the type its cursor value is compared in. Ties are
 * broken by client_id, so every row has one place in the order and pages never repeat or skip
 * a row that did not change. "ranking" is computed from the gifts (rankedPage below).
 */
const SORT_KEYS: Record<Exclude<ClientSort, 'ranking'>, { sql: string; cast: string }> = {
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
  if (request.special_category_id !== undefined) {
    add(
      `EXISTS (SELECT FROM client_special_categories s
                WHERE s.client_id = c.client_id AND s.special_category_id = ?)`,
      request.special_category_id,
    );
  }
  // A ranking cursor carries a flower count; the others their sort key.
  const cast = request.sort === 'ranking' ? 'bigint' : SORT_KEYS[request.sort].cast;
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort, cast) : null;

  // The page's ids first (index-friendly, no per-row work), then its cards and photos. Which
  // filters and cursor a request has changes the SQL text, and each text is its own prepared
  // statement (named by a hash of the text).
  const page =
    request.sort === 'ranking'
      ? rankedPage(where, params, cursor, request.limit)
      : sortedPage(SORT_KEYS[request.sort], where, params, cursor, request.limit);
  const { rows } = await db.query<ClientCardRow & { sort_value: string }>(
    `WITH page AS (${page})
     SELECT ${CLIENT_CARD_COLUMNS}, page.sort_value
       FROM page JOIN clients c USING (client_id) ${FIRST_PHOTO_JOIN}
      ORDER BY page.place`,
    params,
    // Planning a stored sort costs as much as running it: plan once per connection. The
    // ranking is planned with its values every time: its run costs several times its planning,
    // and a generic plan, blind to how many clients a filter leaves, can be 10x slower.
    { prepare: request.sort !== 'ranking' },
  );
  const result = pageOf(rows, request.limit, request.sort, (row) => row.client_id);
  return { items: result.rows.map(presentCard), next_cursor: result.nextCursor };
}

/** A page by a stored column: read in index order and stop after `limit + 1`. */
function sortedPage(
  key: { sql: string; cast: string },
  where: string[],
  params: unknown[],
  cursor: Cursor | null,
  limit: number,
): string {
  const conditions = [...where];
  if (cursor) {
    params.push(cursor.value, cursor.id);
    conditions.push(`(${key.sql}, c.client_id) < ($${params.length - 1}::${key.cast}, $${params.length})`);
  }
  params.push(limit + 1);
  return `SELECT c.client_id, (${key.sql})::text AS sort_value,
                 row_number() OVER (ORDER BY ${key.sql} DESC, c.client_id DESC) AS place
            FROM (SELECT c.* FROM clients c WHERE ${conditions.join(' AND ')}
                   ORDER BY ${key.sql} DESC, c.client_id DESC LIMIT $${params.length}) c`;
}

/**
 * The daily flower ranking: flowers received in the last 24 hours, most first. Two parts, each
 * cheap on its own: the clients with flowers (the window's flowers summed per client from
 * their index, most first, then checked against the filters), then the clients without,
 * highest id first, each checked against the per-client index. A cursor at 0 flowers needs
 * only the second part. The cost grows with the flowers sent in 24 hours, not with clients.
 */
function rankedPage(where: string[], params: unknown[], cursor: Cursor | null, limit: number): string {
  let flowersBound = '';
  let idBound = '';
  let withFlowers = true;
  if (cursor) {
    const flowers = Number(cursor.value);
    if (flowers > 0) {
      params.push(flowers, cursor.id);
      flowersBound = `AND (f.flowers, c.client_id) < ($${params.length - 1}::bigint, $${params.length})`;
    } else {
      params.push(cursor.id);
      withFlowers = false;
      idBound = `AND c.client_id < $${params.length}`;
    }
  }
  params.push(limit + 1);
  const limitParam = `$${params.length}`;
  const filters = where.join(' AND ');
  const parts = [
    `SELECT c.client_id, 0::bigint AS sort_key FROM clients c
      WHERE ${filters} ${idBound} AND NOT EXISTS (SELECT FROM gifts g WHERE g.client_id = c.client_id AND ${COUNTING_FLOWERS})
      ORDER BY c.client_id DESC LIMIT ${limitParam}`,
  ];
  if (withFlowers) {
    // Summed before the join, from the window's index alone, and sorted there: the planner can
    // then look up the flowered clients most-first and stop at the page, instead of reading
    // every listed client to join them.
    parts.unshift(
      `SELECT c.client_id, f.flowers AS sort_key
         FROM (SELECT g.client_id, sum(g.quantity) AS flowers FROM gifts g WHERE ${COUNTING_FLOWERS}
                GROUP BY g.client_id ORDER BY flowers DESC, g.client_id DESC) f
         JOIN clients c ON c.client_id = f.client_id
        WHERE ${filters} ${flowersBound}
        ORDER BY f.flowers DESC, c.client_id DESC LIMIT ${limitParam}`,
    );
  }
  return `SELECT client_id, sort_key::text AS sort_value,
                 row_number() OVER (ORDER BY sort_key DESC, client_id DESC) AS place
            FROM (${parts.map((part) => `(${part})`).join(' UNION ALL ')}) ranked
           ORDER BY sort_key DESC, client_id DESC LIMIT ${limitParam}`;
}
