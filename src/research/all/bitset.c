/*
 * bitset.c - the all-puzzles article's final approach: letter sets as bit
 * sets, the words grouped by set in a hash map (sets of more than 7 letters
 * thrown out), and for each 7-letter set its 128 subsets looked up.
 */
#include "all_methods.h"

#include <stdlib.h>

typedef struct bitset {
    all_map map;
} bitset;

static bee_status bitset_build(const bee_dict *d, uint32_t min_len, void **state, bee_error *err)
{
    bitset *b = malloc(sizeof *b);
    if (!b)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the bitset method");
    bee_status st = all_map_build(&b->map, d, min_len, 7, err);
    if (st != BEE_OK) {
        free(b);
        return st;
    }
    *state = b;
    return BEE_OK;
}

static bee_status bitset_run(const void *state, const uint32_t *sets, size_t n_sets, bee_scoring s,
                             bee_all_puzzle *out, bee_error *err)
{
    (void)err;
    const all_map *m = &((const bitset *)state)->map;
    for (size_t i = 0; i < n_sets; i++) {
        uint32_t set = sets[i];
        bee_all_puzzle *p = out + 7 * i;
        all_puzzles_init(p, set);
        uint32_t sub = set;
        do { /* every non-empty subset, the whole set first */
            const all_totals *t = all_map_find(m, sub);
            if (t)
                all_credit(p, set, sub, t, s);
            sub = (sub - 1) & set;
        } while (sub != 0);
    }
    return BEE_OK;
}

static void bitset_free(void *state)
{
    bitset *b = state;
    all_map_free(&b->map);
    free(b);
}

static size_t bitset_bytes(const void *state)
{
    return all_map_bytes(&((const bitset *)state)->map);
}

const all_method all_bitset = {
    {"bitset", METHOD_AZ_BYTES, "lookup",
     "words grouped by letter set (at most 7 letters); the 128 subsets of each set looked up",
     METHOD_NO_KERNEL},
    0,
    bitset_build,
    bitset_run,
    bitset_free,
    bitset_bytes,
};
