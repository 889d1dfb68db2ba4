-- One view per viewer per client per day, so refreshing a profile cannot inflate its count.
CREATE TABLE client_views (
  client_id bigint NOT NULL REFERENCES clients ON DELETE CASCADE,
  viewer text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (client_id, viewer, day)
);
-- Keyset pages by the three sorts.
CREATE INDEX clients_newest_idx ON clients (created_at DESC, client_id DESC) WHERE ad_enabled;
CREATE INDEX clients_views_idx ON clients (views_count DESC, client_id DESC) WHERE ad_enabled;
-- Newest first within a region 2 and type: the directory's most common page.
CREATE INDEX clients_region2_type_newest_idx ON clients (region2_id, type_id, created_at DESC, client_id DESC)
  WHERE ad_enabled;
