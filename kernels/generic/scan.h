/*
 * generic/scan.h - the puzzle block scan (kernel.h): a set or block answers
 * when no letter of its AND summary is forbidden and its OR summary has the
 * center, LANES at a time over the walk of blocks.h.
 */
#include "../kernel.h"

typedef struct scan_query {
    vec forbidden, center, iota;
} scan_query;

static inline uint32_t scan_test(const scan_query *q, vec a, vec o)
{
    return lanes_zero(vec_and(a, q->forbidden)) & lanes_nonzero(vec_and(o, q->center));
}

static inline size_t scan_positions(const scan_query *q, uint32_t *out, uint32_t k, uint32_t base)
{
    return compress_store(out, k, vec_add(q->iota, vec_splat(base)));
}

#define WALK_PREFIX scan
#define WALK_BLOCKS bee_blocks
#define WALK_KEYS   masks
#define WALK_VEC    vec
#define WALK_LANES  LANES
#define WALK_LOAD   vec_load
#include "blocks.h"

size_t KERNEL_NAME(bee_scan)(const bee_blocks *b, size_t first, size_t end, uint32_t forbidden,
                             uint32_t center, uint32_t *hits, bee_scan_counters *c)
{
    /* the padding after the last set and the last block (kernel.h) */
    assert(b->masks[b->block_start[b->n_blocks]] == BEE_PAD_MASK);
    assert(b->block_and[b->n_blocks] == ~0u && b->block_or[b->n_blocks] == 0);
    const scan_query q = {vec_splat(forbidden), vec_splat(center), vec_iota()};
    return scan_walk(b, first, end, &q, hits, c);
}
