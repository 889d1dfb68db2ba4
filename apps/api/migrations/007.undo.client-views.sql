DROP INDEX IF EXISTS clients_newest_idx, clients_views_idx;
DROP TABLE IF EXISTS client_views;
