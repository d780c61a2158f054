/*
 * test_bag.c - letter bags: parsing with exact messages; every bag kernel
 * against the plain frequency-map reference on random and adversarial
 * dictionaries and bags (0 to 8 blanks, 1 to 40 tiles, words longer than any
 * bag, letters repeated past their key levels, must-use, length limits); the
 * vector kernels against the scalar one hit for hit; the sort orders; one
 * injected fault to prove the comparison catches a wrong answer; and bags
 * over random alphabets of 27 to 31 letters (multi-byte letters, folds,
 * drops) against a reference that reads words with the test's own tables;
 * and the plain pass without a bag index against the index, in both orders.
 */
#include "testutil.h"
#include "bag/bag_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t block_sizes[] = {1, 3, 4, 7, 8, 16, 17, 64, 1000000};

static bee_bag bag_of(const char *text)
{
    bee_bag b;
    bee_error err;
    if (bee_bag_parse(NULL, text, strlen(text), &b, &err) != BEE_OK)
        fail_msg("bag %s refused: %s", text, err.message);
    return b;
}

/* The plain pass (bee_bag_solve_plain, the one-off command's) gives what
 * the bag index and bee_bag_sort give, word for word in both orders, and
 * the same count without words. */
static void check_plain(bee_bag_index *bx, const bee_bag *bag, const bee_bag_options *o,
                        const char *text, bee_result *want, bee_result *got)
{
    const bee_dict *d = bee_bag_index_dict(bx);
    for (int order = BEE_BAG_ORDER_LENGTH; order <= BEE_BAG_ORDER_ALPHA; order++) {
        assert_int_equal(bee_bag_solve(bx, bag, o, want, NULL), BEE_OK);
        assert_int_equal(bee_bag_sort(bx, want, (bee_bag_order)order, NULL), BEE_OK);
        assert_int_equal(bee_bag_solve_plain(d, bag, o, (bee_bag_order)order, got, NULL), BEE_OK);
        size_t nw, ng;
        const uint32_t *ww = bee_result_words(want, &nw), *gw = bee_result_words(got, &ng);
        if (nw != ng || (nw && memcmp(ww, gw, nw * sizeof *ww) != 0))
            fail_msg("plain pass, bag %s, order %d, len %u..%u: %zu words, the index %zu", text,
                     order, o->min_len, o->max_len, ng, nw);
    }
    bee_bag_options c = *o;
    c.want_words = 0;
    assert_int_equal(bee_bag_solve_plain(d, bag, &c, BEE_BAG_ORDER_LENGTH, got, NULL), BEE_OK);
    assert_int_equal(got->count, want->count);
}

/* Answer with every runnable kernel and compare with the reference. */
static void check_bag(const bee_dict *d, bee_bag_index *bx, const char *text,
                      const bee_bag_options *o, bee_result *want, bee_result *got)
{
    bee_bag bag = bag_of(text);
    assert_int_equal(bee_bag_solve_reference(d, &bag, o, want, NULL), BEE_OK);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        assert_int_equal(bee_bag_index_set_kernel(bx, (bee_kernel_id)k, NULL), BEE_OK);
        assert_int_equal(bee_bag_solve(bx, &bag, o, got, NULL), BEE_OK);
        char what[400];
        snprintf(what, sizeof what, "kernel %s, bag %s, block %u, len %u..%u",
                 bee_kernel_name((bee_kernel_id)k), text, bx->opt.block_size, o->min_len,
                 o->max_len);
        tu_assert_same(want, got, what);
        bee_bag_options c = *o;
        c.want_words = 0;
        assert_int_equal(bee_bag_solve(bx, &bag, &c, got, NULL), BEE_OK);
        assert_int_equal(got->count, want->count);
    }
    check_plain(bx, &bag, o, text, want, got);
}

/* A random bag: `tiles` letters from `alphabet`, then `blanks` '?'s shuffled in. */
static void random_bag(tu_rng *rng, const char *alphabet, int tiles, int blanks, char *out)
{
    size_t na = strlen(alphabet);
    int n = 0;
    for (; n < tiles; n++)
        out[n] = alphabet[tu_below(rng, (uint32_t)na)];
    for (int i = 0; i < blanks; i++) {
        int at = (int)tu_below(rng, (uint32_t)n + 1);
        memmove(out + at + 1, out + at, (size_t)(n - at));
        out[at] = '?';
        n++;
    }
    out[n] = '\0';
}

static void random_options(tu_rng *rng, const char *alphabet, bee_bag_options *o)
{
    bee_bag_options_init(o);
    switch (tu_below(rng, 4)) {
    case 0: break;
    case 1: o->min_len = 1 + tu_below(rng, 6); break;
    case 2:
        o->max_len = 1 + tu_below(rng, 8);
        o->min_len = 1 + tu_below(rng, o->max_len);
        break;
    default: { /* must-use, sometimes a letter more than once, or beyond any level */
        int n = 1 + (int)tu_below(rng, 3);
        for (int i = 0; i < n; i++)
            o->must[alphabet[tu_below(rng, (uint32_t)strlen(alphabet))] - 'a']++;
        if (tu_below(rng, 4) == 0)
            o->must[alphabet[0] - 'a'] += 9;
        break;
    }
    }
}

static void check_dict(const bee_dict *d, tu_rng *rng, int bags, const char *alphabet)
{
    bee_result *want = bee_result_new(), *got = bee_result_new();
    static const int sizes[] = {1, 2, 5, 7, 12, 25, 40};
    for (size_t b = 0; b < sizeof block_sizes / sizeof *block_sizes; b++) {
        bee_bag_index_options io;
        bee_bag_index_options_init(&io);
        io.block_size = block_sizes[b];
        bee_bag_index *bx;
        assert_int_equal(bee_bag_index_build(d, &io, &bx, NULL), BEE_OK);
        for (int i = 0; i < bags; i++) {
            char text[BEE_BAG_MAX_TILES + 1];
            int tiles = sizes[tu_below(rng, sizeof sizes / sizeof *sizes)];
            int blanks = i % 3 == 0   ? 0
                         : i % 3 == 1 ? 1
                                      : (int)tu_below(rng, BEE_BAG_MAX_BLANKS + 1);
            random_bag(rng, alphabet, tiles, blanks, text);
            bee_bag_options o;
            random_options(rng, alphabet, &o);
            check_bag(d, bx, text, &o, want, got);
        }
        bee_bag_index_free(bx);
    }
    bee_result_free(want);
    bee_result_free(got);
}

static void random_dictionaries(void **state)
{
    (void)state;
    /* uniform; English-like; few letters (many repeats: flagged words); one
       letter dominating (counts far past every level) */
    static const char *alphabets[] = {"abcdefghijklmnopqrstuvwxyz", "etaoinshrdlucmfwypvbgkjqxz",
                                      "aeinrst", "sssssssssseeeab"};
    tu_rng rng = {11};
    for (size_t a = 0; a < 4; a++)
        for (size_t n = 1; n <= 4000; n *= 4) {
            bee_dict *d = tu_random_dict(&rng, n, a == 3 ? 30 : 12, alphabets[a]);
            check_dict(d, &rng, 10, alphabets[a]);
            bee_dict_free(d);
        }
}

static void adversarial_words_and_bags(void **state)
{
    (void)state;
    const char *words[] = {"a",
                           "aa",
                           "aaa",
                           "aaaaaaaa",
                           "aaaaaaaaa",
                           "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                           "abcdefghijklmnopqrstuvwxyz",
                           "thequickbrownfoxjumpsoverthelazydog",
                           "assesses",
                           "mississippi",
                           "bookkeeper",
                           "sees",
                           "zzz",
                           "q",
                           "xylophone",
                           "ab",
                           "ba",
                           "abba",
                           "supercalifragilisticexpialidocious",
                           "pneumonoultramicroscopicsilicovolcanoconiosis"};
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    const char *bags[] = {"a",
                          "?",
                          "??",
                          "????????",
                          "aaaaaaaa",
                          "aaaaaaaa?",
                          "aaaaaaa??",
                          "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                          "abcdefghijklmnopqrstuvwxyz",
                          "abcdefghijklmnopqrstuvwxy?",
                          "mississippi",
                          "misisipi???",
                          "sseea",
                          "bokepr????",
                          "zz?",
                          "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
                          "thequickbrownfoxjumpsoverthelazydogxxxxx",
                          "q",
                          "ab?"};
    bee_result *want = bee_result_new(), *got = bee_result_new();
    for (size_t b = 0; b < sizeof block_sizes / sizeof *block_sizes; b++) {
        bee_bag_index_options io;
        bee_bag_index_options_init(&io);
        io.block_size = block_sizes[b];
        bee_bag_index *bx;
        assert_int_equal(bee_bag_index_build(d, &io, &bx, NULL), BEE_OK);
        for (size_t i = 0; i < sizeof bags / sizeof *bags; i++) {
            bee_bag_options o;
            bee_bag_options_init(&o);
            o.min_len = 1;
            check_bag(d, bx, bags[i], &o, want, got);
            bee_bag_options_init(&o); /* default: 2 letters and more */
            check_bag(d, bx, bags[i], &o, want, got);
            o.must['a' - 'a'] = 9; /* beyond any key level */
            check_bag(d, bx, bags[i], &o, want, got);
            bee_bag_options_init(&o);
            o.must['s' - 'a'] = 2;
            o.max_len = 9;
            check_bag(d, bx, bags[i], &o, want, got);
        }
        bee_bag_index_free(bx);
    }
    /* a few known answers, so the reference itself is checked */
    bee_bag_options o;
    bee_bag_options_init(&o);
    bee_bag bag = bag_of("aaaaaaaa?");
    assert_int_equal(bee_bag_solve_reference(d, &bag, &o, want, NULL), BEE_OK);
    assert_int_equal(want->count, 6); /* aa aaa aaaaaaaa aaaaaaaaa, ab ba with the blank */
    bag = bag_of("abba");
    assert_int_equal(bee_bag_solve_reference(d, &bag, &o, want, NULL), BEE_OK);
    assert_int_equal(want->count, 4); /* aa ab abba ba */
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(d);
}

/* The Debian word list (*d) and its bag index, with the default options. */
static bee_bag_index *system_bag_index(bee_dict **d)
{
    *d = tu_need_system_dict();
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(*d, NULL, &bx, NULL), BEE_OK);
    return bx;
}

static void real_bags_on_the_debian_word_list(void **state)
{
    (void)state;
    bee_dict *d;
    bee_bag_index *bx = system_bag_index(&d);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    tu_rng rng = {12};
    const char *boards[] = {"ovrkqlwislrecrtgmvpfprzey", "odidwocswkbafvydehsbiviez",
                            "rtlyifebuzkxndovzyzodelap", "abcdefghifghijklmnopqrstuvxyz"};
    bee_bag_options o;
    bee_bag_options_init(&o);
    for (int i = 0; i < 4; i++)
        check_bag(d, bx, boards[i], &o, want, got);
    for (int i = 0; i < 30; i++) {
        char text[BEE_BAG_MAX_TILES + 1];
        random_bag(&rng,
                   "eeeeeeeeeeeettttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrr"
                   "ddddllllccummwwffggyyppbbvkjxqz",
                   i % 2 ? 25 : 7, (int)tu_below(&rng, 3), text);
        random_options(&rng, "etaoinshr", &o);
        check_bag(d, bx, text, &o, want, got);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

/* Raw bag kernels against the scalar one: random keys, uneven blocks. */
static void kernels_match_scalar_hit_for_hit(void **state)
{
    (void)state;
    tu_rng rng = {13};
    for (int round = 0; round < 400; round++) {
        size_t n = tu_below(&rng, 200);
        uint64_t *keys = malloc((n + BEE_BAG_PAD) * sizeof *keys);
        /* summaries padded like every column (kernel.h), with garbage */
        uint64_t *and_ = malloc((n + BEE_BAG_PAD) * sizeof *and_);
        uint64_t *or_ = malloc((n + BEE_BAG_PAD) * sizeof *or_);
        uint32_t *start = malloc((n + 2) * sizeof *start);
        uint32_t *want = malloc((n + BEE_BAG_PAD) * sizeof *want);
        uint32_t *got = malloc((n + BEE_BAG_PAD) * sizeof *got);
        uint64_t have = tu_next(&rng) & BAG_KEY_BITS;
        for (size_t i = 0; i < n; i++) {
            /* mostly near the bag, so that every blank count matters */
            uint64_t k = tu_next(&rng) & have;
            for (int extra = (int)tu_below(&rng, 4); extra > 0; extra--)
                k |= 1ull << tu_below(&rng, 63);
            keys[i] = k | (tu_below(&rng, 8) == 0 ? BEE_BAG_FLAG : 0);
        }
        for (size_t i = n; i < n + BEE_BAG_PAD; i++)
            keys[i] = tu_next(&rng); /* garbage past the end must never be reported */
        size_t nb = 0;
        for (size_t s = 0; s < n; nb++) {
            size_t e = s + 1 + tu_below(&rng, 40);
            e = e < n ? e : n;
            start[nb] = (uint32_t)s;
            and_[nb] = BAG_KEY_BITS;
            or_[nb] = 0;
            for (size_t i = s; i < e; i++) {
                and_[nb] &= keys[i] & BAG_KEY_BITS;
                or_[nb] |= keys[i] & BAG_KEY_BITS;
            }
            s = e;
        }
        for (size_t b = nb; b < nb + BEE_BAG_PAD; b++) { /* never to be entered */
            and_[b] = tu_next(&rng) & BAG_KEY_BITS;
            or_[b] = tu_next(&rng);
        }
        start[nb] = (uint32_t)n;
        bee_bag_blocks b = {keys, and_, or_, start, nb};
        uint64_t missing = ~have & BAG_KEY_BITS;
        uint64_t must =
            tu_below(&rng, 3) == 0 ? tu_next(&rng) & have & tu_next(&rng) & tu_next(&rng) : 0;
        unsigned blanks = tu_below(&rng, BEE_BAG_MAX_BLANKS + 1);
        bee_scan_counters cw = {0, 0};
        size_t nw = bee_bag_scan_scalar(&b, missing, must, blanks, want, &cw);
        size_t fitting = 0; /* the scalar kernel against the rule, with popcount */
        for (size_t i = 0; i < n; i++)
            fitting += (unsigned)__builtin_popcountll(keys[i] & missing) <= blanks &&
                       (keys[i] & must) == must;
        assert_int_equal(nw, fitting); /* a block skipped holds no fitting key */
        for (size_t i = 0; i < nw; i++)
            assert_true((unsigned)__builtin_popcountll(keys[want[i]] & missing) <= blanks &&
                        (keys[want[i]] & must) == must);
        for (int k = 1; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            bee_scan_counters cg = {0, 0};
            size_t ng =
                bee_kernel_bag_scan_fn((bee_kernel_id)k)(&b, missing, must, blanks, got, &cg);
            assert_int_equal(ng, nw);
            assert_memory_equal(got, want, nw * sizeof *want);
            assert_int_equal(cg.blocks_entered, cw.blocks_entered);
            assert_int_equal(cg.masks_tested, cw.masks_tested);
        }
        free(keys);
        free(and_);
        free(or_);
        free(start);
        free(want);
        free(got);
    }
}

static const bee_dict *sort_dict;

static int by_length_then_alpha(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint32_t lx = bee_dict_word_len(sort_dict, x), ly = bee_dict_word_len(sort_dict, y);
    if (lx != ly)
        return lx > ly ? -1 : 1;
    return strcmp(bee_dict_word(sort_dict, x), bee_dict_word(sort_dict, y));
}

static int by_id(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void sort_orders(void **state)
{
    (void)state;
    bee_dict *d;
    bee_bag_index *bx = system_bag_index(&d);
    bee_result *r = bee_result_new();
    sort_dict = d;
    /* small answers take the plain sort, large ones the bitmap */
    const char *bags[] = {"cat", "ovrkqlwislrecrtgmvpfprzey", "abcdefghifghijklmnopqrstuvxyz??"};
    for (int i = 0; i < 3; i++)
        for (int order = 0; order < 2; order++) {
            bee_bag bag = bag_of(bags[i]);
            assert_int_equal(bee_bag_solve(bx, &bag, NULL, r, NULL), BEE_OK);
            assert_true(r->count > 2);
            uint32_t *want = malloc(r->count * sizeof *want);
            memcpy(want, r->words, r->count * sizeof *want);
            /* ids are alphabetical ranks */
            qsort(want, r->count, sizeof *want,
                  order == BEE_BAG_ORDER_ALPHA ? by_id : by_length_then_alpha);
            assert_int_equal(bee_bag_sort(bx, r, (bee_bag_order)order, NULL), BEE_OK);
            assert_memory_equal(r->words, want, r->count * sizeof *want);
            free(want);
        }
    bee_result_free(r);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

static void capitals_are_the_same_tiles(void **state)
{
    (void)state;
    bee_bag lower, upper;
    assert_int_equal(bee_bag_parse(NULL, "ovrkq??", 7, &lower, NULL), BEE_OK);
    assert_int_equal(bee_bag_parse(NULL, "OvRKQ??", 7, &upper, NULL), BEE_OK);
    assert_memory_equal(&lower, &upper, sizeof lower);
}

static void parse_errors_have_exact_messages(void **state)
{
    (void)state;
    struct {
        const char *text;
        const char *message;
    } bad[] = {
        {"", "empty bag"},
        {"ab1c", "bag 'ab1c': character 3 is not a letter or a blank '?'"},
        {"Ab-c", "bag 'Ab-c': character 3 is not a letter or a blank '?'"},
        {"ab c", "bag 'ab c': character 3 is not a letter or a blank '?'"},
        {"?????????", "bag '?????????\': has 9 blanks, at most 8"}, /* \' : no trigraph */
        {"ab\x01", "bag 'ab\\x01': character 3 is not a letter or a blank '?'"},
        /* valid UTF-8 shown as it is (issue 26), a broken sequence as '?' */
        {"caf\xc3\xa9", "bag 'caf\xc3\xa9': character 4 is not a letter or a blank '?'"},
        {"caf\xc3", "bag 'caf\\xc3': character 4 is not a letter or a blank '?'"},
        {"\xc3\xa9t\xc3\xa9x",
         "bag '\xc3\xa9t\xc3\xa9x': character 1 is not a letter or a blank '?'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        bee_bag b;
        bee_error err;
        assert_int_equal(bee_bag_parse(NULL, bad[i].text, strlen(bad[i].text), &b, &err),
                         BEE_ERR_BAG);
        assert_string_equal(err.message, bad[i].message);
    }
    char big[300];
    memset(big, 'e', 256);
    big[256] = '\0';
    bee_bag b;
    bee_error err;
    assert_int_equal(bee_bag_parse(NULL, big, 256, &b, &err), BEE_ERR_BAG);
    assert_string_equal(
        err.message,
        "bag 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee...': has 256 tiles, at most 255");
    assert_int_equal(bee_bag_parse(NULL, big, 255, &b, &err), BEE_OK);
    assert_int_equal(b.counts['e' - 'a'], 255);
    assert_int_equal(b.tiles, 255);
    assert_int_equal(bee_bag_parse(NULL, "a?b?a", 5, &b, &err), BEE_OK);
    assert_int_equal(b.counts[0], 2);
    assert_int_equal(b.counts[1], 1);
    assert_int_equal(b.blanks, 2);
    assert_int_equal(b.tiles, 5);

    /* query arguments */
    const char *words[] = {"ab", "ba"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    bee_bag_options o;
    bee_bag_options_init(&o);
    o.min_len = 5;
    o.max_len = 4;
    b = bag_of("ab");
    assert_int_equal(bee_bag_solve(bx, &b, &o, r, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "minimum length 5 is above maximum length 4");
    bee_bag_options_init(&o);
    b.blanks = 9;
    assert_int_equal(bee_bag_solve(bx, &b, &o, r, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "a bag has at most 8 blanks, not 9");
    assert_int_equal(bee_bag_solve_reference(d, &b, &o, r, &err), BEE_ERR_ARG);
    bee_bag_index_options io;
    bee_bag_index_options_init(&io);
    io.block_size = 0;
    bee_bag_index *none;
    assert_int_equal(bee_bag_index_build(d, &io, &none, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "block size 0 is out of range (1 to 16777216)");
    assert_null(none);
    bee_result_free(r);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

/* Levels and flags: a word is flagged exactly when it holds more of a letter
 * than that letter's levels, and the levels fill at most 63 bits. */
static void levels_and_flags(void **state)
{
    (void)state;
    bee_dict *d;
    bee_bag_index *bx = system_bag_index(&d);
    bee_bag_info info;
    bee_bag_index_get_info(bx, &info);
    unsigned total = 0;
    for (int c = 0; c < 26; c++) {
        assert_true(info.levels[c] >= 1 && info.levels[c] <= BAG_MAX_LEVEL);
        total += info.levels[c];
    }
    assert_true(total <= 63);
    size_t flagged = 0;
    for (size_t i = 0; i < info.words; i++) {
        uint32_t id = bx->word_ids[i];
        uint8_t counts[26] = {0};
        const char *w = bee_dict_word(d, id);
        for (const char *p = w; *p; p++)
            counts[*p - 'a']++;
        int beyond = 0;
        for (int c = 0; c < 26; c++)
            beyond |= counts[c] > info.levels[c];
        assert_int_equal(beyond, (bx->scan_data.keys[i] & BEE_BAG_FLAG) != 0);
        flagged += beyond;
    }
    assert_int_equal(flagged, info.exact_words);
    assert_int_equal(info.words, bee_dict_size(d));
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

/* The comparison must notice a wrong answer: clear the exact-check flag of a
 * word whose key cannot tell, and a bag short of its letters lets it through. */
static void an_injected_fault_is_caught(void **state)
{
    (void)state;
    const char *words[] = {"aaaaaaaaaa", "ab"}; /* ten a's: past the top level */
    bee_dict *d = tu_dict_of(words, 2);
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, NULL), BEE_OK);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_bag bag = bag_of("aaaaaaaabbb"); /* 11 tiles: length alone cannot refuse it */
    assert_int_equal(bee_bag_solve_reference(d, &bag, NULL, want, NULL), BEE_OK);
    assert_int_equal(want->count, 1);
    assert_int_equal(bee_bag_solve(bx, &bag, NULL, got, NULL), BEE_OK);
    tu_assert_same(want, got, "before the fault");
    /* the index's own arena, writable: the test breaks it on purpose */
    uint64_t *keys = (uint64_t *)(uintptr_t)bx->scan_data.keys;
    size_t flagged = 0;
    for (size_t i = 0; i < bx->n_words; i++) {
        flagged += (keys[i] & BEE_BAG_FLAG) != 0;
        keys[i] &= ~BEE_BAG_FLAG; /* the fault */
    }
    assert_int_equal(flagged, 1);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        assert_int_equal(bee_bag_index_set_kernel(bx, (bee_kernel_id)k, NULL), BEE_OK);
        assert_int_equal(bee_bag_solve(bx, &bag, NULL, got, NULL), BEE_OK);
        char why[200];
        assert_false(tu_same(want, got, why, sizeof why));
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

/* ------------------------------------------- bags over random alphabets */

/* A random alphabet of 27 to 31 letters (a-z and multi-byte ones, in a
 * random bit order), with folds onto one or two letters and dropped
 * characters, known to the test by its own tables: the reference below
 * reads words and bags with these, never with the library's alphabet code. */
typedef struct test_alpha {
    int n;
    const char *letter[31];              /* UTF-8, lowercase */
    const char *fold[8];                 /* characters folded ... */
    int fold_n[8], fold_to[8][2], nfold; /* ... onto these letters */
    const char *drop[2];
    int ndrop;
    bee_alphabet *a;
} test_alpha;

static const char *const extra_letters[] = {"ç", "ñ", "ß", "ø", "þ", "æ", "α", "β", "ж", "ŋ"};
static const char *const fold_chars[] = {"à", "é", "ï", "ò", "ü", "œ", "ā", "ő"};
static const char *const drop_chars[] = {"·", "’"};

static void random_alphabet(tu_rng *rng, test_alpha *t)
{
    memset(t, 0, sizeof *t);
    static char az[26][2];
    const char *pool[36];
    int np = 0;
    for (int i = 0; i < 26; i++) {
        az[i][0] = (char)('a' + i);
        pool[np++] = az[i];
    }
    for (size_t i = 0; i < sizeof extra_letters / sizeof *extra_letters; i++)
        pool[np++] = extra_letters[i];
    t->n = 27 + (int)tu_below(rng, 5);
    for (int i = 0; i < t->n; i++) { /* a random pick in a random order */
        int j = i + (int)tu_below(rng, (uint32_t)(np - i));
        const char *x = pool[i];
        pool[i] = pool[j];
        pool[j] = x;
        t->letter[i] = pool[i];
    }
    char text[1024];
    int at = snprintf(text, sizeof text, "code rnd\nletters");
    for (int i = 0; i < t->n; i++)
        at += snprintf(text + at, sizeof text - (size_t)at, " %s", t->letter[i]);
    at += snprintf(text + at, sizeof text - (size_t)at, "\n");
    t->nfold = 1 + (int)tu_below(rng, 8);
    for (int f = 0; f < t->nfold; f++) {
        t->fold[f] = fold_chars[f];
        t->fold_n[f] = 1 + (tu_below(rng, 3) == 0);
        at += snprintf(text + at, sizeof text - (size_t)at, "fold %s ", t->fold[f]);
        for (int k = 0; k < t->fold_n[f]; k++) {
            t->fold_to[f][k] = (int)tu_below(rng, (uint32_t)t->n);
            at += snprintf(text + at, sizeof text - (size_t)at, "%s", t->letter[t->fold_to[f][k]]);
        }
        at += snprintf(text + at, sizeof text - (size_t)at, "\n");
    }
    t->ndrop = 1 + (int)tu_below(rng, 2);
    for (int k = 0; k < t->ndrop; k++) {
        t->drop[k] = drop_chars[k];
        at += snprintf(text + at, sizeof text - (size_t)at, "drop %s\n", t->drop[k]);
    }
    bee_error err;
    if (bee_alphabet_parse(text, (size_t)at, &t->a, &err) != BEE_OK)
        fail_msg("%s\n%s", err.message, text);
}

/* The letters of UTF-8 text under t, counted into counts[] (blanks '?' into
 * *blanks when not NULL): how many letters, or -1 for a character t does
 * not know.  Capitals of a-z count as their letters when `caps`. */
static int count_letters(const test_alpha *t, const char *s, int caps, unsigned counts[31],
                         unsigned *blanks)
{
    int n = 0;
    memset(counts, 0, 31 * sizeof *counts);
    while (*s) {
        size_t len = 1;
        while ((s[len] & 0xc0) == 0x80)
            len++;
        char one[8] = {0};
        memcpy(one, s, len);
        if (caps && len == 1 && one[0] >= 'A' && one[0] <= 'Z')
            one[0] = (char)(one[0] - 'A' + 'a');
        int known = 0;
        for (int i = 0; i < t->n && !known; i++)
            if (strcmp(one, t->letter[i]) == 0) {
                counts[i]++;
                n++;
                known = 1;
            }
        for (int f = 0; f < t->nfold && !known && !blanks; f++) /* bags take no folds */
            if (strcmp(one, t->fold[f]) == 0) {
                for (int k = 0; k < t->fold_n[f]; k++)
                    counts[t->fold_to[f][k]]++;
                n += t->fold_n[f];
                known = 1;
            }
        for (int k = 0; k < t->ndrop && !known && !blanks; k++)
            known = strcmp(one, t->drop[k]) == 0;
        if (!known && blanks && strcmp(one, "?") == 0) {
            ++*blanks;
            known = 1;
        }
        if (!known)
            return -1;
        s += len;
    }
    return n;
}

/* The rule restated: a word fits when its letters beyond the bag's are at
 * most the blanks, it holds the must-use counts, and its length in letters
 * is within the limits.  Ids ascending into want. */
static size_t plain_bag(const test_alpha *t, const bee_dict *d, const char *bag_text,
                        const bee_bag_options *o, uint32_t *want)
{
    unsigned bag[31], blanks = 0, w[31];
    assert_true(count_letters(t, bag_text, 1, bag, &blanks) >= 0);
    size_t count = 0;
    for (uint32_t id = 0; id < bee_dict_size(d); id++) {
        int len = count_letters(t, bee_dict_word(d, id), 0, w, NULL);
        assert_true(len >= 1);
        assert_int_equal((uint32_t)len, bee_dict_word_letters(d, id));
        unsigned short_by = 0;
        int ok = (uint32_t)len >= o->min_len && (uint32_t)len <= o->max_len;
        for (int c = 0; c < t->n; c++) {
            short_by += w[c] > bag[c] ? w[c] - bag[c] : 0;
            ok &= w[c] >= o->must[c];
        }
        if (ok && short_by <= blanks)
            want[count++] = id;
    }
    return count;
}

static int cmp_ids(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* A random word: letters (mostly), folds and drops, at least one letter. */
static void random_word(tu_rng *rng, const test_alpha *t, int few, char *out)
{
    int len = 1 + (int)tu_below(rng, 12);
    out[0] = '\0';
    strcat(out, t->letter[tu_below(rng, (uint32_t)few)]);
    for (int i = 1; i < len; i++) {
        uint32_t r = tu_below(rng, 20);
        if (r == 0)
            strcat(out, t->drop[tu_below(rng, (uint32_t)t->ndrop)]);
        else if (r <= 2)
            strcat(out, t->fold[tu_below(rng, (uint32_t)t->nfold)]);
        else
            strcat(out, t->letter[tu_below(rng, (uint32_t)few)]);
    }
}

static void random_alphabets_against_a_plain_reference(void **state)
{
    (void)state;
    tu_rng rng = {23};
    bee_result *got = bee_result_new(), *ref = bee_result_new();
    uint32_t *want = malloc(3000 * sizeof *want);
    size_t answers = 0;
    for (int round = 0; round < 12; round++) {
        test_alpha t;
        random_alphabet(&rng, &t);
        /* words from few letters repeat them past their levels; from all
           of them, use the letters past z */
        int few = round % 3 == 0 ? 4 : t.n;
        size_t nw = round % 2 ? 3000 : 200;
        char *text = malloc(nw * 64), *p = text;
        for (size_t i = 0; i < nw; i++) {
            random_word(&rng, &t, few, p);
            p += strlen(p);
            *p++ = '\n';
        }
        bee_dict_options dopt;
        bee_dict_options_init(&dopt);
        dopt.alphabet = t.a;
        bee_dict *d;
        bee_error err;
        if (bee_dict_load_memory(text, (size_t)(p - text), "random", &dopt, &d, &err) != BEE_OK)
            fail_msg("%s", err.message);
        for (int bs = 0; bs < 3; bs++) {
            bee_bag_index_options io;
            bee_bag_index_options_init(&io);
            io.block_size = (uint32_t[]){1, 7, 64}[bs];
            bee_bag_index *bx;
            assert_int_equal(bee_bag_index_build(d, &io, &bx, NULL), BEE_OK);
            for (int q = 0; q < 40; q++) {
                char bag[BEE_BAG_MAX_TILES * 2 + 1] = "";
                int tiles = 1 + (int)tu_below(&rng, 20), blanks = (int)tu_below(&rng, 4);
                blanks = q % 4 == 3 ? (int)tu_below(&rng, BEE_BAG_MAX_BLANKS + 1) : blanks;
                for (int i = 0; i < tiles + blanks; i++) {
                    if (tu_below(&rng, (uint32_t)(tiles + blanks)) < (uint32_t)blanks && blanks) {
                        strcat(bag, "?");
                        blanks--;
                        continue;
                    }
                    const char *l = t.letter[tu_below(&rng, (uint32_t)few)];
                    char up[2] = {(char)(l[0] - 'a' + 'A'), 0}; /* capitals of a-z */
                    strcat(bag, l[1] == 0 && tu_below(&rng, 4) == 0 ? up : l);
                }
                while (blanks-- > 0)
                    strcat(bag, "?");
                bee_bag_options o;
                bee_bag_options_init(&o);
                if (q % 5 == 1)
                    o.min_len = 1 + tu_below(&rng, 5);
                if (q % 5 == 2)
                    o.max_len = 1 + tu_below(&rng, 6), o.min_len = 1;
                if (q % 5 == 3)
                    o.must[tu_below(&rng, (uint32_t)few)] += 1 + (uint8_t)tu_below(&rng, 2);
                bee_bag b;
                if (bee_bag_parse(t.a, bag, strlen(bag), &b, &err) != BEE_OK)
                    fail_msg("%s", err.message);
                size_t n = plain_bag(&t, d, bag, &o, want);
                answers += n;
                assert_int_equal(bee_bag_solve_reference(d, &b, &o, ref, NULL), BEE_OK);
                assert_int_equal(ref->count, n);
                for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
                    if (!bee_kernel_runnable((bee_kernel_id)k))
                        continue;
                    assert_int_equal(bee_bag_index_set_kernel(bx, (bee_kernel_id)k, NULL), BEE_OK);
                    assert_int_equal(bee_bag_solve(bx, &b, &o, got, NULL), BEE_OK);
                    size_t ng;
                    const uint32_t *ids = bee_result_words(got, &ng);
                    uint32_t *sorted = malloc((ng + 1) * sizeof *sorted);
                    memcpy(sorted, ids, ng * sizeof *sorted);
                    qsort(sorted, ng, sizeof *sorted, cmp_ids);
                    if (ng != n || (n && memcmp(sorted, want, n * sizeof *want) != 0))
                        fail_msg("round %d, kernel %s, bag '%s': %zu words, the reference %zu",
                                 round, bee_kernel_name((bee_kernel_id)k), bag, ng, n);
                    free(sorted);
                }
                check_plain(bx, &b, &o, bag, ref, got);
            }
            bee_bag_index_free(bx);
        }
        bee_dict_free(d);
        bee_alphabet_free(t.a);
        free(text);
    }
    assert_true(answers > 10000); /* the bags do fit words */
    free(want);
    bee_result_free(got);
    bee_result_free(ref);
}

/* Tiles over an alphabet: its letters in either case, '?'; a folded or
 * unknown character named, as puzzles do. */
static void alphabet_tiles_and_their_errors(void **state)
{
    (void)state;
    const bee_alphabet *ca = bee_alphabet_builtin("ca");
    bee_bag b;
    bee_error err;
    assert_int_equal(bee_bag_parse(ca, "çÇa?", strlen("çÇa?"), &b, &err), BEE_OK);
    assert_int_equal(b.counts[26], 2); /* ç: Catalan's 27th letter */
    assert_int_equal(b.counts[0], 1);
    assert_int_equal(b.blanks, 1);
    assert_int_equal(b.tiles, 4);
    assert_int_equal(bee_bag_parse(ca, "pà", strlen("pà"), &b, &err), BEE_ERR_BAG);
    assert_string_equal(err.message,
                        "bag 'pà': 'à' is not a letter of the alphabet 'ca' or a blank '?'");
    assert_int_equal(bee_bag_parse(ca, "a\xff", 2, &b, &err), BEE_ERR_BAG);
    assert_string_equal(err.message, "bag 'a\\xff': byte 2 is not UTF-8");
    assert_int_equal(bee_bag_parse(ca, "?????????", 9, &b, &err), BEE_ERR_BAG);
    assert_string_equal(err.message,
                        "bag '?????????" /* no trigraph */ "': has 9 blanks, at most 8");
    assert_int_equal(bee_bag_parse(ca, "", 0, &b, &err), BEE_ERR_BAG);
    assert_string_equal(err.message, "empty bag");
    /* English through the same call: the a-z parser, its messages */
    assert_int_equal(bee_bag_parse(bee_alphabet_builtin("en"), "ab1", 3, &b, &err), BEE_ERR_BAG);
    assert_string_equal(err.message, "bag 'ab1': character 3 is not a letter or a blank '?'");
    /* a must-use letter past the alphabet's is refused */
    const char *words[] = {"ab"};
    bee_dict *d = tu_dict_of(words, 1);
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, NULL), BEE_OK);
    bee_bag_options o;
    bee_bag_options_init(&o);
    o.must[28] = 1;
    bee_result *r = bee_result_new();
    assert_int_equal(bee_bag_solve(bx, &b, &o, r, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "must-use letter 28: the alphabet has 26 letters");
    bee_result_free(r);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("bag");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(capitals_are_the_same_tiles),
        cmocka_unit_test(parse_errors_have_exact_messages),
        cmocka_unit_test(random_dictionaries),
        cmocka_unit_test(adversarial_words_and_bags),
        cmocka_unit_test(real_bags_on_the_debian_word_list),
        cmocka_unit_test(kernels_match_scalar_hit_for_hit),
        cmocka_unit_test(sort_orders),
        cmocka_unit_test(levels_and_flags),
        cmocka_unit_test(an_injected_fault_is_caught),
        cmocka_unit_test(random_alphabets_against_a_plain_reference),
        cmocka_unit_test(alphabet_tiles_and_their_errors),
    };
    return cmocka_run_group_tests_name("bag", tests, NULL, NULL);
}
