import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_VERIFY_KEY, type TestApp } from './helper.ts';

/** A real SMTP server on a free local port that keeps what it receives. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A stand-in SMS gateway that takes POST { to, text }. */
function startSmsGateway() {
  const received: { to: string; text: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/sms`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsGateway();
  t = await startTestApp({ demoClients: 0, smtpUrl: smtp.url, smsWebhookUrl: sms.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const send = (contact: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/code/send',
    headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
    payload: { purpose: 'register', contact, language },
  });

describe('verification messages', () => {
  it('go out by email over SMTP, in the asked language, and the code in them works', async () => {
    const response = await send('mail.me@example.com', 'zh');
    expect(response.statusCode, response.body).toBe(200);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['mail.me@example.com']);
    const [headers = '', ...parts] = mail.raw.split(/\r?\n\r?\n/);
    const encoded = parts.join('\n');
    const body = /content-transfer-encoding: base64/i.test(headers)
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoded.replace(/=\r?\n/g, '');
    expect(body).toContain('您的 Petal 驗證碼是');
    const code = /(\d{6})/.exec(body)?.[1];
    expect(code).toBeDefined();
    expect(t.outbox()).toEqual([]); // nothing went to the development outbox
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/verify',
      headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
      payload: { purpose: 'register', contact: 'mail.me@example.com', code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('go out by SMS through the gateway', async () => {
    const response = await send('+81 90 1234 5678', 'ja');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ channel: 'sms', sent_to: '+819 •••• 5678' });
    const message = sms.received.at(-1)!;
    expect(message.to).toBe('+819012345678');
    expect(message.text).toMatch(/Petal の認証コードは \d{6} です/);
  });

  it('are not recorded when sending fails, so the person can ask again at once', async () => {
    await sms.close();
    const failed = await send('+44 7911 123456');
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('internal_error');
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM verification_codes WHERE destination = '+447911123456'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
