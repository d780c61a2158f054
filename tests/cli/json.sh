# json.sh - one JSON schema across commands (docs/json.md): the same keys in
# the same order, pangrams a list wherever it appears, the same values for the
# same puzzle from solve, --stdin and all; strings: valid UTF-8 passes through,
# invalid bytes become \ufffd.
# Usage: bash json.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ngain\nreign\ncats\ncast\n' >"$dict"
solve_json='{"puzzle":"gaeinrt","center":"g","count":8,"pangram_count":2,"score":47,"pangrams":["granite","tearing"],"words":["gain","granite","grant","rang","rating","reign","tang","tearing"]}'

run solve --dict "$dict" --format json gaeinrt
expect_out "$solve_json"
run_in $'gaeinrt\n' --stdin --dict "$dict" --format json
expect_out "$solve_json"
run all --dict "$dict" --format json --letters aeginrt --center g --words
expect_out "$solve_json"
run all --dict "$dict" --format json --letters aeginrt --center g
expect_out '{"puzzle":"gaeinrt","center":"g","count":8,"pangram_count":2,"score":47}'
run solve --dict "$dict" --format json --count gaeinrt
expect_out '{"puzzle":"gaeinrt","center":"g","count":8,"pangram_count":2,"score":47}'
run bag --dict "$dict" --format json cats
expect_out '{"bag":"cats","count":2,"words":["cast","cats"]}'

# strings: UTF-8 through, invalid bytes as U+FFFD, control characters escaped
run_in $'étude\n\xe9tude\nab\xe2\x82\n\xed\xa0\x80x\n\xf0\x9f\x90\x9d\n\xc0\xaf\na\tb\n' --stdin --dict "$dict" --format json
expect_rc 1
got=$(printf '%s\n' "$out" | grep -o '"input":"[^"]*"')
expect_same "$got" '"input":"étude"
"input":"\ufffdtude"
"input":"ab\ufffd\ufffd"
"input":"\ufffd\ufffd\ufffdx"
"input":"🐝"
"input":"\ufffd\ufffd"
"input":"a\u0009b"' "json strings of refused lines"
if command -v jq >/dev/null; then
    printf '%s\n' "$out" | jq -e . >/dev/null && ok || bad "not valid JSON: $out"
    printf '%s\n' "$out" | iconv -f UTF-8 -t UTF-8 >/dev/null && ok || bad "not valid UTF-8"
else
    skip "refused lines' JSON is valid" "jq is not installed (Debian's jq)"
fi
# quotes and backslashes escaped inside a run of plain characters too
run_in $'x"y\\z\n' --stdin --dict "$dict" --format json
expect_out_has '"input":"x\"y\\z"'
run_in $'caf\xc3\xa9\n' bag --stdin --dict "$dict" --format json
expect_out_has '"input":"café"'

# long words: a word's rendered form ("word", in json, word, in tsv) takes a
# 16-byte slot up to 15 bytes and lies apart from 16 on (format.c): words of
# 12-15 letters on both sides of that line, in both formats, on one thread
# and two
long="$tmp/long.txt"
printf 'abcabcabcabc\nabcabcabcabca\nabcabcabcabcab\nabcabcabcabcabc\nabcdefgabcdefg\nbcdbcdbcdbcdbcd\n' >"$long"
for threads in 1 2; do
    run_in $'abcdefg\nbacdefg\n' --stdin --dict "$long" --threads $threads --format json
    expect_out '{"puzzle":"abcdefg","center":"a","count":5,"pangram_count":1,"score":75,"pangrams":["abcdefgabcdefg"],"words":["abcabcabcabc","abcabcabcabca","abcabcabcabcab","abcabcabcabcabc","abcdefgabcdefg"]}
{"puzzle":"bacdefg","center":"b","count":6,"pangram_count":1,"score":90,"pangrams":["abcdefgabcdefg"],"words":["abcabcabcabc","abcabcabcabca","abcabcabcabcab","abcabcabcabcabc","abcdefgabcdefg","bcdbcdbcdbcdbcd"]}'
    run_in $'abcdefg\nbacdefg\n' --stdin --dict "$long" --threads $threads --format tsv --no-header
    expect_out $'abcdefg\t5\t1\t75\tabcabcabcabc,abcabcabcabca,abcabcabcabcab,abcabcabcabcabc,abcdefgabcdefg\nbacdefg\t6\t1\t90\tabcabcabcabc,abcabcabcabca,abcabcabcabcab,abcabcabcabcabc,abcdefgabcdefg,bcdbcdbcdbcdbcd'
done
# ... and words over 32 bytes, copied 16 bytes at a time, between short ones
w33=abcdefgabcdefgabcdefgabcdefgabcde
printf 'abca\n%s\nbcda\n%sg\ncdab\n' "$w33" "$w33" >"$long"
run_in $'abcdefg\n' --stdin --dict "$long" --format json
expect_out '{"puzzle":"abcdefg","center":"a","count":5,"pangram_count":2,"score":84,"pangrams":["'$w33'","'$w33'g"],"words":["abca","'$w33'","'$w33'g","bcda","cdab"]}'
run_in $'abcdefg\n' --stdin --dict "$long" --format tsv --no-header
expect_out $'abcdefg\t5\t2\t84\tabca,'$w33,${w33}g$',bcda,cdab'
# ... the same from a writer of a few records, which renders words as it
# writes them (format.c): `solve` with puzzles on the command line, from the
# list (one-shot) and from an index
"${BEE[@]}" index "$long" -o "$tmp/long.idx" >/dev/null
for from in "--dict $long" "--index $tmp/long.idx"; do
    for fmt in json tsv; do
        current="solve $from --format $fmt abcdefg bacdefg"
        a=$("${BEE[@]}" solve $from --format $fmt abcdefg bacdefg)
        b=$(printf 'abcdefg\nbacdefg\n' | "${BEE[@]}" --stdin --dict "$long" --format $fmt)
        expect_same "$a" "$b" "a few records differ from the stream's"
    done
done
# ... and a word of another alphabet's letters that fits a slot ("çel", 4
# bytes): its bytes pass the stream's plain-word test only as UTF-8 taken
# through the escaper, the same as a few records' writer gives
printf 'çel\nsol\nsols\nlemes\n' >"$tmp/ca.txt"
for fmt in json tsv; do
    current="--stdin --lang ca --format $fmt"
    a=$("${BEE[@]}" solve --lang ca --dict "$tmp/ca.txt" --format $fmt çelsomh lhomesc)
    b=$(printf 'çelsomh\nlhomesc\n' | "${BEE[@]}" --stdin --lang ca --dict "$tmp/ca.txt" --format $fmt)
    expect_same "$a" "$b" "a few records differ from the stream's"
done
run_in $'çelsomh\n' --stdin --lang ca --dict "$tmp/ca.txt" --format json
expect_out_has '"words":["çel"]'
finish
