#!/usr/bin/env bash
# Builds votectl for installing: optimised, as one fully static executable (the Swift runtime,
# Foundation, libstdc++ and SQLite linked in), at .build-release/release/votectl.
#
#   Scripts/build-release.sh              # build, then print the executable's path
#   Scripts/build-release.sh ~/.local/bin # build, then install it there as votectl
#
# Needs what `swift build` needs plus the static libraries of libsqlite3-dev (libsqlite3.a) and
# of libstdc++ (installed with the toolchain's C++ support).
#
# Every votectl command is short, so process start-up and the runtime's first-use work are most
# of its cost; the two settings below are what BENCHMARKS.md measured them to be worth.
#
# -static-executable: linked against the shared libstdc++ and libsqlite3, the dynamic loader binds
# about 3,500 symbols and relocates 77,000 pointers before `main` (4 M of a vote's 5.6 M
# instructions, and 300 page faults); fully static, the whole vote takes 1.2 M instructions and
# outruns the sqlite3 shell. The price: the executable is not position-independent, so its own
# image is not randomised (the stack, heap and mappings still are; static-pie does not link with
# this toolchain). glibc warns at link time that Foundation's user and group lookups and dlopen
# need its shared libraries at run time; votectl never calls them (it reads HOME itself), so those
# warnings are counted, not shown.
#
# -disable-concrete-type-metadata-mangled-name-accessors (a frontend option): the compiler then
# fetches the metadata of concrete generic types, such as a board's nested view types, through
# accessor functions that are handed their protocol conformances, instead of demangling the type's
# name at run time and scanning the binary's 5,800 conformance records to check its requirements.
# `votectl board` drops from 17.4 M to 7.7 M instructions, `--version` from 7.9 M to 6.3 M; the
# binary grows by about 60 KB (of 81 MB).
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

if ! swift build -c release --product votectl --scratch-path .build-release \
    -Xswiftc -static-executable \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
static_link_notes='in statically linked applications requires at runtime|the use of `mktemp'"'"' is dangerous'
grep -Ev "$static_link_notes" "$log" || true
echo "($(grep -Ec "$static_link_notes" "$log") glibc static-linking notes on Foundation's NSS and dlopen calls omitted)"

binary=".build-release/release/votectl"
if [ $# -ge 1 ]; then
    install -d "$1"
    install -m 0755 "$binary" "$1/votectl"
    echo "installed $1/votectl"
else
    echo "$binary"
fi
