#!/usr/bin/env bash
# A vote reaching every reader of /v1/events: 1,000 and then 10,000 open streams on one release
# votesrv (a fresh server for each), each run casting VOTES votes INTERVAL_MS apart and timing every
# (subscriber, vote) pair with Benchmarks/c/sse_fanout.c (one epoll loop, streams opened in waves
# of WAVE so the listen backlog never overflows). The 1,000-stream run is the 10,000's peer.
#
#   Benchmarks/scripts/fanout.sh      # from the package root; needs cc and curl; root for sysctl
#
# VOTES (default 50), INTERVAL_MS (250), WAVE (500). VOTESRV=path runs that votesrv binary instead
# of building this tree's (another build, e.g. main's, under the same client). Databases go to
# $BENCH_DIR (default: a fresh folder under /tmp). If the kernel's accept queue limits (net.core.somaxconn,
# net.ipv4.tcp_max_syn_backlog) are below votesrv's listen backlog they are raised for the run and
# restored on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
VOTES="${VOTES:-50}"
INTERVAL_MS="${INTERVAL_MS:-250}"
WAVE="${WAVE:-500}"
BACKLOG=1024  # votesrv's listen backlog (VoteHTTPServer.swift)
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/votesrv-fanout.XXXXXX)}"
# Each side holds one descriptor per stream: 10,000 streams need more than the usual 1,024.
raise_open_files 20000
(($(ulimit -n) > 10100)) || { echo "needs ulimit -n above 10,100 (hard limit $(ulimit -Hn))" >&2; exit 1; }

if [[ -n ${VOTESRV:-} ]]; then
    VOTESRV="$(realpath "$VOTESRV")"
else
    echo "building (release)…" >&2
    swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
    VOTESRV="$(swift build -c release --scratch-path .build-bench --show-bin-path)/votesrv"
fi
echo "votesrv: $VOTESRV" >&2
cc -O2 -Wall -o "$BENCH_DIR/sse_fanout" Benchmarks/c/sse_fanout.c
echo "work folder: $BENCH_DIR" >&2

pid=""
restore=()
cleanup() {
    if [[ -n $pid ]]; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        pid=""
    fi
    for setting in "${restore[@]}"; do sysctl -qw "$setting" >/dev/null || true; done
    restore=()
}
trap cleanup EXIT

for key in net.core.somaxconn net.ipv4.tcp_max_syn_backlog; do
    value=$(sysctl -n "$key")
    if ((value < BACKLOG)); then
        restore+=("$key=$value")
        sysctl -qw "$key=$BACKLOG"
    fi
    echo "$key=$(sysctl -n "$key")" >&2
done

# run SUBSCRIBERS: a fresh votesrv on port 8096 and one sse_fanout run against it.
run() {
    "$VOTESRV" --db "$BENCH_DIR/events-$1.db" --port 8096 \
        --max-event-streams 12000 --max-connections 16000 >"$BENCH_DIR/votesrv-$1.log" 2>&1 &
    pid=$!
    for _ in $(seq 100); do
        curl -sf http://127.0.0.1:8096/healthz >/dev/null && break
        kill -0 "$pid" 2>/dev/null || { tail -3 "$BENCH_DIR/votesrv-$1.log" >&2; exit 1; }
        sleep 0.1
    done
    idle=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
    timeout 600 "$BENCH_DIR/sse_fanout" 8096 "$1" "$VOTES" "$INTERVAL_MS" "$WAVE"
    # votesrv's resident memory before the streams opened and at its peak (VmHWM), in KiB, and the
    # CPU time it used in all (user + system, opening the streams included).
    echo "RESULT rss_idle_kib=$idle rss_peak_kib=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")" \
        "cpu_s=$(awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) / hz}' "/proc/$pid/stat")" \
        "load_average=$(cut -d' ' -f1 /proc/loadavg)"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    pid=""
}
run 1000
run 10000
