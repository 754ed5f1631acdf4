#!/usr/bin/env bash
# Runs tests/api/postgres.test.ts against a throwaway PostgreSQL cluster on 127.0.0.1:54329.
# The cluster lives in a temporary folder and is stopped and removed at the end.
set -euo pipefail

cd "$(dirname "$0")/../.."
port=54329
bin=""
for dir in /usr/lib/postgresql/*/bin /usr/local/bin /usr/bin; do
  if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then bin="$dir"; break; fi
done
[ -n "$bin" ] || { echo "initdb and pg_ctl not found: install PostgreSQL first." >&2; exit 1; }

cluster=$(mktemp -d /tmp/console-pg.XXXXXX)
chmod 755 "$cluster"
as_owner() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root: run it as nobody, who owns the cluster folder.
  chown nobody "$cluster"
  as_owner() { su nobody -s /bin/sh -c "$(printf '%q ' "$@")"; }
fi

stop() {
  as_owner "$bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$cluster/data" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
as_owner "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$cluster -c fsync=off" start >/dev/null

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run tests/api/postgres.test.ts
