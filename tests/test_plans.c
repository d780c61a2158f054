/*
 * test_plans.c - every plan of bee_solve (forced, and auto) with every kernel
 * this machine runs must give exactly the plain reference's answers, words
 * alphabetical without any sort by the caller: on random dictionaries,
 * adversarial ones (no word long enough, one word, many anagrams of one set,
 * all 26 letters, words of every length), and the Debian word list; puzzles
 * of 2 to 26 letters, both words' own letter sets (where set lists apply) and
 * random letters.  The center filter kernels must match the scalar one entry
 * for entry on every length from 0 to a few vectors past the widest.  One
 * test injects a fault to prove the comparison catches a difference.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include "testutil.h"
#include "solve/engine.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const bee_plan plans[] = {BEE_PLAN_AUTO, BEE_PLAN_SET_LISTS, BEE_PLAN_BLOCK_SCAN,
                                 BEE_PLAN_SUBSETS};

/* "" if got equals want exactly (words in the same, ascending order), else why. */
static const char *differs(const bee_result *want, const bee_result *got)
{
    if (got->count != want->count)
        return "count";
    if (got->pangrams != want->pangrams)
        return "pangrams";
    if (got->score != want->score)
        return "score";
    return "";
}

static void expect_same(const bee_result *want, const bee_result *got, int words, const char *what)
{
    const char *why = differs(want, got);
    if (*why)
        fail_msg("%s: %s differs (want %zu/%zu/%llu, got %zu/%zu/%llu)", what, why, want->count,
                 want->pangrams, (unsigned long long)want->score, got->count, got->pangrams,
                 (unsigned long long)got->score);
    if (!words)
        return;
    for (size_t i = 0; i < want->count; i++)
        if (got->words[i] != want->words[i])
            fail_msg("%s: word %zu is id %u, want %u (words must come alphabetical)", what, i,
                     got->words[i], want->words[i]);
    if (want->pangrams && !got->pangram_words)
        fail_msg("%s: no pangram list", what);
}

/* The reference's pangrams, in order, against r->pangram_words. */
static void expect_pangrams(const bee_dict *d, const bee_puzzle *p, const bee_result *want,
                            const bee_result *got, const char *what)
{
    size_t k = 0;
    for (size_t i = 0; i < want->count; i++) {
        uint32_t id = want->words[i];
        if (bee_dict_word_mask(d, id) != p->letters)
            continue;
        if (k >= got->pangrams || got->pangram_words[k] != id)
            fail_msg("%s: pangram %zu should be id %u", what, k, id);
        k++;
    }
}

/* Every plan, kernel, scoring and want_words on puzzle p. */
static void check_puzzle(const bee_dict *d, bee_index *ix, const bee_puzzle *p, bee_result *want,
                         bee_result *got)
{
    int own_set = 0; /* set lists apply: the puzzle's letters are an indexed set */
    for (size_t i = 0; i < ix->n_narrow; i++)
        own_set |= ix->scan_data.masks[i] == p->letters;
    for (int s = 0; s < 2; s++) {
        bee_solve_options ro;
        bee_solve_options_init(&ro);
        ro.scoring = (bee_scoring)s;
        assert_int_equal(bee_solve_reference(d, ix->opt.min_len, p, &ro, want, NULL), BEE_OK);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            assert_int_equal(bee_index_set_kernel(ix, (bee_kernel_id)k, NULL), BEE_OK);
            for (size_t pl = 0; pl < sizeof plans / sizeof *plans; pl++)
                for (int words = 0; words < 2; words++) {
                    if (plans[pl] == BEE_PLAN_SUBSETS && p->size > 16)
                        continue; /* 2^25 lookups: correct, but slow for a test */
                    bee_solve_options o;
                    bee_solve_options_init(&o);
                    o.scoring = (bee_scoring)s;
                    o.want_words = words;
                    int warming = !bee_solve_parts_built(ix) && got->solves < BEE_PLAN_WARMUP;
                    assert_int_equal(bee_solve_plan(ix, p, &o, plans[pl], got, NULL), BEE_OK);
                    char what[240];
                    snprintf(what, sizeof what,
                             "plan %s (ran %s), kernel %s, puzzle %s (size %d), words %d, "
                             "scoring %d, block %u, min_len %u",
                             bee_plan_name(plans[pl]), bee_plan_name(got->plan),
                             bee_kernel_name((bee_kernel_id)k), p->text, p->size, words, s,
                             ix->opt.block_size, ix->opt.min_len);
                    expect_same(want, got, words, what);
                    if (words)
                        expect_pangrams(d, p, want, got, what);
                    /* the plan that ran */
                    bee_plan ran = plans[pl];
                    if (ran == BEE_PLAN_AUTO && warming)
                        ran = BEE_PLAN_BLOCK_SCAN; /* the warm-up rule */
                    else if (ran == BEE_PLAN_AUTO || ran == BEE_PLAN_SET_LISTS)
                        ran = own_set ? BEE_PLAN_SET_LISTS
                              : plans[pl] == BEE_PLAN_AUTO && p->size <= BEE_PLAN_SUBSETS_MAX
                                  ? BEE_PLAN_SUBSETS
                                  : BEE_PLAN_BLOCK_SCAN;
                    if (got->plan != ran)
                        fail_msg("%s: plan %s ran, want %s", what, bee_plan_name(got->plan),
                                 bee_plan_name(ran));
                }
        }
    }
}

/* check_puzzle on the puzzles of set m with each of its letters as center
 * (none if m has fewer than 2 letters). */
static void check_every_center(const bee_dict *d, bee_index *ix, uint32_t m, bee_result *want,
                               bee_result *got)
{
    for (int c = 0; c < (int)bee_popcount32(m) && bee_popcount32(m) >= 2; c++) {
        bee_puzzle p = tu_puzzle_of_set(m, c);
        check_puzzle(d, ix, &p, want, got);
    }
}

/* Random puzzles and puzzles on the dictionary's own sets, on indexes of
 * several block sizes, sorts and minimum lengths. */
static void check_dict(const bee_dict *d, tu_rng *rng, int puzzles, const char *alphabet)
{
    static const uint32_t block_sizes[] = {1, 7, 32, 1000000};
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (size_t b = 0; b < sizeof block_sizes / sizeof *block_sizes; b++) {
        bee_index_options o;
        bee_index_options_init(&o);
        o.block_size = block_sizes[b];
        o.sort = (bee_sort)(b % 3);
        o.min_len = 1 + (uint32_t)tu_below(rng, 5);
        bee_index *ix;
        assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
        for (int i = 0; i < puzzles; i++) {
            bee_puzzle p;
            if (i % 2 == 0 && bee_dict_size(d) > 0) { /* a word's own set */
                uint32_t m = bee_dict_word_mask(d, tu_below(rng, (uint32_t)bee_dict_size(d)));
                int n = (int)bee_popcount32(m);
                if (n < 2)
                    continue;
                p = tu_puzzle_of_set(m, (int)tu_below(rng, (uint32_t)n));
            } else {
                int size = i % 3 == 0 ? 2 + (int)tu_below(rng, 25) : 2 + (int)tu_below(rng, 8);
                if (alphabet && (int)strlen(alphabet) < size)
                    size = (int)strlen(alphabet);
                if (size < 2)
                    continue;
                tu_random_puzzle(rng, size, alphabet, &p);
            }
            check_puzzle(d, ix, &p, want, got);
        }
        bee_index_free(ix);
    }
    bee_result_free(want);
    bee_result_free(got);
}

static void random_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {9};
    for (int round = 0; round < 6; round++) {
        const char *alphabet = round % 2 ? "aeinrstgl" : "abcdefghijklmnopqrstuvwxyz";
        bee_dict *d = tu_random_dict(&rng, 300 + 400 * (size_t)round, 12, alphabet);
        check_dict(d, &rng, 60, round % 2 ? alphabet : NULL);
        bee_dict_free(d);
    }
}

static void adversarial_dictionaries(void **state)
{
    (void)state;
    tu_rng rng = {10};
    /* no word as long as min_len: every plan answers nothing */
    const char *short_words[] = {"a", "ab", "abc"};
    /* one word */
    const char *one[] = {"tearing"};
    /* many words of one set (anagrams and repeats of letters) */
    const char *anagrams[] = {"angriest",    "astringe",  "ganister", "gantries", "granites",
                              "ingrates",    "rangiest",  "reasting", "stearing", "tasering",
                              "aaaangriest", "gratinees", "easting",  "ingest",   "tigers"};
    /* all 26 letters, and words of every length */
    const char *wide[] = {"abcdefghijklmnopqrstuvwxyz",
                          "thequickbrownfoxjumpsoverthelazydog",
                          "a",
                          "ab",
                          "abc",
                          "abcd",
                          "abcde",
                          "abcdef",
                          "abcdefg",
                          "abcdefgh",
                          "abcdefghi",
                          "abcdefghijklmnop",
                          "zyxwvutsrqponmlkjihgfedcba",
                          "qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"};
    /* one 7-letter set with more pangrams than a list's header holds
     * (BEE_LIST_PANGRAMS_HERE), and one with exactly that many */
    const char *pangrams[] = {"abcdefg", "bacdefg", "cabdefg", "dabcefg", "eabcdfg", "fabcdeg",
                              "gabcdef", "abcdegf", "abcdfeg", "abcedfg", "abdcefg", "acbdefg",
                              "abcd",    "gfed",    "bbbb",    "hijklmn", "ihjklmn", "jhiklmn",
                              "khijlmn", "lhijkmn", "mhijkln", "nhijklm", "hijklnm", "hijkmln",
                              "hijlkmn", "hijk"};
    _Static_assert(BEE_LIST_PANGRAMS_HERE == 10, "the dictionary above straddles it");
    const struct {
        const char *const *w;
        size_t n;
    } dicts[] = {{short_words, 3}, {one, 1}, {anagrams, 15}, {wide, 14}, {pangrams, 26}};
    for (size_t i = 0; i < sizeof dicts / sizeof *dicts; i++) {
        bee_dict *d = tu_dict_of(dicts[i].w, dicts[i].n);
        check_dict(d, &rng, 40, NULL);
        bee_result *want = bee_result_new(), *got = bee_result_new();
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        for (uint32_t id = 0; id < bee_dict_size(d); id++) /* every word's own set */
            check_every_center(d, ix, bee_dict_word_mask(d, id), want, got);
        bee_index_free(ix);
        bee_result_free(want);
        bee_result_free(got);
        bee_dict_free(d);
    }
}

/* d's index saved with minimum length min_len and loaded again: it stores
 * the totals of each narrow set of exactly 7 letters, which must be the
 * ones a list sums (fill_totals), found by the set's slot; no other set
 * has any.  With `centers`, every plan answers the puzzles of the first
 * `centers` such sets (each letter the center) from the loaded index as
 * the reference does: counts from the stored totals, words from lists. */
static void check_stored_totals(const bee_dict *d, uint32_t min_len, int centers)
{
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = min_len;
    bee_index *built;
    assert_int_equal(bee_index_build(d, &o, &built, NULL), BEE_OK);
    char path[] = "/tmp/test_plans_totals_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(bee_index_save(built, path, NULL), BEE_OK);
    bee_index_free(built);
    bee_dict *ld;
    bee_index *ix;
    assert_int_equal(bee_index_load(path, &ld, &ix, NULL), BEE_OK);
    unlink(path);
    bee_solve_parts *parts = bee_solve_parts_get(ix, NULL);
    assert_non_null(parts);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    size_t sevens = 0;
    for (size_t k = 0; k < ix->n_narrow; k++) {
        uint32_t m = ix->scan_data.masks[k];
        const bee_set_slot *slot = bee_set_map_slot(&parts->map, m);
        assert_non_null(slot);
        assert_int_equal(slot->pos, k);
        const bee_set_totals *t = bee_set_totals_stored(ix, parts, slot);
        if (bee_popcount32(m) != BEE_NARROW_LETTERS) {
            assert_null(t);
            continue;
        }
        assert_ptr_equal(t, &ix->totals[sevens]);
        const bee_set_list *list = bee_set_list_get(ix, parts, slot, 0);
        assert_non_null(list);
        if (memcmp(t, &list->totals, sizeof *t) != 0)
            fail_msg("set %zu (of 7 letters, min_len %u): stored totals differ from the list's", k,
                     min_len);
        if ((int)sevens < centers)
            check_every_center(ld, ix, m, want, got);
        sevens++;
    }
    assert_int_equal(ix->n_sevens, sevens);
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(ix);
    bee_dict_free(ld);
}

static void stored_totals_match_the_lists(void **state)
{
    (void)state;
    tu_rng rng = {12};
    for (int round = 0; round < 4; round++) { /* many 7-letter sets, and letters repeated */
        const char *alphabet = round % 2 ? "aeinrstgl" : "abcdefghijklmnopqrstuvwxyz";
        bee_dict *d = tu_random_dict(&rng, 800 + 800 * (size_t)round, 12, alphabet);
        for (uint32_t min_len = 1; min_len <= 9; min_len += 4)
            check_stored_totals(d, min_len, round == 0 ? 6 : 0);
        bee_dict_free(d);
    }
    /* no 7-letter set; one; many anagrams of one (repeated letters);
     * more pangrams than a list's header holds */
    const char *short_words[] = {"a", "ab", "abc", "abcdef", "ffeeddccbbaa"};
    const char *one[] = {"tearing"};
    const char *anagrams[] = {"angriest", "astringe", "ganister", "gantries", "granites",
                              "ingrates", "rangiest", "reasting", "stearing", "tasering",
                              "aaaangri", "tigers",   "ingest",   "easting",  "gratin"};
    const char *pangrams[] = {"abcdefg", "bacdefg", "cabdefg", "dabcefg", "eabcdfg", "fabcdeg",
                              "gabcdef", "abcdegf", "abcdfeg", "abcedfg", "abdcefg", "acbdefg",
                              "abcd",    "gfed",    "bbbb",    "hijklmn", "ihjklmn", "hijk"};
    const struct {
        const char *const *w;
        size_t n;
    } dicts[] = {{short_words, 5}, {one, 1}, {anagrams, 15}, {pangrams, 18}};
    for (size_t i = 0; i < sizeof dicts / sizeof *dicts; i++) {
        bee_dict *d = tu_dict_of(dicts[i].w, dicts[i].n);
        for (uint32_t min_len = 1; min_len <= 8; min_len++) /* 8: none left of 7 letters */
            check_stored_totals(d, min_len, 3);
        bee_dict_free(d);
    }
}

/* Every subset of three 7-letter sets a word's set (the letters of the
 * alphabet's start, its end, and spread over it): the subsets plan's rank
 * table then has every rank of each set's subsets, and each of its ranks
 * (the puzzle's lowest 4 letters and the others apart) is read on the sets
 * and on every smaller puzzle inside them, with every center. */
static void every_subset_a_word(void **state)
{
    (void)state;
    static const char *const sets[] = {"abcdefg", "tuvwxyz", "bfjnrvz"};
    char text[3 * 127 * 9 + 1] = "", *q = text;
    for (int s = 0; s < 3; s++)
        for (uint32_t sub = 1; sub < 128; sub++) { /* the subset's letters, then the first again */
            int n = 0;
            for (int i = 0; i < 7; i++)
                if (sub >> i & 1)
                    q[n++] = sets[s][i];
            while (n < 4)
                q[n] = q[n - 1], n++;
            q[n] = '\n';
            q += n + 1;
        }
    *q = '\0';
    bee_dict *d = tu_dict_text(text);
    assert_non_null(d);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    for (int s = 0; s < 3; s++)
        for (uint32_t sub = 3; sub < 128; sub++) { /* every puzzle of 2 or more letters */
            uint32_t m = 0;
            for (int i = 0; i < 7; i++)
                if (sub >> i & 1)
                    m |= 1u << (sets[s][i] - 'a');
            check_every_center(d, ix, m, want, got);
        }
    bee_index_free(ix);
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* Puzzles of one 7-letter set whose answers come from many of its subsets
 * and number from a few to several hundred: either side of the 64 at which
 * a solve's sort of its answers changes method (solve.c, sort_answers.c),
 * on dictionaries of growing size, with every center, on the set and on
 * its 6-letter subsets. */
static void answers_either_side_of_the_sort_cut(void **state)
{
    (void)state;
    tu_rng rng = {12};
    static const size_t sizes[] = {20, 70, 150, 400, 1200};
    const char *letters = "adehrst"; /* spread over the alphabet's words */
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
        char *text = tu_random_words(&rng, sizes[z], 9, letters);
        bee_dict *d = tu_dict_text(text);
        free(text);
        assert_non_null(d);
        bee_result *want = bee_result_new(), *got = bee_result_new();
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        uint32_t all = 0;
        for (const char *c = letters; *c; c++)
            all |= 1u << (*c - 'a');
        check_every_center(d, ix, all, want, got);
        for (uint32_t m = all; m; m &= m - 1)
            check_every_center(d, ix, all & ~(m & -m), want, got);
        bee_index_free(ix);
        bee_result_free(want);
        bee_result_free(got);
        bee_dict_free(d);
    }
}

/* An alphabet of 8 letters, where C(8, s) falls past s = 4: the subsets
 * plan's walk also reads lanes past a small puzzle's subsets (the sums of
 * other sets, some of them words', to be dropped), which reach past the
 * last rank of so small a table (set_ranks.c); every set of 2 to 8 of its
 * letters, every center, every plan and kernel. */
static void a_small_alphabet(void **state)
{
    (void)state;
    static const char spec[] = "code t8\nletters a b c d e f g h\nshortest 2\n";
    bee_alphabet *a;
    bee_error err;
    assert_int_equal(bee_alphabet_parse(spec, strlen(spec), &a, &err), BEE_OK);
    tu_rng rng = {8};
    char *text = tu_random_words(&rng, 300, 9, "abcdefgh");
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.alphabet = a;
    bee_dict *d;
    assert_int_equal(bee_dict_load_memory(text, strlen(text), "t8", &o, &d, &err), BEE_OK);
    free(text);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    for (uint32_t m = 1; m < 1u << 8; m++)
        check_every_center(d, ix, m, want, got);
    bee_index_free(ix);
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
    bee_alphabet_free(a);
}

static void system_dictionary(void **state)
{
    (void)state;
    bee_dict *d = tu_system_dict();
    if (!d) {
        fprintf(stderr, "# /usr/share/dict/american-english absent: skipped\n");
        skip();
    }
    tu_rng rng = {11};
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    for (int i = 0; i < 40; i++) {
        bee_puzzle p;
        if (i % 2) {
            p = tu_puzzle_of_set(tu_random_word_set(d, &rng, 7), i % 7);
        } else {
            tu_random_puzzle(&rng, 7, NULL, &p);
        }
        check_puzzle(d, ix, &p, want, got);
    }
    bee_index_free(ix);
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* Every filter kernel against a plain loop on every length 0 .. 3 x 16 + 5;
 * past the zero padding every entry would pass, so a kernel reading further
 * than the padding (kernel.h) keeps too many. */
static void filter_kernels_match_scalar(void **state)
{
    (void)state;
    tu_rng rng = {12};
    enum { MAX = 3 * BEE_FILTER_PAD + 5 };
    uint32_t entries[MAX + BEE_FILTER_PAD], want[MAX], got[MAX + BEE_FILTER_PAD];
    for (size_t n = 0; n <= MAX; n++)
        for (int round = 0; round < 20; round++) {
            size_t padded = (n + BEE_FILTER_PAD - 1) / BEE_FILTER_PAD * BEE_FILTER_PAD;
            for (size_t i = 0; i < MAX + BEE_FILTER_PAD; i++) /* random tags; zero padding */
                entries[i] = i < n ? (uint32_t)tu_next(&rng) : i < padded ? 0 : UINT32_MAX;
            uint32_t tag = 1u << (25 + tu_below(&rng, 7));
            size_t nw = 0;
            for (size_t i = 0; i < n; i++)
                if (entries[i] & tag)
                    want[nw++] = entries[i] & BEE_FILTER_ID_MASK;
            for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
                if (!bee_kernel_runnable((bee_kernel_id)k))
                    continue;
                bee_filter_fn f = bee_kernel_filter_fn((bee_kernel_id)k);
                size_t ng = f(entries, n, tag, got);
                if (ng != nw || memcmp(got, want, nw * sizeof *got) != 0)
                    fail_msg("filter %s, length %zu: kept %zu, want %zu",
                             bee_kernel_name((bee_kernel_id)k), n, ng, nw);
            }
        }
}

/* Threads racing to build the lists of one index all get the same answers. */
typedef struct race {
    const bee_index *ix;
    const bee_puzzle *p;
    size_t n;
    uint64_t sum;
} race;

static void *race_run(void *arg)
{
    race *ra = arg;
    bee_result *r = bee_result_new();
    for (size_t i = 0; i < ra->n; i++) {
        bee_solve(ra->ix, &ra->p[i], NULL, r, NULL);
        ra->sum = ra->sum * 31 + r->score + (r->count ? r->words[r->count - 1] : 0);
    }
    bee_result_free(r);
    return NULL;
}

static void threads_share_the_lazy_parts(void **state)
{
    (void)state;
    tu_rng rng = {13};
    bee_dict *d = tu_random_dict(&rng, 3000, 10, "aeinrstglcdmpu");
    enum { N = 2000, T = 4 };
    bee_puzzle *p = malloc(N * sizeof *p);
    for (size_t i = 0; i < N; i++) {
        if (i % 4 ==
            3) { /* random letters: the subsets plan, whose rank table is built lazily too */
            tu_random_puzzle(&rng, 2 + (int)tu_below(&rng, 6), "aeinrstglcdmpu", &p[i]);
            continue;
        }
        uint32_t m;
        do
            m = bee_dict_word_mask(d, tu_below(&rng, (uint32_t)bee_dict_size(d)));
        while (bee_popcount32(m) < 2 || bee_popcount32(m) > 7);
        p[i] = tu_puzzle_of_set(m, (int)(i % bee_popcount32(m)));
    }
    race one = {NULL, p, N, 0};
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    one.ix = ix;
    race_run(&one); /* alone, on a fresh index */
    bee_index_free(ix);
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    race many[T];
    pthread_t tid[T];
    for (int t = 0; t < T; t++) {
        many[t] = (race){ix, p, N, 0};
        assert_int_equal(pthread_create(&tid[t], NULL, race_run, &many[t]), 0);
    }
    for (int t = 0; t < T; t++) {
        pthread_join(tid[t], NULL);
        assert_true(many[t].sum == one.sum);
    }
    bee_index_free(ix);
    /* the parts built, so that every thread meets its first random letters
     * (puzzle 3) at once: all race to build the rank table */
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_solve_parts *parts = bee_solve_parts_get(ix, NULL);
    assert_non_null(parts);
    for (int t = 0; t < T; t++) {
        many[t] = (race){ix, p, N, 0};
        assert_int_equal(pthread_create(&tid[t], NULL, race_run, &many[t]), 0);
    }
    for (int t = 0; t < T; t++) {
        pthread_join(tid[t], NULL);
        assert_true(many[t].sum == one.sum);
    }
    assert_non_null(atomic_load(&parts->ranks));
    bee_index_free(ix);
    free(p);
    bee_dict_free(d);
}

/* A set list is built in two steps (its totals, then its entries when words
 * are first wanted) or in one (totals and entries together, when the first
 * solve on its set wants words): both against the reference, in either
 * order, every center of every narrow set. */
static void lists_built_either_way(void **state)
{
    (void)state;
    tu_rng rng = {14};
    bee_dict *d = tu_random_dict(&rng, 1500, 10, "aeinrstglcdmpu");
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (int words_first = 0; words_first < 2; words_first++) {
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        for (size_t i = 0; i < ix->n_narrow; i++) {
            uint32_t m = ix->scan_data.masks[i];
            for (int c = 0; c < (int)bee_popcount32(m); c++) {
                bee_puzzle p = tu_puzzle_of_set(m, c);
                for (int step = 0; step < 2; step++) {
                    int words = step == 0 ? words_first : !words_first;
                    bee_solve_options o;
                    bee_solve_options_init(&o);
                    o.want_words = words;
                    assert_int_equal(bee_solve_reference(d, ix->opt.min_len, &p, &o, want, NULL),
                                     BEE_OK);
                    assert_int_equal(bee_solve_plan(ix, &p, &o, BEE_PLAN_SET_LISTS, got, NULL),
                                     BEE_OK);
                    assert_int_equal(got->plan, BEE_PLAN_SET_LISTS);
                    char what[BEE_PUZZLE_TEXT_SIZE + 64];
                    snprintf(what, sizeof what, "puzzle %s, words %d, words first %d", p.text,
                             words, words_first);
                    expect_same(want, got, words, what);
                    if (words)
                        expect_pangrams(d, &p, want, got, what);
                }
            }
        }
        bee_index_free(ix);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* The set maps find every indexed set, the narrow map the narrow sets and
 * the wide map (built on first need) the others, in one of their two
 * slots, with its position, and no other set; a narrow set's list is kept
 * at that position (bee_solve_parts.set_list), NULL until a solve builds
 * it, and a solve builds its own set's list and no other. */
static void set_maps_find_every_set(void **state)
{
    (void)state;
    tu_rng rng = {41};
    bee_dict *d = tu_random_dict(&rng, 4000, 12, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_true(ix->n_narrow > 100 && ix->n_masks > ix->n_narrow + 100);
    bee_solve_parts *parts = bee_solve_parts_get(ix, NULL);
    assert_non_null(parts);
    assert_null(atomic_load(&parts->wide)); /* not built for narrow puzzles */
    const bee_set_map *maps[2] = {&parts->map, bee_solve_wide_get(ix, parts, NULL)};
    assert_non_null(maps[1]);
    size_t second = 0;
    for (size_t k = 0; k < ix->n_masks; k++) {
        uint32_t set = ix->scan_data.masks[k];
        int wide = k >= ix->n_narrow;
        const bee_set_map *m = maps[wide];
        const bee_set_slot *slot = bee_set_map_slot(m, set);
        assert_non_null(slot);
        assert_int_equal(slot->set, set);
        assert_int_equal(slot->pos, k);
        assert_int_equal(bee_set_map_find(m, set), k);
        assert_true(bee_set_map_maybe(m, set));
        assert_null(bee_set_map_slot(maps[!wide], set));
        second += slot != &m->slots[bee_set_hash(set, 0, m->shift)];
        if (!wide)
            assert_null(bee_set_list_built(parts, slot));
    }
    assert_true(second > 0);          /* both slots read */
    for (int i = 0; i < 20000; i++) { /* sets of no word */
        uint32_t set = (uint32_t)tu_next(&rng) & ((1u << 26) - 1);
        int indexed = 0;
        for (size_t k = 0; k < ix->n_masks; k++)
            indexed |= ix->scan_data.masks[k] == set;
        for (int w = 0; w < 2 && !indexed; w++) {
            assert_null(bee_set_map_slot(maps[w], set));
            assert_int_equal(bee_set_map_find(maps[w], set), BEE_SET_NONE);
        }
    }
    bee_result *r = bee_result_new();
    for (size_t k = 0; k < ix->n_narrow; k += 97) {
        uint32_t set = ix->scan_data.masks[k];
        bee_puzzle p = tu_puzzle_of_set(set, 0);
        assert_int_equal(bee_solve_plan(ix, &p, NULL, BEE_PLAN_SET_LISTS, r, NULL), BEE_OK);
        const bee_set_list *list = bee_set_list_built(parts, bee_set_map_slot(maps[0], set));
        assert_non_null(list);
        assert_int_equal(list->totals.count[0], r->count);
        for (size_t j = k + 1; j < ix->n_narrow; j++)
            assert_null(
                bee_set_list_built(parts, bee_set_map_slot(maps[0], ix->scan_data.masks[j])));
    }
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* Threads meeting their first wide puzzle by the subsets plan at once race
 * to build the wide sets' map: one copy is kept, and every thread's
 * answers are the reference's. */
typedef struct wide_race {
    const bee_dict *d;
    bee_index *ix;
    atomic_int *ready; /* threads at the start line */
    uint32_t letters[8];
    int failed;
} wide_race;

static void *wide_race_run(void *arg)
{
    wide_race *w = arg;
    bee_result *want = bee_result_new(), *got = bee_result_new();
    atomic_fetch_add(w->ready, 1);
    while (atomic_load(w->ready) < 4) /* all start at once */
        ;
    for (int i = 0; i < 8; i++) {
        bee_puzzle p = tu_puzzle_of_set(w->letters[i], i % 3);
        bee_solve_options o;
        bee_solve_options_init(&o);
        o.want_words = 1;
        w->failed |= bee_solve_reference(w->d, w->ix->opt.min_len, &p, &o, want, NULL) != BEE_OK ||
                     bee_solve_plan(w->ix, &p, &o, BEE_PLAN_SUBSETS, got, NULL) != BEE_OK ||
                     *differs(want, got) != '\0';
    }
    bee_result_free(want);
    bee_result_free(got);
    return NULL;
}

static void threads_race_for_the_wide_map(void **state)
{
    (void)state;
    tu_rng rng = {42};
    bee_dict *d = tu_random_dict(&rng, 20000, 12, "abcdefghijklmnopqrstuvwxyz");
    for (int run = 0; run < 3; run++) {
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        bee_solve_parts *parts = bee_solve_parts_get(ix, NULL);
        assert_non_null(parts); /* and the rank table: the wide map is the race */
        assert_non_null(bee_solve_ranks_get(ix, parts, NULL));
        wide_race w[4];
        pthread_t th[4];
        atomic_int ready = 0;
        for (int t = 0; t < 4; t++) {
            w[t] = (wide_race){d, ix, &ready, {0}, 0};
            for (int i = 0; i < 8; i++) /* 9-12 letters: wide subsets among the narrow */
                w[t].letters[i] = ix->scan_data.masks[ix->n_masks - 1 - (size_t)(t * 8 + i)];
        }
        for (int t = 0; t < 4; t++)
            assert_int_equal(pthread_create(&th[t], NULL, wide_race_run, &w[t]), 0);
        for (int t = 0; t < 4; t++) {
            assert_int_equal(pthread_join(th[t], NULL), 0);
            assert_false(w[t].failed);
        }
        assert_non_null(atomic_load(&parts->wide));
        bee_index_free(ix);
    }
    bee_dict_free(d);
}

/* A stream through one result by auto alone: after a puzzle that the
 * subsets plan answered, auto walks the subsets first, and must still
 * answer a puzzle whose letters are a word's set by its set list (the walk
 * finds the set on its way); after set lists, the filter first again.
 * Random letters and words' own sets in turn and in runs, with words and
 * without, against the reference. */
static void auto_in_a_stream_of_random_letters(void **state)
{
    (void)state;
    tu_rng rng = {13};
    bee_dict *d = tu_random_dict(&rng, 3000, 9, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_non_null(bee_solve_parts_get(ix, NULL)); /* no warm-up */
    bee_result *want = bee_result_new(), *got = bee_result_new();
    int lists = 0, walks = 0;
    for (int i = 0; i < 600; i++) {
        bee_puzzle p;
        int own = i % 7 == 3 || i % 11 == 5 || (i / 50) % 2; /* alone and in runs */
        if (own)
            p = tu_puzzle_of_set(tu_random_word_set(d, &rng, 4 + (int)tu_below(&rng, 4)),
                                 (int)tu_below(&rng, 2));
        else
            tu_random_puzzle(&rng, 2 + (int)tu_below(&rng, 6), NULL, &p);
        int own_set = 0;
        for (size_t k = 0; k < ix->n_narrow; k++)
            own_set |= ix->scan_data.masks[k] == p.letters;
        bee_solve_options o;
        bee_solve_options_init(&o);
        o.want_words = i % 3 != 0;
        assert_int_equal(bee_solve_reference(d, ix->opt.min_len, &p, &o, want, NULL), BEE_OK);
        int walked = got->walked;
        assert_int_equal(bee_solve(ix, &p, &o, got, NULL), BEE_OK);
        char what[BEE_PUZZLE_TEXT_SIZE + 64];
        snprintf(what, sizeof what, "puzzle %s (%d), after subsets %d", p.text, i, walked);
        expect_same(want, got, o.want_words, what);
        if (o.want_words)
            expect_pangrams(d, &p, want, got, what);
        if (got->plan != (own_set ? BEE_PLAN_SET_LISTS : BEE_PLAN_SUBSETS))
            fail_msg("%s: plan %s", what, bee_plan_name(got->plan));
        lists += own_set && walked;
        walks += !own_set && walked;
    }
    assert_true(lists > 20 && walks > 20); /* both turns taken */
    bee_index_free(ix);
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* Auto answers a result's first BEE_PLAN_WARMUP puzzles by the block scan
 * while the letter-set map is not built, then builds it; once it is built,
 * every result uses it at once; while another thread builds it, the block
 * scan goes on; a forced plan builds it at once. */
static void warm_up_rule(void **state)
{
    (void)state;
    const char *words[] = {"rate", "grate", "tiger", "tearing", "granite"};
    bee_dict *d = tu_dict_of(words, 5);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *want = bee_result_new(), *r = bee_result_new(), *fresh = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_solve_reference(d, 4, &p, NULL, want, NULL), BEE_OK);
    for (int i = 0; i < BEE_PLAN_WARMUP; i++) {
        assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
        assert_int_equal(r->plan, BEE_PLAN_BLOCK_SCAN);
        assert_string_equal(differs(want, r), "");
    }
    assert_null(bee_solve_parts_built(ix));
    assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
    assert_int_equal(r->plan, BEE_PLAN_SET_LISTS);
    assert_string_equal(differs(want, r), "");
    assert_non_null(bee_solve_parts_built(ix));
    assert_int_equal(bee_solve(ix, &p, NULL, fresh, NULL), BEE_OK);
    assert_int_equal(fresh->plan, BEE_PLAN_SET_LISTS);
    bee_index_free(ix);

    /* while another thread builds the map, auto goes on by the block scan
     * (r is past its warm-up) rather than build a second copy or wait */
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    atomic_store(&ix->cache->parts_building, 1); /* as if another thread were at it */
    for (int i = 0; i < 3; i++) {
        assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
        assert_int_equal(r->plan, BEE_PLAN_BLOCK_SCAN);
        assert_string_equal(differs(want, r), "");
    }
    assert_null(bee_solve_parts_built(ix));
    atomic_store(&ix->cache->parts_building, 0); /* it gave up (out of memory) */
    assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
    assert_int_equal(r->plan, BEE_PLAN_SET_LISTS);
    assert_string_equal(differs(want, r), "");
    bee_index_free(ix);

    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result_free(fresh);
    fresh = bee_result_new();
    assert_int_equal(bee_solve_plan(ix, &p, NULL, BEE_PLAN_SUBSETS, fresh, NULL), BEE_OK);
    assert_int_equal(fresh->plan, BEE_PLAN_SUBSETS);
    assert_non_null(bee_solve_parts_built(ix));
    bee_result_free(want);
    bee_result_free(r);
    bee_result_free(fresh);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* A stream of words' own sets (a NYT stream) is answered by set lists
 * alone and never builds the subsets plan's rank table (its ~2 MiB); the
 * first puzzle the subsets plan answers builds it, auto or forced. */
static void word_sets_build_no_rank_table(void **state)
{
    (void)state;
    tu_rng rng = {15};
    bee_dict *d = tu_random_dict(&rng, 3000, 9, "abcdefghijklmnopqrstuvwxyz");
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (int forced = 0; forced < 2; forced++) {
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        for (int i = 0; i < 3 * BEE_PLAN_WARMUP; i++) {
            bee_puzzle p = tu_puzzle_of_set(tu_random_word_set(d, &rng, 4 + i % 4), i % 3);
            bee_solve_options o;
            bee_solve_options_init(&o);
            o.want_words = i % 2;
            assert_int_equal(bee_solve_reference(d, ix->opt.min_len, &p, &o, want, NULL), BEE_OK);
            assert_int_equal(forced ? bee_solve_plan(ix, &p, &o, BEE_PLAN_SET_LISTS, got, NULL)
                                    : bee_solve(ix, &p, &o, got, NULL),
                             BEE_OK);
            expect_same(want, got, o.want_words, p.text);
        }
        assert_int_equal(got->plan, BEE_PLAN_SET_LISTS);
        bee_solve_parts *parts = bee_solve_parts_built(ix);
        assert_non_null(parts);
        assert_null(atomic_load(&parts->ranks));
        /* a block scan builds nothing either */
        bee_puzzle p = tu_puzzle("zqxjkvw", 7);
        assert_int_equal(bee_solve_plan(ix, &p, NULL, BEE_PLAN_BLOCK_SCAN, got, NULL), BEE_OK);
        assert_null(atomic_load(&parts->ranks));
        assert_int_equal(forced ? bee_solve_plan(ix, &p, NULL, BEE_PLAN_SUBSETS, got, NULL)
                                : bee_solve(ix, &p, NULL, got, NULL),
                         BEE_OK);
        assert_int_equal(got->plan, BEE_PLAN_SUBSETS);
        assert_non_null(atomic_load(&parts->ranks));
        bee_index_free(ix);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* The comparison must catch one wrong word. */
static void an_injected_fault_is_caught(void **state)
{
    (void)state;
    const char *words[] = {"rate", "grate", "tiger", "tearing", "granite"};
    bee_dict *d = tu_dict_of(words, 5);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_solve_reference(d, 4, &p, NULL, want, NULL), BEE_OK);
    assert_int_equal(bee_solve_plan(ix, &p, NULL, BEE_PLAN_SET_LISTS, got, NULL), BEE_OK);
    assert_int_equal(got->plan, BEE_PLAN_SET_LISTS);
    assert_string_equal(differs(want, got), "");
    got->words[0] ^= 1;
    int caught = got->words[0] != want->words[0];
    got->score++;
    assert_true(caught);
    assert_string_equal(differs(want, got), "score");
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void plan_names(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof plans / sizeof *plans; i++)
        assert_int_equal(bee_plan_from_name(bee_plan_name(plans[i])), plans[i]);
    assert_string_equal(bee_plan_name(BEE_PLAN_SET_LISTS), "set-lists");
    assert_int_equal(bee_plan_from_name("bogus"), BEE_UNKNOWN_NAME);
    const char *words[] = {"rate"};
    bee_dict *d = tu_dict_of(words, 1);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_error err;
    assert_int_equal(bee_solve_plan(ix, &p, NULL, (bee_plan)9, r, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "unknown plan 9");
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("plans");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_dictionaries),
        cmocka_unit_test(adversarial_dictionaries),
        cmocka_unit_test(stored_totals_match_the_lists),
        cmocka_unit_test(every_subset_a_word),
        cmocka_unit_test(answers_either_side_of_the_sort_cut),
        cmocka_unit_test(a_small_alphabet),
        cmocka_unit_test(system_dictionary),
        cmocka_unit_test(filter_kernels_match_scalar),
        cmocka_unit_test(threads_share_the_lazy_parts),
        cmocka_unit_test(lists_built_either_way),
        cmocka_unit_test(set_maps_find_every_set),
        cmocka_unit_test(threads_race_for_the_wide_map),
        cmocka_unit_test(auto_in_a_stream_of_random_letters),
        cmocka_unit_test(warm_up_rule),
        cmocka_unit_test(word_sets_build_no_rank_table),
        cmocka_unit_test(an_injected_fault_is_caught),
        cmocka_unit_test(plan_names),
    };
    return cmocka_run_group_tests_name("plans", tests, NULL, NULL);
}
