# builtin_list.sh - the built-in list follows the principle scowl_words.sh
# states (a word of each of its parts in, each part it leaves out out), and
# scripts/nyt_check.py measures a list against published answers (here a
# small answers file written for the test: NYT's are not shipped).
# Usage: bash builtin_list.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
src=$(cd "$here/../.." && pwd)

# whether the built-in list holds a word: a bag of its own letters spells it
words_of_bag() {
    run bag --format json "$1"
    words=${out#*\"words\":}
}
# a word of each part of the choice: levels 10-50 (rating), 55 and 60
# (naan, lanai), an accent written without it (epee, melee), a level-70
# pangram word (backfill), a level-80 pangram word that is two words joined
# (trackpad, beachcomb)
for w in rating naan lanai epee melee backfill trackpad beachcomb; do
    words_of_bag $w
    if [[ $words == *"\"$w\""* ]]; then ok; else bad "the built-in list lacks $w"; fi
done
# left out: the rarer variant spellings (titbit, tipi), hacker jargon
# (ioctl, telnet), a level-80 word that is no pangram word (abaxile) or a
# pangram word that is not two words joined (phonily), and the removed
# words the wider levels bring (kike, twat)
for w in titbit tipi ioctl telnet abaxile phonily kike twat; do
    words_of_bag $w
    if [[ $words == *"\"$w\""* ]]; then bad "the built-in list holds $w"; else ok; fi
done

# nyt_check.py: precision, recall and pangrams over a small answers file
if command -v python3 >/dev/null; then
    check() { python3 "$src/scripts/nyt_check.py" --bee "${BEE[*]}" "$@" 2>&1; }
    current="nyt_check.py (no answers)"
    out=$(check)
    expect_same "$out" "SKIP: no NYT answers file given (see nyt_check.py --help)"
    printf 'tangier\ngranite\nrating\ngrant\ntrain\n' >"$tmp/words.txt"
    # puzzle 1: NYT took rating, granite, tangier, grit; the list gives
    # rating, granite, tangier, grant, train: 3 of 5 accepted, 3 of 4 found;
    # puzzle 2: NYT's pangram (gainer) is not in the list
    cat >"$tmp/answers.json" <<'EOF'
[{"centerLetter": "r", "outerLetters": ["a", "e", "g", "i", "n", "t"],
  "answers": ["rating", "granite", "tangier", "grit"], "pangrams": ["granite", "tangier"]},
 {"centerLetter": "r", "outerLetters": ["a", "e", "g", "i", "n", "s"],
  "answers": ["gainer", "rain"], "pangrams": ["gainer"]}]
EOF
    current="nyt_check.py answers.json words.txt"
    out=$(check --show 2 "$tmp/answers.json" "$tmp/words.txt")
    expect_out_has "2 puzzles, 6 NYT answers"
    expect_out_has "$tmp/words.txt"
    expect_same "$(sed -n 3p <<<"$out" | awk '{print $2, $3, $4, $5, $6}')" "0.600 0.500 0.500 1 5" \
        "precision 3/5, recall 3/6, pangram 1/2, 1 puzzle without, 5 answers"
    expect_out_has "added: grant:1 train:1"
    mkdir "$tmp/days"
    sed -n '1,2p' "$tmp/answers.json" | sed 's/^\[//; s/},$/}/' >"$tmp/days/2023-01-01.json"
    current="nyt_check.py days/ words.txt"
    out=$(check "$tmp/days" "$tmp/words.txt")
    expect_same "$(sed -n 3p <<<"$out" | awk '{print $2, $3, $4}')" "0.600 0.750 1.000" \
        "a directory of one-puzzle files"
else
    skip "nyt_check.py" "python3 is not installed"
fi
finish
