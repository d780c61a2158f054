/*
 * test_index_oneshot.c - a few puzzles straight from an index file
 * (bee_index_load_filtered_file, and _memory over its bytes): the words it
 * finds, answered by the reference with the file's min_len, against
 * bee_solve on the loaded file (itself checked against the reference by
 * test_index_file.c), word by word, on the shared random word lists and
 * puzzles of every size; and a file damaged in any chunk: refused, naming
 * the part, wherever the puzzles read (puzzles of all 26 letters, one per
 * center, read every chunk holding a word, a word list, a set or a block),
 * answered as before where they do not.  The sanitizer builds run it too:
 * no read outside the mapping.
 */
#define _GNU_SOURCE /* mkdtemp */
#include "testutil.h"
#include "index_image.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { CHUNK = 1024, MAX_PUZZLES = 26 };

static char dir[64], path[96];

static int setup(void **state)
{
    (void)state;
    strcpy(dir, "/tmp/bee-index-oneshot-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    snprintf(path, sizeof path, "%s/x.beeidx", dir);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[96];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd);
}

/* The answers to p: from the one-off words `found` (reference, min_len) and
 * from the loaded index (bee_solve), alike word by word; 0 and `why` if not. */
static int same_answers(const bee_dict *found, uint32_t min_len, const bee_dict *ld,
                        const bee_index *lix, const bee_puzzle *p, char *why, size_t cap)
{
    bee_result *a = bee_result_new(), *b = bee_result_new();
    assert_non_null(a);
    assert_non_null(b);
    assert_int_equal(bee_solve_reference(found, min_len, p, NULL, a, NULL), BEE_OK);
    assert_int_equal(bee_solve(lix, p, NULL, b, NULL), BEE_OK);
    size_t na, nb;
    const uint32_t *wa = bee_result_words(a, &na), *wb = bee_result_words(b, &nb);
    int same = na == nb && bee_result_pangrams(a) == bee_result_pangrams(b) &&
               bee_result_score(a) == bee_result_score(b);
    snprintf(why, cap, "%zu answers against %zu", na, nb);
    for (size_t i = 0; same && i < na; i++)
        if (strcmp(bee_dict_word(found, wa[i]), bee_dict_word(ld, wb[i])) != 0) {
            snprintf(why, cap, "answer %zu: %s against %s", i, bee_dict_word(found, wa[i]),
                     bee_dict_word(ld, wb[i]));
            same = 0;
        }
    bee_result_free(a);
    bee_result_free(b);
    return same;
}

/* d saved as an index file of min_len at `path`. */
static void save(const bee_dict *d, uint32_t min_len)
{
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = min_len;
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &o, &ix, NULL), BEE_OK);
    assert_int_equal(bee_index_save(ix, path, NULL), BEE_OK);
    bee_index_free(ix);
}

/* A random list (tu_random_dict: seed, n words of up to max_len letters of
 * alphabet) saved at `path` (min_len), its image read into *im. */
static void save_random(uint64_t seed, size_t n, int max_len, const char *alphabet,
                        uint32_t min_len, index_image *im)
{
    tu_rng rng = {seed};
    bee_dict *d = tu_random_dict(&rng, n, max_len, alphabet);
    save(d, min_len);
    bee_dict_free(d);
    assert_true(index_image_read(path, im));
}

/* The one-off words of n puzzles against the loaded file's answers. */
static void check_puzzles(const bee_puzzle *p, size_t n, const char *what)
{
    uint32_t letters[MAX_PUZZLES], centers[MAX_PUZZLES];
    for (size_t i = 0; i < n; i++) {
        letters[i] = p[i].letters;
        centers[i] = p[i].center;
    }
    bee_dict *found[MAX_PUZZLES], *ld;
    bee_index *lix;
    unsigned min_len = 0;
    bee_error err;
    assert_int_equal(bee_index_load(path, &ld, &lix, NULL), BEE_OK);
    if (bee_index_load_filtered_file(path, n, letters, centers, found, &min_len, &err) != BEE_OK)
        fail_msg("%s: %s", what, err.message);
    bee_index_info info;
    bee_index_get_info(lix, &info);
    assert_int_equal(min_len, info.min_len);
    for (size_t i = 0; i < n; i++) {
        char why[200];
        if (!same_answers(found[i], min_len, ld, lix, &p[i], why, sizeof why))
            fail_msg("%s, puzzle %zu: %s", what, i, why);
        bee_dict_free(found[i]);
    }
    bee_index_free(lix);
    bee_dict_free(ld);
}

/* Distinct letters of `alphabet` (NULL: a-z). */
static int distinct(const char *alphabet)
{
    uint32_t set = 0;
    for (const char *c = alphabet ? alphabet : "abcdefghijklmnopqrstuvwxyz"; *c; c++)
        set |= 1u << (*c - 'a');
    return __builtin_popcount(set);
}

/* tu_dict_check: d's index files of min_len 4 and 1, each with random
 * puzzles of 7 letters (and 8 and 5: wider and narrower than the narrow
 * sets) and the fixed ones. */
static void check_dict(const bee_dict *d, tu_rng *rng, int puzzles, const char *alphabet,
                       const char *const *fixed)
{
    const uint32_t min_lens[] = {4, 1};
    for (size_t m = 0; m < 2; m++) {
        save(d, min_lens[m]);
        bee_puzzle p[MAX_PUZZLES];
        size_t n = 0;
        for (int i = 0; i < puzzles && n < MAX_PUZZLES; i++) {
            int size = i % 3 == 0 ? 8 : i % 3 == 1 ? 7 : 5;
            /* the list's own letters when they are enough, else any */
            tu_random_puzzle(rng, size, distinct(alphabet) >= size ? alphabet : NULL, &p[n++]);
        }
        for (size_t i = 0; fixed && fixed[i] && n < MAX_PUZZLES; i++)
            p[n++] = tu_puzzle(fixed[i], 7);
        check_puzzles(p, n, "random list");
    }
}

static void answers_equal_the_loaded_file(void **state)
{
    (void)state;
    tu_rng rng = {41};
    tu_check_random_dicts(&rng, 12, check_dict);
    tu_check_one_set_dict(&rng, 12, check_dict);
    tu_check_no_center_dict(&rng, 300, 12, check_dict);
}

/* One puzzle of all 26 letters for each center: every set, so every word
 * of the word lists (min_len 1: every word), is read. */
static bee_status read_all(unsigned *min_len, bee_error *err)
{
    uint32_t letters[26], centers[26];
    for (int c = 0; c < 26; c++) {
        letters[c] = (1u << 26) - 1;
        centers[c] = 1u << c;
    }
    bee_dict *found[26];
    bee_status s = bee_index_load_filtered_file(path, 26, letters, centers, found, min_len, err);
    for (int c = 0; c < 26 && s == BEE_OK; c++)
        bee_dict_free(found[c]);
    return s;
}

/* Bytes of part k the puzzles above read: the word text and offsets, lists,
 * sets and blocks, not their padding; none of the word lengths (the next
 * offset gives them), letter sets or block keys. */
static uint64_t bytes_read(const index_image *im, int k)
{
    uint64_t n = index_image_get64(im, IMG_DICT_WORDS);
    uint64_t sets = index_image_get64(im, IMG_N_MASKS),
             blocks = index_image_get64(im, IMG_N_BLOCKS);
    switch (k) {
    case IMG_TEXT: return index_image_get64(im, IMG_TEXT_BYTES);
    case IMG_OFFSET: return 4 * n;
    case IMG_SETS: return 4 * sets;
    case IMG_AND:
    case IMG_OR: return 4 * blocks;
    case IMG_BLOCK_START: return 4 * (blocks + 1);
    case IMG_SET_INFO: return 16 * sets - 8; /* the last record's points and zero */
    case IMG_WORD_IDS: return 4 * index_image_get64(im, IMG_N_WORDS);
    default: return 0;
    }
}

static void damage_in_any_chunk_read_is_refused(void **state)
{
    (void)state;
    index_image good;
    save_random(7, 3000, 12, "aabcdeeefghiijklmnoopqrsstuvwxyz", 1, &good);
    unsigned min_len;
    bee_error err;
    assert_int_equal(read_all(&min_len, &err), BEE_OK);
    int refused = 0, answered = 0;
    for (int k = IMG_TEXT; k < IMG_BAG_INFO; k++) {
        uint64_t at = index_image_part(&good, k);
        uint64_t size = index_image_get64(&good, index_image_part_entry(k) + 8);
        for (uint64_t c = 0; c < (size + 63) / 64 * 64; c += CHUNK) {
            index_image im = index_image_copy(&good);
            im.data[at + c] ^= 0x20; /* a chunk's first byte: data or padding */
            assert_true(index_image_write(&im, path));
            free(im.data);
            bee_status s = read_all(&min_len, &err);
            if (c < bytes_read(&good, k)) {
                if (s != BEE_ERR_FORMAT)
                    fail_msg("part %d, byte %llu: damage not refused", k, (unsigned long long)c);
                char want[200];
                snprintf(want, sizeof want, "checksum mismatch at byte %llu)",
                         (unsigned long long)c);
                assert_non_null(strstr(err.message, want));
                refused++;
            } else {
                assert_int_equal(s, BEE_OK); /* never read: no harm */
                answered++;
            }
        }
    }
    /* a damaged entry of the chunk table refuses its chunk (the first:
     * word text's byte 0); the header is refused before any chunk */
    index_image im = index_image_copy(&good);
    im.data[index_image_chunk_table(&good) + 3] ^= 1;
    assert_true(index_image_write(&im, path));
    assert_int_equal(read_all(&min_len, &err), BEE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "(word text: checksum mismatch at byte 0)"));
    memcpy(im.data, good.data, good.len);
    im.data[IMG_MIN_LEN] ^= 1;
    assert_true(index_image_write(&im, path));
    assert_int_equal(read_all(&min_len, &err), BEE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "(header: checksum mismatch)"));
    free(im.data);
    free(good.data);
    assert_true(refused > 20);
    assert_true(answered > 0);
}

/* A file with right checksums but values leading out of bounds (resealed):
 * refused, never read outside it. */
static void hostile_values_are_refused(void **state)
{
    (void)state;
    index_image good;
    save_random(9, 500, 9, "abcdefghijklmnopqrstuvwxyz", 1, &good);
    unsigned min_len;
    bee_error err;
    struct {
        int part;
        size_t at; /* u32 element */
        uint32_t value;
        const char *message;
    } edits[] = {
        {IMG_WORD_IDS, 3, 1u << 30, "word id 1073741824 out of bounds"},
        {IMG_SET_INFO, 4 * 2 + 1, 1u << 30, "set 2: word list out of bounds"},
        {IMG_SET_INFO, 4 * 2, 1u << 31, "set 2: word list out of bounds"},
        {IMG_OFFSET, 0, 1u << 31, "offset or length out of bounds"},
        {IMG_BLOCK_START, 1, 1u << 31, "block starts out of order or out of bounds"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof *edits; i++) {
        index_image im = index_image_copy(&good);
        *index_image_u32(&im, edits[i].part, edits[i].at) = edits[i].value;
        index_image_reseal(&im);
        assert_true(index_image_write(&im, path));
        free(im.data);
        assert_int_equal(read_all(&min_len, &err), BEE_ERR_FORMAT);
        if (!strstr(err.message, edits[i].message))
            fail_msg("edit %zu: %s", i, err.message);
    }
    free(good.data);
}

/* A random index of 500 words saved at `path` (seed), its image read into
 * *im: the place of its first set of two words or more. */
static uint32_t saved_with_a_set_of_two(uint64_t seed, index_image *im)
{
    save_random(seed, 500, 9, "abcdefghij", 1, im);
    uint32_t j = 0;
    while (*index_image_u32(im, IMG_SET_INFO, 4 * j + 1) < 2)
        j++;
    return j;
}

/* An id listed twice in a set's word list (resealed): the words are then
 * not strictly increasing, so they go through the loader, which keeps the
 * word once: the other words of the puzzle as before. */
static void an_id_listed_twice_is_one_word(void **state)
{
    (void)state;
    index_image good;
    uint32_t j = saved_with_a_set_of_two(11, &good);
    uint32_t first = *index_image_u32(&good, IMG_SET_INFO, 4 * j);
    uint32_t letters = *index_image_u32(&good, IMG_SETS, j), center = letters & -letters;
    bee_dict *before, *after;
    unsigned min_len;
    bee_error err;
    assert_int_equal(
        bee_index_load_filtered_file(path, 1, &letters, &center, &before, &min_len, &err), BEE_OK);
    index_image im = index_image_copy(&good);
    *index_image_u32(&im, IMG_WORD_IDS, first + 1) = *index_image_u32(&im, IMG_WORD_IDS, first);
    index_image_reseal(&im);
    assert_true(index_image_write(&im, path));
    free(im.data);
    free(good.data);
    assert_int_equal(
        bee_index_load_filtered_file(path, 1, &letters, &center, &after, &min_len, &err), BEE_OK);
    assert_int_equal(bee_dict_size(after) + 1, bee_dict_size(before));
    for (size_t i = 1; i < bee_dict_size(after); i++)
        assert_true(
            strcmp(bee_dict_word(after, (uint32_t)i - 1), bee_dict_word(after, (uint32_t)i)) < 0);
    bee_dict_free(before);
    bee_dict_free(after);
}

/* A word holding a byte outside a-z (resealed): the words are then not
 * taken as they are but go through the loader, which skips that line, for
 * an uppercase letter and for a byte above 127 alike: the other words of
 * the puzzle as before. */
static void a_word_outside_a_z_is_left_out(void **state)
{
    (void)state;
    index_image good;
    uint32_t j = saved_with_a_set_of_two(13, &good);
    uint32_t id =
        *index_image_u32(&good, IMG_WORD_IDS, *index_image_u32(&good, IMG_SET_INFO, 4 * j));
    uint32_t at = *index_image_u32(&good, IMG_OFFSET, id);
    uint32_t letters = *index_image_u32(&good, IMG_SETS, j), center = letters & -letters;
    bee_dict *before;
    unsigned min_len;
    bee_error err;
    assert_int_equal(
        bee_index_load_filtered_file(path, 1, &letters, &center, &before, &min_len, &err), BEE_OK);
    const unsigned char bytes[] = {'A', 0xe9, '{', '`'}; /* around a-z, and above 127 */
    for (size_t b = 0; b < sizeof bytes; b++) {
        index_image im = index_image_copy(&good);
        index_image_u8(&im, IMG_TEXT, at)[0] = bytes[b];
        index_image_reseal(&im);
        assert_true(index_image_write(&im, path));
        free(im.data);
        bee_dict *after;
        assert_int_equal(
            bee_index_load_filtered_file(path, 1, &letters, &center, &after, &min_len, &err),
            BEE_OK);
        /* the words before but that one, in order */
        const char *gone = (const char *)index_image_u8(&good, IMG_TEXT, at);
        assert_int_equal(bee_dict_size(after) + 1, bee_dict_size(before));
        for (size_t i = 0, k = 0; i < bee_dict_size(before); i++)
            if (strcmp(bee_dict_word(before, (uint32_t)i), gone) != 0)
                assert_string_equal(bee_dict_word(after, (uint32_t)k++),
                                    bee_dict_word(before, (uint32_t)i));
        bee_dict_free(after);
    }
    free(good.data);
    bee_dict_free(before);
}

static void files_it_cannot_read(void **state)
{
    (void)state;
    uint32_t letters = tu_puzzle("raegint", 7).letters, center = 1u << ('r' - 'a');
    bee_dict *found = NULL;
    unsigned min_len;
    bee_error err;
    char missing[128];
    snprintf(missing, sizeof missing, "%s/missing.beeidx", dir);
    assert_int_equal(
        bee_index_load_filtered_file(missing, 1, &letters, &center, &found, &min_len, &err),
        BEE_ERR_IO);
    assert_null(found);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("granite\n", f);
    fclose(f);
    assert_int_equal(
        bee_index_load_filtered_file(path, 1, &letters, &center, &found, &min_len, &err),
        BEE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "no magic number"));
    assert_null(found);
}

/* The file's bytes in memory (bee_index_load_filtered_memory, the command's
 * path over its watcher's mapping): the file's words; and any part of them
 * shorter than the file, in a block of just that size (the sanitizers see a
 * read past it), or not on a 64-byte boundary: refused, nothing read. */
static void bytes_in_memory_read_as_the_file(void **state)
{
    (void)state;
    index_image im;
    save_random(13, 800, 9, "abcdefghijklmnopqrstuvwxyz", 4, &im);
    bee_puzzle p[3] = {tu_puzzle("raegint", 7), tu_puzzle("pelntia", 7), tu_puzzle("eaxmpls", 7)};
    uint32_t letters[3], centers[3];
    for (int i = 0; i < 3; i++) {
        letters[i] = p[i].letters;
        centers[i] = p[i].center;
    }
    letters[2] = (1u << 26) - 1; /* and every set holding e: words to compare */
    bee_dict *from_file[3], *from_memory[3];
    unsigned min_file = 0, min_memory = 0;
    bee_error err;
    assert_int_equal(
        bee_index_load_filtered_file(path, 3, letters, centers, from_file, &min_file, &err),
        BEE_OK);
    void *data;
    const size_t cuts[] = {0, 7, 8, 100, im.len / 2, im.len - 1, im.len};
    for (size_t c = 0; c < sizeof cuts / sizeof *cuts; c++) {
        size_t len = cuts[c];
        assert_int_equal(posix_memalign(&data, 64, len ? len : 1), 0);
        memcpy(data, im.data, len);
        bee_status s = bee_index_load_filtered_memory(data, len, "x", 3, letters, centers,
                                                      from_memory, &min_memory, &err);
        if (len < im.len) {
            assert_int_equal(s, BEE_ERR_FORMAT);
            assert_non_null(strstr(err.message, len < 8 ? "no magic number" : "truncated"));
            for (int i = 0; i < 3; i++)
                assert_null(from_memory[i]);
        } else {
            assert_int_equal(s, BEE_OK);
            assert_int_equal(min_memory, min_file);
            assert_true(bee_dict_size(from_file[2]) > 0);
            for (int i = 0; i < 3; i++) {
                assert_int_equal(bee_dict_size(from_memory[i]), bee_dict_size(from_file[i]));
                for (size_t w = 0; w < bee_dict_size(from_file[i]); w++)
                    assert_string_equal(bee_dict_word(from_memory[i], (uint32_t)w),
                                        bee_dict_word(from_file[i], (uint32_t)w));
                bee_dict_free(from_memory[i]);
            }
        }
        free(data);
    }
    assert_int_equal(posix_memalign(&data, 64, im.len + 1), 0);
    memcpy((char *)data + 1, im.data, im.len);
    assert_int_equal(bee_index_load_filtered_memory((char *)data + 1, im.len, "x", 3, letters,
                                                    centers, from_memory, &min_memory, &err),
                     BEE_ERR_ARG);
    free(data);
    for (int i = 0; i < 3; i++)
        bee_dict_free(from_file[i]);
    free(im.data);
}

int main(void)
{
    tu_print_platform("index_oneshot");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(answers_equal_the_loaded_file),
        cmocka_unit_test(damage_in_any_chunk_read_is_refused),
        cmocka_unit_test(hostile_values_are_refused),
        cmocka_unit_test(an_id_listed_twice_is_one_word),
        cmocka_unit_test(a_word_outside_a_z_is_left_out),
        cmocka_unit_test(files_it_cannot_read),
        cmocka_unit_test(bytes_in_memory_read_as_the_file),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
