#!/usr/bin/env bash
# votesrv's drawing cache, in one run (wrk on loopback, 64 connections, release build):
#   1. GET /v1/board?podium=300x300: one size, drawn once and then served from the cache;
#   2. GET /v1/board with a new podium size on every request: a drawing per request answered (one
#      is drawn at a time; the requests arriving meanwhile get 503, counted apart);
#   3. both at once, 32 connections each: the cached size's rate and p99 while another client
#      asks for new sizes, and whether the cached size stayed cached (its rate against run 1).
# The board has 12 pets and no votes arrive during the runs, so the standings do not change and
# every drawing a request costs is due to its podium size.
#
#   Benchmarks/scripts/drawings.sh     # from the package root; needs wrk, curl, python3
#
# DURATION (default 10s) is each wrk run's length; ROUNDS (default 3) how often the three runs
# alternate (the figures are each run's median).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
for tool in wrk python3 curl; do
    needs "$tool"
done
DURATION="${DURATION:-10s}"
ROUNDS="${ROUNDS:-3}"
PORT=8097
BENCH_DIR="$(mktemp -d /tmp/votesrv-drawings.XXXXXX)"
prepare_wrk

# BIN names a folder holding votesrv and votectl already built (to try the script on a debug build);
# by default they are built here, optimised.
if [[ -z ${BIN:-} ]]; then
    echo "building (release)…" >&2
    swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
    swift build -c release --product votectl --scratch-path .build-bench >/dev/null
    BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
fi

server=""
cleanup() { [[ -n $server ]] && kill "$server" 2>/dev/null; rm -rf "$BENCH_DIR"; }
trap cleanup EXIT

db="$BENCH_DIR/votes.db"
for pet in Rabbit Hamster Parrot Tortoise Ferret Pony Lizard Owl Hedgehog; do
    "$BIN/votectl" pets add "$pet" --db "$db" >/dev/null
done
"$BIN/votesrv" --db "$db" --port "$PORT" >"$BENCH_DIR/votesrv.log" 2>&1 &
server=$!
deadline=$((SECONDS + 30))
until curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null; do
    ((SECONDS < deadline)) || { echo "votesrv did not start" >&2; cat "$BENCH_DIR/votesrv.log" >&2; exit 1; }
    sleep 0.1
done
URL="http://127.0.0.1:$PORT"
# Two requests make 300x300 a size people keep asking for.
curl -sf "$URL/v1/board?podium=300x300" >/dev/null
curl -sf "$URL/v1/board?podium=300x300" >/dev/null

wrk_run() { # CONNECTIONS SCRIPT PATH
    wrk -t1 -c"$1" -d"$DURATION" --timeout 10s -s "$ROOT/Benchmarks/scripts/wrk/$2" "$URL$3" | grep '^RESULT'
}
field() { sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"; }
rate() { python3 -c "print(round(($(field requests "$1") - $(field non2xx "$1")) / ($(field duration_us "$1") / 1e6)))"; }
refused() { python3 -c "print(round($(field non2xx "$1") / ($(field duration_us "$1") / 1e6)))"; }

cached=() fresh=() victim=() victim_p99=() attacker=() cached_p99=() fresh_p99=() fresh_refused=() attacker_refused=()
for ((round = 1; round <= ROUNDS; round++)); do
    echo "round $round of $ROUNDS…" >&2
    r=$(wrk_run 64 get.lua "/v1/board?podium=300x300")
    cached+=("$(rate "$r")") cached_p99+=("$(field p99_ms "$r")")
    r=$(wrk_run 64 new-podium.lua "/v1/board")
    fresh+=("$(rate "$r")") fresh_p99+=("$(field p99_ms "$r")") fresh_refused+=("$(refused "$r")")
    wrk_run 32 new-podium.lua "/v1/board" >"$BENCH_DIR/attacker" &
    attack=$!
    r=$(wrk_run 32 get.lua "/v1/board?podium=300x300")
    wait "$attack"
    victim+=("$(rate "$r")") victim_p99+=("$(field p99_ms "$r")")
    attacker+=("$(rate "$(cat "$BENCH_DIR/attacker")")") attacker_refused+=("$(refused "$(cat "$BENCH_DIR/attacker")")")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
c=$(median "${cached[@]}") f=$(median "${fresh[@]}") v=$(median "${victim[@]}") a=$(median "${attacker[@]}")
echo "| Run | answered req/s (median of $ROUNDS) | p99 ms | vs the cached size alone | 503/s |"
echo "|---|---:|---:|---:|---:|"
echo "| one size, cached (64 connections) | $c | $(median "${cached_p99[@]}") | 1.00× | |"
echo "| a new size every request (64 connections) | $f | $(median "${fresh_p99[@]}") | $(python3 -c "print(f'{$f / $c:.3f}×')") | $(median "${fresh_refused[@]}") |"
echo "| the cached size while another client asks for new sizes (32 + 32) | $v | $(median "${victim_p99[@]}") | $(python3 -c "print(f'{$v / $c:.2f}×')") | |"
echo "| … the other client's new sizes meanwhile | $a | | $(python3 -c "print(f'{$a / $c:.3f}×')") | $(median "${attacker_refused[@]}") |"
