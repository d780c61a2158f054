#!/usr/bin/env bash
# Build libbee for WebAssembly (wasm32-wasi, cmake/wasm32-wasi.cmake) into
# the JavaScript package's two modules, then the package and the page:
#   OUT/js/             the package's files (js/src, the modules, the list):
#     bee-simd.wasm       with the simd128 kernel
#     bee-scalar.wasm     the scalar kernel alone (engines without SIMD)
#     bee-words.bee       the built-in word list's index image
#   OUT/bee-simd-V.tgz  the package (`npm pack` of OUT/js)
#   OUT/web/            the game page as static files, no server (docs/wasm.md)
# Usage: scripts/build-wasm.sh [OUT]   (default build-wasm)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-wasm}
jobs=${BEE_JOBS:-2}
mkdir -p "$out"   # each module's log goes there first
for kernel in simd scalar; do
    simd=OFF
    [ "$kernel" = simd ] && simd=ON
    log=$out/$kernel.log
    { cmake -S . -B "$out/$kernel" -DCMAKE_TOOLCHAIN_FILE=cmake/wasm32-wasi.cmake \
        -DCMAKE_BUILD_TYPE=Release -DBEE_KERNEL_WASM=$simd -DBEE_KERNEL_NEON=OFF -DBEE_TESTS=OFF \
        -DBEE_BENCH=OFF -DBEE_WERROR=ON &&
        cmake --build "$out/$kernel" -j "$jobs" --target bee-$kernel bee_default_image; } >"$log" 2>&1 ||
        { tail -n 40 "$log" >&2; echo "build-wasm: the $kernel module failed (log: $log)" >&2; exit 1; }
done
rm -rf "$out/js" "$out/web"
mkdir -p "$out/js" "$out/web"
cp "$out/simd/bee-simd.wasm" "$out/scalar/bee-scalar.wasm" "$out/js/"
cp "$out/simd/default-index.bee" "$out/js/bee-words.bee"
cp js/src/* js/README.md "$out/js/"
version=$(sed -n 's/^#define BEE_VERSION_\(MAJOR\|MINOR\|PATCH\) *\([0-9]*\).*/\2/p' include/bee.h | paste -sd.)
sed "s/\"version\": \"[^\"]*\"/\"version\": \"$version\"/" js/package.json >"$out/js/package.json"
(cd "$out" && npm pack --silent ./js >/dev/null)
# The page: the server's own page, its one fetch answered by the router
# (web/offline.js) from the package's files beside it
cp "$out/js"/bee.mjs "$out/js"/router.mjs "$out/js"/*.wasm "$out/js"/bee-words.bee js/web/offline.js "$out/web/"
# (the list and the modules asked for as the page starts: they are most of its load)
sed '0,/<script>/s|<script>|<link rel="preload" href="bee-words.bee" as="fetch" crossorigin>\
<link rel="modulepreload" href="bee.mjs"><link rel="modulepreload" href="router.mjs">\
<script src="offline.js"></script>\n<script>|' src/serve/serve_page.html >"$out/web/index.html"
echo "== wasm modules: $(cd "$out/js" && wc -c bee-simd.wasm bee-scalar.wasm | head -2 | tr '\n' ' ')"
