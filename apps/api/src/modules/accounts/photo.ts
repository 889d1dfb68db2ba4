import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@petal/contract/constants';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

/** Member photos are stored square, re-encoded, at this size (shown at 24 to 96 px). */
const PHOTO_SIZE = 256;

/**
 * Reads the one image of a multipart request (under 1 MB), checks it by its content (sharp
 * decodes it or it is refused, whatever its name says), and writes a re-encoded WebP. Returns
 * the new storage key; the caller stores it and removes the old file.
 */
export async function storeMemberPhoto(
  request: FastifyRequest,
  mediaDir: string,
  memberId: number,
): Promise<string> {
  let data: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES, files: 1, fields: 0 } });
    if (!file) throw new AppError('upload_failed');
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('image_too_large');
    throw new AppError('upload_failed');
  }
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('image_upload_failed');
  }
  const key = `members/${memberId}/${randomBytes(8).toString('hex')}.webp`;
  const file = path.join(mediaDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, webp);
  return key;
}

export async function removeStoredFile(mediaDir: string, key: string | null) {
  if (!key?.startsWith('members/')) return;
  await rm(path.join(mediaDir, key), { force: true });
}
