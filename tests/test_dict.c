/* test_dict.c - word-list parsing: what is kept, what is skipped and why. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static bee_status load(const char *text, int fold, bee_dict **d, bee_error *err)
{
    bee_dict_options o = {fold};
    return bee_dict_load_memory(text, strlen(text), "words.txt", &o, d, err);
}

static void keeps_lowercase_words_sorted_and_distinct(void **state)
{
    (void)state;
    bee_dict *d = tu_dict_text("pear\napple\r\nfig\napple\n\nBanana\nit's\ncaf\xc3\xa9\nx-ray\nzoo");
    assert_int_equal(bee_dict_size(d), 4);
    assert_string_equal(bee_dict_word(d, 0), "apple");
    assert_string_equal(bee_dict_word(d, 1), "fig");
    assert_string_equal(bee_dict_word(d, 2), "pear");
    assert_string_equal(bee_dict_word(d, 3), "zoo");   /* no final newline */
    assert_int_equal(bee_dict_word_len(d, 0), 5);
    const bee_dict_stats *st = bee_dict_get_stats(d);
    assert_int_equal(st->lines, 10);
    assert_int_equal(st->words, 4);
    assert_int_equal(st->duplicates, 1);
    assert_int_equal(st->blank, 1);
    assert_int_equal(st->uppercase, 1);
    assert_int_equal(st->non_ascii, 1);
    assert_int_equal(st->other, 2);
    bee_dict_free(d);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Random lists (unsorted, many duplicates, a few runs) come out as the sorted
 * distinct words of the input, checked against qsort. */
static void random_lists_come_out_sorted_and_distinct(void **state)
{
    (void)state;
    tu_rng rng = {11};
    for (int round = 0; round < 20; round++) {
        size_t n = 1 + tu_below(&rng, 3000);
        char *text = tu_random_words(&rng, n, 1 + (int)tu_below(&rng, 6), "abcd");
        bee_dict *d = tu_dict_text(text);
        char **lines = malloc(n * sizeof *lines);
        size_t k = 0;
        for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
            lines[k++] = line;
        assert_int_equal(k, n);
        qsort(lines, n, sizeof *lines, cmp_str);
        size_t distinct = 0;
        for (size_t i = 0; i < n; i++) {
            if (i && strcmp(lines[i], lines[i - 1]) == 0)
                continue;
            assert_true(distinct < bee_dict_size(d));
            assert_string_equal(bee_dict_word(d, (uint32_t)distinct), lines[i]);
            distinct++;
        }
        assert_int_equal(bee_dict_size(d), distinct);
        assert_int_equal(bee_dict_get_stats(d)->duplicates, n - distinct);
        free(lines);
        bee_dict_free(d);
        free(text);
    }
}

static void masks_are_letter_sets(void **state)
{
    (void)state;
    bee_dict *d = tu_dict_text("abba\nzebra\n");
    assert_int_equal(bee_dict_word_mask(d, 0), 0x3u);
    assert_int_equal(bee_dict_word_mask(d, 1), (1u << 25) | (1u << 4) | 2u | (1u << 17) | 1u);
    assert_int_equal(bee_mask_of("a?", 2), 0x80000001u);
    bee_dict_free(d);
}

static void fold_case_lowercases_first(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(load("APPLE\nPear\napple\n", 1, &d, &err), BEE_OK);
    assert_int_equal(bee_dict_size(d), 2);
    assert_int_equal(bee_dict_get_stats(d)->duplicates, 1);
    assert_string_equal(bee_dict_word(d, 1), "pear");
    bee_dict_free(d);
}

static void all_uppercase_list_suggests_fold_case(void **state)
{
    (void)state;
    bee_dict *d = (bee_dict *)1;
    bee_error err;
    assert_int_equal(load("AA\nAAH\nAAHED\n", 0, &d, &err), BEE_ERR_EMPTY);
    assert_null(d);
    assert_string_equal(err.message,
                        "words.txt: no usable word: 3 lines skipped (3 uppercase)");
}

static void empty_input_is_an_error(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(load("", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message, "words.txt: no usable word: the file is empty");
    assert_int_equal(load("\n\r\n123\n", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message, "words.txt: no usable word: 3 lines skipped "
                                     "(1 characters other than a-z, 2 blank)");
}

static void long_lines_are_skipped(void **state)
{
    (void)state;
    char *text = malloc(400);
    memset(text, 'a', 300);
    strcpy(text + 300, "\nbee\n");
    bee_dict *d = tu_dict_text(text);
    assert_int_equal(bee_dict_size(d), 1);
    assert_int_equal(bee_dict_get_stats(d)->too_long, 1);
    bee_dict_free(d);
    free(text);
}

static void missing_file_is_named(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(bee_dict_load_file("/nonexistent/words", NULL, &d, &err), BEE_ERR_IO);
    assert_string_equal(err.message, "/nonexistent/words: cannot open: No such file or directory");
    assert_int_equal(bee_dict_load_file("/", NULL, &d, &err), BEE_ERR_IO);
    assert_string_equal(err.message, "/: read error: Is a directory");
}

static void default_dictionary_is_built_in(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(bee_dict_load_default(NULL, &d, &err), BEE_OK);
    assert_true(bee_dict_size(d) > 50000);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keeps_lowercase_words_sorted_and_distinct),
        cmocka_unit_test(random_lists_come_out_sorted_and_distinct),
        cmocka_unit_test(masks_are_letter_sets),
        cmocka_unit_test(fold_case_lowercases_first),
        cmocka_unit_test(all_uppercase_list_suggests_fold_case),
        cmocka_unit_test(empty_input_is_an_error),
        cmocka_unit_test(long_lines_are_skipped),
        cmocka_unit_test(missing_file_is_named),
        cmocka_unit_test(default_dictionary_is_built_in),
    };
    return cmocka_run_group_tests_name("dict", tests, NULL, NULL);
}
