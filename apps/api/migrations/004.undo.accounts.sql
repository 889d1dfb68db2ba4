DROP INDEX IF EXISTS sessions_member_idx;
ALTER TABLE sessions DROP COLUMN IF EXISTS started_at;
DROP TABLE IF EXISTS verification_codes;
DROP INDEX IF EXISTS members_email_key, members_phone_key;
ALTER TABLE members
  DROP CONSTRAINT IF EXISTS members_email_lower,
  DROP CONSTRAINT IF EXISTS members_phone_e164,
  DROP COLUMN IF EXISTS email,
  DROP COLUMN IF EXISTS phone,
  DROP COLUMN IF EXISTS password_hash,
  DROP COLUMN IF EXISTS language,
  DROP COLUMN IF EXISTS invited_by,
  DROP COLUMN IF EXISTS disabled_at,
  DROP COLUMN IF EXISTS password_changed_at;
