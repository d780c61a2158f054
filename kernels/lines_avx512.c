/*
 * lines_avx512.c - the line filter, 64 bytes per instruction (SIMDe;
 * compiled with -mavx512bw): nibble lookups by vpshufb on each 128-bit lane,
 * masks straight from the byte compares.
 */
#include "lines_kernel.h"

#include <simde/x86/avx512.h>

#define LINES_FN bee_lines_avx512

typedef struct lines_vectors {
    simde__m512i lo, hi, nibble, newline, c0, c1;
} lines_vectors;

static void lines_setup(const bee_line_filter *f, lines_vectors *v)
{
    simde__m128i lo = simde_mm_loadu_si128((const simde__m128i *)f->lo);
    simde__m128i hi = simde_mm_loadu_si128((const simde__m128i *)f->hi);
    v->lo = simde_mm512_broadcast_i32x4(lo);
    v->hi = simde_mm512_broadcast_i32x4(hi);
    v->nibble = simde_mm512_set1_epi8(0x0f);
    v->newline = simde_mm512_set1_epi8('\n');
    v->c0 = simde_mm512_set1_epi8((char)f->center[0]);
    v->c1 = simde_mm512_set1_epi8((char)f->center[1]);
}

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
    *ctr = (uint64_t)simde_mm512_cmpeq_epi8_mask(x, v->c0) |
           (uint64_t)simde_mm512_cmpeq_epi8_mask(x, v->c1);
}

#include "lines_impl.h"
