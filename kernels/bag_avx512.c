/*
 * bag_avx512.c - 8 count keys a step with 512-bit vectors and mask registers
 * (SIMDe; compiled with the AVX-512 flags of CMakeLists.txt), the loop of
 * bag_scan_impl.h.  Positions are compressed in a register and stored whole
 * (a compressed store straight to memory is slow on AMD Zen 4).
 */
#include "bag_kernel.h"

#include <simde/x86/avx512.h>

#define KERNEL_SUFFIX avx512
#define LANES64       8
typedef simde__m512i vec64;

static inline vec64 load64(const uint64_t *p)
{
    return simde_mm512_loadu_si512((const void *)p);
}
static inline vec64 splat64(uint64_t x)
{
    return simde_mm512_set1_epi64((long long)x);
}
static inline vec64 and64(vec64 a, vec64 b)
{
    return simde_mm512_and_si512(a, b);
}
static inline vec64 sub64(vec64 a, vec64 b)
{
    return simde_mm512_sub_epi64(a, b);
}
static inline uint32_t lanes_zero64(vec64 v)
{
    return simde_mm512_cmpeq_epi64_mask(v, simde_mm512_setzero_si512());
}
static inline uint32_t lanes_eq64(vec64 a, vec64 b)
{
    return simde_mm512_cmpeq_epi64_mask(a, b);
}
static inline size_t compress_positions(uint32_t *out, uint32_t k, uint32_t base)
{
    simde__m256i pos = simde_mm256_add_epi32(simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                             simde_mm256_set1_epi32((int)base));
    simde_mm256_storeu_si256((void *)out, simde_mm256_maskz_compress_epi32((simde__mmask8)k, pos));
    return (size_t)__builtin_popcount(k);
}

#include "bag_scan_impl.h"
