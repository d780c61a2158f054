# records.sh - every solve record byte for byte as bee-simd 72fb235 (before
# the library's plans and the one record writer) wrote it: json, tsv and text,
# with and without --count, sizes 7 and 8, error records and messages
# included, through --stdin and through `solve` arguments.  The puzzles reach
# every plan: words' own sets (set lists), other 7-letter puzzles (subsets),
# 8 letters (block scan).  Expected files: tests/cli/records/, written by
# that version from words.txt and puzzles.txt there.
# Usage: bash records.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
data="$here/records"

for f in json tsv text; do
    for c in "" count; do
        for size in 7 8; do
            name=$f-$size${c:+-$c}
            current="--stdin --size $size --format $f ${c:+--$c} (records/$name)"
            "${BEE[@]}" --stdin --dict "$data/words.txt" --size "$size" --format "$f" ${c:+--$c} \
                <"$data/puzzles.txt" >"$tmp/out" 2>"$tmp/err"
            rc=$?
            expect_rc 1   # two lines have the wrong size
            if cmp -s "$tmp/out" "$data/$name.out"; then ok; else bad "stdout differs from records/$name.out"; fi
            if cmp -s "$tmp/err" "$data/$name.err"; then ok; else bad "stderr differs from records/$name.err"; fi
        done
    done
    current="solve --format $f (records/solve-$f)"
    "${BEE[@]}" solve --dict "$data/words.txt" --format "$f" raegint taeginr xaeginr rbcdefg \
        >"$tmp/out" 2>"$tmp/err"
    rc=$?
    expect_rc 0
    if cmp -s "$tmp/out" "$data/solve-$f.out"; then ok; else bad "stdout differs from records/solve-$f.out"; fi
done
finish
