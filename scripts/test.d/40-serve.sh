#!/usr/bin/env bash
# Stage: `bee-simd serve` over loopback HTTP.  tests/serve/serve.sh (every
# endpoint against the command line's bytes, every error status, idle and
# slow clients, the limits, SIGHUP and SIGTERM) on the optimized build and
# under the sanitizers, a 60 s soak of mixed traffic (tests/serve/soak.py), then the page in headless Chromium (tests/serve/page.sh).
# The builds are those of the earlier stages (same options: no rebuild).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build -DBEE_TESTS=ON
echo "== serve (optimized)"
bash tests/serve/serve.sh ./build/bee-simd
echo "== serve: the reviewed removals over the README's recipe"
bash tests/serve/removals.sh ./build/bee-simd
echo "== serve soak (60 s of mixed traffic and reloads: memory levels off)"
timeout 150 python3 tests/serve/soak.py ./build/bee-simd 8096 60
bash scripts/build.sh build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON -DBEE_TESTS=ON -DBEE_BENCH=OFF
echo "== serve (sanitizers)"
bash tests/serve/serve.sh ./build-asan/bee-simd
echo "== serve page (chromium)"
rc=0
bash tests/serve/page.sh ./build/bee-simd build/page-shots || rc=$?   # shots made, not kept
exit "$rc"   # 77 (no chromium): the stage is counted as skipped
