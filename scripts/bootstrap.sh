#!/usr/bin/env bash
# bootstrap.sh - set up, build and run bee-simd on a fresh Debian machine.
#
#   bash scripts/bootstrap.sh        install what is missing, build, solve a puzzle
#   bash scripts/bootstrap.sh test   the same, then every test: the optimized build,
#                                    AddressSanitizer + UBSan once per kernel this CPU
#                                    runs, and an AArch64 cross-build under qemu-user
set -euo pipefail
mode=${1:-run}
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

run_packages=(cmake make gcc libc6-dev libsimde-dev wamerican)
test_packages=(libcmocka-dev gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
               libcmocka-dev:arm64 libc6:arm64 parallel jq libxml2-utils)

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

install_missing() {
    local missing=() p native
    native=$(dpkg --print-architecture)
    for p in "$@"; do   # name:native too: a name installed for two architectures is ambiguous
        dpkg -s "$p" >/dev/null 2>&1 || dpkg -s "$p:$native" >/dev/null 2>&1 || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "== installing: ${missing[*]}"
    if [[ " ${missing[*]} " == *":arm64 "* ]] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
        as_root dpkg --add-architecture arm64
    fi
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {   # build DIR [cmake options...]
    local dir=$1
    shift
    cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$dir" -j "$jobs"
}

case "$mode" in
run)
    install_missing "${run_packages[@]}"
    build build -DBEE_TESTS=OFF
    ./build/bee-simd info --kernels | sed 's/^/== kernel runnable: /'
    ./build/bee-simd solve raegint
    ;;
test)
    install_missing "${run_packages[@]}" "${test_packages[@]}"
    echo "== optimized build"
    build build
    ./build/bee-simd solve --count raegint
    (cd build && ctest --output-on-failure --timeout 900 -j "$jobs")

    echo "== AddressSanitizer + UndefinedBehaviorSanitizer, once per kernel"
    build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON -DBEE_BENCH=OFF
    kernels=$(./build/bee-simd info --kernels)
    for k in $kernels; do
        echo "== sanitizers, BEE_KERNEL=$k"
        (cd build-asan && BEE_KERNEL=$k ctest --output-on-failure --timeout 900 -j "$jobs")
    done

    echo "== AArch64 cross-build, tests under qemu-user (NEON as native Arm code)"
    build build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake -DBEE_BENCH=OFF
    (cd build-aarch64 && ctest --output-on-failure --timeout 900 -j "$jobs")

    echo "== kernels tested on x86: $(echo $kernels); on AArch64 (qemu): $(
        qemu-aarch64 build-aarch64/bee-simd info --kernels | tr '\n' ' ')"
    ;;
*)
    echo "usage: bash scripts/bootstrap.sh [run|test]" >&2
    exit 2
    ;;
esac
