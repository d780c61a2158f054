#!/usr/bin/env bash
# serve_batches.sh BEE_SIMD_FAULTY - allocations, mappings and thread starts
# failed in `serve`'s batches (POST /v1/solve of 20,000 puzzles on 2 batch
# threads, JSON word lists; POST /v1/bag of 1,000 bags): the batch engine of
# `--stdin` (threads.sh) behind HTTP, where a hang would hold one of the
# server's batch slots for good (issue 27).
#
# For each N sampled from the acquisitions a batch makes (counted past
# start-up: BEE_FAIL_ALLOC=N fails the Nth of the process, and only it), a
# server is started with N failing, and then, each bounded by a timeout:
#   1. the batch ends, within the timeout, as one of: the whole answer; the
#      answer with some records replaced by error records saying "out of
#      memory" (a puzzle the library could not solve); a 503 (no memory for
#      the response); or an answer cut short that says so three ways: the
#      server's stderr, a last error line, and a chunked response ended as
#      an error (curl's status not 0), never a 200 that looks whole;
#   2. the server still answers: /healthz is 200, and the same batch again
#      gives exactly the normal answer (nothing fails twice);
#   3. SIGTERM stops it with status 0, and no sanitizer report or leak.
# About 4 minutes on 2 cores (each server start under ASan takes a second).
set -u
bee=$1
tmp=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
# shellcheck source=tests/fault/lib.sh
. "$(dirname "$0")/lib.sh"
limit=${BEE_FAULT_TIMEOUT:-60}

fault_puzzles 11 20000 >"$tmp/puzzles.txt"
fault_strings 13 1000 aeinrstlodcu 6 4 >"$tmp/bags.txt"

# serve_with N NAME: start a server with acquisition N failing; sets $url, $pid
serve_with() {
    : >"$tmp/$2.err"
    BEE_FAIL_ALLOC=$1 "$bee" serve --listen 127.0.0.1:0 --threads 2 2>"$tmp/$2.err" &
    pid=$!
    pids+=("$pid")
    url=
    for _ in $(seq 200); do
        url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/$2.err")
        [ -n "$url" ] && return 0
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    return 1
}

# stop: SIGTERM, a bounded wait; $stopped is the exit status (or "hang")
stop() {
    kill -TERM "$pid" 2>/dev/null
    for _ in $(seq $((limit * 10))); do
        kill -0 "$pid" 2>/dev/null || { wait "$pid"; stopped=$?; return; }
        sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null
    stopped=hang
}

batch() {   # batch PATH FILE OUT: POST FILE, answer to OUT; prints curl's status
    curl -s --max-time "$limit" -o "$3" -w '%{http_code}' --data-binary @"$2" \
        -H 'Content-Type: text/plain' "$url$1" 2>/dev/null
    echo " $?"
}

# judge PATH FILE OUT GOOD ERR: POST FILE to PATH, the answer to OUT; prints
# nothing if it ended as it may (see above), else what went wrong
judge() {
    local status curl_rc bad_lines
    read -r status curl_rc <<<"$(batch "$1" "$2" "$3")"
    if [ "$curl_rc" = 28 ]; then
        echo "HANG: the batch still running after $limit s"
    elif cmp -s "$3" "$4" || [ "$status" = 503 ]; then
        :
    elif [ "$curl_rc" = 0 ]; then   # whole, but for records refused in place
        bad_lines=$(diff "$4" "$3" | grep '^>' | grep -cv 'out of memory')
        [ "$bad_lines" = 0 ] && [ "$(wc -l <"$3")" = "$(wc -l <"$4")" ] ||
            echo "HTTP $status, a complete response that differs from the normal answer other than by out-of-memory records: $(diff "$4" "$3" | head -c 300)"
    elif ! grep -q "out of memory\|cannot map\|cannot start" "$5" || ! tail -n 1 "$3" | grep -q 'error'; then
        echo "cut short (HTTP $status, curl $curl_rc) without saying so: stderr $(head -c 200 "$5"), last line $(tail -n 1 "$3" | head -c 200)"
    fi
}

# healthy: /healthz is 200, asked twice at most.  The threads make a batch's
# count vary a little, so the failing acquisition can be /healthz's own
# request state, whose answer is then the 503 of a request with no memory;
# the shim fails one acquisition only, so the second ask must be 200.
healthy() {
    for _ in 1 2; do
        [ "$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' "$url/healthz")" = 200 ] && return 0
    done
    return 1
}

failed=0 runs=0
check() {   # check NAME PATH FILE SAMPLES
    local name=$1 path=$2 file=$3 samples=$4 base count n v ns oom=0 ok=0
    # start-up's acquisitions, then a whole batch's: the Ns to try lie between
    serve_with 0 "$name-idle" || { echo "FAIL $name: no server"; failed=$((failed + 1)); return; }
    stop >/dev/null
    base=$(sed -n 's/^allocations: //p' "$tmp/$name-idle.err")
    serve_with 0 "$name-good"
    batch "$path" "$file" "$tmp/$name.good" >/dev/null
    stop >/dev/null
    count=$(sed -n 's/^allocations: //p' "$tmp/$name-good.err")
    if [ -z "$base" ] || [ -z "$count" ] || [ "$count" -le "$base" ]; then
        echo "FAIL $name: no allocation count (start-up '$base', with a batch '$count')"
        failed=$((failed + 1))
        return
    fi
    local step=$(((count - base) / samples > 1 ? (count - base) / samples : 1))
    ns=$( { seq $((base + 1)) "$step" "$count"; seq $((count > base + 4 ? count - 3 : base + 1)) "$count"; } | sort -nu)
    for n in $ns; do
        runs=$((runs + 1))
        v=
        if ! serve_with "$n" "$name-$n"; then
            v="the server did not start: $(head -c 300 "$tmp/$name-$n.err")"
        else
            v=$(judge "$path" "$file" "$tmp/$name.out" "$tmp/$name.good" "$tmp/$name-$n.err")
            if [ -n "$v" ]; then
                :
            elif ! healthy; then
                v="/healthz is not 200 after the failure, asked twice"
            elif cmp -s "$tmp/$name.out" "$tmp/$name.good"; then
                # the failure did not strike the first batch (the count varies
                # a little with the threads): the second may take it
                v=$(judge "$path" "$file" "$tmp/$name.out" "$tmp/$name.good" "$tmp/$name-$n.err")
            else
                batch "$path" "$file" "$tmp/$name.again" >/dev/null
                cmp -s "$tmp/$name.again" "$tmp/$name.good" ||
                    v="the batch after the failure differs from the normal answer"
            fi
            stop
            if [ -z "$v" ] && [ "$stopped" != 0 ]; then
                v="SIGTERM: exit $stopped: $(grep -m 3 -E 'Sanitizer|runtime error|leak' "$tmp/$name-$n.err")"
            fi
        fi
        if [ -n "$v" ]; then
            echo "FAIL $name, acquisition $n (start-up $base, batch to $count): $v"
            failed=$((failed + 1))
        elif cmp -s "$tmp/$name.out" "$tmp/$name.good"; then
            ok=$((ok + 1))
        else
            oom=$((oom + 1))
        fi
    done
    if [ $oom -eq 0 ]; then   # the shim must have bitten somewhere
        echo "FAIL $name: no batch was cut by a failure"
        failed=$((failed + 1))
    fi
    echo "$name: acquisitions $((base + 1)) to $count, $(wc -w <<<"$ns") failed in turn: $oom batches cut with a message, $ok whole"
}

check serve-solve-json '/v1/solve' "$tmp/puzzles.txt" 30
check serve-bag-count '/v1/bag?count=1' "$tmp/bags.txt" 12
echo "$runs runs, $failed failed"
[ $failed -eq 0 ]
