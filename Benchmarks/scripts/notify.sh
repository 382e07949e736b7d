#!/usr/bin/env bash
# What announcing a commit with NOTIFY costs PostgreSQL, by where it is sent: pgbench,
# 48 clients, each transaction one INSERT of one row, committed
#   1. alone;
#   2. with NOTIFY inside the transaction (delivered at commit);
#   3. with NOTIFY sent after COMMIT, as a statement of its own (what PostgresVoteStore does).
# On a throwaway cluster (default settings, fsync on, a Unix socket), ROUNDS (default 2) rounds of
# DURATION (default 8 s) each, alternating.
#
#   Benchmarks/scripts/notify.sh     # from the package root; needs postgresql (pgbench)
set -euo pipefail
source "$(dirname "$0")/needs.sh"
needs_postgres
DURATION="${DURATION:-8}"
ROUNDS="${ROUNDS:-2}"
DIR="$(mktemp -d /tmp/notify-bench.XXXXXX)"
chmod 755 "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
as_pg "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w start \
    -o "-c listen_addresses='' -c unix_socket_directories='$DIR' -c max_connections=100" >/dev/null
trap 'as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true' EXIT
"$PGBIN/createdb" -h "$DIR" -U postgres bench
"$PGBIN/psql" -h "$DIR" -U postgres -q -d bench -c 'CREATE TABLE t (id bigserial PRIMARY KEY, v bigint)'
printf 'BEGIN;\nINSERT INTO t (v) VALUES (1);\nCOMMIT;\n' >"$DIR/alone.sql"
printf 'BEGIN;\nINSERT INTO t (v) VALUES (1);\nNOTIFY petvote_commit;\nCOMMIT;\n' >"$DIR/inside.sql"
printf 'BEGIN;\nINSERT INTO t (v) VALUES (1);\nCOMMIT;\nNOTIFY petvote_commit;\n' >"$DIR/after.sql"
tps() { "$PGBIN/pgbench" -h "$DIR" -U postgres -n -c 48 -j 2 -T "$DURATION" -f "$DIR/$1.sql" bench 2>&1 \
    | sed -nE 's/^tps = ([0-9]+).*/\1/p'; }
echo "| Round | commit alone (tps) | NOTIFY inside (tps) | NOTIFY after COMMIT (tps) |"
echo "|---:|---:|---:|---:|"
for round in $(seq "$ROUNDS"); do
    echo "| $round | $(tps alone) | $(tps inside) | $(tps after) |"
done
