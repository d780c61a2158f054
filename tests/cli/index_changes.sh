# index_changes.sh - an index file truncated or rewritten in place while a
# stream has it mapped ends the run with "index file changed while in use"
# and exit status 1, never a bare SIGBUS or a clean exit (issue 12 item 3);
# a file replaced by `bee-simd index` (renamed over) is no change.
# Usage: bash index_changes.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

printf '%s\n' grant rating granite tearing rang tang tangy giant tiara regain >"$tmp/words.txt"
"${BEE[@]}" index "$tmp/words.txt" -o "$tmp/w.beeidx" || exit 1

# stream COMMAND_ON_THE_FILE: start `--stdin --index` on a FIFO, answer one
# puzzle, do the change, send more puzzles, end the input; sets rc, out, err
stream_through() {
    local change=$1
    rm -f "$tmp/fifo"
    mkfifo "$tmp/fifo"
    current="--stdin --index (then: $change)"
    "${BEE[@]}" --stdin --threads 2 --index "$tmp/w.beeidx" <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err" &
    local pid=$!
    exec 3>"$tmp/fifo"
    echo raegint >&3
    # the whole record out (flushed when the input stalls): a change before
    # its last line could fault the writer and close the FIFO under us
    for _ in $(seq 100); do grep -q 'points$' "$tmp/out" && break; sleep 0.05; done
    eval "$change"
    # bash writes line by line: the reader may die (SIGBUS) after the first
    # line, and the next write must not kill this script with SIGPIPE
    (trap '' PIPE; printf 'aeginRt\ntangier\nnaetrig\n' >&3) 2>/dev/null
    exec 3>&-
    wait $pid
    rc=$?
    out=$(cat "$tmp/out")
    err=$(cat "$tmp/err")
}

msg="bee-simd solve: $tmp/w.beeidx: index file changed while in use"
stream_through ': >"$tmp/w.beeidx"'   # truncated to nothing
expect_rc 1
expect_err "$msg"

"${BEE[@]}" index "$tmp/words.txt" -o "$tmp/w.beeidx"
stream_through 'truncate -s 4096 "$tmp/w.beeidx"'
expect_rc 1
expect_err "$msg"

"${BEE[@]}" index "$tmp/words.txt" -o "$tmp/w.beeidx"   # rewritten in place, same size
stream_through 'dd if=/dev/zero of="$tmp/w.beeidx" bs=64 seek=10 count=2 conv=notrunc status=none'
expect_rc 1
expect_err "$msg"
expect_out_has "raegint"   # the records made before the check are written

printf 'grant\ntangier\n' >"$tmp/other.txt"
"${BEE[@]}" index "$tmp/words.txt" -o "$tmp/w.beeidx"   # replaced the safe way: no change
stream_through '"${BEE[@]}" index "$tmp/other.txt" -o "$tmp/w.beeidx"'
expect_rc 0
expect_err ""
expect_out_has "tearing"   # still the old list's answers

finish
