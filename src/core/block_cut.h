/*
 * block_cut.h - the one way an index is cut into blocks: keys [from, to) in
 * runs of `size`, each block summarised by the AND and the OR of its keys
 * (what every key holds, what some key holds), so that a query skips a
 * block whose summaries already rule out every key in it.  Written once for
 * the 32-bit letter sets of the block index (solve/index.c) and the 64-bit
 * count keys of the bag index (bag/bag_index.c).
 */
#ifndef BEE_BLOCK_CUT_H
#define BEE_BLOCK_CUT_H

#include <stddef.h>
#include <stdint.h>

/* Appends the blocks of keys [from, to) at block nb; returns the new count. */
#define BEE_DEFINE_BLOCK_CUT(name, T)                                                              \
    static inline size_t name(const T *keys, size_t from, size_t to, size_t size, T *and_, T *or_, \
                              uint32_t *start, size_t nb)                                          \
    {                                                                                              \
        for (size_t s = from; s < to; s += size) {                                                 \
            size_t e = s + size < to ? s + size : to;                                              \
            T a = (T) ~(T)0, o = 0;                                                                \
            for (size_t i = s; i < e; i++) {                                                       \
                a &= keys[i];                                                                      \
                o |= keys[i];                                                                      \
            }                                                                                      \
            and_[nb] = a;                                                                          \
            or_[nb] = o;                                                                           \
            start[nb] = (uint32_t)s;                                                               \
            nb++;                                                                                  \
        }                                                                                          \
        return nb;                                                                                 \
    }

BEE_DEFINE_BLOCK_CUT(bee_block_cut32, uint32_t)
BEE_DEFINE_BLOCK_CUT(bee_block_cut64, uint64_t)

/* The contract the kernels rely on, for the asserts of debug builds:
 * blocks [b0, b1) cover keys [from, to) in order, each block 1 to `size`
 * keys (a kernel enters a block for start[b] .. start[b + 1]). */
static inline int bee_blocks_cut_well(const uint32_t *start, size_t b0, size_t b1, size_t from,
                                      size_t to, size_t size)
{
    if (b0 == b1)
        return from == to;
    if (start[b0] != from)
        return 0;
    for (size_t b = b0; b < b1; b++) {
        size_t next = b + 1 < b1 ? start[b + 1] : to;
        if (next <= start[b] || next - start[b] > size)
            return 0;
    }
    return 1;
}

#endif
