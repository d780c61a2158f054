#!/bin/sh
# scowl_words.sh - the build's choice of the built-in list from SCOWL's size
# levels (Debian's scowl package), written one word a line, sorted.
#
# The principle (LICENSE.wordlist and the README state it for players): a
# Spelling Bee answer should be a word an American reader knows, and the
# puzzle's pangram should not be missing because it is a little less common.
#   - Every word of the American size 50 with its variants (levels 10 to
#     50 of english-words, american-words, variant_1-words and
#     variant_2-words: pickaxe beside pickax; and special-hacker.50:
#     offline, widget, gotcha): the words of Debian's wamerican, the list
#     built in before, less its abbreviations (acct, bldg, govt) and Roman
#     numerals.
#   - Plus, from the wider levels 55 and 60 of the same files (words in two
#     of the twelve dictionaries of 12dicts: unboxed, runtime, windchill,
#     carryover), only the words of exactly seven distinct letters: a
#     pangram is what a puzzle is made from, so a wider pangram adds a
#     puzzle or an answer to the few puzzles of its letters, where every
#     wider word would add rarer answers to many.  Level 70's pangrams are
#     mostly technical (garnierite, granitite) and stay out.
#   - Lowercase a-z only: no proper nouns, possessives or accented words.
# removed-words.txt is taken out afterwards by make_image.
#
# Usage: scowl_words.sh SCOWL_DIR OUT.txt
set -eu
dir=$1 out=$2
export LC_ALL=C
for f in english-words american-words variant_1-words variant_2-words special-hacker; do
    [ -r "$dir/$f.50" ] || { echo "scowl_words.sh: $dir/$f.50 not found: install Debian's scowl" >&2; exit 1; }
done
{
    for level in 10 20 35 40 50; do
        cat "$dir/english-words.$level" "$dir/american-words.$level" \
            "$dir/variant_1-words.$level" "$dir/variant_2-words.$level"
    done | cat - "$dir/special-hacker.50" | grep -E '^[a-z]+$'
    for level in 55 60; do
        cat "$dir/english-words.$level" "$dir/american-words.$level" "$dir/variant_1-words.$level"
    done | grep -E '^[a-z]+$' | awk '{
        n = 0; split("", seen)
        for (i = 1; i <= length($0); i++) { c = substr($0, i, 1); if (!(c in seen)) { seen[c] = 1; n++ } }
        if (n == 7) print }'
} | sort -u >"$out.tmp"
mv "$out.tmp" "$out"
