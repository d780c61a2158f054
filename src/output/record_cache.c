/*
 * record_cache.c - see record_cache.h.  A shelf is an open-addressed table
 * (linear probing, at most half full) of letter sets, each entry a cache
 * line listing the records kept of the set's puzzles (a center each, up to
 * CENTERS of them), and the records' bytes in blocks of BLOCK bytes,
 * appended one after another.  An entry per set, not per puzzle, because the
 * batch's look ahead knows a line's letters but not its center: two lines
 * ahead it fetches the set's entry, one line ahead the records the entry
 * lists, so that the probe finds both in cache (a probe waiting on memory
 * twice cost more than the solve it saves).
 */
#define _GNU_SOURCE /* MAP_ANONYMOUS */
#include "output/record_cache.h"
#include "core/writers.h" /* bee_huge_map */
#include "output/line_table.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Records are kept in blocks of 2 MiB, in small pages (room()). */
#define BLOCK      BEE_HUGE_PAGE
#define RECORD_MAX UINT16_MAX /* a record larger than this is not kept */
/* Records' places are 32 bits: (block << 21) + offset. */
#define MAX_BLOCKS ((size_t)1 << (32 - 21))
_Static_assert(BLOCK == (size_t)1 << 21, "a record's place: block << 21, offset");
/* The first table: 1 MiB, in small pages (the entries of ENABLE's 7,986
 * sets, at most half full), twice that on huge pages when it grows. */
#define FIRST_SLOTS      ((size_t)16384)
#define CENTERS          7 /* a set's puzzles kept: enough for 7-letter puzzles */
/* The line table: two huge pages, room for 65,536 lines (ENABLE's NYT-like
 * puzzles: 55,899), mapped as they are first written. */
#define LINE_TABLE_BYTES (2 * BEE_HUGE_PAGE)

/* One cache line: the table is read at random, and each MB made resident
 * costs ~1 ms on a virtual machine whose host backs pages on first touch
 * (128-byte entries with pointers: 2 MiB a thread for ENABLE's sets). */
typedef struct set_entry {
    _Alignas(64) uint32_t letters; /* 0: empty */
    uint8_t n;                     /* records kept */
    uint8_t center[CENTERS];       /* record k's center (a bit number) */
    uint16_t len[CENTERS];         /* record k's bytes */
    uint32_t at[CENTERS];          /* record k's place (MAX_BLOCKS) */
} set_entry;

_Static_assert(sizeof(set_entry) == 64, "an entry is a cache line");

/* A table of entries, and which of its 4 KiB pages were ever written.  A
 * page is never read before it is written: read first, it is mapped to the
 * kernel's zero page, and its first write then replaces that mapping and
 * flushes the TLB of every CPU the process runs on (an interrupt to the
 * other workers' CPUs: a quarter of a 2-thread count stream's TLB flushes
 * before).  An entry on a page not written is empty, and not read. */
typedef struct set_table {
    set_entry *slots;
    uint64_t *written; /* a bit a page */
    size_t mask;       /* slots - 1 (a power of two less one) */
} set_table;

#define PAGE_ENTRIES ((size_t)4096 / sizeof(set_entry))

/* Lines for the line table, each added PENDING keeps after its slot was
 * fetched (keep_text_line), or at the next run of lines: added at once,
 * each add waited on memory (17% of a 2-thread count stream's CPU time);
 * one keep later, a set's next center, solved in ~50 ns, left 8% there. */
#define PENDING 8u

typedef struct pending_line {
    uint64_t key; /* 0: none */
    size_t len;
    char bytes[LINE_RECORD_MAX + 64]; /* a separator, a record (put_kept) */
} pending_line;

struct record_shelf {
    _Alignas(64) set_table t;
    size_t sets;   /* entries taken */
    char **blocks; /* the records' bytes */
    size_t n_blocks, blocks_cap;
    size_t used;      /* of the last block */
    char *written_to; /* its pages before this are resident (write_ahead) */
    size_t bytes;     /* taken: blocks and table */
    size_t cap;
    int full;          /* took no more the last time */
    line_table *lines; /* the cache's, or NULL */
    int lines_off;     /* no line table, or a record too long for it met */
    int idle;          /* gave up: the stream hardly repeats */
    /* the lines' separator (sep_len bytes) and their text's place, as
     * record_shelf_lines was last told (the same for a whole stream) */
    const char *sep;
    size_t sep_len;
    size_t at;
    int lines_told; /* whether it was */
    /* lines for the line table (keep_text_line): the next one's place, how
     * many */
    pending_line pending[PENDING];
    unsigned pending_at, pending_n;
    /* the first GIVE_UP_AFTER probes, and how many met a set kept */
    uint32_t probes, sets_met;
    _Atomic uint64_t hits, misses; /* written by the owner only */
};

struct record_cache {
    size_t shelf_cap;
    int threads;
    line_table lines; /* short records by their line's bytes, shared */
    int has_lines;
    _Atomic(record_shelf *) shelf[BEE_CPU_COUNT_MAX];
};

record_cache *record_cache_new(size_t cap_bytes, int threads)
{
    if (cap_bytes == 0 || threads < 1 || threads > BEE_CPU_COUNT_MAX)
        return NULL;
    record_cache *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    /* the line table if the cap leaves each shelf room for its set table
     * and a block of records beside it (it is filled from them), else
     * none (nor if out of memory) */
    size_t shelf_min = FIRST_SLOTS * sizeof(set_entry) + BLOCK;
    c->has_lines = cap_bytes >= LINE_TABLE_BYTES + (size_t)threads * shelf_min &&
                   line_table_init(&c->lines, LINE_TABLE_BYTES) == 0;
    c->shelf_cap = (cap_bytes - (c->has_lines ? LINE_TABLE_BYTES : 0)) / (size_t)threads;
    c->threads = threads;
    return c;
}

/* A table of n empty entries: 0, or -1 (no memory).  Mapped zeroed, so
 * that a page is faulted and zeroed only when first written (clearing the
 * first table was 2.1M of a one-line stream's 12.1M instructions); in huge
 * pages from 2 MiB on (a smaller table on a huge page would make all 2 MiB
 * resident). */
static int new_table(set_table *t, size_t n)
{
    size_t mapped, bytes = n * sizeof(set_entry);
    void *p = bytes >= BEE_HUGE_PAGE
                  ? bee_huge_map(bytes, &mapped)
                  : mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    t->slots = p == MAP_FAILED ? NULL : p;
    t->written = calloc((n / PAGE_ENTRIES + 63) / 64, sizeof *t->written);
    t->mask = n - 1;
    if (t->slots && t->written)
        return 0;
    free(t->written);
    if (t->slots)
        munmap(t->slots, bytes);
    return -1;
}

/* ... and its unmapping (bee_unmap is the library's: src/ROOMS). */
static void free_table(set_table *t)
{
    if (t->slots)
        munmap(t->slots, (t->mask + 1) * sizeof(set_entry));
    free(t->written);
}

static void shelf_free(record_shelf *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n_blocks; i++)
        free(s->blocks[i]);
    free(s->blocks);
    free_table(&s->t);
    free(s);
}

void record_cache_free(record_cache *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->threads; i++)
        shelf_free(atomic_load_explicit(&c->shelf[i], memory_order_relaxed));
    if (c->has_lines)
        line_table_free(&c->lines);
    free(c);
}

/* Worker `worker`'s shelf, made: apart from record_cache_shelf, which runs
 * three times a line, so that its path is a few loads (no registers saved
 * for this one). */
static __attribute__((noinline)) record_shelf *make_shelf(record_cache *c, int worker)
{
    record_shelf *s = aligned_alloc(64, (sizeof *s + 63) & ~(size_t)63);
    if (!s)
        return NULL;
    memset(s, 0, sizeof *s);
    if (new_table(&s->t, FIRST_SLOTS) != 0) {
        free(s);
        return NULL;
    }
    s->bytes = FIRST_SLOTS * sizeof(set_entry);
    s->lines = c->has_lines ? &c->lines : NULL;
    s->lines_off = !s->lines;
    s->cap = c->shelf_cap;
    s->full = s->bytes > s->cap;
    atomic_store_explicit(&c->shelf[worker], s, memory_order_release);
    return s;
}

record_shelf *record_cache_shelf(record_cache *c, int worker)
{
    if (!c || worker < 0 || worker >= c->threads)
        return NULL;
    record_shelf *s = atomic_load_explicit(&c->shelf[worker], memory_order_relaxed);
    return s ? s : make_shelf(c, worker);
}

/* A set's first place in a table of mask + 1 slots. */
static size_t place_in(size_t mask, uint32_t letters)
{
    return (size_t)(((uint64_t)letters * 0x9e3779b97f4a7c15u) >> 32) & mask;
}

/* Whether slot i's page was written. */
static int page_written(const set_table *t, size_t i)
{
    size_t page = i / PAGE_ENTRIES;
    return (int)(t->written[page / 64] >> (page % 64) & 1);
}

static void mark_written(set_table *t, size_t i)
{
    size_t page = i / PAGE_ENTRIES;
    t->written[page / 64] |= (uint64_t)1 << (page % 64);
}

/* Where set `letters` is in t: its entry, or the empty slot where it would
 * go; *fresh whether that slot's page was never written (then the slot is
 * empty, and not read).  Pages are looked at where the probe starts and
 * where it enters another. */
static inline size_t place_of(const set_table *t, uint32_t letters, int *fresh)
{
    size_t i = place_in(t->mask, letters);
    *fresh = !page_written(t, i);
    while (!*fresh && t->slots[i].letters && t->slots[i].letters != letters) {
        i = (i + 1) & t->mask;
        *fresh = i % PAGE_ENTRIES == 0 && !page_written(t, i);
    }
    return i;
}

static const set_entry no_entry; /* an empty one, for a page not written */

/* The entry of set `letters`, or an empty one. */
static inline const set_entry *entry_of(const record_shelf *s, uint32_t letters)
{
    int fresh;
    size_t i = place_of(&s->t, letters, &fresh);
    return fresh ? &no_entry : &s->t.slots[i];
}

/* A counter only its owner writes: a plain load and store, no lock. */
static void count(_Atomic uint64_t *n)
{
    atomic_store_explicit(n, atomic_load_explicit(n, memory_order_relaxed) + 1,
                          memory_order_relaxed);
}

/* A stream of puzzles met once each (random letters) would pay for the
 * probes and copies and gain nothing: if fewer than one in 16 of a shelf's
 * first GIVE_UP_AFTER probes meets a letter set it has met before, it stops
 * probing and keeping.  Sets, not puzzles: a NYT-like stream (ENABLE: 7,986
 * sets, 55,899 puzzles) meets a set again at 31% of its first 4,096 lines,
 * its puzzle at only 7%; random letters (657,800 sets) at 0.3%. */
#define GIVE_UP_AFTER 4096u

/* A probe of the shelf, for the give-up rule: whether it met a set kept. */
static void met(record_shelf *s, int kept)
{
    if (s->probes < GIVE_UP_AFTER) {
        s->sets_met += kept != 0;
        if (++s->probes == GIVE_UP_AFTER && s->sets_met < GIVE_UP_AFTER / 16)
            s->idle = 1;
    }
}

/* The record at place `at`. */
static const char *record_at(const record_shelf *s, uint32_t at)
{
    return s->blocks[at >> 21] + (at & (BLOCK - 1));
}

/* The kept record of center `center` (a bit number) in e, or NULL. */
static const char *record_in(const record_shelf *s, const set_entry *e, unsigned center,
                             size_t *len)
{
    for (unsigned k = 0; k < e->n; k++)
        if (e->center[k] == center) {
            *len = e->len[k];
            return record_at(s, e->at[k]);
        }
    return NULL;
}

const char *record_shelf_find(record_shelf *s, const bee_puzzle *p, size_t *len)
{
    if (s->idle)
        return NULL;
    const set_entry *e = entry_of(s, p->letters);
    met(s, e->letters != 0);
    const char *kept = record_in(s, e, (unsigned)__builtin_ctz(p->center), len);
    count(kept ? &s->hits : &s->misses);
    return kept;
}

/* Each byte's letter bit: a-z, 0 for any other byte. */
#define L(c) [c] = 1u << (c - 'a')
static const uint32_t letter_bit[256] = {
    L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'),
    L('j'), L('k'), L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'),
    L('s'), L('t'), L('u'), L('v'), L('w'), L('x'), L('y'), L('z'),
};
#undef L

/* The letter bits of the line of `size` bytes at p (`readable` bytes
 * there).  No byte is refused: a byte that is no letter a-z adds no bit, and
 * a letter met twice its bit once, so such a line's set has fewer than
 * `size` letters and no kept puzzle has it (a kept set has exactly `size`:
 * a line whose bits are a kept set is `size` distinct letters a-z).  With 8
 * bytes to read, fixed places: the bytes past the line zeroed. */
static uint32_t line_letters(const char *p, size_t size, size_t readable)
{
    uint32_t letters = 0;
    if (size <= 8 && readable >= 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        x &= size == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * size)) - 1;
        for (int i = 0; i < 8; i++)
            letters |= letter_bit[(x >> (8 * i)) & 0xff];
        return letters;
    }
    for (size_t i = 0; i < size; i++)
        letters |= letter_bit[(unsigned char)p[i]];
    return letters;
}

/* A kept record of `len` bytes at q (room for 64 more) with the line p of
 * `size` bytes put in at `at`, `readable` bytes there.  A short one (most:
 * counts) in fixed-size copies, no call: the record's first 64 bytes (the
 * blocks have room past their last record), the line as 8 bytes, then the
 * 8 bytes after it again.  Inlined in both its callers (a call cost the
 * hints stream 2% more instructions). */
static inline __attribute__((always_inline)) void put_kept(char *q, const char *kept, size_t len,
                                                           size_t at, const char *p, size_t size,
                                                           size_t readable)
{
    if (len > 64 || at + size + 8 > 64 || size > 8 || readable < 8) {
        memcpy(q, kept, at);
        memcpy(q + at, p, size);
        memcpy(q + at + size, kept + at + size, len - at - size);
        return;
    }
    memcpy(q, kept, 64);
    memcpy(q + at, p, 8);
    memcpy(q + at + size, kept + at + size, 8);
}

/* Lines looked ahead of the one answered: the letters of a line are found
 * and its set's entry fetched AHEAD lines before it is answered, its record
 * looked up and fetched AHEAD / 2 lines before.  A hit is ~30 ns of work and
 * a fetch from a loaded machine's memory several times that: 8 and 4 lines
 * ahead left perf's samples on the entry's load (count stream, 2 threads,
 * 104 -> 90 ms of CPU at 16 and 8). */
#define AHEAD 16u

/* A line on its way: its letters, then its record, found ahead. */
typedef struct line_ahead {
    uint32_t letters; /* 0: not a plain line */
    const char *kept; /* NULL: none */
    size_t len;
} line_ahead;

/* Line k of the run (at `line`): its letters, its set's entry fetched. */
static void stage(const record_shelf *s, line_ahead *l, const char *line, size_t size,
                  const char *end)
{
    l->letters = line_letters(line, size, (size_t)(end - line));
    l->kept = NULL;
    const char *entry = (const char *)&s->t.slots[place_in(s->t.mask, l->letters)];
    __builtin_prefetch(entry); /* with its records' places (a fetch never
                                  maps a page) */
}

/* ... then its record, found and fetched. */
static void resolve(const record_shelf *s, line_ahead *l, const char *line)
{
    if (l->letters &&
        (l->kept = record_in(s, entry_of(s, l->letters), (unsigned)(line[0] - 'a'), &l->len)))
        __builtin_prefetch(l->kept);
}

int record_shelf_has(const record_shelf *s, const bee_puzzle *p)
{
    size_t len;
    return record_in(s, entry_of(s, p->letters), (unsigned)__builtin_ctz(p->center), &len) != NULL;
}

int record_shelf_kept(const record_shelf *s, uint32_t letters)
{
    return entry_of(s, letters)->n;
}

int record_shelf_idle(const record_shelf *s)
{
    return s->idle;
}

int record_shelf_keeping(const record_shelf *s)
{
    return !s->idle && !s->full;
}

/* Lines ahead whose line-table slot is fetched (a hit is ~45 instructions).
 * A line not in the line table goes to the set table unfetched: it is one
 * line in nine of a NYT-like stream on each thread, and fetching its set's
 * entry and record lines ahead too (a ring of lines in three stages) cost
 * 50M more instructions a million lines for no CPU time seen (2 threads). */
#define LINES_AHEAD 16u

/* The line at p (`size` letters, then a newline: checked) from the set
 * table, appended to o after sep: its bytes, or 0 (not kept, or no
 * memory). */
static size_t line_from_set(record_shelf *s, const char *p, size_t size, size_t at, const char *sep,
                            size_t sep_len, const char *end, out *o)
{
    if (p[size] != '\n')
        return 0;
    uint32_t letters = line_letters(p, size, (size_t)(end - p));
    const set_entry *e = entry_of(s, letters);
    met(s, e->letters != 0);
    size_t len;
    const char *kept = letters ? record_in(s, e, (unsigned)(p[0] - 'a'), &len) : NULL;
    size_t room = sep_len + (kept ? len : 0) + 64;
    if (!kept || len < at + size || (o->cap - o->len < room && out_reserve(o, room) != 0))
        return 0;
    char *q = o->buf + o->len;
    if (sep_len)
        memcpy(q, sep, sep_len);
    put_kept(q + sep_len, kept, len, at, p, size, (size_t)(end - p));
    o->len += sep_len + len;
    return sep_len + len;
}

/* Keep the `len` bytes at q for the line of key in the line table; a
 * record too long for it turns it off for this shelf (a stream's records
 * are of one kind: JSON, hints, words do not fit). */
static void keep_line(record_shelf *s, uint64_t key, const char *q, size_t len)
{
    if (len > LINE_RECORD_MAX)
        s->lines_off = 1;
    else
        line_table_add(s->lines, key, q, len);
}

/* The hits of a run from line n on, while LINES_AHEAD lines more can be
 * loaded: each line's 8 bytes are its key (a key holds its newline, so a
 * slot whose key equals them is a line of `stride` bytes, its letters
 * checked when it was added), one multiplication its place, its slot's
 * bytes copied to q (room reserved); the slot of the line LINES_AHEAD on
 * fetched.  The table's fields and the output's end are kept in registers
 * (the copies would make the compiler load them again a line: 64
 * instructions a hit in the general loop, ~20 here).  Stops at the first
 * line not in the table.  Returns the lines
 * answered; *q moved past their bytes. */
static inline __attribute__((always_inline)) size_t hits_in_row(const line_table *t, const char *p,
                                                                size_t stride, size_t n,
                                                                size_t loadable, char **q)
{
    const line_slot *slots = t->slots;
    const unsigned shift = t->shift;
    const size_t mask = t->mask;
    const uint64_t key_mask = stride == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * stride)) - 1;
    char *to = *q;
    size_t k = n;
    for (; k + LINES_AHEAD < loadable; k++, p += stride) {
        uint64_t ahead, key;
        memcpy(&ahead, p + LINES_AHEAD * stride, 8);
        __builtin_prefetch(&slots[((ahead & key_mask) * 0x9e3779b97f4a7c15u) >> shift]);
        memcpy(&key, p, 8);
        key &= key_mask;
        size_t i = (size_t)((key * 0x9e3779b97f4a7c15u) >> shift);
        for (uint64_t at; (at = atomic_load_explicit(&slots[i].key, memory_order_acquire)) != key;
             i = (i + 1) & mask)
            if (!at)
                goto missed;
        const line_slot *e = &slots[i];
        memcpy(to, e->bytes, LINE_RECORD_MAX);
        to += e->len;
    }
missed:
    *q = to;
    return k - n;
}

/* record_shelf_lines for lines of at most LINE_KEY_MAX bytes: each found by
 * its bytes in the line table, fetched LINES_AHEAD lines ahead, else in the
 * set table (another spelling met, or this one's first run), whose record
 * is then kept in the line table.  Stops at a line neither has.  Inlined
 * (below) once for 7 letters, so that the key's mask and the divisions by
 * the stride are constants there.  Once the shelf's give-up rule has seen
 * its probes (no hit can make it give up then), runs of hits go the fast
 * way (hits_in_row). */
static inline __attribute__((always_inline)) size_t text_lines(record_shelf *s, const char *text,
                                                               size_t len, size_t size, size_t at,
                                                               const char *sep, out *o)
{
    const size_t sep_len = sep ? strlen(sep) : 0, stride = size + 1, lines_in = len / stride;
    const size_t loadable = len >= 8 ? (len - 8) / stride + 1 : 0; /* 8 bytes each */
    const char *end = text + len;
    size_t n = 0;
    if (out_reserve(o, lines_in * LINE_RECORD_MAX + 8) != 0)
        return 0;
    for (size_t k = 0; k < LINES_AHEAD && k < loadable; k++)
        line_table_fetch(s->lines, line_key(text + k * stride, stride, 8));
    for (const char *p = text; n < lines_in && !s->idle; n++, p += stride) {
        if (s->probes >= GIVE_UP_AFTER && line_table_ready(s->lines)) {
            char *q = o->buf + o->len;
            size_t got = hits_in_row(s->lines, p, stride, n, loadable, &q);
            o->len = (size_t)(q - o->buf);
            n += got;
            p += got * stride;
            if (n == lines_in)
                break;
        }
        if (n + LINES_AHEAD < loadable)
            line_table_fetch(s->lines, line_key(p + LINES_AHEAD * stride, stride, 8));
        uint64_t key = line_key(p, stride, (size_t)(end - p));
        const line_slot *e = line_table_find(s->lines, key);
        if (e) { /* the room: reserved above, or by line_from_set */
            memcpy(o->buf + o->len, e->bytes, LINE_RECORD_MAX);
            o->len += e->len;
            if (s->probes < GIVE_UP_AFTER)
                met(s, 1);
            continue;
        }
        size_t got = line_from_set(s, p, size, at, sep, sep_len, end, o);
        if (!got)
            break;
        keep_line(s, key, o->buf + o->len - got, got);
        if (s->lines_off) {
            n++;
            break;
        }
        if (o->cap - o->len < (lines_in - n) * LINE_RECORD_MAX + 8 &&
            out_reserve(o, (lines_in - n) * LINE_RECORD_MAX + 8) != 0) {
            n++;
            break;
        }
    }
    return n;
}

static size_t lines_by_text(record_shelf *s, const char *text, size_t len, size_t size, size_t at,
                            const char *sep, out *o)
{
    return size == 7 ? text_lines(s, text, len, 7, at, sep, o) /* NYT */
                     : text_lines(s, text, len, size, at, sep, o);
}

/* record_shelf_lines for other lines: through the set table, a few lines
 * staged ahead. */
static size_t lines_by_set(record_shelf *s, const char *text, size_t len, size_t size, size_t at,
                           const char *sep, out *o)
{
    const size_t sep_len = sep ? strlen(sep) : 0, stride = size + 1, lines_in = len / stride;
    const char *end = text + len;
    /* the lines ahead, as if every line were plain (they are until the run
     * stops), each staged and resolved once: [n, resolved) resolved,
     * [resolved, staged) staged.  The look ahead grows by two lines a line
     * up to AHEAD, so that a short run (most of a stream's start: a miss
     * comes back here after the caller answers it) looks at few lines past
     * its end. */
    line_ahead ahead[AHEAD];
    size_t n = 0, staged = 1, resolved = 1;
    if (s->idle || lines_in == 0)
        goto done;
    stage(s, &ahead[0], text, size, end);
    resolve(s, &ahead[0], text);
    for (const char *p = text; n < lines_in && p[size] == '\n' && !s->idle; n++, p += stride) {
        line_ahead now = ahead[n % AHEAD];
        size_t room = sep_len + now.len + 64;
        if (!now.kept || now.len < at + size ||
            (o->cap - o->len < room && out_reserve(o, room) != 0))
            break;
        if (s->probes < GIVE_UP_AFTER)
            met(s, entry_of(s, now.letters)->letters != 0);
        for (int k = 0; k < 2 && staged < lines_in && staged <= n + AHEAD; k++, staged++)
            stage(s, &ahead[staged % AHEAD], text + staged * stride, size, end);
        for (; resolved < staged && (resolved <= n + 1 || 2 * (resolved - n) <= staged - n);
             resolved++)
            resolve(s, &ahead[resolved % AHEAD], text + resolved * stride);
        char *q = o->buf + o->len;
        if (sep_len)
            memcpy(q, sep, sep_len);
        put_kept(q + sep_len, now.kept, now.len, at, p, size, (size_t)(end - p));
        o->len += sep_len + now.len;
    }
done:
    return n;
}

static void add_pending(record_shelf *s);

size_t record_shelf_lines(record_shelf *s, const char *text, size_t len, size_t size, size_t at,
                          const char *sep, out *o, size_t *lines)
{
    size_t n = 0;
    if (s->pending_n)
        add_pending(s);
    s->sep = sep;
    s->sep_len = sep ? strlen(sep) : 0;
    s->at = at;
    s->lines_told = 1;
    if (!s->idle && len > size)
        n = size + 1 <= LINE_KEY_MAX && !s->lines_off
                ? lines_by_text(s, text, len, size, at, sep, o)
                : lines_by_set(s, text, len, size, at, sep, o);
    atomic_store_explicit(&s->hits, atomic_load_explicit(&s->hits, memory_order_relaxed) + n,
                          memory_order_relaxed);
    *lines = n;
    return n * (size + 1);
}

int record_shelf_ahead(const record_shelf *s, uint32_t letters, int step)
{
    if (s->idle)
        return 0;
    if (step == 0) {
        const char *at = (const char *)&s->t.slots[place_in(s->t.mask, letters)];
        __builtin_prefetch(at);
        return 0;
    }
    const set_entry *e = entry_of(s, letters);
    for (int k = 0; k < e->n; k++)
        __builtin_prefetch(record_at(s, e->at[k]));
    return e->n > 0;
}

/* Twice the slots, if the cap allows: 0, or -1. */
static int grow_table(record_shelf *s)
{
    size_t n = 2 * (s->t.mask + 1), more = n * sizeof(set_entry);
    set_table grown;
    if (s->bytes + more > s->cap || new_table(&grown, n) != 0)
        return -1;
    for (size_t i = 0; i <= s->t.mask; i++) {
        if (!page_written(&s->t, i) || !s->t.slots[i].letters)
            continue;
        int fresh;
        size_t j = place_of(&grown, s->t.slots[i].letters, &fresh);
        grown.slots[j] = s->t.slots[i];
        mark_written(&grown, j);
    }
    s->bytes += more - (s->t.mask + 1) * sizeof(set_entry);
    free_table(&s->t);
    s->t = grown;
    return 0;
}

/* Pages made resident before their first write, many in one call: each
 * fault traps to the hypervisor on a virtual machine (~1-3 us), and a
 * count stream's first table and records took ~750 of them a run on 2
 * threads.  Where the system has no MADV_POPULATE_WRITE (Linux 5.14 on) or
 * refuses it, the pages fault one by one as before. */
#define PAGE       ((uintptr_t)4096)
#define WRITE_RUN  ((size_t)64 << 10) /* of a block, ahead of its records */
#define TABLE_SETS 64                 /* the first table's, whole, at this set */

static void write_ahead(char *from, char *to)
{
#ifdef MADV_POPULATE_WRITE
    if (to > from)
        madvise(from, (size_t)(to - from), MADV_POPULATE_WRITE);
#else
    (void)from;
    (void)to;
#endif
}

/* The pages of the last block up to WRITE_RUN past its records made
 * resident. */
static void write_block_ahead(record_shelf *s)
{
    char *b = s->blocks[s->n_blocks - 1];
    size_t end = s->used + WRITE_RUN < BLOCK ? s->used + WRITE_RUN : BLOCK;
    char *to = (char *)((uintptr_t)(b + end) & ~(PAGE - 1));
    write_ahead(s->written_to, to);
    if (to > s->written_to)
        s->written_to = to;
}

/* Room for len bytes of record: where, or NULL (the cap, or no memory);
 * *place its place. */
static char *room(record_shelf *s, size_t len, uint32_t *place)
{
    if (s->n_blocks && s->used + len <= BLOCK - 64) { /* a record's first 64 bytes
                                                         may be read whole */
        char *at = s->blocks[s->n_blocks - 1] + s->used;
        *place = (uint32_t)((s->n_blocks - 1) << 21 | s->used);
        s->used += len;
        if (at + len + 64 > s->written_to)
            write_block_ahead(s);
        return at;
    }
    if (s->bytes + BLOCK > s->cap || s->n_blocks == MAX_BLOCKS)
        return NULL;
    if (s->n_blocks == s->blocks_cap) {
        size_t n = s->blocks_cap ? 2 * s->blocks_cap : 16;
        char **grown = realloc(s->blocks, n * sizeof *grown);
        if (!grown)
            return NULL;
        s->blocks = grown;
        s->blocks_cap = n;
    }
    /* in small pages, made resident only as far as they are written (a
     * count stream's records, ~1 MB a thread, fit in the first block: a
     * huge page would make all 2 MiB resident, and each fresh MB costs ~1
     * ms of CPU on a virtual machine whose host backs pages on first
     * touch).  Not huge pages for the next ones either (JSON: tens of MB,
     * read at random): a hints stream's 1M NYT-like lines on 2 threads took
     * 0.02-0.64 s of system time with them (the kernel compacting memory to
     * find huge pages), 0.06-0.11 s without, and ~0.05 s more user time */
    char *b = malloc(BLOCK);
    if (!b)
        return NULL;
    s->blocks[s->n_blocks++] = b;
    s->bytes += BLOCK;
    s->used = len;
    /* (the page of its start holds malloc's header: resident) */
    s->written_to = (char *)((uintptr_t)b & ~(PAGE - 1));
    write_block_ahead(s);
    *place = (uint32_t)((s->n_blocks - 1) << 21);
    return b;
}

/* A short record kept for puzzle p is put in the line table too, under the
 * line a NYT-like stream writes for the puzzle: its center, then its other
 * letters in alphabet order, then a newline (the record with that text put
 * in: a record serves every spelling of its puzzle).  A count stream's set
 * is solved at its first line, and its other centers kept then
 * (batch_out.c keep_centers); their lines would each be met first in the
 * set table: ~250 instructions a line, 48,000 of ENABLE's 55,899 lines.
 * Plain puzzles only (letters a-z, each once). */
/* Pending line k added, if any. */
static void add_pending_line(record_shelf *s, unsigned k)
{
    pending_line *l = &s->pending[k];
    if (l->key) {
        line_table_add(s->lines, l->key, l->bytes, l->len);
        l->key = 0;
        s->pending_n--;
    }
}

/* Every pending line added. */
static void add_pending(record_shelf *s)
{
    for (unsigned k = 0; k < PENDING; k++)
        add_pending_line(s, k);
}

static void keep_text_line(record_shelf *s, const bee_puzzle *p, const char *kept, size_t len)
{
    const size_t n = (size_t)p->size;
    if (s->lines_off || !s->lines_told || n + 1 > LINE_KEY_MAX ||
        s->sep_len + len > LINE_RECORD_MAX || len < s->at + n || p->text[n] ||
        !atomic_load_explicit(&s->lines->n, memory_order_relaxed))
        return; /* (p->text[n]: a letter of more than a byte; the table's
                   count: not until some line is met again, so that a stream
                   of a few lines does not make the table's 4 MiB resident) */
    /* n bytes a-z, each once: their letter bits are n letters */
    uint32_t letters = line_letters(p->text, n, sizeof p->text);
    unsigned center = (unsigned char)p->text[0] - 'a';
    if ((size_t)__builtin_popcount(letters) != n || center > 'z' - 'a')
        return;
    char line[LINE_KEY_MAX] = {p->text[0]};
    size_t i = 1;
    for (uint32_t others = letters & ~(1u << center); others; others &= others - 1)
        line[i++] = (char)('a' + __builtin_ctz(others));
    line[n] = '\n';
    unsigned k = s->pending_at;
    s->pending_at = (k + 1) % PENDING;
    add_pending_line(s, k); /* the oldest */
    pending_line *l = &s->pending[k];
    if (s->sep_len)
        memcpy(l->bytes, s->sep, s->sep_len);
    /* (the record's first 64 bytes are readable: record_shelf_keep) */
    put_kept(l->bytes + s->sep_len, kept, len, s->at, line, n, LINE_KEY_MAX);
    l->key = line_key(line, n + 1, LINE_KEY_MAX);
    l->len = s->sep_len + len;
    s->pending_n++;
    line_table_fetch(s->lines, l->key);
}

void record_shelf_keep(record_shelf *s, const bee_puzzle *p, const char *record, size_t len)
{
    if (s->full || s->idle || len > RECORD_MAX)
        return;
    int fresh;
    size_t i = place_of(&s->t, p->letters, &fresh);
    if ((fresh || !s->t.slots[i].letters) && 2 * (s->sets + 1) > s->t.mask + 1) {
        if (grow_table(s) != 0) { /* (a new set, the table half full) */
            s->full = 1;
            return;
        }
        i = place_of(&s->t, p->letters, &fresh);
    }
    /* read only if its page was written; written first otherwise */
    const set_entry *e = fresh ? &no_entry : &s->t.slots[i];
    size_t kept_len;
    if (e->n == CENTERS || /* a larger puzzle's other centers: not kept */
        record_in(s, e, (unsigned)__builtin_ctz(p->center), &kept_len))
        return;
    uint32_t place;
    char *at = room(s, len, &place);
    if (!at) {
        s->full = 1;
        return;
    }
    memcpy(at, record, len);
    /* the bytes past a short one written too: its first 64 bytes may be
     * read whole (put_kept, keep_text_line), and a page read before its
     * first write costs the other workers a TLB flush (set_table) */
    if (len < 64)
        memset(at + len, 0, 64);
    set_entry *w = &s->t.slots[i];
    unsigned k = e->n;
    if (!e->letters) {
        w->letters = p->letters; /* (a page's first touch: a write) */
        w->n = 0;
        mark_written(&s->t, i);
        if (++s->sets == TABLE_SETS && s->t.mask + 1 == FIRST_SLOTS)
            write_ahead((char *)s->t.slots, (char *)(s->t.slots + FIRST_SLOTS));
    }
    w->center[k] = (uint8_t)__builtin_ctz(p->center);
    w->len[k] = (uint16_t)len;
    w->at[k] = place;
    w->n = (uint8_t)(k + 1);
    keep_text_line(s, p, at, len);
}

void record_cache_counts(const record_cache *c, uint64_t *hits, uint64_t *misses)
{
    *hits = *misses = 0;
    for (int i = 0; c && i < c->threads; i++) {
        record_shelf *s = atomic_load_explicit(&c->shelf[i], memory_order_acquire);
        if (s) {
            *hits += atomic_load_explicit(&s->hits, memory_order_relaxed);
            *misses += atomic_load_explicit(&s->misses, memory_order_relaxed);
        }
    }
}
