/*
 * test_hints.c - bee_hints_* against a plain reference computed here from
 * bee_solve_reference's answers: totals, perfect pangrams, bingo, ranks
 * (in floating point, as the player tools round), the grid and two-letter
 * list, and the player's found words (answers in any case, repeats, words
 * that are no answer, over-long ones), on random and adversarial lists.
 */
#include "testutil.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    size_t count, pangrams, perfect, found_count;
    uint64_t score, found_score;
    int bingo;
    size_t grid[26][BEE_MAX_WORD_LEN + 1], pairs[26][26];
    size_t not_answers[64], n_not_answers;
} reference;

/* Is `w` (len bytes, any case) answer i of ids? (a linear search) */
static int same_word(const char *a, size_t alen, const char *w, size_t len)
{
    if (alen != len)
        return 0;
    for (size_t k = 0; k < len; k++)
        if (tolower((unsigned char)w[k]) != a[k])
            return 0;
    return 1;
}

static void reference_hints(const bee_dict *d, const bee_puzzle *p, const char *const *found,
                            size_t n_found, reference *ref)
{
    memset(ref, 0, sizeof *ref);
    bee_result *r = bee_result_new();
    assert_int_equal(bee_solve_reference(d, 4, p, NULL, r, NULL), BEE_OK);
    size_t n;
    const uint32_t *ids = bee_result_words(r, &n);
    unsigned char *is_found = calloc(n + 1, 1);
    for (size_t f = 0; f < n_found; f++) {
        size_t len = strlen(found[f]), hit = 0;
        for (size_t i = 0; i < n; i++)
            if (same_word(bee_dict_word(d, ids[i]), bee_dict_word_len(d, ids[i]), found[f], len)) {
                is_found[i] = 1;
                hit = 1;
            }
        if (!hit)
            ref->not_answers[ref->n_not_answers++] = f;
    }
    uint32_t starts = 0;
    for (size_t i = 0; i < n; i++) {
        const char *w = bee_dict_word(d, ids[i]);
        size_t len = strlen(w);
        uint32_t set = 0;
        for (size_t k = 0; k < len; k++)
            set |= 1u << (w[k] - 'a');
        int pangram = set == p->letters;
        uint64_t points = (len == 4 ? 1 : len) + (pangram ? 7 : 0);
        ref->count++;
        ref->pangrams += pangram;
        ref->perfect += pangram && len == (size_t)p->size;
        ref->score += points;
        starts |= 1u << (w[0] - 'a');
        if (is_found[i]) {
            ref->found_count++;
            ref->found_score += points;
        } else {
            ref->grid[w[0] - 'a'][len]++;
            ref->pairs[w[0] - 'a'][w[1] - 'a']++;
        }
    }
    ref->bingo = n > 0 && starts == p->letters;
    free(is_found);
    bee_result_free(r);
}

static const double rank_pct[BEE_HINTS_RANKS] = {0, 2, 5, 8, 15, 25, 40, 50, 70, 100};

static void assert_hints(const bee_hints *h, const reference *ref, const bee_puzzle *p)
{
    assert_int_equal(bee_hints_count(h), ref->count);
    assert_int_equal(bee_hints_score(h), ref->score);
    assert_int_equal(bee_hints_pangrams(h), ref->pangrams);
    assert_int_equal(bee_hints_perfect_pangrams(h), ref->perfect);
    assert_int_equal(bee_hints_bingo(h), ref->bingo);
    int rank = 0;
    for (int i = 0; i < BEE_HINTS_RANKS; i++) {
        uint64_t least = (uint64_t)floor(rank_pct[i] * (double)ref->score / 100.0 + 0.5);
        assert_int_equal(bee_hints_rank_score(h, i), least);
        if (ref->found_score >= least)
            rank = i;
    }
    assert_int_equal(bee_hints_found_count(h), ref->found_count);
    assert_int_equal(bee_hints_found_score(h), ref->found_score);
    assert_int_equal(bee_hints_found_rank(h), rank);
    size_t nn;
    const size_t *na = bee_hints_not_answers(h, &nn);
    assert_int_equal(nn, ref->n_not_answers);
    for (size_t i = 0; i < nn; i++)
        assert_int_equal(na[i], ref->not_answers[i]);
    /* the grid, cell by cell, and its total: what is still to find */
    size_t total = 0;
    for (int l = 0; l < 26; l++)
        for (uint32_t len = 0; len <= BEE_MAX_WORD_LEN; len++) {
            size_t want = ref->grid[l][len];
            if (want || (p->letters >> l & 1))
                assert_int_equal(bee_hints_grid(h, l, len), want);
            total += want;
            if (want)
                assert_true(len >= bee_hints_shortest(h) && len <= bee_hints_longest(h));
        }
    assert_int_equal(total, ref->count - ref->found_count);
    size_t i = 0, pair_total = 0;
    for (int a = 0; a < 26; a++)
        for (int b = 0; b < 26; b++)
            if (ref->pairs[a][b]) {
                int first = -1, second = -1;
                assert_int_equal(bee_hints_two_letter(h, i++, &first, &second), ref->pairs[a][b]);
                assert_int_equal(first, a);
                assert_int_equal(second, b);
                pair_total += ref->pairs[a][b];
            }
    assert_int_equal(bee_hints_two_letter_count(h), i);
    assert_int_equal(pair_total, ref->count - ref->found_count);
}

/* Some answers (some in capitals, some twice), words that are none, one
 * too long to be a word, into found[] (at most 32). */
static size_t pick_found(const bee_dict *d, const bee_puzzle *p, tu_rng *r, char words[][300],
                         const char **found)
{
    bee_result *res = bee_result_new();
    assert_int_equal(bee_solve_reference(d, 4, p, NULL, res, NULL), BEE_OK);
    size_t n, k = 0;
    const uint32_t *ids = bee_result_words(res, &n);
    for (size_t i = 0; i < n && k < 24; i++)
        if (tu_below(r, 3) == 0) {
            snprintf(words[k], 300, "%s", bee_dict_word(d, ids[i]));
            if (tu_below(r, 4) == 0)
                words[k][0] = (char)toupper((unsigned char)words[k][0]);
            k++;
            if (tu_below(r, 5) == 0 && k < 24) {
                memcpy(words[k], words[k - 1], 300);
                k++;
            }
        }
    snprintf(words[k++], 300, "%s", "zzzzqq");
    snprintf(words[k++], 300, "%s", "");
    memset(words[k], 'a', 299);
    words[k++][299] = '\0';
    if (n)
        snprintf(words[k++], 300, "%ss", bee_dict_word(d, ids[0])); /* maybe a word, maybe not */
    for (size_t i = 0; i < k; i++)
        found[i] = words[i];
    bee_result_free(res);
    return k;
}

static void check_dict(const bee_dict *d, tu_rng *r, int puzzles, const char *alphabet,
                       const char *const *fixed)
{
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_hints *h = bee_hints_new();
    assert_non_null(h);
    reference *ref = malloc(sizeof *ref);
    static char words[32][300];
    const char *found[32];
    int has_set = 0; /* a word of 7 letters to make a puzzle of */
    for (uint32_t i = 0; i < bee_dict_size(d) && !has_set; i++)
        has_set = __builtin_popcount(bee_dict_word_mask(d, i)) == 7;
    for (int t = 0; t < puzzles + 4; t++) {
        bee_puzzle p;
        if (fixed && t >= puzzles && fixed[t - puzzles])
            p = tu_puzzle(fixed[t - puzzles], 7);
        else if (t % 2 && has_set)
            p = tu_puzzle_of_set(tu_random_word_set(d, r, 7), (int)tu_below(r, 7));
        else
            tu_random_puzzle(r, 7, alphabet, &p);
        if (p.size != 7 || __builtin_popcount(p.letters) != 7)
            continue;
        /* without found words, then with some: the same h reused */
        reference_hints(d, &p, NULL, 0, ref);
        assert_int_equal(bee_hints_compute(ix, &p, NULL, h, NULL), BEE_OK);
        assert_hints(h, ref, &p);
        size_t nf = pick_found(d, &p, r, words, found);
        reference_hints(d, &p, found, nf, ref);
        bee_hints_options o;
        bee_hints_options_init(&o);
        o.found = found;
        o.n_found = nf;
        assert_int_equal(bee_hints_compute(ix, &p, &o, h, NULL), BEE_OK);
        assert_hints(h, ref, &p);
    }
    free(ref);
    bee_hints_free(h);
    bee_index_free(ix);
}

static void hints_match_the_reference_on_random_lists(void **state)
{
    (void)state;
    tu_rng r = {20261125};
    tu_check_random_dicts(&r, 30, check_dict);
    tu_check_one_set_dict(&r, 10, check_dict);
    tu_check_no_center_dict(&r, 500, 10, check_dict);
}

/* A list made for the edge cases: a perfect pangram and a longer one, no
 * bingo and then bingo, ranks of a tiny total. */
static void hints_on_a_list_made_for_them(void **state)
{
    (void)state;
    const char *words[] = {"tangier", "tearing", "granite", "rating", "grant", "tang", "rang"};
    bee_dict *d = tu_dict_of(words, 7);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_hints *h = bee_hints_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_hints_compute(ix, &p, NULL, h, NULL), BEE_OK);
    /* grant rang rating: r; granite tangier tearing: pangrams, each perfect */
    assert_int_equal(bee_hints_count(h), 6);
    assert_int_equal(bee_hints_pangrams(h), 3);
    assert_int_equal(bee_hints_perfect_pangrams(h), 3);
    assert_int_equal(bee_hints_score(h), 5 + 1 + 6 + 3 * 14);
    assert_int_equal(bee_hints_bingo(h), 0); /* no answer starts with a, e, i, n */
    assert_int_equal(bee_hints_grid(h, 'g' - 'a', 5), 1);
    assert_int_equal(bee_hints_grid(h, 'g' - 'a', 7), 1);
    assert_int_equal(bee_hints_grid(h, 't' - 'a', 7), 2);
    assert_string_equal(bee_hints_rank_name(0), "Beginner");
    assert_string_equal(bee_hints_rank_name(9), "Queen Bee");
    assert_null(bee_hints_rank_name(10));
    assert_int_equal(bee_hints_rank_score(h, 9), 54);
    assert_int_equal(bee_hints_rank_score(h, 1), 1);  /* 1.08 */
    assert_int_equal(bee_hints_rank_score(h, 3), 4);  /* 4.32 */
    assert_int_equal(bee_hints_rank_score(h, 6), 22); /* 21.6 */
    /* found: tearing and GRANT reach 19 points, Solid (15% of 54 = 8.1 -> 8;
     * Nice 13.5 -> 14; Great 21.6 -> 22): Nice */
    const char *found[] = {"tearing", "GRANT", "tearing", "gnat"};
    bee_hints_options o;
    bee_hints_options_init(&o);
    o.found = found;
    o.n_found = 4;
    assert_int_equal(bee_hints_compute(ix, &p, &o, h, NULL), BEE_OK);
    assert_int_equal(bee_hints_found_count(h), 2);
    assert_int_equal(bee_hints_found_score(h), 19);
    assert_int_equal(bee_hints_found_rank(h), 5);
    size_t nn;
    const size_t *na = bee_hints_not_answers(h, &nn);
    assert_int_equal(nn, 1);
    assert_int_equal(na[0], 3);
    assert_int_equal(bee_hints_grid(h, 't' - 'a', 7), 1);
    assert_int_equal(bee_hints_grid(h, 'g' - 'a', 5), 0);
    bee_hints_free(h);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void options_never_set_up_are_refused(void **state)
{
    (void)state;
    const char *words[] = {"tang"};
    bee_dict *d = tu_dict_of(words, 1);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_hints *h = bee_hints_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_hints_options o;
    memset(&o, 0, sizeof o);
    bee_error err;
    assert_int_equal(bee_hints_compute(ix, &p, &o, h, &err), BEE_ERR_ARG);
    assert_non_null(strstr(err.message, "bee_hints_options_init"));
    bee_hints_free(h);
    bee_index_free(ix);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hints_match_the_reference_on_random_lists),
        cmocka_unit_test(hints_on_a_list_made_for_them),
        cmocka_unit_test(options_never_set_up_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
