import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@petal/contract/constants';
import type { Database } from '../../platform/database.ts';

export interface Viewer {
  sessionId: number;
  kind: 'guest' | 'member';
  memberId: number | null;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** 256 random bits; the database only ever sees their SHA-256. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/**
 * Guest sessions change only by expiring, so a verified guest token is remembered briefly
 * and read requests do not cost a database round trip. Member tokens are checked every time:
 * logout and password changes must take effect at once.
 */
const GUEST_CACHE_MS = 60_000;
const GUEST_CACHE_MAX = 10_000;
/** How long the token a refresh replaced keeps working. */
const ROTATION_GRACE_MS = 30_000;
/** last_used_at is written at most this often per session, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000;

interface SessionRow {
  session_id: number;
  kind: 'guest' | 'member';
  member_id: number | null;
  expires_at: Date;
  last_used_at: Date;
  started_at: Date;
  disabled_at: Date | null;
}

export function createSessionTokens(db: Database) {
  const verifiedGuests = new Map<string, { viewer: Viewer; until: number }>();

  /** When a member token issued at `now` for a session started at `startedAt` must stop. */
  const memberExpiry = (now: number, startedAt: number) =>
    new Date(Math.min(now + SESSION.memberTokenLifetimeMs, startedAt + SESSION.memberSessionMaxAgeMs));

  return {
    async issueGuestToken(now = new Date()): Promise<IssuedToken> {
      const token = newSecret();
      const expiresAt = new Date(now.getTime() + SESSION.guestTokenLifetimeMs);
      await db.query(
        `INSERT INTO sessions (token_hash, kind, created_at, started_at, expires_at, last_used_at)
         VALUES ($1, 'guest', $2, $2, $3, $2)`,
        [hashSecret(token), now, expiresAt],
      );
      return { token, expiresAt };
    },

    /** A new member session: a new token at every login (product decisions). */
    async issueMemberToken(memberId: number, now = new Date()): Promise<IssuedToken> {
      const token = newSecret();
      const expiresAt = memberExpiry(now.getTime(), now.getTime());
      await db.query(
        `INSERT INTO sessions (token_hash, kind, member_id, created_at, started_at, expires_at, last_used_at)
         VALUES ($1, 'member', $2, $3, $3, $4, $3)`,
        [hashSecret(token), memberId, now, expiresAt],
      );
      return { token, expiresAt };
    },

    /**
     * Replaces a member session's token with a new one, good for another 60 minutes but never
     * past 7 days from the login; the old token stops working at once.
     */
    async rotate(sessionId: number, now = new Date()): Promise<IssuedToken | null> {
      const token = newSecret();
      const { rows } = await db.query<{ expires_at: Date }>(
        `UPDATE sessions SET previous_token_hash = token_hash, rotated_at = $3,
                token_hash = $2, created_at = $3, last_used_at = $3,
                expires_at = LEAST($3::timestamptz + $4 * interval '1 millisecond',
                                   started_at + $5 * interval '1 millisecond')
          WHERE session_id = $1 AND kind = 'member' AND revoked_at IS NULL AND expires_at > $3
          RETURNING expires_at`,
        [sessionId, hashSecret(token), now, SESSION.memberTokenLifetimeMs, SESSION.memberSessionMaxAgeMs],
      );
      return rows[0] ? { token, expiresAt: rows[0].expires_at } : null;
    },

    async revoke(sessionId: number, now = new Date()): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [
        sessionId,
        now,
      ]);
    },

    /** Ends every other session of a member (after a password change). */
    async revokeOthers(memberId: number, keepSessionId: number, now = new Date()): Promise<void> {
      await db.query(
        `UPDATE sessions SET revoked_at = $3
          WHERE member_id = $1 AND session_id <> $2 AND revoked_at IS NULL`,
        [memberId, keepSessionId, now],
      );
    },

    /**
     * The viewer of a guest token verified lately, or undefined when the token must be
     * resolved: what `resolve` would answer from memory, without a promise (the common case of
     * a read request).
     */
    knownGuest(token: string, now = Date.now()): Viewer | undefined {
      const cached = verifiedGuests.get(token);
      return cached && cached.until > now ? cached.viewer : undefined;
    },

    /**
     * The viewer a token stands for, or null when it is unknown, revoked or expired, or (for a
     * member) unused for more than 30 minutes, or when the member's account is disabled.
     */
    async resolve(token: string, now = Date.now()): Promise<Viewer | null> {
      const cached = verifiedGuests.get(token);
      if (cached && cached.until > now) return cached.viewer;
      verifiedGuests.delete(token);

      const { rows } = await db.query<SessionRow>(
        `SELECT s.session_id, s.kind, s.member_id, s.expires_at, s.last_used_at, s.started_at, m.disabled_at
           FROM sessions s LEFT JOIN members m USING (member_id)
          WHERE (s.token_hash = $1 OR (s.previous_token_hash = $1 AND s.rotated_at > $3))
            AND s.revoked_at IS NULL AND s.expires_at > $2`,
        [hashSecret(token), new Date(now), new Date(now - ROTATION_GRACE_MS)],
      );
      const row = rows[0];
      if (!row) return null;
      const viewer: Viewer = { sessionId: row.session_id, kind: row.kind, memberId: row.member_id };
      if (row.kind === 'guest') {
        if (verifiedGuests.size >= GUEST_CACHE_MAX) verifiedGuests.clear();
        verifiedGuests.set(token, {
          viewer,
          until: Math.min(now + GUEST_CACHE_MS, row.expires_at.getTime()),
        });
        return viewer;
      }
      if (row.disabled_at) return null;
      if (now - row.last_used_at.getTime() > SESSION.memberIdleLimitMs) return null;
      if (now - row.started_at.getTime() > SESSION.memberSessionMaxAgeMs) return null;
      if (now - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
        await db.query('UPDATE sessions SET last_used_at = $2 WHERE session_id = $1', [
          row.session_id,
          new Date(now),
        ]);
      }
      return viewer;
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
