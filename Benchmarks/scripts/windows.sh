#!/usr/bin/env bash
# Windowed standings at 10,000,000 stored votes: VoteStore's hourly tally against the
# sum over vote rows it replaced (schema 3's `vote_at (at, pet_id, count)` covering index), on
# the same database, in one run.
#
#   Benchmarks/scripts/windows.sh [VOTES]       # from the package root; needs the sqlite3 shell
#
# The votes are one row each, spread evenly over the year before now (about 1,140 an hour).
set -euo pipefail
cd "$(dirname "$0")/.."

votes=${1:-10000000}
work="${BENCH_DIR:-$(mktemp -d /tmp/windows-bench.XXXXXX)}"
swift build -c release --product StoreBenchmarks >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/StoreBenchmarks" --windows "$votes" --keep "$work/windows.db"

# The peer: the same windows summed from the vote rows through schema 3's covering index.
cp "$work/windows.db" "$work/peer.db"
sqlite3 "$work/peer.db" "CREATE INDEX vote_at ON vote (at, pet_id, count)"
now=$(($(date +%s) * 1000))
echo
echo "| Window, summed from the vote rows (schema 3) | sqlite3 shell |"
echo "|:---|---:|"
for window in "a day:86400000" "a week:604800000" "everything:$now"; do
    label=${window%%:*}
    since=$((now - ${window##*:}))
    # The best of five runs, as the shell reports it.
    best=$(for _ in 1 2 3 4 5; do
        printf '.timer on\nSELECT pet_id, sum(count) FROM vote WHERE at >= %s AND at < %s GROUP BY pet_id;\n' \
            "$since" "$now" | sqlite3 "$work/peer.db" | sed -n 's/^Run Time: real \([0-9.]*\).*/\1/p'
    done | sort -n | head -1)
    echo "| $label | $(awk -v s="$best" 'BEGIN { printf "%.1f ms", s * 1000 }') |"
done
rm -rf "$work"
