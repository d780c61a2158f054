/*
 * bag_neon.c - Arm Advanced SIMD: 2 count keys a step with 128-bit vectors,
 * the loop of bag_scan_impl.h (SIMDe, so on x86 the same source is compiled
 * through SIMDe's translation and tested).  Lane results are read as bits
 * and positions packed with the branch-free scalar store.
 */
#include "bag_kernel.h"

#include <simde/arm/neon.h>

#define KERNEL_SUFFIX neon
#define LANES64       2
typedef simde_uint64x2_t vec64;

static inline vec64 load64(const uint64_t *p)
{
    return simde_vld1q_u64(p);
}
static inline vec64 splat64(uint64_t x)
{
    return simde_vdupq_n_u64(x);
}
static inline vec64 and64(vec64 a, vec64 b)
{
    return simde_vandq_u64(a, b);
}
static inline vec64 sub64(vec64 a, vec64 b)
{
    return simde_vsubq_u64(a, b);
}
static inline uint32_t lanes_eq64(vec64 a, vec64 b)
{
    vec64 eq = simde_vceqq_u64(a, b);
    return (uint32_t)(simde_vgetq_lane_u64(eq, 0) & 1) | (uint32_t)(simde_vgetq_lane_u64(eq, 1) & 1)
                                                             << 1;
}
static inline uint32_t lanes_zero64(vec64 v)
{
    return lanes_eq64(v, simde_vdupq_n_u64(0));
}

static inline size_t compress_positions(uint32_t *out, uint32_t k, uint32_t base)
{
    out[0] = base + ((k & 1) ? 0 : 1); /* the first kept lane first */
    out[1] = base + 1;
    return (k & 1) + (k >> 1);
}

#include "bag_scan_impl.h"
