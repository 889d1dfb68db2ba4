import type { Language } from '@petal/contract/languages';
import type { Queryable } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { mediaUrl } from '../accounts/members.ts';
import { presentPhoto } from '../clients/presenters.ts';

/** Columns naming a piece's client (alias cl) and its first photo (alias cp). */
const CLIENT_REF = `cl.client_id AS ref_client_id, cl.name_en AS ref_name_en, cl.name_zh AS ref_name_zh,
  cp.storage_key AS ref_photo_key, cp.width AS ref_photo_width, cp.height AS ref_photo_height`;
const CLIENT_PHOTO = `LEFT JOIN LATERAL (SELECT storage_key, width, height FROM client_photos
  WHERE client_id = cl.client_id ORDER BY position LIMIT 1) cp ON true`;
/** Columns naming an author (alias au). */
const AUTHOR =
  'au.member_id AS au_member_id, au.en_name AS au_en_name, au.zh_name AS au_zh_name, au.photo_path AS au_photo';

interface ClientRefRow {
  ref_client_id: number | null;
  ref_name_en: string | null;
  ref_name_zh: string | null;
  ref_photo_key: string | null;
  ref_photo_width: number | null;
  ref_photo_height: number | null;
}
interface AuthorRow {
  au_member_id: number;
  au_en_name: string;
  au_zh_name: string;
  au_photo: string | null;
}

function clientRef(row: ClientRefRow) {
  if (row.ref_client_id === null) return null;
  return {
    client_id: row.ref_client_id,
    name_en: row.ref_name_en ?? '',
    name_zh: row.ref_name_zh ?? '',
    photo: presentPhoto(row.ref_photo_key, row.ref_photo_width, row.ref_photo_height),
  };
}

function author(row: AuthorRow) {
  return {
    member_id: row.au_member_id,
    en_name: row.au_en_name,
    zh_name: row.au_zh_name,
    photo: mediaUrl(row.au_photo),
  };
}

type CommentTarget = 'story_id' | 'client_post_id' | 'member_post_id';

async function commentsOf(db: Queryable, column: CommentTarget, id: number) {
  const { rows } = await db.query<AuthorRow & { comment_id: number; body: string; created_at: Date }>(
    `SELECT c.comment_id, c.body, c.created_at, ${AUTHOR}
       FROM comments c JOIN members au ON au.member_id = c.member_id
      WHERE c.${column} = $1 ORDER BY c.created_at, c.comment_id`,
    [id],
  );
  return rows.map((row) => ({
    comment_id: row.comment_id,
    author: author(row),
    body: row.body,
    created_at: row.created_at.getTime(),
  }));
}

/** WHERE pieces and parameters built one filter at a time. */
function conditions() {
  const where: string[] = [];
  const params: unknown[] = [];
  return {
    where,
    params,
    add(condition: string, value: unknown) {
      params.push(value);
      where.push(condition.replaceAll('?', `$${params.length}`));
    },
    /**
     * Rows after the cursor (text from the previous page, of `order`) in the order
     * (key DESC, id DESC); the key is compared as `cast`, and a cursor whose value is not
     * one is refused as bad input.
     */
    after(keySql: string, cast: string, idSql: string, cursorText: string, order: string) {
      const cursor = decodeCursor(cursorText, order, cast);
      params.push(cursor.value, cursor.id);
      where.push(`(${keySql}, ${idSql}) < ($${params.length - 1}::${cast}, $${params.length})`);
    },
  };
}

interface StoryRow extends ClientRefRow {
  story_id: number;
  title: string;
  body: string;
  language: Language;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  views_count: number;
  comment_count: number;
  created_at: Date;
  sort_value: string;
}

const STORY_ORDERS = {
  newest: { key: 's.created_at', cast: 'timestamptz' },
  hot: { key: 's.views_count', cast: 'bigint' },
} as const;

const presentStory = (row: StoryRow) => ({
  story_id: row.story_id,
  client: clientRef(row)!,
  title: row.title,
  body: row.body,
  language: row.language,
  photo: presentPhoto(row.photo_key, row.photo_width, row.photo_height),
  views: row.views_count,
  comment_count: row.comment_count,
  created_at: row.created_at.getTime(),
});

function storySelect(orderKey: string, where: string[], limitParam: string) {
  return `SELECT s.story_id, s.title, s.body, s.language, s.photo_key, s.photo_width, s.photo_height,
                 s.views_count, s.created_at, (${orderKey})::text AS sort_value,
                 (SELECT count(*) FROM comments WHERE story_id = s.story_id) AS comment_count, ${CLIENT_REF}
            FROM stories s JOIN clients cl ON cl.client_id = s.client_id AND cl.ad_enabled ${CLIENT_PHOTO}
           ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY ${orderKey} DESC, s.story_id DESC ${limitParam}`;
}

export async function findStories(
  db: Queryable,
  request: {
    client_id?: number | undefined;
    order: 'newest' | 'hot';
    limit: number;
    cursor?: string | undefined;
  },
) {
  const order = STORY_ORDERS[request.order];
  const filter = conditions();
  if (request.client_id !== undefined) filter.add('s.client_id = ?', request.client_id);
  if (request.cursor) filter.after(order.key, order.cast, 's.story_id', request.cursor, request.order);
  filter.params.push(request.limit + 1);
  const { rows } = await db.query<StoryRow>(
    storySelect(order.key, filter.where, `LIMIT $${filter.params.length}`),
    filter.params,
  );
  const page = pageOf(rows, request.limit, request.order, (row) => row.story_id);
  return { items: page.rows.map(presentStory), next_cursor: page.nextCursor };
}

export async function describeStory(db: Queryable, storyId: number) {
  const { rows } = await db.query<StoryRow>(storySelect('s.created_at', ['s.story_id = $1'], ''), [storyId]);
  const row = rows[0];
  if (!row) throw new AppError('not_found');
  return { ...presentStory(row), comments: await commentsOf(db, 'story_id', storyId) };
}

interface ReviewRow extends ClientRefRow, AuthorRow {
  review_id: number;
  rating_price: number;
  rating_service: number;
  rating_environment: number;
  rating_appearance: number;
  rating_figure: number;
  body: string;
  language: Language;
  created_at: Date;
  sort_value: string;
}

function reviewSelect(where: string[], limitParam: string) {
  return `SELECT r.review_id, r.rating_price, r.rating_service, r.rating_environment, r.rating_appearance,
                 r.rating_figure, r.body, r.language, r.created_at, r.created_at::text AS sort_value,
                 ${CLIENT_REF}, ${AUTHOR}
            FROM reviews r JOIN clients cl ON cl.client_id = r.client_id AND cl.ad_enabled ${CLIENT_PHOTO}
            JOIN members au ON au.member_id = r.member_id
           ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY r.created_at DESC, r.review_id DESC ${limitParam}`;
}

const presentReview = (row: ReviewRow) => ({
  review_id: row.review_id,
  client: clientRef(row)!,
  author: author(row),
  ratings: {
    price: row.rating_price,
    service: row.rating_service,
    environment: row.rating_environment,
    appearance: row.rating_appearance,
    figure: row.rating_figure,
  },
  body: row.body,
  language: row.language,
  created_at: row.created_at.getTime(),
});

export async function findReviews(
  db: Queryable,
  request: { client_id?: number | undefined; limit: number; cursor?: string | undefined },
) {
  const filter = conditions();
  if (request.client_id !== undefined) filter.add('r.client_id = ?', request.client_id);
  if (request.cursor) filter.after('r.created_at', 'timestamptz', 'r.review_id', request.cursor, 'newest');
  filter.params.push(request.limit + 1);
  const { rows } = await db.query<ReviewRow>(
    reviewSelect(filter.where, `LIMIT $${filter.params.length}`),
    filter.params,
  );
  const page = pageOf(rows, request.limit, 'newest', (row) => row.review_id);
  return { items: page.rows.map(presentReview), next_cursor: page.nextCursor };
}

export async function describeReview(db: Queryable, reviewId: number) {
  const { rows } = await db.query<ReviewRow>(reviewSelect(['r.review_id = $1'], ''), [reviewId]);
  if (!rows[0]) throw new AppError('not_found');
  return presentReview(rows[0]);
}

interface PostRow extends ClientRefRow {
  post_id: number;
  body: string;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  comment_count: number;
  created_at: Date;
  sort_value: string;
}

function clientPostSelect(where: string[], limitParam: string) {
  return `SELECT p.post_id, p.body, p.photo_key, p.photo_width, p.photo_height, p.created_at,
                 p.created_at::text AS sort_value,
                 (SELECT count(*) FROM comments WHERE client_post_id = p.post_id) AS comment_count, ${CLIENT_REF}
            FROM client_posts p JOIN clients cl ON cl.client_id = p.client_id AND cl.ad_enabled ${CLIENT_PHOTO}
           WHERE ${where.join(' AND ')}
           ORDER BY p.created_at DESC, p.post_id DESC ${limitParam}`;
}

const presentClientPost = (row: PostRow) => ({
  post_id: row.post_id,
  client: clientRef(row)!,
  body: row.body,
  photo: presentPhoto(row.photo_key, row.photo_width, row.photo_height),
  comment_count: row.comment_count,
  created_at: row.created_at.getTime(),
});

export async function findClientPosts(
  db: Queryable,
  request: { client_id: number; limit: number; cursor?: string | undefined },
) {
  const filter = conditions();
  filter.add('p.client_id = ?', request.client_id);
  if (request.cursor) filter.after('p.created_at', 'timestamptz', 'p.post_id', request.cursor, 'newest');
  filter.params.push(request.limit + 1);
  const { rows } = await db.query<PostRow>(
    clientPostSelect(filter.where, `LIMIT $${filter.params.length}`),
    filter.params,
  );
  const page = pageOf(rows, request.limit, 'newest', (row) => row.post_id);
  return { items: page.rows.map(presentClientPost), next_cursor: page.nextCursor };
}

export async function describeClientPost(db: Queryable, postId: number) {
  const { rows } = await db.query<PostRow>(clientPostSelect(['p.post_id = $1'], ''), [postId]);
  if (!rows[0]) throw new AppError('not_found');
  return { ...presentClientPost(rows[0]), comments: await commentsOf(db, 'client_post_id', postId) };
}

function memberPostSelect(where: string[], limitParam: string) {
  return `SELECT p.post_id, p.body, p.photo_key, p.photo_width, p.photo_height, p.created_at,
                 p.created_at::text AS sort_value,
                 (SELECT count(*) FROM comments WHERE member_post_id = p.post_id) AS comment_count,
                 ${CLIENT_REF}, ${AUTHOR}
            FROM member_posts p JOIN members au ON au.member_id = p.member_id
            LEFT JOIN clients cl ON cl.client_id = p.client_id AND cl.ad_enabled ${CLIENT_PHOTO}
           ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY p.created_at DESC, p.post_id DESC ${limitParam}`;
}

const presentMemberPost = (row: PostRow & AuthorRow) => ({
  post_id: row.post_id,
  author: author(row),
  client: clientRef(row),
  body: row.body,
  photo: presentPhoto(row.photo_key, row.photo_width, row.photo_height),
  comment_count: row.comment_count,
  created_at: row.created_at.getTime(),
});

export async function findMemberPosts(
  db: Queryable,
  request: {
    member_id?: number | undefined;
    client_id?: number | undefined;
    limit: number;
    cursor?: string | undefined;
  },
) {
  const filter = conditions();
  if (request.member_id !== undefined) filter.add('p.member_id = ?', request.member_id);
  if (request.client_id !== undefined) filter.add('p.client_id = ?', request.client_id);
  if (request.cursor) filter.after('p.created_at', 'timestamptz', 'p.post_id', request.cursor, 'newest');
  filter.params.push(request.limit + 1);
  const { rows } = await db.query<PostRow & AuthorRow>(
    memberPostSelect(filter.where, `LIMIT $${filter.params.length}`),
    filter.params,
  );
  const page = pageOf(rows, request.limit, 'newest', (row) => row.post_id);
  return { items: page.rows.map(presentMemberPost), next_cursor: page.nextCursor };
}

export async function describeMemberPost(db: Queryable, postId: number) {
  const { rows } = await db.query<PostRow & AuthorRow>(memberPostSelect(['p.post_id = $1'], ''), [postId]);
  if (!rows[0]) throw new AppError('not_found');
  return { ...presentMemberPost(rows[0]), comments: await commentsOf(db, 'member_post_id', postId) };
}
