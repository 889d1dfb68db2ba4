import {
  clientPostDescribeResponseSchema,
  memberPostDescribeResponseSchema,
  memberPostFindResponseSchema,
  reviewFindResponseSchema,
  storyDescribeResponseSchema,
  storyFindResponseSchema,
} from '@petal/contract/writings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 150 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

async function post(url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  return response;
}

async function walk(url: string, body: object, idOf: (item: never) => number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await post(url, { ...body, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    ids.push(...page.items.map(idOf));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

const ids = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ id: number }>(sql, params)).rows.map((row) => row.id).sort((a, b) => a - b);

describe('stories', () => {
  it.each(['newest', 'hot'])('page through every story of listed clients once (%s)', async (order) => {
    const seen = await walk(
      '/viewer/story/find',
      { order, limit: 9 },
      (item: { story_id: number }) => item.story_id,
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      await ids('SELECT story_id AS id FROM stories JOIN clients USING (client_id) WHERE ad_enabled'),
    );
  });

  it('hot puts the most viewed first', async () => {
    const { items } = storyFindResponseSchema.parse(
      (await post('/viewer/story/find', { order: 'hot', limit: 10 })).json(),
    );
    const views = items.map((item) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('describe a story with its client and sized photo; an unknown one is 404', async () => {
    const [first] = await ids(
      'SELECT story_id AS id FROM stories JOIN clients USING (client_id) WHERE ad_enabled LIMIT 1',
    );
    const story = storyDescribeResponseSchema.parse(
      (await post('/viewer/story/describe', { story_id: first })).json(),
    );
    expect(story.client.name_en.length).toBeGreaterThan(0);
    expect(story.photo).toMatchObject({ width: 600, height: 800 });
    expect((await post('/viewer/story/describe', { story_id: 9_999_999 })).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it("list a client's reviews, newest first, with the five ratings and the author", async () => {
    const { rows } = await t.db.query<{ client_id: number }>(
      `SELECT client_id FROM reviews JOIN clients USING (client_id) WHERE ad_enabled GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const clientId = rows[0]!.client_id;
    const page = reviewFindResponseSchema.parse(
      (await post('/viewer/review/find', { client_id: clientId, limit: 50 })).json(),
    );
    expect(page.items.map((item) => item.review_id).sort((a, b) => a - b)).toEqual(
      await ids('SELECT review_id AS id FROM reviews WHERE client_id = $1', [clientId]),
    );
    const times = page.items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items[0]!.author.en_name.length).toBeGreaterThan(0);
  });

  it('leave out the reviews of a switched-off ad', async () => {
    const all = await walk(
      '/viewer/review/find',
      { limit: 50 },
      (item: { review_id: number }) => item.review_id,
    );
    expect([...all].sort((a, b) => a - b)).toEqual(
      await ids('SELECT review_id AS id FROM reviews JOIN clients USING (client_id) WHERE ad_enabled'),
    );
  });
});

describe('posts', () => {
  it('member posts page through once, and filter by member', async () => {
    const all = await walk(
      '/viewer/member/post/find',
      { limit: 17 },
      (item: { post_id: number }) => item.post_id,
    );
    expect([...all].sort((a, b) => a - b)).toEqual(await ids('SELECT post_id AS id FROM member_posts'));
    const { rows } = await t.db.query<{ member_id: number }>('SELECT member_id FROM member_posts LIMIT 1');
    const mine = memberPostFindResponseSchema.parse(
      (await post('/viewer/member/post/find', { member_id: rows[0]!.member_id, limit: 50 })).json(),
    );
    expect(mine.items.every((item) => item.author.member_id === rows[0]!.member_id)).toBe(true);
  });

  it('a member post comes with its comments, oldest first', async () => {
    const { rows } = await t.db.query<{ member_post_id: number; n: number }>(
      'SELECT member_post_id, count(*) AS n FROM comments WHERE member_post_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    const found = memberPostDescribeResponseSchema.parse(
      (await post('/viewer/member/post/describe', { post_id: rows[0]!.member_post_id })).json(),
    );
    expect(found.comments).toHaveLength(rows[0]!.n);
    expect(found.comment_count).toBe(rows[0]!.n);
    const times = found.comments.map((comment) => comment.created_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("a client's posts, and one described", async () => {
    const { rows } = await t.db.query<{ client_id: number; post_id: number }>(
      'SELECT p.client_id, p.post_id FROM client_posts p JOIN clients USING (client_id) WHERE ad_enabled LIMIT 1',
    );
    const list = await walk(
      '/viewer/client/post/find',
      { client_id: rows[0]!.client_id },
      (item: { post_id: number }) => item.post_id,
    );
    expect(list).toContain(rows[0]!.post_id);
    const one = clientPostDescribeResponseSchema.parse(
      (await post('/viewer/client/post/describe', { post_id: rows[0]!.post_id })).json(),
    );
    expect(one.client.client_id).toBe(rows[0]!.client_id);
  });
});
