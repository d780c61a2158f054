# all_lang.sh - `bee-simd all` over alphabets other than English: a small
# Catalan list with ç, folds (à, è) and a drop (·), exact lines in every
# format, the center in uppercase in UTF-8 (Ç), letter options in UTF-8 and
# their errors, an index file that names its alphabet, every text line
# checked against `solve`, a JSON puzzle and TSV lines of 3-byte letters,
# and the memory limit's refusal.  One check feeds a corrupted line to the
# comparison with `solve` to prove it can fail.  With /usr/share/dict/catalan, a sample
# of `all --lang ca` against `solve` (skipped when absent).
# Usage: bash all_lang.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
export LC_ALL=C

dict="$tmp/ca.txt"
printf 'entrellaçar\nrellançà\nenllaçat\nalçar\ntela\nal·lè\nnat\nLleida\ncel·la\n' >"$dict"

# Text lines of `all` ("aelnrtÇ: 4 words, 1 pangram, 42 points") against
# `solve --count` on the same puzzles (the first field is a puzzle for it);
# prints the first difference.
compare_with_solve() {
    local file=$1 puzzles solved
    shift
    puzzles=$(cut -d: -f1 "$file")
    [ -z "$puzzles" ] && return 0
    solved=$("${BEE[@]}" solve "$@" --count --format tsv $puzzles | tail -n +2 | cut -f 2-4)
    diff <(sed 's/^[^:]*: \([0-9]*\) words\?, \([0-9]*\) pangrams\?, \([0-9]*\) points\?$/\1\t\2\t\3/' "$file") \
        <(printf '%s\n' "$solved") | head -n 3
}

# -- exact output: letters in the alphabet's order (ç after z), the center
#    in uppercase; scores by Catalan's points (3 letters 1, 4 letters 2,
#    then 1 a letter, a tuti 10 more): 11 + 10 + 8 + 8 + 5 + 2 + 2 + 1 = 47
run all --lang ca --dict "$dict"
expect_rc 0
expect_out "Aelnrtç: 7 words, 1 pangram, 47 points
aElnrtç: 5 words, 1 pangram, 41 points
aeLnrtç: 6 words, 1 pangram, 46 points
aelNrtç: 4 words, 1 pangram, 38 points
aelnRtç: 3 words, 1 pangram, 34 points
aelnrTç: 4 words, 1 pangram, 32 points
aelnrtÇ: 4 words, 1 pangram, 42 points"
printf '%s\n' "$out" >"$tmp/ca.txt.all"
expect_same "$(compare_with_solve "$tmp/ca.txt.all" --lang ca --dict "$dict")" "" "Catalan list differs from solve"
sed 's/aelnrtÇ: 4 words/aelnrtÇ: 5 words/' "$tmp/ca.txt.all" >"$tmp/bad.all" # a deliberate fault
expect_same "$(compare_with_solve "$tmp/bad.all" --lang ca --dict "$dict" | grep -c '^<')" "1" \
    "the comparison with solve misses a wrong count"

run all --lang ca --dict "$dict" --format tsv --words
expect_out "letters	center	count	pangrams	score	words
aelnrtç	a	7	1	47	al·lè,alçar,enllaçat,entrellaçar,nat,rellançà,tela
aelnrtç	e	5	1	41	al·lè,enllaçat,entrellaçar,rellançà,tela
aelnrtç	l	6	1	46	al·lè,alçar,enllaçat,entrellaçar,rellançà,tela
aelnrtç	n	4	1	38	enllaçat,entrellaçar,nat,rellançà
aelnrtç	r	3	1	34	alçar,entrellaçar,rellançà
aelnrtç	t	4	1	32	enllaçat,entrellaçar,nat,tela
aelnrtç	ç	4	1	42	alçar,enllaçat,entrellaçar,rellançà"
run all --lang ca --dict "$dict" --format json --center Ç --words
expect_out '{"puzzle":"çaelnrt","center":"ç","count":4,"pangram_count":1,"score":42,"pangrams":["entrellaçar"],"words":["alçar","enllaçat","entrellaçar","rellançà"]}'
run all --lang ca --dict "$dict" --center ç --words
expect_out "aelnrtÇ: 4 words, 1 pangram, 42 points
  alçar
  enllaçat
  entrellaçar *
  rellançà"

# -- letter options in UTF-8, either case
run all --lang ca --dict "$dict" --letters ÇA --exclude bq --format tsv --sort score --top 2
expect_out "letters	center	count	pangrams	score
aelnrtç	a	7	1	47
aelnrtç	l	6	1	46"
run all --lang ca --dict "$dict" --exclude ç
expect_rc 0
expect_out ""
run all --lang ca --dict "$dict" --exclude à
expect_rc 2
expect_err "bee-simd all: --exclude: 'à' holds 'à', not a letter of alphabet 'ca' (it folds into one)
Try 'bee-simd all --help' for more information."
run all --lang ca --dict "$dict" --center 'a€'
expect_rc 2
expect_err_has "bee-simd all: --center: 'a€' holds '€', not a letter of alphabet 'ca'"
run all --lang ca --dict "$dict" --letters 'çÇ'
expect_rc 2
expect_err_has "bee-simd all: --letters: 'çÇ' holds 'Ç' twice"
run all --lang ca --dict "$dict" --exclude abcdefghijklmnopqrstu
expect_rc 2
expect_err_has "6 letters are left after excluding 'abcdefghijklmnopqrstu', fewer than the puzzle size 7"
run all --dict "$dict" --exclude ç # English: a-z only, as ever
expect_rc 2
expect_err_has "--exclude: 'ç' holds "

# -- an index file names its alphabet: letters read after loading it
run index --lang ca --dict "$dict" -o "$tmp/ca.idx"
expect_rc 0
run all --index "$tmp/ca.idx" --center ç --format tsv
expect_out "letters	center	count	pangrams	score
aelnrtç	ç	4	1	42"
run all --index "$tmp/ca.idx" --center à
expect_rc 2
expect_err_has "--center: 'à' holds 'à', not a letter of alphabet 'ca' (it folds into one)"

# -- every set: C(27,3) x 3 puzzles of 3 letters
run all --lang ca --dict "$dict" --any --size 3 --format tsv -q
expect_same "$(printf '%s\n' "$out" | tail -n +2 | wc -l)" "8775" "--any --size 3: not C(27,3) x 3 puzzles"
expect_same "$(printf '%s\n' "$out" | tail -n 1)" "yzç	ç	0	0	0" "--any: not in the alphabet's order"

# -- bingo: every letter starts an answer (àla folds into ala: one answer);
#    center ç has only çal, which starts with ç alone
printf 'ala\nlla\nàla\nçal\n' >"$tmp/bingo.txt"
run all --lang ca --dict "$tmp/bingo.txt" --size 3 --bingo --format tsv --words
expect_out "letters	center	count	pangrams	score	words
alç	a	3	1	13	ala,lla,çal
alç	l	3	1	13	ala,lla,çal"

# -- a JSON puzzle holds any puzzle: 10 letters of 3 bytes (29 bytes)
printf 'code th\nletters α β γ δ ε ḃ ḋ ḟ ṁ ṗ ṡ ṫ ẁ ẃ\n' >"$tmp/th.alpha"
printf 'ḃḋḟṁṗṡṫẁẃα\n' >"$tmp/th.txt"
run all --alphabet "$tmp/th.alpha" --dict "$tmp/th.txt" --size 10 --format json --center ḃ
expect_rc 0
expect_out '{"puzzle":"ḃαḋḟṁṗṡṫẁẃ","center":"ḃ","count":1,"pangram_count":1,"score":17}'
run all --alphabet "$tmp/th.alpha" --dict "$tmp/th.txt" --size 10 --center ḃ
expect_rc 0
expect_out "ḃαḋḟṁṗṡṫẁẃ: 1 word, 1 pangram, 17 points" # no uppercase ḃ here: the center first

# -- TSV lines whose letters pass the 16 bytes copied whole (10 letters of 3
#    bytes), in sets that differ in their last letter only (the line's start
#    is kept from one set to the next, its last letter rewritten)
printf 'ḃḋḟṁṗṡṫẁẃα\nαβγδεḃḋḟṁṗ\nαβγδεḃḋḟṁṡ\nαβγδ\nγδεṁ\n' >"$tmp/th2.txt"
run all --alphabet "$tmp/th.alpha" --dict "$tmp/th2.txt" --size 10 --any --letters αβγδεḃḋḟṁ \
    --center αṁ --format tsv
expect_rc 0
expect_out "letters	center	count	pangrams	score
αβγδεḃḋḟṁṗ	α	2	1	18
αβγδεḃḋḟṁṗ	ṁ	2	1	18
αβγδεḃḋḟṁṡ	α	2	1	18
αβγδεḃḋḟṁṡ	ṁ	2	1	18
αβγδεḃḋḟṁṫ	α	1	0	1
αβγδεḃḋḟṁṫ	ṁ	1	0	1
αβγδεḃḋḟṁẁ	α	1	0	1
αβγδεḃḋḟṁẁ	ṁ	1	0	1
αβγδεḃḋḟṁẃ	α	1	0	1
αβγδεḃḋḟṁẃ	ṁ	1	0	1"

# -- the memory limit: estimated before allocating, refused with the figures
run all --lang ca --dict "$dict" --any --sort score --max-memory 1M -j 1 -q
expect_rc 1
expect_err "bee-simd all: every puzzle at once needs about 238 MiB here (888030 letter sets of 7 from 27 letters, method subsets, gathered to sort), over the memory limit of 1 MiB (--max-memory sets it)"
run all --lang ca --dict "$dict" --any --max-memory 64M -q --stats
expect_rc 0
expect_err_has "888030 letter sets, 6216210 puzzles evaluated"
run all --lang ca --dict "$dict" --max-memory 12Q
expect_rc 2
expect_err_has "--max-memory: '12Q' is not a size from 1 byte to 1 TiB"

# -- the Debian list: a sample of the pangram puzzles against solve
catalan=/usr/share/dict/catalan
if [ -r "$catalan" ]; then
    run all --lang ca -q
    expect_rc 0
    printf '%s\n' "$out" | awk 'NR % 997 == 1' >"$tmp/sample.all"
    expect_same "$(compare_with_solve "$tmp/sample.all" --lang ca)" "" "Catalan list sample differs from solve"
    expect_same "$(($(printf '%s\n' "$out" | grep -c '[çÇ]') / 7))" "$(printf '%s\n' "$out" | grep -c 'Ç')" \
        "not one line in 7 with ç has it as the center Ç"
else
    skip "all --lang ca on $catalan" "not installed (Debian package wcatalan)"
fi

finish
