/*
 * test_hints_format.c - the hints records (src/output/hints_format.c), JSON
 * and TSV, against a plain rendering written here with snprintf from the
 * bee_hints accessors: random English lists with puzzles of 2 to 26 letters
 * (scores past 10,000: numbers of five digits and more), with and without
 * found words, a list over Catalan's alphabet (letters of two bytes), into a
 * memory buffer and into a file's small buffer that must flush first.
 */
#define _GNU_SOURCE /* open_memstream */
#include "testutil.h"
#include "output/hints_format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Letter i as the record spells it. */
static void put_letter(FILE *f, const bee_alphabet *a, int i)
{
    char buf[5];
    if (a && bee_alphabet_letter(a, i, buf))
        fputs(buf, f);
    else
        fputc('a' + i, f);
}

/* The record of r in `style`, the plain way. */
static char *oracle(hints_style style, const hints_record *r, size_t *len)
{
    char *text;
    FILE *f = open_memstream(&text, len);
    const bee_hints *h = r->hints;
    const bee_puzzle *p = r->puzzle;
    int json = style == HINTS_JSON;
    if (json) {
        fprintf(f, "{\"puzzle\":\"%s\",\"center\":\"", p->text);
        put_letter(f, r->alphabet, __builtin_ctz(p->center));
        fprintf(f,
                "\",\"count\":%zu,\"score\":%llu,\"pangram_count\":%zu,"
                "\"perfect_pangram_count\":%zu,\"bingo\":%s,\"grid\":{",
                bee_hints_count(h), (unsigned long long)bee_hints_score(h), bee_hints_pangrams(h),
                bee_hints_perfect_pangrams(h), bee_hints_bingo(h) ? "true" : "false");
    } else {
        fprintf(f, "%s\t%zu\t%llu\t%zu\t%zu\t%s\t", p->text, bee_hints_count(h),
                (unsigned long long)bee_hints_score(h), bee_hints_pangrams(h),
                bee_hints_perfect_pangrams(h), bee_hints_bingo(h) ? "true" : "false");
    }
    int rows = 0, cells = 0;
    for (int l = 0; l < 32; l++) {
        if (!(p->letters >> l & 1))
            continue;
        if (json) {
            fputs(rows++ ? ",\"" : "\"", f);
            put_letter(f, r->alphabet, l);
            fputs("\":{", f);
            cells = 0;
        }
        for (uint32_t k = bee_hints_shortest(h); k <= bee_hints_longest(h); k++) {
            size_t n = bee_hints_grid(h, l, k);
            if (!n)
                continue;
            if (cells++)
                fputc(',', f);
            if (json) {
                fprintf(f, "\"%u\":%zu", k, n);
            } else {
                put_letter(f, r->alphabet, l);
                fprintf(f, "%u:%zu", k, n);
            }
        }
        if (json)
            fputc('}', f);
    }
    fputs(json ? "},\"two_letter\":{" : "\t", f);
    for (size_t i = 0; i < bee_hints_two_letter_count(h); i++) {
        int a, b;
        size_t n = bee_hints_two_letter(h, i, &a, &b);
        fputs(i ? "," : "", f);
        fputs(json ? "\"" : "", f);
        put_letter(f, r->alphabet, a);
        put_letter(f, r->alphabet, b);
        fprintf(f, json ? "\":%zu" : ":%zu", n);
    }
    if (json) {
        fputs("},\"ranks\":[", f);
        for (int i = 0; i < BEE_HINTS_RANKS; i++)
            fprintf(f, "%s{\"name\":\"%s\",\"score\":%llu}", i ? "," : "", bee_hints_rank_name(i),
                    (unsigned long long)bee_hints_rank_score(h, i));
        fputc(']', f);
    }
    if (r->found) {
        const char *rank = bee_hints_rank_name(bee_hints_found_rank(h));
        size_t nn;
        const size_t *na = bee_hints_not_answers(h, &nn);
        if (json) {
            fprintf(f, ",\"found\":{\"count\":%zu,\"score\":%llu,\"rank\":\"%s\",\"not_answers\":[",
                    bee_hints_found_count(h), (unsigned long long)bee_hints_found_score(h), rank);
            for (size_t i = 0; i < nn; i++) /* the test's words need no escapes */
                fprintf(f, "%s\"%s\"", i ? "," : "", r->found[na[i]]);
            fputs("]}", f);
        } else {
            fprintf(f, "\t%zu\t%llu\t%s", bee_hints_found_count(h),
                    (unsigned long long)bee_hints_found_score(h), rank);
        }
    }
    fputs(json ? "}\n" : "\n", f);
    fclose(f);
    return text;
}

static uint64_t largest_score; /* of the records checked */

/* r's record in each style, into a memory buffer and through a file's small
 * buffer, against the oracle. */
static void check_record(const hints_record *r)
{
    if (bee_hints_score(r->hints) > largest_score)
        largest_score = bee_hints_score(r->hints);
    for (hints_style style = HINTS_JSON; style <= HINTS_TSV; style++) {
        size_t want_len;
        char *want = oracle(style, r, &want_len);
        out o;
        assert_int_equal(out_open(&o, -1, 16), 0);
        out_str(&o, "x"); /* not at the buffer's start */
        hints_format(&o, style, r);
        assert_int_equal(o.error, 0);
        assert_int_equal(o.len, want_len + 1);
        assert_memory_equal(o.buf + 1, want, want_len);
        free(o.buf);
        FILE *tmp = tmpfile();
        assert_int_equal(out_open(&o, fileno(tmp), 64), 0);
        out_str(&o, "x");
        hints_format(&o, style, r);
        out_close(&o);
        char *got = malloc(want_len + 2);
        rewind(tmp);
        assert_int_equal(fread(got, 1, want_len + 2, tmp), want_len + 1);
        assert_memory_equal(got + 1, want, want_len);
        fclose(tmp);
        free(got);
        free(want);
    }
}

/* Puzzle p's page into h, its records checked. */
static void check_puzzle(const bee_dict *d, const bee_puzzle *p, const bee_result *res,
                         const bee_hints_options *o, void *h)
{
    assert_int_equal(bee_hints_from_result(d, p, res, o, h, NULL), BEE_OK);
    hints_record rec = {p, h, o->found, o->n_found, hints_alphabet(d)};
    check_record(&rec);
}

static void records_match_a_plain_rendering(void **state)
{
    (void)state;
    tu_rng r = {20261128};
    bee_hints *h = bee_hints_new();
    for (int list = 0; list < 6; list++) {
        bee_dict *d = tu_random_dict(&r, 500u << list, 12, "abcdefghijklmnopqrstuvwxyz");
        bee_index *ix;
        assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
        for (int t = 0; t < 30; t++) {
            bee_puzzle p;
            tu_random_puzzle(&r, t == 0 ? 26 : 2 + (int)tu_below(&r, 12), NULL, &p);
            tu_check_hints_options(ix, &p, &r, check_puzzle, h);
        }
        bee_index_free(ix);
        bee_dict_free(d);
    }
    bee_hints_free(h);
    assert_true(largest_score >= 10000); /* numbers past the digit table's */
}

static void records_over_another_alphabet(void **state)
{
    (void)state;
    tu_rng r = {23};
    const bee_alphabet *a = bee_alphabet_builtin("ca");
    const char *text = "colleccio\nçabdelm\nçelebra\nlecció\nsolc\ncol·lecció\nmesclo\nçç\n";
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.alphabet = a;
    bee_dict *d = NULL;
    assert_int_equal(bee_dict_load_memory(text, strlen(text), "ca", &o, &d, NULL), BEE_OK);
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = 1;
    bee_index *ix;
    assert_int_equal(bee_index_build(d, &io, &ix, NULL), BEE_OK);
    bee_hints *h = bee_hints_new();
    const char *puzzles[] = {"lecoisn", "çabdelm", "abdeÇlm", "çelbrao"};
    for (size_t i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        bee_puzzle p;
        assert_int_equal(bee_puzzle_parse(a, puzzles[i], strlen(puzzles[i]), 7, &p, NULL), BEE_OK);
        tu_check_hints_options(ix, &p, &r, check_puzzle, h);
    }
    bee_hints_free(h);
    bee_index_free(ix);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(records_match_a_plain_rendering),
        cmocka_unit_test(records_over_another_alphabet),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
