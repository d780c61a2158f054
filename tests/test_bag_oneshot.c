/*
 * test_bag_oneshot.c - bags answered straight from a word list file
 * (bee_bag_answer_file) against the bag index over the whole list loaded
 * (bee_dict_load_memory, bee_bag_index_build, bee_bag_solve, bee_bag_sort):
 * the same count and the same words in the same order, for every kernel
 * this machine runs, under length and must-use options, in both orders,
 * counts only; on sorted lists with CRLF lines, capitals (folded or not),
 * accents, repeats, no final newline, lines longer than a kernel's slice
 * and than a word, and on unsorted random texts; the loader's message for
 * a list without a word; a bag with blanks and bad options refused.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { BAGS = 3 };

static const char *const default_bags[BAGS] = {"rate", "AaRrEeTtg", "aaaeeerrrtttgg"};

/* The bag index path's answer to `bag` over d, as the loaded list gives it. */
static void index_answer(const bee_bag_index *bx, const bee_bag *bag, const bee_bag_options *bo,
                         bee_bag_order order, bee_result *r)
{
    assert_int_equal(bee_bag_solve(bx, bag, bo, r, NULL), BEE_OK);
    if (bo->want_words)
        assert_int_equal(bee_bag_sort(bx, r, order, NULL), BEE_OK);
}

/* bee_bag_answer_file on a file of text[0, len) equals the bag index over
 * the loaded text, for n bags, every kernel, the options and order given. */
static void check_options(const char *path, const char *text, size_t len, int fold, size_t n,
                          const char *const *bags, const bee_bag_options *bo, bee_bag_order order)
{
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.fold_case = fold;
    bee_bag parsed[8];
    assert_true(n <= 8);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(bee_bag_parse(NULL, bags[i], strlen(bags[i]), &parsed[i], NULL), BEE_OK);
    bee_dict *all = NULL;
    bee_error merr;
    bee_status ms = bee_dict_load_memory(text, len, path, &o, &all, &merr);
    bee_bag_index *bx = NULL;
    if (ms == BEE_OK)
        assert_int_equal(bee_bag_index_build(all, NULL, &bx, NULL), BEE_OK);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        bee_dict *got[8];
        bee_result *r[8];
        for (size_t i = 0; i < n; i++)
            assert_non_null(r[i] = bee_result_new());
        bee_error ferr;
        bee_status fs =
            bee_bag_answer_file(path, &o, n, parsed, bo, order, (bee_kernel_id)k, got, r, &ferr);
        assert_int_equal(fs, ms);
        for (size_t i = 0; i < n; i++) {
            if (fs != BEE_OK) {
                assert_null(got[i]);
                assert_string_equal(ferr.message, merr.message);
                bee_result_free(r[i]);
                continue;
            }
            bee_result *want = bee_result_new();
            index_answer(bx, &parsed[i], bo, order, want);
            size_t wc, gc;
            const uint32_t *ww = bee_result_words(want, &wc);
            const uint32_t *gw = bee_result_words(r[i], &gc);
            assert_int_equal(gc, wc);
            assert_int_equal(bee_dict_size(got[i]), wc);        /* the answers, nothing else */
            for (size_t j = 0; bo->want_words && j < wc; j++) { /* every column as loaded */
                assert_string_equal(bee_dict_word(got[i], gw[j]), bee_dict_word(all, ww[j]));
                assert_int_equal(bee_dict_word_len(got[i], gw[j]), bee_dict_word_len(all, ww[j]));
                assert_int_equal(bee_dict_word_mask(got[i], gw[j]), bee_dict_word_mask(all, ww[j]));
            }
            for (uint32_t w = 1; w < bee_dict_size(got[i]); w++) /* sorted, distinct */
                assert_true(strcmp(bee_dict_word(got[i], w - 1), bee_dict_word(got[i], w)) < 0);
            bee_result_free(want);
            bee_result_free(r[i]);
            bee_dict_free(got[i]);
        }
    }
    bee_bag_index_free(bx);
    bee_dict_free(all);
}

/* check_options under the default options in both orders, counts only,
 * and lengths and must-use counts that cut into the answers. */
static void check_bags(const char *text, size_t len, int fold, size_t n, const char *const *bags)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/bee-bag-oneshot-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
    bee_bag_options bo;
    bee_bag_options_init(&bo);
    check_options(path, text, len, fold, n, bags, &bo, BEE_BAG_ORDER_LENGTH);
    check_options(path, text, len, fold, n, bags, &bo, BEE_BAG_ORDER_ALPHA);
    bo.want_words = 0;
    check_options(path, text, len, fold, n, bags, &bo, BEE_BAG_ORDER_LENGTH);
    bee_bag_options_init(&bo);
    bo.min_len = 3;
    bo.max_len = 5;
    bo.must['e' - 'a'] = 1;
    bo.must['t' - 'a'] = 1;
    check_options(path, text, len, fold, n, bags, &bo, BEE_BAG_ORDER_LENGTH);
    bo.min_len = 1;
    bo.max_len = BEE_MAX_WORD_LEN;
    bo.must['a' - 'a'] = 2;
    check_options(path, text, len, fold, n, bags, &bo, BEE_BAG_ORDER_ALPHA);
    unlink(path);
}

/* Random texts of the bags' letters in both cases, CR, accents and junk:
 * unsorted, short and long lines, repeats, empty lines. */
static void random_texts(void **state)
{
    (void)state;
    static const char pool[] = "aaaeeeggrrrtttAERTx\r\n\n\n\n-\xc3\xa9";
    tu_rng rng = {41};
    for (int round = 0; round < 8; round++) {
        size_t len = round < 2 ? tu_below(&rng, 300) : 20000 + tu_below(&rng, 200000);
        char *text = malloc(len + 1);
        for (size_t i = 0; i < len; i++)
            text[i] = pool[tu_below(&rng, sizeof pool - 1)];
        if (round % 3 == 0 && len)
            text[len - 1] = 'a'; /* no final newline */
        check_bags(text, len, round & 1, BAGS, default_bags);
        free(text);
    }
}

/* A sorted list (the fast path: the answers are not loaded) made dirty
 * line by line: CRLF, capitals, an accent, a repeat, a bare CR. */
static void sorted_lists_with_dirty_lines(void **state)
{
    (void)state;
    tu_rng rng = {7};
    char *words = tu_random_words(&rng, 30000, 12, "aegrt");
    bee_dict *d = tu_dict_text(words); /* sorted and distinct */
    free(words);
    size_t cap = 30000 * 16, len = 0;
    char *text = malloc(cap);
    for (uint32_t w = 0; w < bee_dict_size(d); w++) {
        const char *word = bee_dict_word(d, w);
        size_t wl = strlen(word);
        memcpy(text + len, word, wl);
        uint32_t how = tu_below(&rng, 40);
        if (how == 0)
            text[len] = (char)(text[len] - 'a' + 'A'); /* a capital */
        len += wl;
        if (how == 1)
            text[len++] = '\r'; /* CRLF */
        if (how == 2)
            text[len++] = '\r', text[len++] = 'a'; /* a bare CR inside */
        if (how == 3)
            memcpy(text + len, "\xc3\xa9", 2), len += 2;
        if (how == 4) { /* a repeat */
            text[len++] = '\n';
            memcpy(text + len, word, wl);
            len += wl;
        }
        text[len++] = '\n';
    }
    bee_dict_free(d);
    check_bags(text, len, 0, BAGS, default_bags);
    check_bags(text, len, 1, BAGS, default_bags);
    check_bags(text, len - 1, 0, BAGS, default_bags); /* no final newline */
    free(text);
}

/* Lines over a kernel's slice and over a word's 255 bytes, a bag of 255
 * tiles (8-bit counts at their end), and lists without a word. */
static void long_lines_and_wordless_lists(void **state)
{
    (void)state;
    size_t len = 300000;
    char *text = malloc(len);
    memset(text, 'a', len);
    memcpy(text, "aa\ngate\n", 8);
    text[200000] = '\n'; /* a 199992-byte line, then one of 99999 */
    memcpy(text + len - 6, "\ngate\n", 6);
    char full[256];
    memset(full, 'a', 255);
    full[255] = '\0';
    const char *bags[] = {"gate", full, "aaaat"};
    check_bags(text, len, 0, 3, bags);
    memset(text, 'a', 600); /* lines of 255, 256 and 87 letters */
    text[255] = text[512] = '\n';
    memcpy(text + 600, "\r\n", 2);
    check_bags(text, 602, 0, 3, bags);
    for (size_t i = 0; i < len; i++)
        text[i] = i % 7 == 6 ? '\n' : i % 13 == 0 ? '\r' : 'Q';
    check_bags(text, len, 0, 3, bags); /* uppercase and junk: the loader's message */
    check_bags(text, len, 1, 3, bags); /* folded: words, none an answer */
    check_bags("", 0, 0, 3, bags);
    check_bags("\n\n", 2, 0, 3, bags);
    check_bags("tag\r\n", 5, 0, 3, bags);
    free(text);
}

static void blanks_and_bad_options_are_refused(void **state)
{
    (void)state;
    bee_bag bag;
    assert_int_equal(bee_bag_parse(NULL, "rat?", 4, &bag, NULL), BEE_OK);
    bee_dict *got = (bee_dict *)&bag; /* set to NULL on failure */
    bee_result *r = bee_result_new();
    bee_error err;
    assert_int_equal(bee_bag_answer_file("/nonexistent", NULL, 1, &bag, NULL, BEE_BAG_ORDER_LENGTH,
                                         BEE_KERNEL_AUTO, &got, &r, &err),
                     BEE_ERR_ARG);
    assert_null(got);
    assert_int_equal(bee_bag_parse(NULL, "rat", 3, &bag, NULL), BEE_OK);
    bee_bag_options bo;
    bee_bag_options_init(&bo);
    bo.min_len = 5;
    bo.max_len = 4;
    assert_int_equal(bee_bag_answer_file("/nonexistent", NULL, 1, &bag, &bo, BEE_BAG_ORDER_LENGTH,
                                         BEE_KERNEL_AUTO, &got, &r, &err),
                     BEE_ERR_ARG);
    assert_string_equal(err.message, "minimum length 5 is above maximum length 4");
    assert_int_equal(bee_bag_answer_file("/nonexistent", NULL, 1, &bag, NULL, BEE_BAG_ORDER_LENGTH,
                                         BEE_KERNEL_AUTO, &got, &r, &err),
                     BEE_ERR_IO);
    bee_result_free(r);
}

int main(void)
{
    tu_print_platform("bag_oneshot");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_texts),
        cmocka_unit_test(sorted_lists_with_dirty_lines),
        cmocka_unit_test(long_lines_and_wordless_lists),
        cmocka_unit_test(blanks_and_bad_options_are_refused),
    };
    return cmocka_run_group_tests_name("bag_oneshot", tests, NULL, NULL);
}
