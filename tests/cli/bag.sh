# bag.sh - `bee-simd bag`: formats, orders, options, --stdin, exit codes, exact
# error messages, and answers on the Debian word list checked word for word
# against an independent awk letter count.
# Usage: bash bag.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'a\nat\ncat\nact\ntact\nattack\ntacts\nstack\ncats\nscat\nzebra\nCat\n' >"$dict"

# text: longest first, then alphabetical; a tile is used once
run bag --dict "$dict" cats
expect_rc 0
expect_out "cats: 5 words
  cats
  scat
  act
  cat
  at"

# json, alphabetical; a blank stands for any one letter
run bag --dict "$dict" --sort alpha --format json 'cat?' tack
expect_rc 0
expect_out '{"bag":"cat?","count":6,"words":["act","at","cat","cats","scat","tact"]}
{"bag":"tack","count":3,"words":["act","at","cat"]}'
run bag --dict "$dict" --format json --count attack
expect_out '{"bag":"attack","count":5}'

# tsv; --top shows the first N, the count is every word
run bag --dict "$dict" --format tsv --top 2 cats attack
expect_out "bag	count	words
cats	5	cats,scat
attack	5	attack,tact"
run bag --dict "$dict" --top 1 cats
expect_out "cats: 5 words (1 shown)
  cats"
run bag --dict "$dict" --format tsv --count cats 'c?'
expect_out "bag	count
cats	5
c?	0"

# lengths and must-use (a repeated letter is required that often)
run bag --dict "$dict" --min-len 1 --max-len 3 cats
expect_out "cats: 4 words
  act
  cat
  at
  a"
run bag --dict "$dict" --must-use tt --format tsv 'attack??'
expect_out "bag	count	words
attack??	3	attack,tacts,tact"
run bag --dict "$dict" --must-use z --format tsv --count cats
expect_out "bag	count
cats	0"

# bad bags: reported, the rest still answered, exit 1
run bag --dict "$dict" --format tsv --count '' ab1 'ab?????????' cats Cats 'c-ts'
expect_rc 1
expect_out "bag	count
cats	5
Cats	5"
expect_err "bee-simd bag: empty bag
bee-simd bag: bag 'ab1': character 3 is not a letter or a blank '?'
bee-simd bag: bag 'ab?????????': has 9 blanks, at most 8
bee-simd bag: bag 'c-ts': character 2 is not a letter or a blank '?'"
long=$(printf 'e%.0s' $(seq 300))
run bag --dict "$dict" "$long"
expect_rc 1
expect_err "bee-simd bag: bag 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee...': has 300 tiles, at most 255"

# --stdin (the streaming engine): in order; CRLF, surrounding blanks, blank and
# '#' lines; a bad line gets an error record in its place, a report with its
# number on stderr, and exit 1 at the end
run_in $'cats\r\n\n# a comment\n  tack  \nab1\nattack\n?????????\n' bag --dict "$dict" --stdin --format tsv --count
expect_rc 1
expect_out "bag	count
cats	5
tack	3
ab1	error	line 5: bag 'ab1': character 3 is not a letter or a blank '?'
attack	5
?????????	error	line 7: bag '?????????': has 9 blanks, at most 8"
expect_err "bee-simd bag: stdin line 5: bag 'ab1': character 3 is not a letter or a blank '?'
bee-simd bag: stdin line 7: bag '?????????': has 9 blanks, at most 8
bee-simd bag: 2 of 5 lines refused"
run_in $'ab1\ncats' bag --dict "$dict" --stdin --format json --count
expect_rc 1
expect_out '{"line":1,"input":"ab1","error":"bag '"'ab1'"': character 3 is not a letter or a blank '"'?'"'"}
{"bag":"cats","count":5}'
# several threads give the same bytes as one, in input order
threads=3
many=$(for i in $(seq 3000); do printf 'cats\nattack?\ntack\n'; done)
run_in "$many" bag --dict "$dict" --stdin --format json --threads 1
one=$out
run_in "$many" bag --dict "$dict" --stdin --format json --threads "$threads"
expect_rc 0
expect_same "$out" "$one" "bag --stdin with 3 threads differs from 1 thread"
expect_same "$(printf '%s\n' "$out" | wc -l)" "9000" "bag --stdin: one record a line"
run_in $'cats\ntack' bag --dict "$dict" --stdin --format json --top 1
expect_rc 0
expect_out '{"bag":"cats","count":5,"words":["cats"]}
{"bag":"tack","count":3,"words":["act"]}'
run_in '' bag --dict "$dict" --stdin
expect_rc 0
expect_out ""

# the word list of an index file, as from the list itself
run index "$dict" -o "$tmp/words.beeidx"
expect_rc 0
run bag --dict "$dict" --format tsv cats attack??
want=$out
run bag --index "$tmp/words.beeidx" --format tsv cats attack??
expect_rc 0
expect_same "$out" "$want" "bag --index differs from bag --dict"
run bag --index "$tmp/words.beeidx" --dict "$dict" cats
expect_rc 2
expect_err "bee-simd bag: --index cannot be used with --dict: the index file holds its own word list
Try 'bee-simd bag --help' for more information."

# usage errors: exit 2
run bag --dict "$dict"
expect_rc 2
expect_err "bee-simd bag: no bag given (try 'bee-simd bag ovrkqlwislrecrtgmvpfprzey')
Try 'bee-simd bag --help' for more information."
run bag --dict "$dict" --stdin cats   # with --stdin, arguments are files to read
expect_rc 1
expect_err "bee-simd bag: cats: cannot open: No such file or directory"
run bag --sort size cats
expect_rc 2
expect_err "bee-simd bag: --sort: unknown order 'size' (length or alpha)
Try 'bee-simd bag --help' for more information."
run bag --must-use a1 cats
expect_rc 2
expect_err "bee-simd bag: --must-use: 'a1': character 2 is not a letter a-z
Try 'bee-simd bag --help' for more information."
run bag --must-use '' cats
expect_rc 2
expect_err "bee-simd bag: --must-use: no letters given
Try 'bee-simd bag --help' for more information."
run bag --min-len 5 --max-len 3 cats
expect_rc 2
expect_err "bee-simd bag: --min-len 5 is above --max-len 3
Try 'bee-simd bag --help' for more information."
run bag --top 0 cats
expect_rc 2
expect_err "bee-simd bag: --top: '0' is not a number from 1 to 1073741824
Try 'bee-simd bag --help' for more information."
run bag --max-len 0 cats
expect_rc 2
expect_err "bee-simd bag: --max-len: '0' is not a number from 1 to 255
Try 'bee-simd bag --help' for more information."
run bag --format xml cats
expect_rc 2
expect_err "bee-simd bag: --format: unknown format 'xml' (text, json or tsv)
Try 'bee-simd bag --help' for more information."
run bag --kernel sse9 cats
expect_rc 2
expect_err "bee-simd bag: --kernel: unknown kernel 'sse9' (scalar, avx2, avx512, neon or auto)
Try 'bee-simd bag --help' for more information."
run bag --dict "$tmp/missing.txt" cats
expect_rc 1
expect_err "bee-simd bag: $tmp/missing.txt: cannot open: No such file or directory"
run bag --help
expect_rc 0
expect_out_has "--must-use LETTERS"

# every runnable kernel gives the same bytes on the built-in list
run info --kernels
kernels=$out
reference=""
for k in $kernels; do
    run bag --kernel "$k" --format json ovrkqlwislrecrtgmvpfprzey 'retains??' qzx
    expect_rc 0
    if [ -z "$reference" ]; then reference=$out; else expect_same "$out" "$reference" "kernel $k differs"; fi
done

# answers on the Debian word list, word for word against an awk letter count
system=/usr/share/dict/american-english
if [ -f "$system" ]; then
    for bag in ovrkqlwislrecrtgmvpfprzey 'odidwocswkbafvydehsbiviez??' eeeessstr; do
        want=$(LC_ALL=C awk -v bag="$bag" '
            BEGIN { n = split(bag, t, ""); for (i = 1; i <= n; i++) have[t[i]]++ }
            /^[a-z][a-z]+$/ {
                split("", need); short = 0
                m = split($0, c, "")
                for (i = 1; i <= m; i++) if (++need[c[i]] > have[c[i]]) short++
                if (short <= have["?"]) print
            }' "$system" | LC_ALL=C sort -u | tr '\n' ',' | sed 's/,$//')
        run bag --dict "$system" --sort alpha --format tsv "$bag"
        got=$(printf '%s\n' "$out" | tail -n 1 | cut -f 3)
        expect_same "$got" "$want" "answers to $bag differ from awk"
    done
else
    bad "$system missing: install wamerican"
fi

# the help ends as every command's: options, then exit status and example
run bag --help
expect_same "$(tail -n 2 <<<"$out")" "Exit status: 0 success, 1 some bag refused or an error, 2 usage error.
Example: bee-simd bag --top 10 ovrkqlwislrecrtgmvpfprzey" "bag --help's end"

finish
