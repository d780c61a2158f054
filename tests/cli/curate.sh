# curate.sh - --add-words and --remove-words: a list curated as it loads
# (comments, CRLF, repeats and repeated files taken), bad lines reported
# with file and line and the run going on to exit 1, the same curated list
# in an index file, the built-in list curated too, and --index refused
# with them.
# Usage: bash curate.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'tangier\ngranite\nrating\ngrant\n' >"$dict"
printf '# not these\r\ngranite\r\n\r\ngrant\ngrant\n' >"$tmp/rm.txt"
printf 'tearing\n# and this\nrang\n' >"$tmp/add.txt"
printf 'ingrate\n' >"$tmp/add2.txt"

run solve --dict "$dict" --remove-words "$tmp/rm.txt" --add-words "$tmp/add.txt" \
    --add-words "$tmp/add2.txt" --format tsv --no-header raegint
expect_rc 0
expect_out "raegint	5	3	49	ingrate,rang,rating,tangier,tearing"
expect_err ""

# bad lines: reported with file and line, the rest applied, status 1
printf 'rating\nnope\n' >"$tmp/rm2.txt"
printf 'Tearing\nco-op\n' >"$tmp/add3.txt"
run solve --dict "$dict" --remove-words "$tmp/rm2.txt" --add-words "$tmp/add3.txt" \
    --format tsv --no-header --count raegint
expect_rc 1
expect_out "raegint	3	2	33"
expect_err "bee-simd solve: --remove-words $tmp/rm2.txt line 2: 'nope' is not in the word list
bee-simd solve: --add-words $tmp/add3.txt line 1: 'Tearing' has an uppercase letter (try --fold-case)
bee-simd solve: --add-words $tmp/add3.txt line 2: 'co-op' has a character other than a-z"
run solve --dict "$dict" --remove-words "$tmp/none.txt" raegint
expect_rc 1
expect_err "bee-simd solve: --remove-words $tmp/none.txt: cannot open: No such file or directory"

# lines as --dict reads them: a lone CR, a blank before or after, a byte
# outside UTF-8 are characters of the word, never an end that cuts it
# short, and messages show them escaped, in valid UTF-8
printf 'rang\rx\n  rang\nrang \nr\xfe\xd7\n' >"$tmp/add4.txt"
printf 'grant\rx\n' >"$tmp/rm4.txt"
run solve --dict "$dict" --remove-words "$tmp/rm4.txt" --add-words "$tmp/add4.txt" \
    --format tsv --no-header --count raegint
expect_rc 1
expect_out "raegint	4	2	39"
expect_err "bee-simd solve: --remove-words $tmp/rm4.txt line 1: 'grant\\x0dx' is not in the word list
bee-simd solve: --add-words $tmp/add4.txt line 1: 'rang\\x0dx' has a character other than a-z
bee-simd solve: --add-words $tmp/add4.txt line 2: '  rang' has a character other than a-z
bee-simd solve: --add-words $tmp/add4.txt line 3: 'rang ' has a character other than a-z
bee-simd solve: --add-words $tmp/add4.txt line 4: 'r\\xfe\\xd7' has a character other than a-z"
# a file that is no word list is refused whole, as --dict refuses it
printf 'ab\0c\n' >"$tmp/nul.txt"
run solve --dict "$dict" --add-words "$tmp/nul.txt" raegint
expect_rc 1
expect_err "bee-simd solve: --add-words $tmp/nul.txt: binary data (a NUL byte at offset 2), not a word list of text lines"
gzip -c "$dict" >"$tmp/words.gz"
run solve --dict "$dict" --remove-words "$tmp/words.gz" raegint
expect_rc 1
expect_err "bee-simd solve: --remove-words $tmp/words.gz: is gzip-compressed, not a word list; decompress it first: gzip -dc $tmp/words.gz > words.txt"

# an index file holds the curated list; --index takes no curation
"${BEE[@]}" index "$dict" --remove-words "$tmp/rm.txt" -o "$tmp/c.beeidx" 2>/dev/null
run solve --index "$tmp/c.beeidx" --format tsv --no-header raegint
expect_out "raegint	2	1	20	rating,tangier"
run info --index "$tmp/c.beeidx"
expect_out_has "  curated: 0 words added, 2 removed"
"${BEE[@]}" index "$dict" --add-words "$tmp/add.txt" --add-words "$tmp/add2.txt" \
    --remove-words "$tmp/rm.txt" -o "$tmp/c2.beeidx" 2>/dev/null
run info --index "$tmp/c2.beeidx"
expect_out_has "  curated: 3 words added, 2 removed"
# the built-in list: SCOWL's levels as scowl_words.sh chooses them, less the
# removed words it holds
src=$(cd "$here/../.." && pwd)
sh "$src/src/builtin/scowl_words.sh" /usr/share/dict/scowl "$tmp/scowl.txt"
run info
expect_out_has "  curated: 0 words added, $(grep -v '^#' "$src/src/builtin/removed-words.txt" |
    grep -cxFf "$tmp/scowl.txt") removed"
run solve --index "$tmp/c.beeidx" --remove-words "$tmp/rm.txt" raegint
expect_rc 2
expect_err_has "--index cannot be used with --remove-words"

# the built-in list, curated the same way
printf 'aerating\n' >"$tmp/rm3.txt"
with=$("${BEE[@]}" solve --format tsv --no-header raegint | cut -f5)
without=$("${BEE[@]}" solve --remove-words "$tmp/rm3.txt" --format tsv --no-header raegint | cut -f5)
current="built-in --remove-words"
expect_same "$(tr , '\n' <<<"$with" | grep -vx aerating | paste -sd,)" "$without" "the built-in list less aerating"
# the built-in list's own removal file works as --remove-words input
run solve --dict "$tmp/scowl.txt" --remove-words "$src/src/builtin/removed-words.txt" \
    --format tsv --no-header raegint
builtin=$("${BEE[@]}" solve --format tsv --no-header raegint)
expect_same "$out" "$builtin" "SCOWL's choice less removed-words.txt is the built-in list"
finish
