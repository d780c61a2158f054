#!/usr/bin/env bash
# bootstrap.sh - set up, build and run bee-simd on a fresh Debian machine.
#
#   bash scripts/bootstrap.sh        install what is missing, build, solve a puzzle
#   bash scripts/bootstrap.sh test   the same, then every test stage in scripts/test.d
#                                    (one file a stage, run in name order)
#   bash scripts/bootstrap.sh test 10-optimized ...   only the stages named
#
# Packages come from scripts/deps: run.txt for the program, test.txt for every
# test stage, test.d/STAGE.txt for one stage.  Each step prints one line; apt's
# log is shown only if it fails.  The two modes work in either order in one
# clone.  A stage that exits 77 could not run some checks here (each printed
# as SKIP:); the summary counts it apart from the stages that passed.
set -euo pipefail
mode=${1:-run}
cd "$(dirname "$0")/.."
export BEE_JOBS=${BEE_JOBS:-$(nproc 2>/dev/null || echo 2)}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

packages() { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$@" | sort -u; }

install_missing() {
    local missing=() p native log
    native=$(dpkg --print-architecture)
    # A package counts as present when dpkg has it (name:native too: a name
    # installed for two architectures is ambiguous) or, for a tool, when its
    # command is there from elsewhere: NodeSource's nodejs brings npm, and
    # Debian's npm package conflicts with it.
    for p in $(packages "$@"); do
        dpkg -s "$p" >/dev/null 2>&1 || dpkg -s "$p:$native" >/dev/null 2>&1 ||
            command -v "$p" >/dev/null 2>&1 || missing+=("$p")
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
    shift
    stages=()
    if [ $# -eq 0 ]; then
        stages=(scripts/test.d/*.sh)
    else
        for name in "$@"; do
            [ -f "scripts/test.d/${name%.sh}.sh" ] || { echo "bootstrap: no test stage '$name' in scripts/test.d" >&2; exit 2; }
            stages+=("scripts/test.d/${name%.sh}.sh")
        done
    fi
    deps=(scripts/deps/run.txt scripts/deps/test.txt)
    for stage in "${stages[@]}"; do
        own=scripts/deps/test.d/$(basename "$stage" .sh).txt
        [ -f "$own" ] && deps+=("$own")
    done
    install_missing "${deps[@]}"
    passed=0 skipped=0 failed=0
    for stage in "${stages[@]}"; do
        name=$(basename "$stage" .sh)
        echo "== stage $name"
        rc=0
        bash "$stage" || rc=$?
        if [ "$rc" -eq 0 ]; then
            passed=$((passed + 1))
        elif [ "$rc" -eq 77 ]; then
            echo "== stage $name: some checks skipped (SKIP: lines above)"
            skipped=$((skipped + 1))
        else
            echo "== stage $name FAILED" >&2
            failed=$((failed + 1))
        fi
    done
    echo "stages: $passed passed, $skipped with skipped checks, $failed failed"
    [ "$failed" -eq 0 ]
    ;;
*)
    echo "usage: bash scripts/bootstrap.sh [run | test [STAGE...]]" >&2
    exit 2
    ;;
esac
