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
 * newline, so it is never 0, the empty slot.  The same bytes always give the
 * same record (the record of a line depends on its text and the options, the
 * same for a whole table), so a slot is never stale.
 *
 * Open addressing, linear probing, at most half full; the owner grows it
 * (line_table_grow) within its cap, else stops adding.  One thread's.
 */
#ifndef BEE_OUTPUT_LINE_TABLE_H
#define BEE_OUTPUT_LINE_TABLE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define LINE_KEY_MAX    8u
#define LINE_RECORD_MAX 23u

typedef struct line_slot {
    _Alignas(32) uint64_t key; /* 0: empty */
    uint8_t len;
    char bytes[LINE_RECORD_MAX];
} line_slot;

_Static_assert(sizeof(line_slot) == 32, "a slot is half a cache line");

typedef struct line_table {
    line_slot *slots; /* mask + 1 of them */
    size_t mask;
    unsigned shift; /* 64 - log2(slots) */
    size_t n;       /* taken */
    size_t mapped;  /* bytes (whole huge pages) */
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

/* The slot of key, or NULL. */
static inline const line_slot *line_table_find(const line_table *t, uint64_t key)
{
    size_t i = line_place(t, key);
    while (t->slots[i].key != key) {
        if (!t->slots[i].key)
            return NULL;
        i = (i + 1) & t->mask;
    }
    return &t->slots[i];
}

/* Fetch where key would be, ahead of line_table_find. */
static inline void line_table_fetch(const line_table *t, uint64_t key)
{
    __builtin_prefetch(&t->slots[line_place(t, key)]);
}

/* An empty table of `slots` slots (a power of two, a whole number of huge
 * pages): 0, or -1 (no memory). */
int line_table_init(line_table *t, size_t slots);
void line_table_free(line_table *t);
/* The bytes the table takes. */
size_t line_table_bytes(const line_table *t);
/* Whether adding one more needs line_table_grow first. */
int line_table_needs_room(const line_table *t);
/* Twice the slots: 0, or -1 (no memory; the table as it was). */
int line_table_grow(line_table *t);
/* Keep `len` (<= LINE_RECORD_MAX) bytes for key (not in t; room made). */
void line_table_add(line_table *t, uint64_t key, const char *bytes, size_t len);

#endif
