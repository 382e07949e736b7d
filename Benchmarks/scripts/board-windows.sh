#!/usr/bin/env bash
# `votectl board --since/--until` over 3,000,000 votes spread evenly over a year, against
# `votectl --version` (the cost of starting the program at all) and the all-time board, in one
# hyperfine run; then the instructions each runs (`perf stat`, when the machine allows it), which
# a shared machine's load does not move.
#
#   Benchmarks/scripts/board-windows.sh [VOTES]   # from the package root; needs hyperfine
#
# Times the votectl that Scripts/build-release.sh builds for installing. The votes go in with
# `votectl import` (one row each, about 340 an hour); the windows end or start inside hours, as
# typed ones do.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh

needs hyperfine

votes=${1:-3000000}
VOTECTL="$PWD/$(Scripts/build-release.sh | tail -1)"
work="${BENCH_DIR:-$(mktemp -d /tmp/board-windows.XXXXXX)}"
trap 'rm -rf "$work"' EXIT
cd "$work"

# The year before the end instant, one vote every (year / votes), pets in a seeded random order.
end="2026-11-26T00:00:00Z"
python3 - "$votes" "$end" <<'PY'
import datetime, random, sys
votes, end = int(sys.argv[1]), datetime.datetime.fromisoformat(sys.argv[2].replace("Z", "+00:00"))
start = end - datetime.timedelta(days=365)
random.seed(13)
pets = ["Cat", "Goldfish", "Dog"]
step = (end - start) / votes
with open("votes.csv", "w") as f:
    f.write("pet,at\n")
    for i in range(votes):
        at = start + step * i
        f.write(f"{random.choice(pets)},{at.strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3]}Z\n")
PY
"$VOTECTL" import votes.csv --db board.db --silent
rm votes.csv

windows=(
    "the last 12 hours|--since 2026-11-25T11:30:00Z"
    "a month|--since 2026-10-27T00:30:00Z"
    "a month, a year ago|--since 2025-12-25T12:30:00Z --until 2026-01-24T12:30:00Z"
    "half the year|--since 2026-05-27T00:30:00Z"
    "everything, as a window|--since 2025-01-01"
)
commands=(-n "votectl --version" "$VOTECTL --version" -n "votectl board (all time)" "$VOTECTL board --db board.db")
for window in "${windows[@]}"; do
    commands+=(-n "votectl board, ${window%%|*}" "$VOTECTL board --db board.db ${window#*|}")
done
# Rounds of every command in turn, so that a spell of load on the shared machine falls on all of
# them alike rather than on whichever hyperfine was timing then.
for round in $(seq "${ROUNDS:-5}"); do
    hyperfine -N --warmup 5 --runs "${RUNS:-40}" --export-json "round-$round.json" "${commands[@]}" >/dev/null
done
# Medians and minimums over all rounds: the mean carries every scheduling hiccup; the minimum is
# the run the machine did not disturb.
python3 - <<'PY'
import glob, json
times = {}
for path in sorted(glob.glob("round-*.json")):
    for result in json.load(open(path))["results"]:
        times.setdefault(result["command"], []).extend(result["times"])
def median(values):
    return sorted(values)[len(values) // 2]
base = next(iter(times.values()))
print("| Command | Median | Min | Median / `--version`'s | Min / `--version`'s |")
print("|:---|---:|---:|---:|---:|")
for command, values in times.items():
    print(f"| {command} | {median(values) * 1000:.1f} ms | {min(values) * 1000:.1f} ms "
          f"| {median(values) / median(base):.2f}× | {min(values) / min(base):.2f}× |")
PY

if perf stat -e instructions:u true >/dev/null 2>&1; then
    instructions() { perf stat -x, -e instructions:u -r 10 "$@" 2>&1 >/dev/null | cut -d, -f1; }
    echo
    echo "| Command | Instructions (user) |"
    echo "|:---|---:|"
    echo "| votectl --version | $(instructions "$VOTECTL" --version) |"
    echo "| votectl board (all time) | $(instructions "$VOTECTL" board --db board.db) |"
    for window in "${windows[@]}"; do
        # shellcheck disable=SC2086 # the window's options are words
        echo "| votectl board, ${window%%|*} | $(instructions "$VOTECTL" board --db board.db ${window#*|}) |"
    done
fi
