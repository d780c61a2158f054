# hints.sh - `bee-simd hints`: its totals are solve's, its grid and
# two-letter list add up to the words still to find, --found takes words
# away (any case, repeats once, a word that is no answer named), --stdin
# gives the records of the arguments, and the formats and refusals follow
# solve's.
# Usage: bash hints.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'tangier\ntearing\ngranite\nrating\ngrant\ntang\nrang\ntart\n' >"$dict"

# the totals are solve's
run hints --dict "$dict" --format tsv --no-header raegint
expect_rc 0
IFS=$'\t' read -r p count score pangrams perfect bingo grid pairs <<<"$out"
solve=$("${BEE[@]}" solve --dict "$dict" --format tsv --count --no-header raegint)
expect_same "$p	$count	$pangrams	$score" "$solve" "hints' totals differ from solve's"
expect_same "$perfect" 3 "perfect pangrams"
expect_same "$bingo" false "bingo"
expect_same "$grid" "g5:1,g7:1,r4:1,r6:1,t4:1,t7:2" "grid"
expect_same "$pairs" "gr:2,ra:2,ta:2,te:1" "two-letter list"

# text: the grid's sums are the count; ranks rounded halves up (27.5 -> 28)
run hints --dict "$dict" raegint
expect_rc 0
expect_out "raegint (center r)
words: 7, points: 55, pangrams: 3 (3 perfect)
      4   5   6   7   sum
a:    -   -   -   -     -
e:    -   -   -   -     -
g:    -   1   -   1     2
i:    -   -   -   -     -
n:    -   -   -   -     -
r:    1   -   1   -     2
t:    1   -   -   2     3
sum   2   1   1   3     7
two letters: gr-2
            ra-2
            ta-2 te-1
ranks: Beginner 0, Good Start 1, Moving Up 3, Good 4, Solid 8, Nice 14, Great 22, Amazing 28, Genius 39, Queen Bee 55"

# --found: any case, a repeat counted once, a word that is no answer (tang:
# no center) named; 15 of 55 points is Nice (14), not Great (22)
run hints --dict "$dict" --format json --found 'TEARING,rang,rang,tang' raegint
expect_rc 0
expect_out_has '"found":{"count":2,"score":15,"rank":"Nice","not_answers":["tang"]}'
expect_out_has '"grid":{"a":{},"e":{},"g":{"5":1,"7":1},"i":{},"n":{},"r":{"6":1},"t":{"4":1,"7":1}}'
printf '# found so far\ntearing\n\nrang\r\n' >"$tmp/found.txt"
run hints --dict "$dict" --format json --found-file "$tmp/found.txt" raegint
expect_out_has '"found":{"count":2,"score":15,"rank":"Nice","not_answers":[]}'
run hints --dict "$dict" --found a --found-file "$tmp/found.txt" raegint
expect_rc 2
run hints --dict "$dict" --found-file "$tmp/none.txt" raegint
expect_rc 1
expect_err "bee-simd hints: --found-file $tmp/none.txt: cannot open it"

# --stdin: the records of the same puzzles as arguments, refusals in place
a=$("${BEE[@]}" hints --dict "$dict" --format json raegint nhoytpa)
run_in $'raegint\nbad\nnhoytpa\n' hints --stdin --dict "$dict" --format json
expect_rc 1
expect_same "$(grep -v '"error"' <<<"$out")" "$a" "--stdin differs from the arguments"
expect_out_has '{"line":2,"input":"bad","error":"puzzle '"'"'bad'"'"': has 3 letters, expected 7 (use --size N for other sizes)"}'
expect_err_has "bee-simd hints: stdin line 2: puzzle 'bad'"

# refusals
run hints --dict "$dict" bad
expect_rc 1
expect_err "bee-simd hints: puzzle 'bad': has 3 letters, expected 7 (use --size N for other sizes)"
run hints --dict "$dict" --count raegint
expect_rc 2
run hints --dict "$dict"
expect_rc 2
finish
