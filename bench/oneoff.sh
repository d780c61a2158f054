#!/usr/bin/env bash
# oneoff.sh - the one-off commands of issue 41 (items 3 and 6): `solve --index
# F raegint` beside `solve --dict` of the list the file was made from, `bag
# --dict`, each beside a baseline build and the floors (`true`, a static
# read-and-exit of the file, the grep pipeline of bench/startup.sh), whole
# process: hyperfine in rounds (every command once a
# round, so each ratio compares runs seconds apart), then `solve --index`
# against `solve --dict` pair by pair.  The instructions of the
# same commands (deterministic): TASKS=oneoff bash bench/instructions.sh.
#
#   ROUNDS=5 RUNS=40 PAIRS=400 bash bench/oneoff.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]
set -euo pipefail
command -v hyperfine >/dev/null || { echo "oneoff.sh: needs hyperfine" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
new=$build/bee-simd
old=$base/bee-simd
work=${BENCH_TMP:-/tmp/bee-oneoff}
board=ovrkqlwislrecrtgmvpfprzey
rounds=${ROUNDS:-5}
runs=${RUNS:-40}
mkdir -p "$work"
echo "== $(date -u '+%F %H:%M UTC'), $(uptime | sed 's/.*load/load/'), rounds $rounds x $runs runs"
cc -O2 -static -o "$work/read_exit" bench/read_exit.c 2>/dev/null ||
    cc -O2 -o "$work/read_exit" bench/read_exit.c
"$new" index --dict "$dict" -o "$work/new.beeidx"
"$old" index --dict "$dict" -o "$work/old.beeidx"
cmds=("$new solve --index $work/new.beeidx raegint" "$old solve --index $work/old.beeidx raegint"
      "$new solve --dict $dict raegint" "$old solve --dict $dict raegint"
      "$new bag --dict $dict $board" "$old bag --dict $dict $board"
      "$work/read_exit $work/new.beeidx" "true")
grep_cmd="grep -xE '[aeginrt]{4,}' $dict | grep r"
for r in $(seq "$rounds"); do
    hyperfine --style none -N --runs "$runs" --warmup 3 --export-json "$work/n.$r.json" "${cmds[@]}" \
        >/dev/null 2>&1
    hyperfine --style none --runs "$runs" --warmup 3 --export-json "$work/g.$r.json" "$grep_cmd" \
        >/dev/null 2>&1
done
python3 - "$work" "$rounds" <<'PY'
import json, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
per = {}
for r in range(1, rounds + 1):
    for f in ("n", "g"):
        for res in json.load(open(f"{work}/{f}.{r}.json"))["results"]:
            d = per.setdefault(res["command"], {"med": [], "min": []})
            d["med"].append(res["median"] * 1e3)
            d["min"].append(res["min"] * 1e3)
print(f"== median of {rounds} round medians (min of all runs), ms; ratio to the first (medians, minima)")
first = None
for cmd, d in per.items():
    med, low = statistics.median(d["med"]), min(d["min"])
    first = first or (med, low)
    print(f"{med:8.2f} ({low:6.2f})  {med / first[0]:5.2f}x {low / first[1]:5.2f}x  {cmd}")
PY
# pair by pair: `solve --index` and `solve --dict` of this build alternately,
# PAIRS times each, the order swapped each time, so that every ratio compares
# two runs a few milliseconds apart
python3 - "${PAIRS:-400}" "$new solve --index $work/new.beeidx raegint" \
    "$new solve --dict $dict raegint" <<'PY'
import statistics, subprocess, sys, time
pairs, cmds = int(sys.argv[1]), [c.split() for c in sys.argv[2:]]
t = [[], []]
for i in range(pairs):
    for k in ((0, 1) if i % 2 == 0 else (1, 0)):
        start = time.perf_counter()
        subprocess.run(cmds[k], stdout=subprocess.DEVNULL, check=True)
        t[k].append((time.perf_counter() - start) * 1e3)
print(f"== pair by pair, {pairs} pairs: min, first quartile, median (ms)")
for k in (0, 1):
    q = statistics.quantiles(t[k], n=4)
    print(f"{min(t[k]):6.2f} {q[0]:6.2f} {q[1]:6.2f}  {sys.argv[2 + k]}")
ratios = [a / b for a, b in zip(t[0], t[1])]
print(f"median of the pairwise ratios: {statistics.median(ratios):.3f}")
PY
