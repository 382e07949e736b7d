#!/usr/bin/env bash
# Durable votes per second against Hummingbird's hello world answering the same POST, in
# alternating wrk rounds (hello, votesrv, hello, votesrv, …) so both sides see the same machine
# load; each side's figure is the median of its ROUNDS rounds, the ratio is median / median.
#
#   Benchmarks/scripts/vote_rounds.sh          # from the package root; needs wrk, curl, python3
#   ROUNDS=5 DURATION=10s PROFILE=1 Benchmarks/scripts/vote_rounds.sh
#   BASELINE=d333758 Benchmarks/scripts/vote_rounds.sh   # also votesrv as built at that revision
#
# wrk -t2 -c64, the body {"count":1} with no ballot id (every request a new vote), votesrv with
# group commit on a fresh database on disk (synchronous = FULL: every acknowledged vote fsynced).
# After the rounds the stored total is checked against the votes wrk saw acknowledged, and the
# disk's flush time in BENCH_DIR is measured (200 fdatasyncs of 4 KiB, median): 64 / flush is the
# most votes/s any durable group commit can acknowledge at 64 connections, printed as `ceiling`.
# Each side's CPU per request (its user + system time over the requests wrk made) is printed too,
# with `cpu_ratio` = hello's / votesrv's: the rate ratio a CPU-bound machine would give.
# PROFILE=1 adds one more votesrv round under `perf record -g` and prints perf's top symbols.
# BASELINE=REV builds votesrv at revision REV (in the worktree .build-bench-baseline-src, kept for
# the next run's incremental build) and runs it in the same alternation (hello, votesrv, baseline
# in odd rounds; hello, baseline, votesrv in even ones), with its CPU per vote, which tells a change
# in the code from a change in the machine's load.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
for tool in wrk python3 curl; do
    needs "$tool"
done
ROUNDS="${ROUNDS:-5}"
DURATION="${DURATION:-10s}"
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/votesrv-rounds.XXXXXX)}"
prepare_wrk

echo "building (release)…" >&2
swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
(cd Benchmarks && swift build -c release --product HelloServer >/dev/null)
HELLO="$(cd Benchmarks && swift build -c release --show-bin-path)/HelloServer"
if [[ -n ${BASELINE:-} ]]; then
    baseline_tree="$ROOT/.build-bench-baseline-src"
    if [[ -d $baseline_tree ]]; then
        git -C "$baseline_tree" checkout --quiet --detach "$BASELINE"
    else
        git worktree add --detach "$baseline_tree" "$BASELINE" >/dev/null 2>&1
    fi
    (cd "$baseline_tree" && swift build -c release --product votesrv --scratch-path "$ROOT/.build-bench-baseline" >/dev/null)
    BASELINE_BIN="$(cd "$baseline_tree" && swift build -c release --scratch-path "$ROOT/.build-bench-baseline" --show-bin-path)"
fi
echo "work folder: $BENCH_DIR" >&2

pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

"$HELLO" 8090 >"$BENCH_DIR/hello.log" 2>&1 &
hello_pid=$!
pids+=("$hello_pid")
wait_for http://127.0.0.1:8090/ "$hello_pid"
"$BIN/votesrv" --db "$BENCH_DIR/votes.db" --port 8091 >"$BENCH_DIR/votesrv.log" 2>&1 &
votesrv_pid=$!
pids+=("$votesrv_pid")
wait_for http://127.0.0.1:8091/healthz "$votesrv_pid"
if [[ -n ${BASELINE:-} ]]; then
    "$BASELINE_BIN/votesrv" --db "$BENCH_DIR/baseline.db" --port 8092 >"$BENCH_DIR/baseline.log" 2>&1 &
    baseline_pid=$!
    pids+=("$baseline_pid")
    wait_for http://127.0.0.1:8092/healthz "$baseline_pid"
fi

field() { sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"; }
rate() { python3 -c "print(round(($(field requests "$1") - $(field non2xx "$1")) / ($(field duration_us "$1") / 1e6)))"; }
total_votes() { curl -sf "http://127.0.0.1:$1/v1/board" | python3 -c 'import json,sys; print(json.load(sys.stdin)["totalVotes"])'; }
round_on() {
    wrk -t2 -c64 -d"$DURATION" --timeout 10s -s "$ROOT/Benchmarks/scripts/wrk/vote.lua" \
        "http://127.0.0.1:$1/v1/pets/Cat/votes" | grep '^RESULT'
}
# The server's CPU time (user + system) in clock ticks, and its CPU per request over a round: a
# figure of the server alone, which wrk's share of the two cores does not blur as it does rates.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
cpu_per_request() { python3 -c "print(round(($(cpu_ticks "$1") - $2) * 1e6 / $(getconf CLK_TCK) / $(field requests "$3"), 1))"; }

before=$(total_votes 8091)
hello_rates=() votesrv_rates=() baseline_rates=() hello_cpu=() votesrv_cpu=() baseline_cpu=() acked=0 errors=0
# The baseline's round, with its CPU per vote; run before votesrv's in even rounds, after it in odd
# ones, so that neither build always follows the other.
baseline_round() {
    ticks=$(cpu_ticks "$baseline_pid")
    baseline=$(round_on 8092)
    baseline_cpu+=("$(cpu_per_request "$baseline_pid" "$ticks" "$baseline")")
    baseline_rates+=("$(rate "$baseline")")
}
for round in $(seq "$ROUNDS"); do
    ticks=$(cpu_ticks "$hello_pid")
    hello=$(round_on 8090)
    hello_cpu+=("$(cpu_per_request "$hello_pid" "$ticks" "$hello")")
    if [[ -n ${BASELINE:-} ]] && ((round % 2 == 0)); then baseline_round; fi
    ticks=$(cpu_ticks "$votesrv_pid")
    votes=$(round_on 8091)
    votesrv_cpu+=("$(cpu_per_request "$votesrv_pid" "$ticks" "$votes")")
    hello_rates+=("$(rate "$hello")")
    votesrv_rates+=("$(rate "$votes")")
    acked=$((acked + $(field requests "$votes") - $(field non2xx "$votes")))
    errors=$((errors + $(field non2xx "$votes") + $(field socket_errors "$votes") + $(field socket_errors "$hello")))
    if [[ -n ${BASELINE:-} ]]; then
        if ((round % 2 == 1)); then baseline_round; fi
        echo "ROUND $round baseline ($BASELINE)=${baseline_rates[-1]} votes/s (p99 $(field p99_ms "$baseline") ms, ${baseline_cpu[-1]} µs CPU each)"
    fi
    echo "ROUND $round hello=${hello_rates[-1]} req/s (p99 $(field p99_ms "$hello") ms, ${hello_cpu[-1]} µs CPU each) votesrv=${votesrv_rates[-1]} votes/s (p99 $(field p99_ms "$votes") ms, ${votesrv_cpu[-1]} µs CPU each) ratio=$(python3 -c "print(f'{${votesrv_rates[-1]} / ${hello_rates[-1]}:.2f}')") load=$(cut -d' ' -f1 /proc/loadavg)"
done
stored=$(($(total_votes 8091) - before))
# wrk stops with up to one request per connection in flight: those may be stored unacknowledged.
check="stored $stored, acknowledged $acked"
# The disk's flush: each group commit waits for one, and each of wrk's 64 connections has one vote
# in flight, so votes/s cannot pass 64 / (flush time) however cheap the rest is (Little's law).
flush_ms=$(python3 - "$BENCH_DIR/flush-probe" <<'PY'
import os, statistics, sys, time
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT)
times = []
for i in range(200):
    os.pwrite(fd, b"x" * 4096, (i % 16) * 4096)
    started = time.perf_counter()
    os.fdatasync(fd)
    times.append(time.perf_counter() - started)
os.close(fd)
os.unlink(sys.argv[1])
print(f"{statistics.median(times) * 1e3:.3f}")
PY
)
((stored >= acked)) || check="LOST VOTES: $check"
python3 - "${hello_rates[*]}" "${votesrv_rates[*]}" "$check" "$errors" "${baseline_rates[*]}" "$flush_ms" \
    "${hello_cpu[*]}" "${votesrv_cpu[*]}" "${baseline_cpu[*]}" <<'PY'
import statistics, sys
hello, votes = [list(map(int, side.split())) for side in sys.argv[1:3]]
hello_cpu, votes_cpu = [statistics.median(map(float, side.split())) for side in sys.argv[7:9]]
h, v = statistics.median(hello), statistics.median(votes)
pairs = sorted(b / a for a, b in zip(hello, votes))
baseline = list(map(int, sys.argv[5].split()))
against = ""
if baseline:
    b = statistics.median(baseline)
    b_cpu = statistics.median(map(float, sys.argv[9].split()))
    against = (f" baseline_median={b:.0f} baseline_ratio={b / h:.2f} votesrv_over_baseline={v / b:.2f}"
               f" baseline_cpu_us={b_cpu:.1f}")
flush = float(sys.argv[6])
ceiling = 64 / (flush / 1e3)
print(f"RESULT rounds={len(hello)} hello_median={h:.0f} votesrv_median={v:.0f} ratio={v / h:.2f} "
      f"round_ratios={min(pairs):.2f}-{max(pairs):.2f} check=\"{sys.argv[3]}\" errors={sys.argv[4]}{against} "
      f"flush_ms={flush:.2f} ceiling={ceiling:.0f} votesrv_over_ceiling={v / ceiling:.2f} "
      f"ceiling_over_hello={ceiling / h:.2f} hello_cpu_us={hello_cpu:.1f} votesrv_cpu_us={votes_cpu:.1f} "
      f"cpu_ratio={hello_cpu / votes_cpu:.2f}")
PY

if [[ ${PROFILE:-0} == 1 ]]; then
    perf record -g -o "$BENCH_DIR/perf.data" -p "$votesrv_pid" -- sleep 10 >/dev/null 2>&1 &
    perf_pid=$!
    round_on 8091 >/dev/null
    wait "$perf_pid" || true
    echo "PROFILE by library:"
    perf report -i "$BENCH_DIR/perf.data" --no-children --sort dso --stdio 2>/dev/null \
        | grep -E '^ +[0-9]' | awk 'NR <= 12'
    echo "PROFILE by symbol:"
    perf report -i "$BENCH_DIR/perf.data" --no-children --sort dso,symbol --stdio 2>/dev/null \
        | grep -E '^ +[0-9]' | awk 'NR <= 40' | swift demangle --simplified | sed -E 's/ +- +- +$//' | cut -c1-200
fi
