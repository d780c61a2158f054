# lang.sh - --lang: word lists over other alphabets (issue 23), on small
# lists written here; the Debian lists (wcatalan, wngerman) are checked
# only when installed (and then every one of them against a plain reference,
# lang_lists.py).
# Usage: bash lang.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

printf 'col·lecció\ncol·leccions\nmés\nmes\nsol\nsols\nlloc\nllocs\nCol·legi\nl'"'"'home\nçel\n' >"$tmp/ca.txt"

# Catalan: the dot dropped, accents folded, 3-letter words, points 1/2/len, tuti +10
run solve --lang ca --dict "$tmp/ca.txt" lecoisn
expect_rc 0
expect_out "lecoisn (center l)
  col·leccions *
  col·lecció
  lloc
  llocs
  sol
  sols
6 words, 1 pangram (*), 40 points"

# més and mes are one answer, shown as mes; a UTF-8 center, in json
run solve --lang ca --dict "$tmp/ca.txt" --format json abdeÇlm
expect_rc 0
expect_out '{"puzzle":"çabdelm","center":"ç","count":1,"pangram_count":0,"score":1,"pangrams":[],"words":["çel"]}'

# puzzles from stdin take the alphabet too
run_in $'mesolic\nçabdelm\n' solve --lang ca --dict "$tmp/ca.txt" --stdin --count
expect_rc 0
expect_out "mesolic (center m)
1 word, 0 pangrams, 1 point

çabdelm (center ç)
1 word, 0 pangrams, 1 point"

# a letter outside the alphabet is named
run solve --lang ca --dict "$tmp/ca.txt" àbcdefg
expect_rc 1
expect_err_has "is not a letter of the alphabet 'ca'"

# German: capitalised nouns folded, ß a letter
printf 'Straße\nHaus\nhaus\nÄrger\n' >"$tmp/de.txt"
run solve --lang de --dict "$tmp/de.txt" ßstraeh
expect_rc 0
expect_out "ßstraeh (center ß)
  Straße
1 word, 0 pangrams, 6 points"

# English is unchanged: --lang en gives the same bytes as no option
printf 'granite\ngrant\nrang\ntang\n' >"$tmp/en.txt"
run solve --dict "$tmp/en.txt" --format json raegint
plain=$out
run solve --lang en --dict "$tmp/en.txt" --format json raegint
expect_rc 0
expect_same "$plain" "$out" "--lang en changed the output"

# the list of languages; unknown codes; what is not supported says so
run solve --lang list
expect_rc 0
expect_out_has "ca	Catalan (Paraulogic)	27 letters, shortest word 3"
run solve --lang xx raegint
expect_rc 2
expect_err_has "bee-simd solve: --lang: unknown language 'xx' (try --lang list)"

# index files record their alphabet: --index needs no --lang, and one that
# disagrees is an error
run index --lang ca --dict "$tmp/ca.txt" -o "$tmp/ca.bee"
expect_rc 0
run solve --lang ca --dict "$tmp/ca.txt" --format json lecoisn abdeÇlm
built=$out
run solve --index "$tmp/ca.bee" --format json lecoisn abdeÇlm
expect_rc 0
expect_same "$built" "$out" "the Catalan index file answers otherwise than its list"
run solve --index "$tmp/ca.bee" --lang ca --count lecoisn
expect_rc 0
run solve --index "$tmp/ca.bee" --lang es lecoisn
expect_rc 2
expect_err_has "ca.bee: the index file's alphabet is 'ca', not 'es' (--lang)"
run bag --lang ca --dict "$tmp/ca.txt" --format json colleccions
built=$out
run bag --index "$tmp/ca.bee" --format json colleccions
expect_rc 0
expect_same "$built" "$out" "the Catalan index file's bags answer otherwise than its list"

# hints in Catalan: the grid by first letter and length in letters (the dot
# dropped: col·lecció is a c word of 9), found words matched by their letters
# and scored by Catalan's points (9 + 1) and left out of the grid of what
# is still to find, the UTF-8 center of a TSV record
run hints --lang ca --dict "$tmp/ca.txt" --format json --found colleccio,sol,xx lecoisn
expect_rc 0
expect_out_has '"count":6,"score":40,"pangram_count":1,"perfect_pangram_count":0,"bingo":false,"grid":{"c":{"11":1},"e":{},"i":{},"l":{"4":1,"5":1},"n":{},"o":{},"s":{"4":1}},"two_letter":{"co":1,"ll":2,"so":1}'
expect_out_has '"found":{"count":2,"score":10,"rank":"Nice","not_answers":["xx"]}'
# found words in any case, as English's are: capitals read through the
# alphabet's own case map (Ó, Ç), though a Catalan list skips uppercase lines
run hints --lang ca --dict "$tmp/ca.txt" --format json --found 'COL·LECCIÓ,Sol,XX' lecoisn
expect_rc 0
expect_out_has '"found":{"count":2,"score":10,"rank":"Nice","not_answers":["XX"]}'
run hints --lang ca --dict "$tmp/ca.txt" --format tsv --no-header --found 'ÇEL' çabdelm
expect_rc 0
expect_out "çabdelm	1	1	0	0	false			1	1	Queen Bee"
run hints --lang ca --dict "$tmp/ca.txt" --format tsv --no-header abdeÇlm
expect_rc 0
expect_out "çabdelm	1	1	0	0	false	ç3:1	çe:1"
run hints --index "$tmp/ca.bee" lecoisn
expect_rc 0
expect_out_has "c:    -   -   -   -   -   -   1   -   1     2"

# an alphabet of one's own: the Catalan rules from a file give Catalan's answers
cat >"$tmp/ca.alpha" <<'ALPHA'
# Catalan, as a file
letters a b c d e f g h i j k l m n o p q r s t u v w x y z ç
fold à a
fold è e
fold é e
fold í i
fold ï i
fold ò o
fold ó o
fold ö o
fold ú u
fold ü u
drop ·
shortest 3
points 1 1 1 2
bonus 10
ALPHA
run solve --lang ca --dict "$tmp/ca.txt" --format json lecoisn
builtin=$out
run solve --alphabet "$tmp/ca.alpha" --dict "$tmp/ca.txt" --format json lecoisn
expect_rc 0
expect_same "$builtin" "$out" "--alphabet with Catalan's rules differs from --lang ca"
run solve --alphabet "$tmp/ca.alpha" raegint
expect_rc 2
expect_err_has "bee-simd solve: --alphabet needs its word list: --dict FILE"
printf 'letters a b c d e f g h i j k l m n o p q r s t u v w x y z ä ö ü ß ç ñ\n' >"$tmp/big.alpha"
run solve --alphabet "$tmp/big.alpha" --dict "$tmp/ca.txt" abc
expect_rc 2
expect_err_has "bee-simd solve: --alphabet: $tmp/big.alpha: alphabet line 1: 'ñ': over 31 letters"

# curation over an alphabet: a spelling removed as the list has it, an added
# word judged by the alphabet's rules (its accent folded), a bad one named
printf 'sols\n' >"$tmp/ca-remove.txt"
printf 'cels\nl'"'"'home\n' >"$tmp/ca-add.txt"
run solve --lang ca --dict "$tmp/ca.txt" --remove-words "$tmp/ca-remove.txt" \
    --add-words "$tmp/ca-add.txt" --count lecoisn
expect_rc 1
expect_out "lecoisn (center l)
6 words, 1 pangram, 40 points"
expect_err_has "line 2: 'l'home' is not a word of the alphabet's rules"

# without --dict: the Debian list, or the package to install
if [ -r /usr/share/dict/catalan ]; then
    run solve --lang ca --count lecoisn
    expect_rc 0
else
    run solve --lang ca raegint
    expect_rc 1
    expect_err "bee-simd solve: --lang ca: no word list: /usr/share/dict/catalan is not installed (apt install wcatalan), or give one with --dict FILE"
    skip "solve --lang ca" "wcatalan is not installed: the Catalan list itself is not checked"
fi

# Debian's own lists against a plain reference (lang_lists.py), natively
# only: under an emulator the large lists take minutes
if [ "${#BEE[@]}" -gt 1 ]; then
    skip "Debian's lists" "run under an emulator"
elif ! command -v python3 >/dev/null; then
    skip "Debian's lists" "python3 is not installed"
elif [ ! -r /usr/share/dict/catalan ]; then
    skip "Debian's lists" "wcatalan and the other w* lists are not installed"
elif python3 "$here/lang_lists.py" "${BEE[0]}" >"$tmp/lists" 2>&1; then
    ok
else
    bad "Debian's lists disagree with the reference: $(grep -v '^ok' "$tmp/lists" | head -c 400)"
fi

finish
