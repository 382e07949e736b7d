#!/usr/bin/env bash
# The PostgreSQL engine's figures, side by side in one run, on a throwaway cluster
# (initdb into the work folder, default settings, fsync on, a Unix socket only):
#   1. `votectl import` of 1,000,000 distinct ballots (`pet,at,id`, ids random UUIDs) into
#      PostgreSQL, against psql doing the same work in one transaction: `\copy` into a staging
#      table, `CREATE UNIQUE INDEX` on id, and the tally by GROUP BY; then the same file again
#      (every row a duplicate);
#   2. POST /v1/pets/Cat/votes through votesrv (wrk, 64 connections, group commit): on SQLite, on
#      PostgreSQL with one votesrv, and with two votesrv processes on the same database (a wrk per
#      server at once, rates summed); pgbench running a one-row INSERT script, 64 clients, as the
#      machine's ceiling for durable commits on this cluster;
#   3. one `votectl vote Cat` per process, on SQLite and on PostgreSQL (the connection's cost).
#
#   Benchmarks/scripts/postgres.sh     # from the package root; needs postgresql, wrk, hyperfine
#
# DURATION (default 10s) is each wrk and pgbench run's length; RUNS (default 3) hyperfine's runs;
# ONLY=import runs the imports (1.) alone, without building votesrv.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
needs_postgres_load
needs hyperfine
DURATION="${DURATION:-10s}"
RUNS="${RUNS:-3}"
pg_work_folder postgres-bench
prepare_wrk

VOTECTL="$PWD/$(Scripts/build-release.sh | tail -1)"
# Beside votectl, with its flags, so the modules both use are built once.
if [ "${ONLY:-}" != import ]; then release_votesrv; fi
VOTESRV="${VOTESRV:-$PWD/.build-release/release/votesrv}"
echo "work folder: $BENCH_DIR" >&2

# The throwaway cluster, stopped on exit.
source "$ROOT/Benchmarks/scripts/pg-cluster.sh"
PSQL=("$PGBIN/psql" -h "$SOCK" -U postgres -v ON_ERROR_STOP=1 -q)
url() { echo "postgres://postgres@/$1?host=$SOCK"; }
cd "$BENCH_DIR"

# 1. Imports: 1 M ballots over 30 days, three pets, random UUIDs.
"$ROOT/Benchmarks/scripts/make-ballots.py" ballots-random.csv
FRESH="sh -c '$PGBIN/dropdb -h $SOCK -U postgres --if-exists bench && $PGBIN/createdb -h $SOCK -U postgres bench && $VOTECTL pets list --db \"$(url bench)\" >/dev/null'"
PEER_FRESH="sh -c '$PGBIN/dropdb -h $SOCK -U postgres --if-exists peer && $PGBIN/createdb -h $SOCK -U postgres peer'"
PEER="${PSQL[*]} -d peer -1 -c 'CREATE TABLE raw (pet text, at text, id text)' -c '\\copy raw FROM ballots-random.csv CSV HEADER' -c 'CREATE UNIQUE INDEX raw_id ON raw (id)' -c 'SELECT pet, count(*) FROM raw GROUP BY pet'"
hyperfine --warmup 1 --runs "$RUNS" --export-markdown pg-import.md \
    -n 'votectl import --db postgres://…: pet,at,id (1 M distinct ballots)' --prepare "$FRESH" \
    "$VOTECTL import ballots-random.csv --db '$(url bench)' --silent" \
    -n 'psql: \copy into a staging table + unique index on id + GROUP BY, one transaction' --prepare "$PEER_FRESH" \
    "$PEER"
hyperfine --warmup 1 --runs "$RUNS" --export-markdown pg-again.md \
    -n 'votectl import --db postgres://…: the same file again (1 M duplicates)' \
    "$VOTECTL import ballots-random.csv --db '$(url bench)' --silent"
cat pg-import.md pg-again.md
[ "${ONLY:-}" = import ] && exit 0

# 2. Votes through votesrv.
start_votesrv() { # DB PORT
    "$VOTESRV" --db "$1" --port "$2" >"$BENCH_DIR/votesrv-$2.log" 2>&1 &
    pids+=($!)
    until curl -sf "http://127.0.0.1:$2/healthz" >/dev/null; do sleep 0.1; done
}
wrk_run() { wrk -t1 -c"$1" -d"$DURATION" --timeout 10s -s "$ROOT/Benchmarks/scripts/wrk/vote.lua" "http://127.0.0.1:$2/v1/pets/Cat/votes" | grep '^RESULT'; }
field() { sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"; }
rate() { python3 -c "print(round(($(field requests "$1") - $(field non2xx "$1")) / ($(field duration_us "$1") / 1e6)))"; }
rows=()
start_votesrv "$BENCH_DIR/votes.db" 8101
r=$(wrk_run 64 8101)
rows+=("| votesrv on SQLite, 1 process | $(rate "$r") | $(field p50_ms "$r") | $(field p99_ms "$r") |")
kill "${pids[-1]}"
"$PGBIN/createdb" -h "$SOCK" -U postgres votes
start_votesrv "$(url votes)" 8102
r=$(wrk_run 64 8102)
rows+=("| votesrv on PostgreSQL, 1 process | $(rate "$r") | $(field p50_ms "$r") | $(field p99_ms "$r") |")
start_votesrv "$(url votes)" 8103
wrk_run 32 8102 >two-a.txt &
first=$!
wrk_run 32 8103 >two-b.txt
wait "$first"
a=$(cat two-a.txt)
b=$(cat two-b.txt)
rows+=("| votesrv on PostgreSQL, 2 processes (32 connections each) | $(($(rate "$a") + $(rate "$b"))) | $(field p50_ms "$a") / $(field p50_ms "$b") | $(field p99_ms "$a") / $(field p99_ms "$b") |")
stored=$(curl -sf http://127.0.0.1:8102/v1/board | python3 -c 'import json,sys; print(json.load(sys.stdin)["totalVotes"])')
"${PSQL[@]}" -d votes -c 'CREATE TABLE bench_vote (id bigserial PRIMARY KEY, pet_id bigint, at bigint)'
echo 'INSERT INTO bench_vote (pet_id, at) VALUES (1, 0);' >insert.sql
pg=$("$PGBIN/pgbench" -h "$SOCK" -U postgres -n -c 64 -j 2 -T "${DURATION%s}" -f insert.sql votes 2>&1 | grep -E '^tps' | sed -E 's/tps = ([0-9.]+).*/\1/')
rows+=("| pgbench, one-row INSERT per transaction, 64 clients (the ceiling) | ${pg%.*} | | |")

# 3. One vote per process.
hyperfine -N --warmup 3 --runs 30 --export-markdown pg-vote.md \
    -n 'votectl vote Cat (SQLite)' "$VOTECTL vote Cat --db $BENCH_DIR/votes.db" \
    -n 'votectl vote Cat (PostgreSQL, Unix socket)' "$VOTECTL vote Cat --db $(url votes)"

echo
echo "| Votes (POST /v1/pets/Cat/votes, durable, $DURATION) | votes/s | p50 ms | p99 ms |"
echo "|---|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
echo "(PostgreSQL's board after the run: $stored votes)"
cat pg-vote.md
