/*
 * avx512.c - 16 lanes a step with 512-bit vectors and mask registers (SIMDe;
 * compiled with the AVX-512 flags of CMakeLists.txt), the loops of
 * scan_impl.h.  vptestnmd is not in SIMDe, so "lane is zero" is a compare
 * with zero.  The kept lanes are compressed in a register (vpcompressd) and
 * stored whole: a compress straight to memory is very slow on AMD Zen 4.
 */
#include "kernel.h"

#include <simde/x86/avx512.h>

#define KERNEL_SUFFIX avx512
#define LANES         16
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

#include "scan_impl.h"
