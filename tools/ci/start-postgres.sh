#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and creates the CI role and database (idempotent).
set -euo pipefail
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$ver main"; then pg_createcluster "$ver" main >/dev/null; fi
pg_ctlcluster "$ver" main start 2>/dev/null || true
for i in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ci') THEN CREATE ROLE ci LOGIN SUPERUSER PASSWORD 'ci'; END IF; END \\\$\\\$;\""
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname = 'ci_test'\" | grep -q 1 || createdb -O ci ci_test"
echo "PostgreSQL $ver ready on 127.0.0.1:5432 (database ci_test)"
