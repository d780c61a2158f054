/*
 * bench_run.c - the measurements behind `bee-simd bench`.
 *
 * Puzzles: seeded (splitmix64), each the letters of a real pangram of the
 * dictionary with a random center, so every puzzle has answers like the NYT's.
 * Timing: every method solves the whole set once untimed (warming caches and
 * checking its answers against the reference), then `repeat` timed rounds over
 * the set, one clock reading around each solve; a puzzle's time is the median
 * of its rounds minus the cost of reading the clock; the table reports the
 * median and the 10th and 90th percentiles over puzzles.  Hardware counters
 * cover one more round, apart, so their system calls stay out of the times.
 */
#define _GNU_SOURCE /* clock_gettime under -std=c11 */
#include "bench.h"
#include "solve/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

double bench_now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile of sorted v[0..n) (nearest rank). */
static double quantile(const double *v, size_t n, double q)
{
    if (n == 0)
        return 0;
    size_t i = (size_t)(q * (double)(n - 1) + 0.5);
    return v[i < n ? i : n - 1];
}

void bench_quantiles(double *v, size_t n, double *median, double *p10, double *p90)
{
    qsort(v, n, sizeof *v, cmp_double);
    *median = quantile(v, n, 0.5);
    *p10 = quantile(v, n, 0.1);
    *p90 = quantile(v, n, 0.9);
}

static double timer_cost(void)
{
    double d[101];
    for (int i = 0; i < 101; i++) {
        double a = bench_now_ns();
        d[i] = bench_now_ns() - a;
    }
    qsort(d, 101, sizeof *d, cmp_double);
    return d[50];
}

/* A puzzle from the letters of `mask` (bits of d's alphabet) with center
 * `center_rank` among them: its text the letters in order, the center
 * swapped to the front, in the alphabet's UTF-8. */
static bee_puzzle puzzle_of(const bee_dict *d, uint32_t mask, uint32_t center_rank)
{
    int order[32] = {0}, n = 0;
    for (uint32_t m = mask; m; m &= m - 1)
        order[n++] = __builtin_ctz(m);
    int t = order[0];
    order[0] = order[center_rank];
    order[center_rank] = t;
    bee_puzzle p;
    memset(&p, 0, sizeof p);
    p.letters = mask;
    p.center = 1u << order[0];
    p.size = n;
    size_t j = 0;
    for (int i = 0; i < n; i++) {
        char one[5];
        size_t len = bee_alphabet_letter(bee_dict_alphabet(d), order[i], one);
        if (j + len >= sizeof p.text)
            break; /* a name only: multi-byte letters may not all fit */
        memcpy(p.text + j, one, len);
        j += len;
    }
    return p;
}

/* Every puzzle's answers (word ids) one after the other, for the floor. */
typedef struct kept_answers {
    uint32_t *ids;
    size_t *at; /* puzzle i's ids: ids[at[i] .. at[i + 1]) */
    size_t n, total, cap, at_cap;
} kept_answers;

static bee_status answers_keep(kept_answers *k, const bee_result *r)
{
    size_t count;
    const uint32_t *w = bee_result_words(r, &count);
    if (k->n + 2 > k->at_cap) {
        size_t cap = k->at_cap ? 2 * k->at_cap : 256;
        size_t *at = realloc(k->at, cap * sizeof *at);
        if (!at)
            return BEE_ERR_NOMEM;
        k->at = at;
        k->at_cap = cap;
        if (k->n == 0)
            k->at[0] = 0;
    }
    if (k->total + count > k->cap) {
        size_t cap = k->cap ? 2 * k->cap : 4096;
        while (cap < k->total + count)
            cap *= 2;
        uint32_t *ids = realloc(k->ids, cap * sizeof *ids);
        if (!ids)
            return BEE_ERR_NOMEM;
        k->ids = ids;
        k->cap = cap;
    }
    if (count)
        memcpy(k->ids + k->total, w, count * sizeof *w);
    k->total += count;
    k->at[++k->n] = k->total;
    return BEE_OK;
}

static void answers_free(kept_answers *k)
{
    free(k->ids);
    free(k->at);
}

/* The floor of a solve, as bench/bench_solve measures it: a memcpy of each
 * puzzle's answers into one buffer, the whole set timed per round (a copy is
 * shorter than a clock reading), divided by the puzzles. */
static void time_floor(const kept_answers *k, size_t n, unsigned rounds, bench_set *s)
{
    size_t longest = 1;
    for (size_t i = 0; i < n; i++)
        if (k->at[i + 1] - k->at[i] > longest)
            longest = k->at[i + 1] - k->at[i];
    uint32_t *dst = malloc(longest * sizeof *dst);
    double *t = malloc(rounds * sizeof *t);
    if (!dst || !t || n == 0) {
        free(dst);
        free(t);
        return;
    }
    uint32_t check = 0;
    for (unsigned j = 0; j < rounds; j++) {
        double t0 = bench_now_ns();
        for (size_t i = 0; i < n; i++) {
            memcpy(dst, k->ids + k->at[i], (k->at[i + 1] - k->at[i]) * sizeof *dst);
            __asm__ volatile("" : : "r"(dst) : "memory"); /* keep every copy */
            check += dst[0];
        }
        t[j] = (bench_now_ns() - t0) / (double)n;
    }
    if (check == 42) /* keep the work observable */
        fprintf(stderr, " ");
    double p10, p90;
    bench_quantiles(t, rounds, &s->floor_ns, &p10, &p90);
    s->floor_best_ns = t[0];
    free(t);
    free(dst);
}

double bench_copy_ns(const void *src, size_t bytes, unsigned rounds)
{
    unsigned char *dst = malloc(bytes + 1);
    double *t = malloc((rounds + 1) * sizeof *t);
    double m = 0, p10, p90;
    if (dst && t && rounds) {
        for (unsigned j = 0; j < rounds; j++) {
            double t0 = bench_now_ns();
            memcpy(dst, src, bytes);
            __asm__ volatile("" : : "r"(dst) : "memory"); /* keep the copy */
            t[j] = bench_now_ns() - t0;
        }
        bench_quantiles(t, rounds, &m, &p10, &p90);
    }
    free(dst);
    free(t);
    return m;
}

bee_status bench_set_make(bench_set *s, const bee_dict *d, const bench_config *cfg,
                          int inject_fault, bee_error *err)
{
    memset(s, 0, sizeof *s);
    kept_answers kept = {0};
    size_t n = cfg->puzzles, nd = bee_dict_size(d);
    int size = cfg->size;
    s->puzzles = malloc(n * sizeof *s->puzzles);
    s->count = malloc(n * sizeof *s->count);
    s->score = malloc(n * sizeof *s->score);
    s->pangrams = malloc(n * sizeof *s->pangrams);
    uint32_t *pangram_sets = malloc((nd + 1) * sizeof *pangram_sets);
    bee_result *r = bee_result_new();
    if (!s->puzzles || !s->count || !s->score || !s->pangrams || !pangram_sets || !r) {
        free(pangram_sets);
        bee_result_free(r);
        bench_set_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory making the puzzle set");
    }
    size_t np = 0;
    for (size_t i = 0; i < nd; i++)
        if ((int)bee_popcount32(bee_dict_word_mask(d, (uint32_t)i)) == size &&
            bee_dict_word_len(d, (uint32_t)i) >= cfg->min_len)
            pangram_sets[np++] = bee_dict_word_mask(d, (uint32_t)i);
    uint64_t seed = cfg->seed;
    for (size_t i = 0; i < n; i++) {
        uint32_t mask = 0;
        if (np && !cfg->random_puzzles) {
            mask = pangram_sets[splitmix(&seed) % np];
        } else {
            while ((int)bee_popcount32(mask) < size)
                mask |= 1u << (splitmix(&seed) % (uint64_t)bee_alphabet_size(bee_dict_alphabet(d)));
        }
        s->puzzles[i] = puzzle_of(d, mask, (uint32_t)(splitmix(&seed) % (uint64_t)size));
        bee_solve_options o;
        bee_solve_options_init(&o);
        o.scoring = cfg->scoring;
        o.want_words = 1; /* the floor copies them */
        bee_solve_reference(d, cfg->min_len, &s->puzzles[i], &o, r, NULL);
        s->count[i] = r->count;
        s->score[i] = r->score;
        s->pangrams[i] = r->pangrams;
        if (answers_keep(&kept, r) != BEE_OK) {
            answers_free(&kept);
            free(pangram_sets);
            bee_result_free(r);
            bench_set_free(s);
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory keeping the answers");
        }
    }
    if (inject_fault && n)
        s->count[0]++;
    s->n = n;
    s->timer_ns = timer_cost();
    time_floor(&kept, n, cfg->repeat < 5 ? 5 : cfg->repeat, s);
    answers_free(&kept);
    free(pangram_sets);
    bee_result_free(r);
    return BEE_OK;
}

void bench_row_free(bench_row *row)
{
    free(row->ns_each);
    row->ns_each = NULL;
}

void bench_set_free(bench_set *s)
{
    free(s->puzzles);
    free(s->count);
    free(s->score);
    free(s->pangrams);
    memset(s, 0, sizeof *s);
}

/* The untimed round: answers checked, counters summed. */
static bee_status warm_and_check(bee_algo *a, const bench_set *set, const bee_solve_options *so,
                                 bee_result *r, bench_row *row, bee_error *err)
{
    double entered = 0, tested = 0, bytes = 0, answers = 0;
    for (size_t i = 0; i < set->n; i++) {
        bee_algo_counters c;
        bee_status st = bee_algo_solve(a, &set->puzzles[i], so, r, &c, err);
        if (st != BEE_OK)
            return st;
        entered += (double)c.blocks_entered;
        tested += (double)c.masks_tested;
        bytes += (double)c.bytes_touched;
        answers += (double)r->count;
        if (r->count != set->count[i] || r->score != set->score[i] ||
            r->pangrams != set->pangrams[i]) {
            if (!row->disagreements++)
                snprintf(row->first_disagreement, sizeof row->first_disagreement,
                         "puzzle %s: %zu words, %zu pangrams, score %llu; reference %zu, %zu, %llu",
                         set->puzzles[i].text, r->count, r->pangrams, (unsigned long long)r->score,
                         set->count[i], set->pangrams[i], (unsigned long long)set->score[i]);
        }
    }
    double n = set->n ? (double)set->n : 1;
    row->blocks_entered = entered / n;
    row->masks_tested = tested / n;
    row->bytes_touched = bytes / n;
    row->answers = answers / n;
    return BEE_OK;
}

static void time_rounds(bee_algo *a, const bench_config *cfg, const bench_set *set,
                        const bee_solve_options *so, bee_result *r, double *samples,
                        double *per_puzzle, bench_row *row)
{
    size_t n = set->n;
    unsigned reps = cfg->repeat;
    for (unsigned k = 0; k < reps; k++)
        for (size_t i = 0; i < n; i++) {
            double t0 = bench_now_ns();
            bee_algo_solve(a, &set->puzzles[i], so, r, NULL, NULL);
            double t = bench_now_ns() - t0 - set->timer_ns;
            samples[i * reps + k] = t > 0 ? t : 0;
        }
    row->ns_best_round = 0;
    for (unsigned k = 0; k < reps; k++) { /* before the samples are sorted */
        double round = 0;
        for (size_t i = 0; i < n; i++)
            round += samples[i * reps + k];
        round /= n ? (double)n : 1;
        if (k == 0 || round < row->ns_best_round)
            row->ns_best_round = round;
    }
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        qsort(samples + i * reps, reps, sizeof *samples, cmp_double);
        per_puzzle[i] = quantile(samples + i * reps, reps, 0.5);
        sum += per_puzzle[i];
    }
    if (row->ns_each)
        memcpy(row->ns_each, per_puzzle, n * sizeof *per_puzzle);
    qsort(per_puzzle, n, sizeof *per_puzzle, cmp_double);
    row->ns_median = quantile(per_puzzle, n, 0.5);
    row->ns_p10 = quantile(per_puzzle, n, 0.1);
    row->ns_p90 = quantile(per_puzzle, n, 0.9);
    row->ns_mean = n ? sum / (double)n : 0;
}

/* One puzzle of the counted pass, a function of its own so that a profiler
 * can count each puzzle: bench/regenerate.sh runs callgrind with
 * --toggle-collect=bench_counted_puzzle --dump-after=bench_counted_puzzle
 * (one dump a puzzle) for the instructions against answers a puzzle. */
__attribute__((noinline)) void bench_counted_puzzle(bee_algo *a, const bee_puzzle *p,
                                                    const bee_solve_options *so, bee_result *r)
{
    bee_algo_solve(a, p, so, r, NULL, NULL);
}

/* One untimed pass over the set, in a function of its own so that a
 * profiler can count exactly it: bench/instructions.sh runs callgrind with
 * --toggle-collect=bench_counted_pass, which gives the instructions of each
 * method's warm pass (one dump a method, in the order of the rows). */
__attribute__((noinline)) void bench_counted_pass(bee_algo *a, const bench_set *set,
                                                  const bee_solve_options *so, bee_result *r)
{
    for (size_t i = 0; i < set->n; i++)
        bench_counted_puzzle(a, &set->puzzles[i], so, r);
}

static void count_hardware(bee_algo *a, const bench_set *set, const bee_solve_options *so,
                           bee_result *r, hwcount *hw, bench_row *row)
{
    uint64_t v[3];
    hwcount_start(hw);
    bench_counted_pass(a, set, so, r);
    row->hw_ok = hwcount_stop(hw, v) && set->n;
    if (row->hw_ok) {
        row->cycles = (double)v[0] / (double)set->n;
        row->instructions = (double)v[1] / (double)set->n;
        row->cache_misses = (double)v[2] / (double)set->n;
    }
}

bee_status bench_measure(const bench_config *cfg, const bee_dict *d, const bench_set *set,
                         hwcount *hw, const char *name, uint32_t block_size, bench_row *row,
                         bee_error *err)
{
    memset(row, 0, sizeof *row);
    row->algo = bee_algo_name((size_t)bee_algo_find(name));
    bee_algo_options o;
    bee_algo_options_init(&o);
    o.min_len = cfg->min_len;
    o.block_size = block_size;
    o.shared_letters = cfg->shared_letters;
    o.super_size = cfg->super_size;
    o.kernel = cfg->kernel;
    bee_algo *a;
    double t0 = bench_now_ns();
    bee_status rc = bee_algo_build(name, d, &o, &a, err);
    if (rc != BEE_OK)
        return rc;
    row->build_ms = (bench_now_ns() - t0) / 1e6;
    bee_algo_info info;
    bee_algo_get_info(a, &info);
    row->kernel = info.kernel;
#if !defined(__aarch64__)
    row->kernel_emulated = info.kernel == BEE_KERNEL_NEON;
#endif
    row->block_size = info.blocks ? info.block_size : 0;
    row->shared_letters = info.shared_letters;
    row->super_size = info.super_size;
    row->memory = info.bytes;
    row->blocks = info.blocks;

    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = cfg->scoring;
    so.want_words = !cfg->count_only;
    bee_result *r = bee_result_new();
    size_t n = set->n ? set->n : 1;
    double *samples = malloc(n * cfg->repeat * sizeof *samples);
    double *per_puzzle = malloc(n * sizeof *per_puzzle);
    row->ns_each = calloc(n, sizeof *row->ns_each);
    if (!r || !samples || !per_puzzle || !row->ns_each)
        rc = bee_fail(err, BEE_ERR_NOMEM, "out of memory timing method '%s'", name);
    else
        rc = warm_and_check(a, set, &so, r, row, err);
    if (rc == BEE_OK) {
        time_rounds(a, cfg, set, &so, r, samples, per_puzzle, row);
        count_hardware(a, set, &so, r, hw, row);
    }
    free(samples);
    free(per_puzzle);
    bee_result_free(r);
    bee_algo_free(a);
    return rc;
}
