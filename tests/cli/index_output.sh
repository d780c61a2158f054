# index_output.sh - where `bee-simd index -o PATH` writes (issue 12 item 4):
# a regular file is replaced whole, a symbolic link's target is replaced and
# the link kept, /dev/null is written to and stays a device, a directory and
# a dangling link are refused, an empty name is a usage error.
# Usage: bash index_output.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

printf '%s\n' grant rating granite tearing rang tang tangy >"$tmp/words.txt"

run index "$tmp/words.txt" -o ''
expect_rc 2
expect_err "bee-simd: index: the output file name is empty"

echo old >"$tmp/plain.beeidx"
run index "$tmp/words.txt" -o "$tmp/plain.beeidx"
expect_rc 0
run solve --index "$tmp/plain.beeidx" --count raegint
expect_rc 0
expect_out_has "5 words, 2 pangrams"

mkdir "$tmp/real"
echo old >"$tmp/real/target.beeidx"
ln -s real/target.beeidx "$tmp/link.beeidx"
run index "$tmp/words.txt" -o "$tmp/link.beeidx"
expect_rc 0
if [ -L "$tmp/link.beeidx" ]; then ok; else bad "the link was replaced"; fi
run solve --index "$tmp/real/target.beeidx" --count raegint
expect_out_has "5 words, 2 pangrams"
if ls "$tmp/real" | grep -q tmp; then bad "a temporary file was left"; else ok; fi

ln -s missing.beeidx "$tmp/dangling.beeidx"
run index "$tmp/words.txt" -o "$tmp/dangling.beeidx"
expect_rc 1
expect_err "bee-simd: $tmp/dangling.beeidx: a symbolic link to a missing file (No such file or directory)"

run index "$tmp/words.txt" -o "$tmp/real"
expect_rc 1
expect_err "bee-simd: $tmp/real: a directory, not replaced by an index file"

if [ -c /dev/null ] && [ -w /dev/null ]; then
    run index "$tmp/words.txt" -o /dev/null
    expect_rc 0
    expect_err ""
    if [ -c /dev/null ]; then ok; else bad "/dev/null is no longer a device"; fi
fi

finish
