/* test_set_text.c - a stream's letter-set texts (src/output/set_text.c):
 * every record made from a set's text is byte for byte the record
 * format_result writes of the puzzle solved, in JSON and TSV, for random
 * and adversarial word lists (long words that lie outside the writer's
 * slots, sets with no word, no pangram or one word), each center; a
 * run of plain lines gives the same records; and the rules that bound it:
 * a set met once has no text, a stream that hardly repeats gives up, a cap
 * too small keeps nothing. */
#include "testutil.h"
#include "output/set_text.h"

#include <stdlib.h>
#include <string.h>

/* What a check works on: a list, its index, a writer of each format. */
typedef struct bench {
    const bee_dict *d;
    bee_index *ix;
    record_writer *w;
    set_texts *s;
    bee_result *r;
} bench;

static void bench_open(bench *b, const bee_dict *d, cli_format format, size_t cap)
{
    memset(b, 0, sizeof *b);
    b->d = d;
    assert_int_equal(bee_index_build(d, NULL, &b->ix, NULL), BEE_OK);
    cli_common c;
    cli_common_init(&c);
    c.format = format;
    b->w = record_writer_new(&c, d, 1);
    assert_non_null(b->w);
    b->s = set_texts_new(b->w, b->ix, cap, 1);
    b->r = bee_result_new();
    assert_non_null(b->r);
}

static void bench_close(bench *b)
{
    set_texts_free(b->s);
    record_writer_free(b->w);
    bee_result_free(b->r);
    bee_index_free(b->ix);
}

/* p's record as format_result writes it, in `want`. */
static void solved_record(const bench *b, const bee_puzzle *p, out *want)
{
    assert_int_equal(bee_solve(b->ix, p, record_writer_solve_options(b->w), b->r, NULL), BEE_OK);
    want->len = 0;
    format_result(want, b->w, p, b->r);
    assert_int_equal(want->error, 0);
}

/* The records format_result writes of the first n plain lines of text (7
 * letters and a newline each), one after the other, in `want`. */
static void solved_lines(const bench *b, const char *text, int n, out *want)
{
    out one = {-1, 0, 0, 0, NULL};
    want->len = 0;
    for (int k = 0; k < n; k++) {
        char line[8];
        memcpy(line, text + 8 * k, 7);
        line[7] = '\0';
        bee_puzzle p = tu_puzzle(line, 7);
        solved_record(b, &p, &one);
        out_bytes(want, one.buf, one.len);
    }
    free(one.buf);
}

/* The record of p from its set's text equals format_result's; 1 if p's set
 * had a text to make it from. */
static int same_record(const bench *b, const bee_puzzle *p)
{
    const set_text *t = set_texts_find(b->s, p, 0);
    if (!t)
        return 0;
    out want = {-1, 0, 0, 0, NULL}, got = {-1, 0, 0, 0, NULL};
    solved_record(b, p, &want);
    format_set_record(&got, b->w, p, strlen(p->text), t);
    assert_int_equal(got.error, 0);
    if (got.len != want.len || memcmp(got.buf, want.buf, want.len) != 0)
        fail_msg("%s: from the set's text\n%.*s\nsolved\n%.*s", p->text, (int)got.len, got.buf,
                 (int)want.len, want.buf);
    free(want.buf);
    free(got.buf);
    return 1;
}

/* Every center of p's set, met twice each (the first meeting of a set
 * makes no text): the records from the text equal the solved ones. */
static void check_set(const bench *b, uint32_t set)
{
    int size = __builtin_popcount(set);
    bee_puzzle first = tu_puzzle_of_set(set, 0);
    same_record(b, &first); /* met once (unless met before): solved as ever */
    for (int c = 0; c < size; c++) {
        bee_puzzle p = tu_puzzle_of_set(set, c);
        assert_true(same_record(b, &p));
        assert_true(same_record(b, &p));
    }
}

static void check_dict(const bee_dict *d, tu_rng *r, int puzzles, const char *alphabet,
                       const char *const *fixed)
{
    for (int f = 0; f < 2; f++) {
        bench b;
        bench_open(&b, d, f ? FORMAT_TSV : FORMAT_JSON, (size_t)64 << 20);
        assert_non_null(b.s);
        for (int i = 0; i < puzzles; i++) {
            bee_puzzle p;
            tu_random_puzzle(r, 7, alphabet, &p);
            check_set(&b, p.letters);
        }
        for (int i = 0; fixed && fixed[i]; i++)
            check_set(&b, tu_puzzle(fixed[i], 7).letters);
        bench_close(&b);
    }
}

static void random_lists(void **state)
{
    (void)state;
    tu_rng r = {41};
    tu_check_random_dicts(&r, 12, check_dict);
    tu_check_one_set_dict(&r, 4, check_dict);
    tu_check_no_center_dict(&r, 300, 4, check_dict);
}

/* Words whose text is 16 bytes or more (outside the writer's slots), sets
 * answered by one word or by no pangram. */
static void long_and_escaped_words(void **state)
{
    (void)state;
    tu_rng r = {7};
    bee_dict *d = tu_random_dict(&r, 3000, 24, "aeginrt");
    check_dict(d, &r, 6, "aeginrtbcd", (const char *[]){"raegint", NULL});
    bee_dict_free(d);
    const char *words[] = {"tearing", "gratingly",  "eating",
                           "tinge",   "ratatattat", "aaaaaaaaaaaaaaaaaaaaaaat",
                           "ginger"};
    d = tu_dict_of(words, sizeof words / sizeof *words);
    check_dict(d, &r, 2, NULL, (const char *[]){"raegint", "aegintr", "taegirn", NULL});
    bee_dict_free(d);
}

/* A run of plain lines: the records of the lines whose set has its text,
 * up to the first that has none or is no plain puzzle. */
static void lines_run(void **state)
{
    (void)state;
    tu_rng r = {3};
    bee_dict *d = tu_random_dict(&r, 2000, 9, "aeginrtlscd");
    for (int f = 0; f < 2; f++) {
        bench b;
        bench_open(&b, d, f ? FORMAT_TSV : FORMAT_JSON, (size_t)64 << 20);
        const char *sets[] = {"aeginrt", "aegilnr", "adeilnt"};
        for (int k = 0; k < 3; k++)
            check_set(&b, tu_puzzle(sets[k], 7).letters);
        const char text[] = "aeginrt\ngaeinrt\ndaeilnt\ntaeginr\nlaegirn\n"
                            "caeginr\n" /* a set met never: the run stops here */
                            "raegint\n";
        out want = {-1, 0, 0, 0, NULL}, got = {-1, 0, 0, 0, NULL};
        solved_lines(&b, text, 5, &want);
        size_t items = 0;
        size_t took = set_texts_lines(b.s, text, sizeof text - 1, 0, &got, &items);
        assert_int_equal(items, 5);
        assert_int_equal(took, 5 * 8);
        assert_int_equal(got.len, want.len);
        assert_memory_equal(got.buf, want.buf, want.len);
        /* not plain: an uppercase center, a repeated letter, no newline */
        const char *other[] = {"Raegint\n", "aaeginr\n", "aeginrt"};
        for (int k = 0; k < 3; k++) {
            got.len = 0;
            assert_int_equal(set_texts_lines(b.s, other[k], strlen(other[k]), 0, &got, &items), 0);
            assert_int_equal(items, 0);
        }
        free(want.buf);
        free(got.buf);
        bench_close(&b);
    }
    bee_dict_free(d);
}

/* 4,096 puzzles on distinct sets: the stream hardly repeats, so the sets
 * give up: a set met again then has no text.  A stream that repeats does
 * not give up. */
static void hardly_repeating_gives_up(void **state)
{
    (void)state;
    tu_rng r = {5};
    bee_dict *d = tu_random_dict(&r, 1000, 8, "abcdefghijklmnopqrstuvwxyz");
    bench b;
    bench_open(&b, d, FORMAT_JSON, (size_t)64 << 20);
    uint32_t set = 0x7f;
    for (int i = 0; i < 4096; i++, set = tu_next_set(set)) {
        bee_puzzle p = tu_puzzle_of_set(set, 0);
        assert_null(set_texts_find(b.s, &p, 0));
    }
    bee_puzzle again = tu_puzzle_of_set(0x7f, 1);
    assert_null(set_texts_find(b.s, &again, 0));
    assert_null(set_texts_find(b.s, &again, 0));
    bench_close(&b);

    bench_open(&b, d, FORMAT_JSON, (size_t)64 << 20);
    set = 0x7f;
    for (int i = 0; i < 2048; i++, set = tu_next_set(set)) {
        bee_puzzle p = tu_puzzle_of_set(set, 0), q = tu_puzzle_of_set(set, 1);
        set_texts_find(b.s, &p, 0);
        set_texts_find(b.s, &q, 0);
    }
    assert_non_null(set_texts_find(b.s, &again, 0));
    uint64_t hits, misses;
    set_texts_counts(b.s, &hits, &misses);
    assert_true(hits >= 2048 && misses >= 2048);
    bench_close(&b);
    bee_dict_free(d);
}

/* A cap below one text keeps none: every puzzle is solved as ever.  No
 * texts for text records, counts, or a cap of 0. */
static void caps_and_formats(void **state)
{
    (void)state;
    tu_rng r = {9};
    bee_dict *d = tu_random_dict(&r, 2000, 9, "aeginrt");
    bench b;
    bench_open(&b, d, FORMAT_JSON, 256);
    bee_puzzle p = tu_puzzle("raegint", 7);
    for (int i = 0; i < 3; i++)
        assert_null(set_texts_find(b.s, &p, 0));
    bench_close(&b);

    bench_open(&b, d, FORMAT_TEXT, (size_t)1 << 20);
    assert_null(b.s);
    bench_close(&b);
    bench_open(&b, d, FORMAT_JSON, 0);
    assert_null(b.s);
    bench_close(&b);
    cli_common c;
    cli_common_init(&c);
    c.format = FORMAT_TSV;
    c.count_only = 1;
    record_writer *w = record_writer_new(&c, d, 1);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    assert_null(set_texts_new(w, ix, (size_t)1 << 20, 1));
    bee_index_free(ix);
    record_writer_free(w);
    bee_dict_free(d);
}

/* Texts of whole records (hints): a set's record of each center, its
 * puzzle text put back in, whatever the spelling; a run of plain lines the
 * same.  The maker here is format_result's JSON (any record with the
 * puzzle's text at a fixed place will do). */
static const record_writer *kept_writer;

static int kept_record(void *ctx, out *o, const bee_puzzle *p, const bee_result *r)
{
    (void)ctx;
    format_result(o, kept_writer, p, r);
    return 0;
}

static void whole_records(void **state)
{
    (void)state;
    tu_rng r = {11};
    bee_dict *d = tu_random_dict(&r, 3000, 9, "aeginrtlscd");
    bench b;
    bench_open(&b, d, FORMAT_JSON, (size_t)64 << 20);
    set_texts_free(b.s);
    kept_writer = b.w;
    b.s = set_texts_new_records(b.w, b.ix, (size_t)64 << 20, 1, kept_record, NULL,
                                format_text_at(b.w));
    assert_non_null(b.s);
    const char *spellings[] = {"raegint", "rtniaeg", "gaeinrt", "gtrniea", "dacelst", "dtselca"};
    out want = {-1, 0, 0, 0, NULL}, got = {-1, 0, 0, 0, NULL};
    for (int round = 0; round < 2; round++)
        for (size_t k = 0; k < sizeof spellings / sizeof *spellings; k++) {
            bee_puzzle p = tu_puzzle(spellings[k], 7);
            solved_record(&b, &p, &want);
            got.len = 0;
            int kept = set_texts_put_record(b.s, &got, &p, 0);
            if (round == 0 && (k == 0 || k == 4)) { /* a set's first meeting */
                assert_false(kept);
                continue;
            }
            assert_true(kept);
            assert_int_equal(got.len, want.len);
            assert_memory_equal(got.buf, want.buf, want.len);
        }
    assert_null(set_texts_find(b.s, &(bee_puzzle){0}, 0)); /* no lists here */
    /* a run of plain lines */
    const char text[] = "raegint\ngaeinrt\ntaeginr\ndacelst\nsacdelt\n";
    solved_lines(&b, text, 5, &want);
    size_t items = 0;
    got.len = 0;
    assert_int_equal(set_texts_lines(b.s, text, sizeof text - 1, 0, &got, &items), 5 * 8);
    assert_int_equal(items, 5);
    assert_int_equal(got.len, want.len);
    assert_memory_equal(got.buf, want.buf, want.len);
    free(want.buf);
    free(got.buf);
    bench_close(&b);
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("set_text");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_lists),     cmocka_unit_test(long_and_escaped_words),
        cmocka_unit_test(lines_run),        cmocka_unit_test(hardly_repeating_gives_up),
        cmocka_unit_test(caps_and_formats), cmocka_unit_test(whole_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
