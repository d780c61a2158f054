/*
 * blocks.c - what the solvers that cut their own blocks share: a growable
 * list of blocks with AND/OR summaries (the kernels' bee_blocks input), the
 * cut of an index's sets that keeps narrow and wide sets apart, and the base
 * index whose sorted sets, word lists and points those solvers reuse.
 */
#include "algo.h"

#include <stdlib.h>

static int block_list_reserve(block_list *bl, size_t need)
{
    if (need <= bl->cap)
        return 1;
    size_t cap = bl->cap ? 2 * bl->cap : 1024;
    while (cap < need)
        cap *= 2;
    uint32_t *a = realloc(bl->and_, cap * sizeof *a);
    if (a)
        bl->and_ = a;
    uint32_t *o = realloc(bl->or_, cap * sizeof *o);
    if (o)
        bl->or_ = o;
    uint32_t *st = realloc(bl->start, cap * sizeof *st);
    if (st)
        bl->start = st;
    if (!a || !o || !st)
        return 0;
    bl->cap = cap;
    return 1;
}

int block_list_add(block_list *bl, const uint32_t *masks, size_t s, size_t e)
{
    if (!block_list_reserve(bl, bl->n + 2)) /* room for the closing start entry too */
        return 0;
    uint32_t and_ = ~0u, or_ = 0;
    for (size_t i = s; i < e; i++) {
        and_ &= masks[i];
        or_ |= masks[i];
    }
    bl->and_[bl->n] = and_;
    bl->or_[bl->n] = or_;
    bl->start[bl->n] = (uint32_t)s;
    bl->n++;
    return 1;
}

int block_list_cut_fixed(block_list *bl, const uint32_t *masks, size_t from, size_t to, size_t size)
{
    for (size_t s = from; s < to; s += size)
        if (!block_list_add(bl, masks, s, s + size < to ? s + size : to))
            return 0;
    return 1;
}

int block_list_close(block_list *bl, const uint32_t *masks, size_t end, bee_blocks *out)
{
    /* kernels read whole vectors of summaries: pad with blocks never entered */
    if (!block_list_reserve(bl, bl->n + BEE_COLUMN_PAD + 1))
        return 0;
    bl->start[bl->n] = (uint32_t)end;
    for (size_t i = bl->n; i < bl->n + BEE_COLUMN_PAD; i++) {
        bl->and_[i] = ~0u;
        bl->or_[i] = 0;
    }
    *out = (bee_blocks){masks, bl->and_, bl->or_, bl->start, bl->n};
    return 1;
}

size_t block_list_bytes(const block_list *bl)
{
    return 3 * (bl->n + 1) * sizeof(uint32_t);
}

void block_list_free(block_list *bl)
{
    free(bl->and_);
    free(bl->or_);
    free(bl->start);
    *bl = (block_list){0};
}

int algo_cut_index(block_list *bl, const bee_index *ix, block_cutter cut, const bee_algo_options *o,
                   size_t *narrow_blocks, bee_blocks *out)
{
    const uint32_t *masks = ix->scan_data.masks;
    int ok = cut(bl, masks, 0, ix->n_narrow, o);
    *narrow_blocks = bl->n;
    return ok && cut(bl, masks, ix->n_narrow, ix->n_masks, o) &&
           block_list_close(bl, masks, ix->n_masks, out);
}

bee_status algo_base_index(const bee_dict *d, const bee_algo_options *o, bee_index **ix,
                           bee_error *err)
{
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = o->min_len;
    io.block_size = 1u << 24;
    io.kernel = BEE_KERNEL_SCALAR;
    return bee_index_build(d, &io, ix, err);
}
