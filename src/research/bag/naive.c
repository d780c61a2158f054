/*
 * naive.c - the Letterpress article's first algorithm: every word of the
 * dictionary checked against a copy of the bag's frequency map.  The check
 * (bag_fits) is shared with `grouped`.
 */
#include "bag_methods.h"

#include <stdlib.h>
#include <string.h>

int bag_answer(bee_result *r, uint32_t id)
{
    if (!bee_grow_u32(&r->words, &r->words_cap, r->count + 1))
        return 0;
    r->words[r->count++] = id;
    return 1;
}

int bag_fits(const bee_dict *d, uint32_t id, const uint8_t counts[26])
{
    uint8_t freq[26];
    memcpy(freq, counts, sizeof freq);
    for (const char *c = d->text + d->offset[id]; *c; c++)
        if (freq[*c - 'a']-- == 0)
            return 0;
    return 1;
}

/* The state: the dictionary it scans, which is not its own to free. */
typedef struct naive {
    const bee_dict *d;
} naive;

static bee_status naive_build(const bee_dict *d, int kernel, void **state, bee_error *err)
{
    (void)kernel;
    naive *n = malloc(sizeof *n);
    if (!n)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the naive method");
    n->d = d;
    *state = n;
    return BEE_OK;
}

static bee_status naive_solve(const void *state, const bee_bag *bag, bee_result *r, bee_error *err)
{
    const bee_dict *d = ((const naive *)state)->d;
    r->count = 0;
    for (size_t i = 0; i < d->n; i++)
        if (bag_fits(d, (uint32_t)i, bag->counts) && !bag_answer(r, (uint32_t)i))
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
    return BEE_OK;
}

static void naive_free(void *state)
{
    free(state);
}

static size_t naive_bytes(const void *state)
{
    const bee_dict *d = ((const naive *)state)->d;
    return d->n ? d->offset[d->n - 1] + d->len[d->n - 1] + 1 : 0; /* the text it reads */
}

const bag_method bag_naive = {
    {"naive", METHOD_AZ_BYTES, "scan",
     "every word checked against a copy of the bag's frequency map", -1},
    naive_build,
    naive_solve,
    naive_free,
    naive_bytes,
};
