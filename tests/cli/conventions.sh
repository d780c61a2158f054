# conventions.sh - what every command does the same way: messages prefixed
# "bee-simd COMMAND:", a --help hint after a usage error, option names in full
# only, the nearest command or option suggested, help COMMAND, -V/--version
# everywhere, help listing only the options a command takes, strict BEE_*
# variables, word lists that are not text refused, and --help/--version
# failing when their output cannot be written.
# Usage: bash conventions.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\n' >"$dict"
hint() { printf "Try 'bee-simd %s --help' for more information." "$1"; }

# typos: the nearest command or option
run sovle raegint
expect_rc 2
expect_err "bee-simd: unknown command 'sovle' (did you mean 'solve'?)
Try 'bee-simd --help' for the list of commands."
run baggage
expect_rc 2
expect_err "bee-simd: unknown command 'baggage'
Try 'bee-simd --help' for the list of commands."
run solve --formt json raegint
expect_rc 2
expect_err "bee-simd solve: unknown option '--formt' (did you mean '--format'?)
$(hint solve)"
run bag --must-uze ab cats
expect_rc 2
expect_err "bee-simd bag: unknown option '--must-uze' (did you mean '--must-use'?)
$(hint bag)"
run --stdinn
expect_rc 2
expect_err "bee-simd solve: unknown option '--stdinn' (did you mean '--stdin'?)
$(hint solve)"
run all --zebra
expect_rc 2
expect_err "bee-simd all: unknown option '--zebra'
$(hint all)"

# abbreviations are refused (getopt_long would take them), with the full name
run solve --dict "$dict" --form json --cou raegint
expect_rc 2
expect_err "bee-simd solve: unknown option '--form' (did you mean '--format'?)
$(hint solve)"
run solve --dict "$dict" --format json --cou raegint
expect_rc 2
expect_err "bee-simd solve: unknown option '--cou' (did you mean '--count'?)
$(hint solve)"
run info --kern
expect_rc 2
expect_err "bee-simd info: unknown option '--kern' (did you mean '--kernel'?)
$(hint info)"

# values: missing, unwanted; short options; an option's value is not an option
run solve --dict
expect_rc 2
expect_err "bee-simd solve: option '--dict' needs a value
$(hint solve)"
run solve --count=yes raegint
expect_rc 2
expect_err "bee-simd solve: option '--count' takes no value
$(hint solve)"
run index -q
expect_rc 2
expect_err "bee-simd index: unknown option '-q'
$(hint index)"
run index --dict "$dict" -o
expect_rc 2
expect_err "bee-simd index: option '-o' needs a value
$(hint index)"
# index -o -: the file on standard output, the same bytes as -o FILE
"${BEE[@]}" index --dict "$dict" -o - >"$tmp/piped.beeidx" 2>"$tmp/err"
expect_same "$?:$(cat "$tmp/err")" "0:" "index -o - exit and messages"
"${BEE[@]}" index --dict "$dict" -o "$tmp/named.beeidx"
if cmp -s "$tmp/piped.beeidx" "$tmp/named.beeidx"; then ok; else bad "index -o - differs from -o FILE"; fi
run solve --index "$tmp/piped.beeidx" --count raegint
expect_rc 0
if [ -e ./- ]; then bad "index -o - made a file named '-'"; else ok; fi
# ... but never to a terminal (script(1) gives the command one, where this
# machine can open a pseudo-terminal: a bare chroot without /dev/pts cannot)
if ! command -v script >/dev/null; then
    skip "index -o - to a terminal" "script is not installed (Debian's bsdutils)"
elif ! script -qec true /dev/null >/dev/null 2>&1; then
    skip "index -o - to a terminal" "no pseudo-terminal can be opened here (is /dev/pts mounted?)"
else
    err=$(script -qec "$(printf '%q ' "${BEE[@]}") index --dict $(printf %q "$dict") -o -; echo rc=\$?" /dev/null | tr -d '\r')
    expect_same "$err" "bee-simd index: -o -: not writing a binary index file to a terminal
$(hint index)
rc=2" "index -o - to a terminal"
fi
run solve --dict="$dict" --format=json --count raegint
expect_rc 0
expect_out '{"puzzle":"raegint","center":"r","count":5,"pangram_count":2,"score":40}'

# help: bee-simd --help, help, help COMMAND, COMMAND --help, -h
run help
expect_rc 0
expect_out_has "Commands:"
run help solve
expect_rc 0
solve_help=$out
run solve --help
expect_same "$out" "$solve_help" "help solve differs from solve --help"
run bag -h
expect_out_has "Usage: bee-simd bag"
run help sovle
expect_rc 2
expect_err "bee-simd: unknown command 'sovle' (did you mean 'solve'?)
Try 'bee-simd --help' for the list of commands."

# each command's help lists only the options it takes, and takes what it lists
run info --help
expect_out_has "--kernel"
if [[ $out == *--scoring* || $out == *--format* || $out == *--count* || $out == *--size* ]]; then
    bad "info --help lists puzzle or output options info does not take"
else ok; fi
run info --scoring nyt
expect_rc 2
expect_err "bee-simd info: unknown option '--scoring'
$(hint info)"
run index --help
if [[ $out == *--scoring* || $out == *--format* ]]; then bad "index --help lists options index does not take"; else ok; fi
for cmd in solve bag info all index bench; do
    run "$cmd" --help
    for opt in $(grep -oE -- '--[a-z][a-z-]*[a-z]' <<<"$out" | sort -u); do
        [ "$opt" == "--help" ] || [ "$opt" == "--version" ] && continue
        # a listed option is known: it is never "unknown option" (options are
        # all checked before any is acted on, so --help after it keeps the
        # run short: a flag like bench --csv would otherwise run the benchmark;
        # in $tmp, where `index --output --help` writes its file)
        (cd "$tmp" && "${BEE[@]}" "$cmd" "$opt" --help </dev/null >/dev/null 2>"$tmp/opt.err")
        if grep -q "unknown option '$opt'" "$tmp/opt.err"; then
            current="$cmd $opt"; bad "$cmd --help lists $opt but $cmd refuses it"
        else ok; fi
    done
done

# versions: -V, --version, version, COMMAND --version, after other options
version=$("${BEE[@]}" --version)
[[ $version =~ ^bee-simd\ [0-9]+\.[0-9]+\.[0-9]+$ ]] && ok || bad "--version printed '$version'"
for args in "-V" "version" "solve --version" "bag -V" "all --dict $dict --version" "index --version"; do
    # shellcheck disable=SC2086
    run $args
    expect_rc 0
    expect_out "$version"
done

# --help and --version fail when their output cannot be written
for args in "--help" "--version" "solve --help" "help bag" "all -V"; do
    current="$args >&-"
    # shellcheck disable=SC2086
    "${BEE[@]}" $args >&- 2>"$tmp/err"
    rc=$?
    err=$(cat "$tmp/err")
    expect_rc 1
    expect_err_has "error writing output"
    if [ -w /dev/full ]; then
        current="$args >/dev/full"
        # shellcheck disable=SC2086
        "${BEE[@]}" $args >/dev/full 2>"$tmp/err"
        rc=$?
        err=$(cat "$tmp/err")
        expect_rc 1
        expect_err_has "No space left on device"
    fi
done

# BEE_* variables: a bad value is a usage error naming the variable
BEE_KERNEL=sse9 run solve --dict "$dict" raegint
expect_rc 2
expect_err "bee-simd solve: BEE_KERNEL: unknown kernel 'sse9' (scalar, avx2, avx512, neon or auto)
$(hint solve)"
BEE_THREADS=many run solve --dict "$dict" raegint
expect_rc 2
expect_err "bee-simd solve: BEE_THREADS: 'many' is not a number from 1 to 256
$(hint solve)"
BEE_THREADS=0 run bag --dict "$dict" cats
expect_rc 2
expect_err "bee-simd bag: BEE_THREADS: '0' is not a number from 1 to 256
$(hint bag)"
BEE_DICT="$tmp/missing.txt" run solve raegint
expect_rc 1
expect_err "bee-simd solve: BEE_DICT: $tmp/missing.txt: cannot open: No such file or directory"
BEE_DICT="$dict" BEE_THREADS=1 BEE_KERNEL=scalar run solve --count raegint
expect_rc 0
expect_out "raegint (center r)
5 words, 2 pangrams, 40 points"

# word lists that are not text: refused before loading, saying what they are
printf '\x1f\x8b\x08\x00rest' >"$tmp/words.gz"
run solve --dict "$tmp/words.gz" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/words.gz: is gzip-compressed, not a word list; decompress it first: gzip -dc $tmp/words.gz > words.txt"
printf '\x28\xb5\x2f\xfdrest' >"$tmp/words.zst"
run bag --dict "$tmp/words.zst" cats
expect_rc 1
expect_err "bee-simd bag: $tmp/words.zst: is zstd-compressed, not a word list; decompress it first: zstd -dc $tmp/words.zst > words.txt"
printf '\xfd7zXZ\x00rest' >"$tmp/words.xz"
BEE_DICT="$tmp/words.xz" run all
expect_rc 1
expect_err "bee-simd all: BEE_DICT: $tmp/words.xz: is xz-compressed, not a word list; decompress it first: xz -dc $tmp/words.xz > words.txt"
printf 'cat\ndog\x00\x01\x02' >"$tmp/words.bin"
run index "$tmp/words.bin" -o "$tmp/x.beeidx"
expect_rc 1
expect_err "bee-simd index: $tmp/words.bin: binary data (a NUL byte at offset 7), not a word list of text lines"
"${BEE[@]}" index --dict "$dict" -o "$tmp/words.beeidx" 2>/dev/null
run solve --dict "$tmp/words.beeidx" raegint
expect_rc 1
expect_err "bee-simd solve: $tmp/words.beeidx: is a bee-simd index file, not a word list; load it with --index $tmp/words.beeidx"
run solve --dict /dev/stdin raegint </dev/null   # not a regular file: not looked into
[[ $err != *"not a word list"* ]] && ok || bad "a pipe was looked into"

# threads: the CPUs this process may use (affinity)
if ! command -v taskset >/dev/null; then
    skip "taskset -c 0" "taskset is not installed (Debian's util-linux)"
elif [ ${#BEE[@]} -ne 1 ]; then
    skip "taskset -c 0" "the program runs under an emulator"
else
    current="taskset -c 0 info"
    out=$(taskset -c 0 "${BEE[@]}" info --dict "$dict")
    expect_out_has "cpus usable: 1 (default threads)"
    current="taskset -c 0 all --stats"
    taskset -c 0 "${BEE[@]}" all --dict "$dict" --size 5 --stats >/dev/null 2>"$tmp/err"
    err=$(cat "$tmp/err")
    expect_err_has ", 1 thread"
fi
# short options: -d -i -c -f -j -q mean --dict --index --count --format
# --threads --quiet, alone or grouped
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\n' >"$tmp/short.txt"
long=$("${BEE[@]}" solve --dict "$tmp/short.txt" --count --format tsv raegint)
current="solve -d F -c -f tsv"
expect_same "$("${BEE[@]}" solve -d "$tmp/short.txt" -c -f tsv raegint)" "$long" "-d -c -f differ from the long options"
expect_same "$("${BEE[@]}" solve -cd "$tmp/short.txt" -ftsv raegint)" "$long" "grouped short options differ"
current="--stdin -j 2 -q"
expect_same "$(printf 'raegint\n' | "${BEE[@]}" --stdin -j 2 -q -d "$tmp/short.txt" -c -f tsv)" "$long" "-j -q differ"
"${BEE[@]}" index "$tmp/short.txt" -o "$tmp/short.beeidx" >/dev/null
current="solve -i F"
expect_same "$("${BEE[@]}" solve -i "$tmp/short.beeidx" -c -f tsv raegint)" "$long" "-i differs from --index"
run solve -x raegint
expect_rc 2
expect_err "bee-simd solve: unknown option '-x'
Try 'bee-simd solve --help' for more information."

finish
