/*
 * grouped.c - the Letterpress article's second algorithm: the words grouped
 * by first letter, the groups of letters not in the bag skipped, the others
 * checked word by word as `naive` does.  The dictionary is sorted, so a group
 * is a range of ids.
 */
#include "bag_methods.h"

#include <stdlib.h>

typedef struct grouped {
    const bee_dict *d;
    uint32_t start[27]; /* group c: ids start[c] .. start[c + 1) */
} grouped;

static bee_status grouped_build(const bee_dict *d, int kernel, void **state, bee_error *err)
{
    (void)kernel;
    grouped *g = malloc(sizeof *g);
    if (!g)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the grouped method");
    g->d = d;
    size_t i = 0;
    for (int c = 0; c < 26; c++) {
        g->start[c] = (uint32_t)i;
        while (i < d->n && d->text[d->offset[i]] == 'a' + c)
            i++;
    }
    g->start[26] = (uint32_t)i;
    *state = g;
    return BEE_OK;
}

static bee_status grouped_solve(const void *state, const bee_bag *bag, bee_result *r,
                                bee_error *err)
{
    const grouped *g = state;
    r->count = 0;
    for (int c = 0; c < 26; c++) {
        if (bag->counts[c] == 0)
            continue;
        for (uint32_t i = g->start[c]; i < g->start[c + 1]; i++)
            if (bag_fits(g->d, i, bag->counts) && !bag_answer(r, i))
                return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
    }
    return BEE_OK;
}

static void grouped_free(void *state)
{
    free(state);
}

static size_t grouped_bytes(const void *state)
{
    const bee_dict *d = ((const grouped *)state)->d;
    return sizeof(grouped) + (d->n ? d->offset[d->n - 1] + d->len[d->n - 1] + 1 : 0);
}

const bag_method bag_grouped = {
    {"grouped", METHOD_AZ_BYTES, "scan",
     "words grouped by first letter; groups of letters not in the bag skipped", -1},
    grouped_build,
    grouped_solve,
    grouped_free,
    grouped_bytes,
};
