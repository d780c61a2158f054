#!/usr/bin/env bash
# build.sh DIR [cmake options...] - configure and build bee-simd into DIR
# (Release unless the options say otherwise), quietly unless something fails.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1
shift
log=$(mktemp)
if ! { cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" &&
       cmake --build "$dir" -j "${BEE_JOBS:-$(nproc)}"; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "build.sh: building $dir failed (log above)" >&2
    exit 1
fi
grep -E 'warning:' "$log" >&2 || true
rm -f "$log"
