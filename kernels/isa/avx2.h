/*
 * isa/avx2.h - the primitives of the AVX2 kernel, 256-bit SIMDe code that is
 * native only in a file compiled with the AVX2 flags of CMakeLists.txt: 8
 * 32-bit lanes or 4 64-bit lanes a step, line classes 32 bytes an
 * instruction, and the x86 word steps.  AVX2 has no compress instruction, so
 * kept 32-bit lanes are packed with BMI2 (pdep spreads the lane mask to a
 * byte per lane, pext picks those lanes' numbers, vpermd moves them to the
 * front; pdep/pext are slow on AMD before Zen 3), and kept 64-bit lane
 * positions come from a 16-row table.  Byte classes are two nibble lookups
 * (vpshufb), bit masks vpmovmskb.
 */
#ifndef BEE_ISA_AVX2_H
#define BEE_ISA_AVX2_H

#include "../bag_kernel.h"
#include "../lines_kernel.h"
#include "../words_kernel.h"

#include <simde/x86/avx2.h>

/* ---- 32-bit lanes */
#define LANES 8
typedef simde__m256i vec;

static inline vec vec_load(const uint32_t *p)
{
    return simde_mm256_loadu_si256((const void *)p);
}
static inline vec vec_splat(uint32_t x)
{
    return simde_mm256_set1_epi32((int)x);
}
static inline vec vec_and(vec a, vec b)
{
    return simde_mm256_and_si256(a, b);
}
static inline vec vec_add(vec a, vec b)
{
    return simde_mm256_add_epi32(a, b);
}
static inline vec vec_iota(void)
{
    return simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
}
static inline uint32_t lanes_zero(vec v)
{
    vec z = simde_mm256_cmpeq_epi32(v, simde_mm256_setzero_si256());
    return (uint32_t)simde_mm256_movemask_ps(simde_mm256_castsi256_ps(z));
}
static inline uint32_t lanes_nonzero(vec v)
{
    return ~lanes_zero(v) & 0xffu;
}

#if defined(__BMI2__)
#include <immintrin.h>
#define pdep64 _pdep_u64
#define pext64 _pext_u64
#else /* portable BMI2, for builds without -mbmi2 (e.g. SIMDe's own tests) */
static inline uint64_t pdep64(uint64_t src, uint64_t mask)
{
    uint64_t out = 0;
    for (uint64_t bit = 1; mask; bit <<= 1, mask &= mask - 1)
        if (src & bit)
            out |= mask & -mask;
    return out;
}
static inline uint64_t pext64(uint64_t src, uint64_t mask)
{
    uint64_t out = 0;
    for (uint64_t bit = 1; mask; bit <<= 1, mask &= mask - 1)
        if (src & mask & -mask)
            out |= bit;
    return out;
}
#endif

static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    uint64_t bytes = pdep64(k, 0x0101010101010101ull) * 0xff;
    uint64_t order = pext64(0x0706050403020100ull, bytes);
    vec perm = simde_mm256_cvtepu8_epi32(simde_mm_cvtsi64_si128((int64_t)order));
    simde_mm256_storeu_si256((void *)out, simde_mm256_permutevar8x32_epi32(v, perm));
    return (size_t)__builtin_popcount(k);
}

/* ---- rank walk steps (generic/ranks.h) */
/* row[idx[l]] for each lane: the bytes widened, one vpermd over the row */
static inline vec vec_lookup8(const uint32_t *row, const uint8_t *idx)
{
    vec at = simde_mm256_cvtepu8_epi32(simde_mm_loadl_epi64((const void *)idx));
    return simde_mm256_permutevar8x32_epi32(simde_mm256_loadu_si256((const void *)row), at);
}
static inline void vec_store(uint32_t *p, vec v)
{
    simde_mm256_storeu_si256((void *)p, v);
}
static inline vec vec_count_above(vec acc, vec v, vec key)
{
    return simde_mm256_sub_epi32(acc, simde_mm256_cmpgt_epi32(v, key)); /* true is -1 */
}
/* The 8 table words (the low half of word[r / 32] is 32-bit word
 * 2 (r / 32) on x86) by 8 plain loads, not vpgatherdd: AMD's 256-bit
 * gathers are slow (Zen 4: 244 ns a random puzzle against 217 by loads,
 * bench/README.md), each shifted to put rank r's bit at the top, the tops
 * as the lane mask. */
static inline uint32_t lanes_in_table(const uint64_t *word, vec r)
{
    uint32_t at[8], w[8];
    simde_mm256_storeu_si256((void *)at, simde_mm256_slli_epi32(simde_mm256_srli_epi32(r, 5), 1));
    for (int l = 0; l < 8; l++)
        w[l] = ((const uint32_t *)(const void *)word)[at[l]];
    vec top = simde_mm256_sllv_epi32(simde_mm256_loadu_si256((const void *)w),
                                     simde_mm256_andnot_si256(r, simde_mm256_set1_epi32(31)));
    return (uint32_t)simde_mm256_movemask_ps(simde_mm256_castsi256_ps(top));
}

/* ---- 64-bit lanes */
#define LANES64 4
typedef simde__m256i vec64;

static inline vec64 vec64_load(const uint64_t *p)
{
    return simde_mm256_loadu_si256((const void *)p);
}
static inline vec64 vec64_splat(uint64_t x)
{
    return simde_mm256_set1_epi64x((long long)x);
}
static inline vec64 vec64_and(vec64 a, vec64 b)
{
    return simde_mm256_and_si256(a, b);
}
static inline vec64 vec64_sub(vec64 a, vec64 b)
{
    return simde_mm256_sub_epi64(a, b);
}
static inline uint32_t lanes64_eq(vec64 a, vec64 b)
{
    return (uint32_t)simde_mm256_movemask_pd(
        simde_mm256_castsi256_pd(simde_mm256_cmpeq_epi64(a, b)));
}
static inline uint32_t lanes64_zero(vec64 v)
{
    return lanes64_eq(v, simde_mm256_setzero_si256());
}

/* Row k: the set lanes of k, in order. */
static const uint32_t packed_lanes[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3},
};

static inline size_t compress_positions64(uint32_t *out, uint32_t k, uint32_t base)
{
    simde__m128i lanes = simde_mm_loadu_si128((const void *)packed_lanes[k]);
    simde_mm_storeu_si128((void *)out, simde_mm_add_epi32(lanes, simde_mm_set1_epi32((int)base)));
    return (size_t)__builtin_popcount(k);
}

/* ---- line classes, 32 bytes an instruction */
typedef simde__m256i bytes;

static inline bytes bytes_splat(uint8_t x)
{
    return simde_mm256_set1_epi8((char)x);
}
static inline bytes bytes_table16(const uint8_t *t)
{
    return simde_mm256_broadcastsi128_si256(simde_mm_loadu_si128((const void *)t));
}

#include "../generic/lines_vectors.h"

static inline void classify32(const char *p, const lines_vectors *v, uint32_t *nl, uint32_t *bad,
                              uint32_t *ctr)
{
    simde__m256i x = simde_mm256_loadu_si256((const simde__m256i *)p);
    simde__m256i lo = simde_mm256_and_si256(x, v->nibble);
    simde__m256i hi = simde_mm256_and_si256(simde_mm256_srli_epi16(x, 4), v->nibble);
    simde__m256i cls = simde_mm256_and_si256(simde_mm256_shuffle_epi8(v->lo, lo),
                                             simde_mm256_shuffle_epi8(v->hi, hi));
    simde__m256i no = simde_mm256_cmpeq_epi8(cls, simde_mm256_setzero_si256());
    simde__m256i n = simde_mm256_cmpeq_epi8(x, v->newline);
    *nl = (uint32_t)simde_mm256_movemask_epi8(n);
    *bad = (uint32_t)simde_mm256_movemask_epi8(simde_mm256_andnot_si256(n, no));
    if (ctr)
        *ctr = (uint32_t)simde_mm256_movemask_epi8(simde_mm256_or_si256(
            simde_mm256_cmpeq_epi8(x, v->c0), simde_mm256_cmpeq_epi8(x, v->c1)));
}

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    uint32_t n0, b0, c0 = 0, n1, b1, c1 = 0;
    classify32(p, v, &n0, &b0, ctr ? &c0 : NULL);
    classify32(p + 32, v, &n1, &b1, ctr ? &c1 : NULL);
    *nl = (uint64_t)n1 << 32 | n0;
    *bad = (uint64_t)b1 << 32 | b0;
    if (ctr)
        *ctr = (uint64_t)c1 << 32 | c0;
}

/* ---- word steps */
#include "x86_words.h"

/* ---- bytes kept by a bit mask (generic/select.h): 8 a step, pshufb */
#include "x86_select8.h"

#endif
