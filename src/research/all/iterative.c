/*
 * iterative.c - the all-puzzles article's first approach: for each letter
 * set, loop through the entire dictionary and keep every word whose letters
 * are a subset of the set (one mask test per word here, where the article
 * built a set object per word).  About 172,000 tests per set on ENABLE.
 */
#include "all_methods.h"

#include <stdlib.h>

typedef struct iterative {
    const bee_dict *d;
    uint32_t min_len;
} iterative;

static bee_status iterative_build(const bee_dict *d, uint32_t min_len, void **state, bee_error *err)
{
    iterative *it = malloc(sizeof *it);
    if (!it)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the iterative method");
    *it = (iterative){d, min_len};
    *state = it;
    return BEE_OK;
}

static bee_status iterative_run(const void *state, const uint32_t *sets, size_t n_sets,
                                bee_scoring s, bee_all_puzzle *out, bee_error *err)
{
    (void)err;
    const iterative *it = state;
    const bee_dict *d = it->d;
    for (size_t i = 0; i < n_sets; i++) {
        uint32_t set = sets[i];
        bee_all_puzzle *p = out + 7 * i;
        all_puzzles_init(p, set);
        for (size_t w = 0; w < d->n; w++) {
            uint32_t m = d->mask[w];
            if ((m & ~set) != 0 || d->len[w] < it->min_len)
                continue;
            all_totals t = {0, {0, 0}, {0, 0}};
            all_totals_add(&t, d->len[w]);
            all_credit(p, set, m, &t, s);
        }
    }
    return BEE_OK;
}

static void iterative_free(void *state)
{
    free(state);
}

static size_t iterative_bytes(const void *state)
{
    const iterative *it = state;
    return it->d->n * (sizeof *it->d->mask + sizeof *it->d->len); /* what it reads */
}

const all_method all_iterative = {
    {"iterative", METHOD_AZ_BYTES, "scan",
     "for each set, every word of the dictionary tested for being a subset of it",
     METHOD_NO_KERNEL},
    0,
    iterative_build,
    iterative_run,
    iterative_free,
    iterative_bytes,
};
