#!/usr/bin/env bash
# startup.sh - start-up of whole one-off commands, before and after (issue 10).
#
#   bash bench/startup.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]
#
# Times with hyperfine (medians; warm page cache) the commands a one-off user
# runs, this build beside a baseline build (default /work/baseline/build, main
# at 72fb235) and, for `solve --dict`, beside the grep pipeline giving the
# same words (wall-clock medians, and mean user+system CPU time, which a
# loaded machine inflates less); then peak RSS (GNU time, median of 5).  Then the
# one-shot rule: `solve --dict` with 1, 4, 8, 16 puzzles (one-shot plan)
# and 17, 32, 64 (dictionary and index).  Print `uptime` first: the machine
# may be shared, and RUNS (default 30) can be raised.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "startup.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
new=$build/bee-simd
old=$base/bee-simd
work=${BENCH_TMP:-/tmp/bee-startup}
runs=${RUNS:-30}
board=ovrkqlwislrecrtgmvpfprzey
mkdir -p "$work"
echo "== $(uptime)"
"$new" index --dict "$dict" -o "$work/new.beeidx"
"$old" index --dict "$dict" -o "$work/old.beeidx"
grep_cmd="grep -xE '[aeginrt]{4,}' $dict | grep r"
[ "$(bash -c "$grep_cmd")" == "$("$new" solve --dict "$dict" --format tsv --no-header raegint |
                                cut -f5 | tr , '\n')" ] || { echo "grep gives other words" >&2; exit 1; }

median() {   # NAME COMMAND...: hyperfine medians in ms, one line per command
    local name=$1
    shift
    hyperfine --style none --runs "$runs" --warmup 3 -N --export-json "$work/$name.json" "$@" \
        >/dev/null
    report "$work/$name.json"
}
report() {   # hyperfine JSON: median wall ms, mean user+system ms, command
    jq -r '.results[] | "\(.median * 1000 | . * 100 | round / 100) ms  (cpu \((.user + .system) * 1000 | . * 10 | round / 10) ms)  \(.command)"' "$1"
}
rss() {   # COMMAND...: median peak RSS in KiB of 5 runs
    for _ in 1 2 3 4 5; do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 3p
}

echo "== solve --dict (one-shot) against grep and the baseline"
median solve_dict "$new solve --dict $dict raegint" "$old solve --dict $dict raegint"
hyperfine --style none --runs "$runs" --warmup 3 --export-json "$work/grep.json" "$grep_cmd" >/dev/null
report "$work/grep.json"
echo "== built-in list, bag, all, --index"
median builtin "$new solve raegint" "$old solve raegint"
median bag "$new bag --dict $dict $board" "$old bag --dict $dict $board"
median all "$new all --dict $dict" "$old all --dict $dict"
median bag_index "$new bag --index $work/new.beeidx $board" "$old bag --index $work/old.beeidx $board"
median solve_index "$new solve --index $work/new.beeidx raegint" "$old solve --index $work/old.beeidx raegint"
median solve_index_json "$new solve --index $work/new.beeidx --format json raegint" \
    "$old solve --index $work/old.beeidx --format json raegint"
echo "== peak RSS (KiB), new then baseline"
for args in "solve --dict $dict raegint" "solve raegint" "bag --dict $dict $board" "all --dict $dict"; do
    echo "$(rss $new $args) $(rss $old $args)  $args"
done
echo "== the one-shot rule: puzzles on the command line"
puzzles=(raegint aegintr pelntia yrtanol cabdefg oglmedb ilcpeda rnoituc mohplre loyrdba wktbaer
         hiuefdr nuotpcy eaxmpls zqerbau lmeaixt)
many=("${puzzles[@]}" "${puzzles[@]}" "${puzzles[@]}" "${puzzles[@]}")
cmds=()
for n in 1 4 8 16 17 32 64; do
    cmds+=("$new solve --dict $dict --count --format tsv ${many[*]:0:$n}")
done
median rule "${cmds[@]}" | awk '{ print $1, $2, $3, $4, $5, NF - 12, "puzzles" }'
