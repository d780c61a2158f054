# all.sh - `bee-simd all`: every puzzle's counts checked against `solve` on the
# same puzzles (a different code path: the scan kernels), orders and top N
# against coreutils sort, filters against awk, formats, and every error
# message.  One check feeds a corrupted line to the comparison to prove it
# can fail.
# Usage: bash all.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
export LC_ALL=C

dict="$tmp/words.txt"
printf 'granite\ntearing\ngrant\nrang\ntang\ntangy\nrating\ntrain\nterrain\ngain\nreign\n' >"$dict"
system=/usr/share/dict/american-english

# TSV lines of `all` ("letters center count pangrams score ...") against
# `solve --count` on the same puzzles; prints the first difference.
compare_with_solve() {
    local file=$1 puzzles solved
    puzzles=$(tail -n +2 "$file" | awk -F'\t' '{ p = $2; n = split($1, c, ""); for (i = 1; i <= n; i++) if (c[i] != $2) p = p c[i]; print p }')
    [ -z "$puzzles" ] && return 0
    solved=$("${BEE[@]}" solve --dict "$2" ${3:-} --count --format tsv $puzzles | tail -n +2 | cut -f 2-4)
    diff <(tail -n +2 "$file" | cut -f 3-5) <(printf '%s\n' "$solved") | head -n 3
}

# -- a small list: exact output
run all --dict "$dict" --format tsv
expect_rc 0
expect_out "letters	center	count	pangrams	score
aeginrt	a	9	2	54
aeginrt	e	4	2	40
aeginrt	g	8	2	47
aeginrt	i	7	2	52
aeginrt	n	10	2	59
aeginrt	r	8	2	57
aeginrt	t	7	2	52"
printf '%s\n' "$out" >"$tmp/small.tsv"
expect_same "$(compare_with_solve "$tmp/small.tsv" "$dict")" "" "small list differs from solve"

run all --dict "$dict" --format json --center g --words
expect_out '{"puzzle":"gaeinrt","center":"g","count":8,"pangram_count":2,"score":47,"pangrams":["granite","tearing"],"words":["gain","granite","grant","rang","rating","reign","tang","tearing"]}'
run all --dict "$dict" --center g --words --scoring simple
expect_out "aeGinrt: 8 words, 2 pangrams, 12 points
  gain
  granite *
  grant
  rang
  rating
  reign
  tang
  tearing *"
run all --dict "$dict" --format tsv --center t --words
expect_out "letters	center	count	pangrams	score	words
aeginrt	t	7	2	52	granite,grant,rating,tang,tearing,terrain,train"
run all --dict "$dict" --min-len 5 --format tsv --center e
expect_out "letters	center	count	pangrams	score
aeginrt	e	4	2	40"
run all --dict "$dict" --size 4 --format tsv
expect_out "letters	center	count	pangrams	score
agin	a	1	1	8
agin	g	1	1	8
agin	i	1	1	8
agin	n	1	1	8
agnr	a	1	1	8
agnr	g	1	1	8
agnr	n	1	1	8
agnr	r	1	1	8
agnt	a	1	1	8
agnt	g	1	1	8
agnt	n	1	1	8
agnt	t	1	1	8"
run all --dict "$dict" --size 5 --format tsv --sort score --top 3 --stats
expect_out "letters	center	count	pangrams	score
agnrt	a	3	1	14
agnrt	g	3	1	14
agnrt	n	3	1	14"
expect_err "bee-simd all: 4 letter sets, 20 puzzles evaluated, 20 kept, 3 written; method subsets, 1 thread"

# the deliberate fault: a changed count must be caught
sed '3s/\t4\t2\t40$/\t5\t2\t40/' "$tmp/small.tsv" >"$tmp/fault.tsv"
expect_same "$(cmp -s "$tmp/small.tsv" "$tmp/fault.tsv" && echo unchanged)" "" "the fault was not injected"
if [ -n "$(compare_with_solve "$tmp/fault.tsv" "$dict")" ]; then ok; else bad "a corrupted count passed the comparison"; fi

# -- the Debian list: pangram puzzles, and every puzzle of a few letter sets
if [ -f "$system" ]; then
    "${BEE[@]}" all --dict "$system" --format tsv --exclude s >"$tmp/pangram.tsv"
    lines=$(wc -l <"$tmp/pangram.tsv")
    if [ "$lines" -gt 1000 ]; then ok; else bad "only $lines pangram puzzles"; fi
    awk 'NR == 1 || NR % 37 == 0' "$tmp/pangram.tsv" >"$tmp/sample.tsv"
    expect_same "$(compare_with_solve "$tmp/sample.tsv" "$system")" "" "pangram puzzles differ from solve"
    "${BEE[@]}" all --dict "$system" --format tsv --any --letters aeiou >"$tmp/any.tsv"
    expect_same "$(wc -l <"$tmp/any.tsv")" "$((1 + 210 * 7))" "--any --letters aeiou: C(21,2) sets x 7"
    expect_same "$(compare_with_solve "$tmp/any.tsv" "$system")" "" "--any puzzles differ from solve"
    "${BEE[@]}" all --dict "$system" --format tsv --any --letters aeiou --min-len 6 --scoring simple >"$tmp/any6.tsv"
    expect_same "$(compare_with_solve "$tmp/any6.tsv" "$system" "--min-len 6 --scoring simple")" "" \
        "--min-len 6 --scoring simple differ from solve"

    # pangram puzzles are the --any puzzles with a pangram
    "${BEE[@]}" all --dict "$system" --format tsv --letters aeiou >"$tmp/with.tsv"
    expect_same "$(cat "$tmp/with.tsv")" "$(awk -F'\t' 'NR == 1 || $4 > 0' "$tmp/any.tsv")" \
        "default selection differs from --any with a pangram"

    # filters against awk on the unfiltered list
    run all --dict "$system" --format tsv --any --letters aeiou --min-words 20 --max-words 60 \
        --min-score 50 --max-score 400 --min-pangrams 0
    expect_same "$out" "$(awk -F'\t' 'NR == 1 || ($3 >= 20 && $3 <= 60 && $5 >= 50 && $5 <= 400)' "$tmp/any.tsv")" \
        "filters differ from awk"
    bound=$(awk -F'\t' 'NR == 2 { print $5 }' "$tmp/any.tsv")
    run all --dict "$system" --format tsv --any --letters aeiou --min-score "$bound" --max-score "$bound"
    expect_same "$out" "$(awk -F'\t' -v b="$bound" 'NR == 1 || $5 == b' "$tmp/any.tsv")" "score bounds are inclusive"
    run all --dict "$system" --format tsv --any --letters aeiou --min-pangrams 1
    expect_same "$out" "$(cat "$tmp/with.tsv")" "--min-pangrams 1 differs from the default selection"

    # orders against sort: key highest first, ties by letters then center
    for key in score words; do
        col=5
        [ $key = words ] && col=3
        want=$(tail -n +2 "$tmp/any.tsv" | sort -t '	' -s -k${col},${col}nr -k1,1 -k2,2)
        run all --dict "$system" --format tsv --any --letters aeiou --sort $key
        expect_same "$(printf '%s\n' "$out" | tail -n +2)" "$want" "--sort $key differs from sort"
        run all --dict "$system" --format tsv --any --letters aeiou --sort $key --top 25
        expect_same "$(printf '%s\n' "$out" | tail -n +2)" "$(printf '%s\n' "$want" | head -n 25)" \
            "--sort $key --top 25 differs from sort | head"
    done
    ties=$(tail -n +2 "$tmp/any.tsv" | cut -f 5 | sort | uniq -d | wc -l)
    if [ "$ties" -gt 10 ]; then ok; else bad "too few tied scores ($ties) to test tie order"; fi
    run all --dict "$system" --format tsv --any --letters aeiou --top 9
    expect_same "$out" "$(head -n 10 "$tmp/any.tsv")" "--top 9 by letters differs from head"
    want=$(tail -n +2 "$tmp/any.tsv" | sort -t '	' -k1,1 -k2,2)
    expect_same "$(tail -n +2 "$tmp/any.tsv")" "$want" "default order is not letters, then center"

    # same bytes whatever the threads and method
    for variant in "--threads 1" "--threads 3" "--method subsets" "--method zeta"; do
        "${BEE[@]}" all --dict "$system" --format tsv --exclude s $variant >"$tmp/variant.tsv"
        if cmp -s "$tmp/variant.tsv" "$tmp/pangram.tsv"; then ok; else bad "$variant changes the output"; fi
    done
    BEE_THREADS=3 "${BEE[@]}" all --dict "$system" --format tsv --exclude s >"$tmp/variant.tsv"
    if cmp -s "$tmp/variant.tsv" "$tmp/pangram.tsv"; then ok; else bad "BEE_THREADS=3 changes the output"; fi

    # json: one valid object a line with the TSV's values; text: a puzzle for solve
    # TSV a set at a time (the order by letters streamed) against a puzzle at
    # a time (a top beyond every puzzle gathers them first) and against the
    # lines written with words (another writer): runs of sets that differ in
    # the last letter, every center or some, one letter's bonus
    for args in "--size 7" "--size 4 --scoring simple" "--size 7 --center aeiou --min-words 5"; do
        "${BEE[@]}" all --dict "$system" --format tsv --any --exclude bcdfhjkmpquvwxz $args >"$tmp/sets.tsv"
        "${BEE[@]}" all --dict "$system" --format tsv --any --exclude bcdfhjkmpquvwxz $args \
            --top 100000000 >"$tmp/lines.tsv"
        expect_same "$(cmp "$tmp/sets.tsv" "$tmp/lines.tsv" 2>&1)" "" "TSV by sets differs by lines: $args"
        "${BEE[@]}" all --dict "$system" --format tsv --any --exclude bcdfhjkmpquvwxz $args \
            --words | cut -f 1-5 >"$tmp/words.tsv"
        expect_same "$(cmp "$tmp/sets.tsv" "$tmp/words.tsv" 2>&1)" "" "TSV by sets differs with words: $args"
        [ "$args" = "--size 7" ] && expect_same "$(wc -l <"$tmp/sets.tsv")" "$((1 + 330 * 7))" "C(11,7) sets x 7"
    done

    run all --dict "$system" --format json --any --letters aeiou --center u
    if command -v jq >/dev/null; then
        got=$(printf '%s\n' "$out" | jq -r '[(.puzzle | split("") | sort | join("")), .center, .count, .pangram_count, .score] | @tsv')
        expect_same "$got" "$(awk -F'\t' '$2 == "u"' "$tmp/any.tsv")" "json differs from tsv"
        expect_same "$(printf '%s\n' "$out" | jq -c 'keys_unsorted' | sort -u)" \
            '["puzzle","center","count","pangram_count","score"]' "json keys"
    else
        skip "all --format json against the TSV" "jq is not installed (Debian's jq)"
    fi
    run all --dict "$system" --letters aeiou --center u --top 1 --any
    first=$(printf '%s\n' "$out" | cut -d: -f1)
    run solve --dict "$system" --count "$first"
    expect_same "$(printf '%s\n' "$out" | tail -n 1)" \
        "$(awk -F'\t' '$2 == "u" { printf "%d words, %d pangram%s, %d points\n", $3, $4, $4 == 1 ? "" : "s", $5; exit }' "$tmp/any.tsv")" \
        "text line does not match solve"

    # --words: the answers of solve
    run all --dict "$system" --format tsv --letters aeginrt --center r --words
    words=$(printf '%s\n' "$out" | tail -n 1 | cut -f 6)
    run solve --dict "$system" --format tsv raegint
    expect_same "$words" "$(printf '%s\n' "$out" | tail -n 1 | cut -f 5)" "--words differs from solve"
else
    bad "$system missing: install wamerican"
fi

# -- errors: usage (2) before any dictionary is read, then refusals (1)
expect_usage() {
    run all --dict "$tmp/missing.txt" "${@:2}"
    expect_rc 2
    expect_err "bee-simd all: $1
Try 'bee-simd all --help' for more information."
}
expect_usage "--sort: unknown key 'size' (letters, score or words)" --sort size
expect_usage "--method: unknown method 'fast' (auto, subsets or zeta)" --method fast
expect_usage "--exclude: 's1' holds '1', not a letter a-z" --exclude s1
expect_usage "--letters: no letters given" --letters ''
expect_usage "--center: 'a-z' holds '-', not a letter a-z" --center a-z
expect_usage "--top: '0' is not a number from 1 to 1000000000" --top 0
expect_usage "--threads: '0' is not a number from 1 to 256" --threads 0
BEE_THREADS=lots expect_usage "BEE_THREADS: 'lots' is not a number from 1 to 256"
expect_usage "--min-words: '-1' is not a number from 0 to 4294967295" --min-words -1
expect_usage "--max-score: '4294967296' is not a number from 0 to 4294967295" --max-score 4294967296
expect_usage "letters 's' are both required and excluded" --letters Sa --exclude xs
expect_usage "8 required letters 'abcdefgh' do not fit in a puzzle of 7 letters" --letters abcdefgh
expect_usage "6 letters are left after excluding 'abcdefghijklmnopqrst', fewer than the puzzle size 7" \
    --exclude abcdefghijklmnopqrst
expect_usage "no center is possible: centers 'qs' are excluded" --center sq --exclude qsz
expect_usage "--size: '11' is not a number from 1 to 10" --size 11   # all's own range (docs/all.md)
expect_usage "--size: '0' is not a number from 1 to 10" --size 0
run all --size 1 --any --sort words --top 1 --format tsv   # one letter: words of it alone
expect_rc 0
expect_out_has "$(printf 'letters\tcenter')"
expect_usage "--count and --words contradict each other" --count --words
expect_usage "unexpected argument 'raegint' (puzzles are chosen with options)" raegint
run all --dict "$tmp/missing.txt"
expect_rc 1
expect_err "bee-simd all: $tmp/missing.txt: cannot open: No such file or directory"
if [ -w /dev/full ]; then
    "${BEE[@]}" all --dict "$dict" --any --exclude s >/dev/full 2>"$tmp/err"
    rc=$?
    current="all --any >/dev/full"
    expect_rc 1
    expect_same "$(cat "$tmp/err")" "bee-simd all: error writing output: No space left on device" "write error message"
fi
run all --help
expect_rc 0
expect_out_has "--min-pangrams N"

# filters no puzzle can pass, and letters given twice: usage errors, not an
# empty answer with status 0 (issue 26)
for args in "--min-words 50 --max-words 10|no puzzle can pass: --min-words 50 is above --max-words 10" \
            "--min-score 9 --max-score 3|no puzzle can pass: --min-score 9 is above --max-score 3" \
            "--letters aeginrt --center x|no puzzle can pass: no --center letter is among the --letters" \
            "--letters aa|--letters: 'aa' holds 'a' twice"; do
    # shellcheck disable=SC2086
    run all --dict "$dict" ${args%%|*}
    expect_rc 2
    expect_err "bee-simd all: ${args#*|}
Try 'bee-simd all --help' for more information."
done
run all --help
expect_out_has "  --size N           letters per puzzle, 1 to 10 (default 7)"
expect_out_has "json (one
object a line: puzzle, center, count, pangram_count, score; pangrams, words)"

# -- the puzzle makers' filters on a list made for them: with center e every
# letter starts an answer (bingo); granite is the one perfect pangram
# (aerating is a pangram of 8 letters)
printf 'agent\neating\ngiant\ninert\nnear\nrate\ntear\ngranite\naerating\n' >"$tmp/bingo.txt"
run all --dict "$tmp/bingo.txt" --bingo --format tsv
expect_rc 0
expect_out "letters	center	count	pangrams	score
aeginrt	e	8	2	48"
run all --dict "$tmp/bingo.txt" --min-perfect 1 --format tsv
expect_rc 0
expect_same "$("${BEE[@]}" all --dict "$tmp/bingo.txt" --format tsv)" "$out" "--min-perfect 1 dropped a puzzle"
run all --dict "$tmp/bingo.txt" --min-perfect 2 --format tsv
expect_rc 0
expect_out "letters	center	count	pangrams	score"
run all --dict "$tmp/bingo.txt" --min-perfect x
expect_rc 2
expect_err_has "bee-simd all: --min-perfect: 'x' is not a number from 0 to 4294967295"

# -- a word list without words to write reads its per-set totals alone (no
# solving index); an index file of the same list goes through the index
if [ -f "$system" ]; then
    "${BEE[@]}" index --dict "$system" -o "$tmp/system.idx" >/dev/null 2>&1
    for opts in "--any --size 5 --format tsv" "--format tsv --stats" \
        "--any --size 4 --min-len 5 --format json" \
        "--any --size 5 --center e --min-words 3 --sort score --top 40"; do
        run all --dict "$system" $opts
        expect_rc 0
        from_list=$out from_list_err=$err
        run all --index "$tmp/system.idx" $opts
        expect_same "$from_list" "$out" "all $opts: the word list's totals differ from the index's"
        expect_same "$from_list_err" "$err" "all $opts: --stats differ from the index's"
    done
else
    skip "no $system"
fi

finish
