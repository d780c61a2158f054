/*
 * isa/neon.h - the primitives of the NEON kernel, Arm Advanced SIMD in 128-bit
 * SIMDe code (native on AArch64; on x86 SIMDe's portable translation, which is
 * how the tests run it there): 4 32-bit lanes or 2 64-bit lanes a step, line
 * classes 16 bytes an instruction, word steps on 16 bytes.  NEON has no
 * movemask or compress: lane bits are gathered by weighting each lane with
 * its bit and adding (vaddvq, pairwise vpaddq for bytes), kept 32-bit lanes
 * are moved to the front by a byte shuffle (vqtbl1q) from a 16-row table,
 * and a 4-bit-per-byte mask comes from a shift right and narrow.  Nibble
 * lookups are vqtbl1q.
 */
#ifndef BEE_ISA_NEON_H
#define BEE_ISA_NEON_H

#include "../bag_kernel.h"
#include "../lines_kernel.h"
#include "../words_kernel.h"
#include "line_fit_bytes.h"
#include "lanes4.h"

#include <simde/arm/neon.h>

/* ---- 32-bit lanes */
#define LANES 4
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

static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    simde_uint8x16_t moved =
        simde_vqtbl1q_u8(simde_vreinterpretq_u8_u32(v), simde_vld1q_u8(compress_table[k]));
    simde_vst1q_u32(out, simde_vreinterpretq_u32_u8(moved));
    return lanes4_kept(k);
}

/* ---- rank walk steps (generic/ranks.h); no gather: lanes4.h's loads */
static inline vec vec_lookup8(const uint32_t *row, const uint8_t *idx)
{
    uint32_t v[4];
    lanes4_lookup8(row, idx, v);
    return simde_vld1q_u32(v);
}
static inline void vec_store(uint32_t *p, vec v)
{
    simde_vst1q_u32(p, v);
}
static inline vec vec_count_above(vec acc, vec v, vec key)
{
    simde_uint32x4_t above =
        simde_vcgtq_s32(simde_vreinterpretq_s32_u32(v), simde_vreinterpretq_s32_u32(key));
    return simde_vsubq_u32(acc, above); /* true is all ones */
}
static inline uint32_t lanes_in_table(const uint64_t *word, vec r)
{
    uint32_t ranks[4];
    simde_vst1q_u32(ranks, r);
    return lanes4_in_table(word, ranks);
}

/* ---- 64-bit lanes */
#define LANES64 2
typedef simde_uint64x2_t vec64;

static inline vec64 vec64_load(const uint64_t *p)
{
    return simde_vld1q_u64(p);
}
static inline vec64 vec64_splat(uint64_t x)
{
    return simde_vdupq_n_u64(x);
}
static inline vec64 vec64_and(vec64 a, vec64 b)
{
    return simde_vandq_u64(a, b);
}
static inline vec64 vec64_sub(vec64 a, vec64 b)
{
    return simde_vsubq_u64(a, b);
}
static inline uint32_t lanes64_eq(vec64 a, vec64 b)
{
    vec64 eq = simde_vceqq_u64(a, b);
    return (uint32_t)(simde_vgetq_lane_u64(eq, 0) & 1) | (uint32_t)(simde_vgetq_lane_u64(eq, 1) & 1)
                                                             << 1;
}
static inline uint32_t lanes64_zero(vec64 v)
{
    return lanes64_eq(v, simde_vdupq_n_u64(0));
}

/* ---- line classes, 16 bytes an instruction */
typedef simde_uint8x16_t bytes;

static inline bytes bytes_splat(uint8_t x)
{
    return simde_vdupq_n_u8(x);
}
static inline bytes bytes_table16(const uint8_t *t)
{
    return simde_vld1q_u8(t);
}

#include "../generic/lines_vectors.h"

static const uint8_t lane_weight[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};

/* 64 lanes of 0x00/0xff (four vectors) as a 64-bit mask. */
static inline uint64_t bits64(simde_uint8x16_t a, simde_uint8x16_t b, simde_uint8x16_t c,
                              simde_uint8x16_t d, simde_uint8x16_t w)
{
    simde_uint8x16_t ab = simde_vpaddq_u8(simde_vandq_u8(a, w), simde_vandq_u8(b, w));
    simde_uint8x16_t cd = simde_vpaddq_u8(simde_vandq_u8(c, w), simde_vandq_u8(d, w));
    simde_uint8x16_t all = simde_vpaddq_u8(ab, cd);
    all = simde_vpaddq_u8(all, all);
    return simde_vgetq_lane_u64(simde_vreinterpretq_u64_u8(all), 0);
}

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    const simde_uint8x16_t w = simde_vld1q_u8(lane_weight);
    simde_uint8x16_t n[4], b[4], c[4];
    for (int k = 0; k < 4; k++) {
        simde_uint8x16_t x = simde_vld1q_u8((const uint8_t *)p + 16 * k);
        simde_uint8x16_t cls = simde_vandq_u8(simde_vqtbl1q_u8(v->lo, simde_vandq_u8(x, v->nibble)),
                                              simde_vqtbl1q_u8(v->hi, simde_vshrq_n_u8(x, 4)));
        n[k] = simde_vceqq_u8(x, v->newline);
        b[k] = simde_vbicq_u8(simde_vceqzq_u8(cls), n[k]); /* disallowed, not newline */
        if (ctr)
            c[k] = simde_vorrq_u8(simde_vceqq_u8(x, v->c0), simde_vceqq_u8(x, v->c1));
    }
    *nl = bits64(n[0], n[1], n[2], n[3], w);
    *bad = bits64(b[0], b[1], b[2], b[3], w);
    if (ctr)
        *ctr = bits64(c[0], c[1], c[2], c[3], w);
}

/* ---- word steps: letters by widening the 16 bytes to 32-bit lanes and
 * shifting 1 by (byte - 'a') (vshl takes a negative count as a right shift,
 * so a NUL or a cleared lane gives 0); order by the first byte where the
 * words differ or the earlier one ends, found in a 4-bit-per-byte mask. */
static const uint8_t lane_index[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

static simde_uint32x4_t bits_of(simde_uint16x4_t counts)
{
    simde_int32x4_t shift = simde_vreinterpretq_s32_u32(simde_vmovl_u16(counts));
    return simde_vshlq_u32(simde_vdupq_n_u32(1), shift);
}

static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    simde_uint8x16_t x = simde_vld1q_u8(w);
    simde_uint8x16_t keep = simde_vcltq_u8(simde_vld1q_u8(lane_index),
                                           simde_vdupq_n_u8((uint8_t)(len < 16 ? len : 16)));
    /* letters 0..25; cleared lanes 0x80, a negative count as vshl reads it */
    simde_uint8x16_t idx =
        simde_vbslq_u8(keep, simde_vsubq_u8(x, simde_vdupq_n_u8('a')), simde_vdupq_n_u8(0x80));
    /* sign-extend the byte counts so that 0x80 stays negative in 32 bits */
    simde_int16x8_t lo = simde_vmovl_s8(simde_vreinterpret_s8_u8(simde_vget_low_u8(idx)));
    simde_int16x8_t hi = simde_vmovl_s8(simde_vreinterpret_s8_u8(simde_vget_high_u8(idx)));
    simde_uint32x4_t m = simde_vorrq_u32(
        simde_vorrq_u32(bits_of(simde_vreinterpret_u16_s16(simde_vget_low_s16(lo))),
                        bits_of(simde_vreinterpret_u16_s16(simde_vget_high_s16(lo)))),
        simde_vorrq_u32(bits_of(simde_vreinterpret_u16_s16(simde_vget_low_s16(hi))),
                        bits_of(simde_vreinterpret_u16_s16(simde_vget_high_s16(hi)))));
    return simde_vgetq_lane_u32(m, 0) | simde_vgetq_lane_u32(m, 1) | simde_vgetq_lane_u32(m, 2) |
           simde_vgetq_lane_u32(m, 3);
}

/* 4 bits per byte lane of a 0x00/0xff vector. */
static uint64_t nibbles(simde_uint8x16_t v)
{
    return simde_vget_lane_u64(
        simde_vreinterpret_u64_u8(simde_vshrn_n_u16(simde_vreinterpretq_u16_u8(v), 4)), 0);
}

static int word_order16(const unsigned char *p, const unsigned char *w)
{
    simde_uint8x16_t x = simde_vld1q_u8(p), y = simde_vld1q_u8(w);
    simde_uint8x16_t stop = simde_vorrq_u8(simde_vmvnq_u8(simde_vceqq_u8(x, y)),
                                           simde_vceqq_u8(x, simde_vdupq_n_u8(0)));
    uint64_t s = nibbles(stop);
    if (!s)
        return -1;
    return (int)((nibbles(simde_vcltq_u8(x, y)) >> __builtin_ctzll(s)) & 1u);
}

/* ---- bytes kept by a bit mask (generic/select.h): 8 a step, tbl */
static inline void select8_store(char *to, const char *p, uint64_t row)
{
    simde_uint8x8_t x = simde_vld1_u8((const uint8_t *)p);
    simde_vst1_u8((uint8_t *)to, simde_vtbl1_u8(x, simde_vcreate_u8(row)));
}
#include "select_bytes8.h"

#endif
