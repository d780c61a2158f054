#!/bin/sh
# scowl_words.sh - the build's choice of the built-in list from SCOWL's size
# levels (Debian's scowl package), written one word a line, sorted.
#
# The principle (LICENSE.wordlist and the README state it for players): a
# Spelling Bee answer should be a word an American reader knows, spelt as
# NYT's puzzle spells it, and the puzzle's pangram should not be missing
# because it is a little less common.  All from english-words,
# american-words and variant_1-words (American spellings and their common
# variants):
#   - Every word of levels 10 to 60: American size 50 (Debian's wamerican)
#     and the wider 55 and 60 (words in two of the twelve dictionaries of
#     12dicts: naan, halal, lanai, tatami, runtime).
#   - The words SCOWL writes with a diacritic in levels 10 to 50, written
#     without it, as NYT's puzzle writes them (epee, melee, fete, elan);
#     the wider levels' are foreign words (manana, pinon, demode).
#   - Pangram words (exactly seven distinct letters) of level 70
#     (backfill, midbrain, matchup), and of level 80 those that are two words
#     of levels 10-60 joined (trackpad, beachcomb, frontman): a pangram is
#     what a puzzle is made from, so a wider pangram adds a puzzle or an
#     answer to the few puzzles of its letters, where every wider word would
#     add rarer answers to many.
#   - Lowercase a-z only: no proper nouns, possessives or abbreviations.
# Left out: variant_2-words, the rarer variant spellings (titbit, tipi, loth,
# appal), and special-hacker, computing jargon (ioctl, telnet, diff); NYT
# plays a word's usual spelling in general vocabulary.
# removed-words.txt is taken out afterwards by make_image.
#
# scripts/nyt_check.py measures a list against NYT's published answers.
#
# Usage: scowl_words.sh SCOWL_DIR OUT.txt
set -eu
dir=$1 out=$2
export LC_ALL=C
families="english-words american-words variant_1-words"
for f in $families; do
    [ -r "$dir/$f.80" ] || { echo "scowl_words.sh: $dir/$f.80 not found: install Debian's scowl" >&2; exit 1; }
done

# levels N...: the words of those levels of every family, as SCOWL writes them
levels() {
    for level in "$@"; do
        for f in $families; do cat "$dir/$f.$level"; done
    done
}
lowercase() { grep -E '^[a-z]+$' || true; }
# Latin-1 letters with a diacritic onto their letter (byte sequences: C locale)
undiacritic() {
    sed -E 's/à|á|â|ã|ä|å/a/g; s/ç/c/g; s/è|é|ê|ë/e/g; s/ì|í|î|ï/i/g; s/ñ/n/g;
            s/ò|ó|ô|õ|ö/o/g; s/ù|ú|û|ü/u/g; s/ý|ÿ/y/g'
}
seven_letters() {
    awk '{ n = 0; split("", seen)
           for (i = 1; i <= length($0); i++) { c = substr($0, i, 1); if (!(c in seen)) { seen[c] = 1; n++ } }
           if (n == 7) print }'
}
# the words of stdin that are two words of $1 joined, each 3 letters or more
joined_from() {
    awk 'NR == FNR { known[$0] = 1; next }
         { for (i = 3; i <= length($0) - 3; i++)
               if ((substr($0, 1, i) in known) && (substr($0, i + 1) in known)) { print; next } }' "$1" -
}

levels 10 20 35 40 50 55 60 | lowercase | sort -u >"$out.known"
{
    cat "$out.known"
    levels 10 20 35 40 50 | undiacritic | lowercase
    levels 70 | lowercase | seven_letters
    levels 80 | lowercase | seven_letters | joined_from "$out.known"
} | sort -u >"$out.tmp"
rm -f "$out.known"
mv "$out.tmp" "$out"
