/*
 * words_neon.c - the word check with Arm Advanced SIMD (SIMDe, so the same
 * source is tested on x86): letters by widening the 16 bytes to 32-bit lanes
 * and shifting 1 by (byte - 'a') (vshl takes a negative count as a right
 * shift, so a NUL or a cleared lane gives 0); order by the first byte where
 * the words differ or the earlier one ends, found in a 4-bit-per-byte mask
 * (shift right and narrow: NEON has no movemask).
 */
#include "words_kernel.h"

#include <simde/arm/neon.h>

#define WORDS_FN bee_words_neon

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

#include "words_impl.h"
