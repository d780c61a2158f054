# inputs.sh - `--stdin FILE...` and `-`: the files read in turn as one stream
# (one header, records in input order, text records separated across files),
# messages naming the file and its line, a missing file reported and passed
# over, `-` reading standard input where it stands; descriptors 0-2 closed
# at start are taken (on /dev/null), so no file lands on them.
# Usage: bash inputs.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ncats\ncast\n' >"$dict"
printf 'raegint\n' >"$tmp/a.txt"
printf '# nothing here\n' >"$tmp/empty.txt"
printf 'taeginr\nbad\n' >"$tmp/b.txt"

run_in $'gaeinrt\n' --stdin --dict "$dict" --format tsv --count "$tmp/a.txt" - "$tmp/empty.txt" "$tmp/b.txt"
expect_rc 1
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40
gaeinrt	6	2	41
taeginr	5	2	40
bad	error	line 2: puzzle 'bad': has 3 letters, expected 7 (use --size N for other sizes)"
expect_err "bee-simd solve: $tmp/b.txt line 2: puzzle 'bad': has 3 letters, expected 7 (use --size N for other sizes)
bee-simd solve: 1 of 2 lines refused"

# text: records of different files are separated like those of one file
run --stdin --dict "$dict" --count "$tmp/empty.txt" "$tmp/a.txt" "$tmp/a.txt"
expect_rc 0
expect_out "raegint (center r)
5 words, 2 pangrams, 40 points

raegint (center r)
5 words, 2 pangrams, 40 points"

# the same bytes as one file holding both
cat "$tmp/a.txt" "$tmp/b.txt" >"$tmp/ab.txt"
run --stdin --dict "$dict" --format json "$tmp/ab.txt"
whole=$out
run --stdin --dict "$dict" --format json "$tmp/a.txt" "$tmp/b.txt"
[ "$(grep -v '"line"' <<<"$out")" == "$(grep -v '"line"' <<<"$whole")" ] && ok || bad "two files differ from one holding both"

# a missing file: reported, the others read, exit 1
run --stdin --dict "$dict" --format tsv --count --no-header "$tmp/missing.txt" "$tmp/a.txt"
expect_rc 1
expect_out "raegint	5	2	40"
expect_err "bee-simd solve: $tmp/missing.txt: cannot open: No such file or directory"

# bag too
printf 'cats\n' >"$tmp/bags.txt"
run_in $'tacs\n' bag --stdin --dict "$dict" --format tsv --count "$tmp/bags.txt" -
expect_rc 0
expect_out "bag	count
cats	2
tacs	2"
# descriptors 0-2 closed at start: taken, so that the index file is not
# read as puzzles through descriptor 0 (issue 27 item 5), nor anything
# written through 1; using them still fails as on a closed descriptor
"${BEE[@]}" index "$dict" -o "$tmp/words.beeidx" >/dev/null 2>&1
current="--stdin --index F <&-"
"${BEE[@]}" --stdin --index "$tmp/words.beeidx" --format tsv --count <&- >"$tmp/out" 2>"$tmp/err"
rc=$? out=$(cat "$tmp/out") err=$(cat "$tmp/err")
expect_rc 1
expect_out "puzzle	count	pangram_count	score"
expect_err "bee-simd solve: error reading stdin: Bad file descriptor"
current="-o FILE solve with stdout closed"
"${BEE[@]}" solve --dict "$dict" --count raegint -o "$tmp/o.txt" >&- 2>"$tmp/err"
rc=$? out=$(cat "$tmp/o.txt") err=$(cat "$tmp/err")
expect_rc 0
expect_out "raegint (center r)
5 words, 2 pangrams, 40 points"

# --dict - reads the word list from standard input; not with --stdin's lines
current="--dict - < words.txt"
out=$("${BEE[@]}" solve --dict - --count --format tsv --no-header raegint <"$dict")
expect_same "$out" "raegint	5	2	40" "--dict - differs"
run_in $'raegint\n' --stdin --dict -
expect_rc 2
expect_err "bee-simd solve: --dict - and --stdin both read standard input: give the lines as a FILE
Try 'bee-simd solve --help' for more information."
current="--stdin --dict - FILE"
out=$("${BEE[@]}" --stdin --dict - --count --format tsv --no-header "$tmp/a.txt" <"$dict")
expect_same "$out" "raegint	5	2	40" "--stdin FILE with --dict -"
# an empty puzzle: no size would fit it, so no --size hint; UTF-8 shown as is
run solve --dict "$dict" ''
expect_err "bee-simd solve: empty puzzle"
run solve --dict "$dict" café
expect_err "bee-simd solve: puzzle 'café': character 4 is not a letter a-z"
# info names the list $BEE_DICT gives
current="BEE_DICT=words.txt info"
out=$(BEE_DICT="$dict" "${BEE[@]}" info | grep '^dictionary:')
expect_same "$out" "dictionary: $dict" "info with BEE_DICT"

finish
