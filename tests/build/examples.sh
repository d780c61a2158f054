# examples.sh - the example programs, linked against the build's libbee.so,
# run and give the answers the program gives.
# Usage: bash examples.sh DIR-OF-EXAMPLES [path/to/bee-simd]
dir=$1 bin=${2:-}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
passed=0 failed=0
check() {   # $1: what, $2: actual, $3: expected
    if [ "$2" == "$3" ]; then passed=$((passed + 1)); else
        failed=$((failed + 1)); echo "FAIL: $1"; echo "  got:      $2"; echo "  expected: $3"; fi
}
out=$("$dir/bee-example-solve" raegint | tail -n 1)
check "solve raegint: summary" "${out% (libbee*}" \
      "$("$bin" solve --format tsv --count raegint | awk -F'\t' 'NR == 2 { print $2 " words, " $3 " pangrams, " $4 " points" }')"
out=$("$dir/bee-example-solve" raegint | grep -c '\*$')
check "solve raegint: pangrams marked" "$out" "$("$bin" solve --format json raegint | grep -o '"pangram_count":[0-9]*' | cut -d: -f2)"
out=$(printf 'raegint\nbad\nnhoytpa\n' | "$dir/bee-example-stream" 2>"$err"; echo "rc $?")
check "stream: records and exit status" "$(head -c 60 <<<"$out" | head -1) ... $(tail -1 <<<"$out")" \
      "raegint $("$bin" solve --format tsv --count raegint | tail -1 | cut -f2-4 | tr '\t' ' ') ... rc 1"
check "stream: a bad line reported" "$(cut -d: -f1 "$err")" "line 2"
in=$(printf 'raegint\nbad\n\n# a comment\nnhoytpa\naeginRt\n'; for i in $(seq 3000); do echo nhoytpa; echo raegint; done)
out=$("$dir/bee-example-batch" - 3 <<<"$in" 2>"$err"; echo "rc $?")
check "batch: records in order, exit status" "$(grep -v $'\terror\t' <<<"$out")" \
      "$("$bin" --stdin --format tsv --count --no-header --threads 1 <<<"$in" 2>/dev/null | grep -v $'\terror\t')
rc 1"
check "batch: the bad line in its place" "$(sed -n 2p <<<"$out" | cut -f1-3 | cut -d: -f1)" "bad	error	line 2"
check "batch: the bad line reported" "$(cut -d: -f1 "$err")" "line 2"
out=$("$dir/bee-example-bag" ovrkqlwislrecrtgmvpfprzey 3)
check "bag: longest first" "$out" "$("$bin" bag --top 3 --format tsv ovrkqlwislrecrtgmvpfprzey | tail -1 |
      awk -F'\t' '{ gsub(",", "\n", $3); print $3; print $2 " words in all" }')"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
