DROP INDEX IF EXISTS sessions_previous_token_idx;
ALTER TABLE sessions DROP COLUMN IF EXISTS previous_token_hash, DROP COLUMN IF EXISTS rotated_at;
