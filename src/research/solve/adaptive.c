/*
 * adaptive.c - the index's distinct sets (same order as the production index)
 * cut into blocks of varying length: a block grows while the sets in it still
 * share at least `shared_letters` letters, up to block_size sets.  The idea
 * (left untried in the published series): where many neighbours share rare
 * letters a long block skips them all at once; where they share nothing the
 * blocks stay short.  Blocks never cross from sets of at most 7 letters to the
 * wider ones, so 7-letter puzzles still stop early.  Scanned by the index's
 * kernels, which take any block boundaries.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct adaptive {
    bee_index *base; /* sets, word lists, points */
    block_list bl;
    bee_blocks b;
    size_t n_narrow_blocks;
    uint32_t block_size;
    bee_scan_fn scan;
} adaptive;

static void adaptive_free(void *state)
{
    adaptive *s = state;
    bee_index_free(s->base);
    block_list_free(&s->bl);
    free(s);
}

/* Cut masks[from .. to): grow each block while its AND keeps `k` letters. */
static int cut_adaptive(block_list *bl, const uint32_t *masks, size_t from, size_t to,
                        const bee_algo_options *o)
{
    const uint32_t k = o->shared_letters;
    const size_t cap = o->block_size;
    for (size_t s = from; s < to;) {
        uint32_t and_ = masks[s];
        size_t e = s + 1;
        while (e < to && e - s < cap && bee_popcount32(and_ & masks[e]) >= k)
            and_ &= masks[e++];
        if (!block_list_add(bl, masks, s, e))
            return 0;
        s = e;
    }
    return 1;
}

static bee_status adaptive_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                 bee_error *err)
{
    adaptive *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the adaptive solver");
    bee_status st = algo_base_index(d, o, &s->base, err);
    if (st != BEE_OK) {
        free(s);
        return st;
    }
    if (!algo_cut_index(&s->bl, s->base, cut_adaptive, o, &s->n_narrow_blocks, &s->b)) {
        adaptive_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the adaptive solver");
    }
    s->block_size = o->block_size;
    s->scan = bee_kernel_scan_fn(o->kernel);
    *state = s;
    return BEE_OK;
}

static bee_status adaptive_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                                 bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const adaptive *s = state;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, s->base->n_masks + BEE_COLUMN_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
    size_t end = p->size <= BEE_NARROW_LETTERS ? s->n_narrow_blocks : s->b.n_blocks;
    bee_scan_counters sc = {0, 0};
    size_t nh = s->scan(&s->b, 0, end, ~p->letters, p->center, r->hits, &sc);
    bee_status st = bee_result_from_sets(s->base, p, o, nh, r, err);
    c->blocks_entered = sc.blocks_entered;
    c->masks_tested = sc.masks_tested;
    c->bytes_touched = 8 * (uint64_t)end + 8 * (uint64_t)sc.blocks_entered +
                       4 * (uint64_t)sc.masks_tested + 4 * (uint64_t)r->count;
    return st;
}

static void adaptive_info(const void *state, bee_algo_info *info)
{
    const adaptive *s = state;
    info->bytes = s->base->bytes + block_list_bytes(&s->bl);
    info->entries = s->base->n_masks;
    info->blocks = s->b.n_blocks;
    info->block_size = s->block_size;
}

const algo_method algo_adaptive = {
    {"adaptive", METHOD_ANY_ALPHABET, "blocks",
     "the index's sets, a block grown while its sets share enough letters", ALGO_ANY_KERNEL},
    1000,
    adaptive_build,
    adaptive_solve,
    adaptive_free,
    adaptive_info,
};
