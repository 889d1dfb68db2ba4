import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@petal/contract/constants';
import type { Database } from '../../platform/database.ts';

export interface Viewer {
  sessionId: number;
  kind: 'guest' | 'member';
  memberId: number | null;
}

/** 256 random bits; the database only ever sees their SHA-256. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Guest sessions change only by expiring, so a verified guest token is remembered briefly
 * and every read request does not cost a database round trip.
 */
const GUEST_CACHE_MS = 60_000;
const GUEST_CACHE_MAX = 10_000;

export function createSessionTokens(db: Database) {
  const verifiedGuests = new Map<string, { viewer: Viewer; until: number }>();

  return {
    async issueGuestToken(now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION.guestTokenLifetimeMs);
      await db.query(
        `INSERT INTO sessions (token_hash, kind, created_at, expires_at, last_used_at)
         VALUES ($1, 'guest', $2, $3, $2)`,
        [hashToken(token), now, expiresAt],
      );
      return { token, expiresAt };
    },

    /** The viewer a token stands for, or null when it is unknown, revoked or expired. */
    async resolve(token: string, now = Date.now()): Promise<Viewer | null> {
      const cached = verifiedGuests.get(token);
      if (cached && cached.until > now) return cached.viewer;
      verifiedGuests.delete(token);

      const { rows } = await db.query<{
        session_id: number;
        kind: 'guest' | 'member';
        member_id: number | null;
        expires_at: Date;
      }>(
        `SELECT session_id, kind, member_id, expires_at FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [hashToken(token), new Date(now)],
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
      }
      return viewer;
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
