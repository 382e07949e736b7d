#!/usr/bin/env bash
# Whether one votesrv host on PostgreSQL keeps its rate over a long run: INTERVALS back-to-back wrk
# runs of DURATION each (wrk -t2 -c48, {"count":1}, every request a new durable vote) against one
# host on a throwaway cluster, printing for each interval the votes per second, votesrv's CPU per
# vote, its resident memory, and the state of the rows every commit updates (the writer slots'
# tallies): their pages, dead row versions, and how many of their updates were HOT (made on the
# same page, with no index entry and nothing for VACUUM to reclaim).
#
#   Benchmarks/scripts/pg-steady.sh            # from the package root; needs postgresql, wrk, curl
#   INTERVALS=16 DURATION=8s VOTESRV=path/to/votesrv Benchmarks/scripts/pg-steady.sh
#
# The machine is shared: read a falling rate against the CPU per vote and the table state of the
# same interval, not alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
needs_postgres_load
INTERVALS="${INTERVALS:-16}"
DURATION="${DURATION:-8s}"
pg_work_folder pg-steady
prepare_wrk

if [[ -z ${VOTESRV:-} ]]; then
    echo "building votesrv (release)…" >&2
    swift build -c release --product votesrv --scratch-path .build-bench >"$BENCH_DIR/build.log" 2>&1 \
        || { cat "$BENCH_DIR/build.log" >&2; exit 1; }
    VOTESRV="$PWD/.build-bench/release/votesrv"
fi
echo "work folder: $BENCH_DIR" >&2

source "$ROOT/Benchmarks/scripts/pg-cluster.sh"
make_votes_database
"$VOTESRV" --db "$URL" --port 8213 >"$BENCH_DIR/votesrv.log" 2>&1 &
server=$!
pids+=("$server")
for _ in $(seq 300); do curl -sf http://127.0.0.1:8213/readyz >/dev/null && break; sleep 0.1; done

cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
slot_tables() {
    "$PGBIN/psql" -h "$SOCK" -U postgres -At -d votes -c "
        SELECT string_agg(format('%s %s pages, %s dead, %s of %s updates HOT', relname,
                                 pg_relation_size(relid) / 8192, n_dead_tup, n_tup_hot_upd, n_tup_upd), '; ')
        FROM pg_stat_user_tables WHERE relname IN ('tally_slot', 'hourly_tally_slot')"
}
echo "| Interval | Votes/s | votesrv CPU per vote | votesrv RSS | Writer slots' tallies |"
echo "|---:|---:|---:|---:|:---|"
for interval in $(seq "$INTERVALS"); do
    before=$(cpu_ticks)
    rate=$(wrk -t2 -c48 -d"$DURATION" -s "$ROOT/Benchmarks/scripts/wrk/vote.lua" \
        http://127.0.0.1:8213/v1/pets/Cat/votes | awk '/Requests\/sec/ {print $2}')
    after=$(cpu_ticks)
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$server/status")
    ticks=$(getconf CLK_TCK)
    python3 -c "
rate = $rate; seconds = ${DURATION%s}
print(f'| $interval | {rate:,.0f} | {($after - $before) / $ticks / (rate * seconds) * 1e6:.0f} µs | {$rss / 1024:.1f} MiB | $(slot_tables) |')"
done
