# daily.sh - `bee-simd daily`: the day's puzzle is the same for the same
# list and date (built-in list, a saved index of it, every format), today's
# by default (UTC), its totals are solve's; bad dates are usage errors that
# name the date; a list with no puzzle in the bounds is refused.
# Usage: bash daily.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

run daily --date 2026-11-28 --format tsv
expect_rc 0
IFS=$'\t' read -r date puzzle count pangrams score <<<"$(printf '%s\n' "$out" | sed -n 2p)"
expect_same "$date" 2026-11-28 "tsv date"
expect_same "$(printf '%s\n' "$out" | head -n 1)" "date	puzzle	count	pangrams	score" "tsv header"
solve=$("${BEE[@]}" solve --format tsv --count --no-header "$puzzle")
expect_same "$solve" "$puzzle	$count	$pangrams	$score" "daily's totals differ from solve's: $solve"
[ "$count" -ge 20 ] && [ "$count" -le 80 ] && [ "$score" -ge 70 ] && [ "$score" -le 350 ] &&
    [ "$pangrams" -ge 1 ] && [[ $puzzle != *s* ]] && ok || bad "out of bounds: $out"

# the same in text and json, and from a saved index of the same list
run daily --date 2026-11-28
expect_out "2026-11-28: $puzzle ($count words, $pangrams pangram$([ "$pangrams" = 1 ] || echo s), $score points)"
run daily --date 2026-11-28 --format json
expect_out_has "\"date\":\"2026-11-28\",\"day\":20785,\"puzzle\":\"$puzzle\",\"count\":$count,"
"${BEE[@]}" index -o "$tmp/words.beeidx" 2>/dev/null
run daily --index "$tmp/words.beeidx" --date 2026-11-28 --format tsv
expect_out_has "2026-11-28	$puzzle	$count"

# another day, another puzzle (a week of distinct sets)
days=$(for d in 01 02 03 04 05 06 07; do "${BEE[@]}" daily --date 2026-12-$d --format tsv | sed -n 2p | cut -f2 |
       grep -o . | sort | tr -d '\n'; echo; done | sort -u | wc -l)
expect_same "$days" 7 "a week's puzzles share a letter set"

# today, in UTC, by default (unless the day turned between the two runs)
before=$(date -u +%F)
run daily --format tsv
after=$(date -u +%F)
today=$(printf '%s\n' "$out" | sed -n 2p | cut -f1)
[ "$today" = "$before" ] || [ "$today" = "$after" ] && ok || bad "default date $today, not today ($before)"

# bad dates: usage errors naming the date
for d in 2026-02-29 2026-13-01 1969-12-31 20261128 2026-1-01 tomorrow ''; do
    run daily --date "$d"
    expect_rc 2
    expect_err_has "date"
    [ -z "$d" ] || expect_err_has "'$d'"
done
run daily 2026-11-28
expect_rc 2
expect_err_has "--date"

# a list without a puzzle in the bounds
printf 'abcdefg\nbead\ncafe\n' >"$tmp/small.txt"
run daily --dict "$tmp/small.txt" --date 2026-11-28
expect_rc 1
expect_err_has "no daily puzzle"
finish
