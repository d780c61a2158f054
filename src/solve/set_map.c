/*
 * set_map.c - the maps from letter set to the index's set (engine.h), one
 * of the narrow sets and one of the wide: the subsets plan looks up the
 * 2^(size-1) sets of a puzzle of more than 7 letters that hold its center
 * (up to 7, the rank table of set_ranks.c), the set-lists plan the puzzle's
 * own set and each subset of it while building the set's list (narrow
 * sets only), and the research method "subsets"
 * (src/research/solve/subsets.c) the same as the plan did.
 *
 * Cuckoo hashing at most 40% full: a lookup is two loads and a select, no
 * branch, whether the set is there or not (most subsets of a puzzle are no
 * word's set, unpredictably).  A table of a huge page or more asks for huge
 * pages: a stream of puzzles reads it at random, and TLB misses cost as
 * much as cache misses there (ENABLE's narrow table is 1 MiB, in small
 * pages; all of it is written by the inserts at 28% full all the same).
 */
#include "core/huge_pages.h"
#include "solve/engine.h"

#include <string.h>

/* Insert `e`; 0 on success, -1 if the table must grow. */
static int insert(bee_set_slot *slots, uint32_t shift, bee_set_slot e)
{
    int which = 0;
    for (int kick = 0; kick < 512; kick++) {
        uint32_t h = bee_set_hash(e.set, which, shift);
        bee_set_slot old = slots[h];
        slots[h] = e;
        if (old.set == 0)
            return 0;
        e = old; /* move the evicted set to its other slot */
        which = bee_set_hash(e.set, 0, shift) == h;
    }
    return -1;
}

/* An empty table of cap slots.  A large one mapped (zeroed by the system as
 * each page is first written: no memset), so that its pages are made
 * resident once, by the inserts; on this project's virtual machines each
 * fresh MB costs about 1 ms, and clearing it first doubled the writes. */
static bee_set_slot *new_table(bee_set_map *m, size_t cap)
{
    size_t bytes = cap * sizeof(bee_set_slot);
    m->slots_mapped = 0;
    if (bytes >= BEE_HUGE_PAGE)
        return bee_huge_map(bytes, &m->slots_mapped);
    bee_set_slot *t = bee_aligned_alloc(64, bee_align64(bytes));
    if (t)
        memset(t, 0, bytes);
    return t;
}

static void free_table(bee_set_map *m)
{
    if (m->slots_mapped)
        bee_unmap(m->slots, m->slots_mapped);
    else
        bee_free(m->slots);
    m->slots = NULL;
    m->slots_mapped = 0;
}

/* The filter of sets [first, end): 16 bits a set or more, a power of two
 * 64-bit words. */
static bee_status build_filter(const bee_index *ix, size_t first, size_t end, bee_set_map *m,
                               bee_error *err)
{
    size_t n = end - first, words = 64;
    while (words * 64 < 16 * n)
        words *= 2;
    m->filter_shift = 64 - (uint32_t)__builtin_ctzll(words);
    m->filter = bee_aligned_alloc(64, words * sizeof *m->filter);
    if (!m->filter) {
        bee_set_map_free(m);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set map");
    }
    memset(m->filter, 0, words * sizeof *m->filter);
    for (size_t k = first; k < end; k++) {
        size_t w;
        uint64_t bits = bee_set_filter_bits(m, ix->scan_data.masks[k], &w);
        m->filter[w] |= bits;
    }
    return BEE_OK;
}

bee_status bee_set_map_build(const bee_index *ix, int wide, bee_set_map *m, bee_error *err)
{
    size_t first = wide ? ix->n_narrow : 0, end = wide ? ix->n_masks : ix->n_narrow;
    size_t n = end - first, cap = 16;
    while (cap < 5 * n / 2)
        cap *= 2;
    m->slots = NULL;
    m->slots_mapped = 0;
    m->filter = NULL;
    for (; cap <= ((size_t)1 << 31); cap *= 2) {
        free_table(m);
        if (!(m->slots = new_table(m, cap)))
            break;
        m->shift = 32 - (uint32_t)__builtin_ctzll(cap);
        size_t k = first;
        while (k < end &&
               insert(m->slots, m->shift, (bee_set_slot){ix->scan_data.masks[k], (uint32_t)k}) == 0)
            k++;
        if (k == end) {
            m->n_slots = cap;
            return build_filter(ix, first, end, m, err);
        }
    }
    free_table(m);
    return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set map");
}

void bee_set_map_free(bee_set_map *m)
{
    free_table(m);
    bee_free(m->filter);
    m->filter = NULL;
}
