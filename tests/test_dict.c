/* test_dict.c - word-list parsing: what is kept, what is skipped and why. */
#define _GNU_SOURCE /* mkstemp, ftruncate */
#include "testutil.h"
#include "dict/dict.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bee_status load(const char *text, int fold, bee_dict **d, bee_error *err)
{
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.fold_case = fold;
    return bee_dict_load_memory(text, strlen(text), "words.txt", &o, d, err);
}

static void keeps_lowercase_words_sorted_and_distinct(void **state)
{
    (void)state;
    bee_dict *d =
        tu_dict_text("pear\napple\r\nfig\napple\n\nBanana\nit's\ncaf\xc3\xa9\nx-ray\nzoo");
    assert_int_equal(bee_dict_size(d), 4);
    assert_string_equal(bee_dict_word(d, 0), "apple");
    assert_string_equal(bee_dict_word(d, 1), "fig");
    assert_string_equal(bee_dict_word(d, 2), "pear");
    assert_string_equal(bee_dict_word(d, 3), "zoo"); /* no final newline */
    assert_int_equal(bee_dict_word_len(d, 0), 5);
    const bee_dict_stats *st = bee_dict_get_stats(d);
    assert_int_equal(st->lines, 10);
    assert_int_equal(st->words, 4);
    assert_int_equal(st->duplicates, 1);
    assert_int_equal(st->blank, 1);
    assert_int_equal(st->uppercase, 1);
    assert_int_equal(st->non_ascii, 1);
    assert_int_equal(st->other, 2);
    bee_dict_free(d);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Random lists (unsorted, many duplicates, a few runs) come out as the sorted
 * distinct words of the input, checked against qsort. */
static void random_lists_come_out_sorted_and_distinct(void **state)
{
    (void)state;
    tu_rng rng = {11};
    for (int round = 0; round < 20; round++) {
        size_t n = 1 + tu_below(&rng, 3000);
        char *text = tu_random_words(&rng, n, 1 + (int)tu_below(&rng, 6), "abcd");
        bee_dict *d = tu_dict_text(text);
        char **lines = malloc(n * sizeof *lines);
        size_t k = 0;
        for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
            lines[k++] = line;
        assert_int_equal(k, n);
        qsort(lines, n, sizeof *lines, cmp_str);
        size_t distinct = 0;
        for (size_t i = 0; i < n; i++) {
            if (i && strcmp(lines[i], lines[i - 1]) == 0)
                continue;
            assert_true(distinct < bee_dict_size(d));
            assert_string_equal(bee_dict_word(d, (uint32_t)distinct), lines[i]);
            distinct++;
        }
        assert_int_equal(bee_dict_size(d), distinct);
        assert_int_equal(bee_dict_get_stats(d)->duplicates, n - distinct);
        free(lines);
        bee_dict_free(d);
        free(text);
    }
}

static void masks_are_letter_sets(void **state)
{
    (void)state;
    bee_dict *d = tu_dict_text("abba\nzebra\n");
    assert_int_equal(bee_dict_word_mask(d, 0), 0x3u);
    assert_int_equal(bee_dict_word_mask(d, 1), (1u << 25) | (1u << 4) | 2u | (1u << 17) | 1u);
    assert_int_equal(bee_mask_of("a?", 2), 0x80000001u);
    bee_dict_free(d);
}

static void fold_case_lowercases_first(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(load("APPLE\nPear\napple\n", 1, &d, &err), BEE_OK);
    assert_int_equal(bee_dict_size(d), 2);
    assert_int_equal(bee_dict_get_stats(d)->duplicates, 1);
    assert_string_equal(bee_dict_word(d, 1), "pear");
    bee_dict_free(d);
}

/* The library names no command-line flag: the program adds "try --fold-case". */
static void all_uppercase_list_says_uppercase(void **state)
{
    (void)state;
    bee_dict *d = (bee_dict *)1;
    bee_error err;
    assert_int_equal(load("AA\nAAH\nAAHED\n", 0, &d, &err), BEE_ERR_EMPTY);
    assert_null(d);
    assert_string_equal(err.message, "words.txt: no usable word: 3 lines skipped (3 uppercase)");
}

/* Issue 12, item 7: a file with CR line ends is one long line of "other"
 * characters; the message says why. */
static void cr_only_line_ends_get_a_hint(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(load("apple\rbanana\rcherry\r", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message,
                        "words.txt: no usable word: 1 lines skipped (1 characters other than a-z); "
                        "lines seem to end in CR alone (old Mac line ends): one word a line, "
                        "ending in LF or CRLF, is expected");
    /* CRLF is fine, and a stray CR elsewhere gives no hint */
    assert_int_equal(load("ab\r\ncd\r\n", 0, &d, &err), BEE_OK);
    assert_int_equal(bee_dict_size(d), 2);
    bee_dict_free(d);
    assert_int_equal(load("a b\r\n", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message,
                        "words.txt: no usable word: 1 lines skipped (1 characters other than a-z)");
}

/* Issue 12, item 2: a dictionary from memory maps nothing, so freeing it
 * unmaps nothing (the fields were left uninitialised). */
static void memory_dictionary_owns_no_mapping(void **state)
{
    (void)state;
    bee_dict *d = tu_dict_text("bee\nhive\n");
    assert_null(d->map);
    assert_int_equal(d->map_len, 0);
    bee_dict_free(d);
}

/* Issue 12, item 6: word lists are bounded, so 32-bit word offsets never
 * overflow; the bound is checked before a byte is read. */
static void oversized_list_is_refused(void **state)
{
    (void)state;
    bee_dict *d = (bee_dict *)1;
    bee_error err;
    char byte = 'a';
    assert_int_equal(bee_dict_load_memory(&byte, BEE_MAX_DICT_BYTES + 1, "big.txt", NULL, &d, &err),
                     BEE_ERR_LIMIT);
    assert_null(d);
    assert_string_equal(err.message, "big.txt: word list over the size limit of 256 MiB");
    char path[] = "/tmp/bee-test-sparse-XXXXXX"; /* 5 GiB, sparse: no disk used */
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)5 << 30), 0);
    close(fd);
    assert_int_equal(bee_dict_load_file(path, NULL, &d, &err), BEE_ERR_LIMIT);
    char want[128];
    snprintf(want, sizeof want, "%s: word list over the size limit of 256 MiB", path);
    assert_string_equal(err.message, want);
    unlink(path);
}

/* ------------------------------------------------- against a plain loader */

typedef struct ref_dict {
    char **words;
    size_t n;
    bee_dict_stats st;
} ref_dict;

/* The rules written plainly: split at LF, drop one CR before it, judge each
 * line, sort with qsort, drop repeats. */
static void ref_load(const char *text, size_t len, int fold, ref_dict *r)
{
    memset(r, 0, sizeof *r);
    r->words = malloc((len + 1) * sizeof *r->words);
    size_t kept = 0;
    for (size_t pos = 0; pos < len;) {
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        size_t l = end - pos;
        if (l && text[pos + l - 1] == '\r')
            l--;
        r->st.lines++;
        int upper = 0, high = 0, other = 0;
        char *w = malloc(l + 1);
        for (size_t i = 0; i < l; i++) {
            unsigned char c = (unsigned char)text[pos + i];
            if (c >= 'A' && c <= 'Z' && fold)
                c = (unsigned char)(c + 32);
            upper |= c >= 'A' && c <= 'Z';
            high |= c >= 0x80;
            other |= c < 0x80 && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z');
            w[i] = (char)c;
        }
        w[l] = '\0';
        if (l == 0)
            r->st.blank++;
        else if (l > BEE_MAX_WORD_LEN)
            r->st.too_long++;
        else if (high)
            r->st.non_ascii++;
        else if (other)
            r->st.other++;
        else if (upper)
            r->st.uppercase++;
        else {
            r->words[kept++] = w;
            w = NULL;
        }
        free(w);
        pos = end + 1;
    }
    qsort(r->words, kept, sizeof *r->words, cmp_str);
    for (size_t i = 0; i < kept; i++) {
        if (r->n && strcmp(r->words[r->n - 1], r->words[i]) == 0) {
            r->st.duplicates++;
            free(r->words[i]);
            continue;
        }
        r->words[r->n++] = r->words[i];
    }
    r->st.words = r->n;
}

static void ref_free(ref_dict *r)
{
    for (size_t i = 0; i < r->n; i++)
        free(r->words[i]);
    free(r->words);
}

/* Random text over a small alphabet of troublemakers: CR and LF anywhere,
 * capitals, a non-ASCII byte, an apostrophe, very long lines, repeats. */
static void adversarial_lists_load_like_the_plain_rules(void **state)
{
    (void)state;
    static const char pool[] = "abcabcabcABZ\r\n\n\n'\xe9";
    tu_rng rng = {2024};
    for (int round = 0; round < 400; round++) {
        size_t len = tu_below(&rng, round % 50 == 0 ? 3000 : 120);
        char *text = malloc(len + 1);
        for (size_t i = 0; i < len; i++) {
            text[i] = pool[tu_below(&rng, sizeof pool - 1)];
            if (round % 7 == 0 && tu_below(&rng, 100) == 0) /* a long run: too long */
                for (size_t k = 0; k < 300 && i + 1 < len; k++)
                    text[++i] = 'a';
        }
        int fold = round & 1;
        ref_dict want;
        ref_load(text, len, fold, &want);
        bee_dict *d = NULL;
        bee_error err;
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.fold_case = fold;
        bee_status s = bee_dict_load_memory(text, len, "r", &o, &d, &err);
        if (want.n == 0) {
            assert_int_equal(s, BEE_ERR_EMPTY);
        } else {
            assert_int_equal(s, BEE_OK);
            assert_int_equal(bee_dict_size(d), want.n);
            for (size_t i = 0; i < want.n; i++) {
                assert_string_equal(bee_dict_word(d, (uint32_t)i), want.words[i]);
                assert_int_equal(bee_dict_word_len(d, (uint32_t)i), strlen(want.words[i]));
                assert_int_equal(bee_dict_word_mask(d, (uint32_t)i),
                                 bee_mask_of(want.words[i], strlen(want.words[i])));
            }
            const bee_dict_stats *st = bee_dict_get_stats(d);
            assert_memory_equal(st, &want.st, sizeof want.st);
            bee_dict_free(d);
        }
        ref_free(&want);
        free(text);
    }
}

static void empty_input_is_an_error(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(load("", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message, "words.txt: no usable word: the file is empty");
    assert_int_equal(load("\n\r\n123\n", 0, &d, &err), BEE_ERR_EMPTY);
    assert_string_equal(err.message, "words.txt: no usable word: 3 lines skipped "
                                     "(1 characters other than a-z, 2 blank)");
}

static void long_lines_are_skipped(void **state)
{
    (void)state;
    char *text = malloc(400);
    memset(text, 'a', 300);
    strcpy(text + 300, "\nbee\n");
    bee_dict *d = tu_dict_text(text);
    assert_int_equal(bee_dict_size(d), 1);
    assert_int_equal(bee_dict_get_stats(d)->too_long, 1);
    bee_dict_free(d);
    free(text);
}

static void missing_file_is_named(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(bee_dict_load_file("/nonexistent/words", NULL, &d, &err), BEE_ERR_IO);
    assert_string_equal(err.message, "/nonexistent/words: cannot open: No such file or directory");
    assert_int_equal(bee_dict_load_file("/", NULL, &d, &err), BEE_ERR_IO);
    assert_string_equal(err.message, "/: read error: Is a directory");
}

static void default_dictionary_is_built_in(void **state)
{
    (void)state;
    bee_dict *d;
    bee_error err;
    assert_int_equal(bee_dict_load_default(NULL, &d, &err), BEE_OK);
    assert_true(bee_dict_size(d) > 50000);
    bee_dict_free(d);
}

/* The n words written into a dictionary sized to them, each with its NUL,
 * and taken as they are (the one-off's way): 1 and *out if taken, 0 if not
 * or n is 0, -1 if out of memory. */
static int of_sorted_words(const char *const *words, size_t n, bee_dict **out)
{
    if (n == 0)
        return 0;
    size_t len = 0;
    for (size_t i = 0; i < n; i++)
        len += strlen(words[i]) + 1;
    bee_dict_columns c;
    bee_dict *d = bee_dict_new_sized(n, len, &c);
    if (!d)
        return -1;
    for (size_t i = 0, at = 0; i < n; i++) {
        c.offset[i] = (uint32_t)at;
        c.len[i] = (uint8_t)strlen(words[i]);
        memcpy(c.text + at, words[i], c.len[i] + 1u);
        at += c.len[i] + 1u;
    }
    if (!bee_dict_take_sorted_words(d, &c, n)) {
        bee_dict_free(d);
        return 0;
    }
    *out = d;
    return 1;
}

/* Sorted a-z words are taken as they are, with the arrays the loader makes
 * of them; anything the loader would judge, sort or drop is left to it. */
static void sorted_words_are_taken_as_they_are(void **state)
{
    (void)state;
    static const char *const good[] = {"ab", "abc", "b", "quiz", "zebra"};
    bee_dict *d = NULL, *want = NULL;
    assert_int_equal(of_sorted_words(good, 5, &d), 1);
    const char *lines = "ab\nabc\nb\nquiz\nzebra\n";
    assert_int_equal(load(lines, 0, &want, NULL), BEE_OK);
    assert_int_equal(d->n, want->n);
    for (size_t i = 0; i < d->n; i++) {
        assert_string_equal(d->text + d->offset[i], want->text + want->offset[i]);
        assert_int_equal(d->len[i], want->len[i]);
        assert_int_equal(d->mask[i], want->mask[i]);
    }
    assert_int_equal(d->stats.words, want->stats.words);
    bee_dict_free(d);
    bee_dict_free(want);
    static const struct {
        const char *words[3];
        size_t n;
    } not_taken[] = {
        {{"b", "a"}, 2},         /* unsorted */
        {{"a", "a"}, 2},         /* twice */
        {{"ab", "a"}, 2},        /* a prefix after its word */
        {{"a", "B"}, 2},         /* uppercase */
        {{"a", "b\xc3\xa9"}, 2}, /* not ASCII */
        {{"a", "b\x7f"}, 2},     /* the bytes around a-z */
        {{"a", "b{"}, 2},
        {{"a", "b`"}, 2},
        {{"a", "", "b"}, 3}, /* empty */
        {{""}, 1},
        {{"a"}, 0},
    };
    for (size_t k = 0; k < sizeof not_taken / sizeof *not_taken; k++) {
        d = NULL;
        assert_int_equal(of_sorted_words(not_taken[k].words, not_taken[k].n, &d), 0);
        assert_null(d);
    }
    char longest[BEE_MAX_WORD_LEN + 1];
    memset(longest, 'z', BEE_MAX_WORD_LEN);
    longest[BEE_MAX_WORD_LEN] = '\0';
    const char *one[] = {longest};
    assert_int_equal(of_sorted_words(one, 1, &d), 1);
    assert_int_equal(d->len[0], BEE_MAX_WORD_LEN);
    assert_int_equal(d->mask[0], 1u << 25);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keeps_lowercase_words_sorted_and_distinct),
        cmocka_unit_test(random_lists_come_out_sorted_and_distinct),
        cmocka_unit_test(masks_are_letter_sets),
        cmocka_unit_test(fold_case_lowercases_first),
        cmocka_unit_test(all_uppercase_list_says_uppercase),
        cmocka_unit_test(cr_only_line_ends_get_a_hint),
        cmocka_unit_test(memory_dictionary_owns_no_mapping),
        cmocka_unit_test(oversized_list_is_refused),
        cmocka_unit_test(adversarial_lists_load_like_the_plain_rules),
        cmocka_unit_test(empty_input_is_an_error),
        cmocka_unit_test(long_lines_are_skipped),
        cmocka_unit_test(missing_file_is_named),
        cmocka_unit_test(default_dictionary_is_built_in),
        cmocka_unit_test(sorted_words_are_taken_as_they_are),
    };
    return cmocka_run_group_tests_name("dict", tests, NULL, NULL);
}
