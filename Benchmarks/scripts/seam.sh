#!/usr/bin/env bash
# votectl's SQLite figures before and after the engine seam, side by side in one run:
# one `votectl vote Cat` per process, `votectl board` at 1,000,000 votes, and `votectl import` of
# 1,000,000 distinct ballots (`pet,at,id`, ids random UUIDs), each with the votectl built from
# BASE (default 4051cb5, the last commit before the seam) and the one built from the work tree.
#
#   Benchmarks/scripts/seam.sh [BASE]    # from the package root; needs hyperfine
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
BASE="${1:-4051cb5}"
needs hyperfine
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/seam-bench.XXXXXX)}"
AFTER="$PWD/$(Scripts/build-release.sh | tail -1)"
if [ ! -x "$BENCH_DIR/base/.build-release/release/votectl" ]; then
    git worktree add -f "$BENCH_DIR/base" "$BASE" >/dev/null
    (cd "$BENCH_DIR/base" && Scripts/build-release.sh >/dev/null)
fi
BEFORE="$BENCH_DIR/base/.build-release/release/votectl"
cd "$BENCH_DIR"
echo "before: $BEFORE ($BASE)  after: $AFTER"

"$ROOT/Benchmarks/scripts/make-ballots.py" ballots.csv
rm -f fresh.db* board.db*
"$BEFORE" pets list --db fresh.db >/dev/null
cp fresh.db board.db
"$BEFORE" import ballots.csv --db board.db --silent >/dev/null
cp fresh.db vote-before.db
cp fresh.db vote-after.db
hyperfine -N --warmup 5 --runs 100 --export-markdown seam-vote.md \
    -n 'before: votectl vote Cat' "$BEFORE vote Cat --db vote-before.db" \
    -n 'after: votectl vote Cat' "$AFTER vote Cat --db vote-after.db"
hyperfine -N --warmup 5 --runs 100 --export-markdown seam-board.md \
    -n 'before: votectl board (1 M votes)' "$BEFORE board --db board.db" \
    -n 'after: votectl board (1 M votes)' "$AFTER board --db board.db"
hyperfine -N --warmup 1 --runs 5 --export-markdown seam-import.md --prepare "sh -c 'cp fresh.db import.db; rm -f import.db-wal'" \
    -n 'before: votectl import (1 M distinct ballots)' "$BEFORE import ballots.csv --db import.db --silent" \
    -n 'after: votectl import (1 M distinct ballots)' "$AFTER import ballots.csv --db import.db --silent"
cat seam-vote.md seam-board.md seam-import.md
