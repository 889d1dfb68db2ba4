import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 40 });
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

/** A cursor shaped like the server's own, carrying a value of the wrong kind. */
const madeUp = (order: string, value: string) =>
  Buffer.from(JSON.stringify([order, value, 12])).toString('base64url');

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('a made-up cursor is refused as bad input, never a server error', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['/api/viewer/client/find', 'newest', { sort: 'newest' }],
    ['/api/viewer/client/find', 'views', { sort: 'views' }],
    ['/api/viewer/client/find', 'rating', { sort: 'rating' }],
    ['/api/viewer/client/find', 'ranking', { sort: 'ranking' }],
    ['/api/viewer/story/find', 'newest', { order: 'newest' }],
    ['/api/viewer/story/find', 'hot', { order: 'hot' }],
    ['/api/viewer/review/find', 'newest', {}],
    ['/api/viewer/member/post/find', 'newest', {}],
  ];
  it.each(cases)('%s in %s order', async (url, order, body) => {
    for (const value of ['not a value', '2026-13-45 99:99:99+00', '1e999', "1'; drop table clients; --"]) {
      const response = await post(url, { ...body, cursor: madeUp(order, value) });
      expect(response.statusCode, `${value}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', issues: [{ field: 'body.cursor' }] },
      });
    }
  });

  it('while the cursors the server hands out still lead to the next page', async () => {
    for (const [url, body] of [
      ['/api/viewer/client/find', { sort: 'newest', limit: 3 }],
      ['/api/viewer/client/find', { sort: 'rating', limit: 3 }],
      ['/api/viewer/story/find', { order: 'newest', limit: 3 }],
      ['/api/viewer/review/find', { limit: 3 }],
    ] as const) {
      const first = (await post(url, body)).json() as { next_cursor: string | null };
      expect(first.next_cursor).not.toBeNull();
      const second = await post(url, { ...body, cursor: first.next_cursor });
      expect(second.statusCode, second.body).toBe(200);
    }
  });
});
