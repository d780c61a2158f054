#!/usr/bin/env bash
# Stage: valgrind memcheck on a handful of commands of the optimized build
# (build/, as stage 10 configures it): no invalid access, no use of
# uninitialised values, no leak.  Valgrind does not run AVX-512: the kernel
# chosen is the best it reports.  bee-simd is relinked dynamically for it
# (BEE_STATIC_PROGRAM=OFF, only the link changes): memcheck cannot replace
# malloc in a -static-pie program, so its leak check would see no block and
# pass whatever leaked; the stage then links it back (AUTO).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build -DBEE_TESTS=ON -DBEE_STATIC_PROGRAM=OFF
bee=build/bee-simd
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; bash scripts/build.sh build -DBEE_STATIC_PROGRAM=AUTO' EXIT
readelf -d $bee | grep NEEDED >/dev/null || { echo "valgrind: $bee is not linked dynamically" >&2; exit 1; }
printf '%s\n' grant rating granite tearing rang tang tangy giant tiara regain letterpress \
    press stress mississippi >"$tmp/words.txt"
printf 'raegint\naeginRt\nbad1\nRAEGINT\n' >"$tmp/puzzles.txt"
printf 'letterpress\nab??\n' >"$tmp/bags.txt"
vg() {   # vg NAME COMMAND... (< stdin): memcheck must stay silent
    local name=$1 rc=0
    shift
    valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
        --show-leak-kinds=definite,indirect "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
    if [ $rc -gt 1 ] || grep -q "^==[0-9]*==" "$tmp/err"; then
        head -60 "$tmp/err" >&2
        echo "valgrind $name: exit $rc" >&2
        exit 1
    fi
    echo "== valgrind $name: clean"
}
vg "solve (default list)" $bee solve raegint </dev/null
vg "solve --dict" $bee solve --dict "$tmp/words.txt" --format json raegint aeginRt </dev/null
vg "index" $bee index "$tmp/words.txt" -o "$tmp/words.beeidx" </dev/null
vg "solve --index" $bee solve --index "$tmp/words.beeidx" raegint </dev/null
vg "--stdin" $bee --stdin --dict "$tmp/words.txt" --threads 2 <"$tmp/puzzles.txt"
vg "bag" $bee bag --dict "$tmp/words.txt" letterpress </dev/null
vg "bag --stdin" $bee bag --stdin --threads 2 --dict "$tmp/words.txt" <"$tmp/bags.txt"
vg "all" $bee all --dict "$tmp/words.txt" --size 5 --any --threads 2 </dev/null
vg "info" $bee info </dev/null
