import { randomInt } from 'node:crypto';
import type { MemberAccount } from '@petal/contract/accounts';
import type { CountryCode } from '@petal/contract/countries';
import type { Language } from '@petal/contract/languages';
import type { Queryable } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';

interface MemberRow {
  member_id: number;
  client_code: string;
  en_name: string;
  zh_name: string;
  photo_path: string | null;
  email: string | null;
  phone: string | null;
  language: Language;
  country_code: CountryCode | null;
  password_hash: string | null;
  disabled_at: Date | null;
}

const SELECT_MEMBER = `
  SELECT m.member_id, m.client_code, m.en_name, m.zh_name, m.photo_path, m.email, m.phone, m.language,
         c.code AS country_code, m.password_hash, m.disabled_at
    FROM members m LEFT JOIN countries c USING (country_id)`;

export function mediaUrl(storageKey: string | null): string | null {
  return storageKey ? `/media/${storageKey}` : null;
}

/** The one JSON shape of a member's own account. */
export function presentAccount(row: MemberRow): MemberAccount {
  return {
    member_id: row.member_id,
    client_id: row.client_code,
    en_name: row.en_name,
    zh_name: row.zh_name,
    photo: mediaUrl(row.photo_path),
    email: row.email,
    phone: row.phone,
    language: row.language,
    country: row.country_code,
  };
}

export async function findMemberById(db: Queryable, memberId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(`${SELECT_MEMBER} WHERE m.member_id = $1`, [memberId]);
  return rows[0] ?? null;
}

export async function findMemberByContact(db: Queryable, destination: string): Promise<MemberRow | null> {
  const column = destination.includes('@') ? 'email' : 'phone';
  const { rows } = await db.query<MemberRow>(`${SELECT_MEMBER} WHERE m.${column} = $1`, [destination]);
  return rows[0] ?? null;
}

/** Names are unique: English names regardless of case. */
export async function assertNamesFree(
  db: Queryable,
  enName: string,
  zhName: string,
  exceptMemberId?: number,
) {
  const { rows } = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM members
                     WHERE (lower(en_name) = lower($1) OR zh_name = $2) AND member_id <> $3) AS taken`,
    [enName, zhName, exceptMemberId ?? 0],
  );
  if (rows[0]?.taken) throw new AppError('name_taken');
}

/** A new random 9-digit Client ID that no member has. */
export async function newClientCode(db: Queryable): Promise<string> {
  for (;;) {
    const code = String(randomInt(100_000_000, 1_000_000_000));
    const { rows } = await db.query<{ taken: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM members WHERE client_code = $1) AS taken',
      [code],
    );
    if (!rows[0]?.taken) return code;
  }
}

/**
 * Turns a unique-index violation from a race (two requests passing the checks at once) into
 * the message the slower one would have got from the check.
 */
export function uniqueViolation(error: unknown): 'contact' | 'name' | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'members_email_key' || constraint === 'members_phone_key') return 'contact';
  if (constraint === 'members_en_name_key' || constraint === 'members_zh_name_key') return 'name';
  return null;
}
