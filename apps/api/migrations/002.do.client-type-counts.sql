-- Counts of listed clients (ad switched on) per street and client type, kept by triggers as
-- clients change, so the statistics summary never counts the clients table per request.
CREATE TABLE client_type_counts (
  region2_id integer NOT NULL REFERENCES region2,
  street_id integer NOT NULL REFERENCES streets,
  type_id integer NOT NULL REFERENCES client_types,
  total integer NOT NULL CHECK (total >= 0),
  PRIMARY KEY (region2_id, street_id, type_id)
);

-- One row whose revision changes with every change to the counts or to the lookup tables;
-- the API keeps its built summary until the revision moves.
CREATE TABLE catalog_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
INSERT INTO catalog_revision (revision) VALUES (1);

CREATE FUNCTION client_type_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.ad_enabled THEN
    UPDATE client_type_counts SET total = total - 1
     WHERE region2_id = OLD.region2_id AND street_id = OLD.street_id AND type_id = OLD.type_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.ad_enabled THEN
    INSERT INTO client_type_counts (region2_id, street_id, type_id, total)
    VALUES (NEW.region2_id, NEW.street_id, NEW.type_id, 1)
    ON CONFLICT (region2_id, street_id, type_id) DO UPDATE SET total = client_type_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER client_type_counts_apply
  AFTER INSERT OR DELETE OR UPDATE OF ad_enabled, region2_id, street_id, type_id ON clients
  FOR EACH ROW EXECUTE FUNCTION client_type_counts_apply();

CREATE FUNCTION catalog_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_revision SET revision = revision + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER catalog_revision_on_clients
  AFTER INSERT OR DELETE OR UPDATE OF ad_enabled, region2_id, street_id, type_id ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_countries AFTER INSERT OR UPDATE OR DELETE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_region1 AFTER INSERT OR UPDATE OR DELETE ON region1
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_region2 AFTER INSERT OR UPDATE OR DELETE ON region2
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_streets AFTER INSERT OR UPDATE OR DELETE ON streets
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_client_types AFTER INSERT OR UPDATE OR DELETE ON client_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
CREATE TRIGGER catalog_revision_on_country_client_types
  AFTER INSERT OR UPDATE OR DELETE ON country_client_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
