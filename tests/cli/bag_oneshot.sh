# bag_oneshot.sh - `bag --dict FILE BAG...` with few bags and no blank goes
# the one-off way (the lines of each bag's letters counted as the filter
# passes them, no bag index: src/cli/bag_oneshot.c); its output must be byte for byte that
# of the bag index path (`bag --index FILE`) under every option the command
# takes: formats, --count, --sort, --top, --min-len, --max-len, --must-use,
# --kernel, --block-size, --fold-case, over random boards with repeated letters and several bags a run.  Also a
# list in another alphabet (--lang ca: the bag index path on both sides,
# the same promise), on the Debian Catalan list when installed.
# Usage: bash bag_oneshot.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

# A random list: English letter frequencies, words of 1 to 14 letters, some
# letters repeated far past a bag index's count levels (the exact check),
# a few capitals (left out) and duplicates (kept once).
LC_ALL=C awk 'BEGIN {
    srand(28); f = "eeeeeeeeeeeettttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllcccuuummwwffggyyppbbvkjxqz"
    for (i = 0; i < 6000; i++) {
        n = 1 + int(rand() * rand() * 14); w = ""
        for (j = 0; j < n; j++) w = w substr(f, 1 + int(rand() * length(f)), 1)
        if (i % 97 == 0) w = w w "ss"
        if (i % 501 == 0) w = toupper(w)
        print w; if (i % 89 == 0) print w } }' >"$tmp/words.txt"
run index --dict "$tmp/words.txt" -o "$tmp/words.bee"
expect_rc 0

# n random boards of 2 to 25 tiles, drawn with repeats
boards() {
    LC_ALL=C awk -v seed="$1" -v n="$2" 'BEGIN {
        srand(seed); f = "eeeeeettttaaaaoooiiinnnsssshhrrdlcumwfgypbvkjxqz"
        for (i = 0; i < n; i++) {
            k = 2 + int(rand() * 24); b = ""
            for (j = 0; j < k; j++) b = b substr(f, 1 + int(rand() * length(f)), 1)
            printf "%s%s", b, (i < n - 1 ? " " : "\n") } }'
}

# every option alone and some together; each against the bag index path
options=("" "--count" "--sort alpha" "--sort length" "--top 3" "--top 1 --sort alpha"
    "--min-len 4" "--max-len 3" "--min-len 3 --max-len 6" "--must-use e"
    "--must-use ss --sort alpha" "--must-use eet --count" "--min-len 1" "--min-len 14"
    "--kernel scalar" "--block-size 3 --top 2")
seed=1
for fmt in text json tsv; do
    for opt in "${options[@]}"; do
        read -ra bags <<<"$(boards $seed 5)"
        seed=$((seed + 1))
        # shellcheck disable=SC2086 # an option and its value are two words
        run bag --dict "$tmp/words.txt" --format "$fmt" $opt "${bags[@]}"
        oneshot=$out oneshot_rc=$rc
        # shellcheck disable=SC2086
        run bag --index "$tmp/words.bee" --format "$fmt" $opt "${bags[@]}"
        expect_same "$oneshot_rc" "$rc" "exit status of --format $fmt $opt ${bags[*]}"
        expect_same "$oneshot" "$out" "one-off differs from the index: --format $fmt $opt ${bags[*]}"
    done
done

# the list sorted byte by byte, every seventh line ending in CRLF: the one-off's
# answers come in order and are never loaded (bee_bag_answer_file's fast path;
# the unsorted list above goes through the loader)
LC_ALL=C sort "$tmp/words.txt" |
    LC_ALL=C awk 'NR % 7 == 0 { printf "%s\r\n", $0; next } { print }' >"$tmp/sorted.txt"
run index --dict "$tmp/sorted.txt" -o "$tmp/sorted.bee"
expect_rc 0
for opt in "${options[@]}"; do
    read -ra bags <<<"$(boards $seed 5)"
    seed=$((seed + 1))
    # shellcheck disable=SC2086
    run bag --dict "$tmp/sorted.txt" --format json $opt "${bags[@]}"
    oneshot=$out oneshot_rc=$rc
    # shellcheck disable=SC2086
    run bag --index "$tmp/sorted.bee" --format json $opt "${bags[@]}"
    expect_same "$oneshot_rc" "$rc" "sorted list: exit status of $opt ${bags[*]}"
    expect_same "$oneshot" "$out" "sorted list: one-off differs from the index: $opt ${bags[*]}"
done

# --fold-case: the capitals' words too, as the index of the folded list has them
run index --fold-case --dict "$tmp/words.txt" -o "$tmp/folded.bee"
for fmt in text json tsv; do
    read -ra bags <<<"$(boards $seed 4)"
    seed=$((seed + 1))
    run bag --fold-case --dict "$tmp/words.txt" --format "$fmt" "${bags[@]}"
    oneshot=$out
    run bag --index "$tmp/folded.bee" --format "$fmt" "${bags[@]}"
    expect_rc 0
    expect_same "$oneshot" "$out" "--fold-case: one-off differs from the index: ${bags[*]}"
done

# sixteen bags (the one-off's most), answers and counts all there
read -ra bags <<<"$(boards 99 16)"
run bag --dict "$tmp/words.txt" --format tsv "${bags[@]}"
oneshot=$out
run bag --index "$tmp/words.bee" --format tsv "${bags[@]}"
expect_same "$oneshot" "$out" "sixteen bags differ from the index"
expect_same 17 "$(printf '%s\n' "$out" | wc -l)" "sixteen bags: not sixteen records"

# a bag with no word, a bad bag among good ones (the same message), capitals
for set in "zzqx" "aaab abc1 eat" "EATS Tea"; do
    read -ra bags <<<"$set"
    run bag --dict "$tmp/words.txt" --format json "${bags[@]}"
    oneshot="$out|$err|$rc"
    run bag --index "$tmp/words.bee" --format json "${bags[@]}"
    expect_same "$oneshot" "$out|$err|$rc" "one-off differs from the index: $set"
done

# every word of a list of ten letters fits a bag of 25 of each: the answers
# are the whole list, some 190 KB written a word at a time across the
# output buffer's flushes (64 KiB); the records expected are made here from
# the list itself (longest first, then alphabetical; TSV's on one line)
LC_ALL=C awk 'BEGIN {
    srand(41)
    for (i = 0; i < 30000; i++) {
        n = 2 + int(rand() * 7); w = ""
        for (j = 0; j < n; j++) w = w substr("abcdefghij", 1 + int(rand() * 10), 1)
        print w } }' | LC_ALL=C sort -u >"$tmp/many.txt"
bag=$(printf 'abcdefghij%.0s' $(seq 25))
count=$(wc -l <"$tmp/many.txt")
run bag --dict "$tmp/many.txt" "$bag"
expect_rc 0
expect_same "$bag: $count words
$(LC_ALL=C awk '{ print length($0), $0 }' "$tmp/many.txt" | LC_ALL=C sort -k1,1nr -k2,2 |
    LC_ALL=C awk '{ print "  " $2 }')" "$out" "a bag that every word fits: the text records"
run bag --dict "$tmp/many.txt" --format tsv --sort alpha "$bag"
expect_same "bag	count	words
$bag	$count	$(paste -sd, "$tmp/many.txt")" "$out" \
    "a bag that every word fits: the TSV record"

# the Debian English list, when installed
system=/usr/share/dict/american-english
if [ -r "$system" ]; then
    run index --dict "$system" -o "$tmp/system.bee"
    for opt in "" "--sort alpha" "--must-use r --min-len 5"; do
        # shellcheck disable=SC2086
        run bag --dict "$system" $opt ovrkqlwislrecrtgmvpfprzey letterpress
        oneshot=$out
        # shellcheck disable=SC2086
        run bag --index "$tmp/system.bee" $opt ovrkqlwislrecrtgmvpfprzey letterpress
        expect_rc 0
        expect_same "$oneshot" "$out" "Debian list: one-off differs from the index ($opt)"
    done
else
    skip "Debian English list" "$system is not installed"
fi

# another alphabet: the list and its index file answer alike
catalan=/usr/share/dict/catalan
if [ -r "$catalan" ]; then
    run index --lang ca --dict "$catalan" -o "$tmp/ca.bee"
    for opt in "" "--count" "--sort alpha --top 5" "--must-use çç"; do
        # shellcheck disable=SC2086
        run bag --lang ca --dict "$catalan" --format tsv $opt colleccio çaeirstç aaeerrsstt
        listed=$out
        # shellcheck disable=SC2086
        run bag --index "$tmp/ca.bee" --format tsv $opt colleccio çaeirstç aaeerrsstt
        expect_rc 0
        expect_same "$listed" "$out" "Catalan: the list differs from its index ($opt)"
    done
else
    skip "Debian Catalan list" "$catalan is not installed"
fi

finish
