/*
 * neon.c - Arm Advanced SIMD: two 128-bit vectors, 8 sets per step (SIMDe, so
 * on x86 the same source is compiled through SIMDe's translation and tested).
 *
 * NEON has no movemask: a step first asks whether any lane answered (vmaxvq,
 * the common case is no), and only then gathers lane bits with a weighted sum.
 */
#include "kernel.h"

#include <simde/arm/neon.h>

static const uint32_t lane_bit[4] = {1, 2, 4, 8};

static inline simde_uint32x4_t answers4(simde_uint32x4_t a, simde_uint32x4_t o,
                                        simde_uint32x4_t forbidden,
                                        simde_uint32x4_t center)
{
    simde_uint32x4_t allowed = simde_vceqq_u32(simde_vandq_u32(a, forbidden),
                                               simde_vdupq_n_u32(0));
    return simde_vandq_u32(allowed, simde_vtstq_u32(o, center));
}

/* Lanes of two 4-lane results as an 8-bit mask, 0 fast when none is set. */
static inline uint32_t bits8(simde_uint32x4_t lo, simde_uint32x4_t hi)
{
    if (simde_vmaxvq_u32(simde_vorrq_u32(lo, hi)) == 0)
        return 0;
    simde_uint32x4_t w = simde_vld1q_u32(lane_bit);
    return simde_vaddvq_u32(simde_vandq_u32(lo, w)) |
           (simde_vaddvq_u32(simde_vandq_u32(hi, w)) << 4);
}

static inline size_t scan_block(const uint32_t *masks, size_t start, size_t stop,
                                simde_uint32x4_t forbidden, simde_uint32x4_t center,
                                uint32_t *hits, size_t n)
{
    for (size_t i = start; i < stop; i += 8) {
        simde_uint32x4_t m0 = simde_vld1q_u32(masks + i);
        simde_uint32x4_t m1 = simde_vld1q_u32(masks + i + 4);
        uint32_t k = bits8(answers4(m0, m0, forbidden, center),
                           answers4(m1, m1, forbidden, center));
        if (stop - i < 8)
            k &= (1u << (stop - i)) - 1;
        while (k) {
            hits[n++] = (uint32_t)(i + (size_t)__builtin_ctz(k));
            k &= k - 1;
        }
    }
    return n;
}

size_t bee_scan_neon(const bee_blocks *b, size_t first, size_t end,
                     uint32_t forbidden, uint32_t center, uint32_t *hits,
                     bee_scan_counters *c)
{
    const simde_uint32x4_t vf = simde_vdupq_n_u32(forbidden);
    const simde_uint32x4_t vc = simde_vdupq_n_u32(center);
    size_t n = 0, blk = first;

    for (; blk + 8 <= end; blk += 8) {
        simde_uint32x4_t a0 = simde_vld1q_u32(b->block_and + blk);
        simde_uint32x4_t a1 = simde_vld1q_u32(b->block_and + blk + 4);
        simde_uint32x4_t o0 = simde_vld1q_u32(b->block_or + blk);
        simde_uint32x4_t o1 = simde_vld1q_u32(b->block_or + blk + 4);
        uint32_t k = bits8(answers4(a0, o0, vf, vc), answers4(a1, o1, vf, vc));
        while (k) {
            size_t j = blk + (size_t)__builtin_ctz(k);
            size_t start = b->block_start[j], stop = b->block_start[j + 1];
            c->blocks_entered++;
            c->masks_tested += stop - start;
            n = scan_block(b->masks, start, stop, vf, vc, hits, n);
            k &= k - 1;
        }
    }
    for (; blk < end; blk++) {
        if (!bee_block_entered(b->block_and[blk], b->block_or[blk], forbidden, center))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = scan_block(b->masks, start, stop, vf, vc, hits, n);
    }
    return n;
}
