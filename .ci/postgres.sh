#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL on loopback, and creates the role and
# database the server tests use. Idempotent. Prints the URL for ARBITER_TEST_PG_URL on stdout;
# everything else goes to stderr.
set -euo pipefail
log() { echo "$@" >&2; }
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "== installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  log "== creating cluster $version main"
  pg_createcluster "$version" main >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "== starting PostgreSQL $version on 127.0.0.1:$port"
  pg_ctlcluster "$version" main start -- -o "-c listen_addresses=127.0.0.1" >&2 ||
    pg_ctlcluster "$version" main start >&2
fi
psql_admin() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -Atq $*"; }
for _ in $(seq 1 30); do
  if su postgres -c "psql -p $port -Atqc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
if [ "$(psql_admin "-c \"select 1 from pg_roles where rolname='arbiter_test'\"")" != "1" ]; then
  psql_admin "-c \"create role arbiter_test login password 'arbiter_test' createdb\"" >&2
fi
if [ "$(psql_admin "-c \"select 1 from pg_database where datname='arbiter_test'\"")" != "1" ]; then
  psql_admin "-c \"create database arbiter_test owner arbiter_test\"" >&2
fi
echo "postgres://arbiter_test:arbiter_test@127.0.0.1:$port/arbiter_test"
