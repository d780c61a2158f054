/*
 * generic/bag_scan.h - the bag scan (bag_kernel.h): a key or block fits when
 * popcount(AND & missing) <= blanks and (OR & must) == must, LANES64 at a
 * time over the walk of blocks.h.  popcount(x) <= blanks is "x is zero after
 * clearing its lowest set bit blanks times", which needs no vector popcount.
 */
#include "../bag_kernel.h"

typedef struct bag_query {
    vec64 missing, must;
    unsigned blanks;
} bag_query;

static inline uint32_t bag_test(const bag_query *q, vec64 a, vec64 o)
{
    const vec64 one = vec64_splat(1);
    vec64 x = vec64_and(a, q->missing);
    for (unsigned j = 0; j < q->blanks; j++)
        x = vec64_and(x, vec64_sub(x, one));
    return lanes64_zero(x) & lanes64_eq(vec64_and(o, q->must), q->must);
}

static inline size_t bag_positions(const bag_query *q, uint32_t *out, uint32_t k, uint32_t base)
{
    (void)q;
    return compress_positions64(out, k, base);
}

#define WALK_PREFIX bag
#define WALK_BLOCKS bee_bag_blocks
#define WALK_KEYS   keys
#define WALK_VEC    vec64
#define WALK_LANES  LANES64
#define WALK_LOAD   vec64_load
#include "blocks.h"

size_t KERNEL_NAME(bee_bag_scan)(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                                 unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    const bag_query q = {vec64_splat(missing), vec64_splat(must), blanks};
    return bag_walk(b, 0, b->n_blocks, &q, hits, c);
}
