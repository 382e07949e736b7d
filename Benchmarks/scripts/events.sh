#!/usr/bin/env bash
# What /v1/events costs votesrv under hostile clients (release build, a 300-pet board, loopback):
#   1. 2,000 streams that never read while votes change the board: RSS before, at peak, after;
#   2. 20,000 connect / read the first event / close cycles: RSS growth, streams left registered;
# (A vote reaching 1,000 and 10,000 reading subscribers: Benchmarks/scripts/fanout.sh.)
# Each memory figure's peer is the same server's RSS before the clients came, in the same run.
#
#   Benchmarks/scripts/events.sh      # from the package root; needs python3 and curl
#   CONFIGURATION=debug Benchmarks/scripts/events.sh   # the debug build swift build made
#
# Databases go to $BENCH_DIR (default: a fresh folder under /tmp).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/votesrv-events.XXXXXX)}"
raise_open_files 65536

# CONFIGURATION=debug measures the test build in .build instead (no release build needed).
if [[ ${CONFIGURATION:-release} == debug ]]; then
    BIN="$(swift build --show-bin-path)"
else
    echo "building (release)…" >&2
    swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
    swift build -c release --product votectl --scratch-path .build-bench >/dev/null
    BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
fi
echo "work folder: $BENCH_DIR" >&2

pid=""
# Stops the running votesrv and waits until it has exited (and freed its port).
cleanup() {
    if [[ -n $pid ]]; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        pid=""
    fi
}
trap cleanup EXIT

# A 300-pet board (about 25 KB of JSON per event).
python3 -c 'print("pet"); [print(f"Pet{n:03}") for n in range(1, 301)]' >"$BENCH_DIR/pets.csv"
"$BIN/votectl" import "$BENCH_DIR/pets.csv" --create-pets --db "$BENCH_DIR/votes.db" >/dev/null

# start OPTIONS…: a fresh votesrv on port 8095 on the same database.
start() {
    cleanup
    "$BIN/votesrv" --db "$BENCH_DIR/votes.db" --port 8095 "$@" >>"$BENCH_DIR/votesrv.log" 2>&1 &
    pid=$!
    until curl -sf http://127.0.0.1:8095/healthz >/dev/null; do
        kill -0 "$pid" 2>/dev/null || { tail -3 "$BENCH_DIR/votesrv.log" >&2; exit 1; }
        sleep 0.1
    done
}

start --max-event-streams 12000 --max-connections 16000
python3 "$ROOT/Benchmarks/scripts/event_limits.py" stalled 8095 "$pid" 2000 30 | grep '^RESULT'
start --max-event-streams 12000 --max-connections 16000
python3 "$ROOT/Benchmarks/scripts/event_limits.py" churn 8095 "$pid" 20000 64 | grep '^RESULT'
