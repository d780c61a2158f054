/*
 * bitmask.c - the published bitmask scan: each word of at least min_len
 * letters keeps its letter set, and every set is tested against the puzzle,
 * one after another.  Nothing is skipped and nothing is shared between words
 * with the same letters.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct bitmask {
    const bee_dict *d;
    uint32_t *masks, *ids; /* per word, alphabetical */
    size_t n;
} bitmask;

static bee_status bitmask_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                bee_error *err)
{
    bitmask *s = calloc(1, sizeof *s);
    uint32_t *masks = malloc((d->n + 1) * sizeof *masks), *ids = malloc((d->n + 1) * sizeof *ids);
    if (!s || !masks || !ids) {
        free(s);
        free(masks);
        free(ids);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the bitmask solver");
    }
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= o->min_len) {
            masks[s->n] = d->mask[i];
            ids[s->n++] = (uint32_t)i;
        }
    s->d = d;
    s->masks = masks;
    s->ids = ids;
    *state = s;
    return BEE_OK;
}

static bee_status bitmask_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                                bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const bitmask *s = state;
    const uint32_t forbidden = ~p->letters, center = p->center;
    algo_answers a;
    answers_begin(&a, r, s->d, o);
    for (size_t i = 0; i < s->n; i++) {
        uint32_t m = s->masks[i];
        if ((m & center) != 0 && (m & forbidden) == 0)
            answers_add(&a, s->ids[i], m == p->letters);
    }
    c->masks_tested = s->n;
    c->bytes_touched = 4 * (uint64_t)s->n + 4 * a.count;
    return answers_end(&a, err);
}

static void bitmask_free(void *state)
{
    bitmask *s = state;
    free(s->masks);
    free(s->ids);
    free(s);
}

static void bitmask_info(const void *state, bee_algo_info *info)
{
    const bitmask *s = state;
    info->bytes = s->n * (sizeof *s->masks + sizeof *s->ids);
    info->entries = s->n;
}

const algo_method algo_bitmask = {
    {"bitmask", METHOD_AZ_BYTES, "scan", "every word's letter set, one by one", ALGO_NO_KERNEL},
    0,
    bitmask_build,
    bitmask_solve,
    bitmask_free,
    bitmask_info,
};
