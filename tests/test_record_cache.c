/* test_record_cache.c - the record cache of streams (src/output/
 * record_cache.c, line_table.c) reads no page of its memory before that
 * page is first written: a page read first is mapped to the kernel's zero
 * page, and its first write then takes a second fault, whose TLB flush
 * interrupts every other CPU the process runs on.  Observed through the
 * process's page faults: a look-up in memory never written takes none, and
 * a page of records takes one, its write.
 *
 * Each measured pass runs after the same pass on another cache, so that a
 * first run's own faults (the code's pages, an emulator's translations)
 * are not counted; that cache is freed after it, so that the measured one
 * has fresh memory, not the first one's pages again. */
#include "testutil.h"
#include "output/record_cache.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

/* Whether the process's faults are the program's own: a sanitizer's shadow
 * memory takes faults of its own (then the tests run, not counting). */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FAULTS_COUNTED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define FAULTS_COUNTED 0
#endif
#endif
#ifndef FAULTS_COUNTED
#define FAULTS_COUNTED 1
#endif

#define SETS 4000 /* fewer than the give-up rule's 4,096 probes */
#define SIZE 7
#define CAP  ((size_t)64 << 20)
#define STEP (SIZE + 1) /* a line's bytes */
#define ROOM (SETS * SIZE * 96)

static long minor_faults(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

/* Every line of the test: SETS letter sets, each with each of its letters
 * as the center, written as a NYT-like stream writes them (the center,
 * then the others in alphabet order, a newline); line (k, c) at
 * (k * SIZE + c) * STEP.  And their puzzles. */
typedef struct lines {
    char text[SETS * SIZE * STEP];
    bee_puzzle p[SETS * SIZE];
} lines;

static lines *make_lines(void)
{
    lines *l = malloc(sizeof *l);
    assert_non_null(l);
    uint32_t set = (1u << SIZE) - 1;
    for (int k = 0; k < SETS; k++, set = tu_next_set(set))
        for (int c = 0; c < SIZE; c++) {
            char *t = l->text + (k * SIZE + c) * STEP;
            int n = 1;
            for (int b = 0, i = 0; b < 26; b++)
                if (set >> b & 1) {
                    if (i++ == c)
                        t[0] = (char)('a' + b);
                    else
                        t[n++] = (char)('a' + b);
                }
            char puzzle[SIZE + 1];
            memcpy(puzzle, t, SIZE);
            puzzle[SIZE] = '\0';
            l->p[k * SIZE + c] = tu_puzzle(puzzle, SIZE);
            t[SIZE] = '\n';
        }
    return l;
}

/* A memory out with its room written already. */
static out written_out(void)
{
    out o;
    assert_int_equal(out_open(&o, -1, ROOM), 0);
    memset(o.buf, 1, ROOM);
    return o;
}

/* Puzzle (k, c)'s record, `len` bytes: its text, then bytes past it. */
static void record_of(const lines *l, int k, int c, char *r, size_t len)
{
    memset(r, '0' + k % 10, len);
    memcpy(r, l->text + (k * SIZE + c) * STEP, SIZE);
    r[SIZE] = '\t';
    r[len - 1] = '\n';
}

/* The one shelf of a new cache (*cache_made, for the test to free). */
static record_shelf *new_shelf(record_cache **cache_made)
{
    record_shelf *s = record_cache_shelf(*cache_made = record_cache_new(CAP, 1), 0);
    assert_non_null(s);
    return s;
}

/* Looking up every set in an empty shelf (of a new cache, *cache): the
 * faults taken. */
static long finds_in_empty_shelf(const lines *l, record_cache **cache_made)
{
    record_shelf *s = new_shelf(cache_made);
    long before = minor_faults();
    for (int k = 0; k < SETS; k++) {
        size_t len;
        assert_null(record_shelf_find(s, &l->p[k * SIZE], &len));
        assert_int_equal(record_shelf_kept(s, l->p[k * SIZE].letters), 0);
    }
    return minor_faults() - before;
}

static void empty_shelf_reads_no_page(void **state)
{
    (void)state;
    lines *l = make_lines();
    record_cache *first, *measured;
    finds_in_empty_shelf(l, &first);
    long faults = finds_in_empty_shelf(l, &measured);
    if (FAULTS_COUNTED)
        assert_int_equal(faults, 0);
    record_cache_free(first);
    record_cache_free(measured);
    free(l);
}

/* A stream's lines, none kept: neither the line table nor the set table is
 * read (nothing was ever written in them). */
static long lines_none_kept(const lines *l, out *o, record_cache **cache_made)
{
    record_shelf *s = new_shelf(cache_made);
    long before = minor_faults();
    for (int k = 0; k < SETS; k++) {
        size_t n;
        o->len = 0;
        record_shelf_lines(s, l->text + k * SIZE * STEP, (SETS - k) * SIZE * STEP, SIZE, 0, NULL, o,
                           &n);
        assert_int_equal(n, 0);
    }
    return minor_faults() - before;
}

static void lines_not_kept_read_no_page(void **state)
{
    (void)state;
    lines *l = make_lines();
    out o = written_out();
    record_cache *first, *measured;
    lines_none_kept(l, &o, &first);
    long faults = lines_none_kept(l, &o, &measured);
    if (FAULTS_COUNTED)
        assert_int_equal(faults, 0);
    record_cache_free(first);
    record_cache_free(measured);
    free(o.buf);
    free(l);
}

/* Records kept one after another, each read back at once as a line's
 * answer (whose copy reads a record's first 64 bytes whole): the pages of
 * records written in the measured part, and its faults.  Records of `len`
 * bytes, too long for the line table; each set's first record kept before
 * (its entry's page written). */
static void records_read_back(const lines *l, out *o, size_t len, long *pages, long *faults,
                              record_cache **cache_made)
{
    record_shelf *s = new_shelf(cache_made);
    char r[64];
    for (int k = 0; k < SETS; k++) {
        record_of(l, k, 0, r, len);
        record_shelf_keep(s, &l->p[k * SIZE], r, len);
    }
    long before = minor_faults();
    for (int k = 0; k < SETS; k++)
        for (int c = 1; c < SIZE; c++) {
            const char *line = l->text + (k * SIZE + c) * STEP;
            size_t n;
            record_of(l, k, c, r, len);
            record_shelf_keep(s, &l->p[k * SIZE + c], r, len);
            o->len = 0;
            record_shelf_lines(s, line, STEP, SIZE, 0, NULL, o, &n);
            assert_int_equal(n, 1);
            assert_memory_equal(o->buf, r, len);
        }
    *faults = minor_faults() - before;
    *pages = (long)((size_t)SETS * (SIZE - 1) * len / 4096) + 2;
}

static void a_page_of_records_faults_once(void **state)
{
    (void)state;
    lines *l = make_lines();
    out o = written_out();
    long pages, faults;
    record_cache *first, *measured;
    records_read_back(l, &o, 32, &pages, &faults, &first);
    records_read_back(l, &o, 32, &pages, &faults, &measured);
    /* (reading past a record into the next page before writing it: two
     * faults a page) */
    if (FAULTS_COUNTED)
        assert_true(faults <= pages);
    record_cache_free(first);
    record_cache_free(measured);
    free(o.buf);
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(empty_shelf_reads_no_page),
        cmocka_unit_test(lines_not_kept_read_no_page),
        cmocka_unit_test(a_page_of_records_faults_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
