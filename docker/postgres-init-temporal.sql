-- Temporal's own persistence on the same PostgreSQL server as the platform, in two databases of
-- its own (history and visibility), owned by a role of its own that holds no platform privilege.
-- The temporal-schema service (docker-compose.yml) then sets up and upgrades their schema.
-- Like every script in /docker-entrypoint-initdb.d, this runs only when the data volume is empty.
CREATE ROLE temporal LOGIN PASSWORD 'temporal' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE DATABASE temporal OWNER temporal;
CREATE DATABASE temporal_visibility OWNER temporal;
REVOKE CONNECT ON DATABASE temporal, temporal_visibility FROM PUBLIC;
