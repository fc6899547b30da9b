-- The same roles and databases that scripts/stack/stack.sh provisions locally.
CREATE ROLE bk_owner LOGIN PASSWORD 'bk_owner';
CREATE ROLE bk_app LOGIN PASSWORD 'bk_app' NOSUPERUSER NOBYPASSRLS;
CREATE ROLE bk_system LOGIN PASSWORD 'bk_system' NOSUPERUSER BYPASSRLS;
CREATE DATABASE bk OWNER bk_owner;
GRANT CONNECT ON DATABASE bk TO bk_app, bk_system;
