/*
 * isa/avx512.h - the primitives of the AVX-512 kernel, 512-bit SIMDe code
 * with mask registers, native only in a file compiled with the AVX-512 flags
 * of CMakeLists.txt: 16 32-bit lanes or 8 64-bit lanes a step, line classes
 * 64 bytes an instruction (nibble lookups by vpshufb on each 128-bit lane,
 * masks straight from the byte compares), and the x86 word steps.
 * vptestnmd is not in SIMDe, so "lane is zero" is a compare with zero.  Kept
 * lanes are compressed in a register (vpcompressd) and stored whole: a
 * compress straight to memory is very slow on AMD Zen 4.
 */
#ifndef BEE_ISA_AVX512_H
#define BEE_ISA_AVX512_H

#include "../bag_kernel.h"
#include "../lines_kernel.h"
#include "../words_kernel.h"

#include <simde/x86/avx512.h>

/* ---- 32-bit lanes */
#define LANES 16
typedef simde__m512i vec;

static inline vec vec_load(const uint32_t *p)
{
    return simde_mm512_loadu_si512((const void *)p);
}
static inline vec vec_splat(uint32_t x)
{
    return simde_mm512_set1_epi32((int)x);
}
static inline vec vec_and(vec a, vec b)
{
    return simde_mm512_and_si512(a, b);
}
static inline vec vec_add(vec a, vec b)
{
    return simde_mm512_add_epi32(a, b);
}
static inline vec vec_iota(void)
{
    return simde_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}
static inline uint32_t lanes_zero(vec v)
{
    return simde_mm512_cmpeq_epi32_mask(v, simde_mm512_setzero_si512());
}
static inline uint32_t lanes_nonzero(vec v)
{
    return simde_mm512_test_epi32_mask(v, v);
}
static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    simde_mm512_storeu_si512((void *)out, simde_mm512_maskz_compress_epi32((simde__mmask16)k, v));
    return (size_t)__builtin_popcount(k);
}

/* ---- rank walk steps (generic/ranks.h) */
/* row[idx[l]] for each lane: the bytes widened (SIMDe has no 512-bit
 * widening of bytes: two 256-bit ones where not native), one vpermd over
 * the row (in the low 8 lanes; the indexes never reach the others) */
static inline vec vec_lookup8(const uint32_t *row, const uint8_t *idx)
{
#if defined(SIMDE_X86_AVX512F_NATIVE)
    vec at = _mm512_cvtepu8_epi32(_mm_loadu_si128((const void *)idx));
#else
    vec at = simde_mm512_castsi256_si512(
        simde_mm256_cvtepu8_epi32(simde_mm_loadl_epi64((const void *)idx)));
    at = simde_mm512_inserti64x4(
        at, simde_mm256_cvtepu8_epi32(simde_mm_loadl_epi64((const void *)(idx + 8))), 1);
#endif
    vec r = simde_mm512_castsi256_si512(simde_mm256_loadu_si256((const void *)row));
    return simde_mm512_permutexvar_epi32(at, r);
}
static inline void vec_store(uint32_t *p, vec v)
{
    simde_mm512_storeu_si512((void *)p, v);
}
static inline vec vec_count_above(vec acc, vec v, vec key)
{
    return simde_mm512_mask_add_epi32(acc, simde_mm512_cmpgt_epi32_mask(v, key), acc,
                                      simde_mm512_set1_epi32(1));
}
/* The 16 table words by one gather (the low half of word[r / 32] is 32-bit
 * word 2 (r / 32) on x86; SIMDe has no 512-bit gather, so lane by lane
 * where not native), each shifted to put rank r's bit at the top. */
static inline uint32_t lanes_in_table(const uint64_t *word, vec r)
{
    vec at = simde_mm512_slli_epi32(simde_mm512_srli_epi32(r, 5), 1);
#if defined(SIMDE_X86_AVX512F_NATIVE)
    vec w = _mm512_i32gather_epi32(at, (const void *)word, 4);
#else
    uint32_t i[16], g[16];
    simde_mm512_storeu_si512((void *)i, at);
    for (int l = 0; l < 16; l++)
        g[l] = ((const uint32_t *)(const void *)word)[i[l]];
    vec w = simde_mm512_loadu_si512((const void *)g);
#endif
    vec top = simde_mm512_sllv_epi32(w, simde_mm512_andnot_si512(r, simde_mm512_set1_epi32(31)));
    return simde_mm512_movepi32_mask(top);
}

/* ---- 64-bit lanes */
#define LANES64 8
typedef simde__m512i vec64;

static inline vec64 vec64_load(const uint64_t *p)
{
    return simde_mm512_loadu_si512((const void *)p);
}
static inline vec64 vec64_splat(uint64_t x)
{
    return simde_mm512_set1_epi64((long long)x);
}
static inline vec64 vec64_and(vec64 a, vec64 b)
{
    return simde_mm512_and_si512(a, b);
}
static inline vec64 vec64_sub(vec64 a, vec64 b)
{
    return simde_mm512_sub_epi64(a, b);
}
static inline uint32_t lanes64_zero(vec64 v)
{
    return simde_mm512_cmpeq_epi64_mask(v, simde_mm512_setzero_si512());
}
static inline uint32_t lanes64_eq(vec64 a, vec64 b)
{
    return simde_mm512_cmpeq_epi64_mask(a, b);
}
static inline size_t compress_positions64(uint32_t *out, uint32_t k, uint32_t base)
{
    simde__m256i pos = simde_mm256_add_epi32(simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                             simde_mm256_set1_epi32((int)base));
    simde_mm256_storeu_si256((void *)out, simde_mm256_maskz_compress_epi32((simde__mmask8)k, pos));
    return (size_t)__builtin_popcount(k);
}

/* ---- line classes, 64 bytes an instruction */
typedef simde__m512i bytes;

static inline bytes bytes_splat(uint8_t x)
{
    return simde_mm512_set1_epi8((char)x);
}
static inline bytes bytes_table16(const uint8_t *t)
{
    return simde_mm512_broadcast_i32x4(simde_mm_loadu_si128((const void *)t));
}

#include "../generic/lines_vectors.h"

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    simde__m512i x = simde_mm512_loadu_si512((const void *)p);
    simde__m512i lo = simde_mm512_and_si512(x, v->nibble);
    simde__m512i hi = simde_mm512_and_si512(simde_mm512_srli_epi16(x, 4), v->nibble);
    simde__m512i cls = simde_mm512_and_si512(simde_mm512_shuffle_epi8(v->lo, lo),
                                             simde_mm512_shuffle_epi8(v->hi, hi));
    uint64_t n = (uint64_t)simde_mm512_cmpeq_epi8_mask(x, v->newline);
    uint64_t ok = (uint64_t)simde_mm512_test_epi8_mask(cls, cls);
    *nl = n;
    *bad = ~(ok | n);
    if (ctr)
        *ctr = (uint64_t)simde_mm512_cmpeq_epi8_mask(x, v->c0) |
               (uint64_t)simde_mm512_cmpeq_epi8_mask(x, v->c1);
}

/* ---- word steps: the AVX2 ones (isa/x86_words.h) */
#include "x86_words.h"

/* ---- bytes kept by a bit mask (generic/select.h): 64 a step, vpcompressb
 * (VBMI2, in the kernel's flags; SIMDe has no byte compress, so native only)
 * into a register, then one whole store, as compress_store does */
#ifdef __AVX512VBMI2__
#include <immintrin.h>
static inline size_t select_bytes64(char *to, const char *p, uint64_t k)
{
    __m512i kept = _mm512_maskz_compress_epi8((__mmask64)k, _mm512_loadu_si512((const void *)p));
    _mm512_storeu_si512((void *)to, kept);
    return (size_t)__builtin_popcountll(k);
}
#else
#include "x86_select8.h"
#endif

#endif
