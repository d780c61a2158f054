/*
 * avx2.c - 8 lanes a step with 256-bit vectors (SIMDe; compiled with the AVX2
 * flags of CMakeLists.txt), the loops of scan_impl.h.  AVX2 has no compress
 * instruction, so the kept lanes are packed with BMI2: pdep spreads the
 * 8-bit lane mask to one byte per lane, pext picks those lanes' numbers, and
 * vpermd moves them to the front.  pdep/pext are slow on AMD before Zen 3.
 */
#include "kernel.h"

#include <simde/x86/avx2.h>

#define KERNEL_SUFFIX avx2
#define LANES         8
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

#include "scan_impl.h"
