# bench.sh - `bee-simd bench` (bee-bench run from beside bee-simd) at tiny
# sizes: the table, well-formed CSV, TSV, JSON (checked with jq) and SVG
# (checked with xmllint), the sweep, a fault injected into the reference
# caught, and the usage errors; the same for --task all and --task bag, and
# --algo list for each task; --lang: the methods that take other alphabets,
# the others refused by name; and bee-simd alone, without bee-bench.
# Usage: bash bench.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
# Through an emulator (the AArch64 stage's qemu-user) bee-simd cannot start
# a foreign bee-bench (no binfmt handler): the bench is then asked of
# bee-bench itself, which takes the same arguments; the hand-over is checked
# natively.
if [ ${#BEE[@]} -eq 1 ]; then
    bench=("${BEE[@]}" bench)
else
    bench=("${BEE[@]}")
    bench[-1]=$(dirname "${BEE[-1]}")/bee-bench
fi
run_bench() {
    local simd=("${BEE[@]}")
    BEE=("${bench[@]}")
    run "$@"
    BEE=("${simd[@]}")
}

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ntangy\nart\nmanor\nnormal\nmoral\nalarm\n' >"$dict"
tiny=(--dict "$dict" --puzzles 4 --repeat 1)
algos=naive,trie,index-scalar,adaptive,subsets

# the table: header, one line per method, no disagreement
run_bench "${tiny[@]}" --algo "$algos"
expect_rc 0
expect_out_has "# bee-simd "
expect_out_has "# dictionary: $dict (12 words, min-len 4)"
expect_same "$(grep -cE '^(naive|trie|index-scalar|adaptive|subsets) ' <<<"$out")" 5 "table rows"
if [[ "$out" == *DISAGREES* ]]; then bad "a method disagrees"; else ok; fi

# CSV: the header, then one row per method, every row as wide as the header
run_bench "${tiny[@]}" --algo "$algos" --csv
expect_rc 0
header="method,section,kernel,kernel_emulated,block_size,ns_median,ns_p10,ns_p90,ns_mean,speedup,blocks_entered,masks_tested,bytes_touched,answers,build_ms,memory_bytes,blocks,cycles,instructions,cache_misses,agrees"
expect_same "$(head -n 1 <<<"$out")" "$header" "CSV header"
expect_same "$(awk -F, '$2 == "compare"' <<<"$out" | grep -c .)" 5 "CSV rows"
expect_same "$(awk -F, '{print NF}' <<<"$out" | sort -u)" 21 "CSV fields per row"
expect_same "$(awk -F, 'NR > 1 {print $21}' <<<"$out" | sort -u)" 1 "CSV agrees column"
expect_same "$(awk -F, '$1 == "naive" {print $10}' <<<"$out")" "1.00" "naive's speed-up over itself"

run_bench "${tiny[@]}" --algo naive,blocked --tsv
expect_same "$(head -n 1 <<<"$out" | tr '\t' ',')" "$header" "TSV header"
expect_same "$(awk -F'\t' '{print NF}' <<<"$out" | sort -u)" 21 "TSV fields per row"

# JSON: valid, every method present and agreeing, numbers where numbers belong
run_bench "${tiny[@]}" --algo "$algos" --json
expect_rc 0
if jq -e '(.methods | length == 5) and all(.methods[]; .agrees and (.ns_median | type == "number")
          and (.masks_tested | type == "number") and (.memory_bytes > 0))
          and (.hardware_counters.available | type == "boolean") and .sweep == []
          and .puzzles.count == 4 and .dictionary.words == 12' <<<"$out" >/dev/null; then
    ok
else
    bad "JSON fails the jq check"
fi
expect_same "$(jq -r '[.methods[].method] | join(",")' <<<"$out")" "$algos" "JSON method order"
expect_same "$(jq -r 'if .hardware_counters.available then "yes" else .hardware_counters.reason end' <<<"$out" | grep -c .)" 1 "hardware counters: available or a reason"
# the puzzles themselves (text_each, for bench/wasm-scale.sh): each one, solved by
# bee-simd, has the reference's count of answers (answers_each)
json=$out
expect_same "$(jq '.puzzles.text_each | length' <<<"$json")" 4 "JSON text_each, one a puzzle"
for i in 0 1 2 3; do
    run solve --dict "$dict" --count --format tsv "$(jq -r ".puzzles.text_each[$i]" <<<"$json")"
    expect_same "$(awk -F'\t' 'NR == 2 { print $2 }' <<<"$out")" "$(jq ".puzzles.answers_each[$i]" <<<"$json")" \
        "puzzle $i of text_each: bee-simd's count"
done

# the sweep: each blocked method at each size, through --format json too
run_bench "${tiny[@]}" --algo naive,blocked,adaptive,superblock --sweep-sizes 1,3,1000 --format json
expect_rc 0
expect_same "$(jq -r '[.sweep[] | "\(.method)/\(.block_size)"] | join(" ")' <<<"$out")" \
    "blocked/1 blocked/3 blocked/1000 adaptive/1 adaptive/3 adaptive/1000 superblock/1 superblock/3 superblock/1000" \
    "sweep rows"
expect_same "$(jq '[.sweep[] | select(.agrees | not)] | length' <<<"$out")" 0 "sweep agrees"

# SVG: three well-formed charts
run_bench "${tiny[@]}" --algo naive,index-scalar,superblock --sweep-sizes 2,20 --svg "$tmp/charts"
expect_rc 0
for chart in compare bytes sweep; do
    file="$tmp/charts/$chart.svg"
    if [ ! -s "$file" ]; then
        bad "$chart.svg missing"
    elif command -v xmllint >/dev/null; then
        if xmllint --noout "$file" 2>"$tmp/xml"; then ok; else bad "$chart.svg: $(cat "$tmp/xml")"; fi
    elif command -v python3 >/dev/null; then
        if python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$file"; then ok
        else bad "$chart.svg is not well-formed XML"; fi
    else
        skip "$chart.svg is well-formed" "neither xmllint (Debian's libxml2-utils) nor python3 is installed"
    fi
    expect_same "$(grep -c '<svg xmlns="http://www.w3.org/2000/svg"' "$file")" 1 "$chart.svg root"
done
expect_same "$(grep -c '<polyline' "$tmp/charts/sweep.svg")" 2 "one sweep line per blocked method"
# time axes in a unit each (ns, µs, ms, s), never "100 000"; the sweep's
# canvas holds its longest legend line (at ~6.5 px a character)
for chart in compare sweep; do
    grep -Eq '>[0-9.]+ (ns|µs|ms|s)</text>' "$tmp/charts/$chart.svg" && ok || bad "$chart.svg: no axis label with a unit"
    grep -Eq '>[0-9]+ 000</text>' "$tmp/charts/$chart.svg" && bad "$chart.svg: a label in thousands" || ok
done
width=$(grep -o '<svg [^>]*width="[0-9]*"' "$tmp/charts/sweep.svg" | grep -o '[0-9]*"$' | tr -d '"')
ends=$(awk -F'"' '/font-size="11">/ { x = $2; t = $0; sub(/.*font-size="11">/, "", t); sub(/<.*/, "", t); print int(x + 6.5 * length(t)) }' "$tmp/charts/sweep.svg" | sort -n | tail -1)
[ -n "$ends" ] && [ "$ends" -le "$width" ] && ok || bad "sweep.svg: a legend ends at $ends, past the width $width"

# a wrong reference answer must be caught: exit 1, the method named
BEE_BENCH_INJECT_FAULT=1 run_bench "${tiny[@]}" --algo naive,blocked
expect_rc 1
expect_out_has "DISAGREES on 1 puzzles"
expect_err_has "bee-bench: method naive disagrees with the reference on 1 of 4 puzzles; first: puzzle "
expect_err_has "bee-bench: method blocked (block 50) disagrees with the reference on 1 of 4 puzzles; first: puzzle "

# usage errors: exit 2
run_bench --puzzles 0
expect_rc 2
expect_err "bee-bench: --puzzles: '0' is not a number from 1 to 10000000
Try 'bee-bench --help' for more information."
run_bench --repeat x
expect_rc 2
expect_err "bee-bench: --repeat: 'x' is not a number from 1 to 1000
Try 'bee-bench --help' for more information."
run_bench --algo naive,quantum
expect_rc 2
expect_err "bee-bench: --algo: unknown method 'quantum' (try --algo list)
Try 'bee-bench --help' for more information."
run_bench --algo ,
expect_rc 2
expect_err "bee-bench: --algo: expected a comma-separated list of methods, got ','
Try 'bee-bench --help' for more information."
run_bench --sweep-sizes 1,0
expect_rc 2
expect_err "bee-bench: --sweep-sizes: '0' is not a number from 1 to 16777216
Try 'bee-bench --help' for more information."
run_bench --sweep-sizes ,
expect_rc 2
expect_err "bee-bench: --sweep-sizes: expected 1 to 64 block sizes, comma-separated, got ','
Try 'bee-bench --help' for more information."
run_bench --shared-letters 27
expect_rc 2
expect_err "bee-bench: --shared-letters: '27' is not a number from 1 to 26
Try 'bee-bench --help' for more information."
run_bench --super-size 0
expect_rc 2
expect_err "bee-bench: --super-size: '0' is not a number from 1 to 16777216
Try 'bee-bench --help' for more information."
run_bench extra
expect_rc 2
expect_err "bee-bench: unexpected argument 'extra'
Try 'bee-bench --help' for more information."
run_bench --help
expect_rc 0
expect_out_has "--sweep-sizes LIST"

# --algo list: each task's methods, one a line
run_bench --algo list
expect_rc 0
expect_out_has "index-scalar"
expect_same "$(head -n 1 <<<"$out")" "naive" "solve methods first line"
run_bench --task all --algo list
expect_rc 0
expect_same "$(tr '\n' ' ' <<<"$out")" "iterative hashmap bitset engine-subsets engine-zeta " "all methods"
run_bench --task bag --algo list
expect_rc 0
expect_same "$(head -n 4 <<<"$out" | tr '\n' ' ')" "naive grouped trie index-scalar " "bag methods"

# --task all: every method agrees on a word list with a few 7-letter sets;
# with --sample 2 the published scans are timed on 2 sets and extrapolated
all_dict="$tmp/all.txt"
printf 'granite\ntearing\nrating\ngrant\nromance\nmanor\nfaculty\njumping\nwizards\nblowing\nbowling\nglowing\n' >"$all_dict"
run_bench --task all --dict "$all_dict" --repeat 1 --sample 2
expect_rc 0
expect_out_has "# bee-simd "
expect_same "$(grep -cE '^(iterative|hashmap|bitset|engine-subsets|engine-zeta) ' <<<"$out")" 5 "all table rows"
if [[ "$out" == *DISAGREES* ]]; then bad "an every-puzzle method disagrees"; else ok; fi
run_bench --task all --dict "$all_dict" --repeat 1 --sample 2 --csv
expect_rc 0
all_header="method,family,sets_timed,sets_total,extrapolated,ns_median,ns_p10,ns_p90,ns_per_set,ns_total,build_ms,memory_bytes,agrees"
expect_same "$(head -n 1 <<<"$out")" "$all_header" "all CSV header"
expect_same "$(awk -F, 'NR > 1 {print NF}' <<<"$out" | sort -u)" 13 "all CSV fields per row"
expect_same "$(awk -F, 'NR > 1 {print $1 ":" $3 "/" $4 ":" $5 ":" $13}' <<<"$out" | tr '\n' ' ')" \
    "iterative:2/6:1:1 hashmap:2/6:1:1 bitset:2/6:1:1 engine-subsets:6/6:0:1 engine-zeta:6/6:0:1 " \
    "all CSV: sampled and whole runs"
run_bench --task all --dict "$all_dict" --repeat 2 --sample 2 --full --tsv --algo iterative,hashmap,bitset,engine-subsets
expect_rc 0
expect_same "$(awk -F'\t' 'NR > 1 {print $3 $5}' <<<"$out" | sort -u)" "60" "--full: every set, nothing extrapolated"
run_bench --task all --dict "$all_dict" --repeat 1 --algo bitset,engine-zeta --json --svg "$tmp/all_charts"
expect_rc 0
if jq -e '.task == "all" and .all.sets == 6 and .all.puzzles == 42 and (.methods | length == 2)
          and all(.methods[]; .agrees and (.ns_total | type == "number"))' <<<"$out" >/dev/null; then
    ok
else
    bad "all JSON fails the jq check"
fi
BEE_BENCH_INJECT_FAULT=1 run_bench --task all --dict "$all_dict" --repeat 1 --algo hashmap
expect_rc 1
expect_err_has "bee-bench: method hashmap disagrees with the reference: set "
run_bench --task all --size 5 --dict "$all_dict"
expect_rc 2
expect_err "bee-bench: --task all answers the NYT's 7-letter puzzles, not --size 5
Try 'bee-bench --help' for more information."
run_bench --task all --algo naive
expect_rc 2
expect_err "bee-bench: --algo: unknown method 'naive' for --task all (try --task all --algo list)
Try 'bee-bench --help' for more information."

# --task bag: the published methods and the index agree, on given boards
run_bench --task bag --dict "$dict" --repeat 2 --boards grantingx,mlanormo --algo naive,grouped,trie,index-scalar
expect_rc 0
expect_same "$(grep -cE '^(naive|grouped|trie|index-scalar) ' <<<"$out")" 8 "bag table rows"
if [[ "$out" == *DISAGREES* ]]; then bad "a letter-bag method disagrees"; else ok; fi
run_bench --task bag --dict "$dict" --repeat 1 --boards grantingx --algo naive,trie --csv
expect_rc 0
expect_same "$(head -n 1 <<<"$out")" "method,family,kernel,kernel_emulated,board,answers,ns_median,ns_p10,ns_p90,build_ms,memory_bytes,agrees" "bag CSV header"
expect_same "$(awk -F, 'NR > 1 {print $1 ":" $5 ":" $6 ":" $12}' <<<"$out" | tr '\n' ' ')" \
    "naive:grantingx:5:1 trie:grantingx:5:1 " "bag CSV rows"
# the table counts words of any length: what `bag --min-len 1` counts
expect_same "$("${BEE[@]}" bag --dict "$dict" --min-len 1 --count --format tsv grantingx | tail -n 1 | cut -f 2)" 5 \
    "bench --task bag and bag --min-len 1 count alike"
run_bench --task bag --dict "$dict" --repeat 1 --algo trie,index-scalar --json --svg "$tmp/bag_charts"
expect_rc 0
if jq -e '.task == "bag" and (.bag.boards | length == 4) and (.methods | length == 8)
          and all(.methods[]; .agrees and (.answers | type == "number"))' <<<"$out" >/dev/null; then
    ok
else
    bad "bag JSON fails the jq check"
fi
for chart in "$tmp/all_charts/all.svg" "$tmp/bag_charts/bag.svg"; do
    if [ ! -s "$chart" ]; then bad "$chart missing"
    elif command -v xmllint >/dev/null; then
        if xmllint --noout "$chart" 2>"$tmp/xml"; then ok; else bad "$chart: $(cat "$tmp/xml")"; fi
    else skip "$chart is well-formed" "xmllint is not installed (Debian's libxml2-utils)"; fi
done
BEE_BENCH_INJECT_FAULT=1 run_bench --task bag --dict "$dict" --repeat 1 --boards grantingx --algo grouped
expect_rc 1
expect_err_has "bee-bench: method grouped disagrees with the reference: board grantingx: 5 words, reference 4;"
run_bench --task bag --boards 'ab?'
expect_rc 2
expect_err "bee-bench: --boards: board 'ab?' has a blank '?'; the published methods take letters only
Try 'bee-bench --help' for more information."
run_bench --task bag --boards 'a1'
expect_rc 2
expect_err_has "bee-bench: --boards: bag 'a1': "
run_bench --task quantum
expect_rc 2
expect_err "bee-bench: --task: expected solve, all or bag, got 'quantum'
Try 'bee-bench --help' for more information."
run_bench --task all --sample 0
expect_rc 2
expect_err "bee-bench: --sample: '0' is not a number from 1 to 10000000
Try 'bee-bench --help' for more information."

# --lang: on a Catalan list the methods that read words as a-z bytes are
# left out (and refused by name when asked for, an index file's alphabet too);
# the others agree with the reference, which still catches a fault
printf 'col·lecció\ncol·leccions\nsol\nsols\nlloc\nllocs\nçel\nçels\ncoll\nlleó\nconselleria\nlloçaris\n' >"$tmp/ca.txt"
catiny=(--lang ca --dict "$tmp/ca.txt" --repeat 1)
run_bench "${catiny[@]}" --puzzles 6
expect_rc 0
expect_out_has "min-len 3"
expect_same "$(grep -cE '^(naive|trie|bitmask|blocked) ' <<<"$out")" 0 "a-z methods left out"
expect_same "$(grep -cE '^(index-scalar|adaptive|subsets|product) ' <<<"$out")" 4 "the others run"
if [[ "$out" == *DISAGREES* ]]; then bad "a method disagrees on Catalan"; else ok; fi
BEE_BENCH_INJECT_FAULT=1 run_bench "${catiny[@]}" --puzzles 6 --algo index-scalar
expect_rc 1
expect_err_has "bee-bench: method index-scalar (block 32) disagrees with the reference on 1 of 6 puzzles; first: puzzle ailorsç"
run_bench "${catiny[@]}" --algo naive,index-scalar
expect_rc 2
expect_err "bee-bench: --algo: method 'naive' reads words as a-z bytes: English only, not alphabet 'ca' (try --algo list)
Try 'bee-bench --help' for more information."
run_bench --lang ca --algo list
expect_rc 0
expect_same "$(head -n 1 <<<"$out")" "index-alpha" "--algo list over Catalan starts past the a-z methods"
"${BEE[@]}" index --lang ca --dict "$tmp/ca.txt" -o "$tmp/ca.bee" >/dev/null 2>&1
run_bench --index "$tmp/ca.bee" --repeat 1 --algo trie
expect_rc 2
expect_err_has "method 'trie' reads words as a-z bytes: English only, not alphabet 'ca'"
run_bench --task bag "${catiny[@]}" --boards colleccions,çelsol
expect_rc 0
expect_same "$(grep -cE '^(naive|grouped|trie) ' <<<"$out")" 0 "a-z bag methods left out"
expect_same "$(grep -cE '^index-scalar ' <<<"$out")" 2 "index-scalar on both boards"
if [[ "$out" == *DISAGREES* ]]; then bad "a bag method disagrees on Catalan"; else ok; fi
run_bench --task bag "${catiny[@]}" --algo grouped
expect_rc 2
expect_err_has "bee-bench: --algo: method 'grouped' reads words as a-z bytes: English only, not alphabet 'ca'"
run_bench --task bag "${catiny[@]}" --boards sòl
expect_rc 2
expect_err_has "bee-bench: --boards: bag 'sòl': 'ò' is not a letter of the alphabet 'ca' or a blank '?'"
run_bench --task all "${catiny[@]}"   # 27 letters: the engine's methods, agreeing
expect_rc 0
expect_same "$(grep -cE '^engine-(subsets|zeta) ' <<<"$out")" 2 "the engine runs over Catalan"
if [[ "$out" == *DISAGREES* ]]; then bad "an every-puzzle method disagrees on Catalan"; else ok; fi
printf 'chanteur\nchanter\nchant\ntranche\nharnachée\nrêche\n' >"$tmp/fr.txt"
run_bench --task all --lang fr --dict "$tmp/fr.txt" --repeat 1
expect_rc 0
expect_same "$(grep -cE '^(iterative|hashmap|bitset) ' <<<"$out")" 0 "a-z every-puzzle methods left out"
expect_same "$(grep -cE '^engine-(subsets|zeta) ' <<<"$out")" 2 "the engine runs over French"
if [[ "$out" == *DISAGREES* ]]; then bad "an every-puzzle method disagrees on French"; else ok; fi

# refused: exit 1
run_bench --dict "$tmp/missing.txt"
expect_rc 1
expect_err "bee-bench: $tmp/missing.txt: cannot open: No such file or directory"
printf 'x' >"$tmp/file"
run_bench "${tiny[@]}" --algo naive --svg "$tmp/file/charts"
expect_rc 1
expect_err "bee-bench: --svg: cannot create directory $tmp/file/charts: Not a directory"
mkdir -p "$tmp/taken/compare.svg"
run_bench "${tiny[@]}" --algo naive --svg "$tmp/taken"
expect_rc 1
expect_err "bee-bench: --svg: cannot write $tmp/taken/compare.svg: Is a directory"
if [ -w /dev/full ]; then
    "${bench[@]}" "${tiny[@]}" --algo naive >/dev/full 2>"$tmp/err"
    rc=$?
    current="bench >/dev/full"
    err=$(cat "$tmp/err")
    expect_rc 1
    expect_err "bee-bench: error writing output: No space left on device"
fi

# a chart folder that cannot be made fails at once, before the run (issue 26)
run_bench --svg /nonexistent/dir
expect_rc 1
expect_err "bee-bench: --svg: cannot create directory /nonexistent/dir: No such file or directory"
expect_out "" # no table: the benchmark did not run

# bee-simd without bee-bench beside it or on PATH: a clear refusal
if [ ${#BEE[@]} -eq 1 ]; then # not through an emulator: the program alone
    mkdir "$tmp/alone"
    cp "${BEE[0]}" "$tmp/alone/bee-simd"
    PATH=$tmp/alone "$tmp/alone/bee-simd" bench --algo list >"$tmp/out" 2>"$tmp/err"
    rc=$? out=$(cat "$tmp/out") err=$(cat "$tmp/err") current="bench, no bee-bench"
    expect_rc 1
    expect_err "bee-simd bench: cannot run bee-bench (No such file or directory): the research bench is its own program; build it beside bee-simd (target bee-bench) or put it on PATH"
    "$tmp/alone/bee-simd" solve raegint >/dev/null 2>&1 && ok || bad "bee-simd alone does not solve"
fi

finish
