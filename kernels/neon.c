/*
 * neon.c - Arm Advanced SIMD: 4 lanes a step with 128-bit vectors, the loops
 * of scan_impl.h (SIMDe, so on x86 the same source is compiled through
 * SIMDe's translation and tested).  NEON has no movemask or compress: lane
 * bits are gathered with a weighted sum (vaddvq), and kept lanes moved to
 * the front with a byte shuffle (vqtbl1q) from a 16-row table.
 */
#include "kernel.h"

#include <simde/arm/neon.h>

#define KERNEL_SUFFIX neon
#define LANES         4
typedef simde_uint32x4_t vec;

static const uint32_t lane_bit[4] = {1, 2, 4, 8};

static inline vec vec_load(const uint32_t *p)
{
    return simde_vld1q_u32(p);
}
static inline vec vec_splat(uint32_t x)
{
    return simde_vdupq_n_u32(x);
}
static inline vec vec_and(vec a, vec b)
{
    return simde_vandq_u32(a, b);
}
static inline vec vec_add(vec a, vec b)
{
    return simde_vaddq_u32(a, b);
}
static inline vec vec_iota(void)
{
    static const uint32_t iota[4] = {0, 1, 2, 3};
    return simde_vld1q_u32(iota);
}
static inline uint32_t lanes_nonzero(vec v)
{
    return simde_vaddvq_u32(simde_vandq_u32(simde_vtstq_u32(v, v), simde_vld1q_u32(lane_bit)));
}
static inline uint32_t lanes_zero(vec v)
{
    return ~lanes_nonzero(v) & 0xfu;
}

/* Row k: the bytes of the lanes set in k first, in order (the rest after).
 * Generated: for k in 0..15, lanes = [l for l in 0..3 if k has bit l] +
 * the others; the row is 4l, 4l+1, 4l+2, 4l+3 for each l. */
static const uint8_t compress_table[16][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {4, 5, 6, 7, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15},
    {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15},
    {4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
    {0, 1, 2, 3, 12, 13, 14, 15, 4, 5, 6, 7, 8, 9, 10, 11},
    {4, 5, 6, 7, 12, 13, 14, 15, 0, 1, 2, 3, 8, 9, 10, 11},
    {0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 8, 9, 10, 11},
    {8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7},
    {0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 4, 5, 6, 7},
    {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
};

static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    simde_uint8x16_t moved =
        simde_vqtbl1q_u8(simde_vreinterpretq_u8_u32(v), simde_vld1q_u8(compress_table[k]));
    simde_vst1q_u32(out, simde_vreinterpretq_u32_u8(moved));
    return (size_t)(0x4332322132212110ull >> (4 * k) & 0xf); /* bits in k */
}

#include "scan_impl.h"
