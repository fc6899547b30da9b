#!/bin/sh
# One-shot (temporal-schema service): sets up, or upgrades to this admin-tools release, the schema of
# Temporal's two databases, with temporal-sql-tool and the schema embedded in it. Idempotent:
# setup-schema keeps an existing version, update-schema applies only the versions not yet applied.
# Connection: SQL_PLUGIN, SQL_HOST, SQL_PORT, SQL_USER, SQL_PASSWORD (temporal-sql-tool reads them);
# TEMPORAL_DB and TEMPORAL_VISIBILITY_DB name the databases (docker/postgres-init-temporal.sql).
set -eu

: "${TEMPORAL_DB:=temporal}"
: "${TEMPORAL_VISIBILITY_DB:=temporal_visibility}"

schema() { # database, embedded schema name
  echo "temporal-schema: $1 ($2)"
  temporal-sql-tool --db "$1" setup-schema -v 0.0
  temporal-sql-tool --db "$1" update-schema --schema-name "$2"
}

schema "$TEMPORAL_DB" postgresql/v12/temporal
schema "$TEMPORAL_VISIBILITY_DB" postgresql/v12/visibility
echo "temporal-schema: done"
