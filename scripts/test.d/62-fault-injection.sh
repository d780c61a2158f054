#!/usr/bin/env bash
# Stage: every allocation of a solve, an index load and save and the puzzle
# stream failed in turn (bee-simd-faulty from build-clang, with ASan's leak
# check): a clean "out of memory" or the normal result, never a crash or a
# leak.  tests/fault/every_allocation.sh (BEE_FAULT_ALL=1 adds the bag
# stream and `all`).  Then tests/fault/threads.sh: the same over multi-chunk
# runs on 1, 2 and 4 threads (--stdin, bag --stdin, all), mappings and
# thread starts included, sampled, each run under a timeout that counts a
# hang as a failure (about 1 minute on 2 cores); and tests/fault/serve_batches.sh:
# serve's batches (POST /v1/solve, /v1/bag) with each acquisition failing in turn,
# the answer never a silent cut, the server answering after (about 4 minutes).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
bash tests/fault/every_allocation.sh build-clang/bee-simd-faulty
bash tests/fault/threads.sh build-clang/bee-simd-faulty
bash tests/fault/serve_batches.sh build-clang/bee-simd-faulty
