/*
 * test_oneshot_file.c - the one-shot filter reading a file in pieces
 * (bee_dict_load_filtered_file) against the same filter over the text in
 * memory (bee_dict_load_filtered, itself checked against the reference by
 * test_oneshot.c): several letter sets in one pass, with every kernel this
 * machine runs, on texts longer than the read buffer (lines across reads, a
 * line longer than the buffer, no final newline, CRLF, junk), lists without
 * a word (the same message), an empty file, a pipe, a missing file.  For
 * bags (bee_bag_load_filtered_file): the words of the bag's letters in
 * memory that use none more often than the bag holds it, nothing more or
 * less, and a bag with blanks refused.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { SETS = 3 };

/* A temporary file holding text[0, len); its path in `path`. */
static void write_file(char path[64], const char *text, size_t len)
{
    snprintf(path, 64, "/tmp/bee-oneshot-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
}

/* The file at `path` (holding text[0, len)) filtered for SETS letter sets in
 * one pass equals each set filtered over the text in memory. */
static void check_path(const char *path, const char *text, size_t len, int fold,
                       const uint32_t letters[SETS], const uint32_t centers[SETS])
{
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.fold_case = fold;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        bee_dict *got[SETS];
        bee_error ferr;
        bee_status fs = bee_dict_load_filtered_file(path, &o, SETS, letters, centers,
                                                    (bee_kernel_id)k, got, &ferr);
        for (int i = 0; i < SETS; i++) {
            bee_dict *want;
            bee_error merr;
            bee_status ms = bee_dict_load_filtered(text, len, path, &o, letters[i], centers[i],
                                                   (bee_kernel_id)k, &want, &merr);
            assert_int_equal(fs, ms);
            if (fs != BEE_OK) {
                assert_null(got[i]);
                assert_string_equal(ferr.message, merr.message);
                continue;
            }
            assert_int_equal(bee_dict_size(got[i]), bee_dict_size(want));
            for (uint32_t w = 0; w < bee_dict_size(want); w++)
                assert_string_equal(bee_dict_word(got[i], w), bee_dict_word(want, w));
            bee_dict_free(want);
            bee_dict_free(got[i]);
        }
    }
}

static void check_text(const char *text, size_t len, int fold, const uint32_t letters[SETS],
                       const uint32_t centers[SETS])
{
    char path[64];
    write_file(path, text, len);
    check_path(path, text, len, fold, letters, centers);
    unlink(path);
}

/* Random letter sets of a few letters from `alphabet`, one without center. */
static void random_sets(tu_rng *rng, const char *alphabet, uint32_t letters[SETS],
                        uint32_t centers[SETS])
{
    size_t na = strlen(alphabet);
    for (int i = 0; i < SETS; i++) {
        letters[i] = 0;
        for (int j = 0; j < 5; j++)
            letters[i] |= 1u << (alphabet[tu_below(rng, (uint32_t)na)] - 'a');
        centers[i] = i == 0 ? 0 : letters[i] & -letters[i];
    }
}

static void long_texts_read_like_memory(void **state)
{
    (void)state;
    static const char pool[] = "aaeeggiinnrrttAERTx\r\n\n\n\n'-\xc3\xa9";
    tu_rng rng = {2024};
    for (int round = 0; round < 12; round++) {
        size_t len = round < 4 ? tu_below(&rng, 300) : 20000 + tu_below(&rng, 200000);
        char *text = malloc(len + 1);
        for (size_t i = 0; i < len; i++)
            text[i] = pool[tu_below(&rng, sizeof pool - 1)];
        if (round % 3 == 0 && len)
            text[len - 1] = 'a'; /* no final newline */
        uint32_t letters[SETS], centers[SETS];
        random_sets(&rng, "aegint", letters, centers);
        letters[2] = letters[1] = (1u << ('a' - 'a')) | (1u << ('e' - 'a')) | (1u << ('g' - 'a')) |
                                  (1u << ('i' - 'a')) | (1u << ('n' - 'a')) | (1u << ('r' - 'a')) |
                                  (1u << ('t' - 'a'));
        check_text(text, len, round & 1, letters, centers);
        free(text);
    }
}

static void word_lists_read_like_memory(void **state)
{
    (void)state;
    tu_rng rng = {7};
    for (int round = 0; round < 4; round++) {
        char *text = tu_random_words(&rng, 20000 + tu_below(&rng, 20000), 10, "abcdefghij");
        uint32_t letters[SETS], centers[SETS];
        random_sets(&rng, "abcdefghij", letters, centers);
        check_text(text, strlen(text), 0, letters, centers);
        free(text);
    }
}

/* A line longer than the read buffer (and words around it); then the
 * same text with nothing but junk: the loader's message, counts and all. */
static void long_lines_and_wordless_lists(void **state)
{
    (void)state;
    size_t len = 300000;
    char *text = malloc(len);
    memset(text, 'a', len);
    memcpy(text, "tag\ngate\n", 9);
    text[200000] = '\n'; /* a 199991-byte line, then one of 99999 */
    memcpy(text + len - 6, "\ngate\n", 6);
    uint32_t letters[SETS] = {1u | 1u << 4 | 1u << 6 | 1u << 19, 1u | 1u << 6 | 1u << 19, 1u};
    uint32_t centers[SETS] = {0, 1u << 6, 1u};
    check_text(text, len, 0, letters, centers);
    for (size_t i = 0; i < len; i++)
        text[i] = i % 7 == 6 ? '\n' : i % 13 == 0 ? '\r' : 'Q';
    check_text(text, len, 0, letters, centers); /* uppercase and junk only */
    check_text(text, len, 1, letters, centers); /* folded: words */
    check_text("", 0, 0, letters, centers);
    check_text("\n\n", 2, 0, letters, centers);
    free(text);
}

/* A pipe is read the same way (through /proc/self/fd, as /dev/stdin is). */
static void a_pipe_reads_like_memory(void **state)
{
    (void)state;
    const char *text = "gate\ntag\nGATE\nteat\r\nat\nget";
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    assert_int_equal(write(fds[1], text, strlen(text)), (ssize_t)strlen(text));
    close(fds[1]);
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fds[0]);
    uint32_t letters[SETS] = {1u | 1u << 4 | 1u << 6 | 1u << 19, 1u | 1u << 19, 1u << 19};
    uint32_t centers[SETS] = {1u << 6, 0, 1u << 19};
    bee_dict *got[SETS];
    assert_int_equal(
        bee_dict_load_filtered_file(path, NULL, SETS, letters, centers, BEE_KERNEL_AUTO, got, NULL),
        BEE_OK);
    close(fds[0]);
    assert_int_equal(bee_dict_size(got[0]), 3); /* gate get tag */
    assert_string_equal(bee_dict_word(got[0], 0), "gate");
    assert_string_equal(bee_dict_word(got[0], 2), "tag");
    assert_int_equal(bee_dict_size(got[1]), 1); /* at */
    assert_int_equal(bee_dict_size(got[2]), 0); /* a word needs more than t */
    for (int i = 0; i < SETS; i++)
        bee_dict_free(got[i]);
}

/* Whether `word` uses no letter more often than `bag` holds it. */
static int fits(const char *word, const bee_bag *bag)
{
    unsigned used[26] = {0};
    for (const char *c = word; *c; c++)
        if (++used[*c - 'a'] > bag->counts[*c - 'a'])
            return 0;
    return 1;
}

/* The file holding text[0, len) read for SETS bags in one pass equals, for
 * each bag, its letters' words filtered in memory and then counted. */
static void check_bags(const char *text, size_t len, int fold, const char *bags[SETS])
{
    char path[64];
    write_file(path, text, len);
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.fold_case = fold;
    bee_bag parsed[SETS];
    for (int i = 0; i < SETS; i++)
        assert_int_equal(bee_bag_parse(NULL, bags[i], strlen(bags[i]), &parsed[i], NULL), BEE_OK);
    bee_dict *got[SETS];
    bee_error ferr;
    bee_status fs = bee_bag_load_filtered_file(path, &o, SETS, parsed, BEE_KERNEL_AUTO, got, &ferr);
    for (int i = 0; i < SETS; i++) {
        uint32_t letters = 0;
        for (int l = 0; l < 26; l++)
            letters |= parsed[i].counts[l] ? 1u << l : 0;
        bee_dict *all;
        bee_error merr;
        bee_status ms =
            bee_dict_load_filtered(text, len, path, &o, letters, 0, BEE_KERNEL_AUTO, &all, &merr);
        assert_int_equal(fs, ms);
        if (fs != BEE_OK) {
            assert_null(got[i]);
            assert_string_equal(ferr.message, merr.message);
            continue;
        }
        uint32_t kept = 0;
        for (uint32_t w = 0; w < bee_dict_size(all); w++) {
            if (!fits(bee_dict_word(all, w), &parsed[i]))
                continue;
            assert_true(kept < bee_dict_size(got[i]));
            assert_string_equal(bee_dict_word(got[i], kept), bee_dict_word(all, w));
            kept++;
        }
        assert_int_equal(kept, bee_dict_size(got[i]));
        bee_dict_free(all);
        bee_dict_free(got[i]);
    }
    unlink(path);
}

static void bags_keep_the_words_that_fit(void **state)
{
    (void)state;
    static const char pool[] = "aaaeeeggrrrtttAERTx\r\n\n\n\n";
    tu_rng rng = {41};
    const char *bags[SETS] = {"rate", "AaRrEeTtg", "aaaeeerrrtttgg"};
    for (int round = 0; round < 8; round++) {
        size_t len = round < 2 ? tu_below(&rng, 300) : 20000 + tu_below(&rng, 200000);
        char *text = malloc(len + 1);
        for (size_t i = 0; i < len; i++)
            text[i] = pool[tu_below(&rng, sizeof pool - 1)];
        check_bags(text, len, round & 1, bags);
        free(text);
    }
    char *words = tu_random_words(&rng, 30000, 12, "aegrt");
    check_bags(words, strlen(words), 0, bags);
    free(words);
    static const char *const small[] = {
        "",                     /* the loader's message */
        "RATE\nTEAR\n",         /* uppercase only: the same */
        "tear\r\nrate\rtarget", /* CRLF, a bare CR, no final newline */
    };
    for (size_t i = 0; i < sizeof small / sizeof *small; i++)
        check_bags(small[i], strlen(small[i]), 0, bags);
}

static void a_bag_with_blanks_is_refused(void **state)
{
    (void)state;
    bee_bag bag;
    assert_int_equal(bee_bag_parse(NULL, "rat?", 4, &bag, NULL), BEE_OK);
    bee_dict *got = (bee_dict *)&bag; /* set to NULL on failure */
    bee_error err;
    assert_int_equal(
        bee_bag_load_filtered_file("/nonexistent", NULL, 1, &bag, BEE_KERNEL_AUTO, &got, &err),
        BEE_ERR_ARG);
    assert_null(got);
}

static void a_missing_file_is_refused(void **state)
{
    (void)state;
    uint32_t letters[SETS] = {1, 1, 1}, centers[SETS] = {0, 0, 0};
    bee_dict *got[SETS];
    bee_error err;
    assert_int_equal(bee_dict_load_filtered_file("/nonexistent/words.txt", NULL, SETS, letters,
                                                 centers, BEE_KERNEL_AUTO, got, &err),
                     BEE_ERR_IO);
    assert_string_equal(err.message,
                        "/nonexistent/words.txt: cannot open: No such file or directory");
    for (int i = 0; i < SETS; i++)
        assert_null(got[i]);
}

int main(void)
{
    tu_print_platform("oneshot_file");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(long_texts_read_like_memory),
        cmocka_unit_test(word_lists_read_like_memory),
        cmocka_unit_test(long_lines_and_wordless_lists),
        cmocka_unit_test(a_pipe_reads_like_memory),
        cmocka_unit_test(a_missing_file_is_refused),
        cmocka_unit_test(bags_keep_the_words_that_fit),
        cmocka_unit_test(a_bag_with_blanks_is_refused),
    };
    return cmocka_run_group_tests_name("oneshot_file", tests, NULL, NULL);
}
