/* test_index_check.c - index files whose checksum is right but whose content
 * is not what a build would make of their own word list: one edit per field
 * class (word text, letter sets, lengths, sort order, set column, set records,
 * word lists, block starts, summaries, keys, letter ranks, header), each
 * refused with a message naming the part.  Among them, the crafted files of
 * issue 12 item 1 (a byte outside a-z in "cat", swapped words, a letter set
 * above bit 25, a set's words disagreeing with its record), which used to
 * reach the bag index, the trie and the index rebuild. */
#define _GNU_SOURCE /* mkdtemp */
#include "testutil.h"
#include "index_image.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const words[] = {
    "bees",    "cat",     "dog",   "knees", "raeging", "ant",   "tangier", "gainer",
    "earring", "tearing", "grain", "rain",  "train",   "zebra", "quiz",    "abcdefghij",
    "jigsaw",  "bead",    "dead",  "deed",  "fade",    "faced", "decaf",   "cafe",
    "face",    "abbey",   "babe",  "ebb",   "mmmm",    "moon",  "noon",    "onion",
    "union",   "unto",    "into",  "tint",  "tent",    "teen",
};
#define N_WORDS (sizeof words / sizeof *words)

typedef struct fixture {
    index_image good, im;
    bee_dict *d;   /* the word list the image was built from */
    bee_index *ix; /* the index it holds */
} fixture;

static fixture make(bee_sort sort, uint32_t block_size)
{
    char dir[] = "/tmp/bee-index-check-XXXXXX", path[64], cmd[96];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/x.beeidx", dir);
    fixture f;
    f.d = tu_dict_of(words, N_WORDS);
    bee_index_options o;
    bee_index_options_init(&o);
    o.sort = sort;
    o.block_size = block_size;
    assert_int_equal(bee_index_build(f.d, &o, &f.ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(f.ix, path, NULL), BEE_OK);
    assert_true(index_image_read(path, &f.good));
    f.im = index_image_copy(&f.good);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
    return f;
}

static void done(fixture *f)
{
    bee_index_free(f->ix);
    bee_dict_free(f->d);
    free(f->good.data);
    free(f->im.data);
}

static uint32_t id_of(const fixture *f, const char *w)
{
    for (uint32_t i = 0; i < bee_dict_size(f->d); i++)
        if (strcmp(bee_dict_word(f->d, i), w) == 0)
            return i;
    fail_msg("no word %s", w);
    return 0;
}

/* Answer a few puzzles with a loaded index: whatever a hostile file holds
 * past the load's checks, this stays inside it (the sanitizer builds of
 * stage 62 run it). */
static void answer_some(const bee_index *ix)
{
    static const char *const puzzles[] = {"raegint", "abcdefg", "ontuiae", "zebraqu"};
    bee_result *r = bee_result_new();
    for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
        bee_puzzle p = tu_puzzle(puzzles[k], 7);
        (void)bee_solve(ix, &p, NULL, r, NULL);
    }
    bee_result_free(r);
}

/* Reseal the edited image, expect it refused with `message` (after "x: "),
 * then restore it: by the load (bounds, bytes), or else by
 * bee_index_verify, the content checks a load leaves out; a load that
 * passes must answer without harm, and a rebuild from its word list is
 * refused when the damage is in the words. */
static void expect_refused(fixture *f, const char *message)
{
    index_image_reseal(&f->im);
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    char want[300];
    snprintf(want, sizeof want, "x: damaged index file (%s)", message);
    bee_status s = bee_index_load_memory(f->im.data, f->im.len, "x", &d, &ix, &err);
    if (s == BEE_OK) {
        answer_some(ix);
        bee_index *again;
        if (bee_index_build(d, NULL, &again, NULL) == BEE_OK) {
            answer_some(again);
            bee_index_free(again);
        }
        s = bee_index_verify(ix, &err);
        bee_index_free(ix);
        bee_dict_free(d);
    }
    if (s == BEE_OK)
        fail_msg("loaded and verified, expected: %s", want);
    assert_int_equal(s, BEE_ERR_FORMAT);
    assert_string_equal(err.message, want);
    memcpy(f->im.data, f->good.data, f->good.len);
}

#define TEXT(f, id)     ((char *)index_image_u8(&(f)->im, IMG_TEXT, (f)->d->offset[id]))
#define U32(f, part, i) (*index_image_u32(&(f)->im, part, i))

/* The untouched image loads, and gives the built index's answers. */
static void good_image_loads(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    if (bee_index_load_memory(f.im.data, f.im.len, "x", &d, &ix, &err) != BEE_OK ||
        bee_index_verify(ix, &err) != BEE_OK)
        fail_msg("%s", err.message);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_puzzle p = tu_puzzle("raegint", 7);
    assert_int_equal(bee_solve_reference(f.d, 4, &p, NULL, want, NULL), BEE_OK);
    assert_int_equal(bee_solve(ix, &p, NULL, got, NULL), BEE_OK);
    assert_true(want->count > 3);
    tu_assert_same(want, got, "raegint");
    bee_result_free(want);
    bee_result_free(got);
    bee_index_free(ix);
    bee_dict_free(d);
    done(&f);
}

/* The load leaves the word order to the code that trusts it: two words'
 * text swapped (letter sets too, resealed) loads and answers, a rebuild, a
 * bag index build and bee_index_verify refuse it naming the words. */
static void word_order_checked_where_trusted(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    uint32_t bees = id_of(&f, "bees"), bead = id_of(&f, "bead");
    memcpy(TEXT(&f, bead), "bees", 4);
    memcpy(TEXT(&f, bees), "bead", 4);
    U32(&f, IMG_MASK, bead) = f.d->mask[bees];
    U32(&f, IMG_MASK, bees) = f.d->mask[bead];
    index_image_reseal(&f.im);
    bee_dict *d;
    bee_index *ix, *again;
    bee_bag_index *bx;
    bee_error err;
    if (bee_index_load_memory(f.im.data, f.im.len, "x", &d, &ix, &err) != BEE_OK)
        fail_msg("%s", err.message);
    answer_some(ix);
    char want[200];
    snprintf(want, sizeof want,
             "x: damaged index file (word text: word %u is not after word %u (words must be "
             "distinct and sorted))",
             bees, bead);
    assert_int_equal(bee_index_build(d, NULL, &again, &err), BEE_ERR_FORMAT);
    assert_string_equal(err.message, want);
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, &err), BEE_ERR_FORMAT);
    assert_string_equal(err.message, want);
    assert_int_equal(bee_index_verify(ix, &err), BEE_ERR_FORMAT);
    assert_string_equal(err.message, want);
    bee_index_free(ix);
    bee_dict_free(d);
    done(&f);
}

/* Issue 12 item 1, file by file. */
static void crafted_files_of_the_issue(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    char msg[200];
    uint32_t cat = id_of(&f, "cat"), dog = id_of(&f, "dog");

    TEXT(&f, cat)[0] = 0x7f; /* bag --index F cat: out of bounds in the bag index */
    snprintf(msg, sizeof msg, "word text: word %u has a byte outside a-z", cat);
    expect_refused(&f, msg);

    /* two words' offsets swapped (the trie shifted by a negative amount) */
    uint32_t bees = id_of(&f, "bees"), bead = id_of(&f, "bead");
    assert_int_equal(bead + 1, bees);
    U32(&f, IMG_OFFSET, bead) = f.d->offset[bees];
    U32(&f, IMG_OFFSET, bees) = f.d->offset[bead];
    snprintf(msg, sizeof msg,
             "word offsets: word %u starts at %u, not right after the word "
             "before it",
             bead, f.d->offset[bees]);
    expect_refused(&f, msg);
    /* ... their text swapped instead, letter sets too: only the order is wrong */
    memcpy(TEXT(&f, bead), "bees", 4);
    memcpy(TEXT(&f, bees), "bead", 4);
    U32(&f, IMG_MASK, bead) = f.d->mask[bees];
    U32(&f, IMG_MASK, bees) = f.d->mask[bead];
    snprintf(msg, sizeof msg,
             "word text: word %u is not after word %u "
             "(words must be distinct and sorted)",
             bees, bead);
    expect_refused(&f, msg);
    /* ... without the letter sets */
    memcpy(TEXT(&f, bead), "bees", 4);
    memcpy(TEXT(&f, bees), "bead", 4);
    snprintf(msg, sizeof msg, "word letter sets: word %u has 0x%x, its letters 0x%x", bead,
             f.d->mask[bead], f.d->mask[bees]);
    expect_refused(&f, msg);

    TEXT(&f, dog)[1] = '\0'; /* a NUL inside a word */
    snprintf(msg, sizeof msg, "word text: word %u has a byte outside a-z", dog);
    expect_refused(&f, msg);

    /* a letter set above bit 25 (stack overflow in an index rebuild) */
    U32(&f, IMG_MASK, cat) = 0x80000007u;
    snprintf(msg, sizeof msg, "word letter sets: word %u has 0x80000007, its letters 0x%x", cat,
             f.d->mask[cat]);
    expect_refused(&f, msg);

    /* a set's word count against its word list: one word moved from the next set */
    size_t i = 0;
    while (f.ix->sets[i + 1].count < 2)
        i++;
    U32(&f, IMG_SET_INFO, 4 * i + 1) += 1;
    U32(&f, IMG_SET_INFO, 4 * (i + 1) + 0) += 1;
    U32(&f, IMG_SET_INFO, 4 * (i + 1) + 1) -= 1;
    snprintf(msg, sizeof msg, "word lists: word %u does not belong to set %zu",
             f.ix->word_ids[f.ix->sets[i + 1].first], i);
    expect_refused(&f, msg);

    TEXT(&f, cat)[0] = 'C'; /* raw bytes would go into text and JSON output */
    snprintf(msg, sizeof msg, "word text: word %u has a byte outside a-z", cat);
    expect_refused(&f, msg);
    done(&f);
}

static void words_and_word_lists(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    char msg[200];
    uint32_t teen = id_of(&f, "teen");

    /* a duplicate word: "teen" spelled "tent" like the word after it */
    memcpy(TEXT(&f, teen), "tent", 4);
    U32(&f, IMG_MASK, teen) = f.d->mask[teen + 1];
    snprintf(msg, sizeof msg,
             "word text: word %u is not after word %u "
             "(words must be distinct and sorted)",
             teen + 1, teen);
    expect_refused(&f, msg);

    /* min_len 3 in the header: the 3-letter words are missing from the lists */
    index_image_put32(&f.im, IMG_MIN_LEN, 3);
    assert_int_equal(f.ix->n_words, N_WORDS - 4); /* cat dog ant ebb */
    snprintf(msg, sizeof msg, "word lists: %zu words, the word list has %zu of at least 3 letters",
             f.ix->n_words, (size_t)N_WORDS);
    expect_refused(&f, msg);

    U32(&f, IMG_WORD_IDS, f.ix->n_words + 7) = 1;
    expect_refused(&f, "word lists: padding");

    /* the zeros after a part (up to a multiple of 64 bytes), resealed: only
     * the checksum covered them, which the load reads only after a failure */
    index_image_u8(&f.im, IMG_LEN, N_WORDS)[0] = 1;
    expect_refused(&f, "word lengths: padding not zero");

    /* the last word one letter shorter, its NUL moved: a byte of text unused */
    size_t last = N_WORDS - 1, tb = (size_t)index_image_get64(&f.im, IMG_TEXT_BYTES);
    index_image_u8(&f.im, IMG_LEN, last)[0] -= 1;
    TEXT(&f, last)[f.d->len[last] - 1] = '\0';
    snprintf(msg, sizeof msg, "word text: %zu bytes, the words fill %zu", tb, tb - 1);
    expect_refused(&f, msg);

    size_t big = 0; /* a set with two words or more */
    while (f.ix->sets[big].count < 2)
        big++;
    uint32_t first = f.ix->sets[big].first;
    U32(&f, IMG_WORD_IDS, first + 1) = f.ix->word_ids[first];
    snprintf(msg, sizeof msg, "word lists: set %zu's words are not in increasing order", big);
    expect_refused(&f, msg);

    /* a word of another set listed instead of one of this set's */
    U32(&f, IMG_WORD_IDS, 0) = f.ix->word_ids[f.ix->sets[1].first];
    snprintf(msg, sizeof msg, "word lists: word %u does not belong to set 0",
             f.ix->word_ids[f.ix->sets[1].first]);
    expect_refused(&f, msg);

    /* set records: points, reserved */
    U32(&f, IMG_SET_INFO, 4 * 2 + 2) += 1;
    snprintf(msg, sizeof msg, "set records: set 2 has %u points, its words %u",
             f.ix->sets[2].points + 1, f.ix->sets[2].points);
    expect_refused(&f, msg);
    U32(&f, IMG_SET_INFO, 4 * 2 + 3) = 1;
    snprintf(msg, sizeof msg, "set records: set 2 has %u points, its words %u",
             f.ix->sets[2].points, f.ix->sets[2].points);
    expect_refused(&f, msg);
    done(&f);
}

/* Swap sets i and i+1 whole (column, records, word lists): every part stays
 * consistent but the order. */
static void swap_sets(fixture *f, size_t i)
{
    const bee_set_info *a = &f->ix->sets[i], *b = &f->ix->sets[i + 1];
    uint32_t *ids = index_image_u32(&f->im, IMG_WORD_IDS, a->first);
    memcpy(ids, f->ix->word_ids + b->first, 4 * b->count);
    memcpy(ids + b->count, f->ix->word_ids + a->first, 4 * a->count);
    uint32_t *rec = index_image_u32(&f->im, IMG_SET_INFO, 4 * i);
    uint32_t swapped[8] = {a->first, b->count,  b->points, 0, a->first + b->count,
                           a->count, a->points, 0};
    memcpy(rec, swapped, sizeof swapped);
    U32(f, IMG_SETS, i) = f->ix->scan_data.masks[i + 1];
    U32(f, IMG_SETS, i + 1) = f->ix->scan_data.masks[i];
}

static void set_column_blocks_and_keys(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    char msg[200];
    const bee_blocks *b = &f.ix->scan_data;
    assert_true(b->n_blocks > 3 && f.ix->n_narrow_blocks > 2);

    U32(&f, IMG_SETS, 3) |= 1u << 26;
    expect_refused(&f, "letter sets: set 3 has bits above z");

    swap_sets(&f, 1);
    expect_refused(&f, "letter sets: set 2 is out of order");

    size_t wide = f.ix->n_narrow; /* "abcdefghij": the one wide set */
    assert_int_equal(f.ix->n_masks, wide + 1);
    swap_sets(&f, wide - 1);
    snprintf(msg, sizeof msg, "letter sets: set %zu is wider than 7 letters", wide - 1);
    expect_refused(&f, msg);

    U32(&f, IMG_BLOCK_START, 1) = 5;
    expect_refused(&f, "block starts: block 1 starts at 5, not 4");
    U32(&f, IMG_AND, 2) ^= 1;
    expect_refused(&f, "block AND summaries: block 2");
    U32(&f, IMG_OR, 0) = 0x3ffffff;
    expect_refused(&f, "block OR summaries: block 0");
    U32(&f, IMG_BLOCK_KEY, 1) += 1;
    expect_refused(&f, "block keys: block 1");

    /* the rank permutation, swapped for two letters: not what a build makes */
    unsigned char *rank = f.im.data + IMG_RANK, t = rank[0];
    rank[0] = rank[25];
    rank[25] = t;
    expect_refused(&f, "letter ranks: not the letters' frequency order in the sets");
    /* ... also for two letters no word uses, which keeps every set in key
     * order (issue 27 item 7: such a file was accepted) */
    t = rank['v' - 'a'];
    rank['v' - 'a'] = rank['x' - 'a'];
    rank['x' - 'a'] = t;
    expect_refused(&f, "letter ranks: not the letters' frequency order in the sets");

    f.im.data[IMG_PADDING + 5] = 1;
    expect_refused(&f, "header: reserved bytes not zero");
    done(&f);
}

/* The 7-letter sets' totals (counts read them; a load checks only their
 * checksum): each must be its set's sums. */
static void set_totals(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_FREQ, 4);
    size_t n = (size_t)index_image_get64(&f.good, IMG_N_SEVENS);
    assert_true(n >= 1);             /* tangier's */
    U32(&f, IMG_SET_TOTALS, 2) += 1; /* entry 0's count[0] */
    expect_refused(&f, "7-letter set totals: entry 0 is not its set's sums");
    char msg[120];
    snprintf(msg, sizeof msg, "7-letter set totals: entry %zu is not its set's sums", n - 1);
    U32(&f, IMG_SET_TOTALS, 16 * n - 1) += 3; /* the last entry's points[6] */
    expect_refused(&f, msg);
    U32(&f, IMG_SET_TOTALS, 16 * (n - 1)) -= 1; /* the last entry's words */
    expect_refused(&f, msg);
    done(&f);
}

static void other_sort_orders(void **state)
{
    (void)state;
    fixture f = make(BEE_SORT_MASK, 4);
    unsigned char *rank = f.im.data + IMG_RANK;
    rank[0] = 1;
    rank[1] = 0;
    expect_refused(&f, "letter ranks: not the identity of sort order 1");
    swap_sets(&f, 0);
    expect_refused(&f, "letter sets: set 1 is out of order");
    done(&f);

    f = make(BEE_SORT_ALPHA, 4);
    swap_sets(&f, 0); /* keyed by first word */
    expect_refused(&f, "letter sets: set 1 is out of order");
    done(&f);
}

int main(void)
{
    tu_print_platform("index content checks");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(good_image_loads),     cmocka_unit_test(crafted_files_of_the_issue),
        cmocka_unit_test(words_and_word_lists), cmocka_unit_test(set_column_blocks_and_keys),
        cmocka_unit_test(other_sort_orders),    cmocka_unit_test(word_order_checked_where_trusted),
        cmocka_unit_test(set_totals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
