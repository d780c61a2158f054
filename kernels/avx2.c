/*
 * avx2.c - 8 sets per instruction with 256-bit vectors (SIMDe; this file is
 * compiled with -mavx2 so SIMDe emits native instructions).
 *
 * Block summaries are tested 8 at a time with the same rule as the sets; each
 * entered block is tested 8 sets at a time, the last partial vector masked off
 * (the column is padded, so the over-read stays inside the allocation).
 */
#include "kernel.h"

#include <simde/x86/avx2.h>

/* Lanes where (a & forbidden) == 0 and (o & center) != 0, as an 8-bit mask. */
static inline uint32_t answers8(simde__m256i a, simde__m256i o,
                                simde__m256i forbidden, simde__m256i center)
{
    const simde__m256i zero = simde_mm256_setzero_si256();
    simde__m256i allowed = simde_mm256_cmpeq_epi32(simde_mm256_and_si256(a, forbidden), zero);
    simde__m256i no_center = simde_mm256_cmpeq_epi32(simde_mm256_and_si256(o, center), zero);
    simde__m256i ok = simde_mm256_andnot_si256(no_center, allowed);
    return (uint32_t)simde_mm256_movemask_ps(simde_mm256_castsi256_ps(ok));
}

static inline size_t scan_block(const uint32_t *masks, size_t start, size_t stop,
                                simde__m256i forbidden, simde__m256i center,
                                uint32_t *hits, size_t n)
{
    for (size_t i = start; i < stop; i += 8) {
        simde__m256i m = simde_mm256_loadu_si256((const void *)(masks + i));
        uint32_t k = answers8(m, m, forbidden, center);
        if (stop - i < 8)
            k &= (1u << (stop - i)) - 1;
        while (k) {
            hits[n++] = (uint32_t)(i + (size_t)__builtin_ctz(k));
            k &= k - 1;
        }
    }
    return n;
}

size_t bee_scan_avx2(const bee_blocks *b, size_t first, size_t end,
                     uint32_t forbidden, uint32_t center, uint32_t *hits,
                     bee_scan_counters *c)
{
    const simde__m256i vf = simde_mm256_set1_epi32((int)forbidden);
    const simde__m256i vc = simde_mm256_set1_epi32((int)center);
    size_t n = 0, blk = first;

    for (; blk + 8 <= end; blk += 8) {
        simde__m256i a = simde_mm256_loadu_si256((const void *)(b->block_and + blk));
        simde__m256i o = simde_mm256_loadu_si256((const void *)(b->block_or + blk));
        uint32_t k = answers8(a, o, vf, vc);
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
