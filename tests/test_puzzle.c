/* test_puzzle.c - puzzle notation and scoring. */
#include "testutil.h"

#include <string.h>

static bee_status parse(const char *s, int size, bee_puzzle *p, bee_error *err)
{
    return bee_puzzle_parse(NULL, s, strlen(s), size, p, err);
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
    assert_int_equal(bee_puzzle_parse(NULL, "aeGInRt", 7, 7, &p, &err), BEE_ERR_PUZZLE);
    assert_string_equal(err.message,
                        "puzzle 'aeGInRt': 3 uppercase letters; mark the center "
                        "with exactly one (aeginRt) or put it first (raegint, RAEGINT)");
    assert_int_equal(bee_puzzle_parse(NULL, "aEginRt", 7, 7, &p, &err), BEE_ERR_PUZZLE);
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

/* Four bytes of UTF-8 for cp (U+10000 to U+10FFFF) at out. */
static void utf8_4(uint32_t cp, char *out)
{
    out[0] = (char)(0xf0 | cp >> 18);
    out[1] = (char)(0x80 | (cp >> 12 & 63));
    out[2] = (char)(0x80 | (cp >> 6 & 63));
    out[3] = (char)(0x80 | (cp & 63));
}

/* 31 letters of 4 bytes each (Deseret, U+10428 on): the largest puzzle,
 * parsed and its text back as given; sizes run 2 to the alphabet's size. */
static void the_largest_puzzle_round_trips(void **state)
{
    (void)state;
    char spec[512] = "letters", text[4 * BEE_MAX_LETTERS + 1];
    size_t len = 0;
    for (int i = 0; i < BEE_MAX_LETTERS; i++) {
        /* the alphabet in code point order, the puzzle backwards */
        uint32_t cp = 0x10428 + (uint32_t)i, back = 0x10428 + (uint32_t)(BEE_MAX_LETTERS - 1 - i);
        size_t at = strlen(spec);
        spec[at] = ' ';
        utf8_4(cp, spec + at + 1);
        spec[at + 5] = '\0';
        utf8_4(back, text + len);
        len += 4;
    }
    text[len] = '\0';
    strcat(spec, "\n");
    bee_alphabet *a;
    bee_error err;
    assert_int_equal(bee_alphabet_parse(spec, strlen(spec), &a, &err), BEE_OK);
    assert_int_equal(bee_alphabet_size(a), BEE_MAX_LETTERS);
    bee_puzzle p;
    assert_int_equal(bee_puzzle_parse(a, text, len, BEE_MAX_LETTERS, &p, &err), BEE_OK);
    assert_int_equal(p.size, BEE_MAX_LETTERS);
    assert_int_equal(p.letters, 0x7fffffffu);
    assert_int_equal(p.center, 1u << (BEE_MAX_LETTERS - 1)); /* the first given */
    assert_int_equal(strlen(p.text), 4 * BEE_MAX_LETTERS);
    assert_string_equal(p.text, text);
    bee_puzzle again; /* its text parses to itself */
    assert_int_equal(bee_puzzle_parse(a, p.text, strlen(p.text), p.size, &again, &err), BEE_OK);
    assert_int_equal(again.letters, p.letters);
    assert_int_equal(again.center, p.center);
    assert_string_equal(again.text, p.text);
    assert_int_equal(bee_puzzle_parse(a, text, len, BEE_MAX_LETTERS + 1, &p, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "puzzle size 32 is out of range (2 to 31)");
    assert_int_equal(bee_puzzle_parse(a, text, 8, 2, &p, &err), BEE_OK);
    assert_int_equal(bee_puzzle_parse(a, text, 4, 1, &p, &err), BEE_ERR_ARG);
    bee_alphabet_free(a);
    /* English: 2 to 26 */
    assert_int_equal(parse("abcdefghijklmnopqrstuvwxyz", 27, &p, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "puzzle size 27 is out of range (2 to 26)");
}

static void scoring_rules(void **state)
{
    (void)state;
    assert_int_equal(bee_alphabet_score(NULL, BEE_SCORING_NYT, 4, 0), 1);
    assert_int_equal(bee_alphabet_score(NULL, BEE_SCORING_NYT, 5, 0), 5);
    assert_int_equal(bee_alphabet_score(NULL, BEE_SCORING_NYT, 7, 1), 14);
    assert_int_equal(bee_alphabet_score(NULL, BEE_SCORING_SIMPLE, 9, 0), 1);
    assert_int_equal(bee_alphabet_score(NULL, BEE_SCORING_SIMPLE, 9, 1), 3);
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

/* Random strings, mostly of the right size and lowercase (the parser's fast
 * path), some with a capital, a repeat, a non-letter or a wrong length,
 * against a plain oracle of the rules: what is accepted, and its fields. */
static void random_puzzles_against_the_rules(void **state)
{
    (void)state;
    uint64_t x = 0x2545f4914f6cdd1dull;
    for (int trial = 0; trial < 200000; trial++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        int size = 2 + (int)(x % 25);
        size_t len = (size_t)size + (x >> 8 & 15 ? 0 : (x >> 12) % 3) - (x >> 16 & 31 ? 0 : 1);
        char t[40];
        for (size_t i = 0; i < len; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            int r = (int)(x % 1000);
            t[i] = r < 2   ? (char)('A' + x / 1000 % 26)
                   : r < 3 ? "?1{`@[ "[x / 1000 % 7]
                           : (char)('a' + x / 1000 % 26);
        }
        /* the oracle */
        uint32_t letters = 0, center = 0;
        int ok = len == (size_t)size, ups = 0;
        for (size_t i = 0; i < len; i++) {
            char c = t[i];
            int up = c >= 'A' && c <= 'Z';
            char l = up ? (char)(c - 'A' + 'a') : c;
            if (l < 'a' || l > 'z' || letters >> (l - 'a') & 1) {
                ok = 0;
                break;
            }
            letters |= 1u << (l - 'a');
            if (up)
                ups++, center = 1u << (l - 'a');
        }
        if (ok && ups > 1 && (size_t)ups < len)
            ok = 0;
        if (ok && ups != 1)
            center = 1u << ((t[0] | 0x20) - 'a');
        bee_puzzle p;
        bee_status s = bee_puzzle_parse(NULL, t, len, size, &p, NULL);
        assert_int_equal(s == BEE_OK, ok);
        if (!ok)
            continue;
        assert_int_equal(p.letters, letters);
        assert_int_equal(p.center, center);
        assert_int_equal(p.size, size);
        assert_int_equal(strlen(p.text), len);
        assert_int_equal(1u << (p.text[0] - 'a'), center);
        uint32_t seen = 0;
        for (size_t i = 0; i < len; i++)
            seen |= 1u << (p.text[i] - 'a');
        assert_int_equal(seen, letters);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_letter_is_the_center),
        cmocka_unit_test(the_one_uppercase_letter_is_the_center),
        cmocka_unit_test(bad_puzzles_say_what_is_wrong),
        cmocka_unit_test(the_largest_puzzle_round_trips),
        cmocka_unit_test(scoring_rules),
        cmocka_unit_test(score_of_a_known_puzzle),
        cmocka_unit_test(random_puzzles_against_the_rules),
    };
    return cmocka_run_group_tests_name("puzzle", tests, NULL, NULL);
}
