#!/usr/bin/env bash
# Builds votectl for installing: optimised, as one fully static executable (the Swift runtime,
# Foundation, libstdc++ and SQLite linked in), at .build-release/release/votectl.
#
#   Scripts/build-release.sh              # build, then print the executable's path
#   Scripts/build-release.sh ~/.local/bin # build, then install it there as votectl, stripped
#                                         # (symbols and debug information in .build-release/release/votectl.debug)
#
# It prints only that last line: the build's output goes to .build-release/build-release.log,
# which is shown when the build fails.
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
# warnings stay in the build's log.
#
# -disable-concrete-type-metadata-mangled-name-accessors (a frontend option): the compiler then
# fetches the metadata of concrete generic types, such as a board's nested view types, through
# accessor functions that are handed their protocol conformances, instead of demangling the type's
# name at run time and scanning the binary's 5,800 conformance records to check its requirements.
# `votectl board` drops from 17.4 M to 7.7 M instructions, `--version` from 7.9 M to 6.3 M; the
# binary grows by about 60 KB.
#
# Size: the build is 147 MB, half of it symbols and debug information; the installed copy, stripped
# of them, is 73 MB (most of it the Swift runtime, Foundation and its ICU data, linked in).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build-release
log=".build-release/build-release.log"

# The build's output goes to the log, shown only when the build fails.
if ! swift build -c release --product votectl --scratch-path .build-release \
    -Xswiftc -static-executable \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors >"$log" 2>&1; then
    cat "$log" >&2
    echo "the build failed; its output is above and in $log" >&2
    exit 1
fi

built=".build-release/release/votectl"
if [ $# -ge 1 ]; then
    # The installed executable carries no symbols or debug information (half its size): they are
    # split off into votectl.debug beside the build, which the installed file names (a GNU debug
    # link; copy it beside the executable, or into gdb's debug-file-directory, to debug it).
    objcopy --only-keep-debug "$built" "$built.debug"
    objcopy --strip-all --add-gnu-debuglink="$built.debug" "$built" "$built.stripped"
    install -d "$1"
    install -m 0755 "$built.stripped" "$1/votectl"
    echo "installed $1/votectl ($(du -h "$1/votectl" | cut -f1); its debug information is in $built.debug)"
else
    echo "$built"
fi
