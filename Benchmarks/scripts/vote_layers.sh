#!/usr/bin/env bash
# Where a durable vote's cost sits beside Hummingbird's hello world: four servers in alternating
# wrk rounds, each a layer more than the one before it.
#
#   Benchmarks/scripts/vote_layers.sh          # from the package root; needs wrk, curl, python3, git
#   ROUNDS=5 DURATION=8s Benchmarks/scripts/vote_layers.sh
#
# - hello:     Benchmarks/Sources/HelloServer, the same POST answered 201 storing nothing;
# - nowriter:  votesrv built with Benchmarks/patches/vote-without-writer.patch, whose vote route
#              parses, checks and answers the request as votesrv does but never hands it to the
#              writer (a fixed receipt): the request path alone;
# - memory:    votesrv with its database in /dev/shm: the writer and SQLite's work, with a flush
#              that costs nothing;
# - disk:      votesrv as run, its database on disk (synchronous = FULL).
# Each round is `wrk -t2 -c64` with {"count":1}; per server the median rate, its ratio to hello's,
# the CPU a request (user + system time over the requests wrk made), the CPU the store's thread
# (petvote-store) spent a vote, and the share of the two cores left idle while it ran (what
# neither the server nor wrk used: waiting, not work). The trial build lives in the worktree
# .build-bench-layers-src (kept for the next run's incremental build).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
for tool in wrk python3 curl git; do
    needs "$tool"
done
ROUNDS="${ROUNDS:-5}"
DURATION="${DURATION:-8s}"
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/vote-layers.XXXXXX)}"
MEMORY_DIR="$(mktemp -d /dev/shm/vote-layers.XXXXXX)"
prepare_wrk

echo "building (release)…" >&2
swift build -c release --product votesrv --scratch-path .build-bench >/dev/null
BIN="$(swift build -c release --scratch-path .build-bench --show-bin-path)"
(cd Benchmarks && swift build -c release --product HelloServer >/dev/null)
HELLO="$(cd Benchmarks && swift build -c release --show-bin-path)/HelloServer"
trial_tree="$ROOT/.build-bench-layers-src"
if [[ -d $trial_tree ]]; then
    git -C "$trial_tree" checkout --quiet --force --detach "$(git rev-parse HEAD)"
else
    git worktree add --detach "$trial_tree" HEAD >/dev/null 2>&1
fi
git -C "$trial_tree" apply "$ROOT/Benchmarks/patches/vote-without-writer.patch"
(cd "$trial_tree" && swift build -c release --product votesrv --scratch-path "$ROOT/.build-bench-layers" >/dev/null)
TRIAL_BIN="$(cd "$trial_tree" && swift build -c release --scratch-path "$ROOT/.build-bench-layers" --show-bin-path)"
git -C "$trial_tree" checkout --quiet -- .
echo "work folders: $BENCH_DIR $MEMORY_DIR" >&2

pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$MEMORY_DIR"
}
trap cleanup EXIT

# start NAME PORT COMMAND…: runs a server, records its pid as NAME_pid.
start() {
    local name=$1 port=$2
    shift 2
    "$@" >"$BENCH_DIR/$name.log" 2>&1 &
    pids+=("$!")
    printf -v "${name}_pid" '%s' "$!"
    wait_for "http://127.0.0.1:$port/${HEALTH:-}" "$!"
}
HEALTH="" start hello 8090 "$HELLO" 8090
HEALTH=healthz start nowriter 8091 "$TRIAL_BIN/votesrv" --db "$BENCH_DIR/nowriter.db" --port 8091
HEALTH=healthz start memory 8092 "$BIN/votesrv" --db "$MEMORY_DIR/votes.db" --port 8092
HEALTH=healthz start disk 8093 "$BIN/votesrv" --db "$BENCH_DIR/votes.db" --port 8093

field() { sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"; }
# Clock ticks of user + system time: of a process, of its threads named petvote-store, and of the
# whole machine's idle time (per core, summed).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
store_ticks() {
    local total=0 task
    for task in /proc/"$1"/task/*; do
        [[ $(cat "$task/comm" 2>/dev/null) == petvote-store ]] || continue
        total=$((total + $(awk '{print $14 + $15}' "$task/stat")))
    done
    echo "$total"
}
idle_ticks() { awk '/^cpu / {print $5 + $6}' /proc/stat; }

declare -A rates cpus stores idles
for round in $(seq "$ROUNDS"); do
    line="ROUND $round"
    for name in hello nowriter memory disk; do
        case $name in hello) port=8090 ;; nowriter) port=8091 ;; memory) port=8092 ;; disk) port=8093 ;; esac
        pid_var="${name}_pid"
        pid=${!pid_var}
        cpu0=$(cpu_ticks "$pid") store0=$(store_ticks "$pid") idle0=$(idle_ticks) started=$(date +%s.%N)
        result=$(wrk -t2 -c64 -d"$DURATION" --timeout 10s -s "$ROOT/Benchmarks/scripts/wrk/vote.lua" \
            "http://127.0.0.1:$port/v1/pets/Cat/votes" | grep '^RESULT')
        result+=" cpu=$(($(cpu_ticks "$pid") - cpu0)) store=$(($(store_ticks "$pid") - store0))"
        result+=" idle=$(($(idle_ticks) - idle0)) wall=$(python3 -c "import time; print(time.time() - $started)")"
        ok=$(($(field requests "$result") - $(field non2xx "$result")))
        ((ok > 0)) || { echo "no 2xx answers from $name: $result" >&2; exit 1; }
        python3 - "$result" "$(getconf CLK_TCK)" "$(nproc)" >"$BENCH_DIR/figures" <<'PY'
import re, sys
result, hz, cores = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
f = dict(re.findall(r"(\w+)=([\d.]+)", result))
ok = int(f["requests"]) - int(f["non2xx"])
rate = ok / (int(f["duration_us"]) / 1e6)
us = lambda ticks: int(ticks) * 1e6 / hz / ok
print(f"{rate:.0f} {us(f['cpu']):.1f} {us(f['store']):.1f} {int(f['idle']) / hz / (cores * float(f['wall'])) * 100:.0f}")
PY
        read -r rate cpu store idle <"$BENCH_DIR/figures"
        rates[$name]+="$rate " cpus[$name]+="$cpu " stores[$name]+="$store " idles[$name]+="$idle "
        line+=" $name=$rate/s ${cpu}µs"
    done
    echo "$line load=$(cut -d' ' -f1 /proc/loadavg)"
done
python3 - "${rates[hello]}" "${cpus[hello]}" "${stores[hello]}" "${idles[hello]}" \
    "${rates[nowriter]}" "${cpus[nowriter]}" "${stores[nowriter]}" "${idles[nowriter]}" \
    "${rates[memory]}" "${cpus[memory]}" "${stores[memory]}" "${idles[memory]}" \
    "${rates[disk]}" "${cpus[disk]}" "${stores[disk]}" "${idles[disk]}" <<'PY'
import statistics, sys
columns = [list(map(float, arg.split())) for arg in sys.argv[1:]]
hello_rate = statistics.median(columns[0])
for index, name in enumerate(["hello", "nowriter", "memory", "disk"]):
    rate, cpu, store, idle = (statistics.median(column) for column in columns[4 * index:4 * index + 4])
    print(f"RESULT server={name} rounds={len(columns[0])} median_rate={rate:.0f} ratio={rate / hello_rate:.2f} "
          f"cpu_us={cpu:.1f} store_thread_us={store:.1f} idle_pct={idle:.0f}")
PY
