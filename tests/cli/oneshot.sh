# oneshot.sh - `solve --dict FILE` with few puzzles (and `bag --dict FILE`
# with few bags without blanks) answers straight from the text (the one-shot
# plan); its records must equal those of the usual path (dictionary and
# index), which more than 16 puzzles take.
# Usage: bash oneshot.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

words=/usr/share/dict/american-english   # wamerican: installed for the build
puzzles=(raegint aegintr pelntia yrtanol xyzqjkw cabdefg oglmedb ilcpeda rnoituc
         mohplre loyrdba wktbaer hiuefdr nuotpcy eaxmpls zqerbau lmeaixt)   # 17
wide=(abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh
      abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh sertaoin)

# json records are one a line, so one-shot runs on 16 puzzles and on the
# 17th must join into the usual path's records for all 17
for opts in "--format json" "--format json --fold-case" "--format json --min-len 6 --scoring simple" \
            "--format json --count" "--size 8 --format json"; do
    if [[ $opts == *size* ]]; then set -- "${wide[@]}"; else set -- "${puzzles[@]}"; fi
    run solve --dict "$words" $opts "$@"   # 17 puzzles: the usual path
    usual=$out
    run solve --dict "$words" $opts "${@:1:16}"
    oneshot=$out
    run solve --dict "$words" $opts "${17}"
    expect_same "$usual" "$oneshot"$'\n'"$out" "one-shot records differ from the usual path ($opts)"
done

# bags without blanks take the one-shot plan too; a bag with a blank among
# them sends all through the usual path: the records must agree
bags=(ovrkqlwislrecrtgmvpfprzey aeiourstln qqq zzzyyyxxx eeeessssrrrtt)
for opts in "--format json" "--format json --sort alpha --min-len 5" "--format json --fold-case --top 3" \
            "--format json --count --must-use es"; do
    run bag --dict "$words" $opts "${bags[@]}" 'ab?'
    usual=$(head -n -1 <<<"$out")
    run bag --dict "$words" $opts "${bags[@]}"
    expect_same "$usual" "$out" "bag one-shot records differ from the usual path ($opts)"
done

# CRLF, no final newline, capitals and junk: the same answers as the usual path
sed 's/$/\r/' "$words" | head -c -1 >"$tmp/crlf.txt"
run solve --dict "$tmp/crlf.txt" --format tsv "${puzzles[@]}"
usual=$out
for p in raegint aegintr; do
    run solve --dict "$tmp/crlf.txt" --format tsv --no-header "$p"
    expect_same "$(grep "^$p	" <<<"$usual")" "$out" "CRLF list: $p"
done

# $BEE_DICT takes the same path
BEE_DICT="$words" run solve --count raegint
viaenv=$out
run solve --dict "$words" --count raegint
expect_same "$viaenv" "$out" "BEE_DICT"

# a list without words fails as usual, before any record
printf 'GRANITE\n' >"$tmp/caps.txt"
run solve --dict "$tmp/caps.txt" raegint
expect_rc 1
expect_out ""
expect_err "bee-simd solve: $tmp/caps.txt: no usable word: 1 lines skipped (1 uppercase); try --fold-case"
run solve --dict "$tmp/caps.txt" --fold-case --count raegint
expect_rc 0
expect_out "raegint (center r)
1 word, 1 pangram, 14 points"

# a bad puzzle among good ones: reported in place, the rest answered
printf 'granite\ngrant\n' >"$tmp/w.txt"
run solve --dict "$tmp/w.txt" --format tsv --count raegint raegin
expect_rc 1
expect_out "puzzle	count	pangram_count	score
raegint	2	1	19"
expect_err "bee-simd solve: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)"
# the --size hint only where the size alone was wrong
run solve --dict "$tmp/w.txt" --count raegg raegin1 raegintt
expect_rc 1
expect_err "bee-simd solve: puzzle 'raegg': letter 'g' appears twice
bee-simd solve: puzzle 'raegin1': character 7 is not a letter a-z
bee-simd solve: puzzle 'raegintt': letter 't' appears twice"
run solve --dict "$tmp/w.txt" --count --size 6 raegint
expect_rc 1
expect_err "bee-simd solve: puzzle 'raegint': has 7 letters, expected 6"

finish
