/*
 * test_faults.c - every allocation, mapping and thread start of the library
 * failed in turn (core/alloc.h's hook), over each path: a word list loaded
 * and indexed, an index file saved and loaded, a solve by every plan, the
 * batch engine on 1 and 3 threads, every puzzle (bee_all), letter bags,
 * their index file and the plain pass without one.
 *
 * Each path is a run that returns a status and a digest of its answer.  A
 * run without a fault counts the calls it makes; then for N = 1 .. that
 * count the Nth fails, and the run must either refuse (BEE_ERR_NOMEM, or
 * BEE_ERR_IO for a mapped file, with a message) or recover with the same
 * answer (a thread not started leaves the work to the others; a word list
 * not mapped is read), and the run after it, without a fault, must give the
 * same answer again.  Leaks on the way out are ASan's (stage
 * 60-clang-sanitizers runs this test); a hang is caught by an alarm.
 */
#define _GNU_SOURCE /* mkdtemp */
#include "core/alloc.h"
#include "testutil.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A run that takes this long has hung (the slowest, under ASan, takes a
 * fraction of a second). */
#define HANG_SECONDS 60

static bee_dict *words_dict; /* the built-in list, for its words */
static char *words_text;     /* a part of it as a word list */
static size_t words_len;
static char *reversed_text; /* the same list backwards: sorted on loading */
static char dir[64], words_path[96], index_path[96];

/* ---------------------------------------------------------- digests */

static uint64_t mix(uint64_t h, uint64_t v)
{
    return (h ^ v) * 0x100000001b3ull;
}

static uint64_t digest_result(uint64_t h, const bee_result *r)
{
    size_t n;
    const uint32_t *w = bee_result_words(r, &n);
    h = mix(mix(mix(h, bee_result_count(r)), bee_result_pangrams(r)), bee_result_score(r));
    for (size_t i = 0; i < n; i++)
        h = mix(h, w[i]);
    return h;
}

static uint64_t digest_dict(uint64_t h, const bee_dict *d)
{
    for (uint32_t i = 0; i < bee_dict_size(d); i++)
        for (const char *s = bee_dict_word(d, i); *s; s++)
            h = mix(h, (unsigned char)*s);
    return mix(h, bee_dict_size(d));
}

/* ------------------------------------------------------ the driver */

typedef bee_status (*run_fn)(void *ctx, uint64_t *digest, bee_error *err);

static const char *hang_what;
static long hang_nth;

static void on_alarm(int sig)
{
    (void)sig;
    char line[160];
    int n = snprintf(line, sizeof line, "HANG: %s with call %ld failing: no end after %d s\n",
                     hang_what, hang_nth, HANG_SECONDS);
    if (write(2, line, (size_t)n) < 0)
        _exit(2);
    _exit(1);
}

static bee_status run_once(const char *what, long nth, run_fn run, void *ctx, uint64_t *digest,
                           bee_error *err)
{
    hang_what = what;
    hang_nth = nth;
    memset(err, 0, sizeof *err);
    *digest = 0xcbf29ce484222325ull;
    alarm(HANG_SECONDS);
    bee_status s = run(ctx, digest, err);
    alarm(0);
    return s;
}

/* Fail each call of `run` in turn; `io_ok`: BEE_ERR_IO is a refusal too. */
static void fail_each(const char *what, run_fn run, void *ctx, int io_ok)
{
    bee_error err;
    uint64_t good, got;
    bee_fault_arm(0);
    bee_status s = run_once(what, 0, run, ctx, &good, &err);
    long calls = bee_fault_calls();
    bee_fault_disarm();
    if (s != BEE_OK)
        fail_msg("%s: %s without a fault", what, err.message);
    assert_true(calls > 0);
    long refused = 0;
    for (long n = 1; n <= calls; n++) {
        bee_fault_arm(n);
        s = run_once(what, n, run, ctx, &got, &err);
        bee_fault_disarm();
        if (s == BEE_OK) {
            if (got != good)
                fail_msg("%s, call %ld of %ld failing: BEE_OK with another answer", what, n, calls);
        } else {
            refused++;
            if (s != BEE_ERR_NOMEM && !(io_ok && s == BEE_ERR_IO))
                fail_msg("%s, call %ld of %ld failing: %s (%s)", what, n, calls, bee_status_name(s),
                         err.message);
            if (err.code != s || err.message[0] == '\0')
                fail_msg("%s, call %ld of %ld failing: %s without its message", what, n, calls,
                         bee_status_name(s));
        }
        s = run_once(what, -n, run, ctx, &got, &err);
        if (s != BEE_OK || got != good)
            fail_msg("%s: the run after call %ld failed: %s (%s)", what, n, bee_status_name(s),
                     err.message);
    }
    printf("%-28s %4ld calls, each failed in turn: %ld refused, %ld recovered\n", what, calls,
           refused, calls - refused);
    assert_true(refused > 0); /* the hook must have bitten */
}

/* A failure the test itself reports, as the library would. */
static bee_status refuse(bee_error *err, bee_status code, const char *why)
{
    err->code = code;
    snprintf(err->message, sizeof err->message, "%s", why);
    return code;
}

/* bee_result_new returns NULL: the caller says so. */
static bee_status no_result(bee_error *err)
{
    return refuse(err, BEE_ERR_NOMEM, "out of memory for a result");
}

/* ---------------------------------------------- dictionary and index */

typedef struct word_list {
    const char *path; /* a file, or NULL: text */
    const char *text;
} word_list;

static bee_status load_and_build(void *ctx, uint64_t *digest, bee_error *err)
{
    const word_list *w = ctx;
    bee_dict *d;
    bee_index *ix;
    bee_status s = w->path ? bee_dict_load_file(w->path, NULL, &d, err)
                           : bee_dict_load_memory(w->text, words_len, "words", NULL, &d, err);
    if (s != BEE_OK)
        return s;
    s = bee_index_build(d, NULL, &ix, err);
    if (s == BEE_OK) {
        bee_index_info info;
        bee_index_get_info(ix, &info);
        *digest = mix(mix(mix(digest_dict(*digest, d), info.masks), info.blocks), info.words);
        bee_index_free(ix);
    }
    bee_dict_free(d);
    return s;
}

static void test_dict_from_memory(void **state)
{
    (void)state;
    word_list sorted = {NULL, words_text}, unsorted = {NULL, reversed_text};
    fail_each("dict from memory, index", load_and_build, &sorted, 0);
    fail_each("dict unsorted, index", load_and_build, &unsorted, 0);
}

static void test_dict_from_file(void **state)
{
    (void)state;
    word_list file = {words_path, NULL};
    fail_each("dict from file, index", load_and_build, &file, 0);
}

static bee_status save_index(void *ctx, uint64_t *digest, bee_error *err)
{
    (void)ctx;
    bee_dict *d;
    bee_index *ix;
    bee_status s = bee_dict_load_memory(words_text, words_len, "words", NULL, &d, err);
    if (s != BEE_OK)
        return s;
    char path[128];
    snprintf(path, sizeof path, "%s/saved.beeidx", dir);
    if ((s = bee_index_build(d, NULL, &ix, err)) == BEE_OK) {
        s = bee_index_save(ix, path, err);
        bee_index_free(ix);
    }
    bee_dict_free(d);
    if (s == BEE_OK) { /* the file, read back without the hook */
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        for (int c; (c = getc(f)) != EOF;)
            *digest = mix(*digest, (unsigned)c);
        fclose(f);
    }
    unlink(path);
    return s;
}

static void test_index_save(void **state)
{
    (void)state;
    fail_each("index save", save_index, NULL, 1);
}

/* Solve puzzles of 7 and 6 letters on `ix` by `plan`, into the digest. */
static bee_status solve_some(const bee_index *ix, bee_plan plan, uint64_t *digest, bee_error *err)
{
    static const char *const puzzles[] = {"raegint", "aeginrt", "tangier", "xdegfjk",
                                          "opnlemr", "abcdefg", "craonet", "lpeanot"};
    bee_result *r = bee_result_new();
    if (!r)
        return no_result(err);
    bee_status s = BEE_OK;
    bee_solve_options so;
    bee_solve_options_init(&so);
    /* past BEE_PLAN_WARMUP, so that auto builds and uses the letter-set map */
    for (int round = 0; round < 12 && s == BEE_OK; round++)
        for (size_t i = 0; i < sizeof puzzles / sizeof *puzzles && s == BEE_OK; i++) {
            int size = round % 3 == 2 ? 6 : 7;
            bee_puzzle p;
            s = bee_puzzle_parse(NULL, puzzles[i], (size_t)size, size, &p, err);
            if (s == BEE_OK)
                s = bee_solve_plan(ix, &p, &so, plan, r, err);
            if (s == BEE_OK)
                *digest = digest_result(*digest, r);
        }
    bee_result_free(r);
    return s;
}

typedef struct solve_case {
    bee_plan plan;
    int from_file; /* the index loaded from index_path, else built */
} solve_case;

static bee_status load_and_solve(void *ctx, uint64_t *digest, bee_error *err)
{
    const solve_case *c = ctx;
    bee_dict *d;
    bee_index *ix;
    bee_status s;
    if (c->from_file) {
        s = bee_index_load(index_path, &d, &ix, err);
        if (s != BEE_OK)
            return s;
    } else {
        s = bee_dict_load_memory(words_text, words_len, "words", NULL, &d, err);
        if (s != BEE_OK)
            return s;
        if ((s = bee_index_build(d, NULL, &ix, err)) != BEE_OK) {
            bee_dict_free(d);
            return s;
        }
    }
    s = solve_some(ix, c->plan, digest, err);
    bee_index_free(ix);
    bee_dict_free(d);
    return s;
}

static void test_index_load(void **state)
{
    (void)state;
    solve_case c = {BEE_PLAN_AUTO, 1};
    fail_each("index load, solve", load_and_solve, &c, 1);
}

static void test_solve_every_plan(void **state)
{
    (void)state;
    static const bee_plan plans[] = {BEE_PLAN_AUTO, BEE_PLAN_SET_LISTS, BEE_PLAN_BLOCK_SCAN,
                                     BEE_PLAN_SUBSETS};
    for (size_t i = 0; i < sizeof plans / sizeof *plans; i++) {
        solve_case c = {plans[i], 0};
        char what[64];
        snprintf(what, sizeof what, "solve, plan %s", bee_plan_name(plans[i]));
        fail_each(what, load_and_solve, &c, 0);
    }
}

/* ------------------------------------------------------------ one-shot */

static bee_status oneshot(void *ctx, uint64_t *digest, bee_error *err)
{
    (void)ctx;
    bee_result *r = bee_result_new();
    if (!r)
        return no_result(err);
    bee_puzzle p = tu_puzzle("raegint", 7);
    bee_dict *answers = NULL;
    bee_status s =
        bee_oneshot_solve(words_text, words_len, "words", NULL, NULL, &p, NULL, &answers, r, err);
    if (s == BEE_OK) {
        *digest = digest_dict(digest_result(*digest, r), answers);
        bee_dict_free(answers);
    }
    bee_result_free(r);
    /* the command's plan: several filters in one pass over a file */
    uint32_t letters[2] = {bee_mask_of("raegint", 7), bee_mask_of("opnlemr", 7)};
    uint32_t centers[2] = {bee_mask_of("r", 1), bee_mask_of("o", 1)};
    bee_dict *out[2];
    if (s == BEE_OK && (s = bee_dict_load_filtered_file(words_path, NULL, 2, letters, centers,
                                                        BEE_KERNEL_AUTO, out, err)) == BEE_OK)
        for (int i = 0; i < 2; i++) {
            *digest = digest_dict(*digest, out[i]);
            bee_dict_free(out[i]);
        }
    /* bags: answered straight from the lines as they are picked */
    bee_bag bags[2];
    bee_bag_parse(NULL, "raegintt", 8, &bags[0], NULL);
    bee_bag_parse(NULL, "opnlemrr", 8, &bags[1], NULL);
    bee_result *rs[2] = {bee_result_new(), bee_result_new()};
    if (s == BEE_OK && (!rs[0] || !rs[1]))
        s = no_result(err);
    if (s == BEE_OK &&
        (s = bee_bag_answer_file(words_path, NULL, 2, bags, NULL, BEE_BAG_ORDER_LENGTH,
                                 BEE_KERNEL_AUTO, out, rs, err)) == BEE_OK)
        for (int i = 0; i < 2; i++) {
            *digest = digest_dict(digest_result(*digest, rs[i]), out[i]);
            bee_dict_free(out[i]);
        }
    bee_result_free(rs[0]);
    bee_result_free(rs[1]);
    return s;
}

static void test_oneshot(void **state)
{
    (void)state;
    fail_each("one-shot", oneshot, NULL, 0);
}

/* The one-off read of an index file: only the chunks its answers lie in. */
static bee_status index_oneshot(void *ctx, uint64_t *digest, bee_error *err)
{
    (void)ctx;
    uint32_t letters[2] = {bee_mask_of("raegint", 7), bee_mask_of("opnlemr", 7)};
    uint32_t centers[2] = {bee_mask_of("r", 1), bee_mask_of("o", 1)};
    bee_dict *out[2];
    unsigned min_len;
    bee_status s =
        bee_index_load_filtered_file(index_path, 2, letters, centers, out, &min_len, err);
    for (int i = 0; i < 2 && s == BEE_OK; i++) {
        *digest = digest_dict(mix(*digest, min_len), out[i]);
        bee_dict_free(out[i]);
    }
    return s;
}

static void test_index_oneshot(void **state)
{
    (void)state;
    fail_each("index one-off", index_oneshot, NULL, 1);
}

/* --------------------------------------------------------------- batch */

/* Items answered BEE_ERR_NOMEM are refused in place (bee.h: an item's
 * error, not the batch's): such an item is checked against the answer of
 * the unfailed run and counted. */
typedef struct batch_case {
    int threads;
    int bags;
    int array; /* array input, else lines from a reader */
    size_t n;
    const char **items;
    char *texts; /* the items' strings, one block */
    char *lines;
    size_t lines_len, read_at;
    uint64_t *answer;   /* per item: the digest of its record */
    uint64_t *good;     /* the same in the unfailed run, or NULL before it */
    long in_place;      /* items refused for want of memory */
    long runs_in_place; /* runs that refused some */
    int callback_no_memory;
    size_t chunks; /* of input (some handed to the sink twice) */
} batch_case;

#define RECORD_BYTES 1500

static int batch_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *chunk)
{
    batch_case *c = ctx;
    size_t i = c->array ? it->index : (size_t)it->line - 1;
    /* With a fault to come, the first chunk's worker falls behind, so that
     * the others fill every slot and wait for it (in ordered_begin, holding
     * the input lock) while its record buffer grows: a failure there must
     * still wake them. */
    if (i == 100 && hang_nth > 0 && c->threads > 1)
        usleep(30 * 1000);
    uint64_t h = 0xcbf29ce484222325ull;
    if (it->status == BEE_OK) {
        h = digest_result(h, it->result);
    } else if (it->status == BEE_ERR_NOMEM && c->good) {
        assert_true(it->error && it->error[0]);
        h = c->good[i];
        __atomic_fetch_add(&c->in_place, 1, __ATOMIC_RELAXED);
    } else {
        h = mix(h, (uint64_t)it->status);
    }
    c->answer[i] = h;
    /* A record for the sink to hand over, as large as the program's with
     * word lists: the first 1,000 items' records pass the engine's 8 MB
     * cap (the chunk is handed over early, when its turn comes), the rest
     * make the engine cut the input in chunks of a few hundred items, more
     * than its slots, so that workers wait for slots and turns.  The
     * buffer grows through the library (the hook fails that too): the
     * caller's out of memory, which stops the run. */
    size_t bytes = i < 1000 ? 6 * RECORD_BYTES : RECORD_BYTES;
    if (bee_batch_buf_reserve(&chunk->out, bytes) != BEE_OK) {
        __atomic_store_n(&c->callback_no_memory, 1, __ATOMIC_RELAXED);
        return 1;
    }
    memcpy(chunk->out.data + chunk->out.len, &h, sizeof h);
    chunk->out.len += bytes;
    return 0;
}

static int batch_sink(void *ctx, const bee_batch_chunk *chunk)
{
    batch_case *c = ctx; /* one thread at a time */
    c->chunks = chunk->seq + 1 > c->chunks ? chunk->seq + 1 : c->chunks;
    return chunk->out.len % RECORD_BYTES != 0; /* whole records */
}

static ptrdiff_t batch_read(void *ctx, char *buf, size_t cap)
{
    batch_case *c = ctx;
    size_t n = c->lines_len - c->read_at < cap ? c->lines_len - c->read_at : cap;
    memcpy(buf, c->lines + c->read_at, n);
    c->read_at += n;
    return (ptrdiff_t)n;
}

static bee_status batch_run(void *ctx, uint64_t *digest, bee_error *err)
{
    batch_case *c = ctx;
    bee_dict *d;
    bee_index *ix = NULL;
    bee_bag_index *bx = NULL;
    bee_status s = bee_dict_load_memory(words_text, words_len, "words", NULL, &d, err);
    if (s != BEE_OK)
        return s;
    s = c->bags ? bee_bag_index_build(d, NULL, &bx, err) : bee_index_build(d, NULL, &ix, err);
    if (s == BEE_OK) {
        memset(c->answer, 0, c->n * sizeof *c->answer);
        c->read_at = 0;
        c->in_place = 0;
        c->callback_no_memory = 0;
        c->chunks = 0;
        bee_batch_input in = {.source = c->array ? BEE_BATCH_ARRAY : BEE_BATCH_READER,
                              .read = batch_read,
                              .read_ctx = c,
                              .strings = c->items,
                              .count = c->n};
        bee_batch_options o;
        bee_batch_options_init(&o);
        o.threads = c->threads;
        o.record = batch_record;
        o.record_ctx = c;
        o.sink = batch_sink;
        o.sink_ctx = c;
        bee_batch_stats st;
        s = c->bags ? bee_bag_solve_batch(bx, NULL, BEE_BAG_ORDER_LENGTH, &in, &o, &st, err)
                    : bee_solve_batch(ix, &in, &o, &st, err);
        c->runs_in_place += c->in_place > 0;
        if (s == BEE_ERR_STOPPED && c->callback_no_memory) /* the caller knows why */
            s = refuse(err, BEE_ERR_NOMEM, "out of memory for a record");
        if (s == BEE_OK) {
            assert_int_equal(st.items, c->n);
            for (size_t i = 0; i < c->n; i++)
                *digest = mix(*digest, c->answer[i]);
        }
    }
    bee_bag_index_free(bx);
    bee_index_free(ix);
    bee_dict_free(d);
    return s;
}

static void batch_each(const char *what, batch_case *c)
{
    c->answer = calloc(c->n, sizeof *c->answer);
    c->good = NULL;
    assert_non_null(c->answer);
    bee_error err;
    uint64_t digest = 0;
    assert_int_equal(batch_run(c, &digest, &err), BEE_OK); /* each item's answer */
    assert_true(c->chunks > 2 * (size_t)c->threads + 1);   /* more than the slots */
    c->good = c->answer;
    c->answer = calloc(c->n, sizeof *c->answer);
    assert_non_null(c->answer);
    c->runs_in_place = 0;
    fail_each(what, batch_run, c, 0);
    printf("%-28s of the recovered, %ld refused some items in place\n", "", c->runs_in_place);
    free(c->answer);
    free(c->good);
}

/* n puzzles (or bags) as strings and as lines: the letters of 40 words of
 * the built-in list, so that most have answers and records of some length,
 * and the set lists that the solves build on first use are few. */
static void batch_input(batch_case *c, size_t n, int bags)
{
    c->n = n;
    c->bags = bags;
    c->items = calloc(n, sizeof *c->items);
    c->texts = c->lines = calloc(n, 16);
    assert_true(c->items && c->lines);
    tu_rng g = {22};
    char *at = c->lines;
    for (size_t i = 0; i < n; i++) {
        c->items[i] = at;
        uint32_t stride = (uint32_t)bee_dict_size(words_dict) / 40;
        const char *w = bee_dict_word(words_dict, stride * tu_below(&g, 40));
        uint32_t seen = 0;
        size_t m = 0;
        for (; *w && m < (bags ? 9u : 7u); w++)
            if (bags || !(seen & 1u << (*w - 'a'))) {
                seen |= 1u << (*w - 'a');
                at[m++] = *w;
            }
        at[m] = '\0';
        at += m + 1;
    }
    /* the same as lines: each string's NUL made a newline */
    c->lines_len = (size_t)(at - c->lines);
    c->lines = memcpy(malloc(c->lines_len + 1), c->lines, c->lines_len);
    for (size_t i = 0; i < c->lines_len; i++)
        c->lines[i] = c->lines[i] ? c->lines[i] : '\n';
}

static void batch_input_free(batch_case *c)
{
    free(c->texts);
    free(c->items);
    free(c->lines);
}

static void test_batch(void **state)
{
    (void)state;
    batch_case c = {0};
    /* more chunks than slots (batch_record) */
    batch_input(&c, 8000, 0);
    static const int threads[] = {1, 2};
    for (size_t t = 0; t < 2; t++)
        for (int array = 0; array < 2; array++) {
            char what[64];
            snprintf(what, sizeof what, "batch, %s, %d thread%s", array ? "array" : "lines",
                     threads[t], threads[t] > 1 ? "s" : "");
            c.threads = threads[t];
            c.array = array;
            batch_each(what, &c);
        }
    batch_input_free(&c);
}

static void test_bag_batch(void **state)
{
    (void)state;
    batch_case c = {0};
    batch_input(&c, 8000, 1);
    c.threads = 2;
    c.array = 1;
    batch_each("bag batch, 2 threads", &c);
    batch_input_free(&c);
}

/* -------------------------------------------------------------- bags */

/* The bags answered by bx, or without a bag index by a plain pass over
 * `plain` (bee_bag_solve_plain) when bx is NULL. */
static bee_status solve_bags(const bee_bag_index *bx, const bee_dict *plain, uint64_t *digest,
                             bee_error *err)
{
    static const char *const bags[] = {"letterpress", "ab??", "mississippi", "aeginrst", "q"};
    bee_result *r = bee_result_new();
    if (!r)
        return no_result(err);
    bee_bag_options o;
    bee_bag_options_init(&o);
    bee_status s = BEE_OK;
    for (size_t i = 0; i < sizeof bags / sizeof *bags && s == BEE_OK; i++) {
        bee_bag bag;
        s = bee_bag_parse(NULL, bags[i], strlen(bags[i]), &bag, err);
        if (s == BEE_OK && !bx)
            s = bee_bag_solve_plain(plain, &bag, &o, (bee_bag_order)(i % 2), r, err);
        else if (s == BEE_OK)
            s = bee_bag_solve(bx, &bag, &o, r, err);
        if (s == BEE_OK && bx)
            s = bee_bag_sort(bx, r, BEE_BAG_ORDER_LENGTH, err);
        if (s == BEE_OK)
            *digest = digest_result(*digest, r);
    }
    bee_result_free(r);
    return s;
}

static bee_status bag_run(void *ctx, uint64_t *digest, bee_error *err)
{
    int from_file = ctx != NULL;
    bee_dict *d;
    bee_index *ix = NULL;
    bee_bag_index *bx;
    bee_status s = from_file ? bee_index_load(index_path, &d, &ix, err)
                             : bee_dict_load_memory(words_text, words_len, "words", NULL, &d, err);
    if (s != BEE_OK)
        return s;
    s = from_file ? bee_bag_index_load(d, &bx, err) : bee_bag_index_build(d, NULL, &bx, err);
    if (s == BEE_OK) {
        s = solve_bags(bx, NULL, digest, err);
        bee_bag_index_free(bx);
    }
    bee_index_free(ix);
    bee_dict_free(d);
    return s;
}

/* The one-off command's way: no bag index, a plain pass over the words. */
static bee_status bag_plain_run(void *ctx, uint64_t *digest, bee_error *err)
{
    (void)ctx;
    bee_dict *d;
    bee_status s = bee_dict_load_memory(words_text, words_len, "words", NULL, &d, err);
    if (s == BEE_OK)
        s = solve_bags(NULL, d, digest, err);
    bee_dict_free(d);
    return s;
}

static void test_bag(void **state)
{
    (void)state;
    fail_each("bag index build, solve", bag_run, NULL, 0);
    fail_each("bag index file, solve", bag_run, index_path, 1);
    fail_each("bag plain pass", bag_plain_run, NULL, 0);
}

/* ------------------------------------------------------- every puzzle */

typedef struct all_case {
    bee_all_method method;
    bee_all_order order;
    size_t top;
    int each;   /* bee_all_each, else bee_all_solve */
    int extras; /* the puzzle makers' filters: a solve a puzzle */
} all_case;

static int all_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    (void)worker;
    uint64_t *sums = ctx; /* per chunk: chunks come from many threads */
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = mix(mix(mix(mix(h, p[i].letters), p[i].center), p[i].count), p[i].score);
    if (chunk < 4096)
        sums[chunk] = mix(h, n + 1);
    return 0;
}

static bee_status all_run(void *ctx, uint64_t *digest, bee_error *err)
{
    const all_case *c = ctx;
    bee_dict *d;
    bee_index *ix;
    /* a small list: every 16th word */
    bee_status s = bee_dict_load_memory(words_text, words_len / 16, "words", NULL, &d, err);
    if (s != BEE_OK)
        return s;
    if ((s = bee_index_build(d, NULL, &ix, err)) == BEE_OK) {
        bee_all_options o;
        bee_all_options_init(&o);
        o.method = c->method;
        o.order = c->order;
        o.top = c->top;
        o.threads = 2;
        o.any = 1;
        o.size = 5;
        o.bingo = c->extras;
        o.min_perfect = (uint32_t)c->extras;
        if (c->each) {
            static uint64_t sums[4096];
            memset(sums, 0, sizeof sums);
            s = bee_all_each(ix, &o, all_sink, sums, NULL, err);
            for (size_t i = 0; s == BEE_OK && i < 4096; i++)
                *digest = mix(*digest, sums[i]);
        } else {
            bee_all_result *res;
            s = bee_all_solve(ix, &o, &res, err);
            if (s == BEE_OK) {
                all_sink(digest, 0, 0, res->puzzles, res->count);
                bee_all_result_free(res);
            }
        }
        bee_index_free(ix);
    }
    bee_dict_free(d);
    return s;
}

static void test_all(void **state)
{
    (void)state;
    static const all_case cases[] = {
        {BEE_ALL_SUBSETS, BEE_ALL_BY_LETTERS, 0, 1, 0},
        {BEE_ALL_ZETA, BEE_ALL_BY_LETTERS, 0, 1, 0},
        {BEE_ALL_ZETA, BEE_ALL_BY_SCORE, 0, 0, 0},
        {BEE_ALL_SUBSETS, BEE_ALL_BY_WORDS, 50, 0, 0},
        {BEE_ALL_ZETA, BEE_ALL_BY_LETTERS, 0, 1, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char what[64];
        snprintf(what, sizeof what, "all, %s, %s%s%s", bee_all_method_name(cases[i].method),
                 cases[i].each ? "each" : "solve", cases[i].top ? ", top" : "",
                 cases[i].extras ? ", bingo" : "");
        all_case c = cases[i];
        fail_each(what, all_run, &c, 0);
    }
}

/* --------------------------------------------------------------- setup */

static int setup(void **state)
{
    (void)state;
    bee_error err;
    bee_index *ix;
    if (bee_index_load_default(&words_dict, &ix, &err) != BEE_OK)
        return -1;
    bee_index_free(ix); /* the dictionary stays */
    /* every 4th word of the built-in list: arenas past SMALL_BLOCK, so
     * mapped in huge pages, and several blocks of every kind */
    size_t n = bee_dict_size(words_dict), len = 0;
    words_text = malloc(n * (BEE_MAX_WORD_LEN + 1));
    if (!words_text)
        return -1;
    for (uint32_t i = 0; i < n; i += 4) {
        size_t k = bee_dict_word_len(words_dict, i);
        memcpy(words_text + len, bee_dict_word(words_dict, i), k);
        words_text[len + k] = '\n';
        len += k + 1;
    }
    words_len = len;
    reversed_text = malloc(len);
    if (!reversed_text)
        return -1;
    for (size_t end = len, at = 0; end > 0;) { /* each line, last first */
        size_t start = end - 1;
        while (start > 0 && words_text[start - 1] != '\n')
            start--;
        memcpy(reversed_text + at, words_text + start, end - start);
        at += end - start;
        end = start;
    }
    snprintf(dir, sizeof dir, "/tmp/bee-faults-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    snprintf(words_path, sizeof words_path, "%s/words.txt", dir);
    snprintf(index_path, sizeof index_path, "%s/words.beeidx", dir);
    FILE *f = fopen(words_path, "wb");
    if (!f || fwrite(words_text, 1, words_len, f) != words_len || fclose(f) != 0)
        return -1;
    bee_dict *d;
    if (bee_dict_load_memory(words_text, words_len, "words", NULL, &d, &err) != BEE_OK)
        return -1;
    bee_status s = bee_index_build(d, NULL, &ix, &err);
    if (s == BEE_OK) {
        s = bee_index_save(ix, index_path, &err);
        bee_index_free(ix);
    }
    bee_dict_free(d);
    signal(SIGALRM, on_alarm);
    return s == BEE_OK ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    unlink(words_path);
    unlink(index_path);
    rmdir(dir);
    free(words_text);
    free(reversed_text);
    bee_dict_free(words_dict);
    return 0;
}

int main(void)
{
    tu_print_platform("faults");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dict_from_memory),
        cmocka_unit_test(test_dict_from_file),
        cmocka_unit_test(test_index_save),
        cmocka_unit_test(test_index_load),
        cmocka_unit_test(test_solve_every_plan),
        cmocka_unit_test(test_oneshot),
        cmocka_unit_test(test_index_oneshot),
        cmocka_unit_test(test_batch),
        cmocka_unit_test(test_bag_batch),
        cmocka_unit_test(test_bag),
        cmocka_unit_test(test_all),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
