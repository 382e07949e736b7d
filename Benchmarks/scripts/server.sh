#!/usr/bin/env bash
# votesrv's figures, side by side in one run with their peers (wrk on loopback):
#   1. POST /v1/pets/Cat/votes, 64 connections: votesrv with group commit, votesrv committing each
#      request alone (--commit-batch-limit 1), and Hummingbird's hello world answering the same POST;
#      after each votesrv run the database's total is checked against the votes wrk saw acknowledged;
#   2. GET /v1/board at 1,000,000 stored votes, against the hello world's GET /;
#   3. /v1/events: 1,000 subscribers, 100 votes 250 ms apart, the delay to every subscriber;
#   4. Redis ZINCRBY (in memory, no fsync) with redis-benchmark, for scale.
#
#   Benchmarks/scripts/server.sh      # from the package root; needs wrk, redis-server, python3
#
# DURATION (default 10s) is each wrk run's length. Databases go to $BENCH_DIR (default: a fresh
# folder under /tmp, on disk, so every commit pays for its fsync).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
for tool in wrk redis-server python3 curl; do
    needs "$tool"
done
needs redis-benchmark redis-tools
DURATION="${DURATION:-10s}"
CONNECTIONS=64
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/votesrv-bench.XXXXXX)}"
prepare_wrk

echo "building (release)…" >&2
swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
swift build -c release --product votectl --scratch-path .build-bench >/dev/null
BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
(cd Benchmarks && swift build -c release --product HelloServer >/dev/null)
HELLO="$(cd Benchmarks && swift build -c release --show-bin-path)/HelloServer"
echo "work folder: $BENCH_DIR" >&2

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

# start_votesrv DB PORT [OPTIONS…]: starts votesrv and waits until it listens.
start_votesrv() {
    local db="$1" port="$2"
    shift 2
    "$BIN/votesrv" --db "$db" --port "$port" "$@" >"$BENCH_DIR/votesrv-$port.log" 2>&1 &
    pids+=($!)
    until curl -sf "http://127.0.0.1:$port/healthz" >/dev/null; do sleep 0.1; done
}
stop_last() { kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; }

# wrk_run SCRIPT URL: one wrk run, printing its RESULT fields.
wrk_run() {
    wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --timeout 10s -s "$ROOT/Benchmarks/scripts/wrk/$1" "$2" | grep '^RESULT'
}
field() { sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"; }
rate() { python3 -c "print(round(($(field requests "$1") - $(field non2xx "$1")) / ($(field duration_us "$1") / 1e6)))"; }
total_votes() { curl -sf "http://127.0.0.1:$1/v1/board" | python3 -c 'import json,sys; print(json.load(sys.stdin)["totalVotes"])'; }

rows=()
# 1. Votes.
"$HELLO" 8090 >"$BENCH_DIR/hello.log" 2>&1 &
pids+=($!)
until curl -sf http://127.0.0.1:8090/ >/dev/null; do sleep 0.1; done
hello_post=$(wrk_run vote.lua http://127.0.0.1:8090/v1/pets/Cat/votes)
hello_get=$(wrk_run get.lua http://127.0.0.1:8090/)
stop_last
hello_post_rate=$(rate "$hello_post")
hello_get_rate=$(rate "$hello_get")

for mode in group single; do
    db="$BENCH_DIR/votes-$mode.db"
    extra=()
    [[ $mode == single ]] && extra=(--commit-batch-limit 1)
    start_votesrv "$db" 8091 "${extra[@]}"
    result=$(wrk_run vote.lua http://127.0.0.1:8091/v1/pets/Cat/votes)
    stored=$(total_votes 8091)
    stop_last
    acked=$(($(field requests "$result") - $(field non2xx "$result")))
    # wrk stops with up to one request per connection in flight: those may be stored unacknowledged.
    check="stored $stored, acknowledged $acked"
    if ((stored < acked)); then check="LOST VOTES: $check"; fi
    label="POST /v1/pets/Cat/votes, votesrv, group commit (batches ≤ 512)"
    [[ $mode == single ]] && label="POST /v1/pets/Cat/votes, votesrv, one transaction per request (--commit-batch-limit 1)"
    rows+=("| $label | $(rate "$result") votes/s | $(field p50_ms "$result") | $(field p99_ms "$result") | $(python3 -c "print(f'{$(rate "$result") / $hello_post_rate:.2f}×')") | $check; $(field non2xx "$result") non-2xx, $(field socket_errors "$result") socket errors |")
done
rows=("| POST /v1/pets/Cat/votes, Hummingbird hello world (answers 201, stores nothing) | $hello_post_rate req/s | $(field p50_ms "$hello_post") | $(field p99_ms "$hello_post") | 1.00× | |" "${rows[@]}")

# 2. The board at 1,000,000 votes: imported as plain lines, spread over the sample's pets.
db="$BENCH_DIR/million.db"
python3 -c "
import sys
pets = ['Cat', 'Goldfish', 'Dog']
sys.stdout.write(''.join(pets[i % 7 % 3] + '\n' for i in range(1_000_000)))" >"$BENCH_DIR/million.txt"
"$BIN/votectl" import "$BENCH_DIR/million.txt" --db "$db" --silent >/dev/null
start_votesrv "$db" 8092
stored=$(total_votes 8092)
board=$(wrk_run get.lua http://127.0.0.1:8092/v1/board)
stop_last
rows+=("| GET / , Hummingbird hello world | $hello_get_rate req/s | $(field p50_ms "$hello_get") | $(field p99_ms "$hello_get") | 1.00× | |")
rows+=("| GET /v1/board, votesrv, $stored votes stored | $(rate "$board") req/s | $(field p50_ms "$board") | $(field p99_ms "$board") | $(python3 -c "print(f'{$(rate "$board") / $hello_get_rate:.2f}×')") | $(field non2xx "$board") non-2xx |")

# 3. 1,000 event subscribers.
start_votesrv "$BENCH_DIR/events.db" 8093
events=$(python3 "$ROOT/Benchmarks/scripts/sse_fanout.py" 8093 1000 100 250 | grep '^RESULT')
stop_last
rows+=("| /v1/events: a vote reaching each of $(field subscribers "$events") subscribers ($(field votes "$events") votes, 250 ms apart) | | $(field p50_ms "$events") | $(field p99_ms "$events") (max $(field max_ms "$events")) | | $(field pairs "$events") deliveries, $(field missing "$events") missing |")

# 4. Redis, in memory without fsync, 64 clients.
redis-server --port 6390 --save "" --appendonly no >"$BENCH_DIR/redis.log" 2>&1 &
pids+=($!)
until redis-cli -p 6390 ping >/dev/null 2>&1; do sleep 0.1; done
redis=$(redis-benchmark -p 6390 -c "$CONNECTIONS" -n 1000000 -q ZINCRBY board 1 Cat | tr '\r' '\n' | grep -Eo '[0-9.]+ requests per second' | tail -1 | cut -d' ' -f1)
stop_last
rows+=("| Redis ZINCRBY board 1 Cat (in memory, no fsync), redis-benchmark -c 64 | ${redis%.*} ops/s | | | | |")

echo
echo "| Run ($CONNECTIONS connections, wrk -t2 -d$DURATION) | Rate | p50 ms | p99 ms | Rate / hello world | Check |"
echo "|---|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
