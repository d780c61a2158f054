/*
 * avx512.c - 16 sets per instruction with 512-bit vectors and mask registers
 * (SIMDe; compiled with -mavx512f -mavx512vl -mavx512bw -mavx512dq).
 *
 * Same walk as avx2.c: summaries 16 blocks at a time, then each entered
 * block 16 sets at a time with the last partial vector masked off.
 * vptestnmd is not in SIMDe, so "no forbidden letter" is a compare with zero.
 */
#include "kernel.h"

#include <simde/x86/avx512.h>

static inline uint32_t answers16(simde__m512i a, simde__m512i o,
                                 simde__m512i forbidden, simde__m512i center)
{
    simde__mmask16 allowed = simde_mm512_cmpeq_epi32_mask(
        simde_mm512_and_si512(a, forbidden), simde_mm512_setzero_si512());
    return (uint32_t)simde_mm512_mask_test_epi32_mask(allowed, o, center);
}

static inline size_t scan_block(const uint32_t *masks, size_t start, size_t stop,
                                simde__m512i forbidden, simde__m512i center,
                                uint32_t *hits, size_t n)
{
    for (size_t i = start; i < stop; i += 16) {
        simde__m512i m = simde_mm512_loadu_si512((const void *)(masks + i));
        uint32_t k = answers16(m, m, forbidden, center);
        if (stop - i < 16)
            k &= (1u << (stop - i)) - 1;
        while (k) {
            hits[n++] = (uint32_t)(i + (size_t)__builtin_ctz(k));
            k &= k - 1;
        }
    }
    return n;
}

size_t bee_scan_avx512(const bee_blocks *b, size_t first, size_t end,
                       uint32_t forbidden, uint32_t center, uint32_t *hits,
                       bee_scan_counters *c)
{
    const simde__m512i vf = simde_mm512_set1_epi32((int)forbidden);
    const simde__m512i vc = simde_mm512_set1_epi32((int)center);
    size_t n = 0, blk = first;

    for (; blk + 16 <= end; blk += 16) {
        simde__m512i a = simde_mm512_loadu_si512((const void *)(b->block_and + blk));
        simde__m512i o = simde_mm512_loadu_si512((const void *)(b->block_or + blk));
        uint32_t k = answers16(a, o, vf, vc);
        while (k) {
            size_t j = blk + (size_t)__builtin_ctz(k);
            size_t start = b->block_start[j], stop = b->block_start[j + 1];
            c->blocks_entered++;
            c->masks_tested += stop - start;
            n = scan_block(b->masks, start, stop, vf, vc, hits, n);
            k &= k - 1;
        }
    }
    for (; blk < end; blk++) {
        if (!bee_block_entered(b->block_and[blk], b->block_or[blk], forbidden, center))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = scan_block(b->masks, start, stop, vf, vc, hits, n);
    }
    return n;
}
