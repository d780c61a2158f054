/*
 * line_table.c - see line_table.h.
 */
#include "output/line_table.h"
#include "core/writers.h" /* bee_huge_alloc */

#include <stdlib.h>

/* n empty slots: in huge pages from one huge page up (a slot a line, read
 * at random: 4 KiB pages would cost a TLB miss a line), else cache aligned. */
static line_slot *new_slots(size_t n)
{
    size_t bytes = n * sizeof(line_slot);
    line_slot *s = bytes >= BEE_HUGE_PAGE ? bee_huge_alloc(bytes) : aligned_alloc(64, bytes);
    if (s)
        memset(s, 0, bytes);
    return s;
}

int line_table_init(line_table *t, size_t slots)
{
    t->slots = new_slots(slots);
    t->mask = slots - 1;
    t->n = 0;
    return t->slots ? 0 : -1;
}

void line_table_free(line_table *t)
{
    free(t->slots);
    t->slots = NULL;
}

size_t line_table_bytes(const line_table *t)
{
    return t->slots ? (t->mask + 1) * sizeof(line_slot) : 0;
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
    line_slot *slots = new_slots(2 * (old.mask + 1));
    if (!slots)
        return -1;
    t->slots = slots;
    t->mask = 2 * old.mask + 1;
    t->n = 0;
    for (size_t i = 0; i <= old.mask; i++)
        if (old.slots[i].key)
            put(t, &old.slots[i]);
    free(old.slots);
    return 0;
}

void line_table_add(line_table *t, uint64_t key, const char *bytes, size_t len)
{
    line_slot s = {.key = key, .len = (uint8_t)len};
    memcpy(s.bytes, bytes, len);
    put(t, &s);
}
