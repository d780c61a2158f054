/*
 * test_default_image.c - the built-in index image (made at build time by
 * src/builtin/make_image.c and embedded) loads and is the index a fresh build
 * over the embedded word list gives: the same words, letter sets, lengths,
 * load statistics, index shape, and answers to random puzzles.
 */
#include "testutil.h"
#include "builtin/default_dict.h"
#include "file/file.h"

#include <stdio.h>
#include <string.h>

static void image_equals_a_fresh_build(void **state)
{
    (void)state;
    bee_dict *img_dict, *fresh_dict;
    bee_index *img, *fresh;
    bee_error err;
    assert_int_equal(bee_index_load_default(&img_dict, &img, &err), BEE_OK);
    size_t len;
    const char *text = bee_default_text(&len);
    assert_int_equal(bee_dict_load_memory(text, len, "words", NULL, &fresh_dict, &err), BEE_OK);
    assert_int_equal(bee_index_build(fresh_dict, NULL, &fresh, &err), BEE_OK);

    assert_true(bee_dict_size(fresh_dict) > 50000);
    /* the image records its curation (removed_words_are_gone checks the count) */
    bee_dict_note_curation(fresh_dict, 0, bee_dict_get_stats(img_dict)->removed);
    tu_assert_same_index(fresh_dict, fresh, img_dict, img);

    tu_rng rng = {42};
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (int i = 0; i < 300; i++) {
        bee_puzzle p;
        tu_random_puzzle(&rng, i % 10 == 0 ? 2 + (int)tu_below(&rng, 25) : 7, NULL, &p);
        assert_int_equal(bee_solve(fresh, &p, NULL, want, NULL), BEE_OK);
        assert_int_equal(bee_solve(img, &p, NULL, got, NULL), BEE_OK);
        bee_result_sort(want);
        tu_assert_same(want, got, p.text);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(fresh);
    bee_dict_free(fresh_dict);
    bee_index_free(img);
    bee_dict_free(img_dict);
}

/* None of the removed words (src/builtin/removed-words.txt) is in the
 * built-in list, image or text, and the list is otherwise whole. */
static void removed_words_are_gone(void **state)
{
    (void)state;
    FILE *f = fopen(BEE_SOURCE_DIR "/src/builtin/removed-words.txt", "r");
    assert_non_null(f);
    bee_dict *img_dict, *text_dict;
    bee_index *img;
    assert_int_equal(bee_index_load_default(&img_dict, &img, NULL), BEE_OK);
    size_t len;
    const char *text = bee_default_text(&len);
    assert_int_equal(bee_dict_load_memory(text, len, "words", NULL, &text_dict, NULL), BEE_OK);
    char line[256];
    size_t removed = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        removed++;
        for (uint32_t i = 0; i < bee_dict_size(img_dict); i++)
            if (strcmp(bee_dict_word(img_dict, i), line) == 0)
                fail_msg("the built-in list holds the removed word '%s'", line);
        for (uint32_t i = 0; i < bee_dict_size(text_dict); i++)
            if (strcmp(bee_dict_word(text_dict, i), line) == 0)
                fail_msg("the built-in text holds the removed word '%s'", line);
    }
    fclose(f);
    assert_true(removed > 100);
    /* the image says how many, as `info` shows: those of the file that the
     * chosen levels hold (tests/cli/curate.sh counts them) */
    assert_true(bee_dict_get_stats(img_dict)->removed > 0);
    assert_true(bee_dict_get_stats(img_dict)->removed <= removed);
    assert_int_equal(bee_dict_get_stats(img_dict)->added, 0);
    assert_true(bee_dict_size(img_dict) > 60000); /* the rest is still there */
    bee_dict_free(text_dict);
    bee_index_free(img);
    bee_dict_free(img_dict);
}

/* The built-in dictionary comes from the image; with folding, from the text,
 * the same words (SCOWL's choice is lowercase: no capitalised one joins). */
static void default_dictionary_folds_from_the_text(void **state)
{
    (void)state;
    bee_dict *plain, *folded;
    bee_dict_options fold;
    bee_dict_options_init(&fold);
    fold.fold_case = 1;
    assert_int_equal(bee_dict_load_default(NULL, &plain, NULL), BEE_OK);
    assert_int_equal(bee_dict_load_default(&fold, &folded, NULL), BEE_OK);
    assert_int_equal(bee_dict_size(folded), bee_dict_size(plain));
    bee_dict_free(folded);
    bee_dict_free(plain);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(image_equals_a_fresh_build),
        cmocka_unit_test(default_dictionary_folds_from_the_text),
        cmocka_unit_test(removed_words_are_gone),
    };
    return cmocka_run_group_tests_name("default_image", tests, NULL, NULL);
}
