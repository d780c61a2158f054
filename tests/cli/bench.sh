# bench.sh - `bee-simd bench` at tiny sizes: the table, well-formed CSV, TSV,
# JSON (checked with jq) and SVG (checked with xmllint), the sweep, a fault
# injected into the reference caught, and the usage errors.
# Usage: bash bench.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ntangy\nart\nmanor\nnormal\nmoral\nalarm\n' >"$dict"
tiny=(--dict "$dict" --puzzles 4 --repeat 1)
algos=naive,trie,index-scalar,adaptive,subsets

# the table: header, one line per method, no disagreement
run bench "${tiny[@]}" --algo "$algos"
expect_rc 0
expect_out_has "# bee-simd "
expect_out_has "# dictionary: $dict (12 words, min-len 4)"
expect_same "$(grep -cE '^(naive|trie|index-scalar|adaptive|subsets) ' <<<"$out")" 5 "table rows"
if [[ "$out" == *DISAGREES* ]]; then bad "a method disagrees"; else ok; fi

# CSV: the header, then one row per method, every row as wide as the header
run bench "${tiny[@]}" --algo "$algos" --csv
expect_rc 0
header="section,method,kernel,kernel_emulated,block_size,ns_median,ns_p10,ns_p90,ns_mean,speedup,blocks_entered,masks_tested,bytes_touched,answers,build_ms,memory_bytes,blocks,cycles,instructions,cache_misses,agrees"
expect_same "$(head -n 1 <<<"$out")" "$header" "CSV header"
expect_same "$(grep -c '^compare,' <<<"$out")" 5 "CSV rows"
expect_same "$(awk -F, '{print NF}' <<<"$out" | sort -u)" 21 "CSV fields per row"
expect_same "$(awk -F, 'NR > 1 {print $21}' <<<"$out" | sort -u)" 1 "CSV agrees column"
expect_same "$(awk -F, '$2 == "naive" {print $10}' <<<"$out")" "1.00" "naive's speed-up over itself"

run bench "${tiny[@]}" --algo naive,blocked --tsv
expect_same "$(head -n 1 <<<"$out" | tr '\t' ',')" "$header" "TSV header"
expect_same "$(awk -F'\t' '{print NF}' <<<"$out" | sort -u)" 21 "TSV fields per row"

# JSON: valid, every method present and agreeing, numbers where numbers belong
run bench "${tiny[@]}" --algo "$algos" --json
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

# the sweep: each blocked method at each size, through --format json too
run bench "${tiny[@]}" --algo naive,blocked,adaptive,superblock --sweep-sizes 1,3,1000 --format json
expect_rc 0
expect_same "$(jq -r '[.sweep[] | "\(.method)/\(.block_size)"] | join(" ")' <<<"$out")" \
    "blocked/1 blocked/3 blocked/1000 adaptive/1 adaptive/3 adaptive/1000 superblock/1 superblock/3 superblock/1000" \
    "sweep rows"
expect_same "$(jq '[.sweep[] | select(.agrees | not)] | length' <<<"$out")" 0 "sweep agrees"

# SVG: three well-formed charts
run bench "${tiny[@]}" --algo naive,index-scalar,superblock --sweep-sizes 2,20 --svg "$tmp/charts"
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
        bad "neither xmllint (libxml2-utils) nor python3 to check $chart.svg"
    fi
    expect_same "$(grep -c '<svg xmlns="http://www.w3.org/2000/svg"' "$file")" 1 "$chart.svg root"
done
expect_same "$(grep -c '<polyline' "$tmp/charts/sweep.svg")" 2 "one sweep line per blocked method"

# a wrong reference answer must be caught: exit 1, the method named
BEE_BENCH_INJECT_FAULT=1 run bench "${tiny[@]}" --algo naive,blocked
expect_rc 1
expect_out_has "DISAGREES on 1 puzzles"
expect_err_has "bee-simd bench: method naive disagrees with the reference on 1 of 4 puzzles; first: puzzle "
expect_err_has "bee-simd bench: method blocked (block 50) disagrees with the reference on 1 of 4 puzzles; first: puzzle "

# usage errors: exit 2
run bench --puzzles 0
expect_rc 2
expect_err "bee-simd bench: --puzzles: '0' is not a number from 1 to 10000000
Try 'bee-simd bench --help' for more information."
run bench --repeat x
expect_rc 2
expect_err "bee-simd bench: --repeat: 'x' is not a number from 1 to 1000
Try 'bee-simd bench --help' for more information."
run bench --algo naive,quantum
expect_rc 2
expect_err "bee-simd bench: --algo: unknown method 'quantum' (try --algo list)
Try 'bee-simd bench --help' for more information."
run bench --algo ,
expect_rc 2
expect_err "bee-simd bench: --algo: expected a comma-separated list of methods, got ','
Try 'bee-simd bench --help' for more information."
run bench --sweep-sizes 1,0
expect_rc 2
expect_err "bee-simd bench: --sweep-sizes: '0' is not a number from 1 to 16777216
Try 'bee-simd bench --help' for more information."
run bench --sweep-sizes ,
expect_rc 2
expect_err "bee-simd bench: --sweep-sizes: expected 1 to 64 block sizes, comma-separated, got ','
Try 'bee-simd bench --help' for more information."
run bench --shared-letters 27
expect_rc 2
expect_err "bee-simd bench: --shared-letters: '27' is not a number from 1 to 26
Try 'bee-simd bench --help' for more information."
run bench --super-size 0
expect_rc 2
expect_err "bee-simd bench: --super-size: '0' is not a number from 1 to 16777216
Try 'bee-simd bench --help' for more information."
run bench extra
expect_rc 2
expect_err "bee-simd bench: unexpected argument 'extra'
Try 'bee-simd bench --help' for more information."
run bench --help
expect_rc 0
expect_out_has "--sweep-sizes LIST"

# refused: exit 1
run bench --dict "$tmp/missing.txt"
expect_rc 1
expect_err "bee-simd bench: $tmp/missing.txt: cannot open: No such file or directory"
printf 'x' >"$tmp/file"
run bench "${tiny[@]}" --algo naive --svg "$tmp/file/charts"
expect_rc 1
expect_err "bee-simd bench: --svg: cannot create directory $tmp/file/charts: Not a directory"
mkdir -p "$tmp/taken/compare.svg"
run bench "${tiny[@]}" --algo naive --svg "$tmp/taken"
expect_rc 1
expect_err "bee-simd bench: --svg: cannot write $tmp/taken/compare.svg: Is a directory"
if [ -w /dev/full ]; then
    "${BEE[@]}" bench "${tiny[@]}" --algo naive >/dev/full 2>"$tmp/err"
    rc=$?
    current="bench >/dev/full"
    err=$(cat "$tmp/err")
    expect_rc 1
    expect_err "bee-simd bench: error writing output: No space left on device"
fi

finish
