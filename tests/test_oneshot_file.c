/*
 * test_oneshot_file.c - the one-shot filter over a file
 * (bee_dict_load_filtered_file) against the same filter over the text in
 * memory (bee_dict_load_filtered, itself checked against the reference by
 * test_oneshot.c): several letter sets at once, with every kernel this
 * machine runs, on long texts (lines across a kernel's slices, a line
 * longer than a slice, no final newline, CRLF, junk), lists without a word
 * (the same message), an empty file, a pipe, a missing file.  Bags:
 * test_bag_oneshot.c.
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
    };
    return cmocka_run_group_tests_name("oneshot_file", tests, NULL, NULL);
}
