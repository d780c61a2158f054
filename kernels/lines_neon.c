/*
 * lines_neon.c - the line filter with Arm Advanced SIMD, 16 bytes per
 * instruction (SIMDe, so the same source is tested on x86): nibble lookups
 * by vqtbl1q; NEON has no movemask, so lane bits are gathered by weighting
 * each byte with its bit and adding pairwise.
 */
#include "lines_kernel.h"

#include <simde/arm/neon.h>

#define LINES_FN bee_lines_neon

typedef struct lines_vectors {
    simde_uint8x16_t lo, hi, nibble, newline, c0, c1, weight;
} lines_vectors;

static const uint8_t lane_weight[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};

static void lines_setup(const bee_line_filter *f, lines_vectors *v)
{
    v->lo = simde_vld1q_u8(f->lo);
    v->hi = simde_vld1q_u8(f->hi);
    v->nibble = simde_vdupq_n_u8(0x0f);
    v->newline = simde_vdupq_n_u8('\n');
    v->c0 = simde_vdupq_n_u8(f->center[0]);
    v->c1 = simde_vdupq_n_u8(f->center[1]);
    v->weight = simde_vld1q_u8(lane_weight);
}

/* 64 lanes of 0x00/0xff (four vectors) as a 64-bit mask. */
static inline uint64_t bits64(simde_uint8x16_t a, simde_uint8x16_t b, simde_uint8x16_t c,
                              simde_uint8x16_t d, simde_uint8x16_t w)
{
    simde_uint8x16_t ab = simde_vpaddq_u8(simde_vandq_u8(a, w), simde_vandq_u8(b, w));
    simde_uint8x16_t cd = simde_vpaddq_u8(simde_vandq_u8(c, w), simde_vandq_u8(d, w));
    simde_uint8x16_t all = simde_vpaddq_u8(ab, cd);
    all = simde_vpaddq_u8(all, all);
    return simde_vgetq_lane_u64(simde_vreinterpretq_u64_u8(all), 0);
}

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    simde_uint8x16_t n[4], b[4], c[4];
    for (int k = 0; k < 4; k++) {
        simde_uint8x16_t x = simde_vld1q_u8((const uint8_t *)p + 16 * k);
        simde_uint8x16_t cls = simde_vandq_u8(simde_vqtbl1q_u8(v->lo, simde_vandq_u8(x, v->nibble)),
                                              simde_vqtbl1q_u8(v->hi, simde_vshrq_n_u8(x, 4)));
        n[k] = simde_vceqq_u8(x, v->newline);
        b[k] = simde_vbicq_u8(simde_vceqzq_u8(cls), n[k]); /* disallowed, not newline */
        c[k] = simde_vorrq_u8(simde_vceqq_u8(x, v->c0), simde_vceqq_u8(x, v->c1));
    }
    *nl = bits64(n[0], n[1], n[2], n[3], v->weight);
    *bad = bits64(b[0], b[1], b[2], b[3], v->weight);
    *ctr = bits64(c[0], c[1], c[2], c[3], v->weight);
}

#include "lines_impl.h"
