# index_output.sh - where `bee-simd index -o PATH` writes (issue 12 item 4),
# through the same -o as every command (src/cli/output.c, tests in
# output.sh): a regular file is replaced whole and loads, a symbolic link's
# target is replaced and the link kept, /dev/null is written to and stays a
# device, a directory and a dangling link are refused, an empty name is a
# usage error ('-' too: conventions.sh), a failed write leaves no file.
# Usage: bash index_output.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

printf '%s\n' grant rating granite tearing rang tang tangy >"$tmp/words.txt"

run index "$tmp/words.txt" -o ''
expect_rc 2
expect_err "bee-simd index: -o: no file name given
Try 'bee-simd index --help' for more information."

echo old >"$tmp/plain.beeidx"
run index "$tmp/words.txt" -o "$tmp/plain.beeidx"
expect_rc 0
expect_out ""
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
expect_same "$(ls "$tmp/real")" "target.beeidx" "a temporary file was left"

ln -s missing.beeidx "$tmp/dangling.beeidx"
run index "$tmp/words.txt" -o "$tmp/dangling.beeidx"
expect_rc 1
expect_err "bee-simd index: -o $tmp/dangling.beeidx: a symbolic link to a missing file"
if [ -L "$tmp/dangling.beeidx" ]; then ok; else bad "the dangling link was replaced"; fi

run index "$tmp/words.txt" -o "$tmp/real"
expect_rc 1
expect_err "bee-simd index: -o $tmp/real: is a directory"

if [ -c /dev/null ] && [ -w /dev/null ]; then
    run index "$tmp/words.txt" -o /dev/null
    expect_rc 0
    expect_err ""
    if [ -c /dev/null ]; then ok; else bad "/dev/null is no longer a device"; fi
fi
if [ -w /dev/full ]; then
    run index "$tmp/words.txt" -o /dev/full
    expect_rc 1
    expect_err "bee-simd index: cannot write the index file: No space left on device"
fi

finish
