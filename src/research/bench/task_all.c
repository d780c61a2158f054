/*
 * task_all.c - `bee-simd bench --task all`: the all-puzzles article's table.
 * Every method answers the 7-letter sets that have a pangram (each set's 7
 * puzzles, one a center: count, pangrams, score), single-threaded.  The
 * published iterative and hash-map methods take seconds to hours, so they are
 * timed on an evenly spaced sample of the sets and their time per set is
 * scaled to all of them (marked as extrapolated); the engine methods answer
 * the whole list only and are timed on it.
 */
#include "bench.h"
#include "solve/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct all_task {
    const bee_dict *d;
    const bench_config *cfg;
    uint32_t *sets, *sample;
    size_t n_sets, n_sample;
    size_t *sample_at;           /* sample[i] = sets[sample_at[i]] */
    bee_all_puzzle *reference;   /* 7 per sampled set */
    bee_all_puzzle *out;         /* 7 per set */
    bee_all_puzzle *first_whole; /* the first whole run's answers, or NULL */
    double *runs;
} all_task;

static void note(task_row *row, const char *what, const bee_all_puzzle *got,
                 const bee_all_puzzle *want)
{
    if (row->disagreements++)
        return;
    char letters[8];
    int k = 0;
    for (uint32_t m = got->letters; m && k < 7; m &= m - 1)
        letters[k++] = (char)('a' + __builtin_ctz(m));
    letters[k] = '\0';
    snprintf(row->first_disagreement, sizeof row->first_disagreement,
             "set %s center %c: %u words, %u pangrams, score %u; %s %u, %u, %u", letters,
             'a' + __builtin_ctz(got->center ? got->center : 1), got->count, got->pangrams,
             got->score, what, want->count, want->pangrams, want->score);
}

static int same(const bee_all_puzzle *a, const bee_all_puzzle *b)
{
    return a->letters == b->letters && a->center == b->center && a->count == b->count &&
           a->pangrams == b->pangrams && a->score == b->score;
}

/* Compare a run's answers with the reference (and the first whole run). */
static void check(all_task *t, task_row *row, int whole)
{
    for (size_t i = 0; i < t->n_sample; i++)
        for (int k = 0; k < 7; k++) {
            const bee_all_puzzle *got = &t->out[7 * (whole ? t->sample_at[i] : i) + k];
            if (!same(got, &t->reference[7 * i + k]))
                note(row, "reference", got, &t->reference[7 * i + k]);
        }
    if (!whole)
        return;
    if (!t->first_whole) {
        t->first_whole = malloc(7 * t->n_sets * sizeof *t->out + 1);
        if (t->first_whole)
            memcpy(t->first_whole, t->out, 7 * t->n_sets * sizeof *t->out);
        return;
    }
    for (size_t i = 0; i < 7 * t->n_sets; i++)
        if (!same(&t->out[i], &t->first_whole[i]))
            note(row, "first whole run", &t->out[i], &t->first_whole[i]);
}

static bee_status measure(all_task *t, const char *name, task_row *row, bee_error *err)
{
    const bench_config *cfg = t->cfg;
    int m = bee_all_algo_find(name);
    memset(row, 0, sizeof *row);
    row->method = bee_all_algo_name((size_t)m);
    row->family = bee_all_algo_family((size_t)m);
    row->kernel = BEE_KERNEL_AUTO;
    int whole = bee_all_algo_whole_only((size_t)m) || cfg->full || t->n_sample == t->n_sets;
    const uint32_t *sets = whole ? t->sets : t->sample;
    size_t n = whole ? t->n_sets : t->n_sample;
    bee_all_algo *a;
    double t0 = bench_now_ns();
    bee_status st = bee_all_algo_build(name, t->d, cfg->min_len, &a, err);
    if (st != BEE_OK)
        return st;
    row->build_ms = (bench_now_ns() - t0) / 1e6;
    row->memory = bee_all_algo_bytes(a);
    st = bee_all_algo_run(a, sets, n, cfg->scoring, t->out, err); /* untimed: warm, check */
    if (st == BEE_OK)
        check(t, row, whole);
    for (unsigned r = 0; r < cfg->repeat && st == BEE_OK; r++) {
        t0 = bench_now_ns();
        st = bee_all_algo_run(a, sets, n, cfg->scoring, t->out, err);
        t->runs[r] = bench_now_ns() - t0;
    }
    bee_all_algo_free(a);
    if (st != BEE_OK)
        return st;
    bench_quantiles(t->runs, cfg->repeat, &row->ns_median, &row->ns_p10, &row->ns_p90);
    row->sets = n;
    row->sets_total = t->n_sets;
    row->answers = 7 * n;
    row->ns_per_set = n ? row->ns_median / (double)n : 0;
    row->extrapolated = n != t->n_sets;
    row->ns_total = row->extrapolated ? row->ns_per_set * (double)t->n_sets : row->ns_median;
    row->floor_ns = bench_copy_ns(t->out, 7 * t->n_sets * sizeof *t->out, 11);
    return BEE_OK;
}

bee_status bench_task_all(const bench_config *cfg, const bee_dict *d, const char *const *methods,
                          size_t n_methods, int inject_fault, task_row *rows, bee_error *err)
{
    all_task t = {d, cfg, NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL};
    bee_status st = bee_all_pangram_sets(d, cfg->min_len, &t.sets, &t.n_sets, err);
    if (st != BEE_OK)
        return st;
    t.n_sample = cfg->sample < t.n_sets ? cfg->sample : t.n_sets;
    t.sample = malloc((t.n_sample + 1) * sizeof *t.sample);
    t.sample_at = malloc((t.n_sample + 1) * sizeof *t.sample_at);
    t.reference = malloc((7 * t.n_sample + 1) * sizeof *t.reference);
    t.out = malloc((7 * t.n_sets + 1) * sizeof *t.out);
    t.runs = malloc((cfg->repeat + 1) * sizeof *t.runs);
    if (!t.sample || !t.sample_at || !t.reference || !t.out || !t.runs)
        st = bee_fail(err, BEE_ERR_NOMEM, "out of memory for the every-puzzle task");
    for (size_t i = 0; st == BEE_OK && i < t.n_sample; i++) {
        t.sample_at[i] = i * t.n_sets / t.n_sample; /* evenly spaced */
        t.sample[i] = t.sets[t.sample_at[i]];
    }
    if (st == BEE_OK)
        st = bee_all_reference(d, cfg->min_len, t.sample, t.n_sample, cfg->scoring, t.reference,
                               err);
    if (st == BEE_OK && inject_fault && t.n_sample)
        t.reference[0].count++; /* test hook: a wrong reference must be caught */
    for (size_t i = 0; st == BEE_OK && i < n_methods; i++)
        st = measure(&t, methods[i], &rows[i], err);
    free(t.sets);
    free(t.sample);
    free(t.sample_at);
    free(t.reference);
    free(t.out);
    free(t.first_whole);
    free(t.runs);
    return st;
}
