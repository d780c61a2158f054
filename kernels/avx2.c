/*
 * avx2.c - 8 sets per instruction with 256-bit vectors (SIMDe; this file is
 * compiled with -mavx2 -mbmi2 so SIMDe emits native instructions).
 *
 * The same two passes as avx512.c (entered blocks first, then their sets),
 * free of data-dependent branches.  AVX2 has no compress instruction, so the
 * indices of the lanes that answer are packed with BMI2: pdep spreads the
 * 8-bit lane mask to one byte per lane, pext picks those lanes' numbers, and
 * vpermd moves them to the front.  The full 8-lane store may write up to 8
 * entries past the last hit (see kernel.h).  pdep/pext are slow on AMD
 * before Zen 3; measured here on Intel only.
 */
#include "kernel.h"

#include <simde/x86/avx2.h>

static inline uint32_t answers8(simde__m256i a, simde__m256i o,
                                simde__m256i forbidden, simde__m256i center)
{
    const simde__m256i zero = simde_mm256_setzero_si256();
    simde__m256i allowed = simde_mm256_cmpeq_epi32(simde_mm256_and_si256(a, forbidden), zero);
    simde__m256i no_center = simde_mm256_cmpeq_epi32(simde_mm256_and_si256(o, center), zero);
    simde__m256i ok = simde_mm256_andnot_si256(no_center, allowed);
    return (uint32_t)simde_mm256_movemask_ps(simde_mm256_castsi256_ps(ok));
}

#if defined(__BMI2__)
#include <immintrin.h>
#define pdep64 _pdep_u64
#define pext64 _pext_u64
#else   /* portable BMI2, for builds without -mbmi2 (e.g. SIMDe's own tests) */
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

/* Store ids[lane] for the lanes set in k, packed to the front of out (all 8
 * lanes are written); returns how many were kept. */
static inline size_t compress8(uint32_t *out, uint32_t k, simde__m256i ids)
{
    uint64_t bytes = pdep64(k, 0x0101010101010101ull) * 0xff;
    uint64_t order = pext64(0x0706050403020100ull, bytes);
    simde__m256i perm = simde_mm256_cvtepu8_epi32(simde_mm_cvtsi64_si128((int64_t)order));
    simde_mm256_storeu_si256((void *)out, simde_mm256_permutevar8x32_epi32(ids, perm));
    return (size_t)__builtin_popcount(k);
}

/* Lanes [0, n) of an 8-lane mask, n may exceed 8. */
static inline uint32_t first_lanes(size_t n)
{
    return n >= 8 ? 0xffu : (1u << n) - 1;
}

#define ENTER_CHUNK 256   /* blocks remembered per pass-1 round */

size_t bee_scan_avx2(const bee_blocks *b, size_t first, size_t end,
                     uint32_t forbidden, uint32_t center, uint32_t *hits,
                     bee_scan_counters *c)
{
    const simde__m256i vf = simde_mm256_set1_epi32((int)forbidden);
    const simde__m256i vc = simde_mm256_set1_epi32((int)center);
    const simde__m256i iota = simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    uint32_t entered[ENTER_CHUNK + 8];
    size_t n = 0;

    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += 8) {
            simde__m256i a = simde_mm256_loadu_si256((const void *)(b->block_and + blk));
            simde__m256i o = simde_mm256_loadu_si256((const void *)(b->block_or + blk));
            uint32_t k = answers8(a, o, vf, vc) & first_lanes(chunk_end - blk);
            simde__m256i ids = simde_mm256_add_epi32(iota, simde_mm256_set1_epi32((int)blk));
            ne += compress8(entered + ne, k, ids);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += 8) {
                simde__m256i m = simde_mm256_loadu_si256((const void *)(b->masks + i));
                uint32_t k = answers8(m, m, vf, vc) & first_lanes(stop - i);
                simde__m256i ids = simde_mm256_add_epi32(iota, simde_mm256_set1_epi32((int)i));
                n += compress8(hits + n, k, ids);
            }
        }
    }
    return n;
}
