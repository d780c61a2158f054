/* test_words_kernels.c - the word-check kernels (kernels/words_kernel.h)
 * against the plain rule (bee_word_ok) on random sorted word lists with long
 * shared prefixes, words of every length from 1 to 40 (the 16-byte step and
 * its tail), a short text so that the last words take the scalar tail, and
 * one fault at a time: a letter set off by one bit, a word equal to the one
 * before it, a word before the one before it.  Every runnable kernel must
 * return exactly the first bad word the rule finds, or n. */
#include "testutil.h"
#include "solve/index.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 400, MAX_LEN = 40 };

typedef struct word_list {
    unsigned char text[MAX_WORDS * (MAX_LEN + 1)];
    uint32_t offset[MAX_WORDS], mask[MAX_WORDS];
    uint8_t len[MAX_WORDS];
    size_t n, text_len;
} word_list;

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* n distinct sorted words over a 3-letter alphabet after a shared stem of
 * 0 to 20 letters, so that neighbours often agree on 16 bytes and more; all
 * of length `fixed` if not 0. */
static void random_list(tu_rng *r, size_t n, size_t fixed, word_list *w)
{
    static char words[MAX_WORDS][MAX_LEN + 1];
    char *sorted[MAX_WORDS];
    char stem[MAX_LEN + 1];
    size_t stem_len = tu_below(r, 21);
    for (size_t j = 0; j < stem_len; j++)
        stem[j] = (char)('a' + tu_below(r, 26));
    size_t k = 0;
    for (size_t tries = 0; k < n && tries < 20 * n; tries++) {
        size_t len = fixed ? fixed : 1 + tu_below(r, MAX_LEN);
        size_t keep = len < stem_len ? len : stem_len;
        memcpy(words[k], stem, keep);
        for (size_t j = keep; j < len; j++)
            words[k][j] = (char)("aeq"[tu_below(r, 3)]);
        words[k][len] = '\0';
        int dup = 0;
        for (size_t i = 0; i < k && !dup; i++)
            dup = strcmp(words[i], words[k]) == 0;
        k += !dup;
    }
    for (size_t i = 0; i < k; i++)
        sorted[i] = words[i];
    qsort(sorted, k, sizeof *sorted, by_text);
    w->n = k;
    w->text_len = 0;
    for (size_t i = 0; i < k; i++) {
        size_t len = strlen(sorted[i]);
        w->offset[i] = (uint32_t)w->text_len;
        w->len[i] = (uint8_t)len;
        memcpy(w->text + w->text_len, sorted[i], len + 1);
        w->mask[i] = bee_word_letters(w->text + w->text_len, len);
        w->text_len += len + 1;
    }
}

static size_t reference(const word_list *w)
{
    for (size_t i = 0; i < w->n; i++)
        if (!bee_word_ok(w->text, w->offset, w->len, w->mask, i))
            return i;
    return w->n;
}

static void check_every_kernel(const word_list *w, const char *what)
{
    size_t want = reference(w);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        size_t got = bee_kernel_words_fn((bee_kernel_id)k)((const char *)w->text, w->text_len,
                                                           w->offset, w->len, w->mask, w->n);
        if (got != want)
            fail_msg("%s, kernel %s: first bad word %zu, the rule says %zu (of %zu)", what,
                     bee_kernel_name((bee_kernel_id)k), got, want, w->n);
    }
}

static void good_lists_pass(void **state)
{
    (void)state;
    tu_rng r = {12};
    static word_list w;
    for (int round = 0; round < 300; round++) {
        random_list(&r, 1 + tu_below(&r, MAX_WORDS), 0, &w);
        check_every_kernel(&w, "a good list");
        assert_int_equal(reference(&w), w.n);
    }
}

static void one_fault_anywhere(void **state)
{
    (void)state;
    tu_rng r = {34};
    static word_list w, copy;
    for (int round = 0; round < 1200; round++) {
        /* one length for all in most rounds, so that words can trade places */
        random_list(&r, 2 + tu_below(&r, 60), round % 4 ? 1 + tu_below(&r, MAX_LEN) : 0, &w);
        if (w.n < 2)
            continue;
        copy = w;
        size_t i = 1 + tu_below(&r, (uint32_t)w.n - 1);
        switch (round % 3) {
        case 0: /* a letter set off by one bit, any of the 32 */
            copy.mask[i] ^= 1u << tu_below(&r, 32);
            break;
        case 1: /* the same word twice: the text of word i-1, if it fits */
            if (copy.len[i] != copy.len[i - 1])
                continue;
            memcpy(copy.text + copy.offset[i], copy.text + copy.offset[i - 1], copy.len[i]);
            copy.mask[i] = copy.mask[i - 1];
            break;
        default: /* words i-1 and i swapped, when of one length */
            if (copy.len[i] != copy.len[i - 1])
                continue;
            memcpy(copy.text + copy.offset[i - 1], w.text + w.offset[i], w.len[i]);
            memcpy(copy.text + copy.offset[i], w.text + w.offset[i - 1], w.len[i]);
            copy.mask[i - 1] = w.mask[i];
            copy.mask[i] = w.mask[i - 1];
            break;
        }
        assert_true(reference(&copy) < copy.n);
        check_every_kernel(&copy, "one fault");
    }
}

/* The 16-byte step's edge: words equal for 16 bytes, the later one shorter,
 * so it sorts first.  (Breaking a kernel's order step, e.g. ignoring where
 * the earlier word ends, fails one_fault_anywhere: tried.) */
static void the_sixteenth_byte(void **state)
{
    (void)state;
    static word_list w;
    const char *words[] = {"aaaaaaaaaaaaaaaaq", "aaaaaaaaaaaaaaaa", "b"};
    w.n = 3;
    w.text_len = 0;
    for (size_t i = 0; i < 3; i++) {
        size_t len = strlen(words[i]);
        w.offset[i] = (uint32_t)w.text_len;
        w.len[i] = (uint8_t)len;
        memcpy(w.text + w.text_len, words[i], len + 1);
        w.mask[i] = bee_word_letters(w.text + w.text_len, len);
        w.text_len += len + 1;
    }
    w.text_len += 64; /* room for the 16-byte step everywhere */
    assert_int_equal(reference(&w), 1);
    check_every_kernel(&w, "equal for 16 bytes, the second shorter");
}

int main(void)
{
    tu_print_platform("word-check kernels");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(good_lists_pass),
        cmocka_unit_test(one_fault_anywhere),
        cmocka_unit_test(the_sixteenth_byte),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
