# index_oneshot.sh - `solve --index FILE` with few puzzles reads only the
# chunks of the file its answers lie in (the one-shot plan for index files):
# its records must equal those of the usual path (the whole file loaded),
# which more than 16 puzzles take, and of `solve --dict` on the list the file
# was made from; a chunk it reads damaged is refused with the load's message.
# Usage: bash index_oneshot.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

words=/usr/share/dict/american-english # wamerican: installed for the build
puzzles=(raegint aegintr pelntia yrtanol xyzqjkw cabdefg oglmedb ilcpeda rnoituc
         mohplre loyrdba wktbaer hiuefdr nuotpcy eaxmpls zqerbau lmeaixt) # 17
wide=(abcdefgh bcdefghi cdefghij defghijk efghijkl fghijklm ghijklmn hijklmno ijklmnop
      jklmnopq klmnopqr lmnopqrs mnopqrst nopqrstu opqrstuv pqrstuvw sertaoin)
run index "$words" -o "$tmp/w.beeidx"
expect_rc 0
run index "$words" --min-len 3 -o "$tmp/w3.beeidx"
expect_rc 0

for opts in "--format json" "--format tsv" "" "--format json --count" "--format json --scoring simple" \
            "--size 8 --format json"; do
    if [[ $opts == *size* ]]; then set -- "${wide[@]}"; else set -- "${puzzles[@]}"; fi
    last=$opts
    [[ $opts == *tsv* ]] && last="$opts --no-header"
    sep=$'\n'
    [ -z "$opts" ] && sep=$'\n\n' # text records are parted by a blank line
    for file in w3 w; do
        run solve --index "$tmp/$file.beeidx" $opts "$@" # 17 puzzles: the usual path
        usual=$out
        run solve --index "$tmp/$file.beeidx" $opts "${@:1:16}"
        oneshot=$out
        run solve --index "$tmp/$file.beeidx" $last "${17}"
        expect_same "$usual" "$oneshot$sep$out" "index one-shot records differ ($file, $opts)"
    done
    run solve --dict "$words" $opts "${@:1:16}" # the list w.beeidx was made from
    expect_same "$oneshot" "$out" "index one-shot differs from solve --dict ($opts)"
done
run solve --index "$tmp/w3.beeidx" --format tsv --count raegint
three=$out
run solve --dict "$words" --min-len 3 --format tsv --count raegint
expect_same "$three" "$out" "an index file's own min-len"

# each kernel, runnable here or not: what the usual path (forced by the
# file's own --min-len) says and answers
for k in scalar avx2 avx512 neon; do
    run solve --index "$tmp/w.beeidx" --min-len 4 --kernel "$k" --format tsv raegint
    usual="$rc|$out|$err"
    run solve --index "$tmp/w.beeidx" --kernel "$k" --format tsv raegint
    expect_same "$usual" "$rc|$out|$err" "--kernel $k"
done

# a damaged chunk the answers lie in ('tear'): refused with the load's message
at=$(grep -obUaP '\x00tear\x00' "$tmp/w.beeidx" | head -1 | cut -d: -f1)
cp "$tmp/w.beeidx" "$tmp/tear.beeidx"
printf 'X' | dd of="$tmp/tear.beeidx" bs=1 seek=$((at + 2)) conv=notrunc status=none
run solve --index "$tmp/tear.beeidx" --format tsv raegint
expect_rc 1
expect_out ""
expect_err "bee-simd solve: $tmp/tear.beeidx: damaged index file (word text: checksum mismatch)"
# one no answer of raegint lies in ('buzz', among words of b): answered whole;
# the usual path, which checks every part a solve reads, refuses it
run solve --index "$tmp/w.beeidx" --format tsv raegint
good=$out
at=$(grep -obUaP '\x00buzz\x00' "$tmp/w.beeidx" | head -1 | cut -d: -f1)
cp "$tmp/w.beeidx" "$tmp/buzz.beeidx"
printf 'X' | dd of="$tmp/buzz.beeidx" bs=1 seek=$((at + 2)) conv=notrunc status=none
run solve --index "$tmp/buzz.beeidx" --format tsv raegint
expect_rc 0
expect_out "$good"
run solve --index "$tmp/buzz.beeidx" --format tsv "${puzzles[@]}"
expect_rc 1
expect_err "bee-simd solve: $tmp/buzz.beeidx: damaged index file (word text: checksum mismatch)"
# the chunk table's last byte (the file's): no chunk raegint reads; a load
# sums the table and refuses it
cp "$tmp/w.beeidx" "$tmp/table.beeidx"
size=$(wc -c <"$tmp/w.beeidx")
printf 'X' | dd of="$tmp/table.beeidx" bs=1 seek=$((size - 1)) conv=notrunc status=none
run solve --index "$tmp/table.beeidx" --format tsv raegint
expect_rc 0
expect_out "$good"
run solve --index "$tmp/table.beeidx" --min-len 4 raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/table.beeidx: damaged index file (chunk checksums: checksum mismatch)"
# the one-off reads the file its watcher opened and mapped: one open, and no
# munmap of it before exit (strace on the binary itself: not under an emulator)
if [ "${#BEE[@]}" -ne 1 ] || ! strace -o /dev/null true 2>/dev/null; then
    skip "one open of the index file" "needs strace (allowed to trace) and no emulator"
else
    current="strace solve --index w.beeidx raegint"
    calls=$(strace -e trace=openat,munmap "${BEE[0]}" solve --index "$tmp/w.beeidx" raegint \
            2>&1 >/dev/null)
    opens=$(grep -c 'w\.beeidx' <<<"$calls")
    size=$(wc -c <"$tmp/w.beeidx")
    if [ "$opens" -eq 1 ] && ! grep -q "munmap(.*, $size)" <<<"$calls"; then ok
    else bad "the index file opened $opens times, or unmapped: $calls"; fi
fi
# a bad puzzle: the usual path, and its message
run solve --index "$tmp/w.beeidx" --count raegg
expect_rc 1
expect_err "bee-simd solve: puzzle 'raegg': letter 'g' appears twice"

finish
