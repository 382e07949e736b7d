#!/usr/bin/env bash
# What a PostgreSQL restart costs votesrv hosts: two hosts on one throwaway cluster, 8 connections
# voting through both throughout (wrk/hosts.lua), and ROUNDS restarts of each kind (`pg_ctl stop -m
# fast`, then `-m immediate`), the database down DOWNTIME seconds (default 2) each time. For every
# restart and host it prints:
#   unready — from the stop command to the host's /readyz answering 503;
#   vote    — from the moment PostgreSQL answers a query again (a fresh psql's `SELECT 1`, polled
#             from its start) to the host's first vote answered 201;
#   ready   — from the same moment to /readyz answering 200;
#   start   — from PostgreSQL's start to its first answered query: the database's own time (crash
#             recovery, and its first connections on a cold cache), in which no host can take votes.
# The hosts are probed every 10 ms, each probe in a thread of its own (probe_restart.py), from the
# start on. The hosts, PostgreSQL and the load share this machine's cores and disk.
#
#   Benchmarks/scripts/pg-restart.sh     # from the package root; needs postgresql, wrk, curl
#
# ROUNDS (default 3) restarts of each kind; MODES="fast" (or "immediate") only those. VOTESRV=path
# runs that votesrv binary instead of building this tree's.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
needs_postgres_load
ROUNDS="${ROUNDS:-3}"
DOWNTIME="${DOWNTIME:-2}"
pg_work_folder pg-restart
prepare_wrk

release_votesrv
echo "work folder: $BENCH_DIR" >&2

source "$ROOT/Benchmarks/scripts/pg-cluster.sh"
make_votes_database
HOSTS=(127.0.0.11 127.0.0.12)
for host in "${HOSTS[@]}"; do
    "$VOTESRV" --db "$URL" --host "$host" --port 8200 >"$BENCH_DIR/votesrv-$host.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 300); do curl -sf "http://$host:8200/readyz" >/dev/null && break; sleep 0.1; done
    curl -sf "http://$host:8200/readyz" >/dev/null || { echo "votesrv on $host did not start" >&2; exit 1; }
done

# The load, for as long as the restarts take (it is stopped on exit); its errors are expected.
HOSTS="${HOSTS[*]}" BALLOT_PREFIX="restart-$RANDOM" wrk -t2 -c8 -d24h --timeout 5s \
    -s "$ROOT/Benchmarks/scripts/wrk/hosts.lua" "http://127.0.0.11:8200/" >/dev/null 2>&1 &
pids+=($!)

probe() { exec python3 "$ROOT/Benchmarks/scripts/probe_restart.py" "$@" "${HOSTS[@]}"; }
# since START LINE: LINE with each "name=T" turned into milliseconds after START ("never" stays;
# a moment before START, which the polling of the database's first answer can report late, is 0).
since() { python3 -c '
import sys
start, fields = sys.argv[1], sys.argv[2].split()
def shown(value):
    if "never" in (value, start):
        return "never"
    return str(max(0, round((float(value) - float(start)) * 1e3)))
print(" ".join([fields[0]] + [key + "=" + shown(value) for key, value in (f.split("=") for f in fields[1:])]))' "$@"; }
results=()
for mode in ${MODES:-fast immediate}; do
    for round in $(seq "$ROUNDS"); do
        sleep 3 # the load settles
        (probe unready >"$BENCH_DIR/unready") &
        probing=$!
        pids+=("$probing")
        sleep 0.2 # the probes' first answers, while the database is up
        stopping=$(date +%s.%N)
        as_pg "$PGBIN/pg_ctl" -D "$SOCK/data" -m "$mode" -w stop >/dev/null
        wait "$probing"
        sleep "$(python3 -c "import time; print(max(0, $stopping + $DOWNTIME - time.time()))")"
        starting=$(date +%s.%N)
        pg_start
        (probe back >"$BENCH_DIR/back") &
        probing=$!
        pids+=("$probing")
        # The database's first answer to a query on a fresh connection, within two minutes.
        returned=never start_ms=never
        deadline=$((SECONDS + 120))
        while ((SECONDS < deadline)); do
            if timeout 10 "$PGBIN/psql" -h "$SOCK" -U postgres -d votes -Atqc "SELECT 1" >/dev/null 2>&1; then
                returned=$(date +%s.%N)
                start_ms=$(python3 -c "print(round(($returned - $starting) * 1e3))")
                break
            fi
            sleep 0.01
        done
        wait "$probing"
        for host in "${HOSTS[@]}"; do
            line="$mode $round $(since "$stopping" "$(grep "^$host " "$BENCH_DIR/unready")")"
            line="$line $(since "$returned" "$(grep "^$host " "$BENCH_DIR/back")" | cut -d' ' -f2-) start=$start_ms"
            echo "$line" >&2
            results+=("$line")
        done
    done
done

printf '%s\n' "${results[@]}" | python3 -c '
import re, statistics, sys
rows = [dict(re.findall(r"(\w+)=(\S+)", line), mode=line.split()[0]) for line in sys.stdin]
print("| Restart | Restarts × hosts | Unready after the stop: median (max) | First vote after the database answers: median (max) | Ready after it answers: median (max) | Start to first answer: median (max) |")
print("|:---|---:|---:|---:|---:|---:|")
for mode in dict.fromkeys(row["mode"] for row in rows):
    chosen = [row for row in rows if row["mode"] == mode]
    cells = []
    for key in ("unready", "vote", "ready", "start"):
        values = [float(row[key]) for row in chosen if row[key] != "never"]
        missing = len(chosen) - len(values)
        cell = f"{statistics.median(values):.0f} ms ({max(values):.0f} ms)" if values else "never"
        cells.append(cell + (f", {missing} never" if missing and values else ""))
    print(f"| `-m {mode}` | {len(chosen)} | " + " | ".join(cells) + " |")
'
