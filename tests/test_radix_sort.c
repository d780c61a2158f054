/*
 * test_radix_sort.c - the library's one radix sort (src/core/radix_sort.h) and its
 * users (bee_sort_ids, bee_sort_u64, all_sort) against a stable reference:
 * qsort by (key, position in the input).  Inputs: random, few distinct keys,
 * all equal, ascending, descending, keys using every bit of the range; sizes
 * 0, 1, 2, around the insertion-sort cut-off and past it; bit ranges from 1
 * to 64 bits wide, with bits outside the range set at random (they must ride
 * along without ordering anything, so a wrong digit shows), and keys sharing
 * their low or middle digits (the passes the sort skips).
 */
#include "testutil.h"
#include "all/all_sort.h"
#include "solve/engine.h"
#include "core/radix_sort.h"

#include <stdlib.h>
#include <string.h>

typedef struct item {
    uint64_t key;
    uint32_t at; /* position in the input: shows stability */
} item;

static uint64_t item_key(const void *e)
{
    return ((const item *)e)->key;
}

static uint64_t range_of(unsigned lo, unsigned hi)
{
    return (hi - lo >= 64 ? ~0ull : (1ull << (hi - lo)) - 1) << lo;
}

/* the reference: qsort by (key within the range, input position) */
static uint64_t ref_range;

static int by_key_then_at(const void *x, const void *y)
{
    const item *a = x, *b = y;
    uint64_t ka = a->key & ref_range, kb = b->key & ref_range;
    if (ka != kb)
        return ka < kb ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at;
}

static void reference(item *v, size_t n, unsigned lo, unsigned hi)
{
    ref_range = range_of(lo, hi);
    qsort(v, n, sizeof *v, by_key_then_at);
}

enum kind {
    RANDOM,
    FEW,
    EQUAL,
    ASCENDING,
    DESCENDING,
    EVERY_BIT,
    LOW_SAME,
    MIDDLE_SAME,
    ONE_DIFFERS,
    KINDS
};
static const char *const kind_name[KINDS] = {
    "random",
    "few distinct",
    "all equal",
    "ascending",
    "descending",
    "every bit",
    "low half equal",
    "middle third equal", /* digits every element shares, then others */
    "all but one equal",
};

/* n keys of that kind in [lo, hi), random bits outside it. */
static void make(tu_rng *r, enum kind kind, item *v, size_t n, unsigned lo, unsigned hi)
{
    const uint64_t range = range_of(lo, hi);
    const uint64_t top = range >> lo; /* the largest key in the range */
    const uint64_t equal = tu_next(r);
    for (size_t i = 0; i < n; i++) {
        uint64_t k; /* the key's value within the range */
        switch (kind) {
        case RANDOM: k = tu_next(r); break;
        case FEW: k = tu_below(r, 3) * (top / 2); break; /* 0, top/2 and top - 1 or top */
        case EQUAL: k = equal; break;
        case ONE_DIFFERS: k = i == n / 2 ? ~equal : equal; break;
        case ASCENDING: k = top / (n ? n : 1) * i + (i == n - 1 ? top % (n ? n : 1) : 0); break;
        case DESCENDING: k = top - top / (n ? n : 1) * i; break;
        case LOW_SAME: {
            uint64_t low = (1ull << (hi - lo) / 2) - 1;
            k = (tu_next(r) & ~low) | (equal & low);
            break;
        }
        case MIDDLE_SAME: {
            uint64_t middle = ((1ull << (hi - lo) / 3) - 1) << (hi - lo) / 3;
            k = (tu_next(r) & ~middle) | (equal & middle);
            break;
        }
        case EVERY_BIT:
        case KINDS: /* a count, not a kind */
        default: {  /* 0, all ones, then each bit alone, over and over */
            size_t j = i % (hi - lo + 2);
            k = j == 0 ? 0 : j == 1 ? top : 1ull << (j - 2);
        }
        }
        v[i].key = (k << lo & range) | (tu_next(r) & ~range);
        v[i].at = (uint32_t)i;
    }
}

/* 1 if got[0..n) is want[0..n), element for element. */
static int same(const item *got, const item *want, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (got[i].key != want[i].key || got[i].at != want[i].at)
            return 0;
    return 1;
}

static const size_t sizes[] = {0,
                               1,
                               2,
                               3,
                               47,
                               RADIX_INSERTION_MAX - 1,
                               RADIX_INSERTION_MAX,
                               RADIX_INSERTION_MAX + 1,
                               RADIX_INSERTION_MAX + 2,
                               100,
                               1000,
                               5000};
static const unsigned ranges[][2] = {{0, 64},  {0, 63},  {1, 64}, {63, 64}, {0, 1},  {5, 6},
                                     {0, 11},  {0, 12},  {0, 18}, {0, 22},  {0, 23}, {0, 32},
                                     {32, 58}, {32, 64}, {3, 40}, {20, 31}};
#define COUNT(a) (sizeof a / sizeof *a)

static void sort_matches_a_stable_qsort(void **state)
{
    (void)state;
    tu_rng r = {1};
    size_t most = sizes[COUNT(sizes) - 1];
    item *v = malloc(most * sizeof *v), *tmp = malloc(most * sizeof *tmp);
    item *want = malloc(most * sizeof *want);
    assert_non_null(v);
    assert_non_null(tmp);
    assert_non_null(want);
    for (size_t g = 0; g < COUNT(ranges); g++)
        for (int kind = 0; kind < KINDS; kind++)
            for (size_t s = 0; s < COUNT(sizes); s++) {
                unsigned lo = ranges[g][0], hi = ranges[g][1];
                size_t n = sizes[s];
                make(&r, (enum kind)kind, v, n, lo, hi);
                memcpy(want, v, n * sizeof *v);
                reference(want, n, lo, hi);
                const item *got = radix_sort(v, tmp, n, sizeof *v, item_key, lo, hi);
                assert_true(got == v || got == tmp);
                if (!same(got, want, n))
                    fail_msg("bits [%u, %u), %s keys, n = %zu: not the stable order", lo, hi,
                             kind_name[kind], n);
            }
    free(v);
    free(tmp);
    free(want);
}

/* The comparison catches an unstable result: two equal keys swapped. */
static void a_swap_of_equal_keys_is_caught(void **state)
{
    (void)state;
    tu_rng r = {2};
    enum { N = 1000 };
    item v[N], tmp[N], want[N];
    make(&r, FEW, v, N, 0, 32);
    memcpy(want, v, sizeof v);
    reference(want, N, 0, 32);
    item *got = radix_sort(v, tmp, N, sizeof *v, item_key, 0, 32);
    assert_true(same(got, want, N));
    size_t i = 0;
    while ((got[i].key & 0xffffffffu) != (got[i + 1].key & 0xffffffffu))
        i++;
    item t = got[i];
    got[i] = got[i + 1];
    got[i + 1] = t;
    assert_false(same(got, want, N));
}

/* bee_sort_ids: word ids in the low `bits` bits, tags above riding along. */
static void ids_sort_by_their_low_bits(void **state)
{
    (void)state;
    tu_rng r = {3};
    enum { N = 3000 };
    uint32_t a[N], tmp[N];
    item want[N];
    const uint32_t bits_list[] = {1, 9, 17, 18, 22, 31, 32};
    for (size_t b = 0; b < COUNT(bits_list); b++)
        for (int kind = 0; kind < KINDS; kind++)
            for (size_t s = 0; s < COUNT(sizes) - 1; s++) {
                uint32_t bits = bits_list[b];
                size_t n = sizes[s];
                make(&r, (enum kind)kind, want, n, 0, bits);
                for (size_t i = 0; i < n; i++)
                    a[i] = (uint32_t)(want[i].key);
                reference(want, n, 0, bits);
                uint32_t *got = bee_sort_ids(a, tmp, n, bits);
                for (size_t i = 0; i < n; i++)
                    if (got[i] != (uint32_t)want[i].key)
                        fail_msg("%u bits, %s ids, n = %zu: at %zu, %#x for %#x", bits,
                                 kind_name[kind], n, i, got[i], (uint32_t)want[i].key);
            }
}

/* bee_sort_u64: in place, by a bit range. */
static void u64_sort_in_place_by_a_range(void **state)
{
    (void)state;
    tu_rng r = {4};
    enum { N = 5000 };
    static uint64_t a[N], tmp[N];
    static item want[N];
    for (size_t g = 0; g < COUNT(ranges); g++)
        for (int kind = 0; kind < KINDS; kind++)
            for (size_t s = 0; s < COUNT(sizes); s++) {
                unsigned lo = ranges[g][0], hi = ranges[g][1];
                size_t n = sizes[s];
                make(&r, (enum kind)kind, want, n, lo, hi);
                for (size_t i = 0; i < n; i++)
                    a[i] = want[i].key;
                reference(want, n, lo, hi);
                bee_sort_u64(a, tmp, n, (int)lo, (int)hi);
                for (size_t i = 0; i < n; i++)
                    if (a[i] != want[i].key)
                        fail_msg("bits [%u, %u), %s keys, n = %zu: wrong at %zu", lo, hi,
                                 kind_name[kind], n, i);
            }
}

/* all_sort: highest score (or count) first, ties in their input order. */
static void all_sort_is_highest_first_and_stable(void **state)
{
    (void)state;
    tu_rng r = {5};
    enum { N = 20000 };
    static bee_all_puzzle p[N];
    static item want[N];
    const size_t ns[] = {0, 1, 2, 49, 1000, N};
    for (int order = BEE_ALL_BY_SCORE; order <= BEE_ALL_BY_WORDS; order++)
        for (size_t s = 0; s < COUNT(ns); s++) {
            size_t n = ns[s];
            for (size_t i = 0; i < n; i++) {
                /* few distinct values (many ties) or any 32-bit value */
                uint32_t v = s % 2 ? tu_below(&r, 40) : (uint32_t)tu_next(&r);
                p[i] = (bee_all_puzzle){(uint32_t)i, 0, 0, 0, 0};
                *(order == BEE_ALL_BY_SCORE ? &p[i].score : &p[i].count) = v;
                want[i] = (item){~v & 0xffffffffu, (uint32_t)i};
            }
            reference(want, n, 0, 32);
            assert_int_equal(all_sort(p, n, (bee_all_order)order), BEE_OK);
            for (size_t i = 0; i < n; i++)
                if (p[i].letters != want[i].at)
                    fail_msg("order %d, n = %zu: at %zu, puzzle %u for %u", order, n, i,
                             p[i].letters, want[i].at);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sort_matches_a_stable_qsort),
        cmocka_unit_test(a_swap_of_equal_keys_is_caught),
        cmocka_unit_test(ids_sort_by_their_low_bits),
        cmocka_unit_test(u64_sort_in_place_by_a_range),
        cmocka_unit_test(all_sort_is_highest_first_and_stable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
