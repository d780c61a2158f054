/*
 * set_map.c - the map from letter set to the index's set (engine.h), the one
 * subset lookup of the library: the subsets plan looks up the 2^(size-1)
 * sets of a puzzle that hold its center, the set-lists plan the puzzle's own
 * set and each subset of it while building the set's list, and the research
 * method "subsets" (src/algos/subsets.c) the same as the plan.
 *
 * Cuckoo hashing at most 40% full: a lookup is two loads and a select, no
 * branch, whether the set is there or not (most subsets of a puzzle are no
 * word's set, unpredictably).
 */
#include "engine.h"

#include <stdlib.h>

/* Insert e = (position << 32 | set); 0 on success, -1 if the table must grow. */
static int insert(uint64_t *slots, uint32_t shift, uint64_t e)
{
    int which = 0;
    for (int kick = 0; kick < 512; kick++) {
        uint32_t h = bee_set_slot((uint32_t)e, which, shift);
        uint64_t old = slots[h];
        slots[h] = e;
        if (old == 0)
            return 0;
        e = old;   /* move the evicted set to its other slot */
        which = bee_set_slot((uint32_t)e, 0, shift) == h;
    }
    return -1;
}

bee_status bee_set_map_build(const bee_index *ix, bee_set_map *m, bee_error *err)
{
    size_t n = ix->n_masks, cap = 16;
    while (cap < 5 * n / 2)
        cap *= 2;
    m->slots = NULL;
    for (;; cap *= 2) {
        free(m->slots);
        m->slots = calloc(cap, sizeof *m->slots);
        if (!m->slots || cap > ((size_t)1 << 31))
            break;
        m->shift = 32 - (uint32_t)__builtin_ctzll(cap);
        size_t k = 0;
        while (k < n && insert(m->slots, m->shift,
                               (uint64_t)k << 32 | ix->scan_data.masks[k]) == 0)
            k++;
        if (k == n) {
            m->n_slots = cap;
            return BEE_OK;
        }
    }
    free(m->slots);
    m->slots = NULL;
    return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set map");
}

void bee_set_map_free(bee_set_map *m)
{
    free(m->slots);
    m->slots = NULL;
}
