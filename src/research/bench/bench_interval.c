/*
 * bench_interval.c - how sure a ratio between two methods is: a paired
 * bootstrap over the puzzles.  Both methods solved the same puzzles, so a
 * resample draws puzzle numbers with replacement and takes the median of
 * each method's times on those same puzzles; the 2.5th and 97.5th
 * percentiles of the ratio over the resamples bound it.  An interval that
 * holds 1 means the run cannot tell the two apart (RESULTS.md says "no
 * difference").  The resamples are seeded: the same times give the same
 * interval.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

#define RESAMPLES 1000

static uint64_t next(uint64_t *s) /* splitmix64 */
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The k-th smallest of v[0..n) (v reordered): a three-way quickselect, linear on
 * average, where a sort a resample would make the intervals the slowest
 * part of a run under valgrind. */
static double kth(double *v, size_t n, size_t k)
{
    size_t lo = 0, hi = n - 1; /* v[k] lies in v[lo..hi] */
    while (lo < hi) {
        double pivot = v[lo + (hi - lo) / 2], t;
        size_t lt = lo, i = lo, gt = hi + 1; /* < pivot: [lo,lt); == : [lt,i); > : [gt,hi] */
        while (i < gt) {
            if (v[i] < pivot) {
                t = v[i], v[i] = v[lt], v[lt] = t;
                lt++, i++;
            } else if (v[i] > pivot) {
                gt--;
                t = v[i], v[i] = v[gt], v[gt] = t;
            } else {
                i++;
            }
        }
        if (k < lt)
            hi = lt - 1;
        else if (k >= gt)
            lo = gt;
        else
            return pivot;
    }
    return v[k];
}

/* The median as bench_quantiles takes it (nearest rank). */
static double median_of(double *v, size_t n)
{
    return kth(v, n, (size_t)(0.5 * (double)(n - 1) + 0.5));
}

/* The interval of median(a) / median(b) over paired resamples of n puzzles. */
static void ratio_interval(const double *a, const double *b, size_t n, double *lo, double *hi)
{
    double *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
    double *ratio = malloc(RESAMPLES * sizeof *ratio);
    *lo = *hi = 0;
    if (!ra || !rb || !ratio || n == 0) {
        free(ra);
        free(rb);
        free(ratio);
        return;
    }
    uint64_t seed = 38; /* any fixed seed */
    size_t kept = 0;
    for (size_t k = 0; k < RESAMPLES; k++) {
        for (size_t i = 0; i < n; i++) {
            size_t j = (size_t)(next(&seed) % n);
            ra[i] = a[j];
            rb[i] = b[j];
        }
        double mb = median_of(rb, n);
        if (mb > 0)
            ratio[kept++] = median_of(ra, n) / mb;
    }
    if (kept) {
        *lo = kth(ratio, kept, (size_t)(0.025 * (double)(kept - 1) + 0.5));
        *hi = kth(ratio, kept, (size_t)(0.975 * (double)(kept - 1) + 0.5));
    }
    free(ra);
    free(rb);
    free(ratio);
}

void bench_intervals(bench_row *rows, size_t n, size_t puzzles)
{
    const bench_row *naive = NULL;
    for (size_t i = 0; i < n; i++)
        if (strcmp(rows[i].algo, "naive") == 0)
            naive = &rows[i];
    for (size_t i = 0; i < n; i++) {
        bench_row *r = &rows[i];
        if (!r->ns_each)
            continue;
        if (naive && naive->ns_each)
            ratio_interval(naive->ns_each, r->ns_each, puzzles, &r->vs_naive_lo, &r->vs_naive_hi);
        if (i > 0 && rows[i - 1].ns_each) {
            r->step_from = rows[i - 1].algo;
            r->step = r->ns_median > 0 ? rows[i - 1].ns_median / r->ns_median : 0;
            ratio_interval(rows[i - 1].ns_each, r->ns_each, puzzles, &r->step_lo, &r->step_hi);
        }
    }
}
