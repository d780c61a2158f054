/*
 * line_table.h - short records keyed by their line's own bytes, for the
 * kept records of a stream (record_cache.h).  A NYT-like stream writes each
 * of its puzzles the same way every time ("egilnry\n", 8 bytes), so the
 * line as read, loaded as one uint64_t, finds its record in one step: a
 * hash, one slot of 32 bytes (half a cache line) compared and copied whole.
 * The letter-set table behind it (record_cache.c) needs the line's letters,
 * the set's entry, then the record: two dependent loads and ~200
 * instructions a line.
 *
 * A slot holds the bytes a line adds to the output (a separator, the record
 * with the line's text in it) when they are at most LINE_RECORD_MAX bytes:
 * the count records of tsv ("egilnry\t166\t5\t945\n", 16-19 bytes with
 * ENABLE).  Keys are lines of at most LINE_KEY_MAX bytes, the newline
 * included (puzzles of up to 7 letters), zero past them; a key has its
 * newline, so it is neither 0 (an empty slot) nor LINE_CLAIMED.  The same
 * bytes always give the same record (the record of a line depends on its
 * text and the options, the same for a whole table), so a slot is never
 * stale, and two slots of one key (two threads adding it at once) are
 * the same.
 *
 * Shared by the threads of a stream, without locks: a thread adds a line by
 * claiming an empty slot (compare and swap), writing its bytes, then its key
 * (release); a reader that sees the key (acquire) sees the bytes.  A hit
 * writes nothing.  Open addressing, linear probing; a fixed number of slots,
 * at most half of them taken: a full table keeps what it has.
 *
 * Its pages are written (made resident) at the first add, and no slot is
 * read before: a stream of lines met once each never makes them resident,
 * and no page is read before it is written (a page read first is mapped to
 * the kernel's zero page, and its first write then flushes the TLB of every
 * CPU the process runs on: an interrupt to the other workers).
 */
#ifndef BEE_OUTPUT_LINE_TABLE_H
#define BEE_OUTPUT_LINE_TABLE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define LINE_KEY_MAX    8u
#define LINE_RECORD_MAX 23u
#define LINE_CLAIMED    1u /* a slot being written (no line's key) */

typedef struct line_slot {
    _Alignas(32) _Atomic uint64_t key; /* 0: empty */
    uint8_t len;
    char bytes[LINE_RECORD_MAX];
} line_slot;

_Static_assert(sizeof(line_slot) == 32, "a slot is half a cache line");

typedef struct line_table {
    line_slot *slots; /* mask + 1 of them */
    size_t mask;
    unsigned shift;      /* 64 - log2(slots) */
    size_t mapped;       /* bytes (whole huge pages) */
    _Atomic int written; /* its pages: at the first add */
    /* lines added (slots taken): written by every add, so on a cache line
     * of its own, not one that the readers of the fields above (every line
     * of every thread) would lose at each add of another thread */
    _Alignas(64) _Atomic size_t n;
    char pad[64 - sizeof(size_t)];
} line_table;

/* The key of the line of `stride` bytes (at most LINE_KEY_MAX, its newline
 * included) at p, `readable` bytes there: one load when 8 can be read. */
static inline uint64_t line_key(const char *p, size_t stride, size_t readable)
{
    uint64_t x = 0;
    if (readable >= 8)
        memcpy(&x, p, 8);
    else
        memcpy(&x, p, readable < stride ? readable : stride);
    return stride == 8 ? x : x & (((uint64_t)1 << (8 * stride)) - 1);
}

/* The top bits of a multiplication, which depend on every byte of the key
 * (the middle bits left ENABLE's puzzles in clusters: 7.8 slots looked at
 * a line at 85% full, 3.7 with the top bits). */
static inline size_t line_place(const line_table *t, uint64_t key)
{
    return (size_t)((key * 0x9e3779b97f4a7c15u) >> t->shift);
}

/* Whether it can be read (some line was added). */
static inline int line_table_ready(const line_table *t)
{
    return atomic_load_explicit(&t->written, memory_order_acquire);
}

/* The slot of key, or NULL. */
static inline const line_slot *line_table_find(const line_table *t, uint64_t key)
{
    if (!line_table_ready(t))
        return NULL;
    for (size_t i = line_place(t, key);; i = (i + 1) & t->mask) {
        uint64_t k = atomic_load_explicit(&t->slots[i].key, memory_order_acquire);
        if (k == key)
            return &t->slots[i];
        if (!k)
            return NULL;
    }
}

/* Fetch where key would be, ahead of line_table_find (a fetch never maps
 * a page). */
static inline void line_table_fetch(const line_table *t, uint64_t key)
{
    __builtin_prefetch(&t->slots[line_place(t, key)]);
}

/* An empty table of `bytes` (a power of two, whole huge pages): 0, or -1
 * (no memory). */
int line_table_init(line_table *t, size_t bytes);
void line_table_free(line_table *t);
/* Keep `len` (<= LINE_RECORD_MAX) bytes for key, unless the table is half
 * full (or has them). */
void line_table_add(line_table *t, uint64_t key, const char *bytes, size_t len);

#endif
