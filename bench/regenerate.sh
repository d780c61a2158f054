#!/usr/bin/env bash
# regenerate.sh - re-measure everything behind bench/RESULTS.md in one run:
# build bee-simd (Release), run `bee-simd bench` with the block-size sweep on
# the ENABLE list, and write bench/results/: results.json (every number),
# results.csv, table.md and sweep.md (the tables as Markdown, made from the
# JSON with jq), and compare.svg, bytes.svg, sweep.svg.
#
#   bash bench/regenerate.sh [WORDLIST] [extra bench options...]
#
# Defaults: /work/shared/data/enable1.txt, 200 puzzles, 5 timed rounds, seed 1.
# Run it on a quiet machine; `uptime` is recorded in the JSON.
set -euo pipefail
cd "$(dirname "$0")/.."
dict=${1:-/work/shared/data/enable1.txt}
shift || true
out=bench/results
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc 2>/dev/null || echo 2)" --target bee-simd >/dev/null
mkdir -p "$out"
./build/bee-simd bench --dict "$dict" --puzzles 200 --repeat 5 --seed 1 --sweep --json \
    --svg "$out" "$@" >"$out/results.json"

# CSV from the same run, so every file holds the same measurement
jq -r '
  ["section","method","kernel","block_size","ns_median","ns_p10","ns_p90","speedup",
   "blocks_entered","masks_tested","bytes_touched","build_ms","memory_bytes"] as $cols
  | ($cols | @csv),
    ((.methods[] | {section: "compare"} + .), (.sweep[] | {section: "sweep"} + .)
     | [.[$cols[]]] | @csv)' "$out/results.json" >"$out/results.csv"

# Markdown tables: human units
fmt='
  def t: if . >= 1e6 then "\(. / 1e4 | round / 100) ms" elif . >= 1e3 then "\(. / 10 | round / 100) µs"
         else "\(. | round) ns" end;
  def b: if . >= 1e6 then "\(. / 1e4 | round / 100) MB" elif . >= 1e3 then "\(. / 10 | round / 100) kB"
         else "\(. | round) B" end;
  def n: if . >= 1e4 then "\(. / 100 | round / 10) k" else "\(. * 10 | round / 10)" end;
  def row: "| \(.method)\(if .kernel_emulated then " (SIMDe)" else "" end) | \(.kernel // "-") | \(.block_size // "-") | \(.ns_median | t) | \(.ns_p10 | t) - \(.ns_p90 | t) | \(if .speedup == null then "-" elif .speedup < 10 then "\(.speedup * 10 | round / 10)x" else "\(.speedup | round)x" end) | \(.blocks_entered | n) | \(.masks_tested | n) | \(.bytes_touched | b) | \(.build_ms * 100 | round / 100) ms | \(.memory_bytes | b) |";
  "| method | kernel | block | median | p10 - p90 | speed-up | blocks entered | masks tested | bytes touched | build | memory |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"'
jq -r "$fmt, (.methods[] | row)" "$out/results.json" >"$out/table.md"
jq -r "$fmt, (.sweep[] | row)" "$out/results.json" >"$out/sweep.md"
jq -r '"machine: \(.machine.cpu) [\(.machine.cpu_features)], \(.machine.compiler); load average \(.machine.load_average); \(.machine.date)",
       "dictionary: \(.dictionary.source) (\(.dictionary.words) words, min-len \(.dictionary.min_len)); \(.puzzles.count) puzzles of \(.puzzles.size) letters, seed \(.puzzles.seed), \(.puzzles.rounds) rounds",
       "hardware counters: \(if .hardware_counters.available then "available" else .hardware_counters.reason end)"' \
    "$out/results.json" >"$out/machine.txt"
cat "$out/machine.txt" "$out/table.md"
echo "wrote $out/: results.json results.csv table.md sweep.md machine.txt compare.svg bytes.svg sweep.svg"
