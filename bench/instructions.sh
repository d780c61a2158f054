#!/usr/bin/env bash
# instructions.sh - instructions per puzzle, counted by valgrind, for the
# engine in process, the streams, every puzzle at once, the one-off commands
# and every research method: figures that do not move with the machine's
# load (timings here move 15-70% between runs; these move by a few parts in
# a million).  Valgrind cannot run AVX-512, so every count is of the AVX2
# kernel (BEE_KERNEL=avx2), the best one valgrind's CPU offers.
#
#   bash bench/instructions.sh [BUILD] [BASE_BUILD] [DICT]
#   bash bench/instructions.sh build /work/baseline/build /work/shared/data/enable1.txt
#   TASKS="solve stream" PUZZLES=20000 bash bench/instructions.sh build
#
# BUILD is a build directory (bee-simd, bench_solve, gen_puzzles, bee-bench);
# BASE_BUILD, optional, a second one counted beside it on the same inputs
# (the puzzles come from BUILD's gen_puzzles).  TASKS picks among:
#   solve    bench_solve's rows (each kernel with the auto plan, then each
#            plan forced, NYT-like and random puzzles): callgrind counts only
#            inside bee_solve_plan, one dump per index built = per row, once
#            with 1 pass and once with 2; "steady" = the second pass a puzzle,
#            "first" = the first pass a puzzle (set lists built on first use)
#   stream   `bee-simd --stdin` over PUZZLES lines (default 20000), index file,
#            1 thread (count TSV, JSON, hints JSON, count TSV of random
#            puzzles) and 2 threads (count TSV): the whole process minus the
#            same command on an empty input, a puzzle
#   all      `all --any --format tsv`: the whole process, a puzzle written
#   oneoff   `solve --index F raegint`, `solve --dict D raegint`,
#            `bag --dict D BOARD`: the whole process
#   research bee-bench's methods on 200 NYT-like puzzles (the puzzles of
#            `bee-simd bench`), callgrind inside bench_counted_pass: one
#            warm pass a method, a puzzle; RESEARCH_ARGS adds bee-bench
#            options (e.g. "--sweep-sizes 8,32,128" for the block sizes).  A
#            build whose bee-bench lacks bench_counted_pass is left out
# Default: all of them.  Prints a markdown table (task, unit, BUILD, BASE,
# BUILD/BASE: below 1, BUILD does less work) and writes the same rows as TSV to $OUT (default
# $WORK/instructions.tsv, WORK default /tmp/bee-instructions).  Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
build=${1:-build}
base=${2:-}
dict=${3:-/work/shared/data/enable1.txt}
tasks=${TASKS:-solve stream all oneoff research}
puzzles=${PUZZLES:-20000}
solve_puzzles=${SOLVE_PUZZLES:-7000}
work=${WORK:-/tmp/bee-instructions}
out=${OUT:-$work/instructions.tsv}
board=ovrkqlwislrecrtgmvpfprzey
export BEE_KERNEL=avx2
[ -r "$dict" ] || { echo "instructions.sh: cannot read the word list $dict" >&2; exit 2; }
builds=("$build")
[ -n "$base" ] && builds+=("$base")
for b in "${builds[@]}"; do
    [ -x "$b/bee-simd" ] || { echo "instructions.sh: no $b/bee-simd (build it first)" >&2; exit 2; }
done
mkdir -p "$work"
rows=$work/rows.tsv # build-index \t task \t unit \t instructions
: >"$rows"

# whole-process instructions of a program and its arguments; stdin from $CG_IN
cg_run() {
    local f=$work/cg.out
    rm -f "$f"
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$f" "$@" \
        <"${CG_IN:-/dev/null}" >"$work/cg.stdout" 2>"$work/cg.err" ||
        { echo "instructions.sh: failed under valgrind: $*" >&2; cat "$work/cg.err" >&2; return 1; }
    awk '/^summary:/ { print $2 }' "$f"
}
row() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$rows"; }

inputs() {
    [ -s "$work/nyt.$puzzles.txt" ] ||
        "$build/gen_puzzles" --dict "$dict" --seed 1 "$puzzles" >"$work/nyt.$puzzles.txt"
    [ -s "$work/random.$puzzles.txt" ] ||
        "$build/gen_puzzles" --dict "$dict" --seed 1 --random "$puzzles" >"$work/random.$puzzles.txt"
}

# bench_solve under callgrind: the instructions inside bee_solve_plan, one dump
# part per index built; prints "row-name \t instructions" for each row that solved.
solve_parts() {
    local b=$1 passes=$2
    local d=$work/solve.$passes
    rm -rf "$d"
    mkdir -p "$d"
    valgrind --tool=callgrind --callgrind-out-file="$d/cg.%p" --collect-atstart=no \
        --toggle-collect=bee_solve_plan --dump-before=bee_index_build \
        "$b/bench_solve" --dict "$dict" --puzzles "$solve_puzzles" --repeat "$passes" \
        >"$d/stdout" 2>"$d/stderr" || { cat "$d/stderr" >&2; return 1; }
    # parts in order: cg.PID.1, .2, ..., then cg.PID (the dump at exit)
    local parts
    parts=$(cd "$d" && ls cg.* | awk -F. '{ print (NF == 3 ? $3 : 1e9), $0 }' | sort -g | cut -d' ' -f2)
    (cd "$d" && for p in $parts; do awk '/^summary:/ { print $2 }' "$p"; done) | awk '$1 > 0' >"$d/counts"
    awk '$1 != "-" && $2 != "memcpy" && $1 !~ /^#/ && $1 != "kernel" { print $1 " " $2 " " $3 }' \
        "$d/stdout" >"$d/names"
    if [ "$(wc -l <"$d/names")" != "$(wc -l <"$d/counts")" ]; then
        echo "instructions.sh: $b/bench_solve printed $(wc -l <"$d/names") rows but solved in $(wc -l <"$d/counts") parts" >&2
        return 1
    fi
    paste -d '\t' "$d/names" "$d/counts"
}

count_solve() {
    local i=$1 b=$2
    echo "  bench_solve ($solve_puzzles puzzles, twice)" >&2
    solve_parts "$b" 1 >"$work/solve1.tsv"
    solve_parts "$b" 2 >"$work/solve2.tsv"
    # rows repeat (avx2 auto nyt appears twice): number them as they come
    paste "$work/solve1.tsv" "$work/solve2.tsv" | awk -F'\t' -v n="$solve_puzzles" -v i="$i" '
        { name = $1; seen[name]++; if (seen[name] > 1) name = name " (again)"
          steady = $4 - $2; first = $2
          printf "%s\tbench_solve %s, steady\tpuzzle\t%.1f\n", i, name, steady / n
          printf "%s\tbench_solve %s, first pass\tpuzzle\t%.1f\n", i, name, first / n }' >>"$rows"
}

count_stream() {
    local i=$1 b=$2
    local idx=$work/index.$1
    "$b/bee-simd" index --dict "$dict" -o "$idx" >/dev/null
    local empty lines name args kind cmd
    while IFS='|' read -r name kind args; do
        echo "  $name" >&2
        cmd=("$b/bee-simd")
        read -r -a more <<<"$args"
        cmd+=("${more[@]}" --index "$idx")
        empty=$(CG_IN=/dev/null cg_run "${cmd[@]}")
        lines=$(CG_IN="$work/$kind.$puzzles.txt" cg_run "${cmd[@]}")
        row "$i" "$name ($kind)" puzzle "$(awk -v a="$lines" -v e="$empty" -v n="$puzzles" 'BEGIN { printf "%.1f", (a - e) / n }')"
    done <<EOF
--stdin --count --format tsv, 1 thread|nyt|--stdin --count --format tsv --threads 1
--stdin --count --format tsv, 2 threads|nyt|--stdin --count --format tsv --threads 2
--stdin --format json, 1 thread|nyt|--stdin --format json --threads 1
hints --stdin --format json, 1 thread|nyt|hints --stdin --format json --threads 1
--stdin --count --format tsv, 1 thread|random|--stdin --count --format tsv --threads 1
EOF
}

count_all() {
    local i=$1 b=$2 total lines
    echo "  all --any" >&2
    total=$(cg_run "$b/bee-simd" all --any --format tsv --threads 1 --dict "$dict")
    lines=$(($(wc -l <"$work/cg.stdout") - 1))
    row "$i" "all --any --format tsv, whole process" puzzle "$(awk -v a="$total" -v n="$lines" 'BEGIN { printf "%.1f", a / n }')"
    row "$i" "all --any --format tsv, whole process" run "$total"
}

count_oneoff() {
    local i=$1 b=$2
    local idx=$work/index.$1
    echo "  one-off commands" >&2
    [ -s "$idx" ] || "$b/bee-simd" index --dict "$dict" -o "$idx" >/dev/null
    row "$i" "solve --index F raegint" run "$(cg_run "$b/bee-simd" solve --index "$idx" raegint)"
    row "$i" "solve --dict D raegint" run "$(cg_run "$b/bee-simd" solve --dict "$dict" raegint)"
    row "$i" "bag --dict D $board" run "$(cg_run "$b/bee-simd" bag --dict "$dict" "$board")"
}

count_research() {
    local i=$1 b=$2
    local d=$work/research.$1
    if ! nm "$b/bee-bench" 2>/dev/null | grep ' [tT] bench_counted_pass$' >/dev/null; then
        echo "  research: $b/bee-bench has no bench_counted_pass; left out" >&2
        return 0
    fi
    echo "  research methods (bee-bench, 200 puzzles)" >&2
    rm -rf "$d"
    mkdir -p "$d"
    valgrind --tool=callgrind --callgrind-out-file="$d/cg.%p" --collect-atstart=no \
        --toggle-collect=bench_counted_pass --dump-after=bench_counted_pass \
        "$b/bee-bench" --task solve --dict "$dict" --puzzles 200 --repeat 1 --seed 1 \
        ${RESEARCH_ARGS:-} --json >"$d/bench.json" 2>"$d/stderr" ||
        { cat "$d/stderr" >&2; return 1; }
    local parts
    parts=$(cd "$d" && ls cg.*.* | awk -F. '{ print $3, $0 }' | sort -g | cut -d' ' -f2)
    (cd "$d" && for p in $parts; do awk '/^summary:/ { print $2 }' "$p"; done) >"$d/counts"
    jq -r '(.methods + (.sweep // []))[] | "\(.method)\(if .kernel_emulated then " (SIMDe)" else "" end)\t\(.block_size // 0)"' \
        "$d/bench.json" >"$d/names"
    if [ "$(wc -l <"$d/names")" != "$(wc -l <"$d/counts")" ]; then
        echo "instructions.sh: bee-bench measured $(wc -l <"$d/names") rows, callgrind dumped $(wc -l <"$d/counts")" >&2
        return 1
    fi
    local n
    n=$(jq '.methods | length' "$d/bench.json")
    paste "$d/names" "$d/counts" | awk -F'\t' -v i="$i" -v n="$n" '
        { what = NR <= n ? "research " $1 : "research sweep " $1 ", block " $2
          printf "%s\t%s\tpuzzle\t%.1f\n", i, what, $3 / 200 }' >>"$rows"
}

echo "== $(date -u '+%F %H:%M UTC'); $(uptime | sed 's/.*load/load/'); BEE_KERNEL=$BEE_KERNEL; valgrind $(valgrind --version)" >&2
inputs
for i in "${!builds[@]}"; do
    b=${builds[$i]}
    echo "== $b" >&2
    for t in $tasks; do
        case $t in
            solve) count_solve "$i" "$b" ;;
            stream) count_stream "$i" "$b" ;;
            all) count_all "$i" "$b" ;;
            oneoff) count_oneoff "$i" "$b" ;;
            research) count_research "$i" "$b" ;;
            *) echo "instructions.sh: unknown task '$t' (solve stream all oneoff research)" >&2; exit 2 ;;
        esac
    done
done

# ---------------------------------------------------------------- the table
awk -F'\t' -v nb="${#builds[@]}" -v b0="$build" -v b1="$base" -v out="$out" '
    { key = $2 "\t" $3; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
      v[$1, key] = $4 }
    END {
        hdr = "task\tunit\t" b0 (nb > 1 ? "\t" b1 "\tratio" : "")
        print hdr > out
        printf "| task | instructions per | %s |%s\n", b0, (nb > 1 ? " " b1 " | " b0 " / " b1 " |" : "")
        printf "|---|---|---:|%s\n", (nb > 1 ? "---:|---:|" : "")
        for (k = 1; k <= n; k++) {
            key = order[k]; split(key, f, "\t")
            a = ((0, key) in v) ? v[0, key] : "-"; c = ((1, key) in v) ? v[1, key] : "-"
            r = (nb > 1 && a != "-" && c != "-" && c > 0) ? sprintf("%.3f", a / c) : "-"
            print key "\t" a (nb > 1 ? "\t" c "\t" r : "") > out
            printf "| %s | %s | %s |%s\n", f[1], f[2], a, (nb > 1 ? " " c " | " r " |" : "")
        }
    }' "$rows"
echo "(rows also in $out)" >&2
