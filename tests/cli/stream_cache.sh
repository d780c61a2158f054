# stream_cache.sh - the kept records of --stdin (--cache, record_cache.h):
# every record the same bytes as made without them (--cache 0), for streams
# that meet their puzzles again (in other spellings: letters reordered, the
# center in uppercase elsewhere), streams of distinct puzzles, refused lines
# among them, each format of solve and hints, with and without --count, on 1
# and 2 threads, and with a cap so small that the cache fills at once (solve
# keeps records with words only when --cache asks: checked all the same).
# Runs of plain lines met before are answered a run at a time
# (bee_batch_options.lines): lines of other sizes, CRLF, blanks, a last line
# without its newline and puzzles of other lengths end such runs.  Then the
# progress line's share of kept records, and --cache's bad values.
# Usage: bash stream_cache.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

# COUNT lines over SETS seeded random 7-letter sets: each line one of them, a
# random center and the other letters in a random order; every 5th with the
# center in uppercase elsewhere, every 97th a refused line (between the
# others).  SETS 0: a new set each line, as drawn (puzzles met once).
puzzles() {   # puzzles COUNT SETS SEED
    awk -v n="$1" -v sets="$2" -v seed="$3" '
    function draw(   used, c) {
        used = ""
        while (length(used) < 7) {
            c = substr("abcdefghijklmnopqrstuvwxyz", int(rand() * 26) + 1, 1)
            if (!index(used, c)) used = used c
        }
        return used
    }
    BEGIN {
        srand(seed)
        for (k = 0; k < sets; k++) set[k] = draw()
        for (i = 0; i < n; i++) {
            if (!sets) { print draw(); continue }
            if (i % 97 == 50) { print (i % 2 ? "raeg1nt" : "aabbccd"); continue }
            s = set[int(rand() * sets)]
            for (j = 7; j > 1; j--) {   # shuffle
                r = int(rand() * j) + 1
                t = substr(s, r, 1); s = substr(s, 1, r - 1) substr(s, r + 1) t
            }
            if (i % 5 == 2) s = substr(s, 2, 3) toupper(substr(s, 1, 1)) substr(s, 5)
            print s
        }
    }'
}

puzzles 3000 40 7 >"$tmp/repeated.txt"
puzzles 9000 0 11 >"$tmp/random.txt"  # past 4,096 a thread: the cache gives up
{ head -n 700 "$tmp/repeated.txt"; head -n 300 "$tmp/random.txt"; printf '\nraegint\r\n# c\nRAEGINT\n'; } \
    >"$tmp/mixed.txt"

# the same bytes (and exit status) with and without kept records
same() {   # same NAME INPUT ARGS...
    local name=$1 input=$2
    shift 2
    current="$* --cache 0/default/64/1 < $name"
    "${BEE[@]}" "$@" --no-progress --cache 0 <"$input" >"$tmp/plain" 2>"$tmp/plain.err"
    local want=$?
    for cache in "" "--cache 64" "--cache 1"; do
        # shellcheck disable=SC2086 # $cache: an option and its value, or none
        "${BEE[@]}" "$@" --no-progress $cache <"$input" >"$tmp/out" 2>"$tmp/err"
        rc=$?
        if cmp -s "$tmp/plain" "$tmp/out" && cmp -s "$tmp/plain.err" "$tmp/err" && [ "$rc" = "$want" ]; then
            ok
        else
            bad "${cache:-default cache}: not the records of --cache 0 (exit $rc, expected $want)"
        fi
    done
}

for input in repeated random mixed; do
    for threads in 1 2; do
        for format in json tsv text; do
            same $input "$tmp/$input.txt" --stdin --format $format --threads $threads
            same $input "$tmp/$input.txt" --stdin --format $format --count --threads $threads
            same $input "$tmp/$input.txt" hints --stdin --format $format --threads $threads
        done
    done
done
# runs of plain lines between lines that end them: the same puzzles in other
# forms, puzzles of 5 and 8 letters (--size), a last line without a newline
awk 'NR % 7 == 3 { print toupper($0); next }
     NR % 11 == 5 { printf "%s\r\n", $0; next }
     NR % 13 == 6 { print " " $0; next }
     NR % 17 == 8 { print ""; print "#" $0; next }
     { print }' "$tmp/repeated.txt" >"$tmp/runs.txt"
printf 'raegint' >>"$tmp/runs.txt"
cut -c1-5 "$tmp/repeated.txt" >"$tmp/five.txt"
awk '{ print $0 substr("zyxwvutsrq", length($0) + 1 - 6, 1) }' "$tmp/repeated.txt" >"$tmp/eight.txt"
for threads in 1 2; do
    for format in json tsv text; do
        same runs "$tmp/runs.txt" --stdin --format $format --count --threads $threads
        same runs "$tmp/runs.txt" --stdin --format $format --cache 64 --threads $threads
        same five "$tmp/five.txt" --stdin --size 5 --format $format --count --threads $threads
        same eight "$tmp/eight.txt" --stdin --size 8 --format $format --count --threads $threads
    done
    same runs "$tmp/runs.txt" hints --stdin --format json --threads $threads
done
# the line table (src/output/line_table.h): records found by their line's
# very bytes.  Every spelling of 14 sets (7 centers x 720 orders of the
# others: 70,560 distinct lines, more than the 65,536 its first slots take
# half full), then all of them again in another order, so that the second
# pass is answered from the table: on 1 thread with room to grow, with a cap
# that stops it growing (10 MiB: the set table, a block of records and 4 MiB
# of lines), with one too small for it (6 MiB), and on 2 threads.
awk 'BEGIN {
    split("raegint bcdfhjk lmnopqs uvwxyza cdefgij klmnoqr stuvwyz aeioubc dfghjkl mnpqrst vwxyzab eilnrst aceghmo bdfjkpu", set, " ")
    for (s = 1; s <= 14; s++)
        for (c = 1; c <= 7; c++) {
            rest = substr(set[s], 1, c - 1) substr(set[s], c + 1)
            for (i = 0; i < 720; i++) {   # the i-th order of rest (factorial digits)
                left = rest; out = substr(set[s], c, 1); k = i
                for (n = 6; n >= 1; n--) {
                    d = k % n; k = int(k / n)
                    out = out substr(left, d + 1, 1); left = substr(left, 1, d) substr(left, d + 2)
                }
                print out
            }
        }
}' >"$tmp/spellings.txt"
{ cat "$tmp/spellings.txt"; awk '{ print NR % 3, $0 }' "$tmp/spellings.txt" | sort -s -k1,1 | cut -c3-; } \
    >"$tmp/spelled_twice.txt"
"${BEE[@]}" --stdin --count --format tsv --no-progress --cache 0 <"$tmp/spelled_twice.txt" >"$tmp/plain"
for run in "--threads 1" "--threads 1 --cache 10" "--threads 1 --cache 6" "--threads 2"; do
    current="$run --count --format tsv < spelled_twice"
    # shellcheck disable=SC2086 # $run: options
    "${BEE[@]}" --stdin --count --format tsv --no-progress $run <"$tmp/spelled_twice.txt" >"$tmp/out"
    cmp -s "$tmp/plain" "$tmp/out" && ok || bad "not the records of --cache 0"
done
[ "$(sort -u "$tmp/spellings.txt" | wc -l)" = 70560 ] && ok || bad "spellings: not 70,560 distinct lines"

# 20,000 sets, each met twice (another center the second time): a shelf's
# set table (16,384 entries, at most half full) grows twice
awk 'BEGIN { srand(5); for (i = 0; i < 20000; i++) { u = ""
    while (length(u) < 7) { c = substr("abcdefghijklmnopqrstuvwxyz", int(rand() * 26) + 1, 1); if (!index(u, c)) u = u c }
    print u; print substr(u, 2, 1) substr(u, 1, 1) substr(u, 3) } }' >"$tmp/sets_twice.txt"
for threads in 1 2; do
    same sets_twice "$tmp/sets_twice.txt" --stdin --count --format tsv --threads $threads
done
# ... and their JSON records with words, ~5 MB of them: a shelf's records
# past its first block (a record's place: its block, then its offset)
same sets_twice "$tmp/sets_twice.txt" --stdin --format json --threads 1

# another alphabet: letters of two bytes (ß, ç), the center in uppercase
printf 'Straße\nHaus\nhaus\nÄrger\nstraße\nhast\n' >"$tmp/de.txt"
for i in 1 2 3 4 5 6 7 8; do printf 'ßstraeh\nstraehß\nSßtraeh\nhearßts\nraehstß\n'; done >"$tmp/de_puzzles.txt"
for format in json tsv text; do
    same german "$tmp/de_puzzles.txt" --stdin --lang de --dict "$tmp/de.txt" --format $format
    same german "$tmp/de_puzzles.txt" hints --stdin --lang de --dict "$tmp/de.txt" --format $format
done
# the found part of hints records is the run's, the same for every puzzle
same repeated "$tmp/repeated.txt" hints --stdin --format json --found grant,rating --threads 2
# two inputs as one output: the records kept from the first serve the second
current="--stdin FILE FILE"
"${BEE[@]}" solve --stdin "$tmp/repeated.txt" "$tmp/mixed.txt" --format json --cache 0 >"$tmp/plain" 2>/dev/null
"${BEE[@]}" solve --stdin "$tmp/repeated.txt" "$tmp/mixed.txt" --format json --cache 64 >"$tmp/out" 2>/dev/null
cmp -s "$tmp/plain" "$tmp/out" && ok || bad "two inputs: not the records of --cache 0"

# the progress line says how many puzzles were found kept: 3 of 4 here
current="--stdin --progress, one puzzle four times"
printf 'raegint\nRaegint\nrtniage\naeginRt\n' >"$tmp/four.txt"
"${BEE[@]}" --stdin --format tsv --cache 16 --threads 1 --progress <"$tmp/four.txt" >/dev/null 2>"$tmp/err"
err=$(cat "$tmp/err")
[[ $err =~ ^"bee-simd solve: 100%, 4 records in "[0-9.]+" s, "[0-9]+"/s, 75% kept records"$ ]] && ok ||
    bad "progress: '$err'"
current="hints --stdin --progress, one puzzle four times (kept by default, in its set's text)"
"${BEE[@]}" hints --stdin --format tsv --threads 1 --progress <"$tmp/four.txt" >/dev/null 2>"$tmp/err"
err=$(cat "$tmp/err")
[[ $err =~ ^"bee-simd hints: 100%, 4 records in "[0-9.]+" s, "[0-9]+"/s, 75% from set texts"$ ]] && ok ||
    bad "hints progress: '$err'"
current="hints --stdin --progress --cache 16, one puzzle four times (kept a thread)"
"${BEE[@]}" hints --stdin --format tsv --threads 1 --cache 16 --progress <"$tmp/four.txt" >/dev/null 2>"$tmp/err"
err=$(cat "$tmp/err")
[[ $err =~ ^"bee-simd hints: 100%, 4 records in "[0-9.]+" s, "[0-9]+"/s, 75% kept records"$ ]] && ok ||
    bad "hints progress with --cache: '$err'"
current="--stdin --count --progress, one puzzle four times (kept by default)"
"${BEE[@]}" --stdin --format tsv --count --threads 1 --progress <"$tmp/four.txt" >/dev/null 2>"$tmp/err"
err=$(cat "$tmp/err")
[[ $err =~ ^"bee-simd solve: 100%, 4 records in "[0-9.]+" s, "[0-9]+"/s, 75% kept records"$ ]] && ok ||
    bad "count progress: '$err'"
for no in "--cache 0" "--count --cache 0" "--no-header --cache 0"; do
    # shellcheck disable=SC2086 # $no: options
    "${BEE[@]}" --stdin --format tsv $no --threads 1 --progress <"$tmp/four.txt" >/dev/null 2>"$tmp/err"
    err=$(cat "$tmp/err")
    [[ $err != *kept* && $err != *"set texts"* ]] && ok || bad "progress with $no (nothing kept): '$err'"
done

run_in $'raegint\n' --stdin --cache -1
expect_rc 2
expect_err_has "--cache"
run_in $'raegint\n' --stdin --cache lots
expect_rc 2
expect_err_has "--cache"

finish
