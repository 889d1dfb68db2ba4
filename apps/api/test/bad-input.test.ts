import { JSON_BODY_LIMIT_BYTES } from '@petal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 20 });
  // A route that fails inside the database, as a bug would: it must not leak SQL.
  t.app.get('/api/test-only/broken', async () => t.db.query('SELECT secret_column FROM no_such_table'));
  headers = await t.guestHeaders();
});
afterAll(() => t.close());

const SUMMARY = '/api/clientType/statistics/summary';

function expectNoLeak(body: string) {
  expect(body).not.toMatch(/no_such_table|secret_column|SELECT|\bat .+:\d+:\d+|node_modules/);
}

async function storedState() {
  const { rows } = await t.db.query(
    'SELECT (SELECT count(*) FROM clients) AS clients, (SELECT sum(total) FROM client_type_counts) AS listed, ' +
      '(SELECT revision FROM catalog_revision) AS revision, (SELECT count(*) FROM members) AS members, ' +
      '(SELECT count(*) FROM verification_codes) AS codes',
  );
  return rows[0];
}

describe('bad input', () => {
  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SUMMARY,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"oops": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('malformed_json');
    expectNoLeak(response.body);
  });

  it('answers a body of the wrong type with 400 naming the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: SUMMARY, headers, payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', issues: [{ field: 'body' }] });
  });

  it('answers an unknown field with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SUMMARY,
      headers,
      payload: { country_id: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Validation Failed',
      issues: [{ field: 'body.country_id', message: 'Unknown field' }],
    });
  });

  it('answers a multipart body on a JSON route with 400 naming the body', async () => {
    // Only the photo upload reads multipart; elsewhere the body is taken unread and fails validation.
    for (const url of [SUMMARY, '/api/viewer/client/find']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xx' },
        payload: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', issues: [{ field: 'body' }] });
    }
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SUMMARY,
      headers,
      payload: { padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SUMMARY,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('masks a failure inside the server as internal_error, without SQL or a stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/broken', headers });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatchObject({
      code: 'internal_error',
      message: 'An error occurred. Please try again.',
    });
    expectNoLeak(response.body);
  });

  it('changes nothing already stored when a write is refused', async () => {
    const before = await storedState();
    const register = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    const attempts = [
      register('{"en_name": '),
      register(JSON.stringify({ en_name: 'Amy', zh_name: '艾美', password: 'blossom-42' })),
      register(
        JSON.stringify({
          verification_token: 'made-up',
          en_name: 'Amy',
          zh_name: '艾美',
          password: 'blossom-42',
          password_confirm: 'blossom-42',
          language: 'en',
          country: 'HK',
        }),
      ),
      register(JSON.stringify({ padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) })),
      register('en_name=Amy', 'application/x-www-form-urlencoded'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectNoLeak(response.body);
    }
    expect(await storedState()).toEqual(before);
  });
});
