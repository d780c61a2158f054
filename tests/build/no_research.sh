# no_research.sh - the product holds no research object: no global symbol
# that libbee_research.a defines (a method, the bench harness, the charts)
# is in the bee-simd program's symbol table, while bee-bench, linked with the
# same archive, holds them (so the comparison does see one); and no research
# file's symbol where the build kept file symbols.
# Usage: bash no_research.sh path/to/libbee_research.a path/to/bee-simd path/to/bee-bench
archive=$1 program=$2 bench=$3
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# the research archive's defined global functions and data, and its objects
research=$(nm --defined-only -g "$archive" 2>/dev/null | awk 'NF == 3 && $2 ~ /^[TDRB]$/ { print $3 }' | sort -u)
members=$(ar t "$archive" | sed 's/\.c\.o$//; s/\.o$//' | sort -u)
[ "$(wc -l <<<"$research")" -gt 50 ] && pass || fail "$archive defines only $(wc -l <<<"$research") symbols"
[ "$(wc -l <<<"$members")" -gt 20 ] && pass || fail "$archive has only $(wc -l <<<"$members") objects"

symbols_of() { nm "$1" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u; }
simd=$(symbols_of "$program")
[ "$(wc -l <<<"$simd")" -gt 100 ] && pass || fail "$program has no symbol table (stripped?)"
held=$(comm -12 <(echo "$research") <(echo "$simd"))
[ -z "$held" ] && pass || fail "bee-simd holds research symbols: $(head -n 10 <<<"$held" | tr '\n' ' ')"
bench_held=$(comm -12 <(echo "$research") <(symbols_of "$bench"))
[ "$(wc -l <<<"$bench_held")" -gt 50 ] && pass || fail "bee-bench holds only $(wc -l <<<"$bench_held") research symbols: the check sees nothing"
# the public research calls by name, whatever the archive says
for f in bee_algo_build bee_all_algo_build bee_bag_algo_build bench_svg chart_dots; do
    if grep -qx "$f" <<<"$simd"; then fail "bee-simd holds $f"; else pass; fi
done
# the research files' names (the file symbols a build keeps)
files=$(nm -a "$program" 2>/dev/null | awk '$2 == "a" || $2 == "f" { print $3 }' | sed 's/\.c$//' | sort -u)
if [ -n "$files" ]; then
    for d in bench_report bench_run bench_svg chart hwcount task_all task_bag task_report registry; do
        if grep -qx "$d" <<<"$files"; then fail "bee-simd holds the object of $d.c"; else pass; fi
    done
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
