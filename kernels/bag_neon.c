/*
 * bag_neon.c - Arm Advanced SIMD: two 128-bit vectors, 4 count keys per step
 * (SIMDe, so on x86 the same source is compiled through SIMDe's translation
 * and tested).  NEON has no movemask: a step first asks whether any lane
 * answered, and only then reads the lanes.
 */
#include "bag_kernel.h"

#include <simde/arm/neon.h>

/* All-ones lanes where popcount(a & missing) <= blanks and (o & must) == must. */
static inline simde_uint64x2_t fits2(simde_uint64x2_t a, simde_uint64x2_t o,
                                     simde_uint64x2_t missing, simde_uint64x2_t must,
                                     unsigned blanks)
{
    const simde_uint64x2_t one = simde_vdupq_n_u64(1);
    simde_uint64x2_t x = simde_vandq_u64(a, missing);
    for (unsigned j = 0; j < blanks; j++)   /* clear the lowest set bit */
        x = simde_vandq_u64(x, simde_vsubq_u64(x, one));
    simde_uint64x2_t ok = simde_vceqq_u64(x, simde_vdupq_n_u64(0));
    return simde_vandq_u64(ok, simde_vceqq_u64(simde_vandq_u64(o, must), must));
}

/* Lanes of two 2-lane results as a 4-bit mask. */
static inline uint32_t bits4(simde_uint64x2_t lo, simde_uint64x2_t hi)
{
    simde_uint32x4_t any = simde_vreinterpretq_u32_u64(simde_vorrq_u64(lo, hi));
    if (simde_vmaxvq_u32(any) == 0)
        return 0;
    return (uint32_t)(simde_vgetq_lane_u64(lo, 0) & 1) |
           (uint32_t)(simde_vgetq_lane_u64(lo, 1) & 1) << 1 |
           (uint32_t)(simde_vgetq_lane_u64(hi, 0) & 1) << 2 |
           (uint32_t)(simde_vgetq_lane_u64(hi, 1) & 1) << 3;
}

static inline size_t scan_block(const uint64_t *keys, size_t start, size_t stop,
                                simde_uint64x2_t missing, simde_uint64x2_t must,
                                unsigned blanks, uint32_t *hits, size_t n)
{
    for (size_t i = start; i < stop; i += 4) {
        simde_uint64x2_t k0 = simde_vld1q_u64(keys + i);
        simde_uint64x2_t k1 = simde_vld1q_u64(keys + i + 2);
        uint32_t m = bits4(fits2(k0, k0, missing, must, blanks),
                           fits2(k1, k1, missing, must, blanks));
        if (stop - i < 4)
            m &= (1u << (stop - i)) - 1;
        while (m) {
            hits[n++] = (uint32_t)(i + (size_t)__builtin_ctz(m));
            m &= m - 1;
        }
    }
    return n;
}

size_t bee_bag_scan_neon(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                         unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    const simde_uint64x2_t vm = simde_vdupq_n_u64(missing);
    const simde_uint64x2_t vu = simde_vdupq_n_u64(must);
    size_t n = 0, blk = 0, end = b->n_blocks;

    for (; blk + 4 <= end; blk += 4) {
        uint32_t k = bits4(fits2(simde_vld1q_u64(b->block_and + blk),
                                 simde_vld1q_u64(b->block_or + blk), vm, vu, blanks),
                           fits2(simde_vld1q_u64(b->block_and + blk + 2),
                                 simde_vld1q_u64(b->block_or + blk + 2), vm, vu, blanks));
        while (k) {
            size_t j = blk + (size_t)__builtin_ctz(k);
            size_t start = b->block_start[j], stop = b->block_start[j + 1];
            c->blocks_entered++;
            c->masks_tested += stop - start;
            n = scan_block(b->keys, start, stop, vm, vu, blanks, hits, n);
            k &= k - 1;
        }
    }
    for (; blk < end; blk++) {
        if (!bee_bag_block_entered(b->block_and[blk], b->block_or[blk], missing, must, blanks))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = scan_block(b->keys, start, stop, vm, vu, blanks, hits, n);
    }
    return n;
}
