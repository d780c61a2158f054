/*
 * isa/wasm.h - the primitives of the WebAssembly kernel, 128-bit SIMD
 * (simd128) in SIMDe's wasm API: native wasm_simd128.h instructions when
 * compiled for wasm32 with -msimd128, SIMDe's portable translation elsewhere,
 * which is how the native test suite checks it hit for hit.  4 32-bit lanes
 * or 2 64-bit lanes a step; lane bits by bitmask (i32x4/i64x2/i8x16), kept
 * 32-bit lanes moved to the front by a byte swizzle from a 16-row table;
 * nibble lookups are swizzles.  wasm has no per-lane variable shift: a
 * word's letter bits 1 << (byte - 'a') are made as the float 2^(byte - 'a')
 * (the exponent field set by an integer add) converted back to an integer.
 */
#ifndef BEE_ISA_WASM_H
#define BEE_ISA_WASM_H

#include "../bag_kernel.h"
#include "../lines_kernel.h"
#include "../words_kernel.h"
#include "line_fit_bytes.h"
#include "lanes4.h"

#include <simde/wasm/simd128.h>

/* ---- 32-bit lanes */
#define LANES 4
typedef simde_v128_t vec;

static inline vec vec_load(const uint32_t *p)
{
    return simde_wasm_v128_load(p);
}
static inline vec vec_splat(uint32_t x)
{
    return simde_wasm_i32x4_splat((int32_t)x);
}
static inline vec vec_and(vec a, vec b)
{
    return simde_wasm_v128_and(a, b);
}
static inline vec vec_add(vec a, vec b)
{
    return simde_wasm_i32x4_add(a, b);
}
static inline vec vec_iota(void)
{
    return simde_wasm_i32x4_make(0, 1, 2, 3);
}
static inline uint32_t lanes_zero(vec v)
{
    return simde_wasm_i32x4_bitmask(simde_wasm_i32x4_eq(v, simde_wasm_i32x4_splat(0)));
}
static inline uint32_t lanes_nonzero(vec v)
{
    return ~lanes_zero(v) & 0xfu;
}

/* (the count by i32.popcnt, one instruction: lanes4_kept's 64-bit table
 * shift became three in V8's code, in the set-lists plan's hottest loop) */
static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    simde_wasm_v128_store(out,
                          simde_wasm_i8x16_swizzle(v, simde_wasm_v128_load(compress_table[k])));
    return (size_t)__builtin_popcount(k);
}

/* ---- rank walk steps (generic/ranks.h); no gather: lanes4.h's loads */
static inline vec vec_lookup8(const uint32_t *row, const uint8_t *idx)
{
    uint32_t v[4];
    lanes4_lookup8(row, idx, v);
    return simde_wasm_v128_load(v);
}
static inline void vec_store(uint32_t *p, vec v)
{
    simde_wasm_v128_store(p, v);
}
static inline vec vec_count_above(vec acc, vec v, vec key)
{
    return simde_wasm_i32x4_sub(acc, simde_wasm_i32x4_gt(v, key)); /* true is -1 */
}
static inline uint32_t lanes_in_table(const uint64_t *word, vec r)
{
    uint32_t ranks[4];
    simde_wasm_v128_store(ranks, r);
    return lanes4_in_table(word, ranks);
}

/* ---- 64-bit lanes */
#define LANES64 2
typedef simde_v128_t vec64;

static inline vec64 vec64_load(const uint64_t *p)
{
    return simde_wasm_v128_load(p);
}
static inline vec64 vec64_splat(uint64_t x)
{
    return simde_wasm_i64x2_splat((int64_t)x);
}
static inline vec64 vec64_and(vec64 a, vec64 b)
{
    return simde_wasm_v128_and(a, b);
}
static inline vec64 vec64_sub(vec64 a, vec64 b)
{
    return simde_wasm_i64x2_sub(a, b);
}
static inline uint32_t lanes64_eq(vec64 a, vec64 b)
{
    return simde_wasm_i64x2_bitmask(simde_wasm_i64x2_eq(a, b));
}
static inline uint32_t lanes64_zero(vec64 v)
{
    return lanes64_eq(v, simde_wasm_i64x2_splat(0));
}

/* ---- line classes, 16 bytes an instruction */
typedef simde_v128_t bytes;

static inline bytes bytes_splat(uint8_t x)
{
    return simde_wasm_i8x16_splat((int8_t)x);
}
static inline bytes bytes_table16(const uint8_t *t)
{
    return simde_wasm_v128_load(t);
}

#include "../generic/lines_vectors.h"

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    const simde_v128_t zero = simde_wasm_i8x16_splat(0);
    uint64_t n = 0, b = 0, c = 0;
    for (int k = 0; k < 4; k++) {
        simde_v128_t x = simde_wasm_v128_load(p + 16 * k);
        /* nibble indexes are 0..15: swizzle's zero for 16 and up never applies */
        simde_v128_t cls =
            simde_wasm_v128_and(simde_wasm_i8x16_swizzle(v->lo, simde_wasm_v128_and(x, v->nibble)),
                                simde_wasm_i8x16_swizzle(v->hi, simde_wasm_u8x16_shr(x, 4)));
        simde_v128_t newline = simde_wasm_i8x16_eq(x, v->newline);
        simde_v128_t disallowed = simde_wasm_v128_andnot(simde_wasm_i8x16_eq(cls, zero), newline);
        n |= (uint64_t)simde_wasm_i8x16_bitmask(newline) << (16 * k);
        b |= (uint64_t)simde_wasm_i8x16_bitmask(disallowed) << (16 * k);
        if (ctr) {
            simde_v128_t center =
                simde_wasm_v128_or(simde_wasm_i8x16_eq(x, v->c0), simde_wasm_i8x16_eq(x, v->c1));
            c |= (uint64_t)simde_wasm_i8x16_bitmask(center) << (16 * k);
        }
    }
    *nl = n;
    *bad = b;
    if (ctr)
        *ctr = c;
}

/* ---- word steps */

/* 1 << (c - 'a') in each 32-bit lane holding a letter c: the float whose
 * exponent is c - 'a' (2^0 .. 2^25, exact) converted to an integer. */
static inline simde_v128_t letter_bits(simde_v128_t c)
{
    const simde_v128_t bias = simde_wasm_i32x4_splat((127 - 'a') << 23);
    simde_v128_t power = simde_wasm_i32x4_add(simde_wasm_i32x4_shl(c, 23), bias);
    return simde_wasm_i32x4_trunc_sat_f32x4(power);
}

static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    simde_v128_t x = simde_wasm_v128_load(w);
    /* the lanes past the word (its NUL, the next word) cleared first */
    simde_v128_t keep = simde_wasm_u8x16_lt(
        simde_wasm_i8x16_make(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
        simde_wasm_i8x16_splat((int8_t)(len < 16 ? len : 16)));
    simde_v128_t lo = simde_wasm_u16x8_extend_low_u8x16(x);
    simde_v128_t hi = simde_wasm_u16x8_extend_high_u8x16(x);
    simde_v128_t keep_lo = simde_wasm_i16x8_extend_low_i8x16(keep);
    simde_v128_t keep_hi = simde_wasm_i16x8_extend_high_i8x16(keep);
    simde_v128_t m = simde_wasm_v128_or(
        simde_wasm_v128_or(simde_wasm_v128_and(letter_bits(simde_wasm_u32x4_extend_low_u16x8(lo)),
                                               simde_wasm_i32x4_extend_low_i16x8(keep_lo)),
                           simde_wasm_v128_and(letter_bits(simde_wasm_u32x4_extend_high_u16x8(lo)),
                                               simde_wasm_i32x4_extend_high_i16x8(keep_lo))),
        simde_wasm_v128_or(simde_wasm_v128_and(letter_bits(simde_wasm_u32x4_extend_low_u16x8(hi)),
                                               simde_wasm_i32x4_extend_low_i16x8(keep_hi)),
                           simde_wasm_v128_and(letter_bits(simde_wasm_u32x4_extend_high_u16x8(hi)),
                                               simde_wasm_i32x4_extend_high_i16x8(keep_hi))));
    m = simde_wasm_v128_or(m, simde_wasm_i32x4_shuffle(m, m, 2, 3, 0, 1));
    m = simde_wasm_v128_or(m, simde_wasm_i32x4_shuffle(m, m, 1, 0, 3, 2));
    return (uint32_t)simde_wasm_i32x4_extract_lane(m, 0);
}

/* The first byte where the words differ or the earlier one ends decides; a
 * signed compare is right (the bytes are a-z or NUL). */
static int word_order16(const unsigned char *p, const unsigned char *w)
{
    simde_v128_t x = simde_wasm_v128_load(p), y = simde_wasm_v128_load(w);
    uint32_t same = simde_wasm_i8x16_bitmask(simde_wasm_i8x16_eq(x, y));
    uint32_t ended = simde_wasm_i8x16_bitmask(simde_wasm_i8x16_eq(x, simde_wasm_i8x16_splat(0)));
    uint32_t less = simde_wasm_i8x16_bitmask(simde_wasm_i8x16_lt(x, y));
    uint32_t stop = (~same | ended) & 0xffffu;
    if (!stop)
        return -1;
    return (int)((less >> __builtin_ctz(stop)) & 1u);
}

/* ---- bytes kept by a bit mask (generic/select.h): 8 a step, swizzle */
static inline void select8_store(char *to, const char *p, uint64_t row)
{
    simde_v128_t x = simde_wasm_v128_load64_zero(p);
    simde_v128_t idx = simde_wasm_i64x2_splat((int64_t)row);
    simde_wasm_v128_store64_lane(to, simde_wasm_i8x16_swizzle(x, idx), 0);
}
#include "select_bytes8.h"

#endif
