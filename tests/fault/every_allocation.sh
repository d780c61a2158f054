#!/usr/bin/env bash
# every_allocation.sh BEE_SIMD_FAULTY - fail each allocation in turn.
# (BEE_FAULT_ALL=1 adds the bag stream and `all`: clean when last run, left
# out of CI for time.)
#
# For each command below: count its allocations (BEE_FAIL_ALLOC=0), then run
# it once for every N from 1 to that count with the Nth allocation failing.
# Each run must end cleanly: exactly the normal result (exit status, stdout
# and stderr), or exit 1 with "out of memory" on stderr ("FILE: cannot map:
# Cannot allocate memory" for a mapping of a file); never a crash, a
# sanitizer report or a leak (the binary is built with ASan, whose leak
# check runs at exit).  The count takes in the library's mappings and
# thread starts (fail_alloc.c).
set -u
bee=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/fault/lib.sh
. "$(dirname "$0")/lib.sh"

printf '%s\n' grant rating granite tearing rang tang tangy giant tiara regain \
    letterpress press stress mississippi keep bookkeeper >"$tmp/words.txt"
BEE_FAIL_ALLOC=0 "$bee" index "$tmp/words.txt" -o "$tmp/words.beeidx" 2>/dev/null
printf 'raegint\naeginRt\nbad1\n\ntangier\nRAEGINT\nabcdefg\n' >"$tmp/puzzles.txt"
printf 'letterpress\nab??\nq\nmississippi\n' >"$tmp/bags.txt"

failed=0 runs=0
check() {   # check NAME STDIN COMMAND...
    local name=$1 input=$2
    shift 2
    local count n rc good_rc refused=0
    BEE_FAIL_ALLOC=0 "$bee" "$@" <"$input" >"$tmp/good.out" 2>"$tmp/good.err"
    good_rc=$?
    count=$(sed -n 's/^allocations: //p' "$tmp/good.err")
    sed -i '/^allocations: /d' "$tmp/good.err"
    if [ -z "$count" ] || [ $good_rc -gt 1 ]; then
        echo "FAIL $name: exit $good_rc without a failure: $(cat "$tmp/good.err")"
        failed=$((failed + 1))
        return
    fi
    for ((n = 1; n <= count; n++)); do
        BEE_FAIL_ALLOC=$n "$bee" "$@" <"$input" >"$tmp/out" 2>"$tmp/err"
        rc=$?
        runs=$((runs + 1))
        if [ $rc -eq $good_rc ] && cmp -s "$tmp/out" "$tmp/good.out" &&
           cmp -s "$tmp/err" "$tmp/good.err"; then
            continue   # recovered: exactly the normal result
        elif [ $rc -eq 1 ] && grep -qE "out of memory|cannot map: Cannot allocate memory" "$tmp/err"; then
            refused=$((refused + 1))
            continue
        fi
        echo "FAIL $name, allocation $n of $count failing: exit $rc"
        head -c 1500 "$tmp/err"
        failed=$((failed + 1))
    done
    if [ $refused -eq 0 ]; then   # the shim must have bitten somewhere
        echo "FAIL $name: no run said out of memory"
        failed=$((failed + 1))
    fi
    echo "$name: $count allocations, each failed in turn: $refused runs out of memory," \
         "$((count - refused)) recovered"
}

check solve /dev/null solve --dict "$tmp/words.txt" raegint aeginRt
check index-load /dev/null solve --index "$tmp/words.beeidx" --format json raegint
check index-save /dev/null index "$tmp/words.txt" -o "$tmp/again.beeidx"
check stream "$tmp/puzzles.txt" --stdin --dict "$tmp/words.txt" --threads 2 --format tsv
if [ "${BEE_FAULT_ALL:-0}" = 1 ]; then   # the CI's budget: these two only when asked
    check bag-stream "$tmp/bags.txt" bag --stdin --dict "$tmp/words.txt" --threads 2
    check all /dev/null all --dict "$tmp/words.txt" --size 5 --threads 2 --any
fi
echo "$runs runs, $failed failed"
[ $failed -eq 0 ]
