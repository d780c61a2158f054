#!/usr/bin/env bash
# Stage: ThreadSanitizer (clang 14) on what runs threads: the library's
# batch and `all` tests (cmocka), then the commands: the puzzle stream, `all`
# and the bag stream, several threads each.
set -euo pipefail
cd "$(dirname "$0")/../.."
CC=clang-14 bash scripts/build.sh build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS=-fsanitize=thread -DBEE_TESTS=ON -DBEE_BENCH=OFF
export TSAN_OPTIONS="halt_on_error=1 exitcode=66"
bee=build-tsan/bee-simd
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for t in test_batch test_all test_cpus; do
    build-tsan/$t >/dev/null 2>"$tmp/$t.log" || { head -60 "$tmp/$t.log" >&2; echo "tsan $t failed" >&2; exit 1; }
    echo "== tsan $t: clean"
done
awk 'BEGIN { srand(3); for (i = 0; i < 3000; i++) { s = ""; u = ""
        while (length(s) < 7) { c = substr("abcdefghijklmnopqrstuvwxyz", int(rand() * 26) + 1, 1)
                                if (!index(u, c)) { u = u c; s = s c } }
        print s } print "bad1" }' >"$tmp/puzzles.txt"
awk 'BEGIN { srand(5); for (i = 0; i < 2000; i++) { s = ""
        for (k = 0; k < 8; k++) s = s substr("abcdefghijklmnopqrstuvwxyz??", int(rand() * 28) + 1, 1)
        print s } }' >"$tmp/bags.txt"
run() {   # run NAME COMMAND... (< stdin): status 0 or 1 only, no report
    local name=$1 rc=0
    shift
    "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
    if [ $rc -gt 1 ] || grep -q "ThreadSanitizer" "$tmp/err"; then
        head -60 "$tmp/err" >&2
        echo "tsan $name: exit $rc" >&2
        exit 1
    fi
    echo "== tsan $name: clean ($(wc -l <"$tmp/out") lines out)"
}
for fmt in json tsv text; do
    run "solve --stdin --format $fmt" $bee --stdin --threads 4 --format $fmt <"$tmp/puzzles.txt"
done
run "solve --stdin --count" $bee --stdin --threads 3 --count <"$tmp/puzzles.txt"
# NYT-like puzzles (a word's 7 letters, each the center), met again: the
# letter sets' texts, made and read by the threads at once (set_text.h)
LC_ALL=C awk '/^[a-z]+$/ {
    s = ""
    for (i = 1; i <= length($0); i++) { c = substr($0, i, 1); if (!index(s, c)) s = s c }
    if (length(s) == 7 && n++ % 97 == 0) for (k = 0; k < 7; k++) print substr(s, k + 1) substr(s, 1, k)
}' /usr/share/dict/american-english | head -n 700 >"$tmp/nyt1.txt"
cat "$tmp/nyt1.txt" "$tmp/nyt1.txt" "$tmp/nyt1.txt" "$tmp/nyt1.txt" >"$tmp/nyt.txt"
for fmt in json tsv; do
    run "solve --stdin --format $fmt (set texts)" $bee --stdin --threads 4 --format $fmt <"$tmp/nyt.txt"
    run "hints --stdin --format $fmt (set texts)" $bee hints --stdin --threads 4 --format $fmt <"$tmp/nyt.txt"
done
$bee index /usr/share/dict/american-english -o "$tmp/words.beeidx"
run "solve --stdin --index" $bee --stdin --threads 4 --index "$tmp/words.beeidx" <"$tmp/puzzles.txt"
run "all" $bee all --threads 4 --size 7 --top 20 --sort score
run "all --any --size 5" $bee all --threads 3 --any --size 5 --format json
run "bag --stdin" $bee bag --stdin --threads 4 <"$tmp/bags.txt"
run "bag --stdin --format json" $bee bag --stdin --threads 3 --format json <"$tmp/bags.txt"
