ALTER TABLE catalog_revision DROP COLUMN IF EXISTS epoch;
