/*
 * set_text.c - see set_text.h.
 */
#include "output/set_text.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The table: a power of two, filled to half at most (ENABLE has ~15,600
 * sets of 7 letters; a slot is 16 bytes: 512 KiB). */
#define SLOTS    (1u << 15)
#define MAX_SETS (SLOTS / 2)

/* The give-up rule (set_text.h), as the record cache's. */
#define GIVE_UP_AFTER 4096
#define GIVE_UP_BELOW 16

/* Each worker's texts are cut from blocks of this many bytes (a text
 * larger than a block gets one of its own). */
#define BLOCK ((size_t)1 << 20)

/* A slot's text when its set's cannot be made (out of memory, past the
 * cap, answers a text cannot keep in order); NULL while none is published
 * (the set was met once).  A text is a set_text, or a set_kept when the
 * texts keep whole records. */
static const char never_made;
#define NEVER ((const void *)&never_made)

/* A set's whole records (set_texts_new_records): each center's, and where
 * it lies from this header's start, the puzzle's text at `at` of each. */
typedef struct set_kept {
    uint32_t len[SET_TEXT_LETTERS];
    uint32_t from[SET_TEXT_LETTERS];
} set_kept;

typedef struct slot {
    _Atomic uint32_t letters; /* 0: free */
    _Atomic uint32_t blocks;  /* the text's (a look ahead fetches it) */
    _Atomic(const void *) text;
} slot;

/* What a worker makes texts with. */
typedef struct maker {
    bee_result *r[SET_TEXT_LETTERS]; /* a solve a center */
    uint32_t *lists;                 /* their words, each list ending in END */
    uint32_t *ids;                   /* the union of their words, */
    uint8_t *tags;                   /* each one's centers (bit j: rank j) */
    uint32_t *ends;                  /* and where its text ends */
    size_t cap;                      /* entries of the four */
    char *render;                    /* the words' text, before its place is known */
    size_t render_cap;
    out kept;    /* a set's records (set_texts_new_records), before theirs is */
    char *block; /* texts are cut from here */
    size_t used, size;
    void **blocks; /* every block, for set_texts_free */
    size_t n_blocks;
    /* puzzles answered from a text, and not: read by set_texts_counts */
    _Atomic uint64_t hits, misses;
} maker;

struct set_texts {
    const record_writer *w;
    const bee_index *ix;
    set_record_fn record; /* NULL: lists (set_text); else whole records */
    void *record_ctx;
    size_t at; /* where a record's puzzle text is */
    size_t cap;
    int threads;
    _Atomic size_t bytes;  /* of texts, all workers */
    _Atomic uint32_t sets; /* slots claimed */
    _Atomic uint32_t probes, repeats;
    atomic_int idle;
    _Atomic(maker *) makers[BEE_CPU_COUNT_MAX];
    slot slots[SLOTS];
};

static set_texts *texts_new(const record_writer *w, const bee_index *ix, size_t cap_bytes,
                            int threads)
{
    if (!cap_bytes || threads < 1 || threads > BEE_CPU_COUNT_MAX)
        return NULL;
    set_texts *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->w = w;
    s->ix = ix;
    s->cap = cap_bytes;
    s->threads = threads;
    return s;
}

set_texts *set_texts_new(const record_writer *w, const bee_index *ix, size_t cap_bytes, int threads)
{
    return record_writer_lists_sets(w) ? texts_new(w, ix, cap_bytes, threads) : NULL;
}

set_texts *set_texts_new_records(const record_writer *w, const bee_index *ix, size_t cap_bytes,
                                 int threads, set_record_fn record, void *ctx, size_t at)
{
    set_texts *s = texts_new(w, ix, cap_bytes, threads);
    if (s) {
        s->record = record;
        s->record_ctx = ctx;
        s->at = at;
    }
    return s;
}

static void maker_free(maker *m)
{
    if (!m)
        return;
    for (int j = 0; j < SET_TEXT_LETTERS; j++)
        bee_result_free(m->r[j]);
    free(m->lists);
    free(m->ids);
    free(m->tags);
    free(m->ends);
    free(m->render);
    free(m->kept.buf);
    for (size_t i = 0; i < m->n_blocks; i++)
        free(m->blocks[i]);
    free(m->blocks);
    free(m);
}

void set_texts_free(set_texts *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->threads; i++)
        maker_free(atomic_load_explicit(&s->makers[i], memory_order_relaxed));
    free(s);
}

static maker *maker_of(set_texts *s, int worker)
{
    maker *m = atomic_load_explicit(&s->makers[worker], memory_order_relaxed);
    if (m)
        return m;
    m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->kept.fd = -1; /* a memory buffer */
    for (int j = 0; j < SET_TEXT_LETTERS; j++)
        if (!(m->r[j] = bee_result_new())) {
            maker_free(m);
            return NULL;
        }
    atomic_store_explicit(&s->makers[worker], m, memory_order_relaxed);
    return m;
}

/* ------------------------------------------------------------ the table */

static inline uint32_t slot_of(uint32_t letters)
{
    return (letters * 0x9e3779b1u) >> (32 - 15);
}

/* The slot of `letters`, or NULL if it had none (a first meeting: a free
 * one is claimed for it, if the table has room). */
static slot *find_slot(set_texts *s, uint32_t letters)
{
    for (uint32_t i = slot_of(letters);; i = (i + 1) & (SLOTS - 1)) {
        slot *e = &s->slots[i];
        uint32_t k = atomic_load_explicit(&e->letters, memory_order_acquire);
        if (k == letters)
            return e;
        if (k != 0)
            continue;
        if (atomic_load_explicit(&s->sets, memory_order_relaxed) >= MAX_SETS)
            return NULL;
        if (atomic_compare_exchange_strong_explicit(&e->letters, &k, letters, memory_order_acq_rel,
                                                    memory_order_acquire)) {
            atomic_fetch_add_explicit(&s->sets, 1, memory_order_relaxed);
            return NULL; /* a first meeting */
        }
        if (k == letters) /* another worker claimed it for the same set */
            return e;
    }
}

/* The give-up rule: counted over the first probes of all workers. */
static void met(set_texts *s, int repeat)
{
    uint32_t n = atomic_fetch_add_explicit(&s->probes, 1, memory_order_relaxed) + 1;
    uint32_t r = atomic_fetch_add_explicit(&s->repeats, (uint32_t)repeat, memory_order_relaxed) +
                 (uint32_t)repeat;
    if (n == GIVE_UP_AFTER && r < GIVE_UP_AFTER / GIVE_UP_BELOW)
        atomic_store_explicit(&s->idle, 1, memory_order_relaxed);
}

/* ------------------------------------------------------------ a text */

/* Room in m for n entries (the lists' n, and their ends) and `render`
 * bytes of text; 0 or -1. */
static int maker_reserve(maker *m, size_t n, size_t render)
{
    if (n > m->cap) {
        size_t cap = n + n / 2;
        uint32_t *lists = realloc(m->lists, cap * sizeof *lists);
        if (lists)
            m->lists = lists;
        uint32_t *ids = realloc(m->ids, cap * sizeof *ids);
        if (ids)
            m->ids = ids;
        uint8_t *tags = realloc(m->tags, cap);
        if (tags)
            m->tags = tags;
        uint32_t *ends = realloc(m->ends, cap * sizeof *ends);
        if (ends)
            m->ends = ends;
        if (!lists || !ids || !tags || !ends)
            return -1;
        m->cap = cap;
    }
    if (render > m->render_cap) {
        char *r = realloc(m->render, render + render / 2);
        if (!r)
            return -1;
        m->render = r;
        m->render_cap = render + render / 2;
    }
    return 0;
}

/* n bytes, 64-aligned, from m's blocks; NULL if out of memory or past the
 * cap. */
static void *take(set_texts *s, maker *m, size_t n)
{
    if (atomic_fetch_add_explicit(&s->bytes, n, memory_order_relaxed) + n > s->cap) {
        atomic_fetch_sub_explicit(&s->bytes, n, memory_order_relaxed);
        return NULL;
    }
    if (m->used + n > m->size) {
        size_t size = n > BLOCK ? n : BLOCK;
        void **blocks = realloc(m->blocks, (m->n_blocks + 1) * sizeof *blocks);
        char *block = blocks ? aligned_alloc(64, size) : NULL;
        if (blocks)
            m->blocks = blocks;
        if (!block) {
            atomic_fetch_sub_explicit(&s->bytes, n, memory_order_relaxed);
            return NULL;
        }
        m->block = block;
        m->blocks[m->n_blocks++] = m->block;
        m->used = 0;
        m->size = size;
    }
    void *p = m->block + m->used;
    m->used += n;
    return p;
}

/* Give back the last n bytes taken (a text another worker published
 * first). */
static void untake(set_texts *s, maker *m, const void *p, size_t n)
{
    atomic_fetch_sub_explicit(&s->bytes, n, memory_order_relaxed);
    if ((const char *)p + n == m->block + m->used)
        m->used -= n;
}

/* A list's end in m->lists: above every id (ids are below 2^25). */
#define END UINT32_MAX

/* The union of the centers' words (each alphabetical, ids ascending) in
 * m->ids, each with its centers in m->tags; its size, or SIZE_MAX if a list
 * is not in ascending ids (then no text can keep its order).  Each list is
 * first copied with END after it, so that the merge reads its heads with
 * no test of their ends, and takes all 7 (an absent one is END alone)
 * without a branch. */
static size_t merge(maker *m, const record_answers *a, int k)
{
    const uint32_t *at[SET_TEXT_LETTERS];
    uint32_t head[SET_TEXT_LETTERS];
    uint32_t *to = m->lists;
    for (int j = 0; j < SET_TEXT_LETTERS; j++) {
        at[j] = to;
        size_t n = j < k ? a[j].count : 0;
        memcpy(to, n ? a[j].words : to, n * sizeof *to);
        to[n] = END;
        to += n + 1;
        head[j] = *at[j];
    }
    size_t n = 0;
    uint32_t bad = 0;
    for (;;) {
        uint32_t least = head[0];
        for (int j = 1; j < SET_TEXT_LETTERS; j++)
            least = head[j] < least ? head[j] : least;
        if (least == END)
            return bad ? SIZE_MAX : n;
        uint32_t tag = 0;
        for (int j = 0; j < SET_TEXT_LETTERS; j++) {
            uint32_t hit = head[j] == least;
            tag |= hit << j;
            at[j] += hit;
            head[j] = *at[j];
            bad |= hit & (head[j] <= least);
        }
        m->ids[n] = least;
        m->tags[n++] = (uint8_t)tag;
    }
}

/* Whether the words of all k letters are exactly each center's pangrams
 * (the library's list, or the words on all of the puzzle's letters). */
static int pangrams_agree(maker *m, size_t n, const record_answers *a, int k, uint8_t all)
{
    uint32_t *pangrams = m->lists; /* the merge is done with them */
    size_t p = 0;
    for (size_t i = 0; i < n; i++) {
        pangrams[p] = m->ids[i];
        p += m->tags[i] == all;
    }
    for (int j = 0; j < k; j++)
        if (a[j].pangrams != p ||
            (a[j].pangram_words && memcmp(a[j].pangram_words, pangrams, p * sizeof *pangrams)))
            return 0;
    return 1;
}

/* The masks of m's n words (their text ending at m->ends): bit i % 64 of
 * keep[j * blocks + i / 64] set for each byte i of a word with center j.
 * A block's masks are gathered in registers and stored once, whole. */
static void mark(const maker *m, size_t n, uint64_t *keep, size_t blocks)
{
    uint64_t acc[SET_TEXT_LETTERS] = {0};
    size_t block = 0, from = 0;
    for (size_t i = 0; i < n; i++) {
        size_t to = m->ends[i];
        uint32_t tag = m->tags[i];
        while (from < to) {
            size_t b = from / 64, lo = from % 64, hi = to - b * 64 < 64 ? to - b * 64 : 64;
            if (b != block) {
                for (int j = 0; j < SET_TEXT_LETTERS; j++) {
                    keep[j * blocks + block] = acc[j];
                    acc[j] = 0;
                }
                block = b;
            }
            uint64_t bits = (hi == 64 ? ~0ull : (1ull << hi) - 1) & ~((1ull << lo) - 1);
            for (int j = 0; j < SET_TEXT_LETTERS; j++)
                acc[j] |= bits & (0 - (uint64_t)(tag >> j & 1));
            from = b * 64 + hi;
        }
    }
    for (int j = 0; j < SET_TEXT_LETTERS && block < blocks; j++)
        keep[j * blocks + block] = acc[j];
}

/* p's letter set's puzzles solved by worker m, one a center (rank j in
 * m->r[j]), each with the text a NYT-like line gives it (the center, then
 * the others in alphabet order; English) in q[j]: 0, or -1. */
static int solve_centers(set_texts *s, maker *m, const bee_puzzle *p, bee_puzzle *q)
{
    uint32_t rest = p->letters;
    for (int j = 0; j < p->size; j++, rest &= rest - 1) {
        q[j] = (bee_puzzle){.letters = p->letters, .center = rest & -rest, .size = p->size};
        q[j].text[0] = (char)('a' + __builtin_ctz(q[j].center));
        for (uint32_t o = p->letters & ~q[j].center, n = 1; o; o &= o - 1)
            q[j].text[n++] = (char)('a' + __builtin_ctz(o));
        if (bee_solve(s->ix, &q[j], record_writer_solve_options(s->w), m->r[j], NULL) != BEE_OK)
            return -1;
    }
    return 0;
}

/* The whole records of p's letter set, made by worker m; NULL if they
 * cannot be.  English only: each record's puzzle text is 1 byte a letter. */
static const set_kept *make_kept(set_texts *s, maker *m, const bee_puzzle *p, size_t *bytes)
{
    bee_puzzle q[SET_TEXT_LETTERS];
    if (solve_centers(s, m, p, q) != 0)
        return NULL;
    set_kept head = {{0}, {0}};
    m->kept.len = 0;
    size_t from = (sizeof head + 63) & ~(size_t)63;
    for (int j = 0; j < p->size; j++) {
        size_t start = m->kept.len;
        if (s->record(s->record_ctx, &m->kept, &q[j], m->r[j]) != 0 || m->kept.error)
            return NULL;
        head.len[j] = (uint32_t)(m->kept.len - start);
        head.from[j] = (uint32_t)(from + start);
        if (head.len[j] < s->at + (size_t)p->size ||
            memcmp(m->kept.buf + start + s->at, q[j].text, (size_t)p->size) != 0)
            return NULL; /* the text is not where every record of its kind has it */
    }
    *bytes = (from + m->kept.len + 63) & ~(size_t)63;
    char *mem = take(s, m, *bytes);
    if (!mem)
        return NULL;
    memcpy(mem, &head, sizeof head);
    memcpy(mem + from, m->kept.buf, m->kept.len);
    return (const set_kept *)mem;
}

/* The text of p's letter set, made by worker m; NULL if it cannot be. */
static const set_text *make(set_texts *s, maker *m, const bee_puzzle *p, size_t *bytes)
{
    const int k = p->size;
    const record_writer *w = s->w;
    record_answers a[SET_TEXT_LETTERS];
    size_t total = 0;
    bee_puzzle q[SET_TEXT_LETTERS];
    if (solve_centers(s, m, p, q) != 0)
        return NULL;
    for (int j = 0; j < k; j++) {
        record_answers_of(m->r[j], &a[j]);
        total += a[j].count;
    }
    if (maker_reserve(m, total + SET_TEXT_LETTERS, record_writer_list_room(w, total)) != 0)
        return NULL;
    size_t n = merge(m, a, k);
    const uint8_t all = (uint8_t)((1u << k) - 1);
    if (n == SIZE_MAX || !pangrams_agree(m, n, a, k, all))
        return NULL;
    /* the words' text first, to learn its size: the text is cut in one
     * piece (a header, the masks, the text, the pangrams) */
    size_t len = (size_t)(record_writer_put_list(w, m->render, m->ids, n, m->ends) - m->render);
    size_t pangram_bytes = 0;
    for (size_t i = 0; i < n; i++)
        pangram_bytes += m->tags[i] == all ? m->ends[i] - (i ? m->ends[i - 1] : 0) : 0;
    size_t blocks = (len + 63) / 64;
    /* the pangrams are copied in 16-byte steps */
    *bytes = set_text_text_at(blocks) + blocks * 64 + ((pangram_bytes + 16 + 63) & ~(size_t)63);
    char *mem = take(s, m, *bytes);
    if (!mem)
        return NULL;
    set_text *t = (set_text *)mem;
    char *text = mem + set_text_text_at(blocks);
    memcpy(text, m->render, len);
    memset(text + len, 0, blocks * 64 - len);
    char *pangrams = text + blocks * 64;
    for (size_t i = 0; i < n; i++)
        if (m->tags[i] == all) {
            size_t start = i ? m->ends[i - 1] : 0;
            memcpy(pangrams, m->render + start, m->ends[i] - start);
            pangrams += m->ends[i] - start;
        }
    mark(m, n, (uint64_t *)(mem + SET_TEXT_HEAD), blocks);
    t->blocks = (uint32_t)blocks;
    t->pangram_bytes = (uint32_t)(pangram_bytes ? pangram_bytes - 1 : 0);
    for (int j = 0; j < k; j++)
        t->center[j] = (set_numbers){(uint32_t)a[j].count, (uint32_t)a[j].pangrams, a[j].score};
    return t;
}

/* Add to a count of the worker's own (relaxed: read for the progress
 * line). */
static inline void count(_Atomic uint64_t *n, uint64_t more)
{
    atomic_store_explicit(n, atomic_load_explicit(n, memory_order_relaxed) + more,
                          memory_order_relaxed);
}

/* The text of p's letter set (a set_text, or a set_kept), made now if this
 * is its second meeting, or NULL. */
static const void *find(set_texts *s, const bee_puzzle *p, int worker)
{
    if (atomic_load_explicit(&s->idle, memory_order_relaxed) || p->size > SET_TEXT_LETTERS)
        return NULL;
    maker *m = maker_of(s, worker);
    if (!m)
        return NULL;
    slot *e = find_slot(s, p->letters);
    const void *t = e ? atomic_load_explicit(&e->text, memory_order_acquire) : NULL;
    if (atomic_load_explicit(&s->probes, memory_order_relaxed) < GIVE_UP_AFTER)
        met(s, e != NULL);
    if (t && t != NEVER) {
        count(&m->hits, 1);
        return t;
    }
    if (e && !t) { /* the second meeting: made now */
        size_t bytes = 0;
        const void *mine = NULL;
        if (!s->record) {
            const set_text *lists = make(s, m, p, &bytes);
            if (lists)
                atomic_store_explicit(&e->blocks, lists->blocks, memory_order_relaxed);
            mine = lists;
        } else {
            mine = make_kept(s, m, p, &bytes);
        }
        const void *was = NULL;
        if (atomic_compare_exchange_strong_explicit(&e->text, &was, mine ? mine : NEVER,
                                                    memory_order_acq_rel, memory_order_acquire))
            t = mine;
        else {
            if (mine)
                untake(s, m, mine, bytes);
            t = was != NEVER ? was : NULL;
        }
        if (t) {
            count(&m->hits, 1);
            return t;
        }
    }
    count(&m->misses, 1);
    return NULL;
}

const set_text *set_texts_find(set_texts *s, const bee_puzzle *p, int worker)
{
    return s->record ? NULL : find(s, p, worker);
}

/* Kept record j of k at the end of o, with the puzzle text `text` (k
 * bytes) in it. */
static void put_kept(const set_texts *s, out *o, const set_kept *t, unsigned j, const char *text,
                     size_t k)
{
    size_t len = t->len[j];
    char *q = out_room(o, len);
    if (!q)
        return;
    const char *r = (const char *)t + t->from[j];
    memcpy(q, r, s->at);
    memcpy(q + s->at, text, k);
    memcpy(q + s->at + k, r + s->at + k, len - s->at - k);
    o->len += len;
}

int set_texts_put_record(set_texts *s, out *o, const bee_puzzle *p, int worker)
{
    size_t k = strlen(p->text);
    const set_kept *t = s->record && k == (size_t)p->size ? find(s, p, worker) : NULL;
    if (!t)
        return 0;
    put_kept(s, o, t, set_text_center(p->letters, p->center), p->text, k);
    return 1;
}

int set_texts_ahead(const set_texts *s, uint32_t letters, int step)
{
    if (atomic_load_explicit(&s->idle, memory_order_relaxed))
        return 0;
    const slot *e = &s->slots[slot_of(letters)];
    if (step == 0) {
        __builtin_prefetch(e);
        return 0;
    }
    /* the first slot only: nearly every set is in its own */
    if (atomic_load_explicit(&e->letters, memory_order_relaxed) != letters)
        return 0;
    const char *t = atomic_load_explicit(&e->text, memory_order_acquire);
    if (!t || t == NEVER || s->record)
        return 0;
    /* the whole text, masks and all: which center is not known here */
    size_t blocks = atomic_load_explicit(&e->blocks, memory_order_relaxed);
    for (size_t at = 0; at < set_text_text_at(blocks) + blocks * 64 + 64; at += 64)
        __builtin_prefetch(t + at);
    return 1;
}

/* ------------------------------------------------------------ lines */

/* How far ahead set_texts_lines fetches a line's slot, and then its text:
 * a record takes ~100 ns, a fetch from memory about as long. */
#define SLOT_AHEAD 12
#define TEXT_AHEAD 3

/* The letters of the plain puzzle line at p (7 letters a-z, distinct, then
 * a newline; 8 bytes readable), or 0 if it is none. */
static inline uint32_t plain_letters(const char *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    if ((x >> 56) != '\n')
        return 0;
    uint32_t letters = 0, again = 0;
    for (int k = 0; k < 7; k++) {
        unsigned c = (unsigned)(x >> (8 * k) & 0xff) - 'a';
        if (c >= 26)
            return 0;
        again |= letters & 1u << c;
        letters |= 1u << c;
    }
    return again ? 0 : letters;
}

/* The text of `letters` if its first slot holds it (set_texts_ahead's
 * rule), else NULL. */
static inline const void *text_in_slot(const slot *e, uint32_t letters)
{
    if (atomic_load_explicit(&e->letters, memory_order_relaxed) != letters)
        return NULL;
    const void *t = atomic_load_explicit(&e->text, memory_order_acquire);
    return t == NEVER ? NULL : t;
}

/* Fetch what the record of center j of the text in e reads, from e alone. */
/* Fetch what the record of center j of the text in e reads, from e alone:
 * its header to the nearest cache, the rest (~2 KB of JSON) to the core's
 * second level only, where ~30 fetches a record at once would otherwise
 * hold up the first level's few. */
static inline void fetch_text(const slot *e, const void *t, unsigned j)
{
    size_t blocks = atomic_load_explicit(&e->blocks, memory_order_relaxed);
    const char *base = (const char *)t, *text = base + set_text_text_at(blocks);
    const char *keep = base + SET_TEXT_HEAD + j * blocks * sizeof(uint64_t);
    const char *keep_end = keep + blocks * sizeof(uint64_t);
    __builtin_prefetch(base);
    __builtin_prefetch(base + 64);
    for (const char *a = keep; a < keep_end + 63; a += 64)
        __builtin_prefetch(a, 0, 2);
    for (size_t at = 0; at < blocks * 64 + 128; at += 64) /* the pangrams' first lines too */
        __builtin_prefetch(text + at, 0, 2);
}

size_t set_texts_lines(set_texts *s, const char *text, size_t len, int worker, out *o,
                       size_t *items)
{
    *items = 0;
    if (atomic_load_explicit(&s->idle, memory_order_relaxed))
        return 0;
    maker *m = maker_of(s, worker);
    if (!m)
        return 0;
    const size_t n = len / 8; /* lines that may be plain puzzles, each read whole */
    uint32_t ahead[16];       /* the letters of lines i .. i + SLOT_AHEAD */
    for (size_t k = 0; k < SLOT_AHEAD && k < n; k++) {
        ahead[k] = plain_letters(text + 8 * k);
        __builtin_prefetch(&s->slots[slot_of(ahead[k])]);
    }
    size_t i = 0;
    for (; i < n; i++) {
        uint32_t letters = ahead[i % 16];
        if (i + SLOT_AHEAD < n) {
            uint32_t later = ahead[(i + SLOT_AHEAD) % 16] =
                plain_letters(text + 8 * (i + SLOT_AHEAD));
            __builtin_prefetch(&s->slots[slot_of(later)]);
        }
        if (i + TEXT_AHEAD < n) {
            uint32_t soon = ahead[(i + TEXT_AHEAD) % 16];
            const slot *e = &s->slots[slot_of(soon)];
            const void *u = soon ? text_in_slot(e, soon) : NULL;
            if (u && !s->record) /* (a line whose letters are found is plain) */
                fetch_text(e, u, set_text_center(soon, 1u << (text[8 * (i + TEXT_AHEAD)] - 'a')));
            else if (u) /* its header: the record's place is there */
                __builtin_prefetch(u);
        }
        if (s->record && i + 1 < n) { /* the next line's record, its place now known */
            uint32_t next = ahead[(i + 1) % 16];
            const set_kept *u = next ? text_in_slot(&s->slots[slot_of(next)], next) : NULL;
            if (u) {
                unsigned j = set_text_center(next, 1u << (text[8 * (i + 1)] - 'a'));
                const char *r = (const char *)u + u->from[j];
                for (size_t at = 0; at < u->len[j] + 63; at += 64)
                    __builtin_prefetch(r + at, 0, 2);
            }
        }
        const void *t = letters ? text_in_slot(&s->slots[slot_of(letters)], letters) : NULL;
        if (!t)
            break;
        uint32_t center = 1u << (text[8 * i] - 'a');
        if (s->record) {
            put_kept(s, o, t, set_text_center(letters, center), text + 8 * i, 7);
        } else {
            bee_puzzle p;
            p.letters = letters;
            p.center = center;
            p.size = 7;
            memcpy(p.text, text + 8 * i, 7);
            p.text[7] = '\0';
            format_set_record(o, s->w, &p, 7, t);
        }
        if (o->error)
            break;
    }
    *items = i;
    count(&m->hits, i);
    return 8 * i;
}

int set_texts_idle(const set_texts *s)
{
    return atomic_load_explicit(&s->idle, memory_order_relaxed);
}

void set_texts_counts(const set_texts *s, uint64_t *hits, uint64_t *misses)
{
    *hits = *misses = 0;
    for (int i = 0; s && i < s->threads; i++) {
        const maker *m = atomic_load_explicit(&s->makers[i], memory_order_relaxed);
        if (m) {
            *hits += atomic_load_explicit(&m->hits, memory_order_relaxed);
            *misses += atomic_load_explicit(&m->misses, memory_order_relaxed);
        }
    }
}
