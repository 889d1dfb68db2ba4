import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeEndedCredentials } from '../src/modules/auth/cleanup.ts';
import { startTestApp, TEST_VERIFY_KEY, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 20 });
});
afterAll(() => t.close());

const summary = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/clientType/statistics/summary', headers, payload: {} });

describe('GET /api/health', () => {
  it('answers without any header and names the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: t.db.kind });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document of the real routes without any header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/clientData/describe',
        '/api/clientType/statistics/summary',
        '/api/auth/guest',
      ]),
    );
    // The request schema comes from the contract: the summary body forbids unknown fields.
    const body =
      document.paths['/api/clientType/statistics/summary'].post.requestBody.content['application/json'];
    expect(body.schema.additionalProperties).toBe(false);
  });

  it('serves the documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the verify key', () => {
  it('is required on every API call but health and docs', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/guest', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'verify_key_invalid',
      issues: [{ field: `headers.${VERIFY_KEY_HEADER}` }],
    });
  });

  it('must match the configured key', async () => {
    const headers = await t.guestHeaders();
    const response = await summary({ ...headers, [VERIFY_KEY_HEADER]: 'not-the-key' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('verify_key_invalid');
  });
});

describe('paths written with escapes', () => {
  it('meet the same rules as the plain path', async () => {
    for (const url of [
      '/%61pi/clientData/describe',
      '/api/clientData%2Fdescribe',
      '/%2561pi/clientData/describe',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().error.code, url).toMatch(/verify_key_invalid|not_found/);
    }
  });

  it('answer a malformed URL with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health%zz' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the auth token', () => {
  it('is required on read endpoints', async () => {
    const response = await summary({ [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'token_missing',
      issues: [{ field: 'headers.authorization' }],
    });
  });

  it('is refused when unknown', async () => {
    const response = await summary({
      [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY,
      authorization: 'Bearer made-up-token',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_invalid');
  });

  it('is refused once expired', async () => {
    const headers = await t.guestHeaders();
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    const response = await summary(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_invalid');
  });
});

describe('POST /api/auth/guest', () => {
  it('issues a 24-hour guest token that opens the read endpoints', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest',
      headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const { token, expires_at } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expires_at - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
    expect(expires_at - before).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);

    const read = await summary({ [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY, authorization: `Bearer ${token}` });
    expect(read.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { authorization } = await t.guestHeaders();
    const token = authorization!.slice('Bearer '.length);
    const { rows } = await t.db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM sessions WHERE position(convert_to($1, 'UTF8') IN token_hash) > 0) AS found`,
      [token],
    );
    expect(rows[0]!.found).toBe(false);
  });
});

describe('guest tokens over time', () => {
  it('are limited to 60 an hour per address', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
        payload: {},
        remoteAddress: '10.66.0.1',
      });
    for (let n = 0; n < 60; n++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('are removed a day after they end, and live ones are kept', async () => {
    const live = await t.guestHeaders();
    await t.db.query(
      `INSERT INTO sessions (token_hash, kind, expires_at) VALUES
         (decode(md5('old-1'), 'hex'), 'guest', now() - interval '2 days'),
         (decode(md5('old-2'), 'hex'), 'guest', now() - interval '3 days')`,
    );
    const removed = await purgeEndedCredentials(t.db);
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM sessions WHERE expires_at < now() - interval '1 day'`,
    );
    expect(rows[0]!.n).toBe(0);
    const read = await t.app.inject({ method: 'GET', url: '/api/clientData/describe', headers: live });
    expect(read.statusCode).toBe(200);
  });
});
