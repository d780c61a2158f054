/*
 * batch.c - bee_solve_batch and bee_bag_solve_batch (bee.h): many puzzles
 * on several threads, answers handed back in input order, in bounded
 * memory.  The workload: millions of short lines (a puzzle is 8 bytes)
 * whose records are 20 bytes to a few kilobytes each, so the costs that
 * matter are per chunk, never per line: one lock round trip and one sink
 * call per chunk of up to CHUNK input bytes.
 *
 * Threads: each worker (the calling thread is one) reads the next chunk into
 * a slot of a ring, under the input lock, then answers its lines, handing
 * each to the caller's record callback with the slot's buffers; the ordered
 * writer (ordered.h) hands the chunks to the sink in input order, a slot
 * being a place of its ring.  No thread only reads: a reader handing chunks
 * to workers woke a sleeping worker at every chunk, and on a virtual machine
 * each wake-up is an interrupt to another CPU.
 */
#define _GNU_SOURCE /* memrchr */
#include "core/ordered.h"
#include "core/spin.h"
#include "solve/index.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_LINE        BEE_BATCH_MAX_LINE
#define CHUNK           (16 * 1024)
/* A chunk's records, aimed at: a chunk holds as many input bytes as made
 * about this many bytes of records in the chunk before it (at least
 * MIN_CHUNK).  The chunks' buffers are written over round after round, and
 * kept this small they stay in cache beside what the lines are answered
 * from: puzzles with word lists (~1.3 KB a record, 16 KB of input making
 * 2.7 MB) take about 6% less CPU than with whole chunks (bench/README.md),
 * while counts keep whole chunks (fewer reads and lock round trips). */
#define RECORDS_GOAL    (768u << 10)
#define MIN_CHUNK       (4 * 1024)
/* A chunk whose records pass this is handed over early. */
#define OUTPUT_CAP      (8u << 20)
/* Array input: items a chunk (the same goal in records). */
#define ARRAY_CHUNK     2048
#define ARRAY_MIN_CHUNK 256

/* ---------------------------------------------------------- buffers */

bee_status bee_batch_buf_reserve(bee_batch_buf *b, size_t n)
{
    if (b->len + n <= b->cap && n <= SIZE_MAX - b->len)
        return BEE_OK;
    if (n > SIZE_MAX / 2 - b->len)
        return BEE_ERR_NOMEM;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + n) {
        if (cap > SIZE_MAX / 2)
            return BEE_ERR_NOMEM;
        cap *= 2;
    }
    char *grown = bee_realloc(b->data, cap);
    if (!grown)
        return BEE_ERR_NOMEM;
    b->data = grown;
    b->cap = cap;
    return BEE_OK;
}

bee_status bee_batch_buf_append(bee_batch_buf *b, const void *bytes, size_t n)
{
    if (bee_batch_buf_reserve(b, n) != BEE_OK)
        return BEE_ERR_NOMEM;
    if (n)
        memcpy(b->data + b->len, bytes, n);
    b->len += n;
    return BEE_OK;
}

/* ------------------------------------------------------- whole lines */

typedef struct reader {
    int fd; /* >= 0, or -1: the callback */
    bee_batch_read_fn read;
    void *read_ctx;
    char carry[MAX_LINE + 1]; /* the unfinished last line of a chunk */
    size_t carry_len;
    int discarding; /* the line in progress was cut short: drop to its end */
    int eof;
    int error;     /* errno of a failed read */
    int may_stall; /* not a regular file: input can pause (a pipe, a tty) */
} reader;

/* Whether a read of fd would return at once (data, or the end). */
static int input_ready(int fd)
{
    struct pollfd p = {fd, POLLIN, 0};
    return poll(&p, 1, 0) != 0;
}

static ssize_t read_some(reader *r, char *buf, size_t n)
{
    if (r->fd >= 0)
        return read(r->fd, buf, n);
    ptrdiff_t k = r->read(r->read_ctx, buf, n);
    if (k < 0) {
        errno = k == -1 ? EIO : (int)-k;
        return -1;
    }
    return (ssize_t)k;
}

/* Fill buf (CHUNK bytes) with whole lines, about `goal` bytes of them (more
 * when the first line is longer); 0 at the end of input.  A line longer
 * than MAX_LINE keeps its first MAX_LINE + 1 bytes (enough to be refused as
 * over-long); the rest is dropped unread. */
static size_t read_chunk(reader *r, char *buf, size_t goal)
{
    size_t len = r->carry_len, line_start = 0;
    memcpy(buf, r->carry, len);
    r->carry_len = 0;
    while (!r->eof && len < CHUNK && (len < goal || line_start == 0)) {
        size_t wanted = (len < goal ? goal : CHUNK) - len;
        ssize_t n = read_some(r, buf + len, wanted);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            r->error = n < 0 ? errno : 0;
            r->eof = 1;
            break;
        }
        char *fresh = buf + len;
        size_t got = (size_t)n;
        if (r->discarding) {
            char *nl = memchr(fresh, '\n', got);
            if (!nl)
                continue;
            got -= (size_t)(nl - fresh);
            memmove(fresh, nl, got);
            r->discarding = 0;
        }
        char *last = memrchr(fresh, '\n', got);
        if (last)
            line_start = (size_t)(last - buf) + 1;
        len += got;
        if (len - line_start > MAX_LINE) {
            len = line_start + MAX_LINE + 1;
            r->discarding = 1;
        }
        /* The input stalled with whole lines in hand: hand them on now, not
         * when the chunk fills (a co-process, `tail -f`, a person typing).
         * Asked only after a short read, so a source that keeps up costs
         * nothing, and a slow one one poll(2) a read. */
        if (r->may_stall && line_start > 0 && (size_t)n < wanted && !input_ready(r->fd))
            break;
    }
    if (!r->eof) { /* full: the unfinished line (at most MAX + 1 bytes) waits */
        r->carry_len = len - line_start;
        memcpy(r->carry, buf + line_start, r->carry_len);
        len = line_start;
    }
    return len;
}

/* ------------------------------------------------------------- slots */

/* Whole cache lines each (_Alignas, and the array from aligned_alloc): a
 * worker writes its slot at every line, which must not evict what the other
 * workers read at every line from theirs or from the data beside them. */
typedef struct slot {
    _Alignas(64) char *in;
    size_t in_len;
    size_t first_item, n_items; /* array input */
    uint64_t first_line;
    bee_batch_chunk c; /* its buffers and what is not yet handed over */
} slot;

enum { KIND_SOLVE, KIND_BAG };

typedef struct engine {
    int kind;
    const bee_index *ix;
    bee_solve_options so;
    int size;
    const bee_bag_index *bx;
    const bee_bag_options *bo;
    bee_bag_order order;
    const bee_batch_input *in;
    bee_batch_options opt;

    pthread_mutex_t lock; /* the input: one worker reads at a time */
    spinner input_waits;  /* for it */
    reader *r;
    uint64_t next_seq, next_line; /* of the next chunk read */
    size_t next_item;             /* array input */
    size_t chunk;                 /* input bytes (items) a chunk, aimed at */
    ordered ord;                  /* hands the chunks over in order: its
                                          places are the slots */
    slot *slots;
    size_t n_slots;
    int threads;
    atomic_int next_worker;
    atomic_int stop; /* everyone stops */
    atomic_int stopped_by_callback, no_memory;
    bee_batch_stats st;
} engine;

/* Hand over what slot `place` holds (the ordered writer's turn). */
static int write_slot(void *arg, size_t place)
{
    engine *e = arg;
    bee_batch_chunk *c = &e->slots[place].c;
    if (e->opt.sink && e->opt.sink(e->opt.sink_ctx, c) != 0) {
        e->stopped_by_callback = 1;
        e->stop = 1;
        return 1;
    }
    e->st.lines += c->lines;
    e->st.items += c->items;
    e->st.refused += c->refused;
    c->lines = c->items = c->refused = c->in_bytes = 0; /* counted once, though
                                                             a large chunk goes early */
    c->out.len = c->notes.len = 0;
    return e->stop;
}

/* ------------------------------------------------------------ workers */

typedef struct worker_state {
    bee_result *r;
    bee_error err;
    bee_puzzle p;
    bee_bag bag;
} worker_state;

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Hints for the next two lines: the word list of the next one (step 1: its
 * map entries were fetched at the line before) and the map entries of the
 * one after (step 0), so that the solves find them in cache instead of
 * waiting on memory twice a puzzle.  A puzzle with words takes ~300 ns, long
 * enough for a fetch: hinting one line ahead for each step takes 5% less CPU
 * than two (JSON and counts, one thread; bench/README.md).
 * A hint needs only the line's letters, gathered without checks: a line
 * that is no puzzle fetches something useless, nothing worse.  The one after
 * is the next line's next one: its letters are kept, so each line is read
 * for them once (the scan was ~8% of a count run). */
typedef struct ahead {
    const char *at, *after; /* the line whose letters are kept, and past it */
    uint32_t letters;
} ahead;

/* The letters of the line at s, gathered without checks; *after: past it. */
static uint32_t line_letters(const char *s, const char *end, const char **after)
{
    uint32_t letters = 0;
    for (; s < end && *s != '\n'; s++) {
        unsigned x = (unsigned)((*s | 0x20) - 'a');
        letters |= x < 26 ? 1u << x : 0;
    }
    *after = s + (s < end); /* the newline */
    return letters;
}

static void look_ahead(const engine *e, const slot *sl, ahead *h, const char *s, const char *end)
{
    for (int step = 1; step >= 0 && s < end; step--) {
        uint32_t letters;
        const char *after;
        if (s == h->at) {
            letters = h->letters;
            after = h->after;
        } else {
            letters = line_letters(s, end, &after);
            *h = (ahead){s, after, letters};
        }
        bee_puzzle p; /* set field by field: an initialiser would clear all of
                       * text[] (125 bytes), a `rep stos` twice a line; a
                       * prefetch reads the letters only */
        p.letters = letters;
        p.center = 0;
        p.size = e->size;
        if (!e->opt.ahead || !e->opt.ahead(e->opt.record_ctx, letters, step, &sl->c))
            bee_solve_prefetch(e->ix, &p, step);
        s = after;
    }
}

/* The same over the next two strings of an array. */
static void look_ahead_array(const engine *e, size_t i)
{
    const bee_batch_input *in = e->in;
    for (int step = 1; step >= 0 && ++i < in->count; step--) {
        const char *s = in->strings[i];
        uint32_t letters = 0;
        for (size_t k = 0; in->lens ? k < in->lens[i] : s[k] != '\0'; k++) {
            unsigned x = (unsigned)((s[k] | 0x20) - 'a');
            letters |= x < 26 ? 1u << x : 0;
        }
        bee_puzzle p; /* as in look_ahead: letters only */
        p.letters = letters;
        p.center = 0;
        p.size = e->size;
        bee_solve_prefetch(e->ix, &p, step);
    }
}

/* What became of an item (answer): to be handed to `record`, handed over
 * already by the probe, or the run stops. */
enum { ITEM_ANSWERED, ITEM_PROBED, ITEM_STOP };

/* The probe's verdict on item `it`, parsed: ITEM_PROBED when the caller put
 * its record in the chunk itself (so it is not solved). */
static int probe(engine *e, slot *s, bee_batch_item *it)
{
    it->status = BEE_OK;
    it->error = NULL;
    it->result = NULL;
    int k = e->opt.probe(e->opt.record_ctx, it, &s->c);
    if (k == 0)
        return ITEM_ANSWERED;
    if (k == 1)
        return ITEM_PROBED;
    e->stopped_by_callback = 1;
    e->stop = 1;
    bee_ordered_stop(&e->ord);
    return ITEM_STOP;
}

/* Answer item `it` (text, len set) into w, unless the probe deals with it;
 * fills status, error, answer. */
static int answer(engine *e, slot *sl, worker_state *w, bee_batch_item *it)
{
    bee_status s;
    if (e->kind == KIND_SOLVE) {
        s = bee_puzzle_parse(e->ix->dict->alpha, it->text, it->len, e->size, &w->p, &w->err);
        it->puzzle = s == BEE_OK ? &w->p : NULL;
        int k;
        if (s == BEE_OK && e->opt.probe && (k = probe(e, sl, it)) != ITEM_ANSWERED)
            return k;
        if (s == BEE_OK)
            s = bee_solve(e->ix, &w->p, &e->so, w->r, &w->err);
        it->puzzle = s == BEE_OK ? &w->p : NULL;
    } else {
        s = bee_bag_parse(bee_bag_index_dict(e->bx)->alpha, it->text, it->len, &w->bag, &w->err);
        it->bag = s == BEE_OK ? &w->bag : NULL;
        int k;
        if (s == BEE_OK && e->opt.probe && (k = probe(e, sl, it)) != ITEM_ANSWERED)
            return k;
        if (s == BEE_OK)
            s = bee_bag_solve(e->bx, &w->bag, e->bo, w->r, &w->err);
        if (s == BEE_OK && e->order != BEE_BAG_ORDER_NONE && e->bo->want_words)
            s = bee_bag_sort(e->bx, w->r, e->order, &w->err);
        it->bag = s == BEE_OK ? &w->bag : NULL;
    }
    it->status = s;
    it->error = s == BEE_OK ? NULL : w->err.message;
    it->result = s == BEE_OK ? w->r : NULL;
    return ITEM_ANSWERED;
}

/* Hand one item to the record callback (unless `how` says the probe did, or
 * the run stops); nonzero: stop. */
static int hand(engine *e, slot *s, const bee_batch_item *it, int how)
{
    if (how == ITEM_STOP)
        return 1;
    if (how == ITEM_ANSWERED && e->opt.record && e->opt.record(e->opt.record_ctx, it, &s->c) != 0) {
        e->stopped_by_callback = 1;
        e->stop = 1;
        bee_ordered_stop(&e->ord);
        return 1;
    }
    s->c.items++;
    s->c.refused += it->status != BEE_OK;
    if (s->c.out.len >= OUTPUT_CAP) /* wait for its turn */
        bee_ordered_flush(&e->ord, s->c.seq, 1);
    return 0;
}

/* Offer the caller's `lines` callback the lines from *p on: past those it
 * answered (counted as items), or -1 to stop. */
static int offer_lines(engine *e, slot *s, const char **p, const char *end, uint64_t *number)
{
    size_t items = 0;
    ptrdiff_t took =
        e->opt.lines(e->opt.record_ctx, *p, (size_t)(end - *p), *number, &items, &s->c);
    if (took < 0 || (size_t)took > (size_t)(end - *p)) {
        e->stopped_by_callback = 1;
        e->stop = 1;
        bee_ordered_stop(&e->ord);
        return -1;
    }
    *p += took;
    *number += items;
    s->c.lines += items;
    s->c.items += items;
    if (s->c.out.len >= OUTPUT_CAP) /* wait for its turn */
        bee_ordered_flush(&e->ord, s->c.seq, 1);
    return 0;
}

static void process_lines(engine *e, slot *s, worker_state *w)
{
    const char *p = s->in, *end = s->in + s->in_len;
    uint64_t number = s->first_line;
    char why[64];
    ahead h = {NULL, NULL, 0};
    while (p < end && !e->stop) {
        if (e->opt.lines && (offer_lines(e, s, &p, end, &number) != 0 || p == end))
            return;
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *line_end = nl ? nl : end;
        const char *a = p, *b = line_end;
        p = line_end + 1;
        s->c.lines++;
        if (b > a && b[-1] == '\r')
            b--;
        uint64_t no = number++;
        bee_batch_item it = {
            .index = (size_t)(no - 1), .line = no, .text = a, .len = (size_t)(b - a)};
        if (it.len > MAX_LINE) {
            snprintf(why, sizeof why, "line is longer than %d bytes", MAX_LINE);
            it.status = BEE_ERR_LIMIT;
            it.error = why;
            if (hand(e, s, &it, ITEM_ANSWERED))
                return;
            continue;
        }
        while (a < b && is_blank(*a))
            a++;
        while (b > a && is_blank(b[-1]))
            b--;
        if (a == b || *a == '#')
            continue;
        it.text = a;
        it.len = (size_t)(b - a);
        if (e->kind == KIND_SOLVE)
            look_ahead(e, s, &h, p, end);
        if (hand(e, s, &it, answer(e, s, w, &it)))
            return;
    }
}

static void process_array(engine *e, slot *s, worker_state *w)
{
    const bee_batch_input *in = e->in;
    for (size_t i = s->first_item; i < s->first_item + s->n_items && !e->stop; i++) {
        bee_batch_item it = {.index = i, .line = (uint64_t)i + 1, .text = in->strings[i]};
        it.len = in->lens ? in->lens[i] : strlen(it.text);
        s->c.lines++;
        if (e->kind == KIND_SOLVE)
            look_ahead_array(e, i);
        if (hand(e, s, &it, answer(e, s, w, &it)))
            return;
    }
}

/* --------------------------------------------------------------- run */

static int make_slots(engine *e)
{
    e->n_slots = 2 * (size_t)e->threads + 1;
    if (e->n_slots > ORDERED_MAX_PLACES)
        e->n_slots = ORDERED_MAX_PLACES;
    e->slots = bee_aligned_alloc(64, e->n_slots * sizeof *e->slots);
    if (!e->slots)
        return -1;
    memset(e->slots, 0, e->n_slots * sizeof *e->slots);
    int lines = e->in->source != BEE_BATCH_ARRAY;
    for (size_t i = 0; i < e->n_slots; i++) {
        slot *s = &e->slots[i];
        if ((lines && !(s->in = bee_malloc(CHUNK))) ||
            bee_batch_buf_reserve(&s->c.out, 1 << 16) != BEE_OK ||
            bee_batch_buf_reserve(&s->c.notes, 256) != BEE_OK)
            return -1;
    }
    return 0;
}

static void free_slots(engine *e)
{
    for (size_t i = 0; e->slots && i < e->n_slots; i++) {
        bee_free(e->slots[i].in);
        bee_free(e->slots[i].c.out.data);
        bee_free(e->slots[i].c.notes.data);
    }
    bee_free(e->slots);
}

/* Newlines in p[0 .. n): one pass the compiler vectorizes, not a call a line.
 * Counted in bytes, 240 at a time (no byte counter passes 255), so that a
 * vector compares and subtracts 16 or 32 bytes at a step: a count summed in
 * 64 bits widened every byte (~2 instructions a byte: 17M of a count stream's
 * 1M lines). */
static uint64_t count_newlines(const char *p, size_t n)
{
    uint64_t k = 0;
    while (n) {
        size_t m = n < 240 ? n : 240;
        unsigned char in_block = 0;
        for (size_t i = 0; i < m; i++)
            in_block += p[i] == '\n';
        k += in_block;
        p += m;
        n -= m;
    }
    return k;
}

/* Input for a chunk when `in` of it made `records` bytes of records: about
 * RECORDS_GOAL of them, within [lo, hi]. */
static size_t chunk_goal(size_t in, size_t records, size_t lo, size_t hi)
{
    uint64_t goal = records ? (uint64_t)in * RECORDS_GOAL / records : hi;
    return goal < lo ? lo : goal > hi ? hi : (size_t)goal;
}

/* The next chunk, read into its slot once the slot is free (its last chunk
 * handed over), its first line numbered; NULL at the end of input or if the
 * run stopped.  Called with e->lock held. */
static slot *next_chunk(engine *e)
{
    int array = e->in->source == BEE_BATCH_ARRAY;
    if (e->stop || (array ? e->next_item >= e->in->count : e->r->eof))
        return NULL;
    size_t place = bee_ordered_begin(&e->ord, e->next_seq);
    if (place == SIZE_MAX || e->stop)
        return NULL;
    slot *s = &e->slots[place];
    s->c.seq = e->next_seq++;
    if (array) {
        size_t left = e->in->count - e->next_item;
        s->first_item = e->next_item;
        s->n_items = left < e->chunk ? left : e->chunk;
        e->next_item += s->n_items;
        s->first_line = s->first_item + 1;
        return s;
    }
    s->in_len = read_chunk(e->r, s->in, e->chunk);
    s->c.in_bytes = s->in_len;
    s->first_line = e->next_line;
    e->next_line += count_newlines(s->in, s->in_len);
    return s->in_len ? s : NULL;
}

/* Out of memory: everyone stops.  Not under e->lock: its holder may be
 * waiting in bee_ordered_begin for this worker's chunk. */
static void fail(engine *e)
{
    e->no_memory = 1;
    e->stop = 1;
    bee_ordered_stop(&e->ord);
}

/* A worker: read a chunk, answer it, hand it to the ordered writer, until
 * the input ends or the run stops.  The calling thread is one. */
static void *worker(void *arg)
{
    engine *e = arg;
    worker_state w;
    w.r = bee_result_new(); /* this thread's answers */
    if (!w.r)
        fail(e);
    int id = atomic_fetch_add(&e->next_worker, 1);
    int array = e->in->source == BEE_BATCH_ARRAY;
    size_t goal = 0; /* for the next chunk, from this worker's last one */
    while (w.r) {
        spin_lock(&e->lock, &e->input_waits); /* (a read: short) */
        e->chunk = goal ? goal : e->chunk;
        slot *s = next_chunk(e);
        pthread_mutex_unlock(&e->lock);
        if (!s)
            break;
        s->c.worker = id;
        size_t in = array ? s->n_items : s->in_len;
        if (array)
            process_array(e, s, &w);
        else
            process_lines(e, s, &w);
        if (e->stop)
            break;
        goal = array ? chunk_goal(in, s->c.out.len, ARRAY_MIN_CHUNK, ARRAY_CHUNK)
                     : chunk_goal(in, s->c.out.len, MIN_CHUNK, CHUNK); /* before the
                                                                 writer empties it */
        bee_ordered_end(&e->ord, s->c.seq);
    }
    bee_result_free(w.r);
    return NULL;
}

void bee_batch_options_init_sized(bee_batch_options *o, size_t size)
{
    bee_batch_options defaults;
    memset(&defaults, 0, sizeof defaults);
    defaults.struct_size = sizeof defaults;
    defaults.size = 7;
    defaults.scoring = BEE_SCORING_NYT;
    defaults.want_words = 1;
    bee_options_give(o, size, &defaults, sizeof defaults);
}

static bee_status run(engine *e, bee_batch_stats *stats, bee_error *err)
{
    const bee_batch_input *in = e->in;
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!in)
        return bee_fail(err, BEE_ERR_ARG, "no input");
    if (in->source == BEE_BATCH_ARRAY    ? in->count && !in->strings
        : in->source == BEE_BATCH_READER ? !in->read
                                         : in->source != BEE_BATCH_FD || in->fd < 0)
        return bee_fail(err, BEE_ERR_ARG, "bad batch input");
    if (e->opt.threads < 0 || e->opt.threads > BEE_CPU_COUNT_MAX)
        return bee_fail(err, BEE_ERR_ARG, "threads %d out of range (0 to %d)", e->opt.threads,
                        BEE_CPU_COUNT_MAX);
    e->threads = e->opt.threads > 0 ? e->opt.threads : bee_cpu_count();
    /* the first chunks small: until a chunk's records are measured, its
     * input could make 170 times its bytes (16 KB of NYT-like lines, 2.7 MB
     * of JSON records), and every slot's buffer would grow to that, in
     * fresh memory: 5 slots for 2 threads */
    e->chunk = in->source == BEE_BATCH_ARRAY ? ARRAY_MIN_CHUNK : MIN_CHUNK;
    e->st.threads = e->threads;
    reader *r = in->source == BEE_BATCH_ARRAY ? NULL : bee_calloc(1, sizeof *r);
    pthread_t *tids = bee_calloc((size_t)e->threads, sizeof *tids);
    bee_status rc = BEE_OK;
    int started = 0;
    if ((in->source != BEE_BATCH_ARRAY && !r) || !tids || make_slots(e)) {
        rc = bee_fail(err, BEE_ERR_NOMEM, "out of memory");
        goto done;
    }
    if (r) {
        r->fd = in->source == BEE_BATCH_FD ? in->fd : -1;
        r->read = in->read;
        r->read_ctx = in->read_ctx;
        struct stat st;
        r->may_stall = r->fd >= 0 && (fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode));
    }
    pthread_mutex_init(&e->lock, NULL);
    spinner_init(&e->input_waits);
    bee_ordered_init(&e->ord, e->n_slots, write_slot, e);
    e->r = r;
    e->next_line = 1;
    /* the other workers; with none (one thread, or none could be made:
     * qemu-user on some hosts) the calling thread does it all */
    for (; started < e->threads - 1; started++)
        if (bee_thread_start(&tids[started], worker, e) != 0)
            break;
    worker(e);
    for (int i = 0; i < started; i++)
        pthread_join(tids[i], NULL);
    bee_ordered_destroy(&e->ord);
    pthread_mutex_destroy(&e->lock);
    e->st.threads = started + 1;

    if (r && r->error) {
        e->st.read_errno = r->error;
        rc = bee_fail(err, BEE_ERR_IO, "error reading the input: %s", strerror(r->error));
    }
    if (e->no_memory)
        rc = bee_fail(err, BEE_ERR_NOMEM, "out of memory");
    else if (e->stopped_by_callback)
        rc = bee_fail(err, BEE_ERR_STOPPED, "stopped by a callback");
done:
    if (stats)
        *stats = e->st;
    free_slots(e);
    bee_free(tids);
    bee_free(r);
    return rc;
}

bee_status bee_solve_batch(const bee_index *ix, const bee_batch_input *in,
                           const bee_batch_options *opt, bee_batch_stats *stats, bee_error *err)
{
    engine *e = bee_calloc(1, sizeof *e);
    if (!e)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory");
    e->kind = KIND_SOLVE;
    e->ix = ix;
    e->in = in;
    if (BEE_OPTIONS_TAKE(bee_batch_options, e->opt, opt, sink_ctx, err) != BEE_OK) {
        bee_free(e);
        return BEE_ERR_ARG;
    }
    e->size = e->opt.size;
    bee_solve_options_init(&e->so);
    e->so.scoring = e->opt.scoring;
    e->so.want_words = e->opt.want_words;
    int most = ix ? bee_alphabet_size(ix->dict->alpha) : 0;
    bee_status s =
        !ix ? bee_fail(err, BEE_ERR_ARG, "no index")
        : e->size < 2 || e->size > most
            ? bee_fail(err, BEE_ERR_ARG, "puzzle size %d out of range (2 to %d)", e->size, most)
            : run(e, stats, err);
    bee_free(e);
    return s;
}

bee_status bee_bag_solve_batch(const bee_bag_index *bx, const bee_bag_options *bag_opt,
                               bee_bag_order order, const bee_batch_input *in,
                               const bee_batch_options *opt, bee_batch_stats *stats, bee_error *err)
{
    engine *e = bee_calloc(1, sizeof *e);
    if (!e)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory");
    bee_bag_options defaults;
    bee_bag_options_init(&defaults);
    e->kind = KIND_BAG;
    e->bx = bx;
    e->bo = bag_opt ? bag_opt : &defaults;
    e->order = order;
    e->in = in;
    if (BEE_OPTIONS_TAKE(bee_batch_options, e->opt, opt, sink_ctx, err) != BEE_OK) {
        bee_free(e);
        return BEE_ERR_ARG;
    }
    bee_status s = !bx ? bee_fail(err, BEE_ERR_ARG, "no bag index")
                   : order != BEE_BAG_ORDER_LENGTH && order != BEE_BAG_ORDER_ALPHA &&
                           order != BEE_BAG_ORDER_NONE
                       ? bee_fail(err, BEE_ERR_ARG, "bag order %d is no order", (int)order)
                       : run(e, stats, err);
    bee_free(e);
    return s;
}
