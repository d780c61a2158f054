/*
 * test_daily.c - bee_daily against a plain reference built here: every
 * 7-letter set some word of the list uses, without S, each center solved
 * with bee_solve and kept when the bounds hold.  The day's puzzle must be
 * one of those, with the totals bee_solve gives; the same date gives the
 * same puzzle; 365 consecutive days give 365 distinct sets; the day
 * numbers are the calendar's; bad dates are refused, naming the date.
 */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The reference candidates: per letter set, the mask of its centers that
 * fit the bounds (0: the set is no candidate). */
typedef struct {
    uint32_t *sets, *centers;
    size_t n, eligible;
} reference;

static int by_value(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void reference_candidates(const bee_index *ix, reference *ref)
{
    const bee_dict *d = bee_index_dict(ix);
    size_t n = bee_dict_size(d), k = 0;
    ref->sets = malloc(n * sizeof *ref->sets);
    ref->centers = calloc(n, sizeof *ref->centers);
    assert_non_null(ref->sets);
    assert_non_null(ref->centers);
    for (uint32_t id = 0; id < n; id++) {
        uint32_t m = bee_dict_word_mask(d, id);
        if (__builtin_popcount(m) == 7 && !(m & (1u << ('s' - 'a'))))
            ref->sets[k++] = m;
    }
    qsort(ref->sets, k, sizeof *ref->sets, by_value);
    size_t u = 0;
    for (size_t i = 0; i < k; i++)
        if (u == 0 || ref->sets[u - 1] != ref->sets[i])
            ref->sets[u++] = ref->sets[i];
    ref->n = u;
    ref->eligible = 0;
    bee_result *r = bee_result_new();
    for (size_t i = 0; i < u; i++) {
        for (int c = 0; c < 7; c++) {
            bee_puzzle p = tu_puzzle_of_set(ref->sets[i], c);
            assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
            size_t count = bee_result_count(r), pangrams = bee_result_pangrams(r);
            uint64_t score = bee_result_score(r);
            if (count >= BEE_DAILY_MIN_WORDS && count <= BEE_DAILY_MAX_WORDS &&
                score >= BEE_DAILY_MIN_SCORE && score <= BEE_DAILY_MAX_SCORE && pangrams >= 1)
                ref->centers[i] |= p.center;
        }
        ref->eligible += ref->centers[i] != 0;
    }
    bee_result_free(r);
}

static uint32_t reference_centers(const reference *ref, uint32_t set)
{
    const uint32_t *at = bsearch(&set, ref->sets, ref->n, sizeof set, by_value);
    return at ? ref->centers[at - ref->sets] : 0;
}

/* "YYYY-MM-DD" of day number `day` (days since 1970-01-01), by the C library. */
static void date_of(int32_t day, char buf[16])
{
    time_t t = (time_t)day * 86400;
    struct tm tm;
    assert_non_null(gmtime_r(&t, &tm));
    strftime(buf, 16, "%Y-%m-%d", &tm);
}

static void test_a_year_of_days(void **state)
{
    (void)state;
    bee_dict *d;
    bee_index *ix;
    assert_int_equal(bee_index_load_default(&d, &ix, NULL), BEE_OK);
    reference ref;
    reference_candidates(ix, &ref);
    assert_true(ref.eligible >= 365);

    int32_t first = 20454; /* 2026-01-01 */
    uint32_t seen[365];
    bee_result *r = bee_result_new();
    for (int k = 0; k < 365; k++) {
        char date[16];
        date_of(first + k, date);
        bee_daily_puzzle p, again;
        bee_error err;
        assert_int_equal(bee_daily(ix, date, &p, &err), BEE_OK);
        assert_int_equal(p.day, first + k);
        assert_int_equal(p.eligible, ref.eligible);
        /* a candidate of the reference, with its totals */
        assert_true(reference_centers(&ref, p.puzzle.letters) & p.puzzle.center);
        assert_int_equal(bee_solve(ix, &p.puzzle, NULL, r, NULL), BEE_OK);
        assert_int_equal(p.count, bee_result_count(r));
        assert_int_equal(p.pangrams, bee_result_pangrams(r));
        assert_int_equal(p.score, bee_result_score(r));
        /* center first, the others alphabetically */
        assert_int_equal(p.puzzle.text[0] - 'a', __builtin_ctz(p.puzzle.center));
        for (int i = 2; i < 7; i++)
            assert_true(p.puzzle.text[i - 1] < p.puzzle.text[i]);
        /* the same date, the same puzzle */
        assert_int_equal(bee_daily(ix, date, &again, NULL), BEE_OK);
        assert_string_equal(again.puzzle.text, p.puzzle.text);
        for (int j = 0; j < k; j++)
            if (seen[j] == p.puzzle.letters)
                fail_msg("%s repeats the set of day %d: %s", date, j, p.puzzle.text);
        seen[k] = p.puzzle.letters;
    }
    bee_result_free(r);
    free(ref.sets);
    free(ref.centers);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void test_dates(void **state)
{
    (void)state;
    bee_dict *d;
    bee_index *ix;
    assert_int_equal(bee_index_load_default(&d, &ix, NULL), BEE_OK);
    static const struct {
        const char *date;
        int32_t day;
    } good[] = {{"1970-01-01", 0},     {"2000-03-01", 11017}, {"2024-02-29", 19782},
                {"2026-11-28", 20785}, {"2000-02-29", 11016}, {"9999-12-31", 2932896}};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        bee_daily_puzzle p;
        assert_int_equal(bee_daily(ix, good[i].date, &p, NULL), BEE_OK);
        assert_int_equal(p.day, good[i].day);
    }
    static const char *const bad[] = {
        "",           "2026-02-29",  "1900-02-29",  "2026-13-01", "2026-00-10",
        "2026-04-31", "2026-04-00",  "1969-12-31",  "20261128",   "2026-1-01",
        "2026/11/28", "2026-11-28x", " 2026-11-28", "yesterday"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        bee_daily_puzzle p;
        bee_error err;
        assert_int_equal(bee_daily(ix, bad[i], &p, &err), BEE_ERR_ARG);
        if (*bad[i] && !strstr(err.message, bad[i]))
            fail_msg("the message for '%s' does not name it: %s", bad[i], err.message);
    }
    bee_daily_puzzle p;
    assert_int_equal(bee_daily(ix, NULL, &p, NULL), BEE_ERR_ARG);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* A list with no puzzle in the bounds: refused, not a made-up puzzle. */
static void test_no_candidate(void **state)
{
    (void)state;
    static const char *const words[] = {"abcdefg", "bead", "cafe", "faced", "decaf"};
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_daily_puzzle p;
    bee_error err;
    assert_int_equal(bee_daily(ix, "2026-11-28", &p, &err), BEE_ERR_EMPTY);
    assert_non_null(strstr(err.message, "no daily puzzle"));
    bee_index_free(ix);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_year_of_days),
        cmocka_unit_test(test_dates),
        cmocka_unit_test(test_no_candidate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
