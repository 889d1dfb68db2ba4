DROP INDEX IF EXISTS clients_newest_idx, clients_views_idx, clients_region2_type_newest_idx;
DROP TABLE IF EXISTS client_views;
