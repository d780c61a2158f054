/*
 * test_research_tasks.c - the every-puzzle and letter-bag research methods
 * (src/research/all, src/research/bag) against their task's reference, on
 * random and adversarial dictionaries built here: every set with a pangram
 * answered by each method (and the sampled methods on part of the list), and
 * random boards answered by each method that runs here.  One fault is
 * injected into each comparison to prove it catches a difference; the
 * methods' refusals are checked with their messages.
 */
#include "testutil.h"
#include "bee_research.h"
#include "core/result.h" /* a result spoilt on purpose */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ every puzzle */

/* The index of the first puzzle where got and want part, or -1. */
static long first_difference(const bee_all_puzzle *got, const bee_all_puzzle *want, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (got[i].letters != want[i].letters || got[i].center != want[i].center ||
            got[i].count != want[i].count || got[i].pangrams != want[i].pangrams ||
            got[i].score != want[i].score)
            return (long)i;
    return -1;
}

static void run_method(size_t m, const bee_dict *d, uint32_t min_len, bee_scoring s,
                       const uint32_t *sets, size_t n, bee_all_puzzle *out)
{
    bee_all_algo *a;
    bee_error err;
    if (bee_all_algo_build(bee_all_algo_name(m), d, min_len, &a, &err) != BEE_OK)
        fail_msg("%s: %s", bee_all_algo_name(m), err.message);
    if (bee_all_algo_run(a, sets, n, s, out, &err) != BEE_OK)
        fail_msg("%s: %s", bee_all_algo_name(m), err.message);
    assert_true(bee_all_algo_bytes(a) > 0);
    bee_all_algo_free(a);
}

/* Every method on every pangram set of d (the sampled ones also on every
 * other set), against the reference; returns the number of sets. */
static size_t check_all(const bee_dict *d, uint32_t min_len, bee_scoring s)
{
    uint32_t *sets;
    size_t n;
    assert_int_equal(bee_all_pangram_sets(d, min_len, &sets, &n, NULL), BEE_OK);
    for (size_t i = 1; i < n; i++)
        assert_true(bee_all_letters_cmp(sets[i - 1], sets[i]) < 0);
    bee_all_puzzle *want = calloc(7 * n + 1, sizeof *want);
    bee_all_puzzle *got = calloc(7 * n + 1, sizeof *got);
    uint32_t *half = calloc(n + 1, sizeof *half);
    bee_all_puzzle *half_want = calloc(7 * n + 1, sizeof *half_want);
    assert_non_null(want);
    assert_non_null(got);
    assert_non_null(half);
    assert_non_null(half_want);
    assert_int_equal(bee_all_reference(d, min_len, sets, n, s, want, NULL), BEE_OK);
    size_t nh = 0;
    for (size_t i = 0; i < n; i += 2) {
        half[nh] = sets[i];
        memcpy(half_want + 7 * nh++, want + 7 * i, 7 * sizeof *want);
    }
    for (size_t m = 0; m < bee_all_algo_count(); m++) {
        memset(got, 0xa5, (7 * n + 1) * sizeof *got);
        run_method(m, d, min_len, s, sets, n, got);
        long at = first_difference(got, want, 7 * n);
        if (at >= 0)
            fail_msg("%s, min-len %u, scoring %d: puzzle %ld of %zu: %u words, %u pangrams, "
                     "score %u; reference %u, %u, %u",
                     bee_all_algo_name(m), min_len, (int)s, at, 7 * n, got[at].count,
                     got[at].pangrams, got[at].score, want[at].count, want[at].pangrams,
                     want[at].score);
        if (bee_all_algo_whole_only(m))
            continue;
        run_method(m, d, min_len, s, half, nh, got);
        assert_int_equal(first_difference(got, half_want, 7 * nh), -1);
    }
    /* the deliberate fault: one wrong total must be seen */
    if (n) {
        memcpy(got, want, 7 * n * sizeof *got);
        got[7 * n - 1].score++;
        assert_int_equal(first_difference(got, want, 7 * n), (long)(7 * n - 1));
    }
    free(sets);
    free(want);
    free(got);
    free(half);
    free(half_want);
    return n;
}

static void all_random_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {7};
    static const char *const alphabets[] = {
        "abcdefghij",
        "aeiouaeioubcdfgrstln",
        "abcdefghijklmnopqrstuvwxyz",
        "abcdefgh",
    };
    size_t sets = 0;
    for (int round = 0; round < 12; round++) {
        bee_dict *d = tu_random_dict(&rng, 50 + tu_below(&rng, 400), 12, alphabets[round % 4]);
        assert_non_null(d);
        sets += check_all(d, 1 + tu_below(&rng, 6), (bee_scoring)(round % 2));
        bee_dict_free(d);
    }
    assert_true(sets > 20); /* the dictionaries did have puzzles */
}

static void all_adversarial(void **state)
{
    (void)state;
    /* one set for every word, repeats of letters, words of 8+ letters (never
     * answers), a 26-letter word, short words under min_len, two sets that
     * differ only in their last letter */
    static const char *const words[] = {
        "abcdefg", "gfedcba",  "aabbccddeeffgg", "abc",      "a",
        "ab",      "abcdefgh", "abcdefgz",       "abcdefgy", "abcdefghijklmnopqrstuvwxyz",
        "zyxwvut", "zzzz",     "tuvwxyz",        "gggg",     "bcdefga",
        "cab",     "faced",    "decaf",
    };
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    static const uint32_t min_lens[] = {1, 4, 7, 8};
    for (int i = 0; i < 4; i++)
        check_all(d, min_lens[i], (bee_scoring)(i % 2));
    bee_dict_free(d);
    /* no set of 7 letters at all */
    static const char *const none[] = {"abcdef", "abcdefgh", "xyz"};
    d = tu_dict_of(none, 3);
    assert_int_equal(check_all(d, 1, BEE_SCORING_NYT), 0);
    bee_dict_free(d);
    /* a 255-letter word of 7 letters: a pangram worth 255 + 7 */
    char longest[256];
    for (int i = 0; i < 255; i++)
        longest[i] = (char)('a' + i % 7);
    longest[255] = '\0';
    const char *const one[] = {longest};
    d = tu_dict_of(one, 1);
    assert_int_equal(check_all(d, 4, BEE_SCORING_NYT), 1);
    bee_dict_free(d);
}

static void all_refusals(void **state)
{
    (void)state;
    static const char *const words[] = {"abcdefg", "hijklmn"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_all_algo *a;
    bee_error err;
    assert_int_equal(bee_all_algo_build("quantum", d, 4, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "unknown every-puzzle method 'quantum'");
    assert_int_equal(bee_all_algo_build("bitset", d, 0, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "minimum word length 0 is out of range (1 to 255)");
    bee_all_puzzle out[14];
    uint32_t six = 0x3f, seven = 0x7f;
    assert_int_equal(bee_all_algo_build("bitset", d, 4, &a, NULL), BEE_OK);
    assert_int_equal(bee_all_algo_run(a, &six, 1, BEE_SCORING_NYT, out, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "set 0x3f has 6 letters, not 7");
    bee_all_algo_free(a);
    assert_int_equal(bee_all_algo_build("engine-zeta", d, 4, &a, NULL), BEE_OK);
    assert_int_equal(bee_all_algo_run(a, &seven, 1, BEE_SCORING_NYT, out, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "the engine answers every pangram set (2), not a list of 1");
    bee_all_algo_free(a);
    assert_int_equal(bee_all_algo_find("iterative"), 0);
    assert_int_equal(bee_all_algo_find("nope"), BEE_UNKNOWN_NAME);
    bee_dict_free(d);
}

/* ---------------------------------------------------------------- bags */

static void random_bag(tu_rng *rng, const char *alphabet, bee_bag *bag)
{
    char text[40];
    size_t n = 1 + tu_below(rng, 30), k = strlen(alphabet);
    for (size_t i = 0; i < n; i++)
        text[i] = alphabet[tu_below(rng, (uint32_t)k)];
    assert_int_equal(bee_bag_parse(NULL, text, n, bag, NULL), BEE_OK);
}

static void check_bags(const bee_dict *d, tu_rng *rng, const char *alphabet, int bags)
{
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (size_t m = 0; m < bee_bag_algo_count(); m++) {
        if (!bee_bag_algo_runnable(m))
            continue;
        bee_bag_algo *a;
        bee_error err;
        if (bee_bag_algo_build(bee_bag_algo_name(m), d, &a, &err) != BEE_OK)
            fail_msg("%s: %s", bee_bag_algo_name(m), err.message);
        tu_rng local = *rng;
        for (int i = 0; i < bags; i++) {
            bee_bag bag;
            random_bag(&local, alphabet, &bag);
            assert_int_equal(bee_bag_algo_reference(d, &bag, want, NULL), BEE_OK);
            assert_int_equal(bee_bag_algo_solve(a, &bag, got, NULL), BEE_OK);
            char what[120];
            snprintf(what, sizeof what, "bag method %s, bag %d", bee_bag_algo_name(m), i);
            tu_assert_same(want, got, what);
        }
        bee_bag bag;
        random_bag(&local, alphabet, &bag);
        assert_int_equal(bee_bag_algo_reference(d, &bag, want, NULL), BEE_OK);
        assert_int_equal(bee_bag_algo_solve(a, &bag, got, NULL), BEE_OK);
        if (bee_result_count(got)) { /* the deliberate fault: one word lost must be seen */
            got->count--;
            char why[200];
            assert_int_equal(tu_same(want, got, why, sizeof why), 0);
        }
        bee_bag_algo_free(a);
    }
    bee_result_free(want);
    bee_result_free(got);
}

static void bag_random_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {11};
    static const char *const alphabets[] = {"abcde", "aeioubcdfgrstln",
                                            "abcdefghijklmnopqrstuvwxyz"};
    for (int round = 0; round < 9; round++) {
        const char *alpha = alphabets[round % 3];
        bee_dict *d = tu_random_dict(&rng, 100 + tu_below(&rng, 500), 10, alpha);
        assert_non_null(d);
        check_bags(d, &rng, alpha, 40);
        bee_dict_free(d);
    }
}

static void bag_adversarial(void **state)
{
    (void)state;
    /* prefixes of each other, letters repeated beyond any level, one-letter
     * words, words of one letter many times, a 255-letter word, every letter */
    char longest[256];
    memset(longest, 'e', 255);
    longest[255] = '\0';
    const char *const words[] = {
        "a",   "aa",   "aaa",        "aaaa",  "aaaaaaaaaaaaaaaaaaaa",       "ab",
        "abc", "abcd", "ba",         "cab",   "abcdefghijklmnopqrstuvwxyz", "zzz",
        "zz",  "z",    "eeeeeeeeee", longest, "qqqqqqqqqqqqqqqqq",
    };
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    tu_rng rng = {3};
    check_bags(d, &rng, "aabcez", 60);
    check_bags(d, &rng, "abcdefghijklmnopqrstuvwxyz", 60);
    /* a bag of 255 e's spells the 255-letter word */
    bee_bag bag = {{0}, 0, 255};
    bag.counts['e' - 'a'] = 255;
    bee_result *want = bee_result_new(), *got = bee_result_new();
    assert_int_equal(bee_bag_algo_reference(d, &bag, want, NULL), BEE_OK);
    for (size_t m = 0; m < bee_bag_algo_count(); m++) {
        bee_bag_algo *a;
        if (!bee_bag_algo_runnable(m))
            continue;
        assert_int_equal(bee_bag_algo_build(bee_bag_algo_name(m), d, &a, NULL), BEE_OK);
        assert_int_equal(bee_bag_algo_solve(a, &bag, got, NULL), BEE_OK);
        tu_assert_same(want, got, bee_bag_algo_name(m));
        bee_bag_algo_free(a);
    }
    assert_int_equal(bee_result_count(want), 2); /* eeeeeeeeee and the 255 e's */
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

static void bag_refusals(void **state)
{
    (void)state;
    static const char *const words[] = {"cab", "ab"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_bag_algo *a;
    bee_error err;
    assert_int_equal(bee_bag_algo_build("quantum", d, &a, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "unknown letter-bag method 'quantum'");
    assert_int_equal(bee_bag_algo_build("trie", d, &a, NULL), BEE_OK);
    bee_bag bag;
    assert_int_equal(bee_bag_parse(NULL, "ab?", 3, &bag, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    assert_int_equal(bee_bag_algo_solve(a, &bag, r, &err), BEE_ERR_ARG);
    assert_string_equal(err.message,
                        "the letter-bag research methods take no blank tiles (1 given)");
    assert_int_equal(bee_bag_algo_reference(d, &bag, r, &err), BEE_ERR_ARG);
    bee_result_free(r);
    bee_bag_algo_free(a);
    for (size_t m = 0; m < bee_bag_algo_count(); m++)
        if (!bee_bag_algo_runnable(m)) {
            assert_int_equal(bee_bag_algo_build(bee_bag_algo_name(m), d, &a, &err), BEE_ERR_KERNEL);
            assert_non_null(strstr(err.message, "cannot run on this CPU"));
        }
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("research tasks");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(all_random_dictionaries),
        cmocka_unit_test(all_adversarial),
        cmocka_unit_test(all_refusals),
        cmocka_unit_test(bag_random_dictionaries),
        cmocka_unit_test(bag_adversarial),
        cmocka_unit_test(bag_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
