import type { Database } from '../../platform/database.ts';
import { CLIENT_CARD_COLUMNS, type ClientCardRow, FIRST_PHOTO_JOIN, presentCard } from './presenters.ts';

/**
 * Names containing the text come first, then names whose words are close to it (trigram word
 * similarity: "Ambr" finds Amber, "Jsmine" finds Jasmine). Both name columns are searched, so
 * "美玲" finds 陳美玲. The trigram indexes serve both the containment and the closeness tests.
 */
export async function searchClients(
  db: Database,
  request: { q: string; country_id?: number | undefined; limit: number },
) {
  const text = request.q.toLowerCase();
  const like = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const params: unknown[] = [text, like, request.limit];
  let countryFilter = '';
  if (request.country_id !== undefined) {
    params.push(request.country_id);
    countryFilter = `AND c.country_id = $${params.length}`;
  }
  // A word with one letter missing or swapped scores about 0.45 ("sopie" for sophie): the
  // default closeness threshold of 0.6 would miss it. SET LOCAL keeps the change to this query.
  const rows = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL pg_trgm.word_similarity_threshold = 0.4');
    return (
      await tx.query<ClientCardRow>(
        `SELECT ${CLIENT_CARD_COLUMNS}
       FROM (SELECT c.client_id,
                    (lower(c.name_en) LIKE $2 OR c.name_zh LIKE $2) AS contains,
                    greatest(word_similarity($1, lower(c.name_en)), word_similarity($1, c.name_zh)) AS closeness
               FROM clients c
              WHERE c.ad_enabled ${countryFilter}
                AND (lower(c.name_en) LIKE $2 OR c.name_zh LIKE $2 OR $1 <% lower(c.name_en) OR $1 <% c.name_zh)
              ORDER BY contains DESC, closeness DESC, c.client_id
              LIMIT $3) found
       JOIN clients c USING (client_id) ${FIRST_PHOTO_JOIN}
      ORDER BY found.contains DESC, found.closeness DESC, c.client_id`,
        params,
      )
    ).rows;
  });
  return { items: rows.map(presentCard) };
}
