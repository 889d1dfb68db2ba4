import { existsSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@petal/contract/accounts';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { startTestApp, TEST_VERIFY_KEY, type TestApp } from './helper.ts';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ demoClients: 0 });
  await t.db.query(
    `INSERT INTO members (client_code, en_name, zh_name, email, password_hash)
     VALUES ('123456789', 'Photo Owner', '相片主人', 'photo@example.com', $1)`,
    [await hashPassword('blossom-42')],
  );
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY },
    payload: { contact: 'photo@example.com', password: 'blossom-42' },
  });
  const cookie = login.cookies.find((entry) => entry.name === SESSION_COOKIE)!;
  member = { [VERIFY_KEY_HEADER]: TEST_VERIFY_KEY, cookie: `${SESSION_COOKIE}=${cookie.value}` };
});
afterAll(() => t.close());

function upload(filename: string, type: string, data: Buffer) {
  const boundary = `petal${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/account/photo',
    headers: { ...member, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const storedPhoto = async () =>
  (
    await t.db.query<{ photo_path: string | null }>(
      `SELECT photo_path FROM members WHERE email = 'photo@example.com'`,
    )
  ).rows[0]!.photo_path;

describe('POST /api/account/photo', () => {
  it('stores an image as a 256 px WebP, served under /media, and removes the one it replaces', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e91e63' } })
      .png()
      .toBuffer();
    const first = await upload('me.png', 'image/png', png);
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json().photo as string;
    expect(photo).toMatch(/^\/media\/members\/\d+\/[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload('again.png', 'image/png', png);
    expect(second.json().photo).not.toBe(photo);
    expect(existsSync(path.join(t.mediaDir, photo.replace('/media/', '')))).toBe(false);
  });

  it('refuses a file of 1 MB or more and keeps the photo', async () => {
    const before = await storedPhoto();
    const response = await upload('big.jpg', 'image/jpeg', Buffer.alloc(1024 * 1024 + 1, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Image size is too large. It must be less than 1MB.');
    expect(await storedPhoto()).toBe(before);
  });

  it('judges by content, not by name: text called .jpg is refused', async () => {
    const before = await storedPhoto();
    const response = await upload('photo.jpg', 'image/jpeg', Buffer.from('just some text, not an image'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Failed to upload image. Please try again.');
    expect(await storedPhoto()).toBe(before);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/photo',
      headers: await t.guestHeaders(),
    });
    expect(response.statusCode).toBe(403);
  });
});
