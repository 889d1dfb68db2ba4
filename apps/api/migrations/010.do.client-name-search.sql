-- Search by name across English and Chinese, forgiving partial words and typos (trigrams).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX clients_name_en_trgm_idx ON clients USING gin (lower(name_en) gin_trgm_ops) WHERE ad_enabled;
CREATE INDEX clients_name_zh_trgm_idx ON clients USING gin (name_zh gin_trgm_ops) WHERE ad_enabled;
