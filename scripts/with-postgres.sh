#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb in a temp directory, listening on
# 127.0.0.1 on a free port only, stopped and deleted afterwards (also on failure). The command
# gets TEST_DATABASE_URL (a superuser URL; the server tests create and drop a database per file).
# Usage: scripts/with-postgres.sh npm run test:server
# PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user (Debian's
# package creates it) and its commands run through runuser.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/kiyasla-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_owner() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  as_owner() { runuser -u postgres -- "$@"; }
fi

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

as_owner "$bin/initdb" -D "$dir/data" -U kiyasla --auth=trust -E UTF8 --no-locale >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway cluster in $dir)"

TEST_DATABASE_URL="postgres://kiyasla@127.0.0.1:$port/postgres" "$@"
