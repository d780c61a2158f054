#!/usr/bin/env bash
# threads.sh BEE_SIMD_FAULTY - allocations, mappings and thread starts
# failed in multi-chunk, multi-thread runs: `--stdin` (1, 2 and 4 threads;
# JSON word lists and TSV counts) over 20,000 puzzles, `bag --stdin` over
# 10,000 bags (2 and 4 threads) and `all` (4 threads; counts, and word lists
# in JSON).  every_allocation.sh does the same on one-chunk inputs; these
# inputs are many chunks of the batch engine (16 KB of input at most, 4 KB
# when the records are long) on every thread, so that a failure can strike
# one worker while another holds the input or waits for its turn to write
# (issue 27: such a run once hung for ever).
#
# Each run is under `timeout` (BEE_FAULT_TIMEOUT seconds, default 60): a run
# still going then is a hang, and a failure.  Each run must end cleanly:
# exactly the normal result (exit status, stdout and stderr), or exit 1 with
# "out of memory" on stderr (or "FILE: cannot map: Cannot allocate memory"
# for a mapping of a file); never a hang, a crash, a sanitizer report or a
# leak (ASan's leak check runs at exit).
#
# Sampled, not every N: a run of 20,000 puzzles makes up to ~8,000
# allocations (`all --words`: ~8,000; --stdin JSON: ~300; counts: ~50), and
# each run takes 0.1 to 0.6 s under ASan.  For each command, N runs over
# the first 40 (start-up: the dictionary, its index, the engine, the
# threads), about 24 more spread evenly to the count (the chunks' buffers
# and results, while the threads run), and the last 8 (the end of the run
# and the last chunks); BEE_FAULT_EVERY=1 tries every N instead.  The
# threads make the count vary a little from run to run (which worker takes
# which chunk): an N past a run's count fails nothing, and the run must
# then give the normal result.  Runs go $BEE_JOBS at a time (default 2):
# about 2 minutes on 2 cores.
set -u
bee=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/fault/lib.sh
. "$(dirname "$0")/lib.sh"
limit=${BEE_FAULT_TIMEOUT:-60}
jobs=${BEE_JOBS:-2}

# 20,000 puzzles (7 distinct letters, the first the center: 160 KB, 10 to 40
# chunks), 10,000 bags over a 12-letter alphabet and a word list of 3,000
# words over 11 of them (so that bags have answers; the built-in list makes
# `bag` ten times slower under ASan), all from a fixed seed.
fault_puzzles 27 20000 >"$tmp/puzzles.txt"
fault_strings 5 3000 aeinrstlodc 3 5 | sort -u >"$tmp/words.txt"
fault_strings 27 10000 aeinrstlodcu 6 4 >"$tmp/bags.txt"

# one NAME N INPUT COMMAND... - run with the Nth acquisition failing; write
# the verdict (ok, oom or a failure's description) to $tmp/NAME/N.
one() {
    local name=$1 n=$2 input=$3 rc d=$tmp/$1
    shift 3
    BEE_FAIL_ALLOC=$n timeout -k 5 "$limit" "$bee" "$@" <"$input" >"$d/$n.out" 2>"$d/$n.err"
    rc=$?
    if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
        echo "HANG: still running after $limit s" >"$d/$n"
    elif grep -qE 'Sanitizer|runtime error' "$d/$n.err"; then
        { echo "exit $rc, a sanitizer report:"; head -c 1500 "$d/$n.err"; } >"$d/$n"
    elif [ $rc -eq "$(cat "$d/good.rc")" ] && cmp -s "$d/$n.out" "$d/good.out" &&
         cmp -s "$d/$n.err" "$d/good.err"; then
        echo ok >"$d/$n"   # recovered: exactly the normal result
    elif [ $rc -eq 1 ] && grep -qE "out of memory|cannot map: Cannot allocate memory" "$d/$n.err"; then
        echo oom >"$d/$n"
    else
        { echo "exit $rc:"; head -c 1500 "$d/$n.err"; } >"$d/$n"
    fi
    rm -f "$d/$n.out" "$d/$n.err"
}

failed=0 runs=0
check() {   # check NAME INPUT COMMAND...
    local name=$1 input=$2 d=$tmp/$1 count n v ns=() oom=0 ok=0
    shift 2
    mkdir -p "$d"
    BEE_FAIL_ALLOC=0 timeout -k 5 "$limit" "$bee" "$@" <"$input" >"$d/good.out" 2>"$d/good.err"
    echo $? >"$d/good.rc"
    count=$(sed -n 's/^allocations: //p' "$d/good.err")
    sed -i '/^allocations: /d' "$d/good.err"
    if [ -z "$count" ] || [ "$(cat "$d/good.rc")" -gt 1 ]; then
        echo "FAIL $name: exit $(cat "$d/good.rc") without a failure: $(head -c 1500 "$d/good.err")"
        failed=$((failed + 1))
        return
    fi
    if [ "${BEE_FAULT_EVERY:-0}" = 1 ]; then
        ns=($(seq 1 "$count"))
    else
        local step=$(((count - 40) / 24 > 1 ? (count - 40) / 24 : 1))
        ns=($( { seq 1 $((count < 40 ? count : 40))
                 [ "$count" -gt 40 ] && seq 41 "$step" "$count"
                 seq $((count > 8 ? count - 7 : 1)) "$count"; } | sort -nu))
    fi
    for n in "${ns[@]}"; do
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
        one "$name" "$n" "$input" "$@" &
    done
    wait
    for n in "${ns[@]}"; do
        runs=$((runs + 1))
        v=$(cat "$d/$n")
        case $v in
        ok) ok=$((ok + 1)) ;;
        oom) oom=$((oom + 1)) ;;
        *) echo "FAIL $name, acquisition $n of $count failing: $v"
           failed=$((failed + 1)) ;;
        esac
    done
    if [ $oom -eq 0 ]; then   # the shim must have bitten somewhere
        echo "FAIL $name: no run said out of memory"
        failed=$((failed + 1))
    fi
    echo "$name: $count acquisitions, ${#ns[@]} failed in turn: $oom out of memory, $ok recovered"
}

p=$tmp/puzzles.txt
for t in 1 2 4; do
    check "stdin-json-t$t" "$p" --stdin --threads "$t" --format json
    check "stdin-count-t$t" "$p" --stdin --threads "$t" --count --format tsv
done
check bag-json-t4 "$tmp/bags.txt" bag --stdin --dict "$tmp/words.txt" --threads 4 --format json
check bag-count-t2 "$tmp/bags.txt" bag --stdin --dict "$tmp/words.txt" --threads 2 --count
check all-t4 /dev/null all --threads 4
check all-words-t4 /dev/null all --threads 4 --words --format json
echo "$runs runs, $failed failed"
[ $failed -eq 0 ]
