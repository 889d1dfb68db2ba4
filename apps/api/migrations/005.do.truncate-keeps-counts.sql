-- TRUNCATE fires no row triggers: clear the maintained counts and move the revision too.
CREATE FUNCTION clients_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_type_counts;
  UPDATE catalog_revision SET revision = revision + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_truncated AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION clients_truncated();
