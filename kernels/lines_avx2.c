/*
 * lines_avx2.c - the line filter, 32 bytes per instruction (SIMDe; compiled
 * with -mavx2): byte classes by two nibble lookups (vpshufb), masks by
 * vpmovmskb.
 */
#include "lines_kernel.h"

#include <simde/x86/avx2.h>

#define LINES_FN bee_lines_avx2

typedef struct lines_vectors {
    simde__m256i lo, hi, nibble, newline, c0, c1;
} lines_vectors;

static void lines_setup(const bee_line_filter *f, lines_vectors *v)
{
    simde__m128i lo = simde_mm_loadu_si128((const simde__m128i *)f->lo);
    simde__m128i hi = simde_mm_loadu_si128((const simde__m128i *)f->hi);
    v->lo = simde_mm256_broadcastsi128_si256(lo);
    v->hi = simde_mm256_broadcastsi128_si256(hi);
    v->nibble = simde_mm256_set1_epi8(0x0f);
    v->newline = simde_mm256_set1_epi8('\n');
    v->c0 = simde_mm256_set1_epi8((char)f->center[0]);
    v->c1 = simde_mm256_set1_epi8((char)f->center[1]);
}

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
    simde__m256i c =
        simde_mm256_or_si256(simde_mm256_cmpeq_epi8(x, v->c0), simde_mm256_cmpeq_epi8(x, v->c1));
    *nl = (uint32_t)simde_mm256_movemask_epi8(n);
    *bad = (uint32_t)simde_mm256_movemask_epi8(simde_mm256_andnot_si256(n, no));
    *ctr = (uint32_t)simde_mm256_movemask_epi8(c);
}

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    uint32_t n0, b0, c0, n1, b1, c1;
    classify32(p, v, &n0, &b0, &c0);
    classify32(p + 32, v, &n1, &b1, &c1);
    *nl = (uint64_t)n1 << 32 | n0;
    *bad = (uint64_t)b1 << 32 | b0;
    *ctr = (uint64_t)c1 << 32 | c0;
}

#include "lines_impl.h"
