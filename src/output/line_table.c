/*
 * line_table.c - see line_table.h.
 */
#include "output/line_table.h"
#include "core/writers.h" /* bee_huge_map */

#include <sys/mman.h>

int line_table_init(line_table *t, size_t bytes)
{
    /* mapped, its pages written at the first add (a stream of lines met
     * once each never makes them resident); huge pages because the slots
     * are read at random, a line each (4 KiB pages: a TLB miss a line) */
    t->slots = bee_huge_map(bytes, &t->mapped);
    atomic_init(&t->written, 0);
    size_t slots = bytes / sizeof(line_slot);
    t->mask = slots - 1;
    t->shift = (unsigned)__builtin_clzll((unsigned long long)slots) + 1;
    atomic_init(&t->n, 0);
    return t->slots ? 0 : -1;
}

void line_table_free(line_table *t)
{
    if (t->slots) /* bee_huge_map's pages (the library's bee_unmap is not
                     the program's to call: src/ROOMS) */
        munmap(t->slots, t->mapped);
    t->slots = NULL;
}

/* Write each page of the table (a write that changes nothing: threads may
 * be adding), so that its first touch is a write, then let it be read. */
static void write_pages(line_table *t)
{
    const size_t page_slots = 4096 / sizeof(line_slot);
    for (size_t i = 0; i <= t->mask; i += page_slots)
        atomic_fetch_or_explicit(&t->slots[i].key, 0, memory_order_relaxed);
    atomic_store_explicit(&t->written, 1, memory_order_release);
}

void line_table_add(line_table *t, uint64_t key, const char *bytes, size_t len)
{
    if (!atomic_load_explicit(&t->written, memory_order_relaxed))
        write_pages(t); /* (by each thread adding before one is done) */
    size_t i = line_place(t, key);
    for (;;) {
        uint64_t k = atomic_load_explicit(&t->slots[i].key, memory_order_relaxed);
        if (k == key)
            return; /* kept already (by another thread, or another way) */
        if (!k) {
            /* lines taken, not tries, counted: a line kept twice would
             * fill the count before the table (threads adding at once may
             * take a few slots past half) */
            if (atomic_load_explicit(&t->n, memory_order_relaxed) >= (t->mask + 1) / 2)
                return; /* half full: the probes stay short */
            if (atomic_compare_exchange_strong_explicit(&t->slots[i].key, &k, LINE_CLAIMED,
                                                        memory_order_relaxed, memory_order_relaxed))
                break;
            continue; /* taken under us: look at it again */
        }
        i = (i + 1) & t->mask;
    }
    atomic_fetch_add_explicit(&t->n, 1, memory_order_relaxed);
    line_slot *s = &t->slots[i];
    s->len = (uint8_t)len;
    memcpy(s->bytes, bytes, len);
    atomic_store_explicit(&s->key, key, memory_order_release);
}
