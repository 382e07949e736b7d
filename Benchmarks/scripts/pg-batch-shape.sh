#!/usr/bin/env bash
# What a batch of votes costs PostgreSQL in each shape a host could send it, measured with pgbench
# on PetVote's schema, without votesrv: so the figures are the server's and the round trips', not
# the host's HTTP work.
#   A. today's batch under load: the write as a statement of its own (20 ballots without ids,
#      into a free writer slot, the insert of `insertBallotsInFreeSlot`), then the read of the
#      totals that proves its commit and starts the next batch: two round trips;
#   B. one round trip: a procedure (a trial, made by this script in a schema of its own, never
#      part of PetVote's) doing the same write, `COMMIT`, and the same read, whose answer therefore
#      proves the commit by itself.
# Each shape with 1 client (one host's writer) and 3 (three hosts'), alternating, ROUNDS times
# (default 3), DURATION seconds each (default 4); prints batches per second and mean latency.
#
#   Benchmarks/scripts/pg-batch-shape.sh     # from the package root; needs postgresql, curl
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
needs_postgres
needs curl
needs python3
ROUNDS="${ROUNDS:-3}"
DURATION="${DURATION:-4}"
pg_work_folder batch-shape
release_votesrv
source Benchmarks/scripts/pg-cluster.sh
make_votes_database
# The schema as votesrv makes it: started once, until it answers.
"$VOTESRV" --db "$URL" --host 127.0.0.1 --port 8231 >"$BENCH_DIR/votesrv.log" 2>&1 &
pids+=($!)
for _ in $(seq 300); do curl -sf http://127.0.0.1:8231/readyz >/dev/null && break; sleep 0.1; done
curl -sf http://127.0.0.1:8231/readyz >/dev/null || { echo "votesrv did not start" >&2; exit 1; }
kill "${pids[-1]}"
wait "${pids[-1]}" || true
unset 'pids[-1]'


list() { python3 -c "import sys; print(','.join(sys.argv[1:]))" "$@"; }
pets=$(list $(for i in $(seq 0 19); do echo $((1 + i % 3)); done))
zeros=$(list $(for _ in $(seq 20); do echo 0; done))
ones=$(list $(for _ in $(seq 20); do echo 1; done))
ids=$(list $(for _ in $(seq 20); do echo "''"; done))
# The batch's write as PetVote sends it (`PostgresStatements.insertBallotsInFreeSlot` at 54d963c),
# without the receipts, which ballots without ids do not write.
insert="
WITH claimed AS MATERIALIZED (
    SELECT slot FROM petvote.writer_slot ORDER BY (slot - pg_backend_pid() % 16 + 16) % 16
    LIMIT 1 FOR UPDATE SKIP LOCKED
), ballot AS (
    SELECT * FROM unnest(\$1::bigint[], \$2::bigint[], \$3::bigint[], \$5::text[]) AS b(pet_id, at, count, external_id)
), new_vote AS (
    INSERT INTO petvote.vote (pet_id, at, count, source, external_id)
    SELECT pet_id, at, count, \$4, nullif(external_id, '') FROM ballot ORDER BY external_id
    ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO NOTHING
    RETURNING id, pet_id, at, count, external_id
), pets AS (
    INSERT INTO petvote.tally_slot (pet_id, slot, votes)
    SELECT pet_id, (SELECT slot FROM claimed), sum(count) FROM new_vote GROUP BY pet_id
    ON CONFLICT (pet_id, slot) DO UPDATE SET votes = petvote.tally_slot.votes + excluded.votes
)"
skipped="SELECT external_id FROM ballot WHERE external_id <> ''
    EXCEPT SELECT external_id FROM new_vote WHERE external_id IS NOT NULL"
totals="FROM petvote.pet LEFT JOIN petvote.tally ON tally.pet_id = pet.id"
"$PGBIN/psql" -h "$SOCK" -U postgres -d votes -q -v ON_ERROR_STOP=1 <<SQL
CREATE SCHEMA trial;
CREATE PROCEDURE trial.cast_ballots(bigint[], bigint[], bigint[], text, text[],
    INOUT skipped text[] DEFAULT NULL, INOUT ids bigint[] DEFAULT NULL, INOUT votes bigint[] DEFAULT NULL)
LANGUAGE plpgsql AS \$proc\$
BEGIN
    $insert
    SELECT array_agg(external_id) INTO skipped FROM ($skipped) AS s;
    COMMIT;
    SELECT array_agg(pet.id ORDER BY pet.id), array_agg(coalesce(tally.votes, 0) ORDER BY pet.id)
    INTO ids, votes $totals;
END
\$proc\$;
SQL
arguments="ARRAY[$pets]::bigint[], ARRAY[$zeros]::bigint[], ARRAY[$ones]::bigint[], 'bench', ARRAY[$ids]::text[]"
cd "$BENCH_DIR"
# pgbench's prepared mode binds nothing here: the arrays are the statements' constants.
sed -e "s/\\\$1/ARRAY[$pets]/; s/\\\$2/ARRAY[$zeros]/; s/\\\$3/ARRAY[$ones]/; s/\\\$4/'bench'/; s/\\\$5/ARRAY[$ids]/" \
    <<<"$insert $skipped;" | tr '\n' ' ' >two.sql
echo >>two.sql
echo "SELECT pet.id, coalesce(tally.votes, 0) $totals ORDER BY pet.id;" >>two.sql
echo "CALL trial.cast_ballots($arguments);" >one.sql

run() { # SCRIPT CLIENTS
    "$PGBIN/pgbench" -h "$SOCK" -U postgres -n -M prepared -c "$2" -j "$2" -T "$DURATION" -f "$1" votes 2>&1 \
        | python3 -c '
import re, sys
text = sys.stdin.read()
tps = re.search(r"tps = ([0-9.]+)", text); latency = re.search(r"latency average = ([0-9.]+)", text)
print(f"{float(tps.group(1)):,.0f} batches/s ({latency.group(1)} ms)" if tps else "failed: " + text)'
}
echo "| Round | Two round trips, 1 client | One round trip, 1 client | Two round trips, 3 clients | One round trip, 3 clients |"
echo "|---:|---:|---:|---:|---:|"
for round in $(seq "$ROUNDS"); do
    echo "| $round | $(run two.sql 1) | $(run one.sql 1) | $(run two.sql 3) | $(run one.sql 3) |"
done
stored=$("$PGBIN/psql" -h "$SOCK" -U postgres -At -d votes -c \
    "SELECT (SELECT sum(count) FROM petvote.vote) = (SELECT sum(votes) FROM petvote.tally)")
echo "vote rows and tallies agree: $stored"
