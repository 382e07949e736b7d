#!/usr/bin/env bash
# Imports of 1,000,000 distinct ballots, votectl side by side with the sqlite3 shell
# doing the same work on the same file, in one hyperfine run each:
#   1. `pet,at,id`, times in random order, every id unique (an export of a form or a queue):
#      the shell's `.import` into a table, `CREATE UNIQUE INDEX` on id, and the tally by GROUP BY;
#   2. `pet,at`, times in order: `.import` and the GROUP BY;
#   3. `pet,id`: `.import`, the unique index and the GROUP BY;
#   4. the first file imported again into the database that holds it (every row a duplicate), and
#      into a database holding 1 M other votes (past ImportSession.directBallotLimit, so the
#      ballots are held and written sorted by id instead of going straight in);
#   5. for contrast, 1 M bare pet names (`pet` only): mergeable rows, which votectl writes as a
#      few count-weighted vote rows, against `.import` and the GROUP BY;
# then each import's peak resident memory, and, for scale, a file of ten times as many ballots.
#
#   Benchmarks/scripts/import.sh        # from the package root; needs hyperfine and sqlite3
#
# Times the votectl that Scripts/build-release.sh builds for installing. None of these rows can
# be merged: each is one vote row, as a real export's ballots are. Work files go to $BENCH_DIR
# (default: a fresh folder under /tmp, on disk, so commits pay for their fsync).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh

needs hyperfine
needs sqlite3

VOTECTL="$PWD/$(Scripts/build-release.sh | tail -1)"
BENCH_DIR="${BENCH_DIR:-$(mktemp -d /tmp/import-bench.XXXXXX)}"
RUNS="${RUNS:-5}"
mkdir -p "$BENCH_DIR"
cd "$BENCH_DIR"
echo "binary: $VOTECTL"
echo "work folder: $BENCH_DIR"

# The files: 1 M ballots over 30 days for the three seed pets, ids as an export would have them
# (random UUIDs, so in no order).
python3 - <<'PY'
import random, uuid
random.seed(12)
pets = ["Cat", "Goldfish", "Dog"]
start = 1_790_000_000  # 2026-09-21
n = 1_000_000
times = [start + random.random() * 30 * 86400 for _ in range(n)]
def iso(t):
    whole = int(t)
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)) + ".%03dZ" % int((t - whole) * 1000)
rows = [(random.choice(pets), iso(t), str(uuid.UUID(int=random.getrandbits(128), version=4))) for t in times]
with open("ballots-random.csv", "w") as f:
    f.write("pet,at,id\n")
    f.writelines(f"{p},{a},{i}\n" for p, a, i in rows)
with open("ballots-ordered.csv", "w") as f:
    f.write("pet,at\n")
    f.writelines(f"{p},{a}\n" for p, a, _ in sorted(rows, key=lambda r: r[1]))
with open("ballots-ids.csv", "w") as f:
    f.write("pet,id\n")
    f.writelines(f"{p},{i}\n" for p, _, i in rows)
with open("names.csv", "w") as f:
    f.write("pet\n")
    f.writelines(f"{p}\n" for p, _, _ in rows)
PY

# A fresh database made by votectl; the shell's work goes to a file of its own in the same
# folder, with the store's WAL journal and synchronous setting.
rm -f fresh.db*
"$VOTECTL" pets list --db fresh.db >/dev/null
shell() { # FILE EXTRA-SQL
    echo "sqlite3 -cmd 'PRAGMA journal_mode=WAL' -cmd 'PRAGMA synchronous=FULL' shell.db '.import --csv $1 raw' $2 'SELECT pet, count(*) FROM raw GROUP BY pet'"
}
UNIQUE="'CREATE UNIQUE INDEX raw_id ON raw (id)'"
PREPARE="sh -c 'cp fresh.db import.db; rm -f import.db-wal shell.db*'"

hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown random.md --prepare "$PREPARE" \
    -n 'votectl import: pet,at,id (times in random order)' "$VOTECTL import ballots-random.csv --db import.db --silent" \
    -n 'sqlite3 shell: .import + unique index on id + GROUP BY' "$(shell ballots-random.csv "$UNIQUE")"
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown ordered.md --prepare "$PREPARE" \
    -n 'votectl import: pet,at (times in order)' "$VOTECTL import ballots-ordered.csv --db import.db --silent" \
    -n 'sqlite3 shell: .import + GROUP BY' "$(shell ballots-ordered.csv "")"
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown ids.md --prepare "$PREPARE" \
    -n 'votectl import: pet,id' "$VOTECTL import ballots-ids.csv --db import.db --silent" \
    -n 'sqlite3 shell: .import + unique index on id + GROUP BY' "$(shell ballots-ids.csv "$UNIQUE")"
cp fresh.db again.db
"$VOTECTL" import ballots-random.csv --db again.db --silent >/dev/null
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown again.md \
    -n 'votectl import: pet,at,id again (1 M duplicates)' "$VOTECTL import ballots-random.csv --db again.db --silent"
cp fresh.db held.db
"$VOTECTL" import ballots-ordered.csv --db held.db --silent >/dev/null
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown held.md \
    --prepare "sh -c 'cp held.db import.db; rm -f import.db-wal'" \
    -n 'votectl import: pet,at,id into a store holding 1 M other votes' \
    "$VOTECTL import ballots-random.csv --db import.db --silent"
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown names.md --prepare "$PREPARE" \
    -n 'votectl import: pet (bare names, mergeable)' "$VOTECTL import names.csv --db import.db --silent" \
    -n 'sqlite3 shell: .import + GROUP BY' "$(shell names.csv "")"
cat random.md ordered.md ids.md again.md held.md names.md

if [ -x /usr/bin/time ]; then
    # Ten times the ballots: memory must not grow with the file.
    python3 - <<'PY'
with open("ballots-random.csv") as source, open("ballots-10m.csv", "w") as f:
    lines = source.readlines()
    f.write(lines[0])
    for copy in range(10):
        f.writelines(line.rstrip("\n")[:-4] + f"{copy:04d}\n" for line in lines[1:])
PY
    echo
    echo "| Import | Rows | Peak RSS |"
    echo "|:---|---:|---:|"
    for input in ballots-random.csv ballots-ordered.csv ballots-ids.csv ballots-10m.csv; do
        cp fresh.db memory.db
        rss=$( { /usr/bin/time -f '%M' "$VOTECTL" import "$input" --db memory.db --silent >/dev/null; } 2>&1 | tail -1)
        echo "| $input | $(($(wc -l <"$input") - 1)) | $((rss / 1024)) MiB |"
    done
    rm -f ballots-10m.csv memory.db*
fi
