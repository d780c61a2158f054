/*
 * test_oneshot.c - the one-shot plan (bee_oneshot_solve) against the plain
 * reference over a dictionary loaded the normal way, with every line-filter
 * kernel this machine runs: random lists, adversarial text (CRLF, CR alone,
 * no final newline, junk and non-ASCII lines, capitals with and without
 * folding, duplicates, unsorted, empty), every text length around the
 * 64-byte chunks, and raw filter output against the scalar kernel.  One test
 * injects a fault to prove the comparison catches a difference.
 */
#include "testutil.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* 1 if the one-shot answer equals the reference's, word for word. */
static int same_answers(const bee_dict *full, const bee_result *want, const bee_dict *got_dict,
                        const bee_result *got, char *why, size_t cap)
{
    if (got->count != want->count || got->pangrams != want->pangrams || got->score != want->score) {
        snprintf(why, cap, "count %zu/%zu pangrams %zu/%zu score %llu/%llu", got->count,
                 want->count, got->pangrams, want->pangrams, (unsigned long long)got->score,
                 (unsigned long long)want->score);
        return 0;
    }
    for (size_t i = 0; got->words && i < got->count; i++) {
        const char *g = bee_dict_word(got_dict, got->words[i]);
        const char *w = bee_dict_word(full, want->words[i]);
        if (strcmp(g, w) != 0) {
            snprintf(why, cap, "answer %zu is '%s', expected '%s'", i, g, w);
            return 0;
        }
    }
    return 1;
}

/* The one-shot plan on `text` with every runnable kernel against the
 * reference over the normally loaded list; both fail alike if the list has
 * no word. */
static void check_text(const char *text, size_t len, int fold, uint32_t min_len,
                       const bee_puzzle *p, bee_scoring scoring, int want_words)
{
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    dopt.fold_case = fold;
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = scoring;
    so.want_words = want_words;
    bee_dict *full;
    bee_error full_err, err;
    bee_status fs = bee_dict_load_memory(text, len, "t", &dopt, &full, &full_err);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    if (fs == BEE_OK)
        assert_int_equal(bee_solve_reference(full, min_len, p, &so, want, NULL), BEE_OK);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        bee_index_options io;
        bee_index_options_init(&io);
        io.min_len = min_len;
        io.kernel = (bee_kernel_id)k;
        bee_dict *answers = NULL;
        bee_status s = bee_oneshot_solve(text, len, "t", &dopt, &io, p, &so, &answers, got, &err);
        if (fs != BEE_OK) {
            assert_int_equal(s, fs);
            assert_string_equal(err.message, full_err.message);
            assert_null(answers);
            continue;
        }
        assert_int_equal(s, BEE_OK);
        char why[300];
        if (!same_answers(full, want, answers, got, why, sizeof why))
            fail_msg("kernel %s, puzzle %s, fold %d, min_len %u, %zu bytes: %s",
                     bee_kernel_name((bee_kernel_id)k), p->text, fold, min_len, len, why);
        bee_dict_free(answers);
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_dict_free(full);
}

static void plain_list_answers_like_the_reference(void **state)
{
    (void)state;
    const char *text = "granite\ntearing\ngrant\nrang\ntang\nGreta\nit's\nart\ngranite\n";
    bee_puzzle p = tu_puzzle("raegint", 7);
    check_text(text, strlen(text), 0, 4, &p, BEE_SCORING_NYT, 1);
    check_text(text, strlen(text), 1, 4, &p, BEE_SCORING_NYT, 1);
    check_text(text, strlen(text), 0, 3, &p, BEE_SCORING_SIMPLE, 0);
    /* the same list, the answers read back */
    bee_dict *answers;
    bee_result *r = bee_result_new();
    assert_int_equal(
        bee_oneshot_solve(text, strlen(text), "t", NULL, NULL, &p, NULL, &answers, r, NULL),
        BEE_OK);
    assert_int_equal(r->count, 4);
    const char *expect[] = {"granite", "grant", "rang", "tearing"};
    for (size_t i = 0; i < 4; i++)
        assert_string_equal(bee_dict_word(answers, r->words[i]), expect[i]);
    assert_int_equal(r->pangrams, 2);
    assert_int_equal(r->score, 14 + 5 + 1 + 14);
    bee_dict_free(answers);
    bee_result_free(r);
}

/* Text from a pool of troublemakers around the puzzle's letters. */
static char *adversarial_text(tu_rng *rng, size_t len, const char *pool)
{
    char *text = malloc(len + 1);
    size_t np = strlen(pool);
    for (size_t i = 0; i < len; i++)
        text[i] = pool[tu_below(rng, (uint32_t)np)];
    text[len] = '\0';
    return text;
}

static void adversarial_text_answers_like_the_reference(void **state)
{
    (void)state;
    /* puzzle letters (lower and upper), a foreign letter, CR, LF (often),
     * junk, a non-ASCII byte, a NUL */
    static const char pool[] = "aaeeggiinnrrttAERTx\r\n\n\n\n'-\xc3\xa9";
    tu_rng rng = {77};
    bee_puzzle p = tu_puzzle("raegint", 7);
    for (int round = 0; round < 300; round++) {
        size_t len = tu_below(&rng, round % 30 == 0 ? 5000 : 300);
        char *text = adversarial_text(&rng, len, pool);
        if (round % 5 == 0 && len)
            text[tu_below(&rng, (uint32_t)len)] = '\0'; /* a NUL byte is junk too */
        check_text(text, len, round & 1, 1 + (uint32_t)tu_below(&rng, 5), &p,
                   (bee_scoring)(round % 3 == 0), round % 4 != 0);
        free(text);
    }
}

/* Every length from 0 to a few chunks past 64, with and without a final
 * newline, so that every tail and chunk boundary is crossed by a line. */
static void every_length_around_the_chunks(void **state)
{
    (void)state;
    tu_rng rng = {5};
    bee_puzzle p = tu_puzzle("tacgino", 7);
    for (size_t len = 0; len < 300; len++) {
        char *text = adversarial_text(&rng, len, "tacgionx\n\n");
        check_text(text, len, 0, 1, &p, BEE_SCORING_NYT, 1);
        if (len)
            text[len - 1] = 'a'; /* no final newline */
        check_text(text, len, 0, 1, &p, BEE_SCORING_NYT, 1);
        free(text);
    }
    /* one word as long as the limit, one just over it, across chunks */
    char *text = malloc(600);
    memset(text, 'a', 600);
    text[0] = 't';
    text[255] = '\n';
    text[256] = 't';
    text[513] = '\n';
    check_text(text, 600, 0, 4, &p, BEE_SCORING_NYT, 1);
    free(text);
}

/* Random word lists: unsorted, duplicates, every puzzle size. */
static void random_lists_answer_like_the_reference(void **state)
{
    (void)state;
    tu_rng rng = {99};
    for (int round = 0; round < 30; round++) {
        const char *alphabet = round % 2 ? "abcdefghij" : "abcdefghijklmnopqrstuvwxyz";
        size_t n = 1 + tu_below(&rng, 4000);
        char *text = tu_random_words(&rng, n, 1 + (int)tu_below(&rng, 12), alphabet);
        for (int i = 0; i < 10; i++) {
            bee_puzzle p;
            int size = i % 3 == 0 ? 2 + (int)tu_below(&rng, 9) : 7;
            tu_random_puzzle(&rng, size, alphabet, &p);
            check_text(text, strlen(text), 0, 1 + (uint32_t)tu_below(&rng, 6), &p, BEE_SCORING_NYT,
                       1);
        }
        free(text);
    }
}

static void empty_and_wordless_lists_fail_as_the_loader_does(void **state)
{
    (void)state;
    bee_puzzle p = tu_puzzle("raegint", 7);
    const char *lists[] = {"", "\n\n", "GRANITE\nRANG\n", "grant\rrang\r",
                           "x-ray\n\xc3\xa9t\xc3\xa9\n"};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
        check_text(lists[i], strlen(lists[i]), 0, 4, &p, BEE_SCORING_NYT, 1);
        check_text(lists[i], strlen(lists[i]), 1, 4, &p, BEE_SCORING_NYT, 1);
    }
    /* words, but none answers: an empty answer, not an error */
    bee_dict *answers;
    bee_result *r = bee_result_new();
    const char *text = "zoo\nquiz\n";
    assert_int_equal(
        bee_oneshot_solve(text, strlen(text), "t", NULL, NULL, &p, NULL, &answers, r, NULL),
        BEE_OK);
    assert_int_equal(r->count, 0);
    assert_int_equal(bee_dict_size(answers), 0);
    bee_dict_free(answers);
    bee_result_free(r);
}

/* With no center (letter bags), the filter keeps exactly the words of the
 * full list made of the letters, on adversarial text, with every kernel. */
static void filter_without_center_keeps_the_words_of_the_letters(void **state)
{
    (void)state;
    static const char pool[] = "abcdeABx\r\n\n\n'";
    tu_rng rng = {123};
    for (int round = 0; round < 200; round++) {
        size_t len = tu_below(&rng, 400);
        char *text = adversarial_text(&rng, len, pool);
        uint32_t letters = (uint32_t)tu_below(&rng, 1u << 6) | (round % 3 == 0 ? 1u << 23 : 0);
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.fold_case = round & 1;
        bee_dict *full, *got;
        bee_error e1, e2;
        bee_status fs = bee_dict_load_memory(text, len, "t", &o, &full, &e1);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            bee_status s =
                bee_dict_load_filtered(text, len, "t", &o, letters, 0, (bee_kernel_id)k, &got, &e2);
            assert_int_equal(s, fs);
            if (s != BEE_OK) {
                assert_string_equal(e2.message, e1.message);
                continue;
            }
            size_t j = 0;
            for (uint32_t i = 0; i < bee_dict_size(full); i++) {
                if (bee_dict_word_mask(full, i) & ~letters)
                    continue;
                assert_true(j < bee_dict_size(got));
                assert_string_equal(bee_dict_word(got, (uint32_t)j), bee_dict_word(full, i));
                j++;
            }
            assert_int_equal(bee_dict_size(got), j);
            bee_dict_free(got);
        }
        if (fs == BEE_OK)
            bee_dict_free(full);
        free(text);
    }
}

/* Raw filter output of every kernel equals the scalar kernel's, chunk by
 * chunk, carries included. */
static void kernels_filter_like_scalar(void **state)
{
    (void)state;
    tu_rng rng = {3};
    enum { LEN = 64 * 40 };
    char *text = malloc(LEN);
    uint32_t want[LEN], got[LEN];
    for (int round = 0; round < 50; round++) {
        for (size_t i = 0; i < LEN; i++)
            text[i] = "abcdefgABC\r\n\n\x80\xff"[tu_below(&rng, 15)];
        bee_line_filter f;
        memset(&f, 0, sizeof f);
        for (int i = 0; i < 16; i++) {
            f.lo[i] = (uint8_t)tu_next(&rng);
            f.hi[i] = (uint8_t)tu_next(&rng);
        }
        f.center[0] = (uint8_t)("abcA"[round % 4]);
        f.center[1] = (uint8_t)("abcC"[round % 4]);
        bee_line_carry c0 = {0, 0};
        size_t nw = bee_lines_scalar(text, LEN, &f, &c0, want);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            bee_line_carry c1 = {0, 0};
            size_t ng = bee_kernel_lines_fn((bee_kernel_id)k)(text, LEN, &f, &c1, got);
            assert_int_equal(ng, nw);
            assert_memory_equal(got, want, nw * sizeof *want);
            assert_memory_equal(&c1, &c0, sizeof c0);
        }
    }
    free(text);
}

/* The bag one-off's line count of every kernel equals the byte-at-a-time
 * rule (bee_line_fit_bytes) on random lines: short and long ones, empty
 * ones, a CR or a capital, letters repeated up to past their caps. */
static void kernels_count_lines_like_the_rule(void **state)
{
    (void)state;
    tu_rng rng = {7};
    enum { LEN = 4000 };
    char *text = malloc(LEN);
    uint32_t ends[LEN];
    bee_line_fit want[LEN], got[LEN];
    for (int round = 0; round < 60; round++) {
        for (size_t i = 0; i < LEN; i++) /* lines of 0 to ~20 bytes */
            text[i] = tu_below(&rng, 8) == 0 ? '\n'
                                             : "aabbcdeqzzA\r"[tu_below(&rng, round % 4 ? 10 : 12)];
        if (round % 5 == 0) /* long lines too */
            for (size_t i = 0; i < LEN; i++)
                text[i] = text[i] == '\n' && tu_below(&rng, 2) ? 'e' : text[i];
        uint8_t caps[32] = {0};
        for (int c = 'a'; c <= 'z'; c++)
            caps[c - 0x60] = (uint8_t)(round % 7 == 0 ? 15 : tu_below(&rng, 4));
        size_t at = round % 2 ? 16 : 64, k = 0, nw = 0;
        for (size_t e = at + 16; e < LEN; e++)
            if (text[e] == '\n')
                ends[k++] = (uint32_t)(e - at);
        for (size_t i = 0; i < k; i++) {
            bee_line_fit f = bee_line_fit_bytes(text + at + ends[i], caps);
            f.end = (uint16_t)ends[i];
            if (f.len)
                want[nw++] = f;
        }
        for (int kn = 0; kn < BEE_KERNEL_COUNT; kn++) {
            if (!bee_kernel_runnable((bee_kernel_id)kn))
                continue;
            size_t ng = bee_kernel_line_fits_fn((bee_kernel_id)kn)(text, at, ends, k, caps, got);
            assert_int_equal(ng, nw);
            for (size_t i = 0; i < nw; i++) {
                assert_int_equal(got[i].end, want[i].end);
                assert_int_equal(got[i].len, want[i].len);
                assert_int_equal(got[i].letters, want[i].letters);
            }
        }
    }
    free(text);
}

/* The comparison catches a wrong answer: drop one line from the text the
 * one-shot plan sees and the answers must differ. */
static void injected_fault_is_caught(void **state)
{
    (void)state;
    const char *full_text = "granite\ngrant\nrang\n";
    const char *cut_text = "granite\nrang\n";
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_dict *full, *answers;
    assert_int_equal(bee_dict_load_memory(full_text, strlen(full_text), "t", NULL, &full, NULL),
                     BEE_OK);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    assert_int_equal(bee_solve_reference(full, 4, &p, NULL, want, NULL), BEE_OK);
    assert_int_equal(bee_oneshot_solve(cut_text, strlen(cut_text), "t", NULL, NULL, &p, NULL,
                                       &answers, got, NULL),
                     BEE_OK);
    char why[300];
    assert_false(same_answers(full, want, answers, got, why, sizeof why));
    bee_dict_free(answers);
    bee_dict_free(full);
    bee_result_free(want);
    bee_result_free(got);
}

int main(void)
{
    tu_print_platform("oneshot");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plain_list_answers_like_the_reference),
        cmocka_unit_test(adversarial_text_answers_like_the_reference),
        cmocka_unit_test(every_length_around_the_chunks),
        cmocka_unit_test(random_lists_answer_like_the_reference),
        cmocka_unit_test(empty_and_wordless_lists_fail_as_the_loader_does),
        cmocka_unit_test(filter_without_center_keeps_the_words_of_the_letters),
        cmocka_unit_test(kernels_filter_like_scalar),
        cmocka_unit_test(kernels_count_lines_like_the_rule),
        cmocka_unit_test(injected_fault_is_caught),
    };
    return cmocka_run_group_tests_name("oneshot", tests, NULL, NULL);
}
