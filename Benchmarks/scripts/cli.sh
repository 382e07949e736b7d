#!/usr/bin/env bash
# votectl's figures, measured side by side with the sqlite3 shell (hyperfine).
#
#   Benchmarks/scripts/cli.sh            # from the package root; needs hyperfine and sqlite3
#
# Times the votectl that Scripts/build-release.sh builds for installing (optimised, fully static),
# and, for reference, the same code linked the default way (`--static-swift-stdlib`: the Swift
# runtime static, libstdc++ and libsqlite3 shared):
#   1. `votectl vote Cat` against the sqlite3 shell doing the same insert and tally update;
#   2. `votectl import` of a 1,000,000-row CSV against the shell's `.import` plus a GROUP BY tally;
#   3. `votectl board` on a database holding 1,000,000 votes against `votectl --version`.
# Work files go to $BENCH_DIR (default: a fresh folder under /tmp, i.e. on disk, so commits pay
# for their fsync as they would for a user).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh

needs hyperfine
needs sqlite3

VOTECTL="$PWD/$(Scripts/build-release.sh | tail -1)"
swift build -c release --product votectl --static-swift-stdlib >/dev/null 2>&1
SHARED_VOTECTL="$(swift build -c release --product votectl --static-swift-stdlib --show-bin-path)/votectl"
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/votectl-bench.XXXXXX)}"
RUNS="${RUNS:-30}"
mkdir -p "$BENCH_DIR"
cd "$BENCH_DIR"
echo "binary: $VOTECTL (reference: $SHARED_VOTECTL)"
echo "work folder: $BENCH_DIR"

# A fresh database made by votectl; the shell works on a copy of it, so both see the same
# schema, WAL journal and page layout. The shell gets the store's durability setting too.
rm -f fresh.db*
"$VOTECTL" pets list --db fresh.db >/dev/null
cp fresh.db peer.db
cp fresh.db vote.db
cp fresh.db vote-shared.db
cp fresh.db vote-parser.db

# 1. One vote.
VOTE_SQL="PRAGMA synchronous = FULL; BEGIN IMMEDIATE;
INSERT INTO vote (pet_id, at, count, source) SELECT id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 1, 'cli' FROM pet WHERE name_key = 'cat';
UPDATE tally SET votes = votes + 1 WHERE pet_id = (SELECT id FROM pet WHERE name_key = 'cat');
COMMIT;"
hyperfine -N --warmup 5 --runs "$RUNS" --export-markdown vote.md \
    -n 'votectl vote Cat' "$VOTECTL vote Cat --db vote.db" \
    -n 'votectl vote Cat (shared libstdc++ and libsqlite3)' "$SHARED_VOTECTL vote Cat --db vote-shared.db" \
    -n 'votectl vote --count=1 Cat (ArgumentParser, not FastPath)' "$VOTECTL vote --count=1 Cat --db vote-parser.db" \
    -n 'sqlite3 shell: insert + tally update' "sqlite3 peer.db \"$VOTE_SQL\""

# 2. Import of 1,000,000 rows.
python3 - <<'PY'
import random
random.seed(4)
pets = ["Cat", "Goldfish", "Dog"]
with open("votes-1m.csv", "w") as f:
    f.write("pet,count\n")
    for _ in range(1_000_000):
        f.write(f"{random.choice(pets)},1\n")
PY
hyperfine -N --warmup 1 --runs "${IMPORT_RUNS:-5}" --export-markdown import.md \
    --prepare "sh -c 'cp fresh.db import.db; rm -f shell-import.db'" \
    -n 'votectl import (1M rows)' "$VOTECTL import votes-1m.csv --db import.db" \
    -n 'sqlite3 shell: .import + GROUP BY' \
       "sqlite3 shell-import.db '.import --csv votes-1m.csv staging' 'SELECT pet, sum(count) FROM staging GROUP BY pet'"

# 3. The board over 1,000,000 stored votes.
cp fresh.db board.db
"$VOTECTL" import votes-1m.csv --db board.db
hyperfine -N --warmup 5 --runs "$RUNS" --export-markdown board.md \
    -n 'votectl --version' "$VOTECTL --version" \
    -n 'votectl board (1M votes)' "$VOTECTL board --db board.db --width 80" \
    -n 'votectl board --json (1M votes)' "$VOTECTL board --json --db board.db"

cat vote.md import.md board.md

# Memory stays flat: peak RSS importing 1M and 10M plain lines, and 2M rows with ids (one vote row each).
if [ -x /usr/bin/time ]; then
    python3 - <<'PY'
pets = ["Cat\n", "Dog\n", "Goldfish\n"]
with open("lines-10m.txt", "w") as f:
    for i in range(10_000_000):
        f.write(pets[i % 3])
with open("lines-1m.txt", "w") as f:
    for i in range(1_000_000):
        f.write(pets[i % 3])
with open("ids-2m.csv", "w") as f:
    f.write("pet,id\n")
    for i in range(2_000_000):
        f.write(pets[i % 3].strip() + f",v{i}\n")
PY
    echo
    echo "| Import | Peak RSS |"
    echo "|:---|---:|"
    for input in lines-1m.txt lines-10m.txt ids-2m.csv; do
        cp fresh.db memory.db
        rss=$( { /usr/bin/time -f '%M' "$VOTECTL" import "$input" --db memory.db >/dev/null; } 2>&1 | tail -1)
        echo "| $input | $rss KB |"
    done
    rm -f lines-10m.txt lines-1m.txt ids-2m.csv memory.db*
fi

# Instruction counts: deterministic, unlike wall time on a shared machine (valgrind is optional).
if command -v valgrind >/dev/null; then
    instructions() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            sed -n 's/.*Collected : *//p'
    }
    cp fresh.db count.db
    cp fresh.db count-peer.db
    echo
    echo "| Command | Instructions |"
    echo "|:---|---:|"
    echo "| \`votectl --version\` | $(instructions "$VOTECTL" --version) |"
    echo "| \`votectl vote Cat\` | $(instructions "$VOTECTL" vote Cat --db count.db) |"
    echo "| \`votectl vote Cat\` (shared libstdc++ and libsqlite3) | $(instructions "$SHARED_VOTECTL" vote Cat --db count.db) |"
    echo "| sqlite3 shell: insert + tally update | $(instructions sqlite3 count-peer.db "$VOTE_SQL") |"
    echo "| \`votectl board --json\` (1M votes) | $(instructions "$VOTECTL" board --json --db board.db) |"
    echo "| \`votectl board\` (1M votes) | $(instructions "$VOTECTL" board --db board.db --width 80) |"
fi
