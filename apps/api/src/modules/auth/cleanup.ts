import type { Database } from '../../platform/database.ts';

/** How long ended sessions and spent codes are kept (for support questions) before removal. */
const KEEP_FOR = "interval '1 day'";

/** Removes sessions and verification codes that can never be used again. */
export async function purgeEndedCredentials(db: Database): Promise<{ sessions: number; codes: number }> {
  const sessions = await db.query(
    `DELETE FROM sessions WHERE expires_at < now() - ${KEEP_FOR} OR revoked_at < now() - ${KEEP_FOR}`,
  );
  const codes = await db.query(
    `DELETE FROM verification_codes
      WHERE (used_at IS NOT NULL AND used_at < now() - ${KEEP_FOR})
         OR (used_at IS NULL AND expires_at < now() - ${KEEP_FOR}
             AND (ticket_expires_at IS NULL OR ticket_expires_at < now() - ${KEEP_FOR}))`,
  );
  return { sessions: sessions.rowCount, codes: codes.rowCount };
}
