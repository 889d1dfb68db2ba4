DROP TRIGGER IF EXISTS clients_truncated ON clients;
DROP FUNCTION IF EXISTS clients_truncated();
