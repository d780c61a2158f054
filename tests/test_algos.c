/*
 * test_algos.c - every research solver (src/research/solve/) against the plain
 * reference: random dictionaries over several alphabets, adversarial ones
 * (one letter set for all words, no word with the center, 26-letter words,
 * prefix chains, a 255-letter word, nothing long enough), and real puzzles on
 * the Debian word list; each with several block sizes, shared-letter counts
 * and super-block sizes.  One test injects a fault into every method to prove
 * the comparison catches it; others check the registry and its errors.
 */
#include "testutil.h"
#include "bee_research.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct variant {
    uint32_t block_size, shared_letters, super_size;
} variant;

static const variant variants[] = {
    {0, 0, 0}, {1, 1, 1}, {3, 3, 2}, {17, 2, 5}, {50, 4, 3}, {1000, 1, 1000},
};
enum { N_VARIANTS = sizeof variants / sizeof *variants };

/* The largest puzzle the subsets method is asked (2^(n-1) lookups each). */
#define SUBSETS_MAX_SIZE 16

static int is_subsets(size_t m)
{
    return strcmp(bee_algo_name(m), "subsets") == 0;
}

static void check_one(const bee_dict *d, bee_algo *a, uint32_t min_len, const bee_puzzle *p,
                      bee_result *want, bee_result *got)
{
    bee_algo_info info;
    bee_algo_get_info(a, &info);
    for (int s = 0; s < 2; s++) {
        bee_solve_options o;
        bee_solve_options_init(&o);
        o.scoring = (bee_scoring)s;
        assert_int_equal(bee_solve_reference(d, min_len, p, &o, want, NULL), BEE_OK);
        bee_algo_counters c;
        assert_int_equal(bee_algo_solve(a, p, &o, got, &c, NULL), BEE_OK);
        char what[200];
        snprintf(what, sizeof what, "method %s, puzzle %s (size %d), block %u, min-len %u",
                 info.name, p->text, p->size, info.block_size, min_len);
        tu_assert_same(want, got, what);
        assert_int_equal(bee_result_blocks_entered(got), c.blocks_entered);
        assert_int_equal(bee_result_masks_tested(got), c.masks_tested);
        if (info.blocks)
            assert_true(c.blocks_entered <= info.blocks + info.super_blocks);
        bee_solve_options count_only;
        bee_solve_options_init(&count_only);
        count_only.scoring = (bee_scoring)s;
        count_only.want_words = 0;
        assert_int_equal(bee_algo_solve(a, p, &count_only, got, NULL, NULL), BEE_OK);
        tu_assert_same_totals(want, got);
    }
}

/* Every runnable method and variant over `d`: `puzzles` random puzzles (letters
 * from `alphabet`, sizes mixed) and the `fixed` ones. */
static void check_dict(const bee_dict *d, tu_rng *rng, int puzzles, const char *alphabet,
                       const char *const *fixed)
{
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (size_t m = 0; m < bee_algo_count(); m++) {
        if (!bee_algo_runnable(m))
            continue;
        for (size_t v = 0; v < N_VARIANTS; v++) {
            if (!bee_algo_blocked(m) && v > 1)
                continue; /* the block options change nothing */
            bee_algo_options o;
            bee_algo_options_init(&o);
            o.min_len = 1 + tu_below(rng, 5);
            o.block_size = variants[v].block_size;
            o.shared_letters = variants[v].shared_letters;
            o.super_size = variants[v].super_size;
            bee_algo *a;
            bee_error err;
            if (bee_algo_build(bee_algo_name(m), d, &o, &a, &err) != BEE_OK)
                fail_msg("%s: %s", bee_algo_name(m), err.message);
            int max_size = is_subsets(m) ? SUBSETS_MAX_SIZE : 26;
            int n_alpha = alphabet ? (int)strlen(alphabet) : 26;
            for (int i = 0; i < puzzles; i++) {
                int size = i % 3 == 0 ? 2 + (int)tu_below(rng, 25) : 7;
                size = size > max_size ? max_size : size;
                size = size > n_alpha ? n_alpha : size;
                bee_puzzle p;
                tu_random_puzzle(rng, size, alphabet, &p);
                check_one(d, a, o.min_len, &p, want, got);
            }
            for (const char *const *f = fixed; f && *f; f++) {
                if ((int)strlen(*f) > max_size)
                    continue;
                bee_puzzle p = tu_puzzle(*f, (int)strlen(*f));
                check_one(d, a, o.min_len, &p, want, got);
            }
            bee_algo_free(a);
        }
    }
    bee_result_free(want);
    bee_result_free(got);
}

static void random_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {11};
    tu_check_random_dicts(&rng, 8, check_dict);
}

static void every_word_one_set(void **state)
{
    (void)state;
    tu_rng rng = {12};
    tu_check_one_set_dict(&rng, 3, check_dict);
}

static void no_word_has_the_center(void **state)
{
    (void)state;
    tu_rng rng = {13};
    tu_check_no_center_dict(&rng, 1500, 1, check_dict);
}

static void long_words_and_prefix_chains(void **state)
{
    (void)state;
    /* every prefix of a word is a word (the trie's nodes are words on the way
     * down), all 26 letters, and the longest word the dictionary keeps */
    static char longest[BEE_MAX_WORD_LEN + 1];
    for (int i = 0; i < BEE_MAX_WORD_LEN; i++)
        longest[i] = "raegint"[i % 7];
    const char *words[] = {"r",
                           "ra",
                           "rae",
                           "raeg",
                           "raegi",
                           "raegin",
                           "raegint",
                           "abcdefghijklmnopqrstuvwxyz",
                           "thequickbrownfoxjumpsoverthelazydog",
                           "zzzz",
                           "zz",
                           longest};
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    const char *fixed[] = {
        "raegint", "aegintr", "abcdefghijklmnopqrstuvwxyz", "zabcdefghijklmnop", "zab", "ra", NULL};
    tu_rng rng = {14};
    check_dict(d, &rng, 4, NULL, fixed);
    bee_dict_free(d);
}

static void nothing_long_enough(void **state)
{
    (void)state;
    const char *words[] = {"a", "at", "rat"}; /* min_len is drawn from 1..5 */
    bee_dict *d = tu_dict_of(words, 3);
    const char *fixed[] = {"atr", "tar", "raegint", NULL};
    tu_rng rng = {15};
    check_dict(d, &rng, 2, NULL, fixed);
    bee_dict_free(d);
}

/* Real puzzles: the letter sets of the list's own pangrams, every center. */
static void real_puzzles_on_the_debian_word_list(void **state)
{
    (void)state;
    bee_dict *d = tu_need_system_dict();
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_puzzle puzzles[8 * 7];
    size_t np = 0;
    tu_rng rng = {16};
    while (np < sizeof puzzles / sizeof *puzzles) {
        uint32_t m = tu_random_word_set(d, &rng, 7);
        for (int c = 0; c < 7; c++)
            puzzles[np++] = tu_puzzle_of_set(m, c);
    }
    for (size_t m = 0; m < bee_algo_count(); m++) {
        if (!bee_algo_runnable(m))
            continue;
        bee_algo *a;
        assert_int_equal(bee_algo_build(bee_algo_name(m), d, NULL, &a, NULL), BEE_OK);
        for (size_t i = 0; i < np; i++) {
            check_one(d, a, 4, &puzzles[i], want, got);
            assert_true(bee_result_pangrams(want) > 0); /* the word we drew is one */
        }
        bee_algo_free(a);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* The comparison must notice a wrong answer: every method built without its
 * 4-letter words must fail against the reference that has them. */
static void an_injected_fault_is_caught(void **state)
{
    (void)state;
    const char *words[] = {"rate", "grate", "tiger", "gratin"};
    bee_dict *d = tu_dict_of(words, 4);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_solve_reference(d, 4, &p, NULL, want, NULL), BEE_OK);
    for (size_t m = 0; m < bee_algo_count(); m++) {
        if (!bee_algo_runnable(m))
            continue;
        bee_algo_options o;
        bee_algo_options_init(&o);
        o.min_len = 5; /* the fault */
        bee_algo *a;
        assert_int_equal(bee_algo_build(bee_algo_name(m), d, &o, &a, NULL), BEE_OK);
        assert_int_equal(bee_algo_solve(a, &p, NULL, got, NULL, NULL), BEE_OK);
        char why[200];
        assert_false(tu_same(want, got, why, sizeof why));
        bee_algo_free(a);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

static void the_counters_mean_what_they_say(void **state)
{
    (void)state;
    const char *words[] = {"at", "rate", "grate", "tiger", "gratin", "zebra", "quiz"};
    bee_dict *d = tu_dict_of(words, 7);
    bee_result *r = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_algo_counters c;
    bee_algo *a;
    const struct {
        const char *name;
        uint64_t tested;
    } want[] = {
        {"naive", 6}, {"bitmask", 6}, {"subsets", 64}, /* words of 4+ letters; 2^6 sets */
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        assert_int_equal(bee_algo_build(want[i].name, d, NULL, &a, NULL), BEE_OK);
        assert_int_equal(bee_algo_solve(a, &p, NULL, r, &c, NULL), BEE_OK);
        assert_int_equal(c.masks_tested, want[i].tested);
        assert_int_equal(c.blocks_entered, 0);
        assert_true(c.bytes_touched >= 4 * c.masks_tested);
        bee_algo_free(a);
    }
    /* one block of every word: entered once, every word tested */
    bee_algo_options o;
    bee_algo_options_init(&o);
    o.block_size = 1000;
    assert_int_equal(bee_algo_build("blocked", d, &o, &a, NULL), BEE_OK);
    assert_int_equal(bee_algo_solve(a, &p, NULL, r, &c, NULL), BEE_OK);
    assert_int_equal(c.blocks_entered, 1);
    assert_int_equal(c.masks_tested, 6);
    bee_algo_info info;
    bee_algo_get_info(a, &info);
    assert_string_equal(info.name, "blocked");
    assert_int_equal(info.blocks, 1);
    assert_int_equal(info.entries, 6);
    assert_int_equal(info.kernel, BEE_KERNEL_SCALAR);
    bee_algo_free(a);
    /* a puzzle whose center no word has enters no block */
    bee_puzzle none = tu_puzzle("xaegint", 7);
    assert_int_equal(bee_algo_build("index-scalar", d, NULL, &a, NULL), BEE_OK);
    assert_int_equal(bee_algo_solve(a, &none, NULL, r, &c, NULL), BEE_OK);
    assert_int_equal(bee_result_count(r), 0);
    assert_int_equal(c.blocks_entered, 0);
    assert_int_equal(c.masks_tested, 0);
    bee_algo_free(a);
    bee_result_free(r);
    bee_dict_free(d);
}

static void the_registry_and_its_errors(void **state)
{
    (void)state;
    assert_true(bee_algo_count() >= 11);
    for (size_t i = 0; i < bee_algo_count(); i++) {
        assert_int_equal(bee_algo_find(bee_algo_name(i)), (int)i);
        assert_non_null(bee_algo_summary(i));
        assert_int_equal(bee_algo_blocked(i), bee_algo_default_block(i) != 0);
    }
    assert_int_equal(bee_algo_find("quantum"), BEE_UNKNOWN_NAME);
    assert_null(bee_algo_name(bee_algo_count()));
    assert_true(bee_algo_runnable((size_t)bee_algo_find("index-scalar")));
    assert_int_equal(bee_algo_default_block((size_t)bee_algo_find("blocked")), 50);

    const char *words[] = {"rate"};
    bee_dict *d = tu_dict_of(words, 1);
    bee_algo *a = (bee_algo *)d; /* must be reset to NULL on failure */
    bee_error err;
    assert_int_equal(bee_algo_build("quantum", d, NULL, &a, &err), BEE_ERR_ARG);
    assert_null(a);
    assert_string_equal(err.message, "unknown method 'quantum'");
    bee_algo_options o;
    bee_algo_options_init(&o);
    o.min_len = 0;
    assert_int_equal(bee_algo_build("trie", d, &o, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "minimum word length 0 is out of range (1 to 255)");
    bee_algo_options_init(&o);
    o.block_size = (1u << 24) + 1;
    assert_int_equal(bee_algo_build("blocked", d, &o, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "block size 16777217 is out of range (1 to 16777216)");
    bee_algo_options_init(&o);
    o.shared_letters = 27;
    assert_int_equal(bee_algo_build("adaptive", d, &o, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "shared letters 27 is out of range (1 to 26)");
    bee_algo_options_init(&o);
    o.super_size = (1u << 24) + 1;
    assert_int_equal(bee_algo_build("superblock", d, &o, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "super-block size 16777217 is out of range (1 to 16777216)");
    bee_algo_options_init(&o);
    o.kernel = (bee_kernel_id)7;
    assert_int_equal(bee_algo_build("adaptive", d, &o, &a, &err), BEE_ERR_KERNEL);
    assert_string_equal(err.message, "method 'adaptive': unknown kernel 7");
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        char name[32];
        snprintf(name, sizeof name, "index-%s", bee_kernel_name((bee_kernel_id)k));
        int m = bee_algo_find(name);
        assert_true(m >= 0);
        assert_int_equal(bee_algo_runnable((size_t)m), bee_kernel_runnable((bee_kernel_id)k));
        if (bee_kernel_runnable((bee_kernel_id)k))
            continue;
        assert_int_equal(bee_algo_build(name, d, NULL, &a, &err), BEE_ERR_KERNEL);
        char expect[300];
        if (bee_kernel_built((bee_kernel_id)k))
            snprintf(expect, sizeof expect,
                     "method '%s': kernel '%s' cannot run on this CPU (features: %s)", name,
                     bee_kernel_name((bee_kernel_id)k), bee_cpu_features());
        else
            snprintf(expect, sizeof expect,
                     "method '%s': kernel '%s' is not built into this program", name,
                     bee_kernel_name((bee_kernel_id)k));
        assert_string_equal(err.message, expect);
    }
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("algos");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_dictionaries),
        cmocka_unit_test(every_word_one_set),
        cmocka_unit_test(no_word_has_the_center),
        cmocka_unit_test(long_words_and_prefix_chains),
        cmocka_unit_test(nothing_long_enough),
        cmocka_unit_test(real_puzzles_on_the_debian_word_list),
        cmocka_unit_test(an_injected_fault_is_caught),
        cmocka_unit_test(the_counters_mean_what_they_say),
        cmocka_unit_test(the_registry_and_its_errors),
    };
    return cmocka_run_group_tests_name("algos", tests, NULL, NULL);
}
