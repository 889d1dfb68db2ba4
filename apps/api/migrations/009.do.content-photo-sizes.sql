-- Photo sizes travel with each photo, so pages can reserve their space before it loads.
ALTER TABLE stories ADD COLUMN photo_width integer, ADD COLUMN photo_height integer;
ALTER TABLE client_posts ADD COLUMN photo_width integer, ADD COLUMN photo_height integer;
ALTER TABLE member_posts ADD COLUMN photo_width integer, ADD COLUMN photo_height integer;
-- Demo placeholders are 600 x 800.
UPDATE stories SET photo_width = 600, photo_height = 800 WHERE photo_key LIKE 'demo/%';
UPDATE client_posts SET photo_width = 600, photo_height = 800 WHERE photo_key LIKE 'demo/%';
UPDATE member_posts SET photo_width = 600, photo_height = 800 WHERE photo_key LIKE 'demo/%';
CREATE INDEX stories_hot_idx ON stories (views_count DESC, story_id DESC);
