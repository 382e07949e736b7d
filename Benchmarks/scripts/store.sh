#!/usr/bin/env bash
# VoteStore figures: bulk import through the store vs a plain C loop, side by side,
# and standings latency with 1k and 1M votes stored. Prints the markdown table for BENCHMARKS.md.
#   usage: Benchmarks/scripts/store.sh [VOTES] [TRIALS]     (defaults: 1000000 5)
set -euo pipefail
cd "$(dirname "$0")/.."

votes=${1:-1000000}
trials=${2:-5}

swift build -c release --product StoreBenchmarks
bin=$(swift build -c release --show-bin-path)
mkdir -p .build/c
cc -O2 -o .build/c/bulk_insert c/bulk_insert.c $(pkg-config --cflags --libs sqlite3)

"$bin/StoreBenchmarks" --votes "$votes" --trials "$trials" --c-peer .build/c/bulk_insert
