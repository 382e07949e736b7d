# Sourced by the benchmark scripts, from the package root.

# Stops the script when TOOL is missing, saying which Debian package brings it (PACKAGE, else TOOL).
needs() { # TOOL [PACKAGE]
    command -v "$1" >/dev/null || { echo "needs $1 (apt-get install -y ${2:-$1})" >&2; exit 1; }
}

# Raises the open-file limit to N, or as far as the hard limit allows: each connection a load
# generator or server holds is a descriptor.
raise_open_files() { # N
    ulimit -n "$1" 2>/dev/null || ulimit -n "$(ulimit -Hn)"
}

# Sets PGBIN to the newest installed PostgreSQL's programs, or stops the script saying how to get
# them (Debian's postgresql package brings the server, initdb and pgbench together).
needs_postgres() {
    PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
    [ -x "$PGBIN/initdb" ] && [ -x "$PGBIN/pgbench" ] \
        || { echo "needs PostgreSQL's server and pgbench (apt-get install -y postgresql)" >&2; exit 1; }
}

# PostgreSQL's binaries (needs_postgres) and what drives load at votesrv hosts: wrk, python3, curl.
needs_postgres_load() {
    needs_postgres
    for tool in wrk python3 curl; do
        needs "$tool"
    done
}

# Waits until URL answers (at most 10 s), stopping the script if the server PID exits first (its
# log is in BENCH_DIR).
wait_for() { # URL PID
    for _ in $(seq 100); do
        curl -sf "$1" >/dev/null && return 0
        kill -0 "$2" 2>/dev/null || { echo "server exited; see $BENCH_DIR" >&2; exit 1; }
        sleep 0.1
    done
    echo "no answer from $1 within 10 s" >&2
    exit 1
}

# Points wrk at the shared report script and raises the open-file limit for its connections.
prepare_wrk() {
    export WRK_REPORT="$PWD/Benchmarks/scripts/wrk/report.lua"
    raise_open_files 65536
}

# Sets BENCH_DIR (unless given) to a fresh folder named after NAME that the throwaway cluster's
# postgres user can enter (pg-cluster.sh keeps its data and socket there).
pg_work_folder() { # NAME
    BENCH_DIR="${BENCH_DIR:-$(mktemp -d "/tmp/$1.XXXXXX")}"
    mkdir -p "$BENCH_DIR"
    chmod 755 "$BENCH_DIR"
}

# Sets VOTESRV to a release build of this tree's votesrv, unless it names a binary already (an
# earlier revision's, say). Built beside votectl's release build (Scripts/build-release.sh), with
# its flags, so the scripts share one build.
release_votesrv() {
    [[ -n ${VOTESRV:-} ]] && return
    echo "building votesrv (release)…" >&2
    swift build -c release --product votesrv --scratch-path .build-release -Xswiftc -static-executable \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
        >"$BENCH_DIR/build.log" 2>&1 || { cat "$BENCH_DIR/build.log" >&2; exit 1; }
    VOTESRV="$PWD/.build-release/release/votesrv"
}
