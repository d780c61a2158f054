/*
 * line_table.c - see line_table.h.
 */
#include "output/line_table.h"
#include "core/writers.h" /* bee_huge_map */

#include <sys/mman.h>

/* n empty slots (a whole number of huge pages): mapped zeroed, so that a
 * page is faulted (and zeroed, once) only when a line first lands there: a
 * one-line stream touches one page, not the table; huge pages because the
 * slots are read at random, a line each (4 KiB pages: a TLB miss a line, and
 * 512 faults for each of the others). */
static line_slot *new_slots(size_t n, size_t *mapped)
{
    return bee_huge_map(n * sizeof(line_slot), mapped);
}

int line_table_init(line_table *t, size_t slots)
{
    t->slots = new_slots(slots, &t->mapped);
    t->mask = slots - 1;
    t->shift = (unsigned)__builtin_clzll((unsigned long long)slots) + 1;
    t->n = 0;
    return t->slots ? 0 : -1;
}

void line_table_free(line_table *t)
{
    if (t->slots) /* bee_huge_map's pages (the library's bee_unmap is not
                     the program's to call: src/ROOMS) */
        munmap(t->slots, t->mapped);
    t->slots = NULL;
}

size_t line_table_bytes(const line_table *t)
{
    return t->slots ? t->mapped : 0;
}

int line_table_needs_room(const line_table *t)
{
    return 2 * (t->n + 1) > t->mask + 1;
}

/* Put a slot's bytes in at key's place (t has room). */
static void put(line_table *t, const line_slot *from)
{
    size_t i = line_place(t, from->key);
    while (t->slots[i].key)
        i = (i + 1) & t->mask;
    t->slots[i] = *from;
    t->n++;
}

int line_table_grow(line_table *t)
{
    line_table old = *t;
    line_slot *slots = new_slots(2 * (old.mask + 1), &t->mapped);
    if (!slots)
        return -1;
    t->slots = slots;
    t->mask = 2 * old.mask + 1;
    t->shift = old.shift - 1;
    t->n = 0;
    for (size_t i = 0; i <= old.mask; i++)
        if (old.slots[i].key)
            put(t, &old.slots[i]);
    line_table_free(&old);
    return 0;
}

void line_table_add(line_table *t, uint64_t key, const char *bytes, size_t len)
{
    line_slot s = {.key = key, .len = (uint8_t)len};
    memcpy(s.bytes, bytes, len);
    put(t, &s);
}
