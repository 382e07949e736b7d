#!/usr/bin/env bash
# Votes while event streams follow many podium sizes, against the same streams at one size, in one
# run: what drawing a board per size on every change costs the votes of everyone else.
#
# For each votesrv binary (BEFORE, if given, then this tree's release build), two rounds on a fresh
# database of PETS pets (default 20): STREAMS streams (default 500) of
# /v1/events, all at 300x300 or each at its own width (200x300, 201x300, …), read by a Python client
# while `wrk -t2 -c32 -d${DURATION}` votes for pets at random (so ranks move and boards change).
# Prints votes/s, wrk's p99, votesrv's CPU seconds and the events the streams read.
#
#   Benchmarks/scripts/stream-sizes.sh                          # needs wrk and python3
#   BEFORE=path/to/older/votesrv Benchmarks/scripts/stream-sizes.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
needs wrk
prepare_wrk
PETS="${PETS:-20}"
STREAMS="${STREAMS:-500}"
DURATION="${DURATION:-10s}"
export PETS

echo "building (release)…" >&2
swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
swift build -c release --product votectl --scratch-path .build-bench >/dev/null
BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
BENCH_DIR="$(mktemp -d /tmp/stream-sizes.XXXXXX)"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$BENCH_DIR"' EXIT

# The pets P01, P02, …, as vote-spread.lua names them.
seq -f 'P%02g' "$PETS" >"$BENCH_DIR/pets.txt"
"$BIN/votectl" --db "$BENCH_DIR/seed.db" import "$BENCH_DIR/pets.txt" --create-pets --silent >/dev/null 2>&1

round() { # BINARY SIZES
    local binary="$1" sizes="$2" port=18700
    rm -f "$BENCH_DIR"/round.db*
    cp "$BENCH_DIR/seed.db" "$BENCH_DIR/round.db"
    "$binary" --db "$BENCH_DIR/round.db" --port "$port" --max-event-streams $((STREAMS + 100)) \
        >"$BENCH_DIR/votesrv.log" 2>&1 &
    pid=$!
    for _ in $(seq 100); do curl -sf "localhost:$port/healthz" >/dev/null && break; sleep 0.1; done
    python3 - "$port" "$STREAMS" "$sizes" >"$BENCH_DIR/streams.out" <<'PY' &
import asyncio, sys
port, streams, sizes = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
events = 0
async def follow(index, opened):
    global events
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    width = 200 + index % sizes
    writer.write(f"GET /v1/events?podium={width}x300 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    first = True
    while line := await reader.readline():
        if line.startswith(b"event: board"):
            events += 1
            if first:
                first = False
                opened.release()
async def main():
    opened = asyncio.Semaphore(0)
    tasks = [asyncio.create_task(follow(i, opened)) for i in range(streams)]
    for _ in range(streams):
        await asyncio.wait_for(opened.acquire(), 60)
    print("OPEN", flush=True)
    await asyncio.sleep(float(sys.argv[4]) if len(sys.argv) > 4 else 3600)
asyncio.run(main())
PY
    local client=$!
    for _ in $(seq 600); do grep -q OPEN "$BENCH_DIR/streams.out" 2>/dev/null && break; sleep 0.1; done
    local before after
    before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    local result
    result=$(wrk -t2 -c32 -d"$DURATION" -s Benchmarks/scripts/wrk/vote-spread.lua "http://127.0.0.1:$port" | grep RESULT)
    after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    kill "$client" 2>/dev/null || true
    kill "$pid"; wait "$pid" 2>/dev/null || true
    pid=""
    local requests duration p99
    requests=$(sed 's/.*requests=\([0-9]*\).*/\1/' <<<"$result")
    duration=$(sed 's/.*duration_us=\([0-9]*\).*/\1/' <<<"$result")
    p99=$(sed 's/.*p99_ms=\([0-9.]*\).*/\1/' <<<"$result")
    printf '| %s | %s | %d votes/s | %s ms | %.1f s |\n' "$(basename "$(dirname "$binary")")/$(basename "$binary")" \
        "$sizes" $((requests * 1000000 / duration)) "$p99" "$(bc -l <<<"($after - $before) / $(getconf CLK_TCK)")"
}

echo "| votesrv | Sizes followed by $STREAMS streams | Votes/s | p99 | votesrv CPU |"
echo "|:---|---:|---:|---:|---:|"
for binary in ${BEFORE:+"$BEFORE"} "$BIN/votesrv"; do
    round "$binary" 1
    round "$binary" "$STREAMS"
done
