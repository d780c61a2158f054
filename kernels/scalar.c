/*
 * scalar.c - the portable kernels: one set, block or list entry per step,
 * the loops of scan_impl.h over one-lane "vectors".  The fallback on every
 * CPU and the rule the vector kernels must agree with byte for byte.  Built
 * for the baseline target, so it runs wherever the library loads.
 */
#include "kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define KERNEL_SUFFIX scalar
#define LANES         1
typedef uint32_t vec;

static inline vec vec_load(const uint32_t *p)
{
    return *p;
}
static inline vec vec_splat(uint32_t x)
{
    return x;
}
static inline vec vec_and(vec a, vec b)
{
    return a & b;
}
static inline vec vec_add(vec a, vec b)
{
    return a + b;
}
static inline vec vec_iota(void)
{
    return 0;
}
static inline uint32_t lanes_zero(vec v)
{
    return v == 0;
}
static inline uint32_t lanes_nonzero(vec v)
{
    return v != 0;
}

/* Always written, counted only when kept: no branch on the data. */
static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    *out = v;
    return k;
}

#include "scan_impl.h"
