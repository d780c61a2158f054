#!/usr/bin/env bash
# Stage: WebAssembly (docs/wasm.md).  The C kernel tests on the wasm simd128
# kernel through SIMDe (a native build with only it and the scalar kernel);
# libbee for wasm32-wasi into the JavaScript package's two modules, its
# npm pack tarball (installed offline and asked once) and the static page
# (scripts/build-wasm.sh); the package's node tests (both modules and
# kernels alike; records byte for
# byte as the optimized build's bee-simd prints them, ENABLE's when there;
# error paths); then the page from static files in headless Chromium with no
# server (js/test/page.sh).  Skips only where clang-14, wasm-ld-14,
# llvm-ar-14, wasi-libc, Node or npm is missing (scripts/deps/test.d/47-wasm.txt).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in clang-14 wasm-ld-14 llvm-ar-14 node npm; do
    command -v "$tool" >/dev/null || { echo "SKIP: wasm: $tool is not installed (scripts/deps/test.d/47-wasm.txt)" >&2; exit 77; }
done
[ -f /usr/lib/wasm32-wasi/libc.a ] || { echo "SKIP: wasm: wasi-libc is not installed" >&2; exit 77; }
jobs=${BEE_JOBS:-2}
bash scripts/build.sh build -DBEE_TESTS=ON   # the reference program: a no-op after the optimized stage

echo "== wasm kernel: the C kernel tests through SIMDe"
cmake -S . -B build-wasm-kernel -DBEE_KERNEL_WASM=ON -DBEE_KERNEL_AVX2=OFF -DBEE_KERNEL_AVX512=OFF \
    -DBEE_KERNEL_NEON=OFF -DBEE_TESTS=ON -DBEE_BENCH=OFF -DBEE_WERROR=ON >/dev/null
kernel_tests="test_kernels test_words_kernels test_select_kernels test_bag test_plans test_oneshot test_oneshot_file test_bag_oneshot test_alphabet test_dispatch"
# shellcheck disable=SC2086
cmake --build build-wasm-kernel -j "$jobs" --target $kernel_tests >/dev/null
for t in $kernel_tests; do
    BEE_KERNEL=wasm "./build-wasm-kernel/$t" >"build-wasm-kernel/$t.log" 2>&1 ||
        { cat "build-wasm-kernel/$t.log" >&2; echo "wasm: $t failed on the wasm kernel" >&2; exit 1; }
done
echo "== wasm kernel: $kernel_tests pass"

echo "== wasm32-wasi: the modules, the package, the page (scripts/build-wasm.sh)"
bash scripts/build-wasm.sh build-wasm
echo "== wasm: the tarball installs (npm, offline) and answers as 'bee-simd'"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo '{"type":"module"}' >"$tmp/package.json"
(cd "$tmp" && npm install --offline --no-audit --no-fund --silent "$OLDPWD"/build-wasm/bee-simd-*.tgz)
score=$(cd "$tmp" && node --input-type=module -e 'const { loadBee } = await import("bee-simd");
const index = await (await loadBee()).builtin(); console.log(index.solve("raegint").score);')
[ "$score" = "$(./build/bee-simd solve --format tsv --no-header raegint | cut -f 4)" ] ||
    { echo "wasm: the installed package says $score for raegint" >&2; exit 1; }

echo "== wasm: node --test js/test"
BEE_JS_DIR=$PWD/build-wasm/js BEE_SIMD=$PWD/build/bee-simd node --test js/test/

echo "== wasm: the page offline (chromium)"
bash js/test/page.sh build-wasm/web ./build/bee-simd   # 77 (no chromium): the stage counts as skipped
