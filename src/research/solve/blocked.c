/*
 * blocked.c - the published blocked scan: per-word letter sets (not
 * deduplicated) in alphabetical order, cut into fixed blocks of block_size
 * words, each block with the AND and OR of its sets.  A block is skipped when
 * all its words share a forbidden letter or none has the center.  Scanned
 * with the scalar kernel, so it differs from index-scalar only in its data:
 * one set per word, alphabetical order, long words mixed in.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct blocked {
    const bee_dict *d;
    uint32_t *masks, *ids; /* per word, alphabetical; masks padded */
    size_t n;
    uint32_t block_size;
    block_list bl;
    bee_blocks b;
} blocked;

static void blocked_free(void *state)
{
    blocked *s = state;
    free(s->masks);
    free(s->ids);
    block_list_free(&s->bl);
    free(s);
}

static bee_status blocked_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                bee_error *err)
{
    blocked *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the blocked solver");
    s->masks = malloc((d->n + BEE_COLUMN_PAD) * sizeof *s->masks);
    s->ids = malloc((d->n + 1) * sizeof *s->ids);
    if (!s->masks || !s->ids) {
        blocked_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the blocked solver");
    }
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= o->min_len) {
            s->masks[s->n] = d->mask[i];
            s->ids[s->n++] = (uint32_t)i;
        }
    for (size_t i = s->n; i < s->n + BEE_COLUMN_PAD; i++)
        s->masks[i] = BEE_PAD_MASK;
    s->d = d;
    s->block_size = o->block_size;
    if (!block_list_cut_fixed(&s->bl, s->masks, 0, s->n, o->block_size) ||
        !block_list_close(&s->bl, s->masks, s->n, &s->b)) {
        blocked_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the blocked solver");
    }
    *state = s;
    return BEE_OK;
}

static bee_status blocked_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                                bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const blocked *s = state;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, s->n + BEE_COLUMN_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
    bee_scan_counters sc = {0, 0};
    size_t nh = bee_kernel_scan_fn(BEE_KERNEL_SCALAR)(&s->b, 0, s->b.n_blocks, ~p->letters,
                                                      p->center, r->hits, &sc);
    algo_answers a;
    answers_begin(&a, r, s->d, o);
    for (size_t i = 0; i < nh; i++) {
        uint32_t h = r->hits[i];
        answers_add(&a, s->ids[h], s->masks[h] == p->letters);
    }
    c->blocks_entered = sc.blocks_entered;
    c->masks_tested = sc.masks_tested;
    c->bytes_touched = 8 * (uint64_t)s->b.n_blocks + 8 * (uint64_t)sc.blocks_entered +
                       4 * (uint64_t)sc.masks_tested + 4 * a.count;
    return answers_end(&a, err);
}

static void blocked_info(const void *state, bee_algo_info *info)
{
    const blocked *s = state;
    info->bytes = (s->n + BEE_COLUMN_PAD) * sizeof *s->masks + s->n * sizeof *s->ids +
                  block_list_bytes(&s->bl);
    info->entries = s->n;
    info->blocks = s->b.n_blocks;
    info->block_size = s->block_size;
}

const algo_method algo_blocked = {
    {"blocked", METHOD_AZ_BYTES, "blocks",
     "per-word letter sets, alphabetical, fixed blocks with AND/OR summaries, scalar",
     BEE_KERNEL_SCALAR},
    50,
    blocked_build,
    blocked_solve,
    blocked_free,
    blocked_info,
};
