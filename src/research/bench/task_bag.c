/*
 * task_bag.c - `bee-simd bench --task bag`: the Letterpress article's table.
 * Each method answers each board (every word it spells, any length); its
 * answers are sorted (untimed) and checked against the reference, then it is
 * timed over the rounds.
 */
#include "bench.h"
#include "solve/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void check(const bee_dict *d, const bee_result *got, const bee_result *want, task_row *row)
{
    size_t i = 0;
    while (i < got->count && i < want->count && got->words[i] == want->words[i])
        i++;
    if (i == got->count && i == want->count)
        return;
    row->disagreements = 1;
    snprintf(row->first_disagreement, sizeof row->first_disagreement,
             "board %s: %zu words, reference %zu; first difference at word %zu (%s vs %s)",
             row->board, got->count, want->count, i,
             i < got->count ? bee_dict_word(d, got->words[i]) : "none",
             i < want->count ? bee_dict_word(d, want->words[i]) : "none");
}

static bee_status measure(const bench_config *cfg, const bee_dict *d, const bee_bag_algo *a,
                          const bee_bag *bag, const bee_result *want, bee_result *r, double *runs,
                          task_row *row, bee_error *err)
{
    bee_status st = bee_bag_algo_solve(a, bag, r, err); /* untimed: warm, check */
    if (st != BEE_OK)
        return st;
    if (r->count) /* r->words may be NULL when there is no answer */
        qsort(r->words, r->count, sizeof *r->words, cmp_u32);
    check(d, r, want, row);
    row->answers = r->count;
    for (unsigned k = 0; k < cfg->repeat && st == BEE_OK; k++) {
        double t0 = bench_now_ns();
        st = bee_bag_algo_solve(a, bag, r, err);
        runs[k] = bench_now_ns() - t0;
    }
    if (st == BEE_OK)
        bench_quantiles(runs, cfg->repeat, &row->ns_median, &row->ns_p10, &row->ns_p90);
    if (want->count) /* want->words may be NULL when there is no answer */
        row->floor_ns = bench_copy_ns(want->words, want->count * sizeof *want->words, 11);
    return st;
}

bee_status bench_task_bag(const bench_config *cfg, const bee_dict *d, const char *const *methods,
                          size_t n_methods, int inject_fault, task_row *rows, bee_error *err)
{
    size_t nb = cfg->n_boards;
    bee_bag *bags = calloc(nb + 1, sizeof *bags);
    bee_result **want = calloc(nb + 1, sizeof *want);
    bee_result *r = bee_result_new();
    double *runs = malloc((cfg->repeat + 1) * sizeof *runs);
    bee_status st = bags && want && r && runs
                        ? BEE_OK
                        : bee_fail(err, BEE_ERR_NOMEM, "out of memory for the letter-bag task");
    for (size_t b = 0; st == BEE_OK && b < nb; b++) {
        st = bee_bag_parse(bee_dict_alphabet(d), cfg->boards[b], strlen(cfg->boards[b]), &bags[b],
                           err);
        if (st == BEE_OK && !(want[b] = bee_result_new()))
            st = bee_fail(err, BEE_ERR_NOMEM, "out of memory for the letter-bag task");
        if (st == BEE_OK)
            st = bee_bag_algo_reference(d, &bags[b], want[b], err);
        if (st == BEE_OK && inject_fault && b == 0)
            want[b]->count = want[b]->count ? want[b]->count - 1 : 0; /* test hook */
    }
    for (size_t m = 0; st == BEE_OK && m < n_methods; m++) {
        int i = bee_bag_algo_find(methods[m]);
        bee_bag_algo *a;
        double t0 = bench_now_ns();
        st = bee_bag_algo_build(methods[m], d, &a, err);
        if (st != BEE_OK)
            break;
        double build_ms = (bench_now_ns() - t0) / 1e6;
        for (size_t b = 0; st == BEE_OK && b < nb; b++) {
            task_row *row = &rows[m * nb + b];
            memset(row, 0, sizeof *row);
            row->method = bee_bag_algo_name((size_t)i);
            row->family = bee_bag_algo_family((size_t)i);
            row->board = cfg->boards[b];
            row->kernel = (bee_kernel_id)bee_bag_algo_kernel((size_t)i);
#if !defined(__aarch64__)
            row->kernel_emulated = row->kernel == BEE_KERNEL_NEON;
#endif
            row->build_ms = build_ms;
            row->memory = bee_bag_algo_bytes(a);
            st = measure(cfg, d, a, &bags[b], want[b], r, runs, row, err);
        }
        bee_bag_algo_free(a);
    }
    for (size_t b = 0; want && b < nb; b++)
        bee_result_free(want[b]);
    free(want);
    free(bags);
    free(runs);
    bee_result_free(r);
    return st;
}
