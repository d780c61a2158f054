/*
 * record_cache.c - see record_cache.h.  A shelf is an open-addressed table
 * (linear probing, at most half full) of (puzzle key, record) and the
 * records' bytes in blocks of BLOCK bytes, appended one after another: a hit
 * is one multiply, a load or two from the table and a copy.
 */
#include "output/record_cache.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK       (64u << 10) /* a record larger than this is not kept */
#define FIRST_SLOTS 1024u

typedef struct entry {
    uint64_t key; /* 0: empty */
    const char *record;
    size_t len;
} entry;

struct record_shelf {
    _Alignas(64) entry *slots;
    size_t mask;    /* slots - 1 (a power of two less one) */
    size_t entries; /* kept */
    char **blocks;  /* the records' bytes */
    size_t n_blocks, blocks_cap;
    size_t used;  /* of the last block */
    size_t bytes; /* taken: blocks and table */
    size_t cap;
    int full;                      /* took no more the last time */
    _Atomic uint64_t hits, misses; /* written by the owner only */
};

struct record_cache {
    size_t shelf_cap;
    int threads;
    _Atomic(record_shelf *) shelf[BEE_CPU_COUNT_MAX];
};

record_cache *record_cache_new(size_t cap_bytes, int threads)
{
    if (cap_bytes == 0 || threads < 1 || threads > BEE_CPU_COUNT_MAX)
        return NULL;
    record_cache *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->shelf_cap = cap_bytes / (size_t)threads;
    c->threads = threads;
    return c;
}

static void shelf_free(record_shelf *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n_blocks; i++)
        free(s->blocks[i]);
    free(s->blocks);
    free(s->slots);
    free(s);
}

void record_cache_free(record_cache *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->threads; i++)
        shelf_free(atomic_load_explicit(&c->shelf[i], memory_order_relaxed));
    free(c);
}

record_shelf *record_cache_shelf(record_cache *c, int worker)
{
    if (!c || worker < 0 || worker >= c->threads)
        return NULL;
    record_shelf *s = atomic_load_explicit(&c->shelf[worker], memory_order_relaxed);
    if (s)
        return s;
    s = aligned_alloc(64, (sizeof *s + 63) & ~(size_t)63);
    entry *slots = calloc(FIRST_SLOTS, sizeof *slots);
    if (!s || !slots) {
        free(s);
        free(slots);
        return NULL;
    }
    memset(s, 0, sizeof *s);
    s->slots = slots;
    s->mask = FIRST_SLOTS - 1;
    s->bytes = FIRST_SLOTS * sizeof *slots;
    s->cap = c->shelf_cap;
    s->full = s->bytes > s->cap;
    atomic_store_explicit(&c->shelf[worker], s, memory_order_release);
    return s;
}

static uint64_t key_of(const bee_puzzle *p)
{
    return (uint64_t)p->letters << 32 | p->center; /* never 0: center is a bit */
}

static size_t place_of(const record_shelf *s, uint64_t key)
{
    return (size_t)((key * 0x9e3779b97f4a7c15u) >> 32) & s->mask;
}

/* A counter only its owner writes: a plain load and store, no lock. */
static void count(_Atomic uint64_t *n)
{
    atomic_store_explicit(n, atomic_load_explicit(n, memory_order_relaxed) + 1,
                          memory_order_relaxed);
}

const char *record_shelf_find(record_shelf *s, const bee_puzzle *p, size_t *len)
{
    uint64_t key = key_of(p);
    for (size_t i = place_of(s, key);; i = (i + 1) & s->mask) {
        const entry *e = &s->slots[i];
        if (e->key == key) {
            count(&s->hits);
            *len = e->len;
            return e->record;
        }
        if (e->key == 0) {
            count(&s->misses);
            return NULL;
        }
    }
}

static void put(entry *slots, size_t mask, const entry *e)
{
    size_t i = (size_t)((e->key * 0x9e3779b97f4a7c15u) >> 32) & mask;
    while (slots[i].key)
        i = (i + 1) & mask;
    slots[i] = *e;
}

/* Twice the slots, if the cap allows: 0, or -1. */
static int grow_table(record_shelf *s)
{
    size_t n = 2 * (s->mask + 1), more = n * sizeof(entry);
    if (s->bytes + more > s->cap)
        return -1;
    entry *slots = calloc(n, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i <= s->mask; i++)
        if (s->slots[i].key)
            put(slots, n - 1, &s->slots[i]);
    free(s->slots);
    s->bytes += more - (s->mask + 1) * sizeof(entry);
    s->slots = slots;
    s->mask = n - 1;
    return 0;
}

/* Room for len bytes of record: where, or NULL (the cap, or no memory). */
static char *room(record_shelf *s, size_t len)
{
    if (s->n_blocks && s->used + len <= BLOCK) {
        char *at = s->blocks[s->n_blocks - 1] + s->used;
        s->used += len;
        return at;
    }
    if (s->bytes + BLOCK > s->cap)
        return NULL;
    if (s->n_blocks == s->blocks_cap) {
        size_t n = s->blocks_cap ? 2 * s->blocks_cap : 16;
        char **grown = realloc(s->blocks, n * sizeof *grown);
        if (!grown)
            return NULL;
        s->blocks = grown;
        s->blocks_cap = n;
    }
    char *b = malloc(BLOCK);
    if (!b)
        return NULL;
    s->blocks[s->n_blocks++] = b;
    s->bytes += BLOCK;
    s->used = len;
    return b;
}

void record_shelf_keep(record_shelf *s, const bee_puzzle *p, const char *record, size_t len)
{
    if (s->full || len > BLOCK)
        return;
    if (2 * (s->entries + 1) > s->mask + 1 && grow_table(s) != 0) {
        s->full = 1;
        return;
    }
    char *at = room(s, len);
    if (!at) {
        s->full = 1;
        return;
    }
    memcpy(at, record, len);
    entry e = {key_of(p), at, len};
    put(s->slots, s->mask, &e);
    s->entries++;
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
