#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster in a temporary directory on a free port and prints
# its connection URLs (TCP and Unix socket). Stop it with: scripts/throwaway-postgres.sh stop <dir>
# Fast and not crash-safe (fsync off) unless PG_DURABLE=1. The server options are kept in
# <dir>/options, so `pg_ctl -D <dir>/data -o "$(cat <dir>/options)" start` starts it again.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [ "${1:-}" = "stop" ]; then
  dir=$2
  run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  run "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

dir=$(mktemp -d /tmp/sehat-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# initdb refuses to run as root: use the postgres account when we are root.
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  run() { runuser -u postgres -- "$@"; }
else
  run() { "$@"; }
fi
run "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
options="-p $port -k $dir -c listen_addresses=127.0.0.1"
[ "${PG_DURABLE:-0}" = 1 ] || options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
echo "$options" >"$dir/options"
run "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$options" start >/dev/null
echo "dir=$dir"
echo "url=postgres://postgres@127.0.0.1:$port/postgres"
# The same server through its Unix socket (as a database on the same machine is usually reached).
echo "socket_url=postgres://postgres@$(node -e "console.log(encodeURIComponent(process.argv[1]))" "$dir"):$port/postgres"
