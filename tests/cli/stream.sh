# stream.sh - `bee-simd --stdin`: records identical to `bee-simd solve` for
# every format, size and thread count; order kept; bad, blank, CRLF, over-long
# and unterminated lines; empty input; broken pipe; a full disk; progress;
# index files from the command line; the GNU parallel recipe of the README.
# Usage: bash stream.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

few_threads=(1 3) many_threads=(1 2 4 8)

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ntangy\nGreta\nit'"'"'s\nart\n' >"$dict"
system=/usr/share/dict/american-english

# puzzles of `size` distinct letters, seeded, one a line; every 7th has an
# uppercase center somewhere else than first
puzzles() {   # puzzles COUNT SIZE SEED
    awk -v n="$1" -v size="$2" -v seed="$3" 'BEGIN {
        srand(seed)
        for (i = 0; i < n; i++) {
            used = ""; s = ""
            while (length(s) < size) {
                c = substr("abcdefghijklmnopqrstuvwxyz", int(rand() * 26) + 1, 1)
                if (index(used, c)) continue
                used = used c; s = s c
            }
            if (i % 7 == 3) s = substr(s, 1, 2) toupper(substr(s, 3, 1)) substr(s, 4)
            print s
        }
    }'
}

# ------------------------------------------------------------ small, exact
input=$'raegint\nraegin\n# a comment\n\n  nhoytpa  \r\nxyz!abc\n'
run_in "$input" --stdin --dict "$dict" --format tsv --count
expect_rc 1
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40
raegin	error	line 2: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)
nhoytpa	0	0	0
xyz!abc	error	line 6: puzzle 'xyz!abc': character 4 is not a letter a-z"
expect_err "bee-simd solve: stdin line 2: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)
bee-simd solve: stdin line 6: puzzle 'xyz!abc': character 4 is not a letter a-z
bee-simd solve: 2 of 4 lines refused"

run_in "$input" --stdin --dict "$dict" --format json
expect_rc 1
expect_out '{"puzzle":"raegint","center":"r","count":5,"pangram_count":2,"score":40,"pangrams":["granite","tearing"],"words":["granite","grant","rang","rating","tearing"]}
{"line":2,"input":"raegin","error":"puzzle '"'raegin'"': has 6 letters, expected 7 (use --size N for other sizes)"}
{"puzzle":"nhoytpa","center":"n","count":0,"pangram_count":0,"score":0,"pangrams":[],"words":[]}
{"line":6,"input":"xyz!abc","error":"puzzle '"'xyz!abc'"': character 4 is not a letter a-z"}'

run_in "$input" solve --stdin --dict "$dict"
expect_rc 1
expect_out "raegint (center r)
  granite *
  grant
  rang
  rating
  tearing *
5 words, 2 pangrams (*), 40 points

raegin (line 2)
  error: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)

nhoytpa (center n)
0 words, 0 pangrams, 0 points

xyz!abc (line 6)
  error: puzzle 'xyz!abc': character 4 is not a letter a-z"

# control characters and quotes in a bad line stay valid JSON / one TSV line
run_in $'ab\tc"d\\\n' --stdin --dict "$dict" --format json --count
expect_out '{"line":1,"input":"ab\u0009c\"d\\","error":"puzzle '"'"'ab\\x09c\"d\\'"'"': character 3 is not a letter a-z"}'
run_in $'ab\tc"d\n' --stdin --dict "$dict" --format tsv --count --no-header
expect_out "ab?c\"d	error	line 1: puzzle 'ab\\x09c\"d': character 3 is not a letter a-z"

# no final newline, CRLF everywhere, empty input, only comments
run_in $'raegint\r\naegintr' --stdin --dict "$dict" --format tsv --count --no-header
expect_rc 0
expect_out "raegint	5	2	40
aegintr	6	2	41"
expect_err ""
run_in "" --stdin --dict "$dict" --format tsv --count
expect_rc 0
expect_out "puzzle	count	pangram_count	score"
run_in "" --stdin --dict "$dict" --format json
expect_rc 0
expect_out ""
run_in $'# nothing\n\n   \n' --stdin --dict "$dict"
expect_rc 0
expect_out ""

# over-long lines: one error each, whatever their length; line numbers hold
long4096=$(printf 'a%.0s' $(seq 4096))
long4097="${long4096}b"
huge="$tmp/huge.txt"
{
    echo raegint
    echo "$long4096"
    echo "$long4097"
    head -c 3000000 /dev/zero | tr '\0' 'x'
    echo
    printf '%s\r\n' "$long4096"
    echo aegintr
    head -c 100000 /dev/zero | tr '\0' 'y'   # the last line, unterminated
} >"$huge"
current="--stdin < over-long lines"
"${BEE[@]}" --stdin --dict "$dict" --format tsv --count --no-header <"$huge" >"$tmp/out" 2>"$tmp/err"
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
a64=$(printf 'a%.0s' $(seq 64))
x64=$(printf 'x%.0s' $(seq 64))
y64=$(printf 'y%.0s' $(seq 64))
expect_rc 1
expect_out "raegint	5	2	40
$long4096	error	line 2: puzzle '$(printf 'a%.0s' $(seq 40))...': letter 'a' appears twice
$a64...	error	line 3: line is longer than 4096 bytes
$x64...	error	line 4: line is longer than 4096 bytes
$long4096	error	line 5: puzzle '$(printf 'a%.0s' $(seq 40))...': letter 'a' appears twice
aegintr	6	2	41
$y64...	error	line 7: line is longer than 4096 bytes"
expect_err_has "bee-simd solve: stdin line 4: line is longer than 4096 bytes"
expect_err_has "bee-simd solve: 5 of 7 lines refused"

# large records make small chunks (stream.h, STREAM_RECORDS_GOAL): lines as
# long as a chunk or longer still arrive whole, in order, numbered
one=$(printf 'raegint\n' | "${BEE[@]}" --stdin --format json)
{
    for _ in $(seq 3000); do echo raegint; done
    echo "$long4096"
    for _ in $(seq 3000); do echo raegint; done
    echo "$long4097"
    echo aegintr
} >"$tmp/big.txt"
for t in 1 2; do
    current="--stdin --format json --threads $t, records of 2.9 KB and over-long lines"
    "${BEE[@]}" --stdin --format json --threads "$t" <"$tmp/big.txt" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    expect_rc 1
    expect_same "$(grep -cxF -- "$one" "$tmp/out")" 6000 "records of raegint"
    expect_same "$(wc -l <"$tmp/out")" 6003 "one record a line"
    expect_same "$(sed -n '3001p' "$tmp/out" | cut -c1-10)" '{"line":30' "line 3001's record"
    expect_same "$(sed -n '6002p' "$tmp/out" | grep -c '"line":6002,.*longer than 4096')" 1 "line 6002's record"
    expect_same "$(sed -n '6003p' "$tmp/out")" "$(printf 'aegintr\n' | "${BEE[@]}" --stdin --format json)" "the last record"
done

# ------------------------------------------- the same bytes as solve, any N
for size in 7 4 12 13; do
    puzzles 300 "$size" "$size" >"$tmp/p.txt"
    for fmt in "--format json" "--format tsv" "--format json --count" "--format tsv --count" \
               "--format text" "--format json --min-len 3 --scoring simple"; do
        run solve --size "$size" $fmt $(cat "$tmp/p.txt")
        want=$out
        for t in "${few_threads[@]}"; do
            current="--stdin --size $size $fmt --threads $t"
            got=$("${BEE[@]}" --stdin --size "$size" $fmt --threads "$t" <"$tmp/p.txt")
            expect_same "$got" "$want" "--stdin --size $size $fmt --threads $t differs from solve"
        done
    done
done

# NYT-like puzzles (the letters of a 7-letter word, every center) take the
# path of the per-set word lists: the same bytes as solve there too
system=/usr/share/dict/american-english
if [ -f "$system" ]; then
    LC_ALL=C awk '/^[a-z]+$/ {
        s = ""
        for (i = 1; i <= length($0); i++) { c = substr($0, i, 1); if (!index(s, c)) s = s c }
        if (length(s) == 7 && n++ % 97 == 0) for (k = 0; k < 7; k++)
            print substr(s, k + 1) substr(s, 1, k)
    }' "$system" | head -n 700 >"$tmp/nyt.txt"
    expect_same "$(wc -l <"$tmp/nyt.txt")" "700" "not enough NYT-like puzzles drawn"
    for fmt in "--format json" "--format tsv" "--format json --min-len 5 --scoring simple"; do
        run solve $fmt $(cat "$tmp/nyt.txt")
        want=$out
        for t in "${few_threads[@]}"; do
            current="--stdin $fmt --threads $t (NYT-like)"
            got=$("${BEE[@]}" --stdin $fmt --threads "$t" <"$tmp/nyt.txt")
            expect_same "$got" "$want" "--stdin $fmt --threads $t differs from solve on NYT-like puzzles"
        done
    done
    # met again, each set's lists come from its text (set_text.h), a run of
    # lines at a time: the same bytes as with no text (--cache 0)
    cat "$tmp/nyt.txt" "$tmp/nyt.txt" "$tmp/nyt.txt" >"$tmp/nyt3.txt"
    # (hints keep each set's whole records so)
    for job in "--format json" "--format tsv" "--format tsv --min-len 6 --scoring simple" \
        "hints --format json" "hints --format tsv"; do
        # shellcheck disable=SC2086 # $job: a command and options
        want=$("${BEE[@]}" $job --stdin --cache 0 <"$tmp/nyt3.txt")
        for t in "${few_threads[@]}"; do
            for keep in "" "--cache 64"; do
                current="$job --stdin --threads $t $keep (NYT-like, set texts)"
                # shellcheck disable=SC2086
                got=$("${BEE[@]}" $job --stdin --threads "$t" $keep <"$tmp/nyt3.txt")
                expect_same "$got" "$want" "$current: differs from --cache 0"
            done
        done
    done
    current="--progress (set texts)"
    "${BEE[@]}" --stdin --format json --progress <"$tmp/nyt3.txt" >/dev/null 2>"$tmp/progress.txt"
    grep -q "% from set texts" "$tmp/progress.txt" || bad "--progress does not say how many records came from set texts"
else
    bad "$system missing: install wamerican"
fi

# the deliberate fault: the comparison above tells dictionaries apart
puzzles 300 7 7 >"$tmp/p.txt"
a=$("${BEE[@]}" --stdin --format json <"$tmp/p.txt")
b=$("${BEE[@]}" --stdin --format json --dict "$dict" <"$tmp/p.txt")
if [ "$a" != "$b" ]; then ok; else bad "the comparison cannot tell two dictionaries apart"; fi

# many chunks, every thread count: same bytes, in input order
puzzles 30000 7 99 >"$tmp/many.txt"
printf 'bad line\n' >>"$tmp/many.txt"
puzzles 5000 7 100 >>"$tmp/many.txt"
reference=""
for t in "${many_threads[@]}"; do
    current="--stdin --threads $t (35001 lines)"
    "${BEE[@]}" --stdin --format json --threads "$t" <"$tmp/many.txt" >"$tmp/t$t.json" 2>"$tmp/err"
    rc=$?
    expect_rc 1
    expect_same "$(cat "$tmp/err")" "bee-simd solve: stdin line 30001: puzzle 'bad line': character 4 is not a letter a-z
bee-simd solve: 1 of 35001 lines refused"
    sum=$(cksum <"$tmp/t$t.json")
    if [ -z "$reference" ]; then reference=$sum; else expect_same "$sum" "$reference" "--threads $t differs"; fi
done
# order: the puzzles come out in the order they went in
got=$(cut -d'"' -f4 "$tmp/t${many_threads[-1]}.json" | head -n 30000)
want=$(head -n 30000 "$tmp/many.txt" | "${BEE[@]}" --stdin --format tsv --count --no-header | cut -f1)
expect_same "$got" "$want" "records out of input order"
expect_same "$(wc -l <"$tmp/t${many_threads[-1]}.json")" "35001" "one record a line"

# `bee-simd --stdin` is `bee-simd solve --stdin`
a=$(printf 'raegint\n' | "${BEE[@]}" --stdin --format tsv)
b=$(printf 'raegint\n' | "${BEE[@]}" solve --stdin --format tsv)
expect_same "$a" "$b" "bee-simd --stdin differs from bee-simd solve --stdin"

# ------------------------------------------------ the reader, the writer
# a reader that goes away: stop at once, no message
current="--stdin | head -n 1"
set -o pipefail
line=$("${BEE[@]}" --stdin --format json <"$tmp/many.txt" 2>"$tmp/err" | head -n 1)
rc=$?
set +o pipefail
expect_rc 141
expect_same "$(cat "$tmp/err")" "" "a closed pipe printed a message"
expect_same "${line:0:11}" '{"puzzle":"' "first record"
# ... also when SIGPIPE is ignored (EPIPE): quiet, but not success
current="--stdin | head -n 1, SIGPIPE ignored"
set -o pipefail
(trap '' PIPE; "${BEE[@]}" --stdin --format json <"$tmp/many.txt" 2>"$tmp/err" | head -n 1 >/dev/null)
rc=$?
set +o pipefail
expect_rc 1
expect_same "$(cat "$tmp/err")" "" "EPIPE printed a message"
# ... and so do `all` and `bag`
yes letterpress | head -n 200000 >"$tmp/bags.txt"
for cmd in "all --any --size 5" "bag --stdin"; do
    current="$cmd | head -n 1, SIGPIPE ignored"
    set -o pipefail
    # shellcheck disable=SC2086
    (trap '' PIPE; "${BEE[@]}" $cmd <"$tmp/bags.txt" 2>"$tmp/err" | head -n 1 >/dev/null)
    rc=$?
    set +o pipefail
    expect_rc 1
    expect_same "$(cat "$tmp/err")" "" "$cmd: EPIPE printed a message"
done

# a full disk: reported, never success
run_full() { "${BEE[@]}" "$@" >/dev/full 2>"$tmp/err"; rc=$?; err=$(cat "$tmp/err"); }
current="--stdin > /dev/full"
run_full --stdin --format json <"$tmp/many.txt"
expect_rc 1
expect_err "bee-simd solve: error writing output: No space left on device"
current="--stdin --format tsv (header only) > /dev/full"
run_full --stdin --format tsv </dev/null
expect_rc 1
expect_err "bee-simd solve: error writing output: No space left on device"

# a failed read
current="--stdin < a directory"
"${BEE[@]}" --stdin --format tsv --count <"$tmp" >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 1
expect_same "$(cat "$tmp/err")" "bee-simd solve: error reading stdin: Is a directory"

# progress: only when asked for (stderr is not a terminal here)
run_in $'raegint\n' --stdin --dict "$dict" --format tsv --count --progress
expect_rc 0
expect_err_has "bee-simd solve: 1 records in "
run_in $'raegint\n' --stdin --dict "$dict" --format tsv --count
expect_err ""

# usage errors
run --stdin raegint   # with --stdin, arguments are files to read
expect_rc 1
expect_err "bee-simd solve: raegint: cannot open: No such file or directory"
run --stdin --threads 0
expect_rc 2
expect_err "bee-simd solve: --threads: '0' is not a number from 1 to 256
Try 'bee-simd solve --help' for more information."
BEE_THREADS=lots run --stdin
expect_rc 2
expect_err "bee-simd solve: BEE_THREADS: 'lots' is not a number from 1 to 256
Try 'bee-simd solve --help' for more information."

# ------------------------------------------------------------ index files
run index "$system" -o "$tmp/sys.beeidx"
expect_rc 0
expect_out ""
for fmt in "--format json" "--format tsv --count" "--format text"; do
    a=$("${BEE[@]}" --stdin $fmt --dict "$system" <"$tmp/p.txt")
    b=$("${BEE[@]}" --stdin $fmt --index "$tmp/sys.beeidx" <"$tmp/p.txt")
    expect_same "$a" "$b" "--index differs from --dict ($fmt)"
done
# NYT-like puzzles (the words' own 7-letter sets, each letter the center):
# counts from the file's stored totals, words from lists, as from --dict
awk '/^[a-z]+$/ {
    s = ""; for (i = 1; i <= length($0); i++) { c = substr($0, i, 1); if (!index(s, c)) s = s c }
    if (length(s) == 7 && n++ < 150) for (k = 1; k <= 7; k++) print substr(s, k) substr(s, 1, k - 1)
}' "$system" >"$tmp/nyt.txt"
expect_same "$(wc -l <"$tmp/nyt.txt")" 1050 "NYT-like puzzles: not 1050"
for fmt in "--format tsv --count" "--format json --count" "--format json"; do
    for t in 1 2; do
        a=$("${BEE[@]}" --stdin $fmt --threads $t --dict "$system" <"$tmp/nyt.txt")
        b=$("${BEE[@]}" --stdin $fmt --threads $t --index "$tmp/sys.beeidx" <"$tmp/nyt.txt")
        expect_same "$a" "$b" "--index differs from --dict (NYT-like, $fmt, $t threads)"
    done
done
# other options than the file's: rebuilt from its words
a=$("${BEE[@]}" --stdin --format json --min-len 3 --block-size 5 --dict "$system" <"$tmp/p.txt")
b=$("${BEE[@]}" --stdin --format json --min-len 3 --block-size 5 --index "$tmp/sys.beeidx" <"$tmp/p.txt")
expect_same "$a" "$b" "--index --min-len 3 differs from --dict --min-len 3"
run index --min-len 5 "$dict" -o "$tmp/small.beeidx"
run info --index "$tmp/small.beeidx"
expect_out_has "index: min-len 5, block size 32"
run solve --index "$tmp/small.beeidx" --count --format tsv --no-header raegint
expect_out "raegint	4	2	39"

run solve --index "$tmp/sys.beeidx" --dict "$dict" raegint
expect_rc 2
expect_err "bee-simd solve: --index cannot be used with --dict: the index file holds its own word list
Try 'bee-simd solve --help' for more information."
run index "$dict"
expect_rc 2
expect_err "bee-simd index: no output file (try 'bee-simd index words.txt -o words.beeidx')
Try 'bee-simd index --help' for more information."
run solve --index "$tmp/missing.beeidx" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/missing.beeidx: cannot open: No such file or directory"
size=$(wc -c <"$tmp/sys.beeidx")
head -c 1000 "$tmp/sys.beeidx" >"$tmp/cut.beeidx"
run solve --index "$tmp/cut.beeidx" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/cut.beeidx: truncated index file (1000 bytes, the header says $size)"
run solve --index "$dict" raegint
expect_rc 1
expect_err "bee-simd solve: $dict: not a bee-simd index file (no magic number); it reads as a word list: give it with --dict, or make an index file of it with 'bee-simd index'"
cp "$tmp/sys.beeidx" "$tmp/flip.beeidx"
printf 'Z' | dd of="$tmp/flip.beeidx" bs=1 seek=5000 conv=notrunc status=none
run solve --index "$tmp/flip.beeidx" --min-len 4 raegint   # past the one-off plan: a whole load
expect_rc 1
expect_err "bee-simd solve: $tmp/flip.beeidx: damaged index file (word text: checksum mismatch)"
# a damaged part that a solve never reads: the solve answers, the bag that
# reads it is refused, naming the file and the part (the last bag part ends
# where the part table's last entry says)
cp "$tmp/sys.beeidx" "$tmp/flipbag.beeidx"
read -r last_at last_size < <(od -An -tu8 -j640 -N16 "$tmp/sys.beeidx")
printf 'Z' | dd of="$tmp/flipbag.beeidx" bs=1 seek=$((last_at + last_size - 1)) conv=notrunc status=none
run solve --index "$tmp/flipbag.beeidx" --count --format tsv --no-header raegint
expect_rc 0
run bag --index "$tmp/flipbag.beeidx" abcde
expect_rc 1
expect_err "bee-simd bag: $tmp/flipbag.beeidx: damaged index file (bag length ranks: checksum mismatch)"
# info --verify: every part checked, the bag parts too
run info --verify --index "$tmp/sys.beeidx"
expect_rc 0
expect_out_has "verified: $tmp/sys.beeidx holds what a build makes of its words"
run info --verify --index "$tmp/flipbag.beeidx"
expect_rc 1
expect_err "bee-simd info: $tmp/flipbag.beeidx: damaged index file (bag length ranks: checksum mismatch)"
run info --verify
expect_rc 2
expect_err "bee-simd info: --verify checks an index file: give it with --index
Try 'bee-simd info --help' for more information."

# --------------------------------------- the README's GNU parallel recipe
if command -v parallel >/dev/null; then
    cmd=$(printf '%q ' "${BEE[@]}")
    single=$(cksum <"$tmp/t1.json")
    grep -v '^bad line$' "$tmp/many.txt" >"$tmp/good.txt"
    single=$("${BEE[@]}" --stdin --format json --index "$tmp/sys.beeidx" <"$tmp/good.txt" | cksum)
    sharded=$(parallel --pipe -k --block 20k -j 3 "$cmd --stdin --format json --index $tmp/sys.beeidx --threads 1" \
              <"$tmp/good.txt" | cksum)
    expect_same "$sharded" "$single" "parallel --pipe -k output differs from one process"
    single=$("${BEE[@]}" --stdin --format tsv --index "$tmp/sys.beeidx" <"$tmp/good.txt" | cksum)
    sharded=$( (printf 'puzzle\tcount\tpangram_count\tscore\twords\n'
                parallel --pipe -k --block 20k -j 3 "$cmd --stdin --format tsv --no-header --index $tmp/sys.beeidx" \
                <"$tmp/good.txt") | cksum)
    expect_same "$sharded" "$single" "parallel --pipe -k TSV output differs from one process"
else
    skip "the README's GNU parallel recipe" "GNU parallel is not installed (Debian's parallel)"
fi

finish
