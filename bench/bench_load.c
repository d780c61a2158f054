/*
 * bench_load.c - loading an index file in process: bee_index_load (map,
 * checksums, every check) then the free, and bee_bag_index_load on top of it,
 * each the median and minimum of RUNS loads (page cache warm); and the
 * checksum function alone over the whole file, in MB/s (the file in cache).
 * Issue 12: `--index` start-up must stay fast with the content checks.
 *
 * Usage: bench_load FILE [RUNS]   (FILE from `bee-simd index WORDS -o FILE`;
 *        RUNS default 101)
 */
#define _GNU_SOURCE               /* MAP_POPULATE */
#include "file/file.h"            /* bee_index_file_checksum */
#include "research/bench/bench.h" /* bench_now_ns, bench_quantiles */

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static double now_ms(void)
{
    return bench_now_ns() / 1e6;
}

static void fail(const bee_error *err)
{
    fprintf(stderr, "bench_load: %s\n", err->message);
    exit(1);
}

/* The median of t[0 .. runs), which it sorts: the minimum is then t[0]. */
static double median(double *t, int runs)
{
    double m, p10, p90;
    bench_quantiles(t, (size_t)runs, &m, &p10, &p90);
    return m;
}

static void report(const char *what, double *t, int runs)
{
    double m = median(t, runs);
    printf("%-32s median %6.3f ms  min %6.3f ms  (%d runs)\n", what, m, t[0], runs);
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: bench_load FILE [RUNS]\n");
        return 2;
    }
    int runs = argc == 3 ? atoi(argv[2]) : 101;
    if (runs < 1)
        runs = 1;
    double *load = malloc((size_t)runs * sizeof *load), *bag = malloc((size_t)runs * sizeof *bag);
    if (!load || !bag)
        return 1;
    bee_error err;
    for (int r = 0; r < runs; r++) {
        bee_dict *d;
        bee_index *ix;
        bee_bag_index *bx;
        double t0 = now_ms();
        if (bee_index_load(argv[1], &d, &ix, &err) != BEE_OK)
            fail(&err);
        double t1 = now_ms();
        if (bee_bag_index_load(d, &bx, &err) != BEE_OK)
            fail(&err);
        double t2 = now_ms();
        bee_bag_index_free(bx);
        bee_index_free(ix);
        bee_dict_free(d);
        load[r] = now_ms() - t2 + (t1 - t0); /* the puzzle index: load and free */
        bag[r] = t2 - t1;
    }
    printf("# bee-simd %s bench_load: cpu [%s], %s\n", BEE_VERSION, bee_cpu_features(), argv[1]);
    report("bee_index_load + free", load, runs);
    report("bee_bag_index_load (after it)", bag, runs);

    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    void *map = fd < 0 || fstat(fd, &st) != 0
                    ? MAP_FAILED
                    : mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (map == MAP_FAILED)
        return 1;
    size_t len = (size_t)st.st_size / 64 * 64;
    uint64_t sum = 0;
    for (int r = 0; r < runs; r++) {
        double t0 = now_ms();
        sum ^= bee_index_file_checksum(map, len);
        load[r] = now_ms() - t0;
    }
    double m = median(load, runs);
    printf("%-32s median %6.0f MB/s  best %6.0f MB/s  (%zu bytes; %016llx)\n",
           "bee_index_file_checksum", len / m / 1e3, len / load[0] / 1e3, len,
           (unsigned long long)sum);
    munmap(map, (size_t)st.st_size);
    close(fd);
    free(load);
    free(bag);
    return 0;
}
