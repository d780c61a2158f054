#!/usr/bin/env bash
# regenerate.sh - re-measure everything behind bench/RESULTS.md in one
# command and rewrite its tables and charts:
#   solve    every research method and the product's plans on 200 seeded
#            NYT-like puzzles (with the block-size sweep), then on 200 random
#            ones; a memcpy of the answers as the floor; a bootstrap interval
#            on each ratio; instructions per puzzle (valgrind, AVX2)
#   all, bag the all-puzzles and Letterpress articles' methods and the engine
#   streams  `bee-simd --stdin`, count TSV and JSON, NYT-like and random,
#            1 and 2 threads, beside `cat` of the same output
#   scaling  time and instructions against dictionary size (ENABLE cut to
#            10k..172k words, a synthetic 2M, all counted), against answers
#            a puzzle (bands; instructions from one callgrind dump a puzzle)
#            and block size; with build-wasm/ (scripts/build-wasm.sh;
#            WASM_BUILD=DIR) and node, wasm rows (SIMD and scalar modules,
#            bench/wasm-scale.sh) beside the native and NEON (SIMDe) ones
#   confounds  the forced-plan runs behind the two open questions
# Each timed task runs RUNS times (default 3), interleaved, so a burst of
# load spreads over all of them; the tables give the median of the runs'
# medians with the range over the runs.
#
#   bash bench/regenerate.sh [WORDLIST]          default /work/shared/data/enable1.txt
#   RUNS=5 BUILD=build-release bash bench/regenerate.sh
#   NOISY=1 bash bench/regenerate.sh             publish on a busy machine, marked NOISY
#
# A quiet machine first: the 1-minute load average must be at most LOAD_MAX
# (default 1.0, on any number of cores) or the script stops before measuring
# (exit 3); NOISY=1 measures anyway and marks every table NOISY with the
# loads seen.  The load, CPU, kernel, compiler and flags go into
# results/machine.txt and RESULTS.md.  Writes bench/results/: runs/ (every
# run's JSON), *.json (combined), *.md (the tables), *.svg, machine.txt;
# then replaces each <!-- BEGIN x --> ... <!-- END x --> block of
# bench/RESULTS.md with results/x.md.  Measured: 10 minutes at a load of
# 12-17 on a 2-core guest, 203 s of CPU, so about 4-5 minutes quiet; the
# scaling rows added since (index-neon, the 2M list's counts, the counts a
# puzzle, the wasm rows) measured about 3 minutes more at a load of 3, so
# about 7-8 minutes quiet (SKIP_INSTRUCTIONS=1 leaves the valgrind counts
# out, more than half).
set -euo pipefail
cd "$(dirname "$0")/.."
dict=${1:-/work/shared/data/enable1.txt}
runs=${RUNS:-3}
build=${BUILD:-build}
load_max=${LOAD_MAX:-1.0}
noisy=${NOISY:-0}
out=bench/results
work=${WORK:-/tmp/bee-regenerate}
for tool in jq hyperfine; do
    command -v $tool >/dev/null || { echo "regenerate.sh: needs $tool (apt-get install $tool)" >&2; exit 2; }
done
[ -r "$dict" ] || { echo "regenerate.sh: cannot read the word list $dict" >&2; exit 2; }
load1() { cut -d' ' -f1 /proc/loadavg; }
busy() { awk -v l="$(load1)" -v m="$load_max" 'BEGIN { exit !(l > m) }'; }
if busy && [ "$noisy" != 1 ]; then
    echo "regenerate.sh: the machine is busy (1-minute load $(load1) > LOAD_MAX $load_max):" \
        "the tables would measure the neighbours. Wait, or NOISY=1 to publish them marked NOISY." >&2
    exit 3
fi
started=$(date +%s)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j 2 --target bee-bench bee-simd gen_puzzles >/dev/null 2>&1 ||
    cmake --build "$build" -j 2 >/dev/null
bee=$build/bee-bench # what `bee-simd bench` runs (the research program)
simd=$build/bee-simd
reuse=${REUSE:-0} # 1: no measuring, the tables and charts again from the last runs' files
if [ "$reuse" != 1 ]; then
    rm -rf "$out/runs" "$work"
fi
mkdir -p "$out/runs" "$work"
loads=("$(cut -d' ' -f1-3 /proc/loadavg)")

# ---------------------------------------------------------------- the machine
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
cc=$(cache CMAKE_C_COMPILER)
kv() { printf '%s=%q\n' "$1" "$2"; }
[ "$reuse" = 1 ] && [ -s "$work/machine.env" ] || {
    kv date "$(date -u '+%FT%TZ')"
    kv commit "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo +changes)"
    kv cpu "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
    kv cores "$(nproc)"
    kv features "$("$simd" info 2>/dev/null | sed -n 's/^cpu features: *//p' | head -1)"
    kv kernel "$(uname -sr)"
    kv compiler "$("$cc" --version | head -1)"
    kv flags "$(cache CMAKE_C_FLAGS) $(cache CMAKE_C_FLAGS_RELEASE) (CMake Release)"
    kv dictionary "$dict ($(wc -l <"$dict") lines)"
} >"$work/machine.env"

# ---------------------------------------------------------------- timed runs
solve_methods=$("$bee" --algo list | paste -sd,)
random_methods=$("$bee" --algo list | grep -v '^naive$' | paste -sd,) # naive: the same scan whatever the letters
for i in $(seq "$runs"); do
    [ "$reuse" = 1 ] && break
    echo "run $i of $runs: solve (NYT-like, random), all, bag; load $(load1)" >&2
    loads+=("$(cut -d' ' -f1-3 /proc/loadavg)")
    "$bee" --task solve --dict "$dict" --puzzles 200 --repeat 5 --seed 1 --sweep --json \
        --svg "$out/runs/svg-$i" >"$out/runs/solve-$i.json"
    "$bee" --task solve --dict "$dict" --puzzles 200 --repeat 5 --seed 1 --puzzle-kind random \
        --algo "naive,$random_methods" --json >"$out/runs/random-$i.json"
    "$bee" --task all --dict "$dict" --repeat 5 --sample 200 --json \
        --svg "$out/runs/svg-$i" >"$out/runs/all-$i.json"
    "$bee" --task bag --dict "$dict" --repeat 31 --json \
        --svg "$out/runs/svg-$i" >"$out/runs/bag-$i.json"
    # the confounds: the product's auto plan against its block scan, per kernel
    for k in $("$simd" info --kernels 2>/dev/null | awk '{ print $1 }'); do
        "$bee" --task solve --dict "$dict" --puzzles 200 --repeat 5 --seed 1 --kernel "$k" \
            --algo product,product-block-scan --json >"$out/runs/plans-$k-$i.json" 2>/dev/null || true
    done
done

# ---------------------------------------------------------------- streams
if [ "$reuse" != 1 ]; then
echo "streams (hyperfine; load $(load1))" >&2
"$simd" index --dict "$dict" -o "$work/dict.beeidx" >/dev/null
"$build/gen_puzzles" --dict "$dict" --seed 1 200000 >"$work/nyt.txt"
"$build/gen_puzzles" --dict "$dict" --seed 1 --random 200000 >"$work/random.txt"
stream_cmds=()
for kind in nyt random; do
    for fmt in "--count --format tsv" "--format json"; do
        tag="$kind ${fmt// /_}"
        "$simd" --stdin $fmt --threads 1 --index "$work/dict.beeidx" <"$work/$kind.txt" >"$work/${tag// /.}.out"
        for t in 1 2; do
            stream_cmds+=("$simd --stdin $fmt --threads $t --index $work/dict.beeidx < $work/$kind.txt")
        done
        stream_cmds+=("cat $work/${tag// /.}.out")
    done
done
hyperfine --style none --runs $((runs * 3)) --warmup 1 --export-json "$out/runs/streams.json" \
    "${stream_cmds[@]/%/ > /dev/null}" >/dev/null 2>"$work/hyperfine.warnings"
fi

# ---------------------------------------------------------------- scaling
echo "scaling: dictionary sizes (load $(load1))" >&2
[ "$reuse" = 1 ] && runs=$(find "$out/runs" -name 'solve-*.json' | wc -l)
total=$(wc -l <"$dict")
sizes=""
for n in 10000 20000 43000 86000 "$total"; do
    [ "$n" -le "$total" ] || continue
    awk -v n="$total" -v m="$n" 'int(NR * m / n) > int((NR - 1) * m / n)' "$dict" >"$work/dict-$n.txt"
    sizes="$sizes $n"
done
# synthetic 2M: the list with its letters shifted 0..11 places (a-z), each shift new letter sets
awk 'BEGIN { a = "abcdefghijklmnopqrstuvwxyz" }
     { w = tolower($0); if (w !~ /^[a-z]+$/) next
       for (s = 0; s < 12; s++) { o = ""; for (i = 1; i <= length(w); i++)
           o = o substr(a, (index(a, substr(w, i, 1)) - 1 + s) % 26 + 1, 1); print o } }' "$dict" |
    sort -u >"$work/dict-synthetic.txt"
synthetic=$(wc -l <"$work/dict-synthetic.txt")
mv "$work/dict-synthetic.txt" "$work/dict-$synthetic.txt"
sizes="$sizes $synthetic"
answer_re='product|index-avx2|index-avx512|subsets|adaptive' # the methods charted against answers
scale_methods=product,product-set-lists,product-block-scan,product-subsets,index-avx2,index-neon
# WebAssembly beside them: the wasm build's loop (bench/wasm-scale.sh) over each cut's index
# file and the native rows' puzzles, in the SIMD and the scalar module under Node
wasm_js=${WASM_BUILD:-build-wasm}/js
wasm_missing=""
[ -f "$wasm_js/bee.mjs" ] || wasm_missing="no $wasm_js/bee.mjs (bash scripts/build-wasm.sh)"
command -v node >/dev/null || wasm_missing="no node"
if [ "$reuse" = 1 ]; then :
elif [ -n "$wasm_missing" ]; then
    echo "regenerate.sh: $wasm_missing: the dictionary-size table has no wasm rows" >&2
else # the same loop natively, the anchor of the wasm rows (as bench/wasm.sh builds it)
    "$cc" -O2 -std=c11 -Iinclude -Ijs/glue js/tools/bench-native.c js/glue/bee_js.c "$build/libbee.a" \
        -lpthread -o "$work/bench-native" && export BENCH_NATIVE=$work/bench-native
fi
for n in $sizes; do
    [ "$reuse" = 1 ] || [ -n "$wasm_missing" ] || "$simd" index --dict "$work/dict-$n.txt" -o "$work/dict-$n.bee" >/dev/null
    for i in $(seq "$runs"); do
        [ "$reuse" = 1 ] && break
        "$bee" --task solve --dict "$work/dict-$n.txt" --puzzles 200 --repeat 5 --seed 1 \
            --algo "$scale_methods" --json >"$out/runs/scale-$n-$i.json"
        [ -n "$wasm_missing" ] || bash bench/wasm-scale.sh "$wasm_js" "$work/dict-$n.bee" \
            "$out/runs/scale-$n-$i.json" >"$out/runs/scale-wasm-$n-$i.json"
    done
done

# ---------------------------------------------------------------- instructions
[ "$reuse" = 1 ] || : >"$work/instructions.tsv"
[ "$reuse" = 1 ] || : >"$out/runs/answers-instructions.tsv"
if [ "$reuse" != 1 ] && [ "${SKIP_INSTRUCTIONS:-0}" != 1 ] && command -v valgrind >/dev/null; then
    echo "instructions (valgrind, AVX2; load $(load1))" >&2
    count() { # tag, dict, bee-bench args: rows "tag \t task \t instructions"
        local tag=$1 d=$2
        shift 2
        OUT=$work/instr-$tag.tsv WORK=$work/instr-$tag TASKS=research RESEARCH_ARGS="$*" \
            bash bench/instructions.sh "$build" "" "$d" >/dev/null
        awk -F'\t' -v t="$tag" 'NR > 1 { print t "\t" $1 "\t" $3 }' "$work/instr-$tag.tsv" >>"$work/instructions.tsv"
    }
    count nyt "$dict" --sweep-sizes 4,32,256
    # valgrind's CPU has no AVX-512; naive: the same scan as on NYT-like puzzles
    count random "$dict" --puzzle-kind random --algo "$(echo "$random_methods" | sed 's/,index-avx512//')"
    for n in $sizes; do
        count "scale-$n" "$work/dict-$n.txt" --algo "$scale_methods"
    done
    # against answers a puzzle: one callgrind dump a puzzle (bench_counted_puzzle), the
    # methods of the time chart, rows "method \t answers \t instructions"
    answer_methods=$("$bee" --algo list | grep -E "^($answer_re)" | grep -v avx512 | paste -sd,)
    rm -rf "$work/instr-answers" && mkdir -p "$work/instr-answers"
    BEE_KERNEL=avx2 valgrind --tool=callgrind --callgrind-out-file="$work/instr-answers/cg.%p" \
        --collect-atstart=no --toggle-collect=bench_counted_puzzle --dump-after=bench_counted_puzzle \
        "$bee" --task solve --dict "$dict" --puzzles 200 --repeat 1 --seed 1 --algo "$answer_methods" \
        --json >"$work/instr-answers/bench.json" 2>"$work/instr-answers/stderr"
    (cd "$work/instr-answers" && ls cg.*.* | awk -F. '{ print $3, $0 }' | sort -g | cut -d' ' -f2 |
        xargs awk '/^summary:/ { print $2 }') >"$work/instr-answers/counts"
    [ "$(wc -l <"$work/instr-answers/counts")" = "$(jq '(.methods | length) * .puzzles.count' \
        "$work/instr-answers/bench.json")" ] ||
        { echo "regenerate.sh: callgrind's dumps a puzzle do not match bee-bench's rows" >&2; exit 1; }
    jq -r '.puzzles.answers_each as $a | .methods[] | .method as $m | $a[] | "\($m)\t\(.)"' \
        "$work/instr-answers/bench.json" | paste - "$work/instr-answers/counts" >"$out/runs/answers-instructions.tsv"
fi
loads+=("$(cut -d' ' -f1-3 /proc/loadavg)")
elapsed=$((($(date +%s) - started + 30) / 60))
if [ "$reuse" = 1 ] && [ -s "$work/run.env" ]; then
    . "$work/run.env" # the measuring run's loads and minutes, not this redraw's
else
    { declare -p loads; declare -p elapsed; } >"$work/run.env"
fi

# ---------------------------------------------------------------- combine
# Rows line up by position: every run measures the same methods in the same order.
common='
  def median: sort | if length == 0 then null elif length % 2 == 1 then .[length / 2 | floor]
              else (.[length / 2 - 1] + .[length / 2]) / 2 end;
  def med(f): map(f) | map(select(. != null)) | median;
  def merge(rows): [range(0; rows[0] | length)] | map(. as $i | [rows[] | .[$i]]
      | (.[0] + {ns_median: med(.ns_median), ns_p10: med(.ns_p10), ns_p90: med(.ns_p90),
                ns_mean: med(.ns_mean), ns_best: (map(.ns_best_round // .ns_median) | min),
                run_min: (map(.ns_median) | min), run_max: (map(.ns_median) | max),
                build_ms: med(.build_ms), vs_floor: med(.vs_floor), floor_ns: med(.floor_ns),
                vs_naive: med(.vs_naive), vs_naive_lo: (map(.vs_naive_lo) | min),
                vs_naive_hi: (map(.vs_naive_hi) | max),
                step: med(.step), step_lo: (map(.step_lo) | min), step_hi: (map(.step_hi) | max),
                agrees: all(.[]; .agrees)}
      + (if .[0] | has("ns_total") then {ns_total: med(.ns_total), ns_per_set: med(.ns_per_set),
                total_min: (map(.ns_total) | min), total_max: (map(.ns_total) | max)} else {} end))
      | del(.ns_each));
  . as $runs | ($runs[0] | del(.methods[].ns_each)) + {runs: ($runs | length),
      floor_ns: ([$runs[].floor.ns_median] | median),
      methods: merge([$runs[].methods])}
  + (if $runs[0] | has("sweep") then {sweep: merge([$runs[].sweep])} else {} end)'
for task in solve random all bag; do
    jq -s "$common" "$out"/runs/"$task"-*.json >"$out/$task.json"
done
for f in "$out"/runs/plans-*-1.json; do
    [ -s "$f" ] || continue
    k=${f#"$out"/runs/plans-}
    k=${k%-1.json}
    jq -s "$common" "$out"/runs/plans-"$k"-*.json >"$work/plans-$k.json"
done
for n in $sizes; do
    jq -s "$common"' | {words: .dictionary.words, methods}' "$out"/runs/scale-"$n"-[0-9]*.json >"$work/scale-$n.json"
    if compgen -G "$out/runs/scale-wasm-$n-*.json" >/dev/null; then
        jq -s "$common"' | {words: .dictionary.words, methods}' \
            "$out"/runs/scale-wasm-"$n"-*.json >"$work/scale-$n.wasm.json" # after the native rows
    fi
done
jq -s 'sort_by(.words)' "$work"/scale-*.json >"$out/scale.json" # stable: wasm after native
# instructions: {"nyt": {"method": n, "sweep method, block b": n}, ...}
jq -R -s '[split("\n")[] | select(length > 0) | split("\t")
           | {tag: .[0], name: (.[1] | sub("^research "; "")), n: (.[2] | tonumber)}]
          | group_by(.tag) | map({key: .[0].tag, value: (map({key: .name, value: .n}) | from_entries)})
          | from_entries' "$work/instructions.tsv" >"$out/instructions.json"

# charts: the median run (by the sum of its medians)
pick=$(for i in $(seq "$runs"); do
           jq -r --arg i "$i" '[.methods[].ns_median] | add | "\(.) \($i)"' "$out/runs/solve-$i.json"
       done | sort -g | awk -v n="$runs" 'NR == int((n + 1) / 2) { print $2 }')
[ ! -d "$out/runs/svg-$pick" ] || cp "$out/runs/svg-$pick"/*.svg "$out/"
rm -rf "$out"/runs/svg-*

# ---------------------------------------------------------------- tables
units='
  def t: if . == null then "-" elif . >= 1e9 then "\(. / 1e7 | round / 100) s"
         elif . >= 1e6 then "\(. / 1e4 | round / 100) ms"
         elif . >= 1e3 then "\(. / 10 | round / 100) µs" elif . >= 100 then "\(. | round) ns"
         else "\(. * 10 | round / 10) ns" end;
  def b: if . >= 1e6 then "\(. / 1e4 | round / 100) MB" elif . >= 1e3 then "\(. / 10 | round / 100) kB"
         else "\(. | round) B" end;
  def n: if . == null then "-" elif . >= 1e4 then "\(. / 100 | round / 10) k" else "\(. * 10 | round / 10)" end;
  def i: if . == null then "-" elif . >= 1e6 then "\(. / 1e4 | round / 100) M"
         elif . >= 1e4 then "\(. / 100 | round / 10) k" else "\(. | round)" end;
  def x: if . == null then "-" elif . >= 100 then "\(. | round)x" elif . >= 10 then "\(. * 10 | round / 10)x"
         else "\(. * 100 | round / 100)x" end;
  def ci(v; lo; hi): if v == null or lo == null then "-"
         elif lo <= 1 and hi >= 1 then "\(v | x) [\(lo | x) - \(hi | x)] no difference"
         else "\(v | x) [\(lo | x) - \(hi | x)]" end;
  def name: "\(.method)\(if .kernel_emulated then " (SIMDe)" else "" end)";'
instr="$(cat "$out/instructions.json")"
solve_table='
  def row($kind): "| \(name) | \(.kernel // "-") | \(.block_size // "-") | \(.ns_best | t) | **\(.ns_median | t)** | \(.ns_mean | t) | \(.run_min | t) - \(.run_max | t) | \(ci(.vs_naive; .vs_naive_lo; .vs_naive_hi)) | \(if .step_from then "\(.step_from): \(ci(.step; .step_lo; .step_hi))" else "-" end) | \(.vs_floor | x) | \($instr[$kind][name] | i) | \(.masks_tested | n) | \(.answers | n) |";
  "| method | kernel | block | best round | median | mean | range of \(.runs) runs | vs naive [95%] | step: row above over this [95%] | x floor | instructions | masks tested | answers |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  (.methods[] | row($kind)),
  "| floor: memcpy of the answers | - | - | - | **\(.floor_ns | t)** | - | - | - | - | 1x | - | - | - |"'
jq -r --argjson instr "$instr" --arg kind nyt "$units$solve_table" "$out/solve.json" >"$out/solve.md"
jq -r --argjson instr "$instr" --arg kind random "$units$solve_table" "$out/random.json" >"$out/random.md"
jq -r --argjson instr "$instr" "$units"'
  def row: "| \(name) | \(.block_size) | \(.ns_median | t) | \(.run_min | t) - \(.run_max | t) | \($instr.nyt["sweep \(name), block \(.block_size)"] | i) |";
  "| method | block | median | range of \(.runs) runs | instructions |", "|---|---:|---:|---:|---:|", (.sweep[] | row)' \
    "$out/solve.json" >"$out/sweep.md"
# published (solver articles, Rust, a 2019 MacBook, one puzzle): naive 80 ms (part 2: ~70 ms),
# trie 2 ms, bitmask 5 ms, blocked 140 µs at 50 words a block
jq -r "$units"'
  {naive: 80e6, trie: 2e6, bitmask: 5e6, blocked: 140e3} as $pub |
  "| method | published | here (median) | published / here | vs naive, published | vs naive, here [95%] |",
  "|---|---:|---:|---:|---:|---:|",
  (.methods[] | select($pub[.method] != null) |
   "| \(.method) | \($pub[.method] | t) | \(.ns_median | t) | \($pub[.method] / .ns_median | x) | \($pub.naive / $pub[.method] | x) | \(ci(.vs_naive; .vs_naive_lo; .vs_naive_hi)) |")' \
    "$out/solve.json" >"$out/solve-published.md"
# published (all-puzzles article, JavaScript, whole task): iterative 2.16e7-2.34e7 ms,
# hash map 3.3e5-3.9e5 ms, bit set 850-2250 ms
jq -r "$units"'
  {iterative: [2.16e13, 2.34e13], hashmap: [3.3e11, 3.9e11], bitset: [8.5e8, 2.25e9]} as $pub |
  def pub: $pub[.method];
  def est: if .extrapolated then "~" else "" end;
  "| method | sets timed | every puzzle (median) | range of \(.runs) runs | per set | x floor | build | memory | published (JS) | published / here |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  (.methods[] | "| \(.method) | \(.sets_timed) of \(.sets_total) | **\(est)\(.ns_total | t)** | \(est)\(.total_min | t) - \(est)\(.total_max | t) | \(.ns_per_set | t) | \(if (.floor_ns // 0) > 0 then (.ns_total / .floor_ns | x) else "-" end) | \(.build_ms * 100 | round / 100) ms | \(.memory_bytes | b) | \(if pub then "\(pub[0] | t) - \(pub[1] | t)" else "-" end) | \(if pub then "\(pub[0] / .ns_total | x) - \(pub[1] / .ns_total | x)" else "-" end) |")' \
    "$out/all.json" >"$out/all.md"
# published (Letterpress article, Ruby, a MacBook, /usr/share/dict/words), seconds:
# faster trie, blog trie, naive, group
jq -r "$units"'
  {ovrkqlwislrecrtgmvpfprzey: {fast: 0.089411, trie: 0.452724, naive: 3.467491, grouped: 2.290674},
   abcdefghifghijklmnopqrstuvxyz: {fast: 0.671967, trie: 3.094881, naive: 4.596610, grouped: 4.208492},
   odidwocswkbafvydehsbiviez: {fast: 0.030700, trie: 0.103797, naive: 2.566604, grouped: 1.658194},
   rtlyifebuzkxndovzyzodelap: {fast: 0.154702, trie: 0.633183, naive: 2.822617, grouped: 2.147578}} as $pub |
  def pub: $pub[.board][.method] // null | if . then . * 1e9 else null end;
  "| board | method | words | median | range of \(.runs) runs | p10 - p90 | x floor | published (Ruby) | published / here |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  (.methods | sort_by(.board, .ns_median)[] |
   "| `\(.board)` | \(name) | \(.answers) | **\(.ns_median | t)** | \(.run_min | t) - \(.run_max | t) | \(.ns_p10 | t) - \(.ns_p90 | t) | \(if (.floor_ns // 0) > 0 then (.ns_median / .floor_ns | x) else "-" end) | \(pub | t)\(if .method == "trie" then " (faster trie \($pub[.board].fast * 1e9 | t))" else "" end) | \(if pub then "\(pub / .ns_median | x)" else "-" end) |")' \
    "$out/bag.json" >"$out/bag.md"
# streams: hyperfine's commands in the order they were given
jq -r --arg work "$work/" "$units"'
  [.results[] | {cmd: (.command | gsub($work; "") | sub(" > /dev/null$"; "")), median: (.median * 1e9), min: (.min * 1e9)}] as $r |
  "| stream (200,000 puzzles, output to /dev/null) | threads | median | min | x `cat` of its output (median) |",
  "|---|---:|---:|---:|---:|",
  ($r | to_entries[] | .key as $k | .value as $v | ($k - ($k % 3)) as $g | $r[$g + 2] as $floor |
   if ($k % 3) == 2 then "| `cat` of that output | - | \($v.median | t) | \(if $v.min > 0 then ($v.min | t) else "-" end) | 1x |"
   else "| `\($v.cmd | sub("^.*bee-simd "; "bee-simd ") | sub(" --threads [0-9]+"; "") | sub(" --index [^ ]+"; " --index F"))` | \($v.cmd | capture("--threads (?<t>[0-9]+)").t) | **\($v.median | t)** | \($v.min | t) | \($v.median / $floor.median | x) |" end)' \
    "$out/runs/streams.json" >"$out/streams.md"
jq -r --argjson instr "$instr" "$units"'
  "| words | method | median | range of runs | instructions | answers |", "|---:|---|---:|---:|---:|---:|",
  (.[] | .words as $w | .methods[] |
   "| \($w) | \(name) | \(.ns_median | t) | \(.run_min | t) - \(.run_max | t) | \($instr["scale-\($w)"][name] // null | i) | \(.answers | n) |")' \
    "$out/scale.json" >"$out/scale.md"
[ -z "$wasm_missing" ] || printf '\nNo wasm rows in this run: %s.\n' "$wasm_missing" >>"$out/scale.md"
# against answers: a row a band of answers, a column a method: time (median run) / instructions
jq -r -n --arg re "^($answer_re)" --slurpfile s "$out/runs/solve-$pick.json" \
    --rawfile it "$out/runs/answers-instructions.tsv" "$units"'
  def band: if . < 1 then 0 else (log2 | floor) end;
  def mid: sort | .[length / 2 | floor];
  ($it | split("\n") | map(select(length > 0) | split("\t") | {m: .[0], b: (.[1] | tonumber | band), i: (.[2] | tonumber)})) as $ins |
  $s[0] | .puzzles.answers_each as $a | [.methods[] | select(.method | test($re))] as $ms |
  ($a | map(band) | unique) as $bands |
  "| answers | puzzles | \($ms | map(.method) | join(" | ")) |",
  "|---|---:|\($ms | map("---:") | join("|"))|",
  ($bands[] as $b | [range(0; $a | length) | select($a[.] | band == $b)] as $at |
   "| \(if $b == 0 then "0 - 1" else "\(pow(2; $b)) - \(pow(2; $b + 1) - 1)" end) | \($at | length) | \([$ms[] | .method as $m | .ns_each as $t |
     "\([$at[] | $t[.]] | mid | t) / \([$ins[] | select(.m == $m and .b == $b) | .i] | if length > 0 then (mid | i) else "-" end)"] | join(" | ")) |")' \
    >"$out/answers.md"
# the confounds: per kernel, the auto plan and the forced block scan, with instructions (AVX2 only)
for f in "$work"/plans-*.json; do
    [ -s "$f" ] || continue
    jq -r --argjson instr "$instr" "$units"'
      .methods[] | "| \(.kernel)\(if .kernel_emulated then " (SIMDe)" else "" end) | \(.method) | **\(.ns_median | t)** | \(.run_min | t) - \(.run_max | t) | \(.masks_tested | n) | \(if .kernel == "avx2" then ($instr.nyt[.method] | i) else "-" end) |"' "$f"
done | { echo "| kernel | method | median | range of runs | masks tested | instructions |"
         echo "|---|---|---:|---:|---:|---:|"
         cat
         if command -v objdump >/dev/null; then
             echo
             echo "| the scan's machine code (\`objdump -d $bee\`) | instructions | byte loads (movzbl) | moves to or from the stack |"
             echo "|---|---:|---:|---:|"
             for k in $("$simd" info --kernels 2>/dev/null); do
                 objdump -d --no-show-raw-insn "$bee" | awk -v k="$k" '
                     $0 ~ "<bee_scan_" k ">:" { on = 1; next } on && /^$/ { on = 0 }
                     on { n++; if ($2 == "movzbl") b++; if ($2 ~ /^mov[bwlq]?$/ && $3 ~ /\(%rsp\)|\(%rbp\)/) st++ }
                     END { if (n) printf "| `bee_scan_%s` | %d | %d | %d |\n", k, n, b, st }'
             done
         fi; } >"$out/confounds.md"

# the machine line, NOISY if it was busy
# shellcheck disable=SC1091
. "$work/machine.env"
max_load=$(printf '%s\n' "${loads[@]}" | awk '{ if ($1 > m) m = $1 } END { print m + 0 }')
# The start must be quiet (LOAD_MAX); once measuring, the benchmark's own
# thread counts about 1 in the load, so a later sample is busy above
# LOAD_MAX + 1.
busy_run=$(printf '%s\n' "${loads[@]}" | awk -v m="$load_max" 'NR == 1 && $1 > m || NR > 1 && $1 > m + 1 { b = 1 }
    END { print b + 0 }')
{
    if [ "$busy_run" = 1 ]; then
        echo "**NOISY**: measured on a busy machine (1-minute load up to $max_load: above $load_max at the"
        echo "start or $load_max + 1, the benchmark's own thread, while measuring). Ratios within one run and"
        echo "the instruction counts hold; absolute times are inflated by an amount that varies between runs."
        echo
    fi
    echo "- **When, what**: $date, commit $commit; $runs interleaved runs, ~$elapsed minutes in all."
    echo "- **CPU**: $cpu, $cores cores [$features]; **kernel** $kernel."
    echo "- **Compiler**: $compiler; flags \`$flags\`."
    echo "- **Word list**: $dictionary."
    echo "- **Load averages** (1, 5, 15 min) at the start, before each run and at the end: $(printf '%s; ' "${loads[@]}" | sed 's/; $//')."
    echo "- **Instructions**: valgrind $(valgrind --version 2>/dev/null | sed 's/valgrind-//' || echo -) (callgrind inside"
    echo "  \`bench_counted_pass\`, one untimed pass a method), AVX2 kernel: valgrind cannot run AVX-512."
    echo "- **Hardware counters**: $(jq -r 'if .hardware_counters.available then "cycles and instructions from perf_event in runs/*.json" else "none: \(.hardware_counters.reason)" end' "$out/solve.json")."
} >"$out/machine.md"

# what the numbers say: every sentence computed from the tables above
findings='
  def m($n): first(.methods[] | select(.method == $n));
  def has($n): any(.methods[]; .method == $n);
  def nodiff: .step_lo != null and .step_lo <= 1 and .step_hi >= 1;
  def best($names): [.methods[] | select(.method as $x | $names | index($x))] | min_by(.ns_median);
  def work($p; $b; $kind): ($instr[$kind][$p.method]) as $ip | ($instr[$kind][$b.method]) as $ib |
      if $ip == null or $ib == null then "" else "; in instructions (AVX2) \($ip | i) against \($ib | i),"
      + " \($ip / $ib | x)\(if ($ip <= $ib) != ($p.ns_median <= $b.ns_median) then ": the counts and the"
      + " times disagree: the time gap is not executed work (the load, or memory stalls that counts do not see)" else "" end)" end;'
jq -r --argjson instr "$instr" "$units$findings"'
  . as $s |
  (["naive", "trie", "bitmask", "blocked"] | map(select(. as $n | $s | has($n)))) as $pubs |
  ([$pubs[] as $n | $s | m($n)] | sort_by(.ns_median) | map(.method)) as $order |
  "- **The published methods, fastest first here**: \($order | join(", ")) (published: blocked, trie,"
  + " bitmask, naive): \(if $order == ["blocked", "trie", "bitmask", "naive"] then "the same order" else "a different order" end).",
  (best(["product-set-lists", "product-block-scan", "product-subsets"]) as $b | m("product") as $p |
   "- **The product (`bee_solve`, auto plan)** takes \($p.ns_median | t) a puzzle, \($p.vs_floor | x) a memcpy of"
   + " its answers (\(.floor_ns | t)); its fastest forced plan here is `\($b.method)` (\($b.ns_median | t)), so auto"
   + " costs \($p.ns_median / $b.ns_median | x) the best plan (issue 41 asks at most 1.05x)\(work($p; $b; "nyt"))."),
  ([.methods[] | select(.step_from != null and nodiff) | "`\(.step_from)` and `\(.method)`"] as $same |
   if ($same | length) > 0 then "- **No difference** (the interval of the ratio holds 1) between: \($same | join("; "))."
   else "- Every step between neighbouring rows differs beyond its 95% interval." end),
  ([.methods[] | select(.method | startswith("index-")) | select(.kernel_emulated | not)] | sort_by(.ns_median) | map(.method)) as $k |
  "- **The index by kernel, fastest first**: \($k | join(", ")); the NEON row runs SIMDe'"'"'s portable translation (see Confounds)."' \
    "$out/solve.json" >"$out/solve-says.md"
jq -r --argjson instr "$instr" "$units$findings"'
  best(["product-set-lists", "product-block-scan", "product-subsets"]) as $b | m("product") as $p |
  "- **Random letters, the product'"'"'s auto plan**: \($p.ns_median | t) a puzzle (issue 41 asks at most 250 ns),"
  + " \($p.vs_floor | x) a memcpy of its answers; the fastest forced plan is `\($b.method)` (\($b.ns_median | t)):"
  + " auto costs \($p.ns_median / $b.ns_median | x) of it\(work($p; $b; "random")).",
  "- **Answers a random puzzle**: \(m("product").answers | n) on average, against"
  + " \($nyt[0].methods[] | select(.method == "product") | .answers | n) for a NYT-like one."' \
    --slurpfile nyt "$out/solve.json" "$out/random.json" >"$out/random-says.md"

# charts, one question each
chart() { # file title xlabel ylabel logx logy note < data
    awk -F'\t' -v title="$2" -v xlabel="$3" -v ylabel="$4" -v logx="$5" -v logy="$6" -v note="$7" \
        -f bench/chart.awk >"$out/$1"
}
note="$cpu; $(echo "$compiler" | cut -d' ' -f1-3); $date; max load $max_load"
jq -r "$units"'.[] | .words as $w | .methods[] | "\(name)\t\($w)\t\(.ns_median)"' "$out/scale.json" |
    chart scale-dict-time.svg "Time a puzzle against dictionary size (NYT-like puzzles)" \
        "words in the list" "ns a puzzle (median)" 1 1 "$note"
jq -r --argjson instr "$instr" "$units"'.[] | .words as $w | .methods[] |
        "\(name)\t\($w)\t\($instr["scale-\($w)"][name] // "-")"' "$out/scale.json" |
    chart scale-dict-instructions.svg "Instructions a puzzle against dictionary size (AVX2)" \
        "words in the list" "instructions a puzzle" 1 1 "$note"
# answers per puzzle: the median time of the puzzles in each band of answers (median run)
jq -r --arg re "^($answer_re)" '.puzzles.answers_each as $a | .methods[] | select(.method | test($re)) |
        .method as $m | [range(0; $a | length) | {a: $a[.], t: .}] as $p | .ns_each as $t |
        [$p[] | {b: (if .a < 1 then 0 else (.a | log2 | floor) end), t: $t[.t]}] | group_by(.b)[] |
        "\($m)\t\(pow(2; .[0].b + 0.5))\t\(map(.t) | sort | .[length / 2 | floor])"' \
    "$out/runs/solve-$pick.json" |
    chart scale-answers.svg "Time a puzzle against its answers (NYT-like puzzles, median run)" \
        "answers (bands of powers of 2)" "ns a puzzle (median of the band)" 1 1 "$note"
jq -r -R -s 'split("\n") | map(select(length > 0) | split("\t") | {m: .[0], a: (.[1] | tonumber), i: (.[2] | tonumber)}
        | .b = (if .a < 1 then 0 else (.a | log2 | floor) end)) | group_by([.m, .b])[] |
        "\(.[0].m)\t\(pow(2; .[0].b + 0.5))\t\(map(.i) | sort | .[length / 2 | floor])"' \
    "$out/runs/answers-instructions.tsv" |
    chart scale-answers-instructions.svg "Instructions a puzzle against its answers (NYT-like puzzles, AVX2)" \
        "answers (bands of powers of 2)" "instructions a puzzle (median of the band)" 1 1 "$note"
jq -r --argjson instr "$instr" '.sweep[] | "\(.method)\(if .kernel_emulated then " (SIMDe)" else "" end)\t\(.block_size)\t\($instr.nyt["sweep \(.method)\(if .kernel_emulated then " (SIMDe)" else "" end), block \(.block_size)"] // "-")"' \
    "$out/solve.json" |
    chart sweep-instructions.svg "Instructions a puzzle against block size (AVX2 counts)" \
        "block size" "instructions a puzzle" 1 1 "$note"

# ---------------------------------------------------------------- RESULTS.md
for name in machine solve solve-says random random-says sweep solve-published all bag streams scale answers confounds; do
    awk -v name="$name" -v file="$out/$name.md" '
        $0 == "<!-- BEGIN " name " -->" { print; while ((getline line < file) > 0) print line; skip = 1; next }
        $0 == "<!-- END " name " -->" { skip = 0 }
        !skip' bench/RESULTS.md >bench/RESULTS.md.new
    mv bench/RESULTS.md.new bench/RESULTS.md
done
rm -f "$out/machine.txt"
for task in solve random all bag; do
    jq -e 'all(.methods[]; .agrees) and all((.sweep // [])[]; .agrees)' "$out/$task.json" >/dev/null ||
        { echo "regenerate.sh: a $task method disagreed with the reference (see $out/runs)" >&2; exit 1; }
done
jq -e 'all(.[].methods[]; .agrees)' "$out/scale.json" >/dev/null ||
    { echo "regenerate.sh: a scaling row disagreed with the reference (see $out/runs)" >&2; exit 1; }
cat "$out/machine.md"
echo "wrote $out/ and the tables of bench/RESULTS.md in ~$elapsed minutes"
