#!/usr/bin/env bash
# process.sh - whole-process timings of `bee-simd solve` with hyperfine: what a
# user waits for per command, dominated by reading the word list and building
# the index, not by the solve itself (see bench_solve for that).
#   bash bench/process.sh [path/to/bee-simd] [word list]
set -euo pipefail
bee=${1:-build/bee-simd}
dict=${2:-../shared/data/enable1.txt}
command -v hyperfine >/dev/null || { echo "process.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
hyperfine -N --warmup 3 --runs 30 \
    "$bee solve --count raegint" \
    "$bee solve --count --dict $dict raegint" \
    "$bee solve --format json --dict $dict raegint nhoytpa lacimnp"
