#!/usr/bin/env bash
# beside.sh - a build beside a baseline build on the three figures a change
# of the house (issue 36) must keep within 1.05x: NYT-like puzzles in process
# (bench_solve, the auto plan, the best kernel), the count stream of 1M
# NYT-like puzzles on 2 threads, and a one-off `solve --dict`.  Whole
# processes by hyperfine, the two builds in turn (A B A B ...) in rounds a
# few seconds apart; bench_solve alternated the same way.  Each figure: the
# median of the round medians, and new/old per round.
#
#   bash bench/beside.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]
#   ROUNDS=5 RUNS=20 bash bench/beside.sh build /work/baseline/build ../shared/data/enable1.txt
set -euo pipefail
command -v hyperfine >/dev/null || { echo "beside.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
work=${BENCH_TMP:-/tmp/bee-beside}
rounds=${ROUNDS:-5}
runs=${RUNS:-20}
mkdir -p "$work"
: >"$work/solve.txt"
echo "== $(date -u '+%F %H:%M UTC'), $(uptime | sed 's/.*load/load/'), $rounds rounds x $runs runs"
echo "== cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs"
echo "== new: $build ($(git rev-parse --short HEAD 2>/dev/null || echo ?)), old: $base"
"$build/bee-simd" index --dict "$dict" -o "$work/new.beeidx"
"$base/bee-simd" index --dict "$dict" -o "$work/old.beeidx"
[ -s "$work/p1m.txt" ] || "$build/gen_puzzles" --dict "$dict" 1000000 >"$work/p1m.txt"
cmp <("$build/bee-simd" --stdin --count --format tsv --index "$work/new.beeidx" <"$work/p1m.txt") \
    <("$base/bee-simd" --stdin --count --format tsv --index "$work/old.beeidx" <"$work/p1m.txt") ||
    { echo "beside.sh: the two builds' count streams differ" >&2; exit 1; }

for r in $(seq "$rounds"); do
    hyperfine --style none --runs "$runs" --warmup 2 --export-json "$work/stream.$r.json" \
        "${build}/bee-simd --stdin --count --format tsv --threads 2 --index $work/new.beeidx < $work/p1m.txt" \
        "${base}/bee-simd --stdin --count --format tsv --threads 2 --index $work/old.beeidx < $work/p1m.txt" \
        >/dev/null 2>&1
    hyperfine --style none -N --runs "$runs" --warmup 2 --export-json "$work/dict.$r.json" \
        "$build/bee-simd solve --dict $dict raegint" "$base/bee-simd solve --dict $dict raegint" \
        >/dev/null 2>&1
    for b in "$build" "$base"; do   # the auto plan's NYT row of the kernel bee_solve picks
        k=$("$b/bee-simd" info | sed -n 's/^kernel chosen: //p')
        "$b/bench_solve" --dict "$dict" --puzzles 50000 --repeat 3 |
            awk -v k="$k" '$1 == k && $2 == "auto" && $3 == "nyt" { print $4; exit }'
    done | paste -sd ' ' >>"$work/solve.txt"
done

python3 - "$work" "$rounds" <<'PY'
import json, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
def show(name, pairs, unit):
    ratios = [n / o for n, o in pairs]
    new = statistics.median(n for n, _ in pairs)
    old = statistics.median(o for _, o in pairs)
    print(f"  {name:44s} new {new:9.2f} {unit}  old {old:9.2f} {unit}  new/old median "
          f"{statistics.median(ratios):.3f}  rounds [{' '.join(f'{x:.3f}' for x in ratios)}]")
print(f"== median of {rounds} round medians; new/old per round")
for name, label in [("stream", "--stdin --count, 1M NYT-like, 2 threads"),
                    ("dict", "solve --dict DICT raegint")]:
    pairs = []
    for r in range(1, rounds + 1):
        res = json.load(open(f"{work}/{name}.{r}.json"))["results"]
        pairs.append((res[0]["median"] * 1e3, res[1]["median"] * 1e3))
    show(label, pairs, "ms")
lines = open(f"{work}/solve.txt").read().split("\n")[-rounds - 1:]
pairs = [tuple(float(x) for x in l.split()) for l in lines if l.strip()]
show("bench_solve NYT-like, auto plan (median_ns)", pairs, "ns")
PY
