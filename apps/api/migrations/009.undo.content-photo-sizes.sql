DROP INDEX IF EXISTS stories_hot_idx;
ALTER TABLE stories DROP COLUMN IF EXISTS photo_width, DROP COLUMN IF EXISTS photo_height;
ALTER TABLE client_posts DROP COLUMN IF EXISTS photo_width, DROP COLUMN IF EXISTS photo_height;
ALTER TABLE member_posts DROP COLUMN IF EXISTS photo_width, DROP COLUMN IF EXISTS photo_height;
