#!/usr/bin/env bash
# An import of ballots repeated into the database that holds them, against the same file's first
# import into a new database: with a store of at most 50,000 votes (ImportOptions'
# directBallotLimit) the ballots go straight into `vote` with the id index dropped, and every
# repeated id is found and deleted before the index is built again, so a repeat of the whole file
# is the most of that work an import can have. It should cost about what the first import costs.
#
#   Benchmarks/scripts/reimport.sh                 # needs hyperfine; ROWS (default 50000), RUNS
#   VOTECTL=path/to/votectl Benchmarks/scripts/reimport.sh   # another build (default: the release)
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh

needs hyperfine

VOTECTL="${VOTECTL:-$PWD/$(Scripts/build-release.sh | tail -1)}"
BENCH_DIR="$(mktemp -d /tmp/reimport-bench.XXXXXX)"
trap 'rm -rf "$BENCH_DIR"' EXIT
ROWS="${ROWS:-50000}"
RUNS="${RUNS:-5}"
mkdir -p "$BENCH_DIR"
cd "$BENCH_DIR"
echo "binary: $VOTECTL"
echo "work folder: $BENCH_DIR"

ROWS="$ROWS" python3 - <<'PY'
import os, random, uuid
random.seed(7)
pets = ["Cat", "Goldfish", "Dog"]
with open("ballots.csv", "w") as f:
    f.write("pet,at,id\n")
    for _ in range(int(os.environ["ROWS"])):
        f.write(f"{random.choice(pets)},2026-10-{random.randint(1, 28):02d}T{random.randint(0, 23):02d}:00:00Z,{uuid.uuid4()}\n")
PY
"$VOTECTL" pets list --db fresh.db >/dev/null 2>&1
cp fresh.db held.db
"$VOTECTL" import ballots.csv --db held.db --silent >/dev/null
hyperfine -N --warmup 1 --runs "$RUNS" --export-markdown reimport.md \
    --prepare "sh -c 'cp fresh.db first.db; rm -f first.db-wal first.db-shm'" \
    -n "votectl import: $ROWS ballots into a new database" "$VOTECTL import ballots.csv --db first.db --silent" \
    -n "votectl import: the same $ROWS again (every one a repeat)" "$VOTECTL import ballots.csv --db held.db --silent"
cat reimport.md
