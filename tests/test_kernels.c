/*
 * test_kernels.c - differential tests: every kernel this machine can run must
 * give exactly the plain reference's answers, on random dictionaries,
 * adversarial ones and the Debian word list; and exactly the scalar kernel's
 * hit list on raw columns with uneven blocks, and the plain rules' kept
 * ranks and sorted ids in the subsets plan's rank walk steps.  One test injects a fault to
 * prove the comparison catches a difference.
 */
#include "testutil.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t block_sizes[] = {1, 3, 8, 16, 17, 32, 64, 1000000};

/* Solve `p` with every runnable kernel on `ix` and compare with the reference. */
static void check_puzzle(const bee_dict *d, bee_index *ix, const bee_puzzle *p, bee_result *want,
                         bee_result *got)
{
    for (int s = 0; s < 2; s++) {
        bee_solve_options o;
        bee_solve_options_init(&o);
        o.scoring = (bee_scoring)s;
        assert_int_equal(bee_solve_reference(d, ix->opt.min_len, p, &o, want, NULL), BEE_OK);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            assert_int_equal(bee_index_set_kernel(ix, (bee_kernel_id)k, NULL), BEE_OK);
            assert_int_equal(bee_solve(ix, p, &o, got, NULL), BEE_OK);
            char what[200];
            snprintf(what, sizeof what, "kernel %s, puzzle %s (size %d), block %u, sort %d",
                     bee_kernel_name((bee_kernel_id)k), p->text, p->size, ix->opt.block_size,
                     (int)ix->opt.sort);
            tu_assert_same(want, got, what);
            /* count-only solves agree too */
            bee_solve_options c;
            bee_solve_options_init(&c);
            c.scoring = (bee_scoring)s;
            c.want_words = 0;
            assert_int_equal(bee_solve(ix, p, &c, got, NULL), BEE_OK);
            tu_assert_same_totals(want, got);
        }
    }
}

static void check_dict(const bee_dict *d, tu_rng *rng, int puzzles, const char *alphabet,
                       const char *const *fixed)
{
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (size_t b = 0; b < sizeof block_sizes / sizeof *block_sizes; b++)
        for (int sort = 0; sort < 3; sort++) {
            bee_index_options o;
            bee_index_options_init(&o);
            o.block_size = block_sizes[b];
            o.sort = (bee_sort)sort;
            o.min_len = 1 + (uint32_t)tu_below(rng, 5);
            bee_index *ix;
            assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
            for (int i = 0; i < puzzles; i++) {
                bee_puzzle p;
                int size = i % 3 == 0 ? 2 + (int)tu_below(rng, 25) : 7;
                if (alphabet && (int)strlen(alphabet) < size)
                    size = (int)strlen(alphabet);
                tu_random_puzzle(rng, size, alphabet, &p);
                check_puzzle(d, ix, &p, want, got);
            }
            for (const char *const *f = fixed; f && *f; f++) { /* on every index */
                bee_puzzle p = tu_puzzle(*f, (int)strlen(*f));
                check_puzzle(d, ix, &p, want, got);
            }
            bee_index_free(ix);
        }
    bee_result_free(want);
    bee_result_free(got);
}

static void random_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {7};
    tu_check_random_dicts(&rng, 12, check_dict);
}

static void every_word_one_set(void **state)
{
    (void)state;
    tu_rng rng = {1};
    tu_check_one_set_dict(&rng, 4, check_dict);
}

static void no_word_has_the_center(void **state)
{
    (void)state;
    tu_rng rng = {2};
    tu_check_no_center_dict(&rng, 2000, 2, check_dict);
}

static void words_of_all_26_letters(void **state)
{
    (void)state;
    const char *words[] = {"abcdefghijklmnopqrstuvwxyz",
                           "zyxwvutsrqponmlkjihgfedcba",
                           "thequickbrownfoxjumpsoverthelazydog",
                           "abc",
                           "abcd",
                           "zzzz"};
    bee_dict *d = tu_dict_of(words, 6);
    const char *fixed[] = {"abcdefghijklmnopqrstuvwxyz", "zabcdefghijklmnopqrstuvwxy", "abcdefg",
                           "zab", NULL};
    tu_rng rng = {3};
    check_dict(d, &rng, 6, NULL, fixed);
    bee_dict_free(d);
}

/* Raw kernels against the scalar one: random columns, uneven blocks, partial ranges. */
static void kernels_match_scalar_hit_for_hit(void **state)
{
    (void)state;
    tu_rng rng = {4};
    for (int round = 0; round < 300; round++) {
        size_t n = tu_below(&rng, 200);
        uint32_t *masks = malloc((n + BEE_COLUMN_PAD) * sizeof *masks);
        uint32_t *and_ = malloc((n + BEE_COLUMN_PAD) * sizeof *and_);
        uint32_t *or_ = malloc((n + BEE_COLUMN_PAD) * sizeof *or_);
        uint32_t *start = malloc((n + 2) * sizeof *start);
        uint32_t *want = malloc((n + BEE_COLUMN_PAD) * sizeof *want);
        uint32_t *got = malloc((n + BEE_COLUMN_PAD) * sizeof *got);
        uint32_t letters = (uint32_t)tu_next(&rng) & 0x3ffffff;
        for (size_t i = 0; i < n; i++) {
            /* subsets of a few letter pools so that some sets answer */
            uint32_t pool = tu_below(&rng, 2) ? letters : (uint32_t)tu_next(&rng) & 0x3ffffff;
            masks[i] = (uint32_t)tu_next(&rng) & pool;
        }
        for (size_t i = n; i < n + BEE_COLUMN_PAD; i++)
            masks[i] = BEE_PAD_MASK;
        size_t nb = 0;
        for (size_t s = 0; s < n; nb++) {
            size_t len = 1 + tu_below(&rng, 40);
            size_t e = s + len < n ? s + len : n;
            start[nb] = (uint32_t)s;
            and_[nb] = ~0u;
            or_[nb] = 0;
            for (size_t i = s; i < e; i++) {
                and_[nb] &= masks[i];
                or_[nb] |= masks[i];
            }
            s = e;
        }
        start[nb] = (uint32_t)n;
        for (size_t i = nb; i < nb + BEE_COLUMN_PAD; i++) { /* the padding contract */
            and_[i] = ~0u;
            or_[i] = 0;
        }
        bee_blocks b = {masks, and_, or_, start, nb};
        uint32_t center = letters ? 1u << __builtin_ctz(letters) : 1;
        size_t first = nb ? tu_below(&rng, (uint32_t)nb) : 0;
        bee_scan_counters cw = {0, 0};
        size_t nw = bee_scan_scalar(&b, first, nb, ~letters, center, want, &cw);
        for (int k = 1; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            bee_scan_counters cg = {0, 0};
            size_t ng =
                bee_kernel_scan_fn((bee_kernel_id)k)(&b, first, nb, ~letters, center, got, &cg);
            assert_int_equal(ng, nw);
            assert_memory_equal(got, want, nw * sizeof *want);
            assert_int_equal(cg.blocks_entered, cw.blocks_entered);
            assert_int_equal(cg.masks_tested, cw.masks_tested);
        }
        free(masks);
        free(and_);
        free(or_);
        free(start);
        free(want);
        free(got);
    }
}

/* The plain rules of ranks_kernel.h: subset j's rank is the sum of its
 * terms, kept when its bit is set, as its place: the bits below it in its
 * word and the word's count. */
static size_t plain_walk(const uint64_t *word, const uint32_t *const *rows, const uint8_t *index,
                         uint32_t n, uint32_t *out)
{
    size_t kept = 0;
    for (uint32_t j = 0; j < n; j++) {
        uint32_t rank = 0;
        for (size_t t = 0; t < BEE_RANKS_TERMS; t++)
            rank += rows[t][index[t * BEE_RANKS_SUBSETS + j]];
        uint64_t w = word[rank >> 5];
        if (!(w >> (rank & 31) & 1))
            continue;
        out[kept] = (uint32_t)(w >> 32);
        for (uint32_t b = 0; b < (rank & 31); b++)
            out[kept] += (uint32_t)(w >> b & 1);
        kept++;
    }
    return kept;
}

/* ids[0 .. n) in ascending order, by insertion. */
static void plain_sort(const uint32_t *ids, size_t n, uint32_t *out)
{
    for (size_t i = 0; i < n; i++) {
        size_t j = i;
        for (; j > 0 && out[j - 1] > ids[i]; j--)
            out[j] = out[j - 1];
        out[j] = ids[i];
    }
}

/* The rank walk's steps of every runnable kernel against the plain rules:
 * tables dense and sparse (the high halves counts of bits, as built, or
 * noise), rows and indexes that reach anywhere in the table, every subset
 * count up to BEE_RANKS_SUBSETS (partial vectors: the lanes past n must
 * not be kept); ids of every count up to BEE_RANKS_MAX, few or many
 * distinct, up to the largest id, some given twice. */
static void rank_steps_match_the_plain_rules(void **state)
{
    (void)state;
    tu_rng rng = {41};
    enum { WORDS = 300, CAP = BEE_RANKS_MAX + 2 * BEE_RANKS_STEP };
    uint64_t word[WORDS];
    uint32_t row[BEE_RANKS_TERMS][8], want[CAP], got[CAP], ids[CAP];
    uint8_t index[BEE_RANKS_TERMS * BEE_RANKS_SUBSETS];
    const uint32_t *rows[BEE_RANKS_TERMS];
    for (int round = 0; round < 400; round++) {
        int density = (int)tu_below(&rng, 4); /* 0: all clear ... 3: most set */
        uint64_t below = 0;
        for (size_t w = 0; w < WORDS; w++) {
            uint32_t bits = (uint32_t)tu_next(&rng);
            bits = density == 0   ? 0
                   : density == 1 ? bits & (uint32_t)tu_next(&rng) & (uint32_t)tu_next(&rng)
                   : density == 2 ? bits
                                  : bits | (uint32_t)tu_next(&rng);
            uint64_t high = round % 2 ? below : tu_next(&rng) >> 32;
            word[w] = high << 32 | bits;
            below += (uint64_t)__builtin_popcount(bits);
        }
        for (size_t t = 0; t < BEE_RANKS_TERMS; t++) { /* sums below WORDS * 32 */
            rows[t] = row[t];
            for (size_t m = 0; m < 8; m++)
                row[t][m] = tu_below(&rng, 3) ? tu_below(&rng, WORDS * 32 / BEE_RANKS_TERMS) : 0;
        }
        for (size_t i = 0; i < sizeof index; i++)
            index[i] = (uint8_t)tu_below(&rng, 8);
        uint32_t subsets =
            tu_below(&rng, 4) ? 1u << tu_below(&rng, 7) : tu_below(&rng, BEE_RANKS_SUBSETS + 1);
        size_t nw = plain_walk(word, rows, index, subsets, want);
        size_t n = tu_below(&rng, BEE_RANKS_MAX + 1);
        uint32_t top = tu_below(&rng, 2) ? (1u << BEE_RANKS_ID_BITS) - 1 : 1 + tu_below(&rng, 100);
        for (size_t i = 0; i < n; i++)
            ids[i] = tu_below(&rng, 8) ? tu_below(&rng, top + 1) : top; /* the largest, repeated */
        uint32_t sorted[CAP];
        plain_sort(ids, n, sorted);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            size_t ng = bee_kernel_ranks_walk_fn((bee_kernel_id)k)(word, rows, index, subsets, got);
            assert_int_equal(ng, nw);
            assert_memory_equal(got, want, nw * sizeof *want);
            memset(got, 0xff, sizeof got);
            bee_kernel_ranks_sort_fn((bee_kernel_id)k)(ids, n, got);
            assert_memory_equal(got, sorted, n * sizeof *sorted);
        }
    }
}

/* Real puzzles: letter sets of the list's own 7-letter pangrams, every center. */
static void real_puzzles_on_the_debian_word_list(void **state)
{
    (void)state;
    bee_dict *d = tu_need_system_dict();
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    tu_rng rng = {5};
    for (int tried = 0; tried < 40; tried++) {
        uint32_t m = tu_random_word_set(d, &rng, 7);
        for (int c = 0; c < 7; c++) {
            bee_puzzle p = tu_puzzle_of_set(m, c);
            check_puzzle(d, ix, &p, want, got);
            assert_true(want->pangrams > 0); /* the word we drew is one */
        }
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* The comparison must notice a wrong answer: an index that drops 4-letter
 * words must not pass for the reference with 4-letter words. */
static void an_injected_fault_is_caught(void **state)
{
    (void)state;
    const char *words[] = {"rate", "grate", "tiger", "gratin"};
    bee_dict *d = tu_dict_of(words, 4);
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = 5; /* the fault */
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_solve_reference(d, 4, &p, NULL, want, NULL), BEE_OK);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        assert_int_equal(bee_index_set_kernel(ix, (bee_kernel_id)k, NULL), BEE_OK);
        assert_int_equal(bee_solve(ix, &p, NULL, got, NULL), BEE_OK);
        char why[200];
        assert_false(tu_same(want, got, why, sizeof why));
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void unknown_kernels_are_refused(void **state)
{
    (void)state;
    assert_int_equal(bee_kernel_from_name("auto"), BEE_KERNEL_AUTO);
    assert_int_equal(bee_kernel_from_name("avx512"), BEE_KERNEL_AVX512);
    assert_int_equal(bee_kernel_from_name("sse9"), BEE_UNKNOWN_NAME);
    assert_true(bee_kernel_runnable(BEE_KERNEL_SCALAR));
    assert_true(bee_kernel_runnable(bee_kernel_best()));
}

int main(void)
{
    tu_print_platform("kernels");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_dictionaries),
        cmocka_unit_test(every_word_one_set),
        cmocka_unit_test(no_word_has_the_center),
        cmocka_unit_test(words_of_all_26_letters),
        cmocka_unit_test(kernels_match_scalar_hit_for_hit),
        cmocka_unit_test(rank_steps_match_the_plain_rules),
        cmocka_unit_test(real_puzzles_on_the_debian_word_list),
        cmocka_unit_test(an_injected_fault_is_caught),
        cmocka_unit_test(unknown_kernels_are_refused),
    };
    return cmocka_run_group_tests_name("kernels", tests, NULL, NULL);
}
