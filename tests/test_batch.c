/* test_batch.c - the library's batch engine (bee_solve_batch,
 * bee_bag_solve_batch) against the plain reference (each puzzle answered
 * by bee_solve in a loop), and its ordered writer (core/ordered.h). */
#define _GNU_SOURCE /* memfd_create */
#include "testutil.h"
#include "batch_check.h"
#include "core/ordered.h"
#include "core/spin.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static bee_dict *dict;
static bee_index *ix;

static int setup(void **state)
{
    (void)state;
    bee_error err;
    assert_int_equal(bee_index_load_default(&dict, &ix, &err), BEE_OK);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    bee_index_free(ix);
    bee_dict_free(dict);
    return 0;
}

/* Lines of every kind: NYT-like puzzles from the dictionary's pangrams,
 * random letters, bad lines, blanks, comments, CRLF, spaces, an over-long
 * line now and then. */
static char *make_lines(tu_rng *g, size_t n, size_t *len)
{
    bee_batch_buf b = {0};
    char tmp[8192];
    for (size_t i = 0; i < n; i++) {
        uint32_t k = tu_below(g, 100);
        size_t m = 0;
        if (k < 60) { /* a word's letters, center first */
            const char *w = bee_dict_word(dict, tu_below(g, (uint32_t)bee_dict_size(dict)));
            uint32_t seen = 0;
            for (; *w && m < 7; w++)
                if (!(seen & 1u << (*w - 'a'))) {
                    seen |= 1u << (*w - 'a');
                    tmp[m++] = *w;
                }
        } else if (k < 75) { /* random letters, maybe a bad size */
            m = 1 + tu_below(g, 9);
            for (size_t j = 0; j < m; j++)
                tmp[j] = (char)('a' + tu_below(g, 26));
        } else if (k < 80) {
            m = (size_t)snprintf(tmp, sizeof tmp, "  raegint\t\r");
        } else if (k < 85) {
            m = (size_t)snprintf(tmp, sizeof tmp, "# a comment");
        } else if (k < 90) {
            m = 0; /* blank */
        } else if (k < 95) {
            m = (size_t)snprintf(tmp, sizeof tmp, "ab1?de%c", (char)tu_below(g, 256));
        } else if (k < 97) { /* over-long, or just at the limit */
            m = 4095 + tu_below(g, 4);
            memset(tmp, 'a' + (int)tu_below(g, 26), m);
        } else {
            m = (size_t)snprintf(tmp, sizeof tmp, "NHOYTPA");
        }
        assert_int_equal(bee_batch_buf_append(&b, tmp, m), BEE_OK);
        assert_int_equal(bee_batch_buf_append(&b, "\n", 1), BEE_OK);
    }
    if (n && tu_below(g, 2)) /* no final newline */
        b.len--;
    *len = b.len;
    return b.data;
}

static void run_reader(const char *text, size_t n, size_t step, int threads, int want_words,
                       bc_gather *g, bee_batch_stats *st, bee_status expect)
{
    memset(g, 0, sizeof *g);
    bc_words = want_words;
    bc_mem m = {text, n, 0, step, 0, 0};
    bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = threads;
    o.want_words = want_words;
    o.record = bc_record;
    o.sink = bc_sink;
    o.sink_ctx = g;
    bee_error err;
    assert_int_equal(bee_solve_batch(ix, &in, &o, st, &err), expect);
}

static void order_kept_on_any_threads(void **state)
{
    (void)state;
    tu_rng g = {7};
    static const size_t steps[] = {0, 1, 13, 4096, 5000};
    for (int round = 0; round < 6; round++) {
        size_t n;
        char *text = make_lines(&g, round < 3 ? 2000 : 20000, &n);
        int want_words = round & 1;
        bee_batch_buf want = {0};
        bc_reference(ix, text, n, 7, want_words, &want);
        for (int threads = 1; threads <= 8; threads += threads < 3 ? 1 : 5) {
            bc_gather got;
            bee_batch_stats st;
            run_reader(text, n, steps[(size_t)(round + threads) % 5], threads, want_words, &got,
                       &st, BEE_OK);
            assert_false(got.out_of_order);
            assert_int_equal(got.all.len, want.len);
            assert_memory_equal(got.all.data, want.data, want.len);
            assert_int_equal(st.items, got.items);
            assert_int_equal(st.refused, got.refused);
            assert_int_equal(st.threads, threads);
            free(got.all.data);
        }
        free(want.data);
        free(text);
    }
}

static void from_a_file_descriptor(void **state)
{
    (void)state;
    tu_rng g = {11};
    size_t n;
    char *text = make_lines(&g, 30000, &n);
    bee_batch_buf want = {0};
    bc_reference(ix, text, n, 7, 1, &want);
    int fd = memfd_create("in", 0);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, n), (ssize_t)n);
    for (int threads = 1; threads <= 4; threads++) {
        assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
        bc_gather got;
        memset(&got, 0, sizeof got);
        bee_batch_input in = {.source = BEE_BATCH_FD, .fd = fd};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.record = bc_record;
        o.sink = bc_sink;
        o.sink_ctx = &got;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_OK);
        assert_int_equal(got.all.len, want.len);
        assert_memory_equal(got.all.data, want.data, want.len);
        free(got.all.data);
    }
    close(fd);
    free(want.data);
    free(text);
}

/* Array input: each string one item, index in place; results straight into
 * the caller's arrays (no sink), as a binding would. */
typedef struct arrays {
    uint32_t *count, *score;
    bee_status *status;
} arrays;

static int store(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)c;
    arrays *a = ctx;
    a->status[it->index] = it->status;
    a->count[it->index] = it->status == BEE_OK ? (uint32_t)it->result->count : 0;
    a->score[it->index] = it->status == BEE_OK ? (uint32_t)it->result->score : 0;
    return 0;
}

static void array_results_in_place(void **state)
{
    (void)state;
    tu_rng g = {3};
    size_t n = 50000, len;
    char *text = make_lines(&g, n, &len);
    const char **strings = calloc(n, sizeof *strings);
    size_t *lens = calloc(n, sizeof *lens);
    size_t k = 0;
    for (char *p = text, *end = text + len; p < end && k < n; k++) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        strings[k] = p;
        lens[k] = (size_t)((nl ? nl : end) - p);
        p += lens[k] + 1;
    }
    arrays a = {calloc(k, 4), calloc(k, 4), calloc(k, sizeof(bee_status))};
    bee_batch_input in = {.source = BEE_BATCH_ARRAY, .strings = strings, .lens = lens, .count = k};
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = 3;
    o.want_words = 0;
    o.record = store;
    o.record_ctx = &a;
    bee_batch_stats st;
    bee_error err;
    assert_int_equal(bee_solve_batch(ix, &in, &o, &st, &err), BEE_OK);
    assert_int_equal(st.items, k);
    bee_result *r = bee_result_new();
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.want_words = 0;
    uint64_t refused = 0;
    for (size_t i = 0; i < k; i++) {
        bee_puzzle p;
        bee_status s = bee_puzzle_parse(NULL, strings[i], lens[i], 7, &p, &err);
        if (s == BEE_OK)
            s = bee_solve(ix, &p, &so, r, &err);
        refused += s != BEE_OK;
        assert_int_equal(a.status[i], s);
        if (s == BEE_OK) {
            assert_int_equal(a.count[i], r->count);
            assert_int_equal(a.score[i], r->score);
        }
    }
    assert_int_equal(st.refused, refused);
    assert_true(refused > 0);
    bee_result_free(r);
    free(a.count), free(a.score), free(a.status), free(strings), free(lens), free(text);
}

static void errors_in_place(void **state)
{
    (void)state;
    static const char text[] = "raegint\nbad\n\n#x\nraegint\r\n";
    bc_gather got;
    bee_batch_stats st;
    run_reader(text, sizeof text - 1, 0, 2, 0, &got, &st, BEE_OK);
    assert_int_equal(st.items, 3);
    assert_int_equal(st.refused, 1);
    assert_int_equal(st.lines, 5);
    const char *second = (const char *)memchr(got.all.data, '\n', got.all.len) + 1;
    assert_memory_equal(second, "L2 I1 S4 E puzzle 'bad'", 23); /* BEE_ERR_PUZZLE */
    assert_memory_equal((const char *)memchr(second, '\n', got.all.len) + 1, "L5 I4 S0 ", 9);
    free(got.all.data);
}

/* A read that fails: what was read before is answered (its last line
 * ends there), then BEE_ERR_IO with the errno. */
static void reader_error(void **state)
{
    (void)state;
    tu_rng g = {5};
    size_t n;
    char *text = make_lines(&g, 20000, &n);
    size_t cut = n / 2;
    bee_batch_buf want = {0};
    bc_reference(ix, text, cut, 7, 0, &want);
    for (int threads = 1; threads <= 3; threads += 2) {
        bc_gather got;
        memset(&got, 0, sizeof got);
        bc_mem m = {text, n, 0, 1000, 1, cut};
        bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.want_words = 0;
        o.record = bc_record;
        o.sink = bc_sink;
        o.sink_ctx = &got;
        bee_batch_stats st;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, &st, &err), BEE_ERR_IO);
        assert_int_equal(st.read_errno, EIO);
        assert_non_null(strstr(err.message, "reading"));
        assert_int_equal(got.all.len, want.len);
        assert_memory_equal(got.all.data, want.data, want.len);
        free(got.all.data);
    }
    free(want.data);
    free(text);
}

/* A sink that fails stops the run: it is not called again. */
static void failing_sink_stops(void **state)
{
    (void)state;
    tu_rng g = {9};
    size_t n;
    char *text = make_lines(&g, 100000, &n);
    for (int threads = 1; threads <= 4; threads++) {
        bc_gather got;
        memset(&got, 0, sizeof got);
        got.stop_after = 3;
        bc_mem m = {text, n, 0, 0, 0, 0};
        bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.record = bc_record;
        o.sink = bc_sink;
        o.sink_ctx = &got;
        bee_batch_stats st;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, &st, &err), BEE_ERR_STOPPED);
        assert_int_equal(got.calls, 3);
        assert_true(m.at < n); /* it stopped reading too */
        free(got.all.data);
    }
    free(text);
}

static int failing_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)c;
    atomic_int *calls = ctx;
    atomic_fetch_add(calls, 1);
    return it->line >= 5000;
}

static void failing_record_stops(void **state)
{
    (void)state;
    tu_rng g = {13};
    size_t n;
    char *text = make_lines(&g, 100000, &n);
    atomic_int calls = 0;
    bc_mem m = {text, n, 0, 0, 0, 0};
    bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = 3;
    o.record = failing_record;
    o.record_ctx = &calls;
    bee_error err;
    assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_ERR_STOPPED);
    assert_true(atomic_load(&calls) < 20000);
    free(text);
}

/* The probe (bee_batch_options.probe): every third line it answers itself
 * (solving the parsed puzzle it is given, as a cache would copy a kept
 * record), and `record` never sees those; the output stays the reference's,
 * in order, on any thread count; a probe that says stop stops. */
typedef struct probing {
    atomic_int recorded_probed; /* record called for an item the probe took */
    atomic_int had_result;      /* the probe was given a result */
    int stop;                   /* return 2 at the first probe */
} probing;

static int probe_third(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    probing *p = ctx;
    if (it->result || it->status != BEE_OK || !it->puzzle)
        p->had_result = 1;
    if (p->stop)
        return 2;
    if (it->line % 3)
        return 0;
    bee_result *r = bee_result_new();
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.want_words = bc_words;
    bee_error err;
    int failed = !r || bee_solve(ix, it->puzzle, &so, r, &err) != BEE_OK ||
                 bc_put(&c->out, it->line, it->index, BEE_OK, NULL, r);
    bee_result_free(r);
    return failed ? 2 : 1;
}

static int record_not_third(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    probing *p = ctx;
    if (it->status == BEE_OK && it->line % 3 == 0)
        p->recorded_probed = 1;
    return bc_record(NULL, it, c);
}

static void probe_answers_in_place(void **state)
{
    (void)state;
    tu_rng g = {17};
    size_t n;
    char *text = make_lines(&g, 6000, &n);
    bc_words = 1;
    bee_batch_buf want = {0};
    bc_reference(ix, text, n, 7, 1, &want);
    for (int threads = 1; threads <= 3; threads++) {
        probing p = {0, 0, 0};
        bc_gather got;
        memset(&got, 0, sizeof got);
        bc_mem m = {text, n, 0, 0, 0, 0};
        bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.record = record_not_third;
        o.probe = probe_third;
        o.record_ctx = &p;
        o.sink = bc_sink;
        o.sink_ctx = &got;
        bee_batch_stats st;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, &st, &err), BEE_OK);
        assert_false(p.recorded_probed);
        assert_false(p.had_result);
        assert_false(got.out_of_order);
        assert_int_equal(got.all.len, want.len);
        assert_memory_equal(got.all.data, want.data, want.len);
        assert_int_equal(st.items, got.items);
        assert_int_equal(st.refused, got.refused);
        free(got.all.data);

        p.stop = 1;
        m = (bc_mem){text, n, 0, 0, 0, 0};
        memset(&got, 0, sizeof got);
        assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_ERR_STOPPED);
        free(got.all.data);
    }
    free(want.data);
    free(text);
}

/* The `lines` callback: offered the lines not yet read, it answers runs of
 * puzzles of 7 lowercase letters itself (every line but each fifth), and
 * the batch answers the rest; the output stays the reference's, in order,
 * line numbers right, on any thread count; a negative return stops. */
typedef struct runs {
    atomic_ullong answered; /* lines the callback answered */
    int stop;
} runs;

static ptrdiff_t answer_runs(void *ctx, const char *text, size_t len, uint64_t line, size_t *items,
                             bee_batch_chunk *c)
{
    runs *u = ctx;
    if (u->stop)
        return -1;
    bee_result *r = bee_result_new();
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.want_words = bc_words;
    const char *p = text;
    size_t n = 0;
    for (; r && p + 8 <= text + len && p[7] == '\n' && (line + n) % 5; p += 8, n++) {
        int plain = 1;
        for (int i = 0; i < 7; i++)
            plain &= p[i] >= 'a' && p[i] <= 'z';
        bee_puzzle z;
        if (!plain || bee_puzzle_parse(NULL, p, 7, 7, &z, NULL) != BEE_OK ||
            bee_solve(ix, &z, &so, r, NULL) != BEE_OK)
            break;
        assert_int_equal(bc_put(&c->out, line + n, (size_t)(line + n - 1), BEE_OK, NULL, r), 0);
    }
    bee_result_free(r);
    u->answered += n;
    *items = n;
    return p - text;
}

static void lines_answered_in_runs(void **state)
{
    (void)state;
    tu_rng g = {23};
    size_t n;
    char *text = make_lines(&g, 6000, &n);
    bc_words = 0;
    bee_batch_buf want = {0};
    bc_reference(ix, text, n, 7, 0, &want);
    for (int threads = 1; threads <= 3; threads++) {
        runs u = {0, 0};
        bc_gather got;
        memset(&got, 0, sizeof got);
        bc_mem m = {text, n, 0, 13, 0, 0};
        bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.want_words = 0;
        o.record = bc_record;
        o.lines = answer_runs;
        o.record_ctx = &u;
        o.sink = bc_sink;
        o.sink_ctx = &got;
        bee_batch_stats st;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, &st, &err), BEE_OK);
        assert_true(u.answered > 1000);
        assert_false(got.out_of_order);
        assert_int_equal(got.all.len, want.len);
        assert_memory_equal(got.all.data, want.data, want.len);
        assert_int_equal(st.items, got.items);
        assert_int_equal(st.refused, got.refused);
        free(got.all.data);

        u.stop = 1;
        m = (bc_mem){text, n, 0, 0, 0, 0};
        memset(&got, 0, sizeof got);
        assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_ERR_STOPPED);
        free(got.all.data);
    }
    free(want.data);
    free(text);
}

/* Bounded memory: a chunk is filled only while at most 2 x threads + 1
 * chunks are in flight, however long the input and however slow the sink. */
typedef struct bound {
    atomic_ullong handed; /* chunks handed over: seq + 1 of the last */
    atomic_int over;      /* a chunk began beyond the bound */
    int threads;
} bound;

static int bound_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)it;
    bound *b = ctx;
    if (c->seq >= atomic_load(&b->handed) + 2 * (uint64_t)b->threads + 1)
        b->over = 1;
    return bee_batch_buf_append(&c->out, "x", 1) != BEE_OK;
}

static int bound_sink(void *ctx, const bee_batch_chunk *c)
{
    bound *b = ctx;
    if (c->seq % 7 == 0)
        usleep(200); /* a slow reader of the output */
    atomic_store(&b->handed, c->seq + 1);
    return 0;
}

static void memory_bounded(void **state)
{
    (void)state;
    tu_rng g = {17};
    size_t n;
    char *text = make_lines(&g, 200000, &n);
    for (int threads = 1; threads <= 4; threads += 3) {
        bound b = {0, 0, threads};
        bc_mem m = {text, n, 0, 0, 0, 0};
        bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = threads;
        o.want_words = 0;
        o.record = bound_record;
        o.record_ctx = &b;
        o.sink = bound_sink;
        o.sink_ctx = &b;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_OK);
        assert_false(b.over);
    }
    free(text);
}

/* Records of 1 KB a line: no chunk's records pass 1 MiB (the goal is 768
 * KB), the first chunks' included, which are cut before any record was
 * measured (16 KB of lines made 2 MiB, each slot's buffer grown to it in
 * fresh memory). */
static int kilobyte_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)ctx;
    (void)it;
    static const char kb[1024];
    return bee_batch_buf_append(&c->out, kb, sizeof kb) != BEE_OK;
}

static int largest_sink(void *ctx, const bee_batch_chunk *c)
{
    size_t *largest = ctx;
    *largest = c->out.len > *largest ? c->out.len : *largest;
    return 0;
}

static void chunks_small(void **state)
{
    (void)state;
    enum { LINES = 20000 };
    char *text = malloc(LINES * 8);
    const char **strings = calloc(LINES, sizeof *strings);
    size_t *lens = calloc(LINES, sizeof *lens);
    assert_non_null(text);
    assert_non_null(strings);
    assert_non_null(lens);
    for (size_t i = 0; i < LINES; i++) {
        memcpy(text + 8 * i, "abcdefg\n", 8);
        strings[i] = text + 8 * i;
        lens[i] = 7;
    }
    for (int round = 0; round < 4; round++) {
        size_t largest = 0;
        bc_mem m = {text, LINES * 8, 0, 0, 0, 0};
        bee_batch_input lines = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
        bee_batch_input array = {
            .source = BEE_BATCH_ARRAY, .strings = strings, .lens = lens, .count = LINES};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = 1 + round / 2;
        o.record = kilobyte_record;
        o.sink = largest_sink;
        o.sink_ctx = &largest;
        bee_error err;
        assert_int_equal(bee_solve_batch(ix, round & 1 ? &array : &lines, &o, NULL, &err), BEE_OK);
        assert_true(largest > 0);
        assert_true(largest <= (size_t)1 << 20);
    }
    free(lens);
    free(strings);
    free(text);
}

static void bad_options(void **state)
{
    (void)state;
    bee_batch_input in = {.source = BEE_BATCH_FD, .fd = -1};
    bee_error err;
    assert_int_equal(bee_solve_batch(ix, &in, NULL, NULL, &err), BEE_ERR_ARG);
    in.source = BEE_BATCH_ARRAY; /* an empty array: nothing to do */
    bee_batch_stats st;
    assert_int_equal(bee_solve_batch(ix, &in, NULL, &st, &err), BEE_OK);
    assert_int_equal(st.items, 0);
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = BEE_CPU_COUNT_MAX + 1;
    assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_ERR_ARG);
    o.threads = 0;
    o.size = 1;
    assert_int_equal(bee_solve_batch(ix, &in, &o, NULL, &err), BEE_ERR_ARG);
    assert_int_equal(bee_solve_batch(NULL, &in, NULL, NULL, &err), BEE_ERR_ARG);
}

/* Bags: each answer that of bee_bag_solve (sorted in `order`, or left as
 * found), errors in place; `stop`: the record stops the run. */
typedef struct bag_seen {
    const bee_bag_index *bx;
    int bad;
    bee_bag_order order;
    int stop;
    atomic_int bag_errors; /* items refused with BEE_ERR_BAG */
} bag_seen;

static int bag_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    bag_seen *s = ctx;
    bee_bag bag;
    bee_error err;
    bee_result *r = bee_result_new();
    bee_bag_options bo;
    bee_bag_options_init(&bo);
    bo.want_words = 1;
    bee_status st = bee_bag_parse(NULL, it->text, it->len, &bag, &err);
    if (st == BEE_OK)
        st = bee_bag_solve(s->bx, &bag, &bo, r, &err);
    if (st == BEE_OK)
        st = bee_bag_sort(s->bx, r, s->order, &err);
    if (it->status == BEE_ERR_BAG)
        atomic_fetch_add(&s->bag_errors, 1);
    if (it->index != it->line - 1) /* line input: the line's position */
        s->bad = 1;
    if (st != it->status ||
        (st == BEE_OK && (r->count != it->result->count ||
                          memcmp(r->words, it->result->words, r->count * sizeof *r->words) != 0)))
        s->bad = 1;
    bee_result_free(r);
    return s->stop || bee_batch_buf_append(&c->out, "x", 1) != BEE_OK;
}

static void bags(void **state)
{
    (void)state;
    bee_bag_index *bx;
    bee_error err;
    assert_int_equal(bee_bag_index_build(dict, NULL, &bx, &err), BEE_OK);
    static const char text[] = "cats\ntack\nab1\nretains?\n\novrkqlwislrecrtgmvpfprzey\n";
    bag_seen s = {bx, 0, BEE_BAG_ORDER_LENGTH, 0, 0};
    bc_mem m = {text, sizeof text - 1, 0, 3, 0, 0};
    bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = 2;
    o.record = bag_record;
    o.record_ctx = &s;
    bee_bag_options bo;
    bee_bag_options_init(&bo);
    bo.want_words = 1;
    bee_batch_stats st;
    assert_int_equal(bee_bag_solve_batch(bx, &bo, BEE_BAG_ORDER_LENGTH, &in, &o, &st, &err),
                     BEE_OK);
    assert_false(s.bad);
    assert_int_equal(st.items, 5);
    assert_int_equal(st.refused, 1);
    assert_int_equal(atomic_load(&s.bag_errors), 1); /* "ab1": a bag's own code */

    /* unsorted (BEE_BAG_ORDER_NONE: bee_bag_solve's order), then a record
     * that stops the run: BEE_ERR_STOPPED; no order at all: BEE_ERR_ARG */
    for (int stop = 0; stop < 2; stop++) {
        bag_seen u = {bx, 0, BEE_BAG_ORDER_NONE, stop, 0};
        bc_mem um = {text, sizeof text - 1, 0, 3, 0, 0};
        in.read_ctx = &um;
        o.record_ctx = &u;
        assert_int_equal(bee_bag_solve_batch(bx, &bo, BEE_BAG_ORDER_NONE, &in, &o, &st, &err),
                         stop ? BEE_ERR_STOPPED : BEE_OK);
        assert_false(u.bad);
    }
    assert_int_equal(bee_bag_solve_batch(bx, &bo, (bee_bag_order)3, &in, &o, &st, &err),
                     BEE_ERR_ARG);
    bee_bag_index_free(bx);
}

static void buffers(void **state)
{
    (void)state;
    bee_batch_buf b = {0};
    for (int i = 0; i < 100000; i++)
        assert_int_equal(bee_batch_buf_append(&b, "0123456789", 10), BEE_OK);
    assert_int_equal(b.len, 1000000);
    assert_true(b.cap >= b.len);
    assert_memory_equal(b.data + 999990, "0123456789", 10);
    assert_int_equal(bee_batch_buf_reserve(&b, SIZE_MAX - 10), BEE_ERR_NOMEM);
    assert_int_equal(b.len, 1000000);
    free(b.data);
}

/* ------------------------------------------------------ ordered writer */

typedef struct pieces {
    ordered ord;
    uint64_t piece_in[8]; /* per place: the piece it holds */
    uint64_t written[4000];
    size_t n_written;
    atomic_ullong next; /* the next piece to take */
    size_t total;
    int stop_at; /* write returns nonzero at this piece (-1: never) */
} pieces;

static int write_piece(void *arg, size_t place)
{
    pieces *p = arg;
    uint64_t seq = p->piece_in[place];
    p->written[p->n_written++] = seq;
    return (int)seq == p->stop_at;
}

static void *fill_pieces(void *arg)
{
    pieces *p = arg;
    tu_rng g = {(uint64_t)(uintptr_t)&g};
    for (;;) {
        uint64_t seq = atomic_fetch_add(&p->next, 1);
        if (seq >= p->total)
            break;
        size_t place = bee_ordered_begin(&p->ord, seq);
        if (place == SIZE_MAX)
            break;
        p->piece_in[place] = seq;
        if (tu_below(&g, 4) == 0)
            usleep(tu_below(&g, 100));
        if (seq % 10 == 0)
            bee_ordered_flush(&p->ord, seq, 0); /* written early if its turn came */
        bee_ordered_end(&p->ord, seq);
    }
    return NULL;
}

static void ordered_writes_in_order(void **state)
{
    (void)state;
    for (int stop = 0; stop < 2; stop++) {
        pieces *p = calloc(1, sizeof *p);
        p->total = 2000;
        p->stop_at = stop ? 777 : -1;
        bee_ordered_init(&p->ord, 7, write_piece, p);
        pthread_t t[3];
        for (int i = 0; i < 3; i++)
            assert_int_equal(pthread_create(&t[i], NULL, fill_pieces, p), 0);
        for (int i = 0; i < 3; i++)
            pthread_join(t[i], NULL);
        /* every piece in order (a piece flushed early is written again at
         * its end: same seq twice in a row) */
        uint64_t want = 0;
        for (size_t i = 0; i < p->n_written; i++) {
            if (i && p->written[i] == p->written[i - 1])
                continue;
            assert_int_equal(p->written[i], want);
            want++;
        }
        assert_int_equal(want, stop ? 778 : 2000);
        assert_int_equal(bee_ordered_stopped(&p->ord), stop);
        bee_ordered_destroy(&p->ord);
        free(p);
    }
}

/* A kind of wait spins less after spins that ended in a sleep anyway (the
 * thread waited for was not running), and as long again after spins that
 * did not, within [SPIN_LEAST, SPIN_TRIES]. */
static void spins_learn(void **state)
{
    (void)state;
    spinner s;
    spinner_init(&s);
    assert_int_equal(spinner_tries(&s), SPIN_TRIES);
    spinner_ended(&s, spinner_tries(&s), 1);
    assert_int_equal(spinner_tries(&s), SPIN_TRIES);
    spinner_ended(&s, spinner_tries(&s), 0);
    assert_int_equal(spinner_tries(&s), SPIN_TRIES / 2);
    for (int i = 0; i < 20; i++)
        spinner_ended(&s, spinner_tries(&s), 0);
    assert_int_equal(spinner_tries(&s), SPIN_LEAST);
    spinner_ended(&s, spinner_tries(&s), 1);
    assert_int_equal(spinner_tries(&s), 2 * SPIN_LEAST);
    for (int i = 0; i < 20; i++)
        spinner_ended(&s, spinner_tries(&s), 1);
    assert_int_equal(spinner_tries(&s), SPIN_TRIES);
    /* a lock free at once: nothing learnt */
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    spinner_ended(&s, spinner_tries(&s), 0);
    spin_lock(&m, &s);
    assert_int_equal(spinner_tries(&s), SPIN_TRIES / 2);
    pthread_mutex_unlock(&m);
    pthread_mutex_destroy(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(order_kept_on_any_threads),
        cmocka_unit_test(from_a_file_descriptor),
        cmocka_unit_test(array_results_in_place),
        cmocka_unit_test(errors_in_place),
        cmocka_unit_test(reader_error),
        cmocka_unit_test(failing_sink_stops),
        cmocka_unit_test(failing_record_stops),
        cmocka_unit_test(probe_answers_in_place),
        cmocka_unit_test(lines_answered_in_runs),
        cmocka_unit_test(memory_bounded),
        cmocka_unit_test(chunks_small),
        cmocka_unit_test(bad_options),
        cmocka_unit_test(bags),
        cmocka_unit_test(buffers),
        cmocka_unit_test(ordered_writes_in_order),
        cmocka_unit_test(spins_learn),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
