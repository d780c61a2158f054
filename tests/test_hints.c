/*
 * test_hints.c - bee_hints_* against a plain reference computed here from
 * bee_solve_reference's answers: totals, perfect pangrams, bingo, ranks
 * (in floating point, as the player tools round), the grid and two-letter
 * list, and the player's found words (answers in any case, repeats, words
 * that are no answer, over-long ones), on random and adversarial lists.
 * Then the two ways a page reads its answers' first letters and lengths:
 * from their text (a bee_hints's first fills) and from the dictionary's
 * table of them (word_starts.h, every fill after): the table against the
 * text word by word, and a page filled each way, on random English lists
 * with puzzles of 2 to 12 letters and words of 1 to 40, and on lists over
 * other alphabets (letters of two bytes, past z).
 */
#include "testutil.h"

#include "hints/word_starts.h"

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

/* ------------------------------------------- the table against the text */

/* Fills after which a bee_hints reads the table (hints.c's HINTS_WARMUP,
 * and more). */
#define WARM_FILLS 40

/* Every accessor of two pages of puzzle p alike. */
static void assert_same_pages(const bee_hints *a, const bee_hints *b, const bee_puzzle *p)
{
    assert_int_equal(bee_hints_count(a), bee_hints_count(b));
    assert_int_equal(bee_hints_score(a), bee_hints_score(b));
    assert_int_equal(bee_hints_pangrams(a), bee_hints_pangrams(b));
    assert_int_equal(bee_hints_perfect_pangrams(a), bee_hints_perfect_pangrams(b));
    assert_int_equal(bee_hints_bingo(a), bee_hints_bingo(b));
    assert_int_equal(bee_hints_shortest(a), bee_hints_shortest(b));
    assert_int_equal(bee_hints_longest(a), bee_hints_longest(b));
    assert_int_equal(bee_hints_found_count(a), bee_hints_found_count(b));
    assert_int_equal(bee_hints_found_score(a), bee_hints_found_score(b));
    assert_int_equal(bee_hints_found_rank(a), bee_hints_found_rank(b));
    size_t na, nb;
    const size_t *la = bee_hints_not_answers(a, &na), *lb = bee_hints_not_answers(b, &nb);
    assert_int_equal(na, nb);
    if (na)
        assert_memory_equal(la, lb, na * sizeof *la);
    for (int l = 0; l < 32; l++)
        for (uint32_t len = 0; len <= bee_hints_longest(a) + 1; len++)
            assert_int_equal(bee_hints_grid(a, l, len), bee_hints_grid(b, l, len));
    assert_int_equal(bee_hints_two_letter_count(a), bee_hints_two_letter_count(b));
    for (size_t i = 0; i < bee_hints_two_letter_count(a); i++) {
        int fa, sa, fb, sb;
        assert_int_equal(bee_hints_two_letter(a, i, &fa, &sa),
                         bee_hints_two_letter(b, i, &fb, &sb));
        assert_int_equal(fa, fb);
        assert_int_equal(sa, sb);
        assert_true(p->letters >> fa & 1 && p->letters >> sa & 1);
    }
}

/* Each word's key against its text, kept or not yet, and one table. */
static void assert_table_matches_text(const bee_dict *d)
{
    _Atomic uint32_t *keys = word_starts(d);
    assert_non_null(keys);
    assert_ptr_equal(word_starts(d), keys);
    for (int pass = 0; pass < 2; pass++) /* made from the text, then kept */
        for (uint32_t id = 0; id < d->n; id++) {
            int first, second;
            uint32_t len = bee_dict_first_letters(d, id, &first, &second);
            uint32_t key = word_start(d, keys, id);
            assert_int_equal(atomic_load(&keys[id]), key);
            assert_int_equal(word_start_len(key), len);
            assert_int_equal(word_start_first(key), first);
            assert_int_equal(key & WORD_GRID_CELL, (uint32_t)first * (BEE_MAX_WORD_LEN + 1) + len);
            uint32_t row = second < 0 ? WORD_NO_SECOND : (uint32_t)second;
            assert_int_equal(key >> WORD_PAIR_SHIFT, row * 32 + (uint32_t)first);
        }
}

/* Puzzle p's page from a new bee_hints (its first fill: the answers' text)
 * and from `warm` (the table). */
static void check_both_ways(const bee_dict *d, const bee_puzzle *p, const bee_result *res,
                            const bee_hints_options *o, void *warm)
{
    bee_hints *cold = bee_hints_new();
    assert_int_equal(bee_hints_from_result(d, p, res, o, cold, NULL), BEE_OK);
    assert_int_equal(bee_hints_from_result(d, p, res, o, warm, NULL), BEE_OK);
    assert_same_pages(cold, warm, p);
    bee_hints_free(cold);
}

/* A bee_hints past its first fills. */
static bee_hints *warm_hints(const bee_index *ix, const bee_puzzle *p)
{
    bee_hints *h = bee_hints_new();
    for (int i = 0; i < WARM_FILLS; i++)
        assert_int_equal(bee_hints_compute(ix, p, NULL, h, NULL), BEE_OK);
    return h;
}

static void check_table_english(const bee_dict *d, tu_rng *r, int puzzles, const char *alphabet,
                                const char *const *fixed)
{
    (void)fixed;
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = 1 + tu_below(r, 4); /* words of one letter: no second */
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_hints *warm = warm_hints(ix, &p);
    for (int t = 0; t < puzzles; t++) {
        int size = 2 + (int)tu_below(r, 11);
        tu_random_puzzle(r, size, alphabet && strlen(alphabet) >= (size_t)size ? alphabet : NULL,
                         &p);
        tu_check_hints_options(ix, &p, r, check_both_ways, warm);
    }
    assert_table_matches_text(d); /* the keys the pages kept, and the rest */
    bee_hints_free(warm);
    bee_index_free(ix);
}

static void table_and_text_agree_on_random_lists(void **state)
{
    (void)state;
    tu_rng r = {20261128};
    tu_check_random_dicts(&r, 20, check_table_english);
    tu_check_one_set_dict(&r, 10, check_table_english);
    /* words of 1 to 40 letters */
    bee_dict *d = tu_random_dict(&r, 3000, 40, "aeginrtlsc");
    check_table_english(d, &r, 40, "aeginrtlsc", NULL);
    bee_dict_free(d);
}

/* A list over another alphabet: random words of its letters (most from a
 * pool of 9, so puzzles of the pool have answers), a letter spelled in one
 * or two bytes. */
static void table_and_text_agree_over_other_alphabets(void **state)
{
    (void)state;
    tu_rng r = {41};
    static const char *codes[] = {"ca", "de", "es"};
    for (size_t c = 0; c < sizeof codes / sizeof *codes; c++) {
        const bee_alphabet *a = bee_alphabet_builtin(codes[c]);
        assert_non_null(a);
        int size = bee_alphabet_size(a), pool[9];
        for (int i = 0; i < 9; i++) /* the alphabet's last letter (past z) always in */
            pool[i] = i == 0 ? size - 1 : (int)tu_below(&r, (uint32_t)size);
        size_t cap = 3000 * 16 * 4, len = 0;
        char *text = malloc(cap);
        for (int w = 0; w < 3000; w++) {
            int letters = 1 + (int)tu_below(&r, 12);
            for (int k = 0; k < letters; k++) {
                int l = tu_below(&r, 5) ? pool[tu_below(&r, 9)] : (int)tu_below(&r, (uint32_t)size);
                len += bee_alphabet_letter(a, l, text + len);
            }
            text[len++] = '\n';
        }
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.alphabet = a;
        bee_dict *d = NULL;
        assert_int_equal(bee_dict_load_memory(text, len, codes[c], &o, &d, NULL), BEE_OK);
        free(text);
        bee_index_options io;
        bee_index_options_init(&io);
        io.min_len = 1;
        bee_index *ix;
        assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
        bee_hints *warm = NULL;
        for (int t = 0; t < 60; t++) {
            /* 2 to 9 distinct letters of the pool (or any), the first the center */
            char puzzle[9 * 4 + 1];
            size_t plen = 0;
            uint32_t used = 0;
            int want = 2 + (int)tu_below(&r, 8), got = 0;
            for (int tries = 0; got < want && tries < 1000; tries++) {
                int l = t % 4 ? pool[tu_below(&r, 9)] : (int)tu_below(&r, (uint32_t)size);
                if (used >> l & 1)
                    continue;
                used |= 1u << l;
                plen += bee_alphabet_letter(a, l, puzzle + plen);
                got++;
            }
            bee_puzzle p;
            bee_error err;
            if (bee_puzzle_parse(a, puzzle, plen, got, &p, &err) != BEE_OK)
                fail_msg("%s: %s", puzzle, err.message);
            if (!warm)
                warm = warm_hints(ix, &p);
            tu_check_hints_options(ix, &p, &r, check_both_ways, warm);
        }
        assert_table_matches_text(d);
        bee_hints_free(warm);
        bee_index_free(ix);
        bee_dict_free(d);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hints_match_the_reference_on_random_lists),
        cmocka_unit_test(hints_on_a_list_made_for_them),
        cmocka_unit_test(options_never_set_up_are_refused),
        cmocka_unit_test(table_and_text_agree_on_random_lists),
        cmocka_unit_test(table_and_text_agree_over_other_alphabets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
