# loader.sh - word lists the loader refuses or reads specially, through the
# program: size bound, CR line ends, the --fold-case hint, pipes.
# Usage: bash loader.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

# no size bound used to mean no memory bound (issue 12, item 6)
run solve --dict /dev/zero raegint
expect_rc 1
expect_err "bee-simd solve: /dev/zero: word list over the size limit of 256 MiB"
truncate -s 5G "$tmp/huge.txt"   # sparse: refused before a byte is read
run solve --dict "$tmp/huge.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/huge.txt: word list over the size limit of 256 MiB"

# CR line ends (issue 12, item 7)
printf 'grant\rrating\rgranite\r' >"$tmp/mac.txt"
run solve --dict "$tmp/mac.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/mac.txt: no usable word: 1 lines skipped (1 characters other than a-z); lines seem to end in CR alone (old Mac line ends): one word a line, ending in LF or CRLF, is expected"

# the library names no option; the program hints at --fold-case only when
# folding would give words
printf 'GRANT\nRATING\n' >"$tmp/caps.txt"
run solve --dict "$tmp/caps.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/caps.txt: no usable word: 2 lines skipped (2 uppercase); try --fold-case"
printf 'GR-ANT\n' >"$tmp/junk.txt"
run solve --dict "$tmp/junk.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/junk.txt: no usable word: 1 lines skipped (1 characters other than a-z)"

# a pipe is read, not mapped
run_in $'granite\r\ngrant\nrang\n' solve --dict /dev/stdin --count raegint
expect_rc 0
expect_out "raegint (center r)
3 words, 1 pangram, 20 points"

finish
