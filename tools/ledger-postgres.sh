#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the local bank's tests (tests/server/ledger-backends.ts
# runs them against PGlite and against this server). Debian's server binaries, no network.
#
#   eval "$(tools/ledger-postgres.sh start)"   starts it (or finds it running) and prints
#                                              export LEDGER_TEST_DATABASE_URL=postgres://…
#   tools/ledger-postgres.sh stop              stops it and removes its folder
#
# LEDGER_PG_PORT (default 55432) and LEDGER_PG_DIR (default /tmp/ledger-postgres-<port>) move it.
# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user (runuser).
# The cluster trades durability for speed (fsync off): it holds test data only.
set -euo pipefail

port="${LEDGER_PG_PORT:-55432}"
dir="${LEDGER_PG_DIR:-${TMPDIR:-/tmp}/ledger-postgres-${port}}"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$bindir" ] || [ ! -x "$bindir/postgres" ]; then
  echo "ledger-postgres: PostgreSQL's server is not installed; install it with: sudo apt-get install postgresql" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

url="postgres://ledger:ledger@127.0.0.1:${port}/ledger"

start() {
  if as_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    echo "export LEDGER_TEST_DATABASE_URL=${url}"
    return
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # Up to 20 connections per test file's bank, a few files at once.
  as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -s start \
    -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c shared_buffers=32MB -c fsync=off -c synchronous_commit=off -c full_page_writes=off" ||
    { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bindir/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
    -c "CREATE ROLE ledger LOGIN CREATEDB PASSWORD 'ledger'" -c "CREATE DATABASE ledger OWNER ledger" >/dev/null
  echo "export LEDGER_TEST_DATABASE_URL=${url}"
}

stop() {
  if [ -d "$dir/data" ]; then as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w -s stop || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: tools/ledger-postgres.sh start|stop" >&2; exit 2 ;;
esac
