DROP TRIGGER IF EXISTS clients_special_category_counts ON clients;
DROP TRIGGER IF EXISTS clients_special_category_counts_delete ON clients;
DROP TABLE IF EXISTS gifts, special_category_counts, client_special_categories, special_categories;
DROP FUNCTION IF EXISTS gifts_to_girls(), client_special_categories_truncated(),
  clients_special_category_counts(), client_special_categories_count(),
  special_category_counts_add(bigint, integer, integer);
