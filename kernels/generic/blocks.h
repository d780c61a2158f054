/*
 * generic/blocks.h - the block walk shared by the puzzle scan (scan.h) and
 * the bag scan (bag_scan.h), a template: the including file defines
 *
 *   WALK_PREFIX   the family: defines WALK_PREFIX_walk over its own
 *                 WALK_PREFIX_query type, WALK_PREFIX_test(q, and, or)
 *                 (the lanes that pass; a key is its own AND and OR) and
 *                 WALK_PREFIX_positions(q, out, k, base) (compress base + j
 *                 for each bit j of k to out, writing a whole vector)
 *   WALK_BLOCKS   the blocks type (bee_blocks, bee_bag_blocks)
 *   WALK_KEYS     its key column (masks, keys)
 *   WALK_VEC, WALK_LANES, WALK_LOAD
 *                 the vector type of a key, its lanes, its load
 *
 * Two passes over blocks [first, end): the summaries WALK_LANES blocks at a
 * time, the numbers of the blocks to enter compressed into a list on the
 * stack (ENTER_CHUNK blocks a round), then the keys of each entered block
 * WALK_LANES at a time, the positions of those that pass compressed into
 * hits.  No data-dependent branch: a mispredicted branch per entered block
 * costs more than the tests themselves, so lanes past an end are masked off
 * and the columns' padding makes whole-vector reads safe.  Stores are
 * unaligned: hits and the columns need no alignment.
 */
#ifndef BEE_GENERIC_BLOCKS_H
#define BEE_GENERIC_BLOCKS_H

#include <assert.h>

#define ENTER_CHUNK 256 /* blocks remembered per pass-1 round */

/* Lanes [0, n) of a mask of `lanes` lanes; n may exceed lanes. */
static inline uint32_t lanes_first(unsigned lanes, size_t n)
{
    return n >= lanes ? (uint32_t)((1ull << lanes) - 1) : (1u << n) - 1;
}

#define WALK_CAT2(a, b) a##_##b
#define WALK_CAT(a, b)  WALK_CAT2(a, b)
#endif

#define WALK_NAME(name) WALK_CAT(WALK_PREFIX, name)

/* Always inlined into its one caller (gcc would rather call it): called, it
 * gets the query through memory, which the loops' stores may alias (vector
 * types may alias anything), so its vectors could not stay in registers. */
__attribute__((always_inline)) static inline size_t WALK_NAME(walk)(const WALK_BLOCKS *b,
                                                                    size_t first, size_t end,
                                                                    const WALK_NAME(query) * q,
                                                                    uint32_t *hits,
                                                                    bee_scan_counters *c)
{
    assert(first <= end && end <= b->n_blocks);
    uint32_t entered[ENTER_CHUNK + WALK_LANES];
    size_t n = 0;
    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += WALK_LANES) {
            uint32_t k =
                WALK_NAME(test)(q, WALK_LOAD(b->block_and + blk), WALK_LOAD(b->block_or + blk)) &
                lanes_first(WALK_LANES, chunk_end - blk);
            ne += WALK_NAME(positions)(q, entered + ne, k, (uint32_t)blk);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            assert(entered[e] < end && start <= stop);
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += WALK_LANES) {
                WALK_VEC key = WALK_LOAD(b->WALK_KEYS + i);
                uint32_t k = WALK_NAME(test)(q, key, key) & lanes_first(WALK_LANES, stop - i);
                n += WALK_NAME(positions)(q, hits + n, k, (uint32_t)i);
            }
        }
    }
    return n;
}

#undef WALK_NAME
#undef WALK_PREFIX
#undef WALK_BLOCKS
#undef WALK_KEYS
#undef WALK_VEC
#undef WALK_LANES
#undef WALK_LOAD
