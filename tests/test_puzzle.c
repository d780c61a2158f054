/* test_puzzle.c - puzzle notation and scoring. */
#include "testutil.h"

#include <string.h>

static bee_status parse(const char *s, int size, bee_puzzle *p, bee_error *err)
{
    return bee_puzzle_parse(s, strlen(s), size, p, err);
}

static void first_letter_is_the_center(void **state)
{
    (void)state;
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_string_equal(p.text, "raegint");
    assert_int_equal(p.center, 1u << ('r' - 'a'));
    assert_int_equal(p.letters, bee_mask_of("raegint", 7));
    p = tu_puzzle("RAEGINT", 7);
    assert_string_equal(p.text, "raegint");
    assert_int_equal(p.center, 1u << ('r' - 'a'));
}

static void the_one_uppercase_letter_is_the_center(void **state)
{
    (void)state;
    bee_puzzle p = tu_puzzle("aeginRt", 7);
    assert_string_equal(p.text, "raegint");
    assert_int_equal(p.center, 1u << ('r' - 'a'));
    bee_error err; /* several uppercase letters, not all: no center is clear */
    assert_int_equal(bee_puzzle_parse("aeGInRt", 7, 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message,
                        "puzzle 'aeGInRt': 3 uppercase letters; mark the center "
                        "with exactly one (aeginRt) or put it first (raegint, RAEGINT)");
    assert_int_equal(bee_puzzle_parse("aEginRt", 7, 7, &p, &err), BEE_ERR_PUZZLE);
}

static void bad_puzzles_say_what_is_wrong(void **state)
{
    (void)state;
    bee_puzzle p;
    bee_error err;
    assert_int_equal(parse("raegin", 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message, "puzzle 'raegin': has 6 letters, expected 7");
    assert_int_equal(parse("raegina", 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message, "puzzle 'raegina': letter 'a' appears twice");
    assert_int_equal(parse("rae1int", 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message, "puzzle 'rae1int': character 4 is not a letter a-z");
    assert_int_equal(parse("", 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message, "empty puzzle");
    assert_int_equal(parse("abcde", 5, &p, &err), BEE_OK);
    assert_int_equal(parse("ab", 1, &p, &err), BEE_ERR_ARG);
    assert_int_equal(parse("abcdefghijklmnopqrstuvwxyz", 26, &p, &err), BEE_OK);
    assert_int_equal(p.letters, (1u << 26) - 1);
}

static void scoring_rules(void **state)
{
    (void)state;
    assert_int_equal(bee_word_score(BEE_SCORING_NYT, 4, 0), 1);
    assert_int_equal(bee_word_score(BEE_SCORING_NYT, 5, 0), 5);
    assert_int_equal(bee_word_score(BEE_SCORING_NYT, 7, 1), 14);
    assert_int_equal(bee_word_score(BEE_SCORING_SIMPLE, 9, 0), 1);
    assert_int_equal(bee_word_score(BEE_SCORING_SIMPLE, 9, 1), 3);
}

static void score_of_a_known_puzzle(void **state)
{
    (void)state;
    /* by hand: grant 5, rating 6, granite 7+7, tearing 7+7, rang 1 */
    const char *words[] = {"tang", "grant", "rating", "granite", "tearing", "rang", "tangy"};
    bee_dict *d = tu_dict_of(words, 7);
    bee_puzzle p = tu_puzzle("tRaegin", 7);
    bee_result *r = bee_result_new();
    bee_solve_options o;
    bee_solve_options_init(&o);
    assert_int_equal(bee_solve_reference(d, 4, &p, &o, r, NULL), BEE_OK);
    assert_int_equal(bee_result_count(r), 5); /* tang lacks r, tangy has y */
    assert_int_equal(bee_result_pangrams(r), 2);
    assert_int_equal(bee_result_score(r), 5 + 6 + 14 + 14 + 1);
    o.scoring = BEE_SCORING_SIMPLE;
    assert_int_equal(bee_solve_reference(d, 4, &p, &o, r, NULL), BEE_OK);
    assert_int_equal(bee_result_score(r), 1 + 1 + 3 + 3 + 1);
    bee_result_free(r);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_letter_is_the_center),
        cmocka_unit_test(the_one_uppercase_letter_is_the_center),
        cmocka_unit_test(bad_puzzles_say_what_is_wrong),
        cmocka_unit_test(scoring_rules),
        cmocka_unit_test(score_of_a_known_puzzle),
    };
    return cmocka_run_group_tests_name("puzzle", tests, NULL, NULL);
}
