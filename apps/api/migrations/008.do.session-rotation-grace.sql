-- After a refresh the previous token still works for a few seconds, so requests already on
-- their way (another tab, a page loading) do not end the session.
ALTER TABLE sessions ADD COLUMN previous_token_hash bytea, ADD COLUMN rotated_at timestamptz;
CREATE INDEX sessions_previous_token_idx ON sessions (previous_token_hash) WHERE previous_token_hash IS NOT NULL;
