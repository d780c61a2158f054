/*
 * neon.c - Arm Advanced SIMD: two 128-bit vectors, 8 sets per step (SIMDe, so
 * on x86 the same source is compiled through SIMDe's translation and tested).
 *
 * The same two passes as avx512.c (entered blocks, then their sets).  NEON
 * has no movemask or compress: lane bits are gathered with a weighted sum
 * (vaddvq) and packed with the branch-free scalar loop of kernel.h.
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

/* Lanes of two 4-lane results as an 8-bit mask. */
static inline uint32_t bits8(simde_uint32x4_t lo, simde_uint32x4_t hi)
{
    simde_uint32x4_t w = simde_vld1q_u32(lane_bit);
    return simde_vaddvq_u32(simde_vandq_u32(lo, w)) |
           (simde_vaddvq_u32(simde_vandq_u32(hi, w)) << 4);
}

/* Lanes [0, n) of an 8-lane mask, n may exceed 8. */
static inline uint32_t first_lanes(size_t n)
{
    return n >= 8 ? 0xffu : (1u << n) - 1;
}

#define ENTER_CHUNK 256   /* blocks remembered per pass-1 round */

size_t bee_scan_neon(const bee_blocks *b, size_t first, size_t end,
                     uint32_t forbidden, uint32_t center, uint32_t *hits,
                     bee_scan_counters *c)
{
    const simde_uint32x4_t vf = simde_vdupq_n_u32(forbidden);
    const simde_uint32x4_t vc = simde_vdupq_n_u32(center);
    uint32_t entered[ENTER_CHUNK + 8];
    size_t n = 0;

    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += 8) {
            simde_uint32x4_t a0 = simde_vld1q_u32(b->block_and + blk);
            simde_uint32x4_t a1 = simde_vld1q_u32(b->block_and + blk + 4);
            simde_uint32x4_t o0 = simde_vld1q_u32(b->block_or + blk);
            simde_uint32x4_t o1 = simde_vld1q_u32(b->block_or + blk + 4);
            uint32_t k = bits8(answers4(a0, o0, vf, vc), answers4(a1, o1, vf, vc)) &
                         first_lanes(chunk_end - blk);
            ne = bee_compress_bits(entered, ne, k, 8, (uint32_t)blk);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += 8) {
                simde_uint32x4_t m0 = simde_vld1q_u32(b->masks + i);
                simde_uint32x4_t m1 = simde_vld1q_u32(b->masks + i + 4);
                uint32_t k = bits8(answers4(m0, m0, vf, vc), answers4(m1, m1, vf, vc)) &
                             first_lanes(stop - i);
                n = bee_compress_bits(hits, n, k, 8, (uint32_t)i);
            }
        }
    }
    return n;
}
