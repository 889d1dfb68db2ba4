DROP INDEX IF EXISTS clients_name_en_trgm_idx, clients_name_zh_trgm_idx;
