/*
 * test_bench_interval.c - the bootstrap intervals bee-bench prints beside
 * each ratio (src/research/bench/bench_interval.c), against what a ratio of
 * medians must give: an exact ratio when one method's times are another's
 * scaled, an interval holding 1 when two methods draw from one distribution,
 * one holding the true ratio and not 1 when they differ, and the same
 * interval on a rerun (the resamples are seeded).
 */
#include "testutil.h"
#include "research/bench/bench.h"

#include <stdlib.h>
#include <string.h>

#define N 200

/* A time around `mean` with relative noise up to +-`spread`. */
static double noisy(tu_rng *r, double mean, double spread)
{
    double u = (double)tu_below(r, 1000001) / 1000000.0; /* [0, 1] */
    return mean * (1 + spread * (2 * u - 1));
}

/* Rows "naive" and "fast" over N puzzles with times a and b. */
static void rows_of(bench_row *rows, double *a, double *b)
{
    memset(rows, 0, 2 * sizeof *rows);
    rows[0].algo = "naive";
    rows[1].algo = "fast";
    rows[0].ns_each = a;
    rows[1].ns_each = b;
    double sa[N], sb[N], p10, p90;
    memcpy(sa, a, sizeof sa);
    memcpy(sb, b, sizeof sb);
    bench_quantiles(sa, N, &rows[0].ns_median, &p10, &p90);
    bench_quantiles(sb, N, &rows[1].ns_median, &p10, &p90);
    rows[0].speedup = 1;
    rows[1].speedup = rows[0].ns_median / rows[1].ns_median;
}

/* Independent noisy times: naive's around mean_a, fast's around mean_b;
 * then the rows and their intervals. */
static void two_noisy(bench_row *rows, double *a, double *b, uint64_t seed, double mean_a,
                      double mean_b, double spread)
{
    tu_rng r = {seed};
    for (int i = 0; i < N; i++) {
        a[i] = noisy(&r, mean_a, spread);
        b[i] = noisy(&r, mean_b, spread);
    }
    rows_of(rows, a, b);
    bench_intervals(rows, 2, N);
}

static void scaled_times_give_the_exact_ratio(void **state)
{
    (void)state;
    tu_rng r = {1};
    double a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = noisy(&r, 1000, 0.9); /* puzzles differ widely */
        b[i] = a[i] / 3;
    }
    bench_row rows[2];
    rows_of(rows, a, b);
    bench_intervals(rows, 2, N);
    assert_true(rows[1].vs_naive_lo > 3 - 1e-9 && rows[1].vs_naive_lo < 3 + 1e-9);
    assert_true(rows[1].vs_naive_hi > 3 - 1e-9 && rows[1].vs_naive_hi < 3 + 1e-9);
    assert_string_equal(rows[1].step_from, "naive");
    assert_true(rows[1].step_lo > 3 - 1e-9 && rows[1].step_hi < 3 + 1e-9);
    assert_null(rows[0].step_from);
}

static void noise_alone_holds_one(void **state)
{
    (void)state;
    double a[N], b[N];
    bench_row rows[2];
    two_noisy(rows, a, b, 2, 1000, 1000, 0.3);
    assert_true(rows[1].vs_naive_lo < 1 && rows[1].vs_naive_hi > 1);
    assert_true(rows[1].vs_naive_lo <= rows[1].speedup && rows[1].speedup <= rows[1].vs_naive_hi);
}

static void a_real_gap_excludes_one(void **state)
{
    (void)state;
    double a[N], b[N];
    bench_row rows[2];
    two_noisy(rows, a, b, 3, 1500, 1000, 0.1);
    double lo = rows[1].vs_naive_lo, hi = rows[1].vs_naive_hi;
    assert_true(lo > 1.3 && lo < hi && hi < 1.7);
    /* seeded: the same times, the same interval; a changed time, a check that it is read */
    bench_intervals(rows, 2, N);
    assert_memory_equal(&rows[1].vs_naive_lo, &lo, sizeof lo);
    assert_memory_equal(&rows[1].vs_naive_hi, &hi, sizeof hi);
    for (int i = 0; i < N; i++)
        b[i] *= 2; /* the fault: fast got slower */
    rows_of(rows, a, b);
    bench_intervals(rows, 2, N);
    assert_true(rows[1].vs_naive_hi < 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(scaled_times_give_the_exact_ratio),
        cmocka_unit_test(noise_alone_holds_one),
        cmocka_unit_test(a_real_gap_excludes_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
