import { memberAccountSchema, memberSessionResponseSchema, SESSION_COOKIE } from '@petal/contract/accounts';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { errorEnvelopeSchema } from '@petal/contract/error-envelope';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_VERIFY_KEY, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 10 });
});
afterAll(() => t.close());

const KEY = { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY };
let addressCounter = 0;
/** Each test acts from its own address, so per-address rate limits do not leak between tests. */
const fromAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  ip = '10.9.9.9',
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...KEY, ...headers },
    ...(payload ? { payload } : {}),
    remoteAddress: ip,
  });
}

function errorOf(response: LightMyRequestResponse) {
  return errorEnvelopeSchema.parse(response.json()).error;
}

function lastCodeFor(contact: string): string {
  const destination = contact.includes('@') ? contact.toLowerCase() : contact.replace(/\s+/g, '');
  const message = t
    .outbox()
    .filter((entry) => entry.to === destination)
    .at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${contact}`);
  return code;
}

async function ticketFor(purpose: string, contact: string, headers: Record<string, string> = {}) {
  const ip = fromAddress();
  const sent = await call('POST', '/auth/code/send', { purpose, contact }, headers, ip);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await call(
    'POST',
    '/auth/code/verify',
    { purpose, contact, code: lastCodeFor(contact) },
    {},
    ip,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().verification_token as string;
}

function sessionCookie(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${SESSION_COOKIE}=${cookie.value}` };
}

let nameCounter = 0;
async function register(contact: string, overrides: Record<string, unknown> = {}) {
  nameCounter++;
  const token = await ticketFor('register', contact);
  return call(
    'POST',
    '/auth/register',
    {
      verification_token: token,
      en_name: `Tester ${nameCounter}`,
      zh_name: `測試${'一二三四五六七八九十'[nameCounter % 10]}${'甲乙丙丁戊己庚辛壬癸'[Math.floor(nameCounter / 10) % 10]}`,
      password: 'blossom-42',
      password_confirm: 'blossom-42',
      language: 'en',
      country: 'HK',
      ...overrides,
    },
    {},
    fromAddress(),
  );
}

describe('registration', () => {
  it('registers by email with a code from the outbox, logs in, and issues a 9-digit Client ID', async () => {
    const response = await register('New.Member@Example.com');
    expect(response.statusCode, response.body).toBe(200);
    const body = memberSessionResponseSchema.parse(response.json());
    expect(body.member.email).toBe('new.member@example.com');
    expect(body.member.client_id).toMatch(/^\d{9}$/);
    expect(body.token).toBeUndefined(); // browsers get the HttpOnly cookie only
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api' });
    expect(body.expires_at - Date.now()).toBeGreaterThan(59 * 60_000);

    const profile = await call('GET', '/account/profile', undefined, sessionCookie(response));
    expect(memberAccountSchema.parse(profile.json()).email).toBe('new.member@example.com');
  });

  it('registers by phone in international form', async () => {
    const response = await register('+852 9123 4567');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member.phone).toBe('+85291234567');
    const sms = t.outbox().at(-1)!;
    expect(sms.channel).toBe('sms');
  });

  it('refuses an address that is already registered, with the spec message', async () => {
    await register('taken@example.com');
    const response = await call(
      'POST',
      '/auth/code/send',
      { purpose: 'register', contact: 'TAKEN@example.com' },
      {},
      fromAddress(),
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'already_registered',
      message: 'You have already registered this number or email, please login',
    });
  });

  it.each([
    ['en_name', '9Lives', 'en_name_first_letter'],
    ['en_name', 'Amy陳', 'en_name_no_chinese'],
    ['en_name', '  ', 'required'],
    ['zh_name', 'Amy', 'zh_name_chinese_only'],
    ['password', 'abc', 'password_too_short'],
    ['password', 'password1', 'password_too_common'],
    ['invitation_code', '12345', 'client_id_format'],
  ])('names the field when %s is %j (%s)', async (field, value, message) => {
    const token = await ticketFor('register', `rule-${message}-${nameCounter++}@example.com`);
    const payload: Record<string, unknown> = {
      verification_token: token,
      en_name: 'Valid Name',
      zh_name: '有效名',
      password: 'blossom-42',
      password_confirm: 'blossom-42',
      language: 'en',
      country: 'HK',
      [field]: value,
    };
    if (field === 'password') payload.password_confirm = value;
    const response = await call('POST', '/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toContainEqual({ field: `body.${field}`, message });
  });

  it('requires the retyped password to match ("New password and re-type password different")', async () => {
    const response = await register('mismatch@example.com', { password_confirm: 'blossom-43' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toContainEqual({
      field: 'body.password_confirm',
      message: 'passwords_differ_create',
    });
  });

  it('keeps names unique, and a refused registration keeps its verification good', async () => {
    const first = await register('first-owner@example.com', { en_name: 'Unique Rose', zh_name: '獨一玫瑰' });
    expect(first.statusCode).toBe(200);
    const token = await ticketFor('register', 'second-owner@example.com');
    const base = {
      verification_token: token,
      password: 'blossom-42',
      password_confirm: 'blossom-42',
      language: 'en',
      country: 'HK',
    };
    const clash = await call('POST', '/auth/register', {
      ...base,
      en_name: 'unique rose',
      zh_name: '別的名',
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe('This name is already taken, Please give a new name');
    const retry = await call('POST', '/auth/register', { ...base, en_name: 'Other Rose', zh_name: '別的名' });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('lets exactly one of two concurrent registrations with the same verification win', async () => {
    const token = await ticketFor('register', 'race@example.com');
    const attempt = (n: number) =>
      call('POST', '/auth/register', {
        verification_token: token,
        en_name: `Racer ${n}`,
        zh_name: `賽跑${'甲乙'[n]}`,
        password: 'blossom-42',
        password_confirm: 'blossom-42',
        language: 'en',
        country: 'HK',
      });
    const results = await Promise.all([attempt(0), attempt(1)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM members WHERE email = 'race@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('records who invited the member by their Client ID', async () => {
    const inviter = (await register('inviter@example.com')).json();
    const invited = await register('invited@example.com', { invitation_code: inviter.member.client_id });
    expect(invited.statusCode, invited.body).toBe(200);
    const unknown = await register('invited2@example.com', { invitation_code: '000000001' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).issues).toContainEqual({
      field: 'body.invitation_code',
      message: 'invalid_value',
    });
  });
});

describe('verification codes', () => {
  it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
    const contact = 'tries@example.com';
    const ip = fromAddress();
    await call('POST', '/auth/code/send', { purpose: 'register', contact }, {}, ip);
    const right = lastCodeFor(contact);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(
        'POST',
        '/auth/code/verify',
        { purpose: 'register', contact, code: wrong },
        {},
        ip,
      );
      expect(errorOf(response).message).toBe('Incorrect Verification Code');
    }
    const late = await call(
      'POST',
      '/auth/code/verify',
      { purpose: 'register', contact, code: right },
      {},
      ip,
    );
    expect(errorOf(late).code).toBe('verification_code_expired');
  });

  it('sends at most one code a minute to an address', async () => {
    const ip = fromAddress();
    const first = await call(
      'POST',
      '/auth/code/send',
      { purpose: 'register', contact: 'slow@example.com' },
      {},
      ip,
    );
    expect(first.json()).toMatchObject({
      sent_to: 's•••@example.com',
      channel: 'email',
      resend_after_seconds: 60,
    });
    const second = await call(
      'POST',
      '/auth/code/send',
      { purpose: 'register', contact: 'slow@example.com' },
      {},
      ip,
    );
    expect(second.statusCode).toBe(429);
    expect(errorOf(second).code).toBe('code_resend_too_soon');
  });

  it('refuses an invalid email or phone by name', async () => {
    for (const [contact, message] of [
      ['not-an-email@', 'invalid_email'],
      ['12345', 'invalid_phone'],
    ]) {
      const response = await call(
        'POST',
        '/auth/code/send',
        { purpose: 'register', contact },
        {},
        fromAddress(),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).issues).toEqual([{ field: 'body.contact', message }]);
    }
  });
});

describe('login', () => {
  beforeAll(async () => {
    expect((await register('login@example.com')).statusCode).toBe(200);
  });

  it.each([
    ['nobody@example.com', 'blossom-42', 404, 'Account Does Not Exist'],
    ['login@example.com', 'wrong-password', 401, 'Wrong Password'],
  ])('refuses %s / %s with the spec message', async (contact, password, status, message) => {
    const response = await call('POST', '/auth/login', { contact, password }, {}, fromAddress());
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toBe(message);
  });

  it('refuses a disabled account as invalid', async () => {
    await register('disabled@example.com');
    await t.db.query(`UPDATE members SET disabled_at = now() WHERE email = 'disabled@example.com'`);
    const response = await call('POST', '/auth/login', {
      contact: 'disabled@example.com',
      password: 'blossom-42',
    });
    expect(errorOf(response).message).toBe('Invalid Account');
  });

  it('logs in, and hands the token in the body only to a client that asks', async () => {
    const browser = await call('POST', '/auth/login', {
      contact: 'LOGIN@example.com',
      password: 'blossom-42',
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.json().token).toBeUndefined();
    const app = await call(
      'POST',
      '/auth/login',
      { contact: 'login@example.com', password: 'blossom-42' },
      { 'x-token-delivery': 'body' },
    );
    const token = app.json().token as string;
    const profile = await call('GET', '/account/profile', undefined, { authorization: `Bearer ${token}` });
    expect(profile.statusCode).toBe(200);
  });

  it('stops guessing on one account after 10 tries', async () => {
    await register('guarded@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await call(
        'POST',
        '/auth/login',
        { contact: 'guarded@example.com', password: `nope-${attempt}` },
        {},
        fromAddress(),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sessions', () => {
  let cookie: Record<string, string>;
  beforeAll(async () => {
    cookie = sessionCookie(await register('session@example.com'));
  });

  it('refresh rotates the token: the old one works 30 seconds more, then stops', async () => {
    const refreshed = await call('GET', '/auth/token/refresh', undefined, {
      ...cookie,
      'x-token-delivery': 'body',
    });
    expect(refreshed.statusCode).toBe(200);
    // A page script holding only the cookie never gets a token to carry elsewhere.
    expect(refreshed.json().token).toBeUndefined();
    expect(refreshed.json().expires_in_ms).toBeGreaterThan(59 * 60_000);
    const next = sessionCookie(refreshed);
    expect(next.cookie).not.toBe(cookie.cookie);
    expect((await call('GET', '/account/profile', undefined, cookie)).statusCode).toBe(200);
    await t.db.query(
      `UPDATE sessions SET rotated_at = now() - interval '31 seconds' WHERE rotated_at IS NOT NULL`,
    );
    expect((await call('GET', '/account/profile', undefined, cookie)).statusCode).toBe(401);
    expect((await call('GET', '/account/profile', undefined, next)).statusCode).toBe(200);
    cookie = next;
  });

  it('is refused after 30 minutes unused, and after 7 days whatever the refreshes', async () => {
    const idle = sessionCookie(
      await call('POST', '/auth/login', { contact: 'session@example.com', password: 'blossom-42' }),
    );
    await t.db.query(
      `UPDATE sessions SET last_used_at = now() - interval '31 minutes' WHERE session_id = (SELECT max(session_id) FROM sessions)`,
    );
    expect(errorOf(await call('GET', '/account/profile', undefined, idle)).code).toBe('token_invalid');

    const old = sessionCookie(
      await call('POST', '/auth/login', { contact: 'session@example.com', password: 'blossom-42' }),
    );
    await t.db.query(
      `UPDATE sessions SET started_at = now() - interval '7 days 1 minute' WHERE session_id = (SELECT max(session_id) FROM sessions)`,
    );
    expect((await call('GET', '/auth/token/refresh', undefined, old)).statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const mine = sessionCookie(
      await call('POST', '/auth/login', { contact: 'session@example.com', password: 'blossom-42' }),
    );
    const out = await call('GET', '/auth/logout', undefined, mine);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((entry) => entry.name === SESSION_COOKIE)?.value).toBe('');
    expect((await call('GET', '/account/profile', undefined, mine)).statusCode).toBe(401);
  });

  it('member actions are refused to a guest with "Please Login Or Register First"', async () => {
    const response = await call('GET', '/account/profile', undefined, await t.guestHeaders());
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Please Login Or Register First');
  });
});

describe('changing the password', () => {
  it('checks the old password, ends the other sessions, keeps this one', async () => {
    const mine = sessionCookie(await register('changer@example.com'));
    const other = sessionCookie(
      await call('POST', '/auth/login', { contact: 'changer@example.com', password: 'blossom-42' }),
    );

    const wrong = await call(
      'POST',
      '/account/changePWD',
      { old_password: 'nope', new_password: 'petals-77', new_password_confirm: 'petals-77' },
      mine,
    );
    expect(errorOf(wrong).message).toBe('Wrong Password');
    const differ = await call(
      'POST',
      '/account/changePWD',
      { old_password: 'blossom-42', new_password: 'petals-77', new_password_confirm: 'petals-78' },
      mine,
    );
    expect(errorOf(differ).issues).toContainEqual({
      field: 'body.new_password_confirm',
      message: 'passwords_differ_change',
    });

    const changed = await call(
      'POST',
      '/account/changePWD',
      { old_password: 'blossom-42', new_password: 'petals-77', new_password_confirm: 'petals-77' },
      mine,
    );
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/account/profile', undefined, mine)).statusCode).toBe(200);
    expect((await call('GET', '/account/profile', undefined, other)).statusCode).toBe(401);
    expect(
      (await call('POST', '/auth/login', { contact: 'changer@example.com', password: 'blossom-42' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { contact: 'changer@example.com', password: 'petals-77' }))
        .statusCode,
    ).toBe(200);
  });

  it('resets a forgotten password with a code, ending every session', async () => {
    const before = sessionCookie(await register('forgetful@example.com'));
    const token = await ticketFor('reset_password', 'forgetful@example.com');
    const reset = await call('POST', '/auth/password/reset', {
      verification_token: token,
      password: 'fresh-start-1',
      password_confirm: 'fresh-start-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', '/account/profile', undefined, before)).statusCode).toBe(401);
    expect(
      (await call('POST', '/auth/login', { contact: 'forgetful@example.com', password: 'fresh-start-1' }))
        .statusCode,
    ).toBe(200);
    // The same verification cannot be spent twice.
    const again = await call('POST', '/auth/password/reset', {
      verification_token: token,
      password: 'other-pass-2',
      password_confirm: 'other-pass-2',
    });
    expect(errorOf(again).code).toBe('verification_required');
  });

  it('cannot reset the password of an unknown account', async () => {
    const response = await call(
      'POST',
      '/auth/code/send',
      { purpose: 'reset_password', contact: 'ghost@example.com' },
      {},
      fromAddress(),
    );
    expect(errorOf(response).message).toBe('Account Does Not Exist');
  });
});

describe('the own account', () => {
  it('changes names (unique), language, and email with a code sent to the new address', async () => {
    const mine = sessionCookie(await register('editor@example.com'));
    const edited = await call(
      'POST',
      '/account/profile/edit',
      { en_name: 'Editor Lily', zh_name: '編輯百合' },
      mine,
    );
    expect(edited.json()).toMatchObject({ en_name: 'Editor Lily', zh_name: '編輯百合' });
    const language = await call('POST', '/account/language', { language: 'ja' }, mine);
    expect(language.json().language).toBe('ja');

    const token = await ticketFor('change_contact', 'editor.new@example.com', mine);
    // A session alone is not enough: the password proves it is the owner.
    const borrowed = await call(
      'POST',
      '/account/contact/change',
      { verification_token: token, password: 'guess' },
      mine,
    );
    expect(errorOf(borrowed).issues).toEqual([{ field: 'body.password', message: 'wrong_password' }]);
    const changed = await call(
      'POST',
      '/account/contact/change',
      { verification_token: token, password: 'blossom-42' },
      mine,
    );
    expect(changed.json().email).toBe('editor.new@example.com');
    // The replaced address is told.
    expect(
      t
        .outbox()
        .filter((entry) => entry.to === 'editor@example.com')
        .at(-1)?.text,
    ).toContain('e•••@example.com');
    expect(
      (await call('POST', '/auth/login', { contact: 'editor@example.com', password: 'blossom-42' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/auth/login', { contact: 'editor.new@example.com', password: 'blossom-42' }))
        .statusCode,
    ).toBe(200);
  });

  it("cannot take another member's name", async () => {
    await register('owner-a@example.com', { en_name: 'Alpha Iris', zh_name: '甲鳶尾' });
    const mine = sessionCookie(await register('owner-b@example.com'));
    const response = await call(
      'POST',
      '/account/profile/edit',
      { en_name: 'ALPHA IRIS', zh_name: '乙鳶尾' },
      mine,
    );
    expect(response.statusCode).toBe(409);
  });

  it('describes a member publicly by id: photo and names only', async () => {
    const member = (await register('public@example.com')).json().member;
    const response = await call(
      'POST',
      '/member/describe',
      { member_id: member.member_id },
      await t.guestHeaders(),
    );
    expect(response.json()).toEqual({
      member_id: member.member_id,
      photo: null,
      en_name: member.en_name,
      zh_name: member.zh_name,
    });
  });
});
