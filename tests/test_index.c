/* test_index.c - invariants of the block index, checked on random and
 * adversarial dictionaries with every sort order and many block sizes. */
#include "testutil.h"
#include "solve/index.h"

#include <stdlib.h>
#include <string.h>

static void check_invariants(const bee_dict *d, const bee_index *ix)
{
    const bee_blocks *b = &ix->scan_data;
    uint32_t min_len = ix->opt.min_len;

    /* blocks tile [0, n_masks) in order; narrow blocks hold exactly the narrow sets */
    assert_int_equal(b->block_start[0], 0);
    assert_int_equal(b->block_start[b->n_blocks], ix->n_masks);
    assert_int_equal(b->block_start[ix->n_narrow_blocks], ix->n_narrow);
    for (size_t k = 0; k < b->n_blocks; k++) {
        size_t s = b->block_start[k], e = b->block_start[k + 1];
        assert_true(s < e);
        assert_true(e - s <= ix->opt.block_size);
        uint32_t a = ~0u, o = 0;
        for (size_t i = s; i < e; i++) {
            a &= b->masks[i];
            o |= b->masks[i];
        }
        assert_int_equal(b->block_and[k], a); /* summaries are exact */
        assert_int_equal(b->block_or[k], o);
    }
    for (size_t i = 0; i < ix->n_masks; i++)
        assert_int_equal(__builtin_popcount(b->masks[i]) <= 7, i < ix->n_narrow);
    for (size_t i = ix->n_masks; i < ix->n_masks + BEE_COLUMN_PAD; i++)
        assert_int_equal(b->masks[i], BEE_PAD_MASK);
    for (size_t k = b->n_blocks; k < b->n_blocks + BEE_COLUMN_PAD; k++) {
        assert_int_equal(b->block_and[k], ~0u);
        assert_int_equal(b->block_or[k], 0);
    }

    /* every long-enough word appears once, under its own set, in id order */
    char *seen = calloc(d->n ? d->n : 1, 1);
    size_t words = 0;
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t pts = 0;
        if (i)
            assert_true(b->masks[i] != b->masks[i - 1]);
        const bee_set_info *si = &ix->sets[i];
        assert_true(si->count > 0);
        assert_int_equal(si->first, words); /* word lists laid out in set order */
        assert_int_equal(si->reserved, 0);
        for (uint32_t w = si->first; w < si->first + si->count; w++) {
            uint32_t id = ix->word_ids[w];
            assert_true(id < d->n);
            assert_int_equal(d->mask[id], b->masks[i]);
            assert_true(d->len[id] >= min_len);
            assert_false(seen[id]);
            seen[id] = 1;
            if (w > si->first)
                assert_true(ix->word_ids[w - 1] < id);
            pts += bee_alphabet_score(NULL, BEE_SCORING_NYT, d->len[id], 0);
            words++;
        }
        assert_int_equal(si->points, pts);
    }
    for (size_t id = 0; id < d->n; id++)
        assert_int_equal(seen[id], d->len[id] >= min_len);
    assert_int_equal(words, ix->n_words);
    free(seen);
}

static void invariants_hold_for_every_layout(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {1, 2, 3, 7, 8, 15, 16, 17, 32, 33, 100, 100000};
    static const char *alphabets[] = {"abcdefghijklmnopqrstuvwxyz", "aeiourstln", "ab",
                                      "eeeeeeetaoinshrdlucmfwypvbgkjqxz"};
    tu_rng rng = {42};
    for (size_t a = 0; a < 4; a++) {
        bee_dict *d = tu_random_dict(&rng, 3000, 12, alphabets[a]);
        for (int sort = 0; sort < 3; sort++)
            for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
                for (uint32_t min_len = 1; min_len <= 5; min_len += 4) {
                    bee_index_options o;
                    bee_index_options_init(&o);
                    o.sort = (bee_sort)sort;
                    o.block_size = sizes[s];
                    o.min_len = min_len;
                    bee_index *ix;
                    assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
                    check_invariants(d, ix);
                    bee_index_free(ix);
                }
        bee_dict_free(d);
    }
}

static void no_word_long_enough_gives_an_empty_index(void **state)
{
    (void)state;
    const char *words[] = {"a", "bee", "cat"};
    bee_dict *d = tu_dict_of(words, 3);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    check_invariants(d, ix);
    assert_int_equal(ix->n_masks, 0);
    bee_result *r = bee_result_new();
    bee_puzzle p = tu_puzzle("abcdefg", 7);
    assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
    assert_int_equal(r->count, 0);
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void bad_options_are_refused(void **state)
{
    (void)state;
    const char *words[] = {"bees"};
    bee_dict *d = tu_dict_of(words, 1);
    bee_index *ix;
    bee_error err;
    bee_index_options o;
    bee_index_options_init(&o);
    o.block_size = 0;
    assert_int_equal(bee_index_build(d, &o, &ix, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "block size 0 is out of range (1 to 16777216)");
    bee_index_options_init(&o);
    o.min_len = 0;
    assert_int_equal(bee_index_build(d, &o, &ix, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "minimum word length 0 is out of range (1 to 255)");
    bee_index_options_init(&o);
    o.kernel = (bee_kernel_id)99;
    assert_int_equal(bee_index_build(d, &o, &ix, &err), BEE_ERR_KERNEL);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(invariants_hold_for_every_layout),
        cmocka_unit_test(no_word_long_enough_gives_an_empty_index),
        cmocka_unit_test(bad_options_are_refused),
    };
    return cmocka_run_group_tests_name("index", tests, NULL, NULL);
}
