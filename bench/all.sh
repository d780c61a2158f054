#!/usr/bin/env bash
# all.sh - end-to-end timings of `bee-simd all` (every puzzle at once), output
# to a file, with hyperfine; then the in-process figures of bench_all.
#
#   bash bench/all.sh [BUILD_DIR [WORDLIST]]    defaults: build, /work/shared/data/enable1.txt
#
# SOURCE="--dict PATH" by default; set SOURCE="--index FILE" to read a
# persisted index instead (once `bee-simd index` exists).  The baseline line
# (`solve` of one puzzle) is the cost of loading the word list and building
# the index, to subtract from the others when comparing with the targets
# (30 ms for the pangram puzzles, 500 ms for all 4,604,600, from an index).
set -euo pipefail
command -v hyperfine >/dev/null || { echo "all.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
words=${2:-/work/shared/data/enable1.txt}
bee=$build/bee-simd
source_args=${SOURCE:---dict $words}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "# $(date -u +%FT%TZ) $(uname -m), $(nproc) CPUs; load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $($bee info $source_args | sed -n '1,3p' | tr '\n' ' ')"
hyperfine -N --warmup 3 --runs "${RUNS:-30}" --export-json "$out/h.json" \
    -n "baseline: load + index + solve 1 puzzle" "$bee solve $source_args --count raegint" \
    -n "all (pangram puzzles), tsv" "sh -c '$bee all $source_args --format tsv > $out/p.tsv'" \
    -n "all --exclude s, tsv" "sh -c '$bee all $source_args --exclude s --format tsv > $out/s.tsv'" \
    -n "all --any (4,604,600), tsv" "sh -c '$bee all $source_args --any --format tsv > $out/a.tsv'" \
    -n "all --any, json" "sh -c '$bee all $source_args --any --format json > $out/a.json'" \
    -n "all --any --sort score --top 10" "sh -c '$bee all $source_args --any --sort score --top 10 > $out/t.txt'" \
    -n "all --any --sort score, tsv" "sh -c '$bee all $source_args --any --sort score --format tsv > $out/o.tsv'" \
    >/dev/null
jq -r '.results[] | [.command, (.median * 1000 | floor), (.min * 1000 | floor)] | @tsv' "$out/h.json" |
    awk -F'\t' 'NR == 1 { base = $2 } { printf "%-40s median %5d ms  min %5d ms  (median minus baseline %5d ms)\n", $1, $2, $3, $2 - base }'
echo "# output lines: pangram $(wc -l <"$out/p.tsv"), --any $(wc -l <"$out/a.tsv")"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -x "$build/bench_all" ]; then
    echo "# in process (bench_all):"
    "$build/bench_all" "$words" "${RUNS:-30}"
fi
