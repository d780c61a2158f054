/*
 * bag_scalar.c - the portable bag kernel: one key or block per step, the
 * loop of bag_scan_impl.h over one-lane "vectors".  The fallback on every
 * CPU and the rule the vector bag kernels must agree with hit for hit.
 * Built for the baseline target, so it runs wherever the library loads.
 */
#include "bag_kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "bag_scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define KERNEL_SUFFIX scalar
#define LANES64       1
typedef uint64_t vec64;

static inline vec64 load64(const uint64_t *p)
{
    return *p;
}
static inline vec64 splat64(uint64_t x)
{
    return x;
}
static inline vec64 and64(vec64 a, vec64 b)
{
    return a & b;
}
static inline vec64 sub64(vec64 a, vec64 b)
{
    return a - b;
}
static inline uint32_t lanes_zero64(vec64 v)
{
    return v == 0;
}
static inline uint32_t lanes_eq64(vec64 a, vec64 b)
{
    return a == b;
}

/* Always written, counted only when kept: no branch on the data. */
static inline size_t compress_positions(uint32_t *out, uint32_t k, uint32_t base)
{
    *out = base;
    return k;
}

#include "bag_scan_impl.h"
