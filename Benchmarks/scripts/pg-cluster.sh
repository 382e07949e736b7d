# Sourced by the PostgreSQL benchmarks: starts a throwaway cluster in "$BENCH_DIR/pg" (default
# settings, fsync on, a Unix socket only, run as the postgres user when this is root, as initdb
# refuses root), and stops it, with every process whose pid is added to `pids`, on exit.
# Needs PGBIN and BENCH_DIR; sets SOCK, pids, as_pg, pg_start and make_votes_database.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
SOCK="$BENCH_DIR/pg"
mkdir -p "$SOCK"
[ "$(id -u)" = 0 ] && chown postgres "$SOCK"
as_pg "$PGBIN/initdb" -D "$SOCK/data" -A trust -U postgres >/dev/null
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    as_pg "$PGBIN/pg_ctl" -D "$SOCK/data" -m fast -w stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
# Starts the cluster and returns once it takes connections (also again, after a stop), or fails
# after two minutes. pg_ctl starts the server without waiting (`-W`): while `pg_ctl -w` waited, a
# server started after a stop sometimes did not begin until pg_ctl gave up, a minute later;
# pg_isready waits instead.
pg_start() {
    as_pg "$PGBIN/pg_ctl" -D "$SOCK/data" -l "$SOCK/log" -W start \
        -o "-c listen_addresses='' -c unix_socket_directories='$SOCK' -c max_connections=300" >/dev/null
    local deadline=$((SECONDS + 120))
    while ((SECONDS < deadline)); do
        "$PGBIN/pg_isready" -q -t 1 -h "$SOCK" -U postgres && return
        sleep 0.01
    done
    echo "PostgreSQL did not start within 120 s; see $SOCK/log" >&2
    return 1
}
pg_start

# Creates the database `votes` that the benchmarks' votesrv hosts share, and sets URL to it.
make_votes_database() {
    "$PGBIN/createdb" -h "$SOCK" -U postgres votes
    URL="postgres://postgres@/votes?host=$SOCK"
}
