/*
 * bench_bag.c - letter bags on one thread, words materialized (ids written to
 * the result): the median time per 25-letter bag over the three published
 * Letterpress boards and 1,000 seeded random 25-letter bags, and over
 * repeats of the near-alphabet stress board; each also with the answers
 * sorted longest first.  Targets (ENABLE): 50 us and 1 ms.
 *
 * Usage: bench_bag [--dict PATH] [--kernel NAME] [--block-size N] [--reps N]
 *        (default dictionary ../shared/data/enable1.txt, as run from the
 *        repository; the index is built once, each bag answered --reps times
 *        and its fastest run kept, so a bag's figure is not one noisy sample).
 */
#define _POSIX_C_SOURCE 200809L
#include "bee.h"
#include "bee_experimental.h" /* counters */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Fastest of `reps` answers of one bag, in microseconds; *count the answers. */
static double time_bag(const bee_bag_index *bx, const bee_bag *bag, int sorted, int reps,
                       bee_result *r, size_t *count, size_t *tested)
{
    double best = 1e30;
    for (int i = 0; i < reps; i++) {
        double t0 = now_us();
        if (bee_bag_solve(bx, bag, NULL, r, NULL) != BEE_OK ||
            (sorted && bee_bag_sort(bx, r, BEE_BAG_ORDER_LENGTH, NULL) != BEE_OK)) {
            fprintf(stderr, "bench_bag: query failed\n");
            exit(1);
        }
        double t = now_us() - t0;
        if (t < best)
            best = t;
    }
    *count = bee_result_count(r);
    *tested = bee_result_masks_tested(r);
    return best;
}

static bee_bag parse(const char *text)
{
    bee_bag b;
    bee_error err;
    if (bee_bag_parse(NULL, text, strlen(text), &b, &err) != BEE_OK) {
        fprintf(stderr, "bench_bag: %s\n", err.message);
        exit(1);
    }
    return b;
}

int main(int argc, char **argv)
{
    const char *dict = "../shared/data/enable1.txt";
    bee_bag_index_options o;
    bee_bag_index_options_init(&o);
    int reps = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--dict") == 0)
            dict = argv[i + 1];
        else if (strcmp(argv[i], "--kernel") == 0)
            o.kernel = (bee_kernel_id)bee_kernel_from_name(argv[i + 1]);
        else if (strcmp(argv[i], "--block-size") == 0)
            o.block_size = (uint32_t)atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--reps") == 0)
            reps = atoi(argv[i + 1]);
        else {
            fprintf(stderr,
                    "usage: bench_bag [--dict PATH] [--kernel NAME] [--block-size N] [--reps N]\n");
            return 2;
        }
    }
    bee_error err;
    bee_dict *d;
    if (bee_dict_load_file(dict, NULL, &d, &err) != BEE_OK) {
        fprintf(stderr, "bench_bag: %s\n", err.message);
        return 1;
    }
    double t0 = now_us();
    bee_bag_index *bx;
    if (bee_bag_index_build(d, &o, &bx, &err) != BEE_OK) {
        fprintf(stderr, "bench_bag: %s\n", err.message);
        return 1;
    }
    double build_ms = (now_us() - t0) / 1e3;
    bee_bag_info info;
    bee_bag_index_get_info(bx, &info);
    printf("# cpu [%s], kernel %s, %zu words, %zu blocks of %u, %zu exact-check words, "
           "index %.1f MB built in %.1f ms, best of %d runs per bag\n",
           bee_cpu_features(), bee_kernel_name(bee_bag_index_kernel(bx)), info.words, info.blocks,
           info.block_size, info.exact_words, info.bytes / 1e6, build_ms, reps);

    enum { RANDOM = 1000 };
    static const char *boards[] = {"ovrkqlwislrecrtgmvpfprzey", "odidwocswkbafvydehsbiviez",
                                   "rtlyifebuzkxndovzyzodelap"};
    size_t nbags = 3 + RANDOM;
    bee_bag *bags = malloc(nbags * sizeof *bags);
    double *t = malloc(nbags * sizeof *t);
    for (int i = 0; i < 3; i++)
        bags[i] = parse(boards[i]);
    uint64_t seed = 2024;
    for (size_t i = 3; i < nbags; i++) {
        char text[26];
        for (int j = 0; j < 25; j++)
            text[j] = (char)('a' + splitmix(&seed) % 26);
        text[25] = '\0';
        bags[i] = parse(text);
    }
    bee_result *r = bee_result_new();
    for (int sorted = 0; sorted < 2; sorted++) {
        size_t total = 0, tested = 0;
        for (size_t i = 0; i < nbags; i++) {
            size_t n, k;
            t[i] = time_bag(bx, &bags[i], sorted, reps, r, &n, &k);
            total += n;
            tested += k;
            if (i < 3 && !sorted)
                printf("board %s: %zu words, %zu keys tested, %.1f us\n", boards[i], n, k, t[i]);
        }
        qsort(t, nbags, sizeof *t, cmp_double);
        printf("25-letter bags%s: median %.1f us, p90 %.1f us, max %.1f us "
               "(%zu bags, mean %.0f words, %.0f keys tested; target median <= 50 us)\n",
               sorted ? ", sorted" : "", t[nbags / 2], t[nbags * 9 / 10], t[nbags - 1], nbags,
               (double)total / nbags, (double)tested / nbags);
    }

    const char *stress = "abcdefghifghijklmnopqrstuvxyz";
    bee_bag sb = parse(stress);
    for (int sorted = 0; sorted < 2; sorted++) {
        enum { RUNS = 51 };
        double s[RUNS];
        size_t n = 0, k = 0;
        for (int i = 0; i < RUNS; i++)
            s[i] = time_bag(bx, &sb, sorted, 1, r, &n, &k);
        qsort(s, RUNS, sizeof *s, cmp_double);
        printf("stress board %s%s: %zu words, %zu keys tested, median %.1f us of %d runs "
               "(target <= 1000 us)\n",
               stress, sorted ? ", sorted" : "", n, k, s[RUNS / 2], RUNS);
    }
    bee_result_free(r);
    free(bags);
    free(t);
    bee_bag_index_free(bx);
    bee_dict_free(d);
    return 0;
}
