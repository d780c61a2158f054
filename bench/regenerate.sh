#!/usr/bin/env bash
# regenerate.sh - re-measure all three published tables behind bench/RESULTS.md
# in one command, and rewrite the tables in RESULTS.md:
#   solve  the solver articles (naive, trie, bitmask, blocked) and bee-simd's
#          methods on 200 seeded puzzles, with the block-size sweep;
#   all    the all-puzzles article (iterative, hashmap, bitset) and the engine;
#   bag    the Letterpress article (naive, grouped, trie) and the bag index.
# Each task runs RUNS times (default 5), interleaved so that a burst of load
# on a shared machine spreads over all of them; the tables give the median of
# the runs' medians and the run-to-run range.  Charts come from the run whose
# summed medians are the median run's.  Writes bench/results/: runs/*.json
# (every number of every run; the other runs' charts are not kept), solve.json all.json bag.json (the combined
# figures), *.md (the tables), machine.txt, and compare.svg bytes.svg
# sweep.svg all.svg bag.svg; then replaces each <!-- BEGIN x --> ... <!-- END
# x --> block of bench/RESULTS.md with results/x.md.
#
#   bash bench/regenerate.sh [WORDLIST]      default /work/shared/data/enable1.txt
#   RUNS=3 BUILD=build-release bash bench/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
dict=${1:-/work/shared/data/enable1.txt}
runs=${RUNS:-5}
build=${BUILD:-build}
out=bench/results
command -v jq >/dev/null || { echo "regenerate.sh: needs jq (apt-get install jq)" >&2; exit 2; }
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j 2 --target bee-bench >/dev/null
bee=$build/bee-bench   # what `bee-simd bench` runs (the research program)
rm -rf "$out/runs"
mkdir -p "$out/runs"
for i in $(seq "$runs"); do
    echo "run $i of $runs: solve, all, bag" >&2
    "$bee" --task solve --dict "$dict" --puzzles 200 --repeat 5 --seed 1 --sweep --json \
        --svg "$out/runs/svg-$i" >"$out/runs/solve-$i.json"
    "$bee" --task all --dict "$dict" --repeat 5 --sample 200 --json \
        --svg "$out/runs/svg-$i" >"$out/runs/all-$i.json"
    "$bee" --task bag --dict "$dict" --repeat 31 --json \
        --svg "$out/runs/svg-$i" >"$out/runs/bag-$i.json"
done

# ---------------------------------------------------------------- combine
# Rows line up by position: every run measures the same methods in the same order.
common='
  def median: sort | if length == 0 then null elif length % 2 == 1 then .[length / 2 | floor]
              else (.[length / 2 - 1] + .[length / 2]) / 2 end;
  def merge(rows): [range(0; rows[0] | length)] | map(. as $i | [rows[] | .[$i]]
      | .[0] + {ns_median: (map(.ns_median) | median), ns_p10: (map(.ns_p10) | median),
                ns_p90: (map(.ns_p90) | median), run_min: (map(.ns_median) | min),
                run_max: (map(.ns_median) | max), build_ms: (map(.build_ms) | median),
                agrees: all(.[]; .agrees)}
      + (if .[0] | has("ns_total") then {ns_total: (map(.ns_total) | median),
                ns_per_set: (map(.ns_per_set) | median),
                total_min: (map(.ns_total) | min), total_max: (map(.ns_total) | max)} else {} end));
  . as $runs | $runs[0] + {runs: ($runs | length), load_averages: [$runs[].machine.load_average],
      methods: merge([$runs[].methods])}
  + (if $runs[0] | has("sweep") then {sweep: merge([$runs[].sweep])} else {} end)'
for task in solve all bag; do
    jq -s "$common" "$out"/runs/"$task"-*.json >"$out/$task.json"
done
# charts: the median run (by the sum of its medians)
pick=$(for i in $(seq "$runs"); do
           jq -r --arg i "$i" '[.methods[].ns_median] | add | "\(.) \($i)"' "$out/runs/solve-$i.json"
       done | sort -g | awk -v n="$runs" 'NR == int((n + 1) / 2) { print $2 }')
cp "$out/runs/svg-$pick"/*.svg "$out/"
rm -rf "$out"/runs/svg-*

# ---------------------------------------------------------------- tables
units='
  def t: if . == null then "-" elif . >= 1e9 then "\(. / 1e7 | round / 100) s"
         elif . >= 1e6 then "\(. / 1e4 | round / 100) ms"
         elif . >= 1e3 then "\(. / 10 | round / 100) µs" else "\(. | round) ns" end;
  def b: if . >= 1e6 then "\(. / 1e4 | round / 100) MB" elif . >= 1e3 then "\(. / 10 | round / 100) kB"
         else "\(. | round) B" end;
  def n: if . >= 1e4 then "\(. / 100 | round / 10) k" else "\(. * 10 | round / 10)" end;
  def x: if . == null then "-" elif . >= 100 then "\(. | round)x" elif . >= 10 then "\(. * 10 | round / 10)x"
         else "\(. * 100 | round / 100)x" end;
  def name: "\(.method)\(if .kernel_emulated then " (SIMDe)" else "" end)";'
jq -r "$units"'
  (.methods[] | select(.method == "naive") | .ns_median) as $naive |
  def row: "| \(name) | \(.kernel // "-") | \(.block_size // "-") | **\(.ns_median | t)** | \(.run_min | t) - \(.run_max | t) | \(.ns_p10 | t) - \(.ns_p90 | t) | \($naive / .ns_median | x) | \(.blocks_entered | n) | \(.masks_tested | n) | \(.bytes_touched | b) | \(.build_ms * 100 | round / 100) ms | \(.memory_bytes | b) |";
  "| method | kernel | block | median | range of \(.runs) runs | p10 - p90 | vs naive | blocks entered | masks tested | bytes touched | build | memory |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  (.methods[] | row)' "$out/solve.json" >"$out/solve.md"
jq -r "$units"'
  def row: "| \(name) | \(.block_size) | \(.ns_median | t) | \(.run_min | t) - \(.run_max | t) |";
  "| method | block | median | range of \(.runs) runs |", "|---|---:|---:|---:|", (.sweep[] | row)' \
    "$out/solve.json" >"$out/sweep.md"
# published (solver articles, Rust, a 2019 MacBook, one puzzle): naive 80 ms (part 2: ~70 ms),
# trie 2 ms, bitmask 5 ms, blocked 140 µs at 50 words a block
jq -r "$units"'
  {naive: 80e6, trie: 2e6, bitmask: 5e6, blocked: 140e3} as $pub |
  (.methods[] | select(.method == "naive") | .ns_median) as $naive |
  "| method | published | here (median) | published / here | vs naive, published | vs naive, here |",
  "|---|---:|---:|---:|---:|---:|",
  (.methods[] | select($pub[.method] != null) |
   "| \(.method) | \($pub[.method] | t) | \(.ns_median | t) | \($pub[.method] / .ns_median | x) | \($pub.naive / $pub[.method] | x) | \($naive / .ns_median | x) |"),
  (.methods[] | select(.method == "index-avx512" or .method == "subsets") |
   "| \(.method) | - | \(.ns_median | t) | - | - | \($naive / .ns_median | x) |")' \
    "$out/solve.json" >"$out/solve-published.md"
# published (all-puzzles article, JavaScript, whole task): iterative 2.16e7-2.34e7 ms,
# hash map 3.3e5-3.9e5 ms, bit set 850-2250 ms
jq -r "$units"'
  {iterative: [2.16e13, 2.34e13], hashmap: [3.3e11, 3.9e11], bitset: [8.5e8, 2.25e9]} as $pub |
  def pub: $pub[.method];
  def est: if .extrapolated then "~" else "" end;
  "| method | sets timed | every puzzle (median) | range of \(.runs) runs | per set | build | memory | published (JS) | published / here |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  (.methods[] | "| \(.method) | \(.sets_timed) of \(.sets_total) | **\(est)\(.ns_total | t)** | \(est)\(.total_min | t) - \(est)\(.total_max | t) | \(.ns_per_set | t) | \(.build_ms * 100 | round / 100) ms | \(.memory_bytes | b) | \(if pub then "\(pub[0] | t) - \(pub[1] | t)" else "-" end) | \(if pub then "\(pub[0] / .ns_total | x) - \(pub[1] / .ns_total | x)" else "-" end) |")' \
    "$out/all.json" >"$out/all.md"
# published (Letterpress article, Ruby, a MacBook, /usr/share/dict/words), seconds:
# faster trie, blog trie, naive, group
jq -r "$units"'
  {ovrkqlwislrecrtgmvpfprzey: {fast: 0.089411, trie: 0.452724, naive: 3.467491, grouped: 2.290674},
   abcdefghifghijklmnopqrstuvxyz: {fast: 0.671967, trie: 3.094881, naive: 4.596610, grouped: 4.208492},
   odidwocswkbafvydehsbiviez: {fast: 0.030700, trie: 0.103797, naive: 2.566604, grouped: 1.658194},
   rtlyifebuzkxndovzyzodelap: {fast: 0.154702, trie: 0.633183, naive: 2.822617, grouped: 2.147578}} as $pub |
  def pub: $pub[.board][.method] // null | if . then . * 1e9 else null end;
  "| board | method | words | median | range of \(.runs) runs | p10 - p90 | published (Ruby) | published / here |",
  "|---|---|---:|---:|---:|---:|---:|---:|",
  (.methods | sort_by(.board, .ns_median)[] |
   "| `\(.board)` | \(name) | \(.answers) | **\(.ns_median | t)** | \(.run_min | t) - \(.run_max | t) | \(.ns_p10 | t) - \(.ns_p90 | t) | \(pub | t)\(if .method == "trie" then " (faster trie \($pub[.board].fast * 1e9 | t))" else "" end) | \(if pub then "\(pub / .ns_median | x)" else "-" end) |")' \
    "$out/bag.json" >"$out/bag.md"
jq -r '"\(.machine.cpu) [\(.machine.cpu_features)], \(.machine.compiler); \(.dictionary.source) (\(.dictionary.words) words); \(.runs) runs from \(.machine.date); load averages at the start of each run: \(.load_averages | join("; "))"' \
    "$out/solve.json" >"$out/machine.txt"

# ---------------------------------------------------------------- RESULTS.md
for name in machine solve sweep solve-published all bag; do
    file=$out/$name.md
    [ "$name" = machine ] && file=$out/machine.txt
    awk -v name="$name" -v file="$file" '
        $0 == "<!-- BEGIN " name " -->" { print; while ((getline line < file) > 0) print line; skip = 1; next }
        $0 == "<!-- END " name " -->" { skip = 0 }
        !skip' bench/RESULTS.md >bench/RESULTS.md.new
    mv bench/RESULTS.md.new bench/RESULTS.md
done
for task in solve all bag; do
    jq -e 'all(.methods[]; .agrees) and all((.sweep // [])[]; .agrees)' "$out/$task.json" >/dev/null ||
        { echo "regenerate.sh: a $task method disagreed with the reference (see $out/runs)" >&2; exit 1; }
done
cat "$out/machine.txt"
echo "wrote $out/ (solve all bag: .json .md; sweep.md solve-published.md machine.txt; 5 charts) and the tables of bench/RESULTS.md"
