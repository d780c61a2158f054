#!/usr/bin/env bash
# serve_soak.sh - `bee-simd serve`'s memory over a long run of mixed traffic
# (tests/serve/soak.py: GET solve, hints and bag, POST batches, /v1/all,
# a SIGHUP reload every 3 s), its RSS sampled every 0.5 s.  CI runs the same
# script for 60 s; this is the long run whose figures bench/README.md gives.
# Usage: bash bench/serve_soak.sh [BEE-SIMD] [SECONDS] [PORT]
#        (default: build/bee-simd, 600 s, port 8097)
set -euo pipefail
here=$(dirname "$0")
bee=${1:-build/bee-simd} seconds=${2:-600} port=${3:-8097}
exec python3 "$here/../tests/serve/soak.py" "$bee" "$port" "$seconds"
