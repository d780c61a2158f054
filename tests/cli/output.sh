# output.sh - -o/--output FILE on the commands that write records: the same
# bytes as standard output, FILE replaced whole at the end (never half
# written), left as it was when the run fails before or while writing, a
# symbolic link's target replaced (not the link), a device written to.
# Usage: bash output.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ncats\ncast\n' >"$dict"
same_as_stdout() {   # $1: file; then the command
    local file=$1
    shift
    local want
    want=$("${BEE[@]}" "$@" 2>/dev/null)
    run "$@" -o "$file"
    expect_out ""
    expect_same "$(cat "$file")" "$want" "-o $file differs from stdout for: $*"
}
same_as_stdout "$tmp/solve.txt" solve --dict "$dict" raegint
same_as_stdout "$tmp/solve.json" solve --dict "$dict" --format json raegint nhoytpa
same_as_stdout "$tmp/bag.tsv" bag --dict "$dict" --format tsv cats
same_as_stdout "$tmp/all.tsv" all --dict "$dict" --size 5 --format tsv
run_in $'raegint\nbad\n' --stdin --dict "$dict" --format tsv --output "$tmp/stream.tsv"
expect_rc 1   # a refused line: the output is still whole, with its error record
expect_same "$(cat "$tmp/stream.tsv")" "puzzle	count	pangram_count	score	words
raegint	5	2	40	granite,grant,rang,rating,tearing
bad	error	line 2: puzzle 'bad': has 3 letters, expected 7 (use --size N for other sizes)" "stream to -o"
run solve --dict "$dict" -o- raegint
expect_out_has "raegint (center r)"

# a failed run leaves FILE as it was, and no temporary file behind
printf 'keep me\n' >"$tmp/keep.txt"
run solve --dict "$tmp/missing.txt" -o "$tmp/keep.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/missing.txt: cannot open: No such file or directory
bee-simd solve: -o $tmp/keep.txt: left as it was (the output was not complete)"
expect_same "$(cat "$tmp/keep.txt")" "keep me" "a failed run changed -o FILE"
run solve --dict "$dict" --format xml -o "$tmp/keep.txt" raegint
expect_rc 2
expect_same "$(cat "$tmp/keep.txt")" "keep me" "a usage error changed -o FILE"
expect_same "$(ls "$tmp" | grep -c 'keep.txt.')" "0" "a temporary file was left behind"

# a symbolic link: its target is replaced, the link stays
printf 'old\n' >"$tmp/target.txt"
ln -s "$tmp/target.txt" "$tmp/link.txt"
run solve --dict "$dict" --count -o "$tmp/link.txt" raegint
expect_rc 0
[ -L "$tmp/link.txt" ] && ok || bad "the link was replaced"
expect_same "$(cat "$tmp/target.txt")" "raegint (center r)
5 words, 2 pangrams, 40 points" "the link's target"

# not a regular file: a directory is refused; a device is written to
run all --dict "$dict" --size 5 -o "$tmp"
expect_rc 1
expect_err "bee-simd all: -o $tmp: is a directory"
run bag --dict "$dict" -o /dev/null cats
expect_rc 0
expect_out ""
if [ -w /dev/full ]; then
    run all --dict "$dict" --size 5 -o /dev/full
    expect_rc 1
    expect_err "bee-simd all: error writing output: No space left on device"
fi
# a file in a directory that cannot be written
run solve --dict "$dict" -o "$tmp/no/such/dir/out.txt" raegint
expect_rc 1
expect_err_has "-o $tmp/no/such/dir/out.txt: cannot write: No such file or directory"
finish
