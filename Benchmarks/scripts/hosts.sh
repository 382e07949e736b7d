#!/usr/bin/env bash
# Votes per second from one votesrv host against three on the same PostgreSQL, side by side in one
# run, with pgbench's one-row INSERT as the machine's ceiling for durable commits:
#   1. one votesrv, 48 connections;
#   2. three votesrv processes at once, 16 connections each;
#   in both, one wrk process of 3 threads and 48 connections (wrk/hosts.lua): a thread's 16
#   connections go to one host, and every thread votes Cat, Dog and Goldfish 3:2:1, so the load
#   generator is the same and only the servers differ;
#   3. a control: three more votesrv processes, each on a database of its own, 16 connections
#      each: what three processes cost one another on this machine's two cores with nothing
#      shared in PostgreSQL (no slots, no announcements, no rereads), the ceiling of 2.;
#   4. pgbench, one-row INSERT per transaction, 48 clients;
#   5. a vote on one host reaching 100 event-stream subscribers on another (sse_fanout.py, 50 votes
#      250 ms apart), with PostgreSQL's default commits and with every commit delayed 100 ms
#      (commit_delay, as on a slow disk), timed from the vote's POST and from its answer.
# The first round of 1. and of 2. also print the CPU per vote of PostgreSQL and of votesrv, how busy
# the cores were, and PostgreSQL's transactions per commit.
# Each votesrv listens on its own loopback address (127.0.0.11–13), as hosts behind a load
# balancer would; all share this machine's two cores with PostgreSQL and the load generator, so the
# ratio 3 hosts / 1 host measures what the hosts cost one another (locks, commits), not more CPU.
#
#   Benchmarks/scripts/hosts.sh     # from the package root; needs postgresql, wrk, pgbench
#
# DURATION (default 10s) is each run's length; ROUNDS (default 3) alternates 1. and 2. that many
# times and reports each round and the medians. VOTESRV=path runs that votesrv binary instead of
# building this tree's (e.g. an earlier revision's, to compare two builds in back-to-back runs).
# BALLOT_IDS=1 sends every vote as a ballot with an id of its own (an Idempotency-Key) instead
# (hosts.lua reads it).
# COMMIT_DELAY=µs starts every votesrv with --commit-delay µs.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/scripts/needs.sh
ROOT="$PWD"
needs_postgres_load
DURATION="${DURATION:-10s}"
ROUNDS="${ROUNDS:-3}"
pg_work_folder hosts-bench
prepare_wrk

release_votesrv
echo "work folder: $BENCH_DIR" >&2

# The throwaway cluster, stopped on exit.
source "$ROOT/Benchmarks/scripts/pg-cluster.sh"
make_votes_database
cd "$BENCH_DIR"

servers=()
start_votesrv() { # HOST [URL]
    "$VOTESRV" --db "${2:-$URL}" --host "$1" --port 8200 ${COMMIT_DELAY:+--commit-delay "$COMMIT_DELAY"} \
        >"$BENCH_DIR/votesrv-$1.log" 2>&1 &
    pids+=($!)
    servers+=($!)
    for _ in $(seq 300); do curl -sf "http://$1:8200/readyz" >/dev/null && return; sleep 0.1; done
    echo "votesrv on $1 did not start" >&2; exit 1
}
# wrk_hosts "HOST …": wrk's 3 threads and 48 connections spread over the hosts; prints the rate
# of votes answered 2xx and the p99 in ms.
wrk_hosts() {
    HOSTS="$1" BALLOT_PREFIX="run-$RANDOM$RANDOM" wrk -t3 -c48 -d"$DURATION" --timeout 10s \
        -s "$ROOT/Benchmarks/scripts/wrk/hosts.lua" "http://127.0.0.11:8200/" | grep '^RESULT' | python3 -c '
import re, sys
fields = dict(re.findall(r"(\w+)=([^ ]+)", sys.stdin.read()))
rate = (int(fields["requests"]) - int(fields["non2xx"])) / (int(fields["duration_us"]) / 1e6)
p99 = float(fields["p99_ms"])
print(f"{rate:.0f} {p99}")'
}

# CPU seconds (user + system) used so far by the processes given by pid (their threads
# included). Only this run's: other work on the machine may run its own votesrv or PostgreSQL.
cpu_of() {
    local ticks=0 pid
    for pid in "$@"; do
        read -r -a fields <"/proc/$pid/stat" 2>/dev/null || continue
        ticks=$((ticks + fields[13] + fields[14]))
    done
    python3 -c "print($ticks / $(getconf CLK_TCK))"
}
# This run's PostgreSQL: the postmaster and its children (the sessions, the background workers).
postgres_pids() {
    local postmaster
    postmaster=$(head -1 "$SOCK/data/postmaster.pid")
    echo "$postmaster" $(pgrep -P "$postmaster")
}

# The machine's busy and idle CPU time so far, in ticks: "busy idle".
machine_ticks() { awk '/^cpu / {print $2 + $3 + $4 + $7 + $8, $5 + $6}' /proc/stat; }
# Prints, for round 1 of LABEL: PostgreSQL's and votesrv's CPU per vote, and how busy the cores
# were (a figure well below 100 % means the servers waited, not the CPU).
# cpu_report LABEL RATE PG_BEFORE SRV_BEFORE TICKS_BEFORE
cpu_report() {
    read -r busy_before idle_before <<<"$5"
    read -r busy_after idle_after <<<"$(machine_ticks)"
    python3 -c "
votes = $2 * ${DURATION%s}
busy = ($busy_after - $busy_before) / max(1, $busy_after - $busy_before + $idle_after - $idle_before)
machine = ($busy_after - $busy_before) / $(getconf CLK_TCK) / votes * 1e6
print(f'CPU per vote, $1, round 1: PostgreSQL {($(cpu_of $(postgres_pids)) - $3) / votes * 1e6:.0f} µs, '
      f'votesrv {($(cpu_of "${servers[@]}") - $4) / votes * 1e6:.0f} µs, the whole machine {machine:.0f} µs '
      f'(wrk and the kernel included); cores busy {busy:.0%}')" >&2
}

# PostgreSQL's transactions committed so far in the votes database, and a host's commits so far.
transactions() {
    "$PGBIN/psql" -h "$SOCK" -U postgres -At -d votes \
        -c "SELECT xact_commit FROM pg_stat_database WHERE datname = 'votes'"
}
host_commits() {
    curl -sf "http://$1:8200/metrics" | awk '/^petvote_commit_batch_ballots_count / {print $2}'
}
# The three hosts' commits so far, together.
all_host_commits() {
    echo $(($(host_commits 127.0.0.11) + $(host_commits 127.0.0.12) + $(host_commits 127.0.0.13)))
}

start_votesrv 127.0.0.11
start_votesrv 127.0.0.12
start_votesrv 127.0.0.13
# The control's hosts are kept out of `servers`, whose CPU the measured rounds report.
shared_servers=("${servers[@]}")
for control in 4 5 6; do
    "$PGBIN/createdb" -h "$SOCK" -U postgres "votes$control"
    start_votesrv "127.0.0.1$control" "postgres://postgres@/votes$control?host=$SOCK"
done
servers=("${shared_servers[@]}")
one=(); three=(); alone=()
for round in $(seq "$ROUNDS"); do
    if ((round % 2 == 0)); then alone+=("$(wrk_hosts "127.0.0.14 127.0.0.15 127.0.0.16")"); fi
    pg_before=$(cpu_of $(postgres_pids)); srv_before=$(cpu_of "${servers[@]}"); ticks_before=$(machine_ticks)
    xacts_before=$(transactions); commits_before=$(host_commits 127.0.0.11)
    r=$(wrk_hosts 127.0.0.11)
    one+=("$r")
    if [ "$round" = 1 ]; then
        cpu_report "one host" "$(cut -d' ' -f1 <<<"$r")" "$pg_before" "$srv_before" "$ticks_before"
        # Every statement a batch runs outside a transaction block is a transaction of its own.
        python3 -c "print(f'PostgreSQL transactions per commit, one host, round 1: \
{($(transactions) - $xacts_before) / max(1, $(host_commits 127.0.0.11) - $commits_before):.2f}')" >&2
    fi
    pg_before=$(cpu_of $(postgres_pids)); srv_before=$(cpu_of "${servers[@]}"); ticks_before=$(machine_ticks)
    xacts_before=$(transactions); commits_before=$(all_host_commits)
    three+=("$(wrk_hosts "127.0.0.11 127.0.0.12 127.0.0.13")")
    if [ "$round" = 1 ]; then
        cpu_report "three hosts" "$(cut -d' ' -f1 <<<"${three[-1]}")" "$pg_before" "$srv_before" "$ticks_before"
        python3 -c "print(f'PostgreSQL transactions per commit, three hosts, round 1: \
{($(transactions) - $xacts_before) / max(1, $(all_host_commits) - $commits_before):.2f}')" >&2
    fi
    # The control runs after the others in odd rounds, before them in even ones.
    if ((round % 2 == 1)); then alone+=("$(wrk_hosts "127.0.0.14 127.0.0.15 127.0.0.16")"); fi
    echo "round $round: one host ${one[-1]}, three hosts ${three[-1]}," \
        "three on databases of their own ${alone[-1]} (votes/s, p99 ms)" >&2
done
# Each host's mean group commit over all rounds (the control's too): ballots per commit, and the time
# from the batch's first statement to its COMMIT's answer (the model in BENCHMARKS.md is built from these).
for host in 127.0.0.11 127.0.0.12 127.0.0.13 127.0.0.14 127.0.0.15 127.0.0.16; do
    curl -sf "http://$host:8200/metrics" | HOST="$host" python3 -c '
import os, re, sys
text = sys.stdin.read()
def value(name):
    match = re.search("^" + name + " ([0-9.e+-]+)$", text, re.M)
    return float(match.group(1)) if match else 0.0
commits = value("petvote_commit_batch_ballots_count")
ballots = value("petvote_commit_batch_ballots_sum")
seconds = value("petvote_commit_duration_seconds_sum")
if commits:
    print("%s: %d commits, %.1f ballots each, %.2f ms each" % (os.environ["HOST"], commits, ballots / commits, seconds / commits * 1000))
' >&2
done
stored=$(curl -sf http://127.0.0.11:8200/v1/board | python3 -c 'import json,sys; print(json.load(sys.stdin)["totalVotes"])')
counted=$("$PGBIN/psql" -h "$SOCK" -U postgres -At -d votes -c 'SELECT sum(count) FROM petvote.vote')
"$PGBIN/psql" -h "$SOCK" -U postgres -q -d votes -c 'CREATE TABLE bench_vote (id bigserial PRIMARY KEY, pet_id bigint, at bigint)'
echo 'INSERT INTO bench_vote (pet_id, at) VALUES (1, 0);' >insert.sql
ticks_before=$(machine_ticks)
pg=$("$PGBIN/pgbench" -h "$SOCK" -U postgres -n -c 48 -j 2 -T "${DURATION%s}" -f insert.sql votes 2>&1 | grep -E '^tps' | sed -E 's/tps = ([0-9.]+).*/\1/')
# What one of pgbench's transactions costs the machine, its client included, as a vote is counted
# above: when both keep the cores busy, their rates go as the inverse of these costs.
read -r busy_before idle_before <<<"$ticks_before"
read -r busy_after idle_after <<<"$(machine_ticks)"
python3 -c "
busy = ($busy_after - $busy_before) / max(1, $busy_after - $busy_before + $idle_after - $idle_before)
print(f'CPU per pgbench transaction, the whole machine: \
{($busy_after - $busy_before) / $(getconf CLK_TCK) / ($pg * ${DURATION%s}) * 1e6:.0f} µs; cores busy {busy:.0%}')" >&2

echo
echo "| Round | 1 host, 48 connections (votes/s, p99 ms) | 3 hosts, 16 connections each (votes/s, p99 ms) |" \
    "3 hosts / 1 host | Control: 3 hosts, own databases (votes/s, p99 ms) | Control / 1 host |"
echo "|---:|---:|---:|---:|---:|---:|"
for i in "${!one[@]}"; do
    read -r o op <<<"${one[$i]}"; read -r t tp <<<"${three[$i]}"; read -r a ap <<<"${alone[$i]}"
    echo "| $((i + 1)) | $o ($op) | $t ($tp) | $(python3 -c "print(f'{$t / $o:.2f}×')") | $a ($ap) |" \
        "$(python3 -c "print(f'{$a / $o:.2f}×')") |"
done
python3 - "${one[@]/%/;}" "${three[@]/%/;}" "${alone[@]/%/;}" "${pg%.*}" <<'PY'
import statistics, sys
args = " ".join(sys.argv[1:-1]).split(";")
rates = [float(a.split()[0]) for a in args if a.strip()]
third = len(rates) // 3
one, three, alone = (statistics.median(rates[i * third:(i + 1) * third]) for i in range(3))
pg = float(sys.argv[-1])
print(f"| median | {one:.0f} | {three:.0f} | {three / one:.2f}× | {alone:.0f} | {alone / one:.2f}× |")
print(f"\npgbench one-row INSERT, 48 clients: {pg:.0f}/s; one host / pgbench: {one / pg:.2f}×")
PY
echo "(the board after the runs: $stored votes; the vote rows hold $counted)"

fanout() { HOST=127.0.0.12 python3 "$ROOT/Benchmarks/scripts/sse_fanout.py" 8200 100 50 250 127.0.0.11:8200 | grep '^RESULT'; }
echo
echo "Cross-host events (vote on 127.0.0.11, 100 subscribers on 127.0.0.12):"
echo "  default commits: $(fanout)"
"$PGBIN/psql" -h "$SOCK" -U postgres -q -d votes -c 'ALTER SYSTEM SET commit_delay = 100000' \
    -c 'ALTER SYSTEM SET commit_siblings = 0' -c 'SELECT pg_reload_conf()' >/dev/null
echo "  commits delayed 100 ms: $(fanout)"
