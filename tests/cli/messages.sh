# messages.sh - messages that say what to do (issue 40's list): a count of
# one found word in the singular, a language code in capitals pointed at its
# lowercase, a folded letter in a puzzle named with the letter it
# folds to, --port pointed at --listen, and an alphabet file in UTF-16 named
# as such.  /v1/bag's own range message is in tests/serve/serve.sh.
# Usage: bash messages.sh path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

run hints --found rating raegint
expect_rc 0
expect_out_has $'\nfound: 1 word, 6 points, rank Beginner\n'
run hints --found rating,granite raegint
expect_out_has $'\nfound: 2 words, 20 points, rank Beginner\n'

run solve --lang CA raegint
expect_rc 2
expect_err_has "--lang: unknown language 'CA': codes are lowercase, try --lang ca"
run solve --lang xx raegint
expect_rc 2
expect_err_has "--lang: unknown language 'xx' (try --lang list)"

printf 'col·lecció\ncel\n' >"$tmp/ca.txt"
run solve --lang ca --dict "$tmp/ca.txt" lècoisn
expect_rc 1
expect_err_has "puzzle 'lècoisn': 'è' is not a letter of the alphabet 'ca': words fold it to 'e', so type 'e'"
run solve --lang ca --dict "$tmp/ca.txt" 'l·coisn'
expect_rc 1
expect_err_has "'·' is not a letter of the alphabet 'ca': words drop it"

run_serve --help
if [ "$rc" -eq 0 ]; then # built with serve
    run_serve --port 8080
    expect_rc 2
    expect_err_has "unknown option '--port' (try --listen HOST:PORT)"
fi
run solve --lsten 1   # a typo still gets the nearest spelling
expect_err_has "unknown option '--lsten'"

printf 'letters abcdefg\n' | iconv -f UTF-8 -t UTF-16 >"$tmp/u16.alphabet"
run solve --alphabet "$tmp/u16.alphabet" abcdefg
expect_rc 2
expect_err_has "the text is UTF-16 (it starts with a UTF-16 byte order mark): save it as UTF-8"
finish
