#!/usr/bin/env bash
# bootstrap.sh - set up, build and run bee-simd on a fresh Debian machine.
#
#   bash scripts/bootstrap.sh        install what is missing, build, solve a puzzle
#   bash scripts/bootstrap.sh test   the same, then every test stage in scripts/test.d
#                                    (one file a stage, run in name order)
#
# Packages come from scripts/deps/*.txt.  Each step prints one line; apt's log
# is shown only if it fails.  The two modes work in either order in one clone.
set -euo pipefail
mode=${1:-run}
cd "$(dirname "$0")/.."
export BEE_JOBS=${BEE_JOBS:-$(nproc 2>/dev/null || echo 2)}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

packages() { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$@"; }

install_missing() {
    local missing=() p native log
    native=$(dpkg --print-architecture)
    for p in $(packages "$@"); do   # name:native too: a name installed for two architectures is ambiguous
        dpkg -s "$p" >/dev/null 2>&1 || dpkg -s "$p:$native" >/dev/null 2>&1 || missing+=("$p")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "== packages: all present"
        return 0
    fi
    echo "== installing ${#missing[@]} packages: ${missing[*]}"
    log=$(mktemp)
    if ! {
        if [[ " ${missing[*]} " == *":arm64 "* ]] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
            as_root dpkg --add-architecture arm64
        fi
        as_root apt-get update -q &&
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
    } >"$log" 2>&1; then
        cat "$log" >&2
        echo "bootstrap: installing packages failed (apt's log above)" >&2
        exit 1
    fi
    rm -f "$log"
}

case "$mode" in
run)
    install_missing scripts/deps/run.txt
    echo "== build (build/)"
    bash scripts/build.sh build
    ./build/bee-simd info --kernels | sed 's/^/== kernel runnable: /'
    ./build/bee-simd solve raegint
    ;;
test)
    install_missing scripts/deps/run.txt scripts/deps/test.txt
    passed=0 failed=0
    for stage in scripts/test.d/*.sh; do
        name=$(basename "$stage" .sh)
        echo "== stage $name"
        if bash "$stage"; then
            passed=$((passed + 1))
        else
            echo "== stage $name FAILED" >&2
            failed=$((failed + 1))
        fi
    done
    echo "stages: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    ;;
*)
    echo "usage: bash scripts/bootstrap.sh [run|test]" >&2
    exit 2
    ;;
esac
