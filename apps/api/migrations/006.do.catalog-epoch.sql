-- A random name for this database's catalog history: with the revision it makes ETags that a
-- recreated database cannot repeat.
ALTER TABLE catalog_revision ADD COLUMN epoch text NOT NULL DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10);
