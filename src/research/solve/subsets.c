/*
 * subsets.c - the "killer bee" lookup: a hash map from letter set to the words
 * spelled with exactly those letters; a puzzle of n letters looks up each of
 * the 2^(n-1) sets that hold the center (64 for the NYT's 7).  The cost does
 * not depend on the dictionary's size at all, only on the puzzle's, so it wins
 * on small puzzles and loses badly on large ones (2^25 lookups for 26
 * letters).  The map holds distinct sets of the base index, whose word lists
 * and points give the answers.
 *
 * Map: open addressing, linear probing, at most half full; a slot is the set
 * (0 = empty: no word has no letters) and the set's position in the index.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct slot {
    uint32_t set, index;
} slot;

typedef struct subsets {
    bee_index *base;
    slot *slots;
    uint32_t shift;         /* 32 - log2(slots) */
    size_t n_slots;
} subsets;

static inline size_t slot_of(uint32_t set, uint32_t shift)
{
    return (size_t)((set * 0x9e3779b1u) >> shift);   /* Fibonacci hashing */
}

static void subsets_free(void *state)
{
    subsets *s = state;
    bee_index_free(s->base);
    free(s->slots);
    free(s);
}

static bee_status subsets_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                bee_error *err)
{
    subsets *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the subsets solver");
    bee_status st = algo_base_index(d, o, &s->base, err);
    if (st != BEE_OK) {
        free(s);
        return st;
    }
    const bee_index *ix = s->base;
    uint32_t bits = 1;
    while (((size_t)1 << bits) < 2 * ix->n_masks)
        bits++;
    s->n_slots = (size_t)1 << bits;
    s->shift = 32 - bits;
    s->slots = calloc(s->n_slots, sizeof *s->slots);
    if (!s->slots) {
        subsets_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the subsets solver");
    }
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t set = ix->scan_data.masks[i];
        size_t h = slot_of(set, s->shift);
        while (s->slots[h].set)
            h = (h + 1) & (s->n_slots - 1);
        s->slots[h] = (slot){set, (uint32_t)i};
    }
    *state = s;
    return BEE_OK;
}

static bee_status subsets_solve(const void *state, const bee_puzzle *p,
                                const bee_solve_options *o, bee_result *r,
                                bee_algo_counters *c, bee_error *err)
{
    const subsets *s = state;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, s->base->n_masks + BEE_COLUMN_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
    const uint32_t outer = p->letters & ~p->center;
    const size_t wrap = s->n_slots - 1;
    size_t nh = 0;
    uint64_t lookups = 0, probes = 0;
    uint32_t sub = 0;
    do {   /* every subset of the outer letters, the empty one first */
        uint32_t set = sub | p->center;
        size_t h = slot_of(set, s->shift);
        lookups++;
        for (;; h = (h + 1) & wrap) {
            probes++;
            if (s->slots[h].set == set) {
                r->hits[nh++] = s->slots[h].index;
                break;
            }
            if (s->slots[h].set == 0)
                break;
        }
        sub = (sub - outer) & outer;
    } while (sub != 0);
    bee_status st = bee_result_from_sets(s->base, p, o, nh, r, err);
    c->masks_tested = lookups;
    c->bytes_touched = sizeof(slot) * probes + 4 * (uint64_t)r->count;
    return st;
}

static void subsets_info(const void *state, bee_algo_info *info)
{
    const subsets *s = state;
    info->bytes = s->base->bytes + s->n_slots * sizeof *s->slots;
    info->entries = s->base->n_masks;
}

const algo_method algo_subsets = {
    "subsets", "the puzzle's letter subsets holding the center, looked up in a hash map",
    0, ALGO_NO_KERNEL, subsets_build, subsets_solve, subsets_free, subsets_info,
};
