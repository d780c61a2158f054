/*
 * superblock.c - two levels of blocks over the index's distinct sets: fixed
 * blocks of block_size sets, grouped super_size blocks to a super-block that
 * keeps the AND/OR of its blocks.  A super-block the puzzle rules out skips
 * all its blocks with one test; inside an entered one the kernel tests the
 * blocks' summaries and then their sets as usual.  The aim (left untried in the
 * published series): the skipping reach of big blocks with the hit rate of
 * small ones.  Super-blocks never mix sets of at most 7 letters with wider
 * ones.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct superblock {
    bee_index *base;   /* sets, word lists, points */
    block_list blocks; /* the lower level */
    bee_blocks b;
    block_list supers; /* summaries of blocks; start = first block */
    size_t n_narrow_supers;
    uint32_t block_size, super_size;
    bee_scan_fn scan;
} superblock;

static void superblock_free(void *state)
{
    superblock *s = state;
    bee_index_free(s->base);
    block_list_free(&s->blocks);
    block_list_free(&s->supers);
    free(s);
}

/* Group blocks [from, to) of `lower` by `size` into super-blocks. */
static int group_blocks(block_list *supers, const block_list *lower, size_t from, size_t to,
                        size_t size)
{
    for (size_t s = from; s < to; s += size) {
        size_t e = s + size < to ? s + size : to;
        /* AND/OR of the blocks' ANDs and ORs: AND of ANDs and OR of ORs */
        if (!block_list_add(supers, lower->and_, s, e))
            return 0;
        uint32_t or_ = 0;
        for (size_t i = s; i < e; i++)
            or_ |= lower->or_[i];
        supers->or_[supers->n - 1] = or_;
    }
    return 1;
}

static int cut_fixed(block_list *bl, const uint32_t *masks, size_t from, size_t to,
                     const bee_algo_options *o)
{
    return block_list_cut_fixed(bl, masks, from, to, o->block_size);
}

static bee_status superblock_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                   bee_error *err)
{
    superblock *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the superblock solver");
    bee_status st = algo_base_index(d, o, &s->base, err);
    if (st != BEE_OK) {
        free(s);
        return st;
    }
    size_t narrow_blocks;
    int ok = algo_cut_index(&s->blocks, s->base, cut_fixed, o, &narrow_blocks, &s->b) &&
             group_blocks(&s->supers, &s->blocks, 0, narrow_blocks, o->super_size);
    s->n_narrow_supers = s->supers.n;
    bee_blocks unused;
    ok = ok && group_blocks(&s->supers, &s->blocks, narrow_blocks, s->blocks.n, o->super_size) &&
         block_list_close(&s->supers, s->blocks.and_, s->blocks.n, &unused);
    if (!ok) {
        superblock_free(s);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the superblock solver");
    }
    s->block_size = o->block_size;
    s->super_size = o->super_size;
    s->scan = bee_kernel_scan_fn(o->kernel);
    *state = s;
    return BEE_OK;
}

static bee_status superblock_solve(const void *state, const bee_puzzle *p,
                                   const bee_solve_options *o, bee_result *r, bee_algo_counters *c,
                                   bee_error *err)
{
    const superblock *s = state;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, s->base->n_masks + BEE_COLUMN_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
    const uint32_t forbidden = ~p->letters, center = p->center;
    const block_list *sup = &s->supers;
    size_t end = p->size <= BEE_NARROW_LETTERS ? s->n_narrow_supers : sup->n;
    size_t nh = 0, supers_entered = 0, blocks_considered = 0;
    bee_scan_counters sc = {0, 0};
    for (size_t i = 0; i < end; i++) {
        if (!bee_block_entered(sup->and_[i], sup->or_[i], forbidden, center))
            continue;
        supers_entered++;
        blocks_considered += sup->start[i + 1] - sup->start[i];
        nh +=
            s->scan(&s->b, sup->start[i], sup->start[i + 1], forbidden, center, r->hits + nh, &sc);
    }
    bee_status st = bee_result_from_sets(s->base, p, o, nh, r, err);
    c->blocks_entered = supers_entered + sc.blocks_entered;
    c->masks_tested = sc.masks_tested;
    c->bytes_touched = 8 * (uint64_t)end + 8 * (uint64_t)supers_entered +
                       8 * (uint64_t)blocks_considered + 8 * (uint64_t)sc.blocks_entered +
                       4 * (uint64_t)sc.masks_tested + 4 * (uint64_t)r->count;
    return st;
}

static void superblock_info(const void *state, bee_algo_info *info)
{
    const superblock *s = state;
    info->bytes = s->base->bytes + block_list_bytes(&s->blocks) + block_list_bytes(&s->supers);
    info->entries = s->base->n_masks;
    info->blocks = s->b.n_blocks;
    info->super_blocks = s->supers.n;
    info->block_size = s->block_size;
}

const algo_method algo_superblock = {
    {"superblock", METHOD_ANY_ALPHABET, "blocks",
     "the index's sets in fixed blocks, grouped into super-blocks with summaries", ALGO_ANY_KERNEL},
    32,
    superblock_build,
    superblock_solve,
    superblock_free,
    superblock_info,
};
