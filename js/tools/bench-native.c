/*
 * bench-native.c - the native side of bench/wasm.sh: the very loop the
 * wasm modules time (glue/bee_js.c's bee_js_bench_run, compiled natively
 * against build/libbee.a), over the same index file and puzzles, timed
 * here with the monotonic clock: the best of `rounds` runs, in ns a puzzle.
 *   bench-native INDEX.bee PUZZLES.txt PLAN REPEAT ROUNDS KERNEL
 */
#define _POSIX_C_SOURCE 200809L
#include "bee_js.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f || fseek(f, 0, SEEK_END) != 0)
        return NULL;
    long n = ftell(f);
    char *buf = n >= 0 ? bee_js_alloc((size_t)n) : NULL;
    rewind(f);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc != 7) {
        fprintf(stderr, "usage: bench-native INDEX PUZZLES PLAN REPEAT ROUNDS KERNEL\n");
        return 2;
    }
    size_t ilen, plen;
    char *image = slurp(argv[1], &ilen), *puzzles = slurp(argv[2], &plen);
    if (!image || !puzzles) {
        fprintf(stderr, "bench-native: cannot read %s or %s\n", argv[1], argv[2]);
        return 1;
    }
    bee_js_index *j = bee_js_index_file(image, ilen);
    if (!j || bee_js_set_kernel(j, argv[6]) != 0 || bee_js_bench_load(j, puzzles, plen) != 0) {
        fprintf(stderr, "bench-native: %s\n", bee_js_error());
        return 1;
    }
    int repeat = atoi(argv[4]), rounds = atoi(argv[5]);
    double best = 0, answers = 0;
    size_t n = 0;
    for (const char *p = puzzles; p < puzzles + plen; p++)
        n += *p == '\n';
    for (int r = 0; r < rounds; r++) {
        double t0 = now_ns();
        answers = bee_js_bench_run(j, argv[3], repeat);
        double t = now_ns() - t0;
        if (r == 0 || t < best)
            best = t;
    }
    printf("%.1f %.0f\n", best / ((double)n * repeat), answers);
    bee_js_index_free(j);
    bee_js_free(puzzles);
    return answers < 0;
}
