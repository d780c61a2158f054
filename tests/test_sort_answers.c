/*
 * test_sort_answers.c - the bitmap sort of a solve's answers
 * (src/solve/sort_answers.c) against a plain reference (qsort, then equal
 * ids dropped): ids as a solve gives them (a few sorted runs), random ids,
 * dense ones (every id of a 64-id word, every id below the limit), the
 * first and last ids, words of more than 4 ids, sizes 0 to a few hundred,
 * id ranges of 1 id to BEE_SORT_ANSWERS_IDS around each word and summary
 * boundary, and an id given twice.  After every sort the bitmap must be
 * all zeros again (the next sort relies on it), also after the bitmap grew;
 * one test leaves a bit set on purpose to prove the comparison catches it.
 */
#include "testutil.h"
#include "solve/engine.h"

#include <stdlib.h>
#include <string.h>

static int ascending(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* The distinct ids of a[0 .. n) in ascending order into want; how many. */
static size_t reference(const uint32_t *a, size_t n, uint32_t *want)
{
    memcpy(want, a, n * sizeof *a);
    qsort(want, n, sizeof *want, ascending);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (k == 0 || want[k - 1] != want[i])
            want[k++] = want[i];
    return k;
}

static void expect_zeros(const bee_id_bitmap *b)
{
    size_t summaries = (b->n_leaves + 63) / 64;
    for (size_t i = 0; i < summaries; i++)
        if (b->summary[i])
            fail_msg("summary word %zu left set", i);
    for (size_t i = 0; i < b->n_leaves; i++)
        if (b->leaf[i])
            fail_msg("leaf word %zu left set", i);
}

/* Sort a[0 .. n) (ids below n_ids) and compare with the reference. */
static void check(bee_id_bitmap *b, const uint32_t *a, size_t n, size_t n_ids, const char *what)
{
    assert_int_equal(bee_id_bitmap_reserve(b, n_ids), BEE_OK);
    uint32_t *want = malloc((n + 1) * sizeof *want);
    uint32_t *to = malloc((n + BEE_SORT_ANSWERS_PAD) * sizeof *to);
    uint32_t *leaves = malloc((n + BEE_SORT_ANSWERS_PAD) * sizeof *leaves);
    size_t k = reference(a, n, want);
    size_t got = bee_sort_answers(b, a, n, to, leaves);
    if (got != k)
        fail_msg("%s: n %zu, ids below %zu: %zu ids out, want %zu", what, n, n_ids, got, k);
    for (size_t i = 0; i < k; i++)
        if (to[i] != want[i])
            fail_msg("%s: n %zu, ids below %zu: place %zu holds %u, want %u", what, n, n_ids, i,
                     (unsigned)to[i], (unsigned)want[i]);
    expect_zeros(b);
    free(want);
    free(to);
    free(leaves);
}

/* n distinct ids below n_ids (n <= n_ids), in random order. */
static void distinct_ids(tu_rng *rng, uint32_t *a, size_t n, size_t n_ids)
{
    for (size_t i = 0; i < n;) {
        uint32_t id = tu_below(rng, (uint32_t)n_ids);
        int seen = 0;
        for (size_t j = 0; j < i; j++)
            seen |= a[j] == id;
        if (!seen)
            a[i++] = id;
    }
}

/* Split a[0 .. n) into a few runs and sort each: a solve's order. */
static void as_runs(tu_rng *rng, uint32_t *a, size_t n)
{
    for (size_t at = 0; at < n;) {
        size_t len = 1 + tu_below(rng, 6);
        if (len > n - at)
            len = n - at;
        qsort(a + at, len, sizeof *a, ascending);
        at += len;
    }
}

static const size_t id_ranges[] = {1,    2,    63,   64,     65,     4095,
                                   4096, 4097, 8191, 172820, 262143, BEE_SORT_ANSWERS_IDS};

static void random_and_runs(void **state)
{
    (void)state;
    tu_rng rng = {41};
    bee_id_bitmap b = {0};
    uint32_t a[400];
    for (size_t r = 0; r < sizeof id_ranges / sizeof *id_ranges; r++) {
        size_t n_ids = id_ranges[r];
        for (size_t n = 0; n <= 300 && n <= n_ids; n += n < 70 ? 1 : 23) {
            distinct_ids(&rng, a, n, n_ids);
            check(&b, a, n, n_ids, "random");
            as_runs(&rng, a, n);
            check(&b, a, n, n_ids, "runs");
        }
    }
    bee_id_bitmap_free(&b);
}

static void dense_and_edges(void **state)
{
    (void)state;
    bee_id_bitmap b = {0};
    uint32_t a[4200];
    for (size_t r = 0; r < sizeof id_ranges / sizeof *id_ranges; r++) {
        size_t n_ids = id_ranges[r];
        /* the first and the last id */
        a[0] = (uint32_t)n_ids - 1;
        a[1] = 0;
        check(&b, a, n_ids > 1 ? 2 : 1, n_ids, "first and last");
        /* every id of the last 64-id word, descending */
        size_t n = 0, last_word = (n_ids - 1) / 64 * 64;
        for (size_t id = n_ids; id > last_word;)
            a[n++] = (uint32_t)--id;
        check(&b, a, n, n_ids, "a whole word");
        /* every id of each word boundary's two sides */
        n = 0;
        for (size_t id = 63; id + 1 < n_ids && n + 2 <= 4200; id += 64) {
            a[n++] = (uint32_t)id + 1;
            a[n++] = (uint32_t)id;
        }
        check(&b, a, n, n_ids, "word boundaries");
    }
    /* every id below 4096, descending: every word and summary bit set */
    for (size_t i = 0; i < 4096; i++)
        a[i] = (uint32_t)(4095 - i);
    check(&b, a, 4096, 4096, "every id");
    bee_id_bitmap_free(&b);
}

/* An id given twice (a hostile index file's lists) comes out once: the
 * caller sees fewer than n and sorts otherwise; the bitmap is clean. */
static void an_id_twice(void **state)
{
    (void)state;
    bee_id_bitmap b = {0};
    uint32_t a[] = {900, 5, 70, 5, 4096, 900, 900, 3};
    check(&b, a, sizeof a / sizeof *a, 5000, "repeats");
    bee_id_bitmap_free(&b);
}

/* A small bitmap grown to a large one is all zeros; one that is big
 * enough is kept. */
static void the_bitmap_grows(void **state)
{
    (void)state;
    bee_id_bitmap b = {0};
    uint32_t a[] = {9, 2, 40};
    check(&b, a, 3, 64, "small");
    uint64_t *leaf = b.leaf;
    check(&b, a, 3, 50, "smaller");
    assert_ptr_equal(b.leaf, leaf);
    uint32_t big[] = {262143, 9, 131072, 4096};
    check(&b, big, 4, BEE_SORT_ANSWERS_IDS, "grown");
    bee_id_bitmap_free(&b);
    assert_null(b.leaf);
}

/* A bit left set in the bitmap (as a sort that did not clear what it read
 * would leave) adds an id that is no answer: the comparison must see it. */
static void an_injected_fault_is_caught(void **state)
{
    (void)state;
    bee_id_bitmap b = {0};
    assert_int_equal(bee_id_bitmap_reserve(&b, 5000), BEE_OK);
    b.leaf[2] |= 1ull << 7; /* id 135 */
    b.summary[0] |= 1ull << 2;
    uint32_t a[] = {300, 140, 7}, to[16], leaves[16]; /* room for the stray id too */
    size_t got = bee_sort_answers(&b, a, 3, to, leaves);
    /* 135 shows: either as a fourth id or in the place of another */
    int caught = got != 3 || to[0] != 7 || to[1] != 140 || to[2] != 300;
    assert_true(caught);
    bee_id_bitmap_free(&b);
}

int main(void)
{
    tu_print_platform("sort_answers");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_and_runs),
        cmocka_unit_test(dense_and_edges),
        cmocka_unit_test(an_id_twice),
        cmocka_unit_test(the_bitmap_grows),
        cmocka_unit_test(an_injected_fault_is_caught),
    };
    return cmocka_run_group_tests_name("sort_answers", tests, NULL, NULL);
}
