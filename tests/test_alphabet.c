/*
 * test_alphabet.c - word lists and puzzles over the built-in alphabets
 * against a plain reference: the rules of issue 23 restated here as tables
 * of UTF-8 strings (letters, folds, drops, uppercase forms), a reference
 * that judges each line by string comparison, folds, deduplicates by
 * letters keeping the spelling that sorts first, and scores by the stated
 * points; random lists over each alphabet (with noise lines: apostrophes,
 * digits, invalid UTF-8, NFD accents) solved by every plan and kernel.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include "solve/index.h"        /* bee_bag_index_verify */
#include "index_image.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct piece {
    const char *s;  /* as written */
    const char *to; /* letters it stands for, each one of the language's letters */
} piece;

typedef struct lang {
    const char *code;
    const char *letters[32]; /* UTF-8, NULL-ended */
    piece pieces[48];        /* folds, drops ("" to) and uppercase forms; s NULL ends */
    int fold_case;           /* uppercase pieces are letters; else their lines skip */
    int min_len;
    int catalan_points; /* 3 -> 1, 4 -> 2, 5+ -> len, bonus 10; else NYT */
} lang;

#define AZ                                                                                         \
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", \
        "t", "u", "v", "w", "x", "y", "z"

static const lang langs[] = {
    {"ca",
     {AZ, "ç"},
     {{"à", "a"},
      {"è", "e"},
      {"é", "e"},
      {"í", "i"},
      {"ï", "i"},
      {"ò", "o"},
      {"ó", "o"},
      {"ö", "o"},
      {"ú", "u"},
      {"ü", "u"},
      {"·", ""},
      {"Ç", NULL},
      {"L", NULL},
      {"À", NULL}},
     0,
     3,
     1},
    {"es",
     {AZ, "ñ"},
     {{"á", "a"},
      {"é", "e"},
      {"í", "i"},
      {"ó", "o"},
      {"ú", "u"},
      {"ü", "u"},
      {"Ñ", NULL},
      {"S", NULL}},
     0,
     4,
     0},
    {"de",
     {AZ, "ä", "ö", "ü", "ß"},
     {{"à", "a"},
      {"é", "e"},
      {"ç", "c"},
      {"ô", "o"},
      {"ñ", "n"},
      {"Ä", "ä"},
      {"Ö", "ö"},
      {"Ü", "ü"},
      {"ẞ", "ß"},
      {"H", "h"},
      {"S", "s"},
      {"É", "e"}},
     1,
     4,
     0},
    {"fr",
     {AZ},
     {{"é", "e"},
      {"è", "e"},
      {"ê", "e"},
      {"à", "a"},
      {"â", "a"},
      {"ç", "c"},
      {"î", "i"},
      {"ô", "o"},
      {"û", "u"},
      {"ù", "u"},
      {"ë", "e"},
      {"ï", "i"},
      {"œ", "oe"},
      {"æ", "ae"},
      {"É", NULL}},
     0,
     4,
     0},
    /* the same rules as ca, from a file (bee_alphabet_parse), with 31
     * letters to reach the widest masks */
    {"file",
     {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p",
      "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "ç", "ñ", "ß", "þ", "ð"},
     {{"à", "a"}, {"é", "e"}, {"œ", "oe"}, {"·", ""}, {"Ç", NULL}, {"Ð", NULL}},
     0,
     3,
     1},
    {"it", {AZ}, {{"à", "a"}, {"è", "e"}, {"é", "e"}, {"ì", "i"}, {"ò", "o"}, {"ù", "u"}}, 0, 4, 0},
    {"pt", {AZ}, {{"ã", "a"}, {"õ", "o"}, {"ç", "c"}, {"á", "a"}, {"ê", "e"}, {"ó", "o"}}, 0, 4, 0},
};

static const char file_alphabet[] =
    "# a test alphabet: 31 letters, ca's points\n"
    "code file\n"
    "letters a b c d e f g h i j k l m n o p q r s t u v w x y z ç ñ ß þ ð\n"
    "fold à a\n"
    "  fold é e\r\n"
    "fold œ oe\n"
    "drop ·\n"
    "shortest 3\n"
    "points 1 1 1 2\n"
    "bonus 10\n";

/* The alphabet of a test language: built in, or file_alphabet parsed. */
static const bee_alphabet *alphabet_of(const lang *L, bee_alphabet **parsed)
{
    *parsed = NULL;
    if (strcmp(L->code, "file") != 0)
        return bee_alphabet_builtin(L->code);
    bee_error err;
    if (bee_alphabet_parse(file_alphabet, strlen(file_alphabet), parsed, &err) != BEE_OK)
        fail_msg("%s", err.message);
    return *parsed;
}

static int letter_of(const lang *L, const char *s, size_t *len)
{
    for (int i = 0; L->letters[i]; i++) {
        size_t n = strlen(L->letters[i]);
        if (strncmp(s, L->letters[i], n) == 0) {
            *len = n;
            return i;
        }
    }
    *len = 0;
    return -1;
}

/* The reference's reading of a line: its letters (indices) into key, 0 if
 * the line is not a word. */
static int ref_judge(const lang *L, const char *w, uint8_t *key, int *n, uint32_t *mask)
{
    *n = 0;
    *mask = 0;
    while (*w) {
        size_t len;
        int k = letter_of(L, w, &len);
        if (k >= 0) {
            key[(*n)++] = (uint8_t)k;
            *mask |= 1u << k;
            w += len;
            continue;
        }
        const piece *p = NULL;
        for (int i = 0; L->pieces[i].s; i++)
            if (strncmp(w, L->pieces[i].s, strlen(L->pieces[i].s)) == 0)
                p = &L->pieces[i];
        if (!p || !p->to)
            return 0; /* outside, or uppercase in a list that does not fold */
        for (const char *t = p->to; *t;) {
            k = letter_of(L, t, &len);
            assert_true(k >= 0); /* a fold's letters are the list's */
            key[(*n)++] = (uint8_t)k;
            *mask |= 1u << k;
            t += len;
        }
        w += strlen(p->s);
    }
    return *n > 0;
}

static uint32_t ref_points(const lang *L, int n, int pangram)
{
    if (L->catalan_points)
        return (n == 3 ? 1u : n == 4 ? 2u : (uint32_t)n) + (pangram ? 10u : 0u);
    return (n == 4 ? 1u : (uint32_t)n) + (pangram ? 7u : 0u);
}

typedef struct ref_word {
    const char *s;
    uint8_t key[256];
    int n;
    uint32_t mask;
} ref_word;

static int by_spelling(const void *a, const void *b)
{
    return strcmp(((const ref_word *)a)->s, ((const ref_word *)b)->s);
}

/* The list's words: the first spelling (strcmp) of each key. */
static size_t ref_words(const lang *L, char **lines, size_t n_lines, ref_word *out)
{
    size_t n = 0;
    for (size_t i = 0; i < n_lines; i++) {
        ref_word w = {lines[i], {0}, 0, 0};
        if (!ref_judge(L, lines[i], w.key, &w.n, &w.mask))
            continue;
        size_t j = 0;
        while (j < n && !(out[j].n == w.n && memcmp(out[j].key, w.key, (size_t)w.n) == 0))
            j++;
        if (j == n)
            out[n++] = w;
        else if (strcmp(w.s, out[j].s) < 0)
            out[j] = w;
    }
    qsort(out, n, sizeof *out, by_spelling);
    return n;
}

/* A random line: pieces of the language (weighted to `pool`'s letters, so
 * puzzles have answers), now and then noise the engine must skip. */
static void random_line(tu_rng *r, const lang *L, const int *pool, int pool_n, char *out)
{
    static const char *const noise[] = {"'", "-", "1", "\xff", "e\xcc\x81", " ", "\xc3"};
    int n = 1 + (int)tu_below(r, 9);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        uint32_t dice = tu_below(r, 100);
        int n_pieces = 0;
        while (L->pieces[n_pieces].s)
            n_pieces++;
        if (dice < 2)
            strcat(out, noise[tu_below(r, sizeof noise / sizeof *noise)]);
        else if (dice < 14)
            strcat(out, L->pieces[tu_below(r, (uint32_t)n_pieces)].s);
        else
            strcat(out, L->letters[pool[tu_below(r, (uint32_t)pool_n)]]);
    }
}

static void solve_all_ways(const lang *L, const bee_dict *d, const bee_puzzle *p,
                           const ref_word *words, size_t n_words)
{
    /* the reference's answers */
    size_t count = 0, pangrams = 0;
    uint64_t score = 0;
    const char *want[4096];
    for (size_t i = 0; i < n_words; i++) {
        const ref_word *w = &words[i];
        if (w->n < L->min_len || (w->mask & ~p->letters) || !(w->mask & p->center))
            continue;
        int pangram = w->mask == p->letters;
        want[count++] = w->s;
        pangrams += (size_t)pangram;
        score += ref_points(L, w->n, pangram);
    }
    for (int k = BEE_KERNEL_SCALAR; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        bee_index_options io;
        bee_index_options_init(&io);
        io.min_len = bee_alphabet_min_len(bee_dict_alphabet(d));
        io.kernel = (bee_kernel_id)k;
        io.block_size = 1 + (uint32_t)(k * 7);
        bee_index *ix;
        assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
        for (int plan = BEE_PLAN_AUTO; plan <= BEE_PLAN_SUBSETS; plan++) {
            bee_solve_options so;
            bee_solve_options_init(&so);
            bee_result *r = bee_result_new();
            bee_error err;
            assert_int_equal(bee_solve_plan(ix, p, &so, (bee_plan)plan, r, &err), BEE_OK);
            size_t n;
            const uint32_t *ids = bee_result_words(r, &n);
            if (n != count || bee_result_pangrams(r) != pangrams || bee_result_score(r) != score)
                fail_msg("%s puzzle %s kernel %d plan %d: %zu words %zu pangrams %llu points, "
                         "want %zu %zu %llu",
                         L->code, p->text, k, plan, n, (size_t)bee_result_pangrams(r),
                         (unsigned long long)bee_result_score(r), count, pangrams,
                         (unsigned long long)score);
            for (size_t i = 0; i < n; i++)
                assert_string_equal(bee_dict_word(d, ids[i]), want[i]);
            bee_result_free(r);
        }
        bee_index_free(ix);
    }
}

/* The puzzle on letter set `set` (bits: the language's letters) with its
 * c-th lowest letter as center, written in the language's letters. */
static bee_puzzle puzzle_of_set(const lang *L, const bee_alphabet *a, uint32_t set, int c)
{
    char spec[96] = "";
    uint32_t center = set;
    for (int i = 0; i < c; i++)
        center &= center - 1;
    strcat(spec, L->letters[__builtin_ctz(center)]);
    for (uint32_t m = set & ~(center & -center); m; m &= m - 1)
        strcat(spec, L->letters[__builtin_ctz(m)]);
    bee_puzzle p;
    int size = (int)__builtin_popcount(set);
    assert_int_equal(bee_puzzle_parse(a, spec, strlen(spec), size, &p, NULL), BEE_OK);
    return p;
}

/* Every center of every word's set of 4 to 9 letters, counts alone first
 * (a set's list is then built with its totals alone: count, points and
 * pangrams of each center summed over the set's subsets), then words (its
 * entries added to it), by the set-lists plan where it applies, against the
 * reference. */
static void count_every_center(const lang *L, const bee_alphabet *a, const bee_dict *d,
                               const ref_word *words, size_t n_words)
{
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = (uint32_t)L->min_len;
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    for (int want_words = 0; want_words < 2; want_words++)
        for (size_t i = 0; i < n_words; i++) {
            uint32_t set = words[i].mask;
            int size = (int)__builtin_popcount(set);
            if (size < 4 || size > 9)
                continue;
            for (int c = 0; c < size; c++) {
                bee_puzzle p = puzzle_of_set(L, a, set, c);
                size_t count = 0, pangrams = 0;
                uint64_t score = 0;
                for (size_t w = 0; w < n_words; w++) {
                    const ref_word *x = &words[w];
                    if (x->n < L->min_len || (x->mask & ~p.letters) || !(x->mask & p.center))
                        continue;
                    count++;
                    pangrams += x->mask == p.letters;
                    score += ref_points(L, x->n, x->mask == p.letters);
                }
                bee_solve_options so;
                bee_solve_options_init(&so);
                so.want_words = want_words;
                assert_int_equal(bee_solve_plan(ix, &p, &so, BEE_PLAN_SET_LISTS, r, NULL), BEE_OK);
                size_t n;
                bee_result_words(r, &n);
                if (bee_result_count(r) != count || bee_result_pangrams(r) != pangrams ||
                    bee_result_score(r) != score || (want_words && n != count))
                    fail_msg("%s puzzle %s words %d: %zu words %zu pangrams %llu points, "
                             "want %zu %zu %llu",
                             L->code, p.text, want_words, bee_result_count(r),
                             bee_result_pangrams(r), (unsigned long long)bee_result_score(r), count,
                             pangrams, (unsigned long long)score);
            }
        }
    bee_result_free(r);
    bee_index_free(ix);
}

/* Every built-in against the reference, on random lists. */
static void random_lists_match_the_reference(void **state)
{
    (void)state;
    tu_rng r = {23};
    enum { LINES = 3000 };
    char **lines = malloc(LINES * sizeof *lines);
    ref_word *words = malloc(LINES * sizeof *words);
    char *text = malloc(LINES * 64);
    assert_non_null(lines);
    assert_non_null(words);
    assert_non_null(text);
    for (size_t li = 0; li < sizeof langs / sizeof *langs; li++) {
        const lang *L = &langs[li];
        bee_alphabet *parsed;
        const bee_alphabet *a = alphabet_of(L, &parsed);
        assert_non_null(a);
        int n_letters = 0;
        while (L->letters[n_letters])
            n_letters++;
        assert_int_equal(bee_alphabet_size(a), n_letters);
        for (int round = 0; round < 4; round++) {
            /* a pool of 9 letters, the language's own past z among them */
            int pool[9], pool_n = 0;
            if (n_letters > 26)
                pool[pool_n++] = 26 + (int)tu_below(&r, (uint32_t)(n_letters - 26));
            while (pool_n < 9) {
                int c = (int)tu_below(&r, (uint32_t)n_letters), dup = 0;
                for (int i = 0; i < pool_n; i++)
                    dup |= pool[i] == c;
                if (!dup)
                    pool[pool_n++] = c;
            }
            size_t t = 0;
            for (int i = 0; i < LINES; i++) {
                lines[i] = text + t;
                random_line(&r, L, pool, pool_n, lines[i]);
                t += strlen(lines[i]) + 1;
            }
            /* the list's text, a line each */
            char *list = malloc(t + 1);
            assert_non_null(list);
            size_t at = 0;
            for (int i = 0; i < LINES; i++) {
                size_t n = strlen(lines[i]);
                memcpy(list + at, lines[i], n);
                list[at + n] = '\n';
                at += n + 1;
            }
            bee_dict_options o;
            bee_dict_options_init(&o);
            o.alphabet = a;
            bee_dict *d;
            bee_error err;
            assert_int_equal(bee_dict_load_memory(list, at, L->code, &o, &d, &err), BEE_OK);
            size_t n_words = ref_words(L, lines, LINES, words);
            assert_int_equal(bee_dict_size(d), n_words);
            for (size_t i = 0; i < n_words; i++) {
                assert_string_equal(bee_dict_word(d, (uint32_t)i), words[i].s);
                assert_int_equal(bee_dict_word_mask(d, (uint32_t)i), words[i].mask);
                assert_int_equal(bee_dict_word_letters(d, (uint32_t)i), words[i].n);
            }
            for (int q = 0; q < 6; q++) { /* puzzles of 7 of the pool, center any */
                char spec[64] = "";
                int chosen[9];
                memcpy(chosen, pool, sizeof chosen);
                for (int i = 0; i < 7; i++) {
                    int j = i + (int)tu_below(&r, (uint32_t)(9 - i));
                    int x = chosen[i];
                    chosen[i] = chosen[j];
                    chosen[j] = x;
                    strcat(spec, L->letters[chosen[i]]);
                }
                bee_puzzle p;
                assert_int_equal(bee_puzzle_parse(a, spec, strlen(spec), 7, &p, &err), BEE_OK);
                solve_all_ways(L, d, &p, words, n_words);
            }
            count_every_center(L, a, d, words, n_words);
            bee_dict_free(d);
            free(list);
        }
        bee_alphabet_free(parsed);
    }
    free(text);
    free(words);
    free(lines);
}

static bee_dict *load(const char *code, const char *text)
{
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.alphabet = bee_alphabet_builtin(code);
    bee_dict *d = NULL;
    bee_error err;
    if (bee_dict_load_memory(text, strlen(text), code, &o, &d, &err) != BEE_OK)
        fail_msg("%s", err.message);
    return d;
}

/* Solve one puzzle on the index (min_len the alphabet's); its score. */
static uint64_t score_of(const bee_dict *d, const char *puzzle, size_t *count, size_t *pangrams)
{
    const bee_alphabet *a = bee_dict_alphabet(d);
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = bee_alphabet_min_len(a);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
    bee_puzzle p;
    bee_error err;
    if (bee_puzzle_parse(a, puzzle, strlen(puzzle), 7, &p, &err) != BEE_OK)
        fail_msg("%s", err.message);
    bee_result *r = bee_result_new();
    assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
    uint64_t s = bee_result_score(r);
    *count = bee_result_count(r);
    *pangrams = bee_result_pangrams(r);
    bee_result_free(r);
    bee_index_free(ix);
    return s;
}

static void catalan_rules(void **state)
{
    (void)state;
    /* col·lecció: the dot dropped, ó folded: 9 letters; més and mes one
     * word, shown as "mes"; sol 3 letters: 1 point; llocs 5; a tuti +10 */
    bee_dict *d = load("ca", "col·lecció\ncol·leccions\nmés\nmes\nsol\nsols\nlloc\nllocs\n"
                             "Col·legi\nl'home\nçel\n");
    const bee_dict_stats *st = bee_dict_get_stats(d);
    assert_int_equal(st->words, 8);
    assert_int_equal(st->duplicates, 1);
    assert_int_equal(st->uppercase, 1);
    assert_int_equal(st->other, 1);
    assert_string_equal(bee_dict_word(d, 0), "col·leccions"); /* '·' (c2 b7) after 'l' */
    assert_string_equal(bee_dict_word(d, 1), "col·lecció");
    assert_int_equal(bee_dict_word_letters(d, 1), 9);
    size_t count, pangrams;
    /* lecoisn: col·leccions (11 + 10), col·lecció 9, lloc 2, llocs 5, sol 1, sols 2 */
    assert_int_equal(score_of(d, "lecoisn", &count, &pangrams), 21 + 9 + 2 + 5 + 1 + 2);
    assert_int_equal(count, 6);
    assert_int_equal(pangrams, 1);
    /* ç is a letter: çel is an answer of a puzzle with ç, found by Ç as center */
    assert_int_equal(score_of(d, "abdeÇlm", &count, &pangrams), 1);
    assert_int_equal(count, 1);
    assert_int_equal(bee_alphabet_score(bee_alphabet_builtin("ca"), BEE_SCORING_NYT, 7, 1), 17);
    bee_dict_free(d);
}

static void german_rules(void **state)
{
    (void)state;
    /* nouns capitalised and folded; ß and ä letters of their own; Straße
     * and strasse are different words (ß is not ss) */
    bee_dict *d = load("de", "Haus\nhaus\nStraße\nstrasse\nÄrger\nCafé\n");
    assert_int_equal(bee_dict_size(d), 5); /* Haus and haus: one word, "Haus" */
    assert_string_equal(bee_dict_word(d, 0), "Café");
    assert_string_equal(bee_dict_word(d, 1), "Haus");
    size_t count, pangrams;
    /* Straße: s t r a ß e, 6 letters */
    assert_int_equal(score_of(d, "ßstraeh", &count, &pangrams), 6);
    assert_int_equal(count, 1);
    /* Ärger 5 letters; the puzzle's center ä */
    assert_int_equal(score_of(d, "äbcgrei", &count, &pangrams), 5);
    bee_dict_free(d);
}

static void spanish_rules(void **state)
{
    (void)state;
    bee_dict *d = load("es", "niño\nnino\naño\nmañana\ncanción\n");
    size_t count, pangrams;
    /* ñ is not n: niño (n i ñ o) and nino are two words */
    assert_int_equal(bee_dict_size(d), 5);
    /* mañana m a ñ n: 6 letters; año 3 letters, under the shortest (4) */
    assert_int_equal(score_of(d, "ñamnopr", &count, &pangrams), 6);
    assert_int_equal(count, 1);
    bee_dict_free(d);
}

static void puzzles_in_utf8(void **state)
{
    (void)state;
    const bee_alphabet *ca = bee_alphabet_builtin("ca");
    bee_puzzle p;
    bee_error err;
    assert_int_equal(bee_puzzle_parse(ca, "abcdeÇf", strlen("abcdeÇf"), 7, &p, &err), BEE_OK);
    assert_string_equal(p.text, "çabcdef");
    assert_int_equal(p.center, 1u << 26);
    assert_int_equal(bee_puzzle_parse(ca, "àbcdefg", 8, 7, &p, &err), BEE_ERR_PUZZLE);
    assert_non_null(strstr(err.message, "'à' is not a letter of the alphabet 'ca'"));
    assert_int_equal(bee_puzzle_parse(ca, "abcdef\xff", 7, 7, &p, &err), BEE_ERR_PUZZLE);
    assert_int_equal(bee_puzzle_parse(ca, "çabcdeç", 8, 7, &p, &err), BEE_ERR_PUZZLE);
    /* English: the same parser as ever */
    assert_int_equal(bee_puzzle_parse(NULL, "raegint", 7, 7, &p, &err), BEE_OK);
    assert_string_equal(p.text, "raegint");
    assert_null(bee_alphabet_builtin("xx"));
    assert_string_equal(bee_alphabet_builtin_code(0), "en");
}

/* A letter typed by the user reads the same in a set of letters, a puzzle
 * and a bag: the letter itself, else its lowercase, never a character
 * folded onto one.  An alphabet of one's own may list an uppercase letter
 * (Q): typed, it is itself, in all three. */
static void typed_letters_read_alike(void **state)
{
    (void)state;
    static const char text[] = "letters a b c d e f Q ç\nfold à a\n";
    bee_alphabet *a;
    bee_error err;
    assert_int_equal(bee_alphabet_parse(text, strlen(text), &a, &err), BEE_OK);
    const uint32_t q = 1u << 6, c_cedilla = 1u << 7;
    uint32_t mask;
    assert_int_equal(bee_alphabet_letters(a, "QÇa", strlen("QÇa"), &mask, &err), BEE_OK);
    assert_int_equal(mask, q | c_cedilla | 1u);
    assert_int_equal(bee_alphabet_letters(a, "bà", strlen("bà"), &mask, &err), BEE_ERR_ARG);
    assert_non_null(strstr(err.message, "'à', not a letter of alphabet 'custom' (it folds"));
    bee_puzzle p;
    assert_int_equal(bee_puzzle_parse(a, "abcdefQ", 7, 7, &p, &err), BEE_OK);
    assert_int_equal(p.center, 1u); /* Q is itself, no uppercase center mark */
    assert_string_equal(p.text, "abcdefQ");
    assert_int_equal(bee_puzzle_parse(a, "Çabcdef", strlen("Çabcdef"), 7, &p, &err), BEE_OK);
    assert_int_equal(p.center, c_cedilla);
    assert_string_equal(p.text, "çabcdef");
    assert_int_equal(bee_puzzle_parse(a, "àbcdefQ", strlen("àbcdefQ"), 7, &p, &err),
                     BEE_ERR_PUZZLE);
    bee_bag bag;
    assert_int_equal(bee_bag_parse(a, "QÇç?", strlen("QÇç?"), &bag, &err), BEE_OK);
    assert_int_equal(bag.counts[6], 1);
    assert_int_equal(bag.counts[7], 2);
    assert_int_equal(bag.blanks, 1);
    assert_int_equal(bee_bag_parse(a, "Qà", strlen("Qà"), &bag, &err), BEE_ERR_BAG);
    bee_alphabet_free(a);
}

static void alphabet_files_say_what_is_wrong(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"letters a b c d e f g h i j k l m n o p q r s t u v w x y z ç ñ ß þ ð ø\n",
         "alphabet line 1: 'ø': over 31 letters (bit 31 of a letter set is reserved)"},
        {"letters a ab\n", "alphabet line 1: 'ab' is not one character"},
        {"letters a b a\n", "alphabet line 1: 'a' is given twice"},
        {"# no letters\nshortest 3\n", "alphabet: no 'letters' line"},
        {"letters a b\nfold à z\n",
         "alphabet line 2: fold into 'z': one or two letters of the alphabet (give the letters "
         "first)"},
        {"letters a b\nshortest 0\n", "alphabet line 2: shortest takes a number from 1 to 255"},
        {"letters a b\ncase upper\n", "alphabet line 2: case is 'fold' or 'keep'"},
        {"letters a b\nvowels a\n",
         "alphabet line 2: unknown keyword 'vowels' (letters, fold, drop, case, shortest, "
         "points, bonus, code, name)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        bee_alphabet *a = (bee_alphabet *)1;
        bee_error err;
        assert_int_equal(bee_alphabet_parse(bad[i].text, strlen(bad[i].text), &a, &err),
                         BEE_ERR_ARG);
        assert_null(a);
        assert_string_equal(err.message, bad[i].message);
    }
    /* the defaults: NYT points, shortest 4, case kept */
    bee_alphabet *a;
    assert_int_equal(bee_alphabet_parse("letters x y z\n", 14, &a, NULL), BEE_OK);
    assert_int_equal(bee_alphabet_size(a), 3);
    assert_int_equal(bee_alphabet_min_len(a), 4);
    assert_int_equal(bee_alphabet_score(a, BEE_SCORING_NYT, 4, 0), 1);
    assert_int_equal(bee_alphabet_score(a, BEE_SCORING_NYT, 7, 1), 14);
    assert_string_equal(bee_alphabet_code(a), "custom");
    bee_alphabet_free(a);
}

/* Index files record their alphabet: each built-in round-trips (same
 * answers, same alphabet); one of one's own is refused; a crafted file with
 * an unknown alphabet code, or a word outside its alphabet, is refused. */
static void index_files_round_trip(void **state)
{
    (void)state;
    tu_rng r = {4};
    char path[] = "/tmp/bee-alphabet-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    for (size_t li = 0; li < sizeof langs / sizeof *langs; li++) {
        const lang *L = &langs[li];
        bee_alphabet *parsed;
        const bee_alphabet *a = alphabet_of(L, &parsed);
        int n_letters = bee_alphabet_size(a), pool[9], pool_n = 0;
        while (pool_n < 9) {
            int c = pool_n == 0 && n_letters > 26 ? 26 : (int)tu_below(&r, (uint32_t)n_letters),
                dup = 0;
            for (int i = 0; i < pool_n; i++)
                dup |= pool[i] == c;
            if (!dup)
                pool[pool_n++] = c;
        }
        char text[400 * 32], *t = text;
        for (int i = 0; i < 400; i++) {
            random_line(&r, L, pool, pool_n, t);
            t += strlen(t);
            *t++ = '\n';
        }
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.alphabet = a;
        bee_dict *d, *ld;
        bee_index *ix, *lix;
        bee_error err;
        assert_int_equal(bee_dict_load_memory(text, (size_t)(t - text), L->code, &o, &d, &err),
                         BEE_OK);
        bee_index_options io;
        bee_index_options_init(&io);
        io.min_len = bee_alphabet_min_len(a);
        assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
        if (parsed) { /* recorded by code: a description of one's own cannot be */
            assert_int_equal(bee_index_save(ix, path, &err), BEE_ERR_ARG);
            assert_non_null(strstr(err.message, "cannot be saved"));
        } else {
            if (bee_index_save(ix, path, &err) != BEE_OK)
                fail_msg("%s", err.message);
            if (bee_index_load(path, &ld, &lix, &err) != BEE_OK)
                fail_msg("%s: %s", L->code, err.message);
            assert_ptr_equal(bee_dict_alphabet(ld), a);
            assert_int_equal(bee_dict_size(ld), bee_dict_size(d));
            for (uint32_t i = 0; i < bee_dict_size(d); i++)
                assert_int_equal(bee_dict_word_letters(ld, i), bee_dict_word_letters(d, i));
            bee_result *want = bee_result_new(), *got = bee_result_new();
            for (int q = 0; q < 20; q++) {
                char spec[64] = "";
                int chosen[9];
                memcpy(chosen, pool, sizeof chosen);
                for (int i = 0; i < 7; i++) {
                    int j = i + (int)tu_below(&r, (uint32_t)(9 - i));
                    int x = chosen[i];
                    chosen[i] = chosen[j];
                    chosen[j] = x;
                    strcat(spec, L->letters[chosen[i]]);
                }
                bee_puzzle p;
                assert_int_equal(bee_puzzle_parse(a, spec, strlen(spec), 7, &p, NULL), BEE_OK);
                assert_int_equal(bee_solve(ix, &p, NULL, want, NULL), BEE_OK);
                assert_int_equal(bee_solve(lix, &p, NULL, got, NULL), BEE_OK);
                tu_assert_same(want, got, L->code);
            }
            /* the saved bag index answers as a fresh build of the same list */
            bee_bag_index *bx, *lbx;
            if (bee_bag_index_load(ld, &lbx, &err) != BEE_OK)
                fail_msg("%s: %s", L->code, err.message);
            assert_int_equal(bee_bag_index_build(d, NULL, &bx, NULL), BEE_OK);
            for (int q = 0; q < 20; q++) {
                char spec[16 * 4 + 8] = "";
                for (int i = 0, n = 1 + (int)tu_below(&r, 14); i < n; i++)
                    strcat(spec, L->letters[pool[tu_below(&r, 9)]]);
                strcat(spec, q % 3 ? "" : "??");
                bee_bag bag;
                assert_int_equal(bee_bag_parse(a, spec, strlen(spec), &bag, NULL), BEE_OK);
                assert_int_equal(bee_bag_solve(bx, &bag, NULL, want, NULL), BEE_OK);
                assert_int_equal(bee_bag_solve(lbx, &bag, NULL, got, NULL), BEE_OK);
                assert_int_equal(bee_bag_sort(bx, want, BEE_BAG_ORDER_LENGTH, NULL), BEE_OK);
                assert_int_equal(bee_bag_sort(lbx, got, BEE_BAG_ORDER_LENGTH, NULL), BEE_OK);
                size_t nw, ng; /* the same words in the same (length) order */
                const uint32_t *ww = bee_result_words(want, &nw), *gw = bee_result_words(got, &ng);
                assert_int_equal(nw, ng);
                if (nw)
                    assert_memory_equal(ww, gw, nw * sizeof *ww);
            }
            bee_bag_index_free(bx);
            bee_bag_index_free(lbx);
            bee_result_free(want);
            bee_result_free(got);
            bee_index_free(lix);
            bee_dict_free(ld);
        }
        bee_index_free(ix);
        bee_dict_free(d);
        bee_alphabet_free(parsed);
    }
    /* crafted: an unknown code; a word no longer of its alphabet */
    bee_dict *d = load("es", "niño\nmañana\n");
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    bee_dict_free(d);
    index_image im;
    assert_true(index_image_read(path, &im));
    index_image bad = index_image_copy(&im);
    memcpy(bad.data + IMG_ALPHABET, "xx", 2);
    index_image_reseal(&bad);
    assert_true(index_image_write(&bad, path));
    bee_dict *ld;
    bee_index *lix;
    bee_error err;
    assert_int_equal(bee_index_load(path, &ld, &lix, &err), BEE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "damaged index file (header: unknown alphabet 'xx')"));
    free(bad.data);
    bad = index_image_copy(&im);
    memcpy(bad.data + IMG_ALPHABET, "ca", 2); /* ñ is no letter of Catalan */
    index_image_reseal(&bad);
    assert_true(index_image_write(&bad, path));
    assert_int_equal(bee_index_load(path, &ld, &lix, &err), BEE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "is no word of alphabet 'ca'"));
    free(bad.data);
    free(im.data);
    /* crafted bag parts of a Catalan file: ç (letter 26) without levels, a
     * key not its word's (col·lecció's letters: the dot dropped), each
     * refused with its message */
    d = load("ca", "col·lecció\nçel\nsol\n");
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    bee_dict_free(d);
    assert_true(index_image_read(path, &im));
    for (int k = 0; k < 3; k++) {
        bad = index_image_copy(&im);
        unsigned char *info = bad.data + index_image_part(&bad, IMG_BAG_INFO);
        if (k == 0)
            info[16 + 26] = 0; /* levels[26]: ç needs 1 to 8 */
        else if (k == 1)
            index_image_put64(&bad, index_image_part(&bad, IMG_BAG_KEYS),
                              index_image_get64(&bad, index_image_part(&bad, IMG_BAG_KEYS)) ^ 1);
        else
            info[12] = 26; /* n_letters: Catalan has 27 */
        index_image_reseal(&bad);
        assert_true(index_image_write(&bad, path));
        assert_int_equal(bee_index_load(path, &ld, &lix, &err), BEE_OK);
        bee_bag_index *bx = NULL;
        if (k == 1) { /* the layout holds: a load takes it, the full check does not */
            assert_int_equal(bee_bag_index_load(ld, &bx, &err), BEE_OK);
            assert_int_equal(bee_bag_index_verify(bx, &err), BEE_ERR_FORMAT);
            bee_bag_index_free(bx);
        } else {
            assert_int_equal(bee_bag_index_load(ld, &bx, &err), BEE_ERR_FORMAT);
        }
        assert_non_null(strstr(err.message, k == 1 ? "(bag index: key 0: not its word's)"
                                                   : "(bag index: key levels or bits)"));
        bee_index_free(lix);
        bee_dict_free(ld);
        free(bad.data);
    }
    free(im.data);
    unlink(path);
}

/* bee_alphabet_fold lists what the loader does: a word spelled with a
 * fold's character and one spelled with its letters are one word. */
static void folds_are_listed(void **state)
{
    (void)state;
    int seen_dot = 0, seen_oe = 0;
    for (int b = 0; bee_alphabet_builtin_code(b); b++) {
        const char *code = bee_alphabet_builtin_code(b);
        char from[5], to[9], text[64];
        int i = 0;
        for (; bee_alphabet_fold(bee_alphabet_builtin(code), i, from, to); i++) {
            snprintf(text, sizeof text, "%sbcdf\n%sbcdf\n", from, to);
            bee_dict *d = load(code, text);
            const bee_dict_stats *st = bee_dict_get_stats(d);
            if (st->words != 1 || st->duplicates != 1)
                fail_msg("%s: fold %d '%s' -> '%s': %zu words, %zu duplicates", code, i, from, to,
                         (size_t)st->words, (size_t)st->duplicates);
            bee_dict_free(d);
            seen_dot |= strcmp(code, "ca") == 0 && strcmp(from, "\xc2\xb7") == 0 && !*to;
            seen_oe |=
                strcmp(code, "fr") == 0 && strcmp(from, "\xc5\x93") == 0 && strcmp(to, "oe") == 0;
        }
        assert_int_equal(bee_alphabet_fold(bee_alphabet_builtin(code), i, from, to), 0);
        assert_string_equal(from, "");
        assert_string_equal(to, "");
    }
    assert_true(seen_dot); /* Catalan's middle dot: dropped */
    assert_true(seen_oe);  /* French's oe ligature: two letters */
    char from[5], to[9];
    assert_int_equal(bee_alphabet_fold(NULL, 0, from, to), 0); /* English folds nothing */
}

static void what_is_not_supported_says_so(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    /* a list of lines outside the alphabet only: the usual message */
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.alphabet = bee_alphabet_builtin("es");
    const char *nfd = "nin\xcc\x83o\n"; /* NFD: n + combining tilde, refused */
    assert_int_equal(bee_dict_load_memory(nfd, strlen(nfd), "nfd", &o, &d, &err), BEE_ERR_EMPTY);
    assert_non_null(strstr(err.message, "1 non-ASCII"));
}

/* An alphabet holds its own letters and no other: a-z outside its letters
 * (the slots past its size once kept English's) are refused by its letter
 * sets and skipped in its word lists, for alphabets of 1, 4, 21 and 31
 * letters. */
static void alphabets_hold_only_their_letters(void **state)
{
    (void)state;
    static const struct {
        const char *text, *ascii; /* the file; its letters among a-z */
    } alphabets[] = {
        {"letters q\nshortest 1\n", "q"},
        {"letters α β γ δ\nshortest 1\n", ""},
        {"letters a b c d e f g h i l m n o p q r s t u v z\nshortest 1\n",
         "abcdefghilmnopqrstuvz"},
        {"letters a b c d e f g h i j k l m n o p q r s t u v w x y z ç ñ ä ö ü\nshortest 1\n",
         "abcdefghijklmnopqrstuvwxyz"},
    };
    for (size_t k = 0; k < sizeof alphabets / sizeof *alphabets; k++) {
        bee_alphabet *a;
        bee_error err;
        assert_int_equal(bee_alphabet_parse(alphabets[k].text, strlen(alphabets[k].text), &a, &err),
                         BEE_OK);
        char list[26 * 3];
        for (int c = 'a'; c <= 'z'; c++) {
            char t[2] = {(char)c, (char)c};
            uint32_t mask;
            int in = strchr(alphabets[k].ascii, c) != NULL;
            if ((bee_alphabet_letters(a, t, 1, &mask, &err) == BEE_OK) != in)
                fail_msg("alphabet %zu: '%c' %s", k, c, in ? "refused" : "taken");
            list[(c - 'a') * 3] = t[0];
            list[(c - 'a') * 3 + 1] = t[1];
            list[(c - 'a') * 3 + 2] = '\n';
        }
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.alphabet = a;
        bee_dict *d;
        bee_status st = bee_dict_load_memory(list, sizeof list, "list", &o, &d, &err);
        size_t want = strlen(alphabets[k].ascii);
        if (want == 0) {
            assert_int_equal(st, BEE_ERR_EMPTY);
        } else {
            assert_int_equal(st, BEE_OK);
            assert_int_equal(bee_dict_size(d), want);
            assert_int_equal(bee_dict_get_stats(d)->non_ascii + bee_dict_get_stats(d)->other,
                             26 - want);
            bee_dict_free(d);
        }
        bee_alphabet_free(a);
    }
}

int main(void)
{
    tu_print_platform("alphabet");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_lists_match_the_reference),
        cmocka_unit_test(catalan_rules),
        cmocka_unit_test(german_rules),
        cmocka_unit_test(spanish_rules),
        cmocka_unit_test(puzzles_in_utf8),
        cmocka_unit_test(typed_letters_read_alike),
        cmocka_unit_test(alphabet_files_say_what_is_wrong),
        cmocka_unit_test(index_files_round_trip),
        cmocka_unit_test(folds_are_listed),
        cmocka_unit_test(what_is_not_supported_says_so),
        cmocka_unit_test(alphabets_hold_only_their_letters),
    };
    return cmocka_run_group_tests_name("alphabet", tests, NULL, NULL);
}
