/*
 * hashmap.c - the all-puzzles article's second approach: the words grouped
 * by letter set into a hash map (one key per distinct set, ~75,000 on
 * ENABLE), and for each 7-letter set every key checked for being a subset of
 * it (a mask test here, where the article walked an alphabetized string).
 */
#include "all_methods.h"

#include <stdlib.h>

typedef struct hashmap {
    all_map map;
} hashmap;

static bee_status hashmap_build(const bee_dict *d, uint32_t min_len, void **state, bee_error *err)
{
    hashmap *h = malloc(sizeof *h);
    if (!h)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the hashmap method");
    bee_status st = all_map_build(&h->map, d, min_len, 26, err);
    if (st != BEE_OK) {
        free(h);
        return st;
    }
    *state = h;
    return BEE_OK;
}

static bee_status hashmap_run(const void *state, const uint32_t *sets, size_t n_sets, bee_scoring s,
                              bee_all_puzzle *out, bee_error *err)
{
    (void)err;
    const all_map *m = &((const hashmap *)state)->map;
    for (size_t i = 0; i < n_sets; i++) {
        uint32_t set = sets[i];
        bee_all_puzzle *p = out + 7 * i;
        all_puzzles_init(p, set);
        for (size_t k = 0; k < m->n_keys; k++) { /* every key of the map */
            uint32_t key = m->keys[k];
            if ((key & ~set) == 0)
                all_credit(p, set, key, &m->totals[k], s);
        }
    }
    return BEE_OK;
}

static void hashmap_free(void *state)
{
    hashmap *h = state;
    all_map_free(&h->map);
    free(h);
}

static size_t hashmap_bytes(const void *state)
{
    return all_map_bytes(&((const hashmap *)state)->map);
}

const all_method all_hashmap = {
    {"hashmap", METHOD_AZ_BYTES, "scan",
     "words grouped by letter set in a hash map; every key tested against each set",
     METHOD_NO_KERNEL},
    0,
    hashmap_build,
    hashmap_run,
    hashmap_free,
    hashmap_bytes,
};
