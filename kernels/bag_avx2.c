/*
 * bag_avx2.c - 4 count keys a step with 256-bit vectors (SIMDe; compiled with
 * the AVX2 flags of CMakeLists.txt), the loop of bag_scan_impl.h.  Positions
 * are packed with a 16-row table (row k: the set lanes of k, in order) and
 * stored 4 at a time.
 */
#include "bag_kernel.h"

#include <simde/x86/avx2.h>

#define KERNEL_SUFFIX avx2
#define LANES64       4
typedef simde__m256i vec64;

static inline vec64 load64(const uint64_t *p)
{
    return simde_mm256_loadu_si256((const void *)p);
}
static inline vec64 splat64(uint64_t x)
{
    return simde_mm256_set1_epi64x((long long)x);
}
static inline vec64 and64(vec64 a, vec64 b)
{
    return simde_mm256_and_si256(a, b);
}
static inline vec64 sub64(vec64 a, vec64 b)
{
    return simde_mm256_sub_epi64(a, b);
}
static inline uint32_t lanes_eq64(vec64 a, vec64 b)
{
    return (uint32_t)simde_mm256_movemask_pd(
        simde_mm256_castsi256_pd(simde_mm256_cmpeq_epi64(a, b)));
}
static inline uint32_t lanes_zero64(vec64 v)
{
    return lanes_eq64(v, simde_mm256_setzero_si256());
}

static const uint32_t packed_lanes[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3},
};

static inline size_t compress_positions(uint32_t *out, uint32_t k, uint32_t base)
{
    simde__m128i lanes = simde_mm_loadu_si128((const void *)packed_lanes[k]);
    simde_mm_storeu_si128((void *)out, simde_mm_add_epi32(lanes, simde_mm_set1_epi32((int)base)));
    return (size_t)__builtin_popcount(k);
}

#include "bag_scan_impl.h"
