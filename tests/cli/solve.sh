# solve.sh - `bee-simd solve`: formats, exit codes, errors, and answers on the
# Debian word list checked word for word against an independent grep.
# Usage: bash solve.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ntangy\nGreta\nit'"'"'s\nart\n' >"$dict"

# text: alphabetical, pangrams marked, totals
run solve --dict "$dict" raegint
expect_rc 0
expect_out "raegint (center r)
  granite *
  grant
  rang
  rating
  tearing *
5 words, 2 pangrams (*), 40 points"

# the one uppercase letter is the center; --count drops the list
run solve --dict "$dict" --count aeginTr
expect_rc 0
expect_out "taeginr (center t)
5 words, 2 pangrams, 40 points"

# json: one object a line
run solve --dict "$dict" --format json raegint aegintr
expect_rc 0
expect_out '{"puzzle":"raegint","center":"r","count":5,"pangram_count":2,"score":40,"pangrams":["granite","tearing"],"words":["granite","grant","rang","rating","tearing"]}
{"puzzle":"aegintr","center":"a","count":6,"pangram_count":2,"score":41,"pangrams":["granite","tearing"],"words":["granite","grant","rang","rating","tang","tearing"]}'

run solve --dict "$dict" --format json --count --scoring simple raegint
expect_out '{"puzzle":"raegint","center":"r","count":5,"pangram_count":2,"score":9}'

# tsv with a header
run solve --dict "$dict" --format tsv raegint
expect_out "puzzle	count	pangram_count	score	words
raegint	5	2	40	granite,grant,rang,rating,tearing"
run solve --dict "$dict" --format tsv --count raegint
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40"

# --min-len and --size
run solve --dict "$dict" --min-len 3 --format tsv --count raegint
expect_out "puzzle	count	pangram_count	score
raegint	6	2	41"
run solve --dict "$dict" --size 4 --format tsv rant
expect_out "puzzle	count	pangram_count	score	words
rant	0	0	0	"

# bad puzzles: reported, the rest still answered, exit 1
run solve --dict "$dict" --format tsv --count raegin raegint raegina
expect_rc 1
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40"
expect_err "bee-simd solve: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)
bee-simd solve: puzzle 'raegina': letter 'a' appears twice"

# usage errors: exit 2
run solve --dict "$dict"
expect_rc 2
expect_err "bee-simd solve: no puzzle given (try 'bee-simd solve raegint')
Try 'bee-simd solve --help' for more information."
run solve --format xml raegint
expect_rc 2
expect_err "bee-simd solve: --format: unknown format 'xml' (text, json or tsv)
Try 'bee-simd solve --help' for more information."
run solve --min-len 0 raegint
expect_rc 2
expect_err "bee-simd solve: --min-len: '0' is not a number from 1 to 255
Try 'bee-simd solve --help' for more information."
run solve --kernel sse9 raegint
expect_rc 2
expect_err "bee-simd solve: --kernel: unknown kernel 'sse9' (scalar, avx2, avx512, neon or auto)
Try 'bee-simd solve --help' for more information."
run frobnicate
expect_rc 2
expect_err "bee-simd: unknown command 'frobnicate'
Try 'bee-simd --help' for the list of commands."

# bad dictionaries: exit 1 with the reason
run solve --dict "$tmp/missing.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/missing.txt: cannot open: No such file or directory"
printf 'AA\nAAH\n' >"$tmp/caps.txt"
run solve --dict "$tmp/caps.txt" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/caps.txt: no usable word: 2 lines skipped (2 uppercase); try --fold-case"
printf 'RANT\nGRANT\n' >"$tmp/caps.txt"
run solve --dict "$tmp/caps.txt" --fold-case --count --format tsv raegint
expect_out "puzzle	count	pangram_count	score
raegint	2	0	6"
BEE_DICT="$dict" run solve --count --format tsv raegint
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40"

# help and version
run --help
expect_rc 0
expect_out_has "Usage: bee-simd COMMAND"
run --version
expect_rc 0
expect_out_has "bee-simd 1."
run solve --help
expect_out_has "--format FMT"

# every runnable kernel gives the same bytes on the built-in list
run info --kernels
kernels=$out
reference=""
for k in $kernels; do
    run solve --kernel "$k" --format json raegint nhoytpa ZBACEHI
    expect_rc 0
    if [ -z "$reference" ]; then reference=$out; else expect_same "$out" "$reference" "kernel $k differs"; fi
done

# answers on the Debian word list, word for word against grep
system=/usr/share/dict/american-english
if [ -f "$system" ]; then
    for puzzle in raegint nhoytpa lacimnp; do
        letters=$puzzle center=${puzzle:0:1}
        want=$(LC_ALL=C grep -E "^[$letters]{4,}\$" "$system" | grep "$center" | LC_ALL=C sort -u | tr '\n' ',' | sed 's/,$//')
        run solve --dict "$system" --format tsv "$puzzle"
        got=$(printf '%s\n' "$out" | tail -n 1 | cut -f 5)
        expect_same "$got" "$want" "answers to $puzzle differ from grep"
    done
else
    bad "$system missing: install wamerican"
fi

finish
