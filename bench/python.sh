#!/usr/bin/env bash
# python.sh - the Python package's speed figures (python/README.md, "Speed"),
# one run each:
#   1. one idx.solve() call against the same bee_puzzle_parse + bee_solve in
#      a C loop (both warm, the same 100k puzzles, words and counts only);
#   2. idx.solve_many on 1M puzzles (a list already in memory, and from the
#      file) against `bee-simd --stdin --count --format tsv --index F`;
#   3. bee.dask on a LocalCluster of 2 worker processes (1 thread each)
#      against one process (Index.load + read + solve_many, 2 threads), on the
#      same 1M-line file, rows checked equal.
# Usage: bash bench/python.sh [BUILD_DIR] [DICT] [PYTHON]
# PYTHON: a python3 that imports bee (e.g. a venv with the package installed).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
dict=${2:-/usr/share/dict/american-english}
py=${3:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/bee-simd" index --dict "$dict" -o "$tmp/idx.beeidx" >/dev/null
"$build/gen_puzzles" --dict "$dict" --seed 1 1000000 >"$tmp/p.txt"
head -n 100000 "$tmp/p.txt" >"$tmp/p100k.txt"

cat >"$tmp/loop.c" <<'C'
#define _POSIX_C_SOURCE 200809L
#include <bee.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv)
{
    bee_dict *d; bee_index *ix; bee_error err;
    if (bee_index_load(argv[1], &d, &ix, &err) != BEE_OK) { fprintf(stderr, "%s\n", err.message); return 1; }
    FILE *f = fopen(argv[2], "r");
    static char lines[100000][16]; size_t n = 0;
    while (n < 100000 && fgets(lines[n], 16, f)) { lines[n][strcspn(lines[n], "\n")] = 0; n++; }
    bee_result *r = bee_result_new();
    for (int words = 1; words >= 0; words--) {
        bee_solve_options o; bee_solve_options_init(&o); o.want_words = words;
        double best = 1e9; unsigned long sink = 0;
        for (int rep = 0; rep < 4; rep++) {   /* the first pass warms the set lists */
            double t0 = now();
            for (size_t i = 0; i < n; i++) {
                bee_puzzle p;
                if (bee_puzzle_parse(NULL, lines[i], strlen(lines[i]), 7, &p, &err) != BEE_OK ||
                    bee_solve(ix, &p, &o, r, &err) != BEE_OK) return 1;
                sink += bee_result_count(r);
            }
            double dt = (now() - t0) / n;
            if (rep && dt < best) best = dt;
        }
        printf("C loop, words=%d: %.3f us a puzzle (%lu)\n", words, best * 1e6, sink % 7);
    }
    return 0;
}
C
cc -O2 -std=c11 -I"$src/include" "$tmp/loop.c" -o "$tmp/loop" -L"$build" -Wl,-rpath,"$build" -lbee
echo "== 1. one solve call: C (parse + solve) vs idx.solve"
"$tmp/loop" "$tmp/idx.beeidx" "$tmp/p100k.txt"
"$py" - "$tmp/idx.beeidx" "$tmp/p100k.txt" <<'PY'
import sys, time, bee
idx = bee.Index.load(sys.argv[1])
ps = open(sys.argv[2]).read().split()
for words in (True, False):
    best = 1e9
    solve = idx.solve
    for rep in range(4):
        t0 = time.perf_counter()
        for p in ps:
            solve(p, words=words)
        dt = (time.perf_counter() - t0) / len(ps)
        if rep:
            best = min(best, dt)
    print(f"idx.solve, words={words}: {best * 1e6:.3f} us a puzzle")
PY

echo "== 2. 1M puzzles: bee-simd --stdin --count --format tsv vs solve_many (2 threads)"
t0=$(date +%s.%N)
"$build/bee-simd" --stdin --count --format tsv --threads 2 --index "$tmp/idx.beeidx" <"$tmp/p.txt" >"$tmp/cli.tsv"
t1=$(date +%s.%N)
echo "bee-simd --stdin --count --format tsv --index F: $(echo "($t1 - $t0) * 1000" | bc -l | xargs printf '%.1f') ms (whole process)"
"$py" - "$tmp/idx.beeidx" "$tmp/p.txt" "$tmp/cli.tsv" <<'PY'
import sys, time, bee
idx = bee.Index.load(sys.argv[1])
ps = open(sys.argv[2]).read().split()
idx.solve_many(ps[:10000], threads=2)  # warm
t0 = time.perf_counter()
rows = idx.solve_many(ps, threads=2)
t1 = time.perf_counter()
print(f"idx.solve_many(list of 1M str), to NumPy rows: {(t1 - t0) * 1e3:.1f} ms")
t0 = time.perf_counter()
idx2 = bee.Index.load(sys.argv[1])
rows2 = idx2.solve_many(open(sys.argv[2]).read().split(), threads=2)
t1 = time.perf_counter()
print(f"Index.load + read + split + solve_many: {(t1 - t0) * 1e3:.1f} ms")
cli = [l.split("\t") for l in open(sys.argv[3]).read().splitlines()[1:]]
assert [int(c[3]) for c in cli] == rows["score"].tolist()
assert [int(c[1]) for c in cli] == rows2["count"].tolist()
print("rows equal to the command's TSV")
PY

echo "== 3. bee.dask, LocalCluster of 2 worker processes vs one process"
# a file, with a main guard: the workers are spawned processes
cat >"$tmp/dask_run.py" <<'PY'
import sys, time, warnings
warnings.simplefilter("ignore")
import bee, bee.dask
from distributed import Client, LocalCluster


def main(index, path):
    t0 = time.perf_counter()
    one = bee.Index.load(index).solve_many(open(path).read().split(), threads=2)
    t1 = time.perf_counter()
    print(f"one process (load, read, split, solve_many on 2 threads): {(t1 - t0) * 1e3:.1f} ms")
    t0 = time.perf_counter()
    cluster = LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                           host="127.0.0.1", dashboard_address=":0", silence_logs=40)
    client = Client(cluster)
    client.wait_for_workers(2, timeout=120)
    t1 = time.perf_counter()
    print(f"LocalCluster start: {(t1 - t0) * 1e3:.0f} ms")
    for blocksize in ("2MiB", "2MiB", "1MiB"):  # the first: workers load
        t0 = time.perf_counter()
        parts = bee.dask.solve_file(path, index, blocksize=blocksize)
        rows = bee.dask.to_numpy(parts, timeout=600)
        t1 = time.perf_counter()
        assert all(rows[n].tolist() == one[n].tolist() for n in one.dtype.names)
        print(f"bee.dask.solve_file(blocksize={blocksize}) + to_numpy: "
              f"{(t1 - t0) * 1e3:.1f} ms, {len(parts)} partitions, rows equal")
    client.close()
    cluster.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
PY
"$py" "$tmp/dask_run.py" "$tmp/idx.beeidx" "$tmp/p.txt"
