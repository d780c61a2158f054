/*
 * subsets.c - the "killer bee" lookup: a map from letter set to the words
 * spelled with exactly those letters; a puzzle of n letters looks up each of
 * the 2^(n-1) sets that hold the center (64 for the NYT's 7).  The cost does
 * not depend on the dictionary's size at all, only on the puzzle's, so it wins
 * on small puzzles and loses badly on large ones (2^25 lookups for 26
 * letters).  It is the library's subsets plan, forced: the map is the one of
 * src/solve/set_map.c, over the base index, whose word lists and points give the
 * answers.
 */
#include "algo.h"
#include "solve/engine.h" /* the library's set map (src/solve/engine.h) */

#include <stdlib.h>

typedef struct subsets {
    bee_index *base;
} subsets;

static void subsets_free(void *state)
{
    subsets *s = state;
    bee_index_free(s->base);
    free(s);
}

static bee_status subsets_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                bee_error *err)
{
    subsets *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the subsets solver");
    bee_status st = algo_base_index(d, o, &s->base, err);
    bee_solve_parts *parts = st == BEE_OK ? bee_solve_parts_get(s->base, err) : NULL;
    if (st == BEE_OK && (!parts || !bee_solve_ranks_get(s->base, parts, err) ||
                         !bee_solve_wide_get(s->base, parts, err)))
        st = BEE_ERR_NOMEM; /* (the rank table and the wide sets' map too: their builds
                               are no solve's time) */
    if (st != BEE_OK) {
        subsets_free(s);
        return st;
    }
    *state = s;
    return BEE_OK;
}

static bee_status subsets_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                                bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const subsets *s = state;
    bee_status st = bee_solve_plan(s->base, p, o, BEE_PLAN_SUBSETS, r, err);
    c->masks_tested = r->masks_tested;
    c->bytes_touched = 2 * sizeof(uint64_t) * r->masks_tested + 4 * (uint64_t)r->count;
    return st;
}

static void subsets_info(const void *state, bee_algo_info *info)
{
    const subsets *s = state;
    bee_solve_parts *parts = bee_solve_parts_get(s->base, NULL); /* built already */
    const bee_set_map *wide = bee_solve_wide_get(s->base, parts, NULL);
    info->bytes = s->base->bytes + (parts->map.n_slots + wide->n_slots) * sizeof *wide->slots;
    info->entries = s->base->n_masks;
}

const algo_method algo_subsets = {
    {"subsets", METHOD_ANY_ALPHABET, "lookup",
     "the puzzle's letter subsets holding the center, looked up in a hash map", ALGO_NO_KERNEL},
    0,
    subsets_build,
    subsets_solve,
    subsets_free,
    subsets_info,
};
