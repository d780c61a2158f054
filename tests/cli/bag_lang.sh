# bag_lang.sh - bags over alphabets other than English (issue 23), on a small
# Catalan list written here: the dot of l·l dropped and accents folded when
# counting a word's letters, c-cedilla a letter of its own, lengths in
# letters, one answer per spelling of the same letters; board characters
# that are not the alphabet's letters (a folded one such as o-grave too)
# refused by name; --stdin, --index, --must-use and --alphabet.  The Debian
# Catalan list, when installed, against the same bag from its index file.
# Usage: bash bag_lang.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

printf 'col·lecció\ncol·leccions\nmés\nmes\nsol\nsols\nlloc\nllocs\nCol·legi\nl'"'"'home\nçel\nçels\ncoll\nlleó\n' >"$tmp/ca.txt"

# col·lecció is c o l l e c c i o: nine letters from these nine tiles; lleó
# takes the o of the board (ó folds onto o); longest first
run bag --lang ca --dict "$tmp/ca.txt" colleccio
expect_rc 0
expect_out "colleccio: 4 words
  col·lecció
  coll
  lleó
  lloc"
lang_out=$out

# capitals are the same tiles, Ç too; a blank is any letter
run bag --lang ca --dict "$tmp/ca.txt" --format json 'ÇEL?'
expect_rc 0
expect_out '{"bag":"ÇEL?","count":2,"words":["çels","çel"]}'

# més and mes are one answer (mes, the first spelling), counted in letters
run bag --lang ca --dict "$tmp/ca.txt" --format tsv --sort alpha --min-len 3 smeo
expect_rc 0
expect_out "bag	count	words
smeo	1	mes"

# a folded character is no tile (as in puzzles), nor is a digit: each named
run bag --lang ca --dict "$tmp/ca.txt" sòl
expect_rc 1
expect_err "bee-simd bag: bag 'sòl': 'ò' is not a letter of the alphabet 'ca' or a blank '?'"
run bag --lang ca --dict "$tmp/ca.txt" sol1
expect_rc 1
expect_err "bee-simd bag: bag 'sol1': '1' is not a letter of the alphabet 'ca' or a blank '?'"

# --must-use in the alphabet's letters
run bag --lang ca --dict "$tmp/ca.txt" --must-use ç 'çels?'
expect_rc 0
expect_out "çels?: 2 words
  çels
  çel"
run bag --lang ca --dict "$tmp/ca.txt" --must-use à sol
expect_rc 2
expect_err_has "bee-simd bag: --must-use: bag 'à': 'à' is not a letter of the alphabet 'ca' or a blank '?'"

# --stdin: a bad line in the middle gets its error, the others their answers
run_in $'sol\nsòl\n\n# a comment\nçels\n' bag --lang ca --dict "$tmp/ca.txt" --stdin --format json
expect_rc 1
expect_out '{"bag":"sol","count":1,"words":["sol"]}
{"line":2,"input":"sòl","error":"bag '"'"'sòl'"'"': '"'"'ò'"'"' is not a letter of the alphabet '"'"'ca'"'"' or a blank '"'"'?'"'"'"}
{"bag":"çels","count":2,"words":["çels","çel"]}'
expect_err_has "stdin line 2: bag 'sòl': 'ò' is not a letter of the alphabet 'ca'"

# an index file holds the Catalan bag index: the same answers, no --lang
run index --lang ca --dict "$tmp/ca.txt" -o "$tmp/ca.bee"
expect_rc 0
for fmt in text json tsv; do
    run bag --lang ca --dict "$tmp/ca.txt" --format "$fmt" colleccions 'sol??' çels
    built=$out
    run bag --index "$tmp/ca.bee" --format "$fmt" colleccions 'sol??' çels
    expect_rc 0
    expect_same "$built" "$out" "bag --index ca.bee --format $fmt differs from the list's"
done
run bag --index "$tmp/ca.bee" --must-use ç --count 'çels?'
expect_rc 0
expect_out "çels?: 2 words"

# an alphabet of one's own: Catalan as a file, the same answers
printf 'code ca2\nletters a b c d e f g h i j k l m n o p q r s t u v w x y z ç\nfold à a\nfold è e\nfold é e\nfold í i\nfold ï i\nfold ò o\nfold ó o\nfold ú u\nfold ü u\ndrop ·\nshortest 3\n' >"$tmp/ca.alpha"
run bag --alphabet "$tmp/ca.alpha" --dict "$tmp/ca.txt" colleccio
expect_rc 0
expect_same "$lang_out" "$out" "--alphabet (Catalan as a file) differs from --lang ca"
run bag --alphabet "$tmp/ca.alpha" --dict "$tmp/ca.txt" sòl
expect_rc 1
expect_err "bee-simd bag: bag 'sòl': 'ò' is not a letter of the alphabet 'ca2' or a blank '?'"
# one that calls itself "en" is still not English (no a-z bytes): its
# --must-use reads its own letters, c-cedilla too
sed 's/^code ca2$/code en/' "$tmp/ca.alpha" >"$tmp/en2.alpha"
run bag --alphabet "$tmp/en2.alpha" --dict "$tmp/ca.txt" --must-use ç 'çels?'
expect_rc 0
expect_out "çels?: 2 words
  çels
  çel"

# the Debian Catalan list, when installed: its index file answers as the list
if [ -r /usr/share/dict/catalan ]; then
    run index --lang ca --dict /usr/share/dict/catalan -o "$tmp/wca.bee"
    expect_rc 0
    run bag --lang ca --dict /usr/share/dict/catalan --format json paraulògic 'colleccio??' çaeirst
    expect_rc 1   # ò is folded: refused, the other bags answered
    built=$out
    run bag --index "$tmp/wca.bee" --format json paraulògic 'colleccio??' çaeirst
    expect_rc 1
    expect_same "$built" "$out" "the Debian Catalan index answers otherwise than its list"
    expect_out_has '"bag":"colleccio??","count":'
    expect_out_has '"col·lecció"'
else
    skip "Debian Catalan list" "/usr/share/dict/catalan is not installed"
fi

finish
