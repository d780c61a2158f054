/* test_index_file.c - index files: save and load give the same arrays and the
 * same answers as the built index (checked against the reference), and every
 * kind of damaged or hostile file is refused with its own message, never read
 * out of bounds (the sanitizer builds run this too).  The header offsets used
 * here are restated from docs/index-format.md, so the test also checks the
 * document. */
#define _GNU_SOURCE /* mkdtemp */
#include "testutil.h"
#include "solve/index.h"
#include "index_image.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* header fields and parts: tests/support/index_image.h, restated from
 * docs/index-format.md */
enum { HEADER_SIZE = IMG_HEADER_BYTES };

static char dir[64];

static int setup(void **state)
{
    (void)state;
    strcpy(dir, "/tmp/bee-index-file-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[96];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd);
}

typedef index_image image;

static image read_image(const char *path)
{
    image im;
    assert_true(index_image_read(path, &im));
    return im;
}

#define get64       index_image_get64
#define put64       index_image_put64
#define put32       index_image_put32
#define part_offset index_image_part
#define reseal      index_image_reseal

static bee_status load_image(const image *im, bee_error *err)
{
    bee_dict *d;
    bee_index *ix;
    bee_status s = bee_index_load_memory(im->data, im->len, "x.beeidx", &d, &ix, err);
    if (s == BEE_OK) {
        bee_index_free(ix);
        bee_dict_free(d);
    }
    return s;
}

static void expect_refused(const image *im, const char *message)
{
    bee_error err;
    assert_int_equal(load_image(im, &err), BEE_ERR_FORMAT);
    assert_string_equal(err.message, message);
}

/* Answers of the loaded index against the built one and the reference. */
static int same_answers(const bee_dict *d, const bee_index *built, const bee_index *loaded,
                        tu_rng *rng, int puzzles, char *why, size_t cap)
{
    bee_result *want = bee_result_new(), *a = bee_result_new(), *b = bee_result_new();
    int ok = 1;
    for (int i = 0; i < puzzles && ok; i++) {
        bee_puzzle p;
        tu_random_puzzle(rng, 7, "abcdefghijklmnop", &p);
        assert_int_equal(bee_solve_reference(d, built->opt.min_len, &p, NULL, want, NULL), BEE_OK);
        assert_int_equal(bee_solve(built, &p, NULL, a, NULL), BEE_OK);
        assert_int_equal(bee_solve(loaded, &p, NULL, b, NULL), BEE_OK);
        ok = tu_same(want, a, why, cap) && tu_same(want, b, why, cap);
    }
    bee_result_free(want);
    bee_result_free(a);
    bee_result_free(b);
    return ok;
}

static void round_trip_keeps_arrays_and_answers(void **state)
{
    (void)state;
    static const char *alphabets[] = {"abcdefghijklmnop", "aeiourstln", "ab"};
    static const uint32_t blocks[] = {1, 7, 32, 100};
    tu_rng rng = {7};
    char path[128], why[200];
    snprintf(path, sizeof path, "%s/round.beeidx", dir);
    for (int a = 0; a < 3; a++) {
        bee_dict *d = tu_random_dict(&rng, 2000, 10, alphabets[a]);
        for (int k = 0; k < 4; k++) {
            bee_index_options o;
            bee_index_options_init(&o);
            o.block_size = blocks[k];
            o.min_len = 1 + (uint32_t)k;
            o.sort = (bee_sort)(k % 3);
            bee_index *ix, *lix;
            bee_dict *ld;
            bee_error err;
            assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
            assert_int_equal(bee_index_save(ix, path, &err), BEE_OK);
            if (bee_index_load(path, &ld, &lix, &err) != BEE_OK)
                fail_msg("%s", err.message);
            tu_assert_same_index(d, ix, ld, lix);
            if (!same_answers(d, ix, lix, &rng, 200, why, sizeof why))
                fail_msg("loaded index: %s", why);
            bee_index_free(lix);
            bee_dict_free(ld);
            bee_index_free(ix);
        }
        bee_dict_free(d);
    }
}

/* An index with no word long enough has empty parts: still a valid file. */
static void empty_index_round_trips(void **state)
{
    (void)state;
    const char *words[] = {"a", "be"};
    bee_dict *d = tu_dict_of(words, 2), *ld;
    bee_index *ix, *lix;
    bee_error err;
    char path[128];
    snprintf(path, sizeof path, "%s/empty.beeidx", dir);
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, &err), BEE_OK);
    assert_int_equal(bee_index_load(path, &ld, &lix, &err), BEE_OK);
    tu_assert_same_index(d, ix, ld, lix);
    bee_index_free(lix);
    bee_dict_free(ld);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* The deliberate fault: a loaded index whose word lists are then swapped in
 * memory (a file with them swapped is refused: test_index_check.c) must give
 * answers the comparison rejects, or the round trip above proves nothing. */
static void comparison_catches_a_changed_file(void **state)
{
    (void)state;
    tu_rng rng = {11};
    bee_dict *d = tu_random_dict(&rng, 2000, 8, "abcdefghijklmnop"), *ld;
    bee_index *ix, *lix;
    char path[128], why[200];
    snprintf(path, sizeof path, "%s/fault.beeidx", dir);
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    image im = read_image(path);
    assert_int_equal(bee_index_load_memory(im.data, im.len, "fault", &ld, &lix, NULL), BEE_OK);
    uint32_t *ids = (uint32_t *)(im.data + part_offset(&im, IMG_WORD_IDS));
    uint32_t t = ids[0]; /* the first word of the first set now stands for another */
    ids[0] = ids[ix->n_words - 1];
    ids[ix->n_words - 1] = t;
    assert_false(same_answers(d, ix, lix, &rng, 500, why, sizeof why));
    bee_index_free(lix);
    bee_dict_free(ld);
    bee_index_free(ix);
    bee_dict_free(d);
    free(im.data);
}

static image good_image(void)
{
    tu_rng rng = {5};
    bee_dict *d = tu_random_dict(&rng, 500, 9, "abcdefghijklmnopqrstuvwxyz");
    bee_index_options o;
    bee_index_options_init(&o);
    o.block_size = 8;
    bee_index *ix;
    char path[128];
    snprintf(path, sizeof path, "%s/good.beeidx", dir);
    assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    bee_dict_free(d);
    image im = read_image(path);
    assert_int_equal(load_image(&im, NULL), BEE_OK);
    return im;
}

static void damaged_identity_and_sizes_are_refused(void **state)
{
    (void)state;
    image good = good_image(), im = good_image();
    char msg[200];

    im.data[0] = 'X';
    expect_refused(&im, "x.beeidx: not a bee-simd index file (no magic number)");
    memcpy(im.data, good.data, good.len);

    put32(&im, IMG_VERSION, 2); /* version 2 had one checksum: refused, not read */
    expect_refused(&im, "x.beeidx: index file version 2; this program reads version 6 "
                        "(rebuild it with 'bee-simd index')");
    memcpy(im.data, good.data, good.len);

    put32(&im, IMG_BYTE_ORDER, 0x04030201);
    expect_refused(&im, "x.beeidx: index file written on a machine of another byte order");
    memcpy(im.data, good.data, good.len);

    put64(&im, IMG_HEADER_SIZE, 384);
    expect_refused(&im, "x.beeidx: damaged index file (wrong header size)");
    memcpy(im.data, good.data, good.len);

    /* truncated anywhere: in the header, at its end, inside a part */
    size_t cuts[] = {0, 7, 8, 100, HEADER_SIZE - 1};
    for (size_t i = 0; i < sizeof cuts / sizeof *cuts; i++) {
        image cut = {im.data, cuts[i]};
        snprintf(msg, sizeof msg, "x.beeidx: truncated index file (%zu bytes)", cuts[i]);
        expect_refused(&cut,
                       cuts[i] < 8 ? "x.beeidx: not a bee-simd index file (no magic number)" : msg);
    }
    size_t cuts2[] = {HEADER_SIZE, good.len / 2, good.len - 64, good.len - 1};
    for (size_t i = 0; i < sizeof cuts2 / sizeof *cuts2; i++) {
        image cut = {im.data, cuts2[i]};
        snprintf(msg, sizeof msg, "x.beeidx: truncated index file (%zu bytes, the header says %zu)",
                 cuts2[i], good.len);
        expect_refused(&cut, msg);
    }
    image longer = {im.data, good.len + 64}; /* the buffer has room for it */
    memset(im.data + good.len, 0, 64);
    snprintf(msg, sizeof msg, "x.beeidx: damaged index file (%zu bytes, the header says %zu)",
             good.len + 64, good.len);
    expect_refused(&longer, msg);

    /* one flipped bit anywhere: the header's checksum or the part's */
    struct {
        size_t at;
        const char *message;
    } flips[] = {
        {IMG_MIN_LEN, "x.beeidx: damaged index file (header: checksum mismatch)"},
        {part_offset(&good, IMG_TEXT) + 3,
         "x.beeidx: damaged index file (word text: checksum mismatch)"},
        {part_offset(&good, IMG_WORD_IDS),
         "x.beeidx: damaged index file (word lists: checksum mismatch)"},
        {part_offset(&good, IMG_BAG_INFO) - 1, /* a part's padding is in its checksum */
         "x.beeidx: damaged index file (word lists: checksum mismatch)"},
        {index_image_chunk_table(&good) + 5,
         "x.beeidx: damaged index file (chunk checksums: checksum mismatch)"},
        {part_offset(&good, IMG_SET_TOTALS) + 9, /* checked at the load: counts read it */
         "x.beeidx: damaged index file (7-letter set totals: checksum mismatch)"},
        {good.len - 1, "x.beeidx: damaged index file (chunk checksums: checksum mismatch)"},
    };
    assert_true(get64(&good, IMG_N_SEVENS) > 0); /* the totals flip lands in them */
    for (size_t i = 0; i < sizeof flips / sizeof *flips; i++) {
        im.data[flips[i].at] ^= 0x10;
        expect_refused(&im, flips[i].message);
        memcpy(im.data, good.data, good.len);
    }
    /* the bag parts are checked when the bag index is loaded, not before */
    im.data[part_offset(&good, IMG_SET_TOTALS) - 1] ^= 0x10;
    bee_dict *bd;
    bee_index *bix;
    bee_bag_index *bx;
    bee_error berr;
    assert_int_equal(bee_index_load_memory(im.data, im.len, "x.beeidx", &bd, &bix, &berr), BEE_OK);
    assert_int_equal(bee_bag_index_load(bd, &bx, &berr), BEE_ERR_FORMAT);
    assert_string_equal(berr.message,
                        "x.beeidx: damaged index file (bag length ranks: checksum mismatch)");
    bee_index_free(bix);
    bee_dict_free(bd);
    memcpy(im.data, good.data, good.len);

    /* memory not aligned as documented */
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    assert_int_equal(bee_index_load_memory(im.data + 8, 100, "x", &d, &ix, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "x: index data is not aligned to 64 bytes");
    free(im.data);
    free(good.data);
}

/* Files with a right checksum but values that would lead out of bounds. */
static void hostile_values_are_refused(void **state)
{
    (void)state;
    image good = good_image(), im = good_image();
    uint64_t n = get64(&good, IMG_DICT_WORDS), nm = get64(&good, IMG_N_MASKS);
    uint64_t nb = get64(&good, IMG_N_BLOCKS);
    assert_true(nm > 2 && nb > 2);
#define RESET()      memcpy(im.data, good.data, good.len)
#define U32(part, i) ((uint32_t *)(im.data + part_offset(&im, part)))[i]
#define HOSTILE(edit, message)        \
    do {                              \
        RESET();                      \
        edit;                         \
        reseal(&im);                  \
        expect_refused(&im, message); \
    } while (0)

    HOSTILE(put32(&im, IMG_MIN_LEN, 0),
            "x.beeidx: damaged index file (index options out of range)");
    HOSTILE(put32(&im, IMG_BLOCK_SIZE, 0),
            "x.beeidx: damaged index file (index options out of range)");
    HOSTILE(put32(&im, IMG_SORT, 9), "x.beeidx: damaged index file (index options out of range)");
    HOSTILE(put64(&im, IMG_DICT_WORDS, 0), "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(put64(&im, IMG_DICT_WORDS, 1ull << 40),
            "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(put64(&im, IMG_N_MASKS, ~0ull), "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(put64(&im, IMG_N_NARROW, nm + 1), "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(put64(&im, IMG_N_NARROW_BLOCKS, nb + 1),
            "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(put64(&im, IMG_N_SEVENS, get64(&good, IMG_N_NARROW) + 1),
            "x.beeidx: damaged index file (counts out of range)");
    HOSTILE(im.data[IMG_RESERVED + 31] = 1,
            "x.beeidx: damaged index file (header: reserved bytes not zero)");
    char msg[200];
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (block AND summaries: %llu bytes, "
             "the counts say %llu)",
             (unsigned long long)(4 * (nb + BEE_COLUMN_PAD)),
             (unsigned long long)(4 * (nb + BEE_COLUMN_PAD) + 4));
    HOSTILE(put64(&im, IMG_N_BLOCKS, nb + 1), msg);

    /* parts anywhere but where the counts put them: outside the file, inside
     * the header or another part, misaligned */
#define MOVED(part, name, to)                                                                   \
    do {                                                                                        \
        snprintf(msg, sizeof msg,                                                               \
                 "x.beeidx: damaged index file (%s: at byte %llu, the "                         \
                 "counts put it at %llu)",                                                      \
                 name, (unsigned long long)(to), (unsigned long long)part_offset(&good, part)); \
        HOSTILE(put64(&im, index_image_part_entry(part), to), msg);                             \
    } while (0)
    MOVED(IMG_WORD_IDS, "word lists", good.len);
    MOVED(IMG_SET_INFO, "set records", 1ull << 63);
    MOVED(IMG_TEXT, "word text", 64);
    MOVED(IMG_SETS, "letter sets", part_offset(&good, IMG_SETS) + 4);
#undef MOVED
    HOSTILE(im.data[IMG_RANK + 3] = 40,
            "x.beeidx: damaged index file (letter ranks are not a permutation)");
    HOSTILE(im.data[IMG_RANK + 3] = im.data[IMG_RANK + 4],
            "x.beeidx: damaged index file (letter ranks are not a permutation)");

    /* values used as indexes */
    uint64_t text_bytes = get64(&good, IMG_TEXT_BYTES);
    HOSTILE(im.data[part_offset(&im, IMG_TEXT) + text_bytes - 1] = 'x',
            "x.beeidx: damaged index file (word text not terminated)");
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (word offsets: word 0 starts at %llu, not right "
             "after the word before it)",
             (unsigned long long)text_bytes);
    HOSTILE(U32(IMG_OFFSET, 0) = (uint32_t)text_bytes, msg);
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (word offsets: word %llu starts at 4294967295, not "
             "right after the word before it)",
             (unsigned long long)(n - 1));
    HOSTILE(U32(IMG_OFFSET, n - 1) = 0xffffffffu, msg);
    /* the offsets in order, but word 3's NUL a letter: its end unmarked */
    HOSTILE(im.data[part_offset(&im, IMG_TEXT) + U32(IMG_OFFSET, 4) - 1] = 'a',
            "x.beeidx: damaged index file (word 3: offset or length out of bounds)");
    HOSTILE(im.data[part_offset(&im, IMG_LEN) + 1] = 0,
            "x.beeidx: damaged index file (word 1: offset or length out of bounds)");
    HOSTILE(im.data[part_offset(&im, IMG_LEN) + 2] = 255,
            "x.beeidx: damaged index file (word 2: offset or length out of bounds)");
    HOSTILE(U32(IMG_SETS, nm) = 0, "x.beeidx: damaged index file (letter set column padding)");
    /* what later code trusts beyond bounds: a-z bytes, letter sets of 26 letters */
    HOSTILE(im.data[part_offset(&im, IMG_TEXT) + U32(IMG_OFFSET, 2)] = 0x7f,
            "x.beeidx: damaged index file (word text: word 2 has a byte outside a-z)");
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (word letter sets: word 1 has 0x%x, its letters 0x%x)",
             U32(IMG_MASK, 1) | 1u << 26, U32(IMG_MASK, 1));
    HOSTILE(U32(IMG_MASK, 1) |= 1u << 26, msg);
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (letter sets: set %llu has bits above z)",
             (unsigned long long)(nm - 1));
    HOSTILE(U32(IMG_SETS, nm - 1) |= 1u << 27, msg);
    HOSTILE(U32(IMG_BLOCK_START, 1) = (uint32_t)nm + 5,
            "x.beeidx: damaged index file (block starts out of order or out of bounds)");
    HOSTILE(U32(IMG_BLOCK_START, nb) = (uint32_t)nm - 1,
            "x.beeidx: damaged index file (block starts out of order or out of bounds)");
    HOSTILE(U32(IMG_BLOCK_START, 2) = U32(IMG_BLOCK_START, 1),
            "x.beeidx: damaged index file (block starts out of order or out of bounds)");
    HOSTILE(U32(IMG_AND, nb) = 0, "x.beeidx: damaged index file (block summary padding)");
    HOSTILE(U32(IMG_OR, nb + 15) = 1, "x.beeidx: damaged index file (block summary padding)");
    /* set records: (first, count, points, reserved) */
    HOSTILE(U32(IMG_SET_INFO, 4 * 1) += 1,
            "x.beeidx: damaged index file (set 1: word list out of order or out of bounds)");
    HOSTILE(U32(IMG_SET_INFO, 4 * 1 + 1) = 0,
            "x.beeidx: damaged index file (set 1: word list out of order or out of bounds)");
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (set %llu: word list out of order "
             "or out of bounds)",
             (unsigned long long)(nm - 1));
    HOSTILE(U32(IMG_SET_INFO, 4 * (nm - 1) + 1) = 0x7fffffffu, msg);
    /* the last two sets: one past 2^32 words, wrapping to 0 where the other
     * starts, and that one all the words: in order modulo 2^32 */
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (set %llu: word list out of order "
             "or out of bounds)",
             (unsigned long long)(nm - 2));
    HOSTILE((U32(IMG_SET_INFO, 4 * (nm - 2) + 1) = 0u - U32(IMG_SET_INFO, 4 * (nm - 2)),
             U32(IMG_SET_INFO, 4 * (nm - 1)) = 0,
             U32(IMG_SET_INFO, 4 * (nm - 1) + 1) = (uint32_t)get64(&good, IMG_N_WORDS)),
            msg);
    uint64_t nb_narrow = get64(&good, IMG_N_NARROW_BLOCKS);
    assert_true(nb_narrow > 2);
    HOSTILE(U32(IMG_BLOCK_KEY, 1) = U32(IMG_BLOCK_KEY, 0) - 1,
            "x.beeidx: damaged index file (block keys out of order)");
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (set %llu: word list out of order "
             "or out of bounds)",
             (unsigned long long)(nm - 1));
    HOSTILE(U32(IMG_SET_INFO, 4 * (nm - 1) + 1) += 1, msg); /* one word past the lists */
    HOSTILE((put64(&im, IMG_N_MASKS, 0), put64(&im, IMG_N_NARROW, 0), put64(&im, IMG_N_BLOCKS, 0),
             put64(&im, IMG_N_NARROW_BLOCKS, 0)), /* words but no set */
            "x.beeidx: damaged index file (counts out of range)");
    snprintf(msg, sizeof msg, "x.beeidx: damaged index file (word id %llu out of bounds)",
             (unsigned long long)n);
    HOSTILE(U32(IMG_WORD_IDS, 3) = (uint32_t)n, msg);
    HOSTILE(U32(IMG_WORD_IDS, 0) = 0xffffffffu,
            "x.beeidx: damaged index file (word id 4294967295 out of bounds)");
    RESET();
    assert_int_equal(load_image(&im, NULL), BEE_OK); /* the edits above were all undone */
#undef HOSTILE
#undef U32
#undef RESET
    free(im.data);
    free(good.data);
}

static void file_errors_name_the_file(void **state)
{
    (void)state;
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    char path[128], msg[300];
    snprintf(path, sizeof path, "%s/missing.beeidx", dir);
    assert_int_equal(bee_index_load(path, &d, &ix, &err), BEE_ERR_IO);
    snprintf(msg, sizeof msg, "%s: cannot open: No such file or directory", path);
    assert_string_equal(err.message, msg);

    assert_int_equal(bee_index_load(dir, &d, &ix, &err), BEE_ERR_IO);
    snprintf(msg, sizeof msg, "%s: not a regular file", dir);
    assert_string_equal(err.message, msg);

    snprintf(path, sizeof path, "%s/words.txt", dir); /* a word list is not an index */
    FILE *f = fopen(path, "w");
    fputs("bees\nknees\n", f);
    fclose(f);
    assert_int_equal(bee_index_load(path, &d, &ix, &err), BEE_ERR_FORMAT);
    snprintf(msg, sizeof msg, "%s: not a bee-simd index file (no magic number)", path);
    assert_string_equal(err.message, msg);

    image good = good_image(); /* truncated on disk */
    snprintf(path, sizeof path, "%s/cut.beeidx", dir);
    f = fopen(path, "wb");
    fwrite(good.data, 1, good.len - 64, f);
    fclose(f);
    assert_int_equal(bee_index_load(path, &d, &ix, &err), BEE_ERR_FORMAT);
    snprintf(msg, sizeof msg, "%s: truncated index file (%zu bytes, the header says %zu)", path,
             good.len - 64, good.len);
    assert_string_equal(err.message, msg);
    free(good.data);

    const char *words[] = {"bees"};
    bee_dict *wd = tu_dict_of(words, 1);
    assert_int_equal(bee_index_build(wd, NULL, &ix, NULL), BEE_OK);
    snprintf(path, sizeof path, "%s/no/such/dir/x.beeidx", dir);
    assert_int_equal(bee_index_save(ix, path, &err), BEE_ERR_IO);
    snprintf(msg, sizeof msg, "%s.tmp.%ld: cannot create: No such file or directory", path,
             (long)getpid());
    assert_string_equal(err.message, msg);
    bee_index_free(ix);
    bee_dict_free(wd);
}

/* ------------------------------------------------- the bag index part */

/* The bag index of a loaded file answers like one built from the words,
 * both like the reference, on lists with many repeated letters (so that some
 * words pass their letters' levels and get an exact check). */
static void bag_index_round_trips(void **state)
{
    (void)state;
    static const char *alphabets[] = {"abcdefghijklmnopqrstuvwxyz", "aaaaeeeeissstb", "ab"};
    tu_rng rng = {17};
    char path[128];
    snprintf(path, sizeof path, "%s/bag.beeidx", dir);
    for (size_t a = 0; a < sizeof alphabets / sizeof *alphabets; a++) {
        bee_dict *ld,
            *d = tu_random_dict(&rng, 1 + tu_below(&rng, 3000), 2 + (int)a * 8, alphabets[a]);
        bee_index *ix, *lix;
        bee_bag_index *built, *loaded;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
        assert_int_equal(bee_index_load(path, &ld, &lix, NULL), BEE_OK);
        bee_index_free(lix);
        assert_int_equal(bee_bag_index_build(d, NULL, &built, NULL), BEE_OK);
        assert_int_equal(bee_bag_index_load(ld, &loaded, NULL), BEE_OK);
        bee_bag_info bi, li;
        bee_bag_index_get_info(built, &bi);
        bee_bag_index_get_info(loaded, &li);
        assert_int_equal(li.words, bi.words);
        assert_int_equal(li.blocks, bi.blocks);
        assert_int_equal(li.exact_words, bi.exact_words);
        assert_int_equal(li.block_size, bi.block_size);
        assert_memory_equal(li.levels, bi.levels, sizeof bi.levels);
        bee_result *want = bee_result_new(), *b = bee_result_new(), *l = bee_result_new();
        for (int i = 0; i < 200; i++) {
            char tiles[24];
            size_t nt = 1 + tu_below(&rng, 20);
            for (size_t t = 0; t < nt; t++)
                tiles[t] =
                    t % 7 == 6 ? '?' : alphabets[a][tu_below(&rng, (uint32_t)strlen(alphabets[a]))];
            bee_bag bag;
            assert_int_equal(bee_bag_parse(NULL, tiles, nt, &bag, NULL), BEE_OK);
            assert_int_equal(bee_bag_solve_reference(d, &bag, NULL, want, NULL), BEE_OK);
            assert_int_equal(bee_bag_solve(built, &bag, NULL, b, NULL), BEE_OK);
            assert_int_equal(bee_bag_solve(loaded, &bag, NULL, l, NULL), BEE_OK);
            assert_int_equal(l->count, want->count);
            assert_int_equal(b->count, want->count);
            for (int order = 0; order < 2; order++) { /* the saved length order too */
                assert_int_equal(bee_bag_sort(built, b, (bee_bag_order)order, NULL), BEE_OK);
                assert_int_equal(bee_bag_sort(loaded, l, (bee_bag_order)order, NULL), BEE_OK);
                assert_memory_equal(l->words, b->words, want->count * sizeof *want->words);
            }
        }
        bee_result_free(want);
        bee_result_free(b);
        bee_result_free(l);
        bee_bag_index_free(loaded);
        bee_bag_index_free(built);
        bee_dict_free(ld);
        bee_index_free(ix);
        bee_dict_free(d);
    }
}

static void bag_index_needs_an_index_file(void **state)
{
    (void)state;
    bee_dict *d = tu_dict_text("bee\n");
    bee_bag_index *bx = (bee_bag_index *)1;
    bee_error err;
    assert_int_equal(bee_bag_index_load(d, &bx, &err), BEE_ERR_ARG);
    assert_null(bx);
    assert_string_equal(err.message, "the dictionary was not loaded from an index file");
    bee_dict_free(d);
}

/* Load the index, then its bag index (which checks bounds only), answer a
 * bag with it (harmless, whatever the parts hold), then verify it; the
 * first failure. */
static bee_status load_bag(const image *im, bee_error *err)
{
    bee_dict *d;
    bee_index *ix;
    bee_bag_index *bx;
    bee_status s = bee_index_load_memory(im->data, im->len, "x.beeidx", &d, &ix, err);
    if (s != BEE_OK)
        return s;
    bee_index_free(ix);
    s = bee_bag_index_load(d, &bx, err);
    if (s == BEE_OK) {
        bee_bag bag;
        bee_result *r = bee_result_new();
        bee_bag_options bo;
        bee_bag_options_init(&bo);
        bo.want_words = 1;
        assert_int_equal(bee_bag_parse(NULL, "etaoinshrdlucmfw??", 18, &bag, NULL), BEE_OK);
        if (bee_bag_solve(bx, &bag, &bo, r, NULL) == BEE_OK)
            (void)bee_bag_sort(bx, r, BEE_BAG_ORDER_LENGTH, NULL);
        bee_result_free(r);
        s = bee_bag_index_verify(bx, err);
        bee_bag_index_free(bx);
    }
    bee_dict_free(d);
    return s;
}

static void expect_bag_refused(image *im, const char *message)
{
    bee_error err;
    reseal(im);
    assert_int_equal(load_bag(im, &err), BEE_ERR_FORMAT);
    assert_string_equal(err.message, message);
}

/* Every field of the bag part, changed under a right checksum, is refused
 * with a message naming it (and never read out of bounds: the sanitizer
 * builds run this). */
static void hostile_bag_part_is_refused(void **state)
{
    (void)state;
    image good = good_image(), im = good_image();
    uint64_t n = get64(&good, IMG_DICT_WORDS);
    assert_int_equal(load_bag(&good, NULL), BEE_OK);
#define RESET()           memcpy(im.data, good.data, good.len)
#define AT(part, type, i) ((type *)(im.data + part_offset(&im, part)))[i]
    char msg[200];
    /* the bag header: n_exact, shortest, longest, n_letters, levels[32], upto[32][9] */
    AT(IMG_BAG_INFO, uint32_t, 0) += 1;
    expect_bag_refused(&im,
                       "x.beeidx: damaged index file (bag index: count of words checked exactly)");
    RESET();
    AT(IMG_BAG_INFO, uint32_t, 1) += 1;
    expect_bag_refused(&im,
                       "x.beeidx: damaged index file (bag index: shortest or longest word length)");
    RESET();
    AT(IMG_BAG_INFO, uint32_t, 3) = 27; /* n_letters: not English's 26 */
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key levels or bits)");
    /* levels[0], levels[25], levels[26] and [31]: past English's letters */
    static const size_t level_bytes[] = {16, 16 + 25, 16 + 26, 16 + 31};
    static const uint8_t level_values[] = {0, 9, 1, 1};
    for (size_t i = 0; i < 4; i++) {
        RESET();
        im.data[part_offset(&im, IMG_BAG_INFO) + level_bytes[i]] = level_values[i];
        expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key levels or bits)");
    }
    RESET(); /* upto[1][1] takes letter a's bit: two letters share it */
    AT(IMG_BAG_INFO, uint64_t, 6 + 9 + 1) = AT(IMG_BAG_INFO, uint64_t, 6 + 1);
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key levels or bits)");
    RESET(); /* upto[26][8]: a key bit for a letter English lacks */
    AT(IMG_BAG_INFO, uint64_t, 6 + 26 * 9 + 8) = 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key levels or bits)");
    RESET(); /* upto[0][0] not empty */
    AT(IMG_BAG_INFO, uint64_t, 6) = 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key levels or bits)");

    /* keys, ids, padding */
    RESET();
    AT(IMG_BAG_KEYS, uint64_t, 3) ^= 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key 3: not its word's)");
    RESET();
    AT(IMG_BAG_KEYS, uint64_t, n) = 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: key column padding)");
    size_t bag_blocks = (n + BEE_BAG_DEFAULT_BLOCK - 1) / BEE_BAG_DEFAULT_BLOCK;
    assert_int_equal(index_image_get64(&im, index_image_part_entry(IMG_BAG_AND) + 8),
                     8 * (bag_blocks + 16)); /* the padding docs/index-format.md states */
    RESET();
    AT(IMG_BAG_AND, uint64_t, bag_blocks + 15) = 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: block AND summary padding)");
    RESET();
    AT(IMG_BAG_OR, uint64_t, bag_blocks) = 1;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: block OR summary padding)");
    RESET();
    AT(IMG_BAG_IDS, uint32_t, 0) = (uint32_t)n;
    expect_bag_refused(
        &im, "x.beeidx: damaged index file (bag index: key 0: word id out of bounds or repeated)");
    RESET();
    AT(IMG_BAG_IDS, uint32_t, 1) = AT(IMG_BAG_IDS, uint32_t, 0);
    expect_bag_refused(
        &im, "x.beeidx: damaged index file (bag index: key 1: word id out of bounds or repeated)");
    RESET(); /* two ids swapped: their keys are no longer their words' (the
                * first found in word order, now at the other's position) */
    uint32_t t = AT(IMG_BAG_IDS, uint32_t, 0), u = AT(IMG_BAG_IDS, uint32_t, n - 1);
    AT(IMG_BAG_IDS, uint32_t, 0) = u;
    AT(IMG_BAG_IDS, uint32_t, n - 1) = t;
    snprintf(msg, sizeof msg, "x.beeidx: damaged index file (bag index: key %llu: not its word's)",
             (unsigned long long)(t < u ? n - 1 : 0));
    expect_bag_refused(&im, msg);

    /* blocks */
    RESET();
    AT(IMG_BAG_START, uint32_t, 1) += 1;
    expect_bag_refused(&im,
                       "x.beeidx: damaged index file (bag index: block 1: start or summaries)");
    RESET();
    AT(IMG_BAG_AND, uint64_t, 0) ^= 1ull << 62;
    expect_bag_refused(&im,
                       "x.beeidx: damaged index file (bag index: block 0: start or summaries)");
    RESET();
    AT(IMG_BAG_OR, uint64_t, 2) = 0;
    expect_bag_refused(&im,
                       "x.beeidx: damaged index file (bag index: block 2: start or summaries)");
    RESET(); /* the last start must be n */
    uint64_t nbb = (n + BEE_BAG_DEFAULT_BLOCK - 1) / BEE_BAG_DEFAULT_BLOCK;
    AT(IMG_BAG_START, uint32_t, nbb) = (uint32_t)n + 5;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: block count or bounds)");
    RESET(); /* another block size: the parts no longer have the sizes it implies */
    put32(&im, IMG_BAG_BLOCK_SIZE, 3);
    reseal(&im);
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (bag block AND summaries: %llu bytes, "
             "the counts say %llu)",
             (unsigned long long)(8 * (nbb + 16)), (unsigned long long)(8 * ((n + 2) / 3 + 16)));
    expect_refused(&im, msg);
    RESET();
    put32(&im, IMG_BAG_BLOCK_SIZE, 0);
    reseal(&im);
    expect_refused(&im, "x.beeidx: damaged index file (index options out of range)");

    /* the length order and its inverse */
    RESET(); /* the word at rank 5 replaced: found at its word's turn */
    AT(IMG_BAG_BY_LENGTH, uint32_t, 5) = (uint32_t)n;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: length order at rank 5)");
    RESET();
    AT(IMG_BAG_LENGTH_RANK, uint32_t, AT(IMG_BAG_BY_LENGTH, uint32_t, 7)) = 8;
    expect_bag_refused(&im, "x.beeidx: damaged index file (bag index: length order at rank 7)");
    RESET(); /* the order and ranks changed alike: the order itself is wrong */
    t = AT(IMG_BAG_BY_LENGTH, uint32_t, 0);
    u = AT(IMG_BAG_BY_LENGTH, uint32_t, n - 1);
    AT(IMG_BAG_BY_LENGTH, uint32_t, 0) = u;
    AT(IMG_BAG_BY_LENGTH, uint32_t, n - 1) = t;
    AT(IMG_BAG_LENGTH_RANK, uint32_t, u) = 0;
    AT(IMG_BAG_LENGTH_RANK, uint32_t, t) = (uint32_t)(n - 1);
    snprintf(msg, sizeof msg, "x.beeidx: damaged index file (bag index: length order at rank %llu)",
             (unsigned long long)(t < u ? 0 : n - 1));
    expect_bag_refused(&im, msg);

    /* a word byte outside a-z: refused (by the bag check if not before) */
    RESET();
    im.data[part_offset(&im, IMG_TEXT)] = 0x7f;
    reseal(&im);
    assert_int_equal(load_bag(&im, NULL), BEE_ERR_FORMAT);
#undef AT
#undef RESET
    free(im.data);
    free(good.data);
}

/* A word list that lies (an id of another set, an id twice, ids out of
 * order), resealed with right checksums: a load checks bounds, not what
 * the lists say (bee_index_verify does), so it may load; every plan then
 * answers with a whole result, its answers wrong perhaps but every one set:
 * as many word ids as counted, each a word of the list, in order, and the
 * pangrams likewise (the sanitizer and valgrind builds watch the reads; a
 * rank sort that assumed distinct ids left a place unset here). */
/* The image of an index of 200 random words of a-g (seed `seed`), saved
 * as dir/NAME.beeidx and read back. */
static image small_saved_image(uint64_t seed, const char *name)
{
    tu_rng rng = {seed};
    char path[128];
    snprintf(path, sizeof path, "%s/%s.beeidx", dir, name);
    bee_dict *d = tu_random_dict(&rng, 200, 6, "abcdefg");
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    bee_dict_free(d);
    return read_image(path);
}

/* A set's word list out of order, or naming a word twice, is refused at
 * the load: the solvers hand a lone set's list on as it is, and answers
 * came out of order (found by the index_reseal fuzz target). */
static void unordered_word_lists_are_refused(void **state)
{
    (void)state;
    image im = small_saved_image(43, "order");
    size_t nm = (size_t)get64(&im, IMG_N_MASKS), two = 0;
    while (two < nm && *index_image_u32(&im, IMG_SET_INFO, 4 * two + 1) < 2)
        two++;
    assert_true(two < nm);
    uint32_t at = *index_image_u32(&im, IMG_SET_INFO, 4 * two);
    uint32_t id0 = *index_image_u32(&im, IMG_WORD_IDS, at);
    uint32_t id1 = *index_image_u32(&im, IMG_WORD_IDS, at + 1);
    char msg[160];
    snprintf(msg, sizeof msg,
             "x.beeidx: damaged index file (word lists: set %zu's words are not in increasing "
             "order)",
             two);
    image c = index_image_copy(&im);
    *index_image_u32(&c, IMG_WORD_IDS, at) = id1; /* swapped */
    *index_image_u32(&c, IMG_WORD_IDS, at + 1) = id0;
    reseal(&c);
    expect_refused(&c, msg);
    *index_image_u32(&c, IMG_WORD_IDS, at) = id0; /* twice */
    reseal(&c);
    expect_refused(&c, msg);
    free(c.data);
    assert_int_equal(load_image(&im, NULL), BEE_OK);
    free(im.data);
}

/* Every word's end, every set's tiling and every set's order checked, in
 * the vector passes' bodies and their tails (load_passes.c), by both sets of
 * passes: the portable ones (BEE_KERNEL=scalar) and the CPU's (AVX2 where it
 * runs). */
static void every_word_end_and_set_is_checked(void **state)
{
    (void)state;
    image good = small_saved_image(47, "ends"), c = index_image_copy(&good);
    size_t n = (size_t)get64(&good, IMG_DICT_WORDS), nm = (size_t)get64(&good, IMG_N_MASKS);
    assert_true(n > 100 && nm > 20);
    char msg[160];
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0)
            setenv("BEE_KERNEL", "scalar", 1);
        else
            unsetenv("BEE_KERNEL");
        for (size_t i = 0; i + 1 < n; i++) { /* word i's NUL a letter */
            memcpy(c.data, good.data, good.len);
            uint32_t next = *index_image_u32(&c, IMG_OFFSET, i + 1);
            c.data[part_offset(&c, IMG_TEXT) + next - 1] = 'a';
            reseal(&c);
            snprintf(msg, sizeof msg,
                     "x.beeidx: damaged index file (word %zu: offset or length out of bounds)", i);
            expect_refused(&c, msg);
        }
        for (size_t i = 0; i < nm; i++) {
            memcpy(c.data, good.data, good.len);
            uint32_t *count = index_image_u32(&c, IMG_SET_INFO, 4 * i + 1);
            uint32_t first = *index_image_u32(&c, IMG_SET_INFO, 4 * i), was = *count;
            *count = 0; /* set i empty: the lists no longer tiled */
            reseal(&c);
            snprintf(msg, sizeof msg,
                     "x.beeidx: damaged index file (set %zu: word list out of order or out of "
                     "bounds)",
                     i);
            expect_refused(&c, msg);
            uint32_t *next = i + 1 < nm ? index_image_u32(&c, IMG_SET_INFO, 4 * i + 5) : NULL;
            if (next && *next >= 2) { /* a word moved to set i: the next out of place */
                *count = was + 1;
                *next -= 1; /* the counts' sum unchanged */
                reseal(&c);
                snprintf(msg, sizeof msg,
                         "x.beeidx: damaged index file (set %zu: word list out of order or out of "
                         "bounds)",
                         i + 1);
                expect_refused(&c, msg);
                *next += 1;
            }
            *count = was;
            if (was < 2)
                continue;
            /* set i's first two words swapped */
            uint32_t *ids = index_image_u32(&c, IMG_WORD_IDS, first), id0 = ids[0];
            ids[0] = ids[1];
            ids[1] = id0;
            reseal(&c);
            snprintf(msg, sizeof msg,
                     "x.beeidx: damaged index file (word lists: set %zu's words are not in "
                     "increasing order)",
                     i);
            expect_refused(&c, msg);
        }
        assert_int_equal(load_image(&good, NULL), BEE_OK);
    }
    free(c.data);
    free(good.data);
}

static int cmp_id(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* A bag part naming a word twice (a bag load checks ids against n only):
 * bag answers sorted alphabetically keep every answer, in order, and
 * sorted by length keep their count and ids below n.  The bitmap sort of
 * many answers kept one of two equal ids and left the last place as it was
 * (found by the index_reseal fuzz target). */
static void lying_bag_ids_sort_whole(void **state)
{
    (void)state;
    tu_rng rng = {41};
    char path[128];
    snprintf(path, sizeof path, "%s/bagids.beeidx", dir);
    bee_dict *d = tu_random_dict(&rng, 300, 8, "abcdefghi");
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    image im = read_image(path);
    size_t n = (size_t)get64(&im, IMG_DICT_WORDS);
    bee_bag bag;
    assert_int_equal(bee_bag_parse(NULL, "aabbccddeeffgghhii????", 22, &bag, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    uint32_t *want = malloc(n * sizeof *want);
    assert_non_null(want);
    int parts[] = {IMG_BAG_IDS, IMG_BAG_LENGTH_RANK};
    size_t at[] = {0, n / 2, n - 2};
    for (size_t k = 0; k < 2 * (sizeof at / sizeof *at); k++) {
        image c = index_image_copy(&im);
        int part = parts[k % 2];
        size_t i = at[k / 2];
        *index_image_u32(&c, part, i) = *index_image_u32(&c, part, i + 1);
        reseal(&c);
        bee_dict *ld;
        bee_index *lix;
        bee_bag_index *bx;
        assert_int_equal(bee_index_load_memory(c.data, c.len, "x.beeidx", &ld, &lix, NULL), BEE_OK);
        assert_int_equal(bee_bag_index_load(ld, &bx, NULL), BEE_OK);
        for (int order = BEE_BAG_ORDER_ALPHA; order >= BEE_BAG_ORDER_LENGTH; order--) {
            assert_int_equal(bee_bag_solve(bx, &bag, NULL, r, NULL), BEE_OK);
            size_t count;
            const uint32_t *ids = bee_result_words(r, &count);
            assert_true(count > 2 && count <= n);
            memcpy(want, ids, count * sizeof *want);
            qsort(want, count, sizeof *want, cmp_id);
            assert_int_equal(bee_bag_sort(bx, r, (bee_bag_order)order, NULL), BEE_OK);
            ids = bee_result_words(r, &count);
            assert_int_equal(count, bee_result_count(r));
            for (size_t j = 0; j < count; j++)
                assert_true(ids[j] < n);
            if (order == BEE_BAG_ORDER_ALPHA)
                assert_memory_equal(ids, want, count * sizeof *ids);
        }
        bee_bag_index_free(bx);
        bee_index_free(lix);
        bee_dict_free(ld);
        free(c.data);
    }
    free(want);
    bee_result_free(r);
    free(im.data);
    bee_dict_free(d);
}

static void check_whole(const bee_dict *d, const bee_result *r, const bee_puzzle *p)
{
    size_t n, np;
    const uint32_t *ids = bee_result_words(r, &n);
    const uint32_t *pan = bee_result_pangram_words(r, &np);
    assert_int_equal(n, bee_result_count(r));
    assert_int_equal(np, bee_result_pangrams(r));
    (void)p;
    for (size_t i = 0; i < n; i++) {
        assert_true(ids[i] < bee_dict_size(d));
        assert_true(i == 0 || ids[i] >= ids[i - 1]);
    }
    for (size_t i = 0; i < np; i++)
        assert_true(pan[i] < bee_dict_size(d));
}

static void lying_word_lists_answer_safely(void **state)
{
    (void)state;
    tu_rng rng = {37};
    char path[128];
    snprintf(path, sizeof path, "%s/lists.beeidx", dir);
    bee_dict *d = tu_random_dict(&rng, 400, 8, "abcdefghi");
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = 1;
    o.block_size = 3;
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
    image im = read_image(path);
    size_t n_words = (size_t)get64(&im, IMG_N_WORDS), n_dict = (size_t)get64(&im, IMG_DICT_WORDS);
    size_t at[] = {0, 1, n_words / 2, n_words - 1};
    int loaded = 0, refused = 0;
    bee_result *r = bee_result_new();
    for (size_t a = 0; a < sizeof at / sizeof *at; a++) {
        uint32_t was = *index_image_u32(&im, IMG_WORD_IDS, at[a]);
        uint32_t lies[] = {
            0,       1,       (uint32_t)n_dict - 1,
            was + 1, was - 1, *index_image_u32(&im, IMG_WORD_IDS, at[a] ? at[a] - 1 : 1)};
        for (size_t l = 0; l < sizeof lies / sizeof *lies; l++) {
            if (lies[l] == was || lies[l] >= n_dict)
                continue;
            image c = index_image_copy(&im);
            *index_image_u32(&c, IMG_WORD_IDS, at[a]) = lies[l];
            reseal(&c);
            bee_dict *ld;
            bee_index *lix;
            bee_error err;
            if (bee_index_load_memory(c.data, c.len, "x.beeidx", &ld, &lix, &err) != BEE_OK) {
                assert_int_equal(err.code, BEE_ERR_FORMAT);
                refused++;
                free(c.data);
                continue;
            }
            loaded++;
            for (int k = 0; k < 300; k++) {
                bee_puzzle p;
                tu_random_puzzle(&rng, 7, "abcdefghi", &p);
                for (int plan = BEE_PLAN_AUTO; plan <= BEE_PLAN_SUBSETS; plan++) {
                    assert_int_equal(bee_solve_plan(lix, &p, NULL, (bee_plan)plan, r, &err),
                                     BEE_OK);
                    check_whole(ld, r, &p);
                }
            }
            bee_index_free(lix);
            bee_dict_free(ld);
            free(c.data);
        }
    }
    print_message("lying word lists: %d refused at the load, %d loaded\n", refused, loaded);
    bee_result_free(r);
    free(im.data);
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("index files");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip_keeps_arrays_and_answers),
        cmocka_unit_test(empty_index_round_trips),
        cmocka_unit_test(comparison_catches_a_changed_file),
        cmocka_unit_test(damaged_identity_and_sizes_are_refused),
        cmocka_unit_test(hostile_values_are_refused),
        cmocka_unit_test(file_errors_name_the_file),
        cmocka_unit_test(bag_index_round_trips),
        cmocka_unit_test(bag_index_needs_an_index_file),
        cmocka_unit_test(hostile_bag_part_is_refused),
        cmocka_unit_test(lying_word_lists_answer_safely),
        cmocka_unit_test(lying_bag_ids_sort_whole),
        cmocka_unit_test(unordered_word_lists_are_refused),
        cmocka_unit_test(every_word_end_and_set_is_checked),
    };
    return cmocka_run_group_tests_name("index files", tests, setup, teardown);
}
