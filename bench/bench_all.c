/*
 * bench_all.c - timings of bee_all_solve (every puzzle at once), in process:
 * dictionary load and index build apart, then each selection (pangram sets,
 * every set) by each method and thread count, median of several runs.
 *
 *   bench_all [WORDLIST [RUNS [ONLY]]]   default /work/shared/data/enable1.txt, 15;
 *                                        ONLY: run the cases whose line contains it
 *
 * End-to-end command-line figures (with output to a file) come from
 * bench/all.sh.
 */
#define _POSIX_C_SOURCE 200809L
#include "bee.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "/work/shared/data/enable1.txt";
    int runs = argc > 2 ? atoi(argv[2]) : 15;
    if (runs < 1 || runs > 1000)
        runs = 15;
    bee_error err;
    bee_dict *d;
    bee_index *ix;
    double t[1000], u[1000];
    for (int i = 0; i < runs; i++) {
        double t0 = now_ms();
        if (bee_dict_load_file(path, NULL, &d, &err) != BEE_OK) {
            fprintf(stderr, "bench_all: %s\n", err.message);
            return 1;
        }
        double t1 = now_ms();
        if (bee_index_build(d, NULL, &ix, &err) != BEE_OK) {
            fprintf(stderr, "bench_all: %s\n", err.message);
            return 1;
        }
        t[i] = t1 - t0;
        u[i] = now_ms() - t1;
        if (i + 1 < runs) {
            bee_index_free(ix);
            bee_dict_free(d);
        }
    }
    printf("# %s: %zu words; cpu %s\n", path, bee_dict_size(d), bee_cpu_features());
    double med = median(t, runs);
    printf("dictionary load     %8.2f ms (min %7.2f; medians of %d runs)\n", med, t[0], runs);
    med = median(u, runs);
    printf("index build         %8.2f ms (min %7.2f)\n", med, u[0]);

    static const struct {
        const char *name;
        int any;
        bee_all_order order;
        size_t top;
    } cases[] = {
        {"pangram sets", 0, BEE_ALL_BY_LETTERS, 0},
        {"every set", 1, BEE_ALL_BY_LETTERS, 0},
        {"every set, by score", 1, BEE_ALL_BY_SCORE, 0},
        {"every set, top 10", 1, BEE_ALL_BY_SCORE, 10},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++)
        for (int m = BEE_ALL_AUTO; m <= BEE_ALL_ZETA; m++)
            for (int threads = 1; threads <= 2; threads++) {
                if (c >= 2 && m != BEE_ALL_AUTO)
                    continue;
                char label[100];
                snprintf(label, sizeof label, "%s %s %d", cases[c].name,
                         bee_all_method_name((bee_all_method)m), threads);
                if (argc > 3 && !strstr(label, argv[3]))
                    continue;
                bee_all_options o;
                bee_all_options_init(&o);
                o.any = cases[c].any;
                o.order = cases[c].order;
                o.top = cases[c].top;
                o.method = (bee_all_method)m;
                o.threads = threads;
                size_t count = 0;
                bee_all_method ran = BEE_ALL_AUTO;
                for (int i = 0; i < runs; i++) {
                    bee_all_result *r;
                    double t0 = now_ms();
                    if (bee_all_solve(ix, &o, &r, &err) != BEE_OK) {
                        fprintf(stderr, "bench_all: %s\n", err.message);
                        return 1;
                    }
                    t[i] = now_ms() - t0;
                    count = r->count;
                    ran = r->stats.method;
                    bee_all_result_free(r);
                }
                double mid = median(t, runs);
                printf("%-22s %-8s (%-7s) %d thread%s %8.2f ms (min %7.2f)  %zu puzzles\n",
                       cases[c].name, bee_all_method_name((bee_all_method)m),
                       bee_all_method_name(ran), threads, threads > 1 ? "s" : " ", mid, t[0],
                       count);
            }
    bee_index_free(ix);
    bee_dict_free(d);
    return 0;
}
