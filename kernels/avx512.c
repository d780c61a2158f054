/*
 * avx512.c - 16 sets per instruction with 512-bit vectors and mask registers
 * (SIMDe; compiled with -mavx512f -mavx512vl -mavx512bw -mavx512dq).
 *
 * Two passes, both nearly free of data-dependent branches (a mispredicted
 * branch per entered block cost more than the tests themselves):
 *   1. test the block summaries 16 at a time and compress-store the numbers
 *      of the blocks to enter into a small buffer;
 *   2. for each entered block test its sets 16 at a time and compress-store
 *      the indices of those that answer, lanes past the block's end masked.
 * vptestnmd is not in SIMDe, so "no forbidden letter" is a compare with zero.
 */
#include "kernel.h"

#include <simde/x86/avx512.h>

static inline simde__mmask16 answers16(simde__m512i a, simde__m512i o,
                                       simde__m512i forbidden, simde__m512i center)
{
    simde__mmask16 allowed = simde_mm512_cmpeq_epi32_mask(
        simde_mm512_and_si512(a, forbidden), simde_mm512_setzero_si512());
    return simde_mm512_mask_test_epi32_mask(allowed, o, center);
}

/* Lanes [0, n) of a 16-lane mask, n may exceed 16. */
static inline simde__mmask16 first_lanes(size_t n)
{
    return (simde__mmask16)(n >= 16 ? 0xffffu : (1u << n) - 1);
}

#define ENTER_CHUNK 256   /* blocks remembered per pass-1 round */

size_t bee_scan_avx512(const bee_blocks *b, size_t first, size_t end,
                       uint32_t forbidden, uint32_t center, uint32_t *hits,
                       bee_scan_counters *c)
{
    const simde__m512i vf = simde_mm512_set1_epi32((int)forbidden);
    const simde__m512i vc = simde_mm512_set1_epi32((int)center);
    const simde__m512i iota = simde_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                                                     11, 12, 13, 14, 15);
    uint32_t entered[ENTER_CHUNK + 16];
    size_t n = 0;

    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += 16) {
            simde__m512i a = simde_mm512_loadu_si512((const void *)(b->block_and + blk));
            simde__m512i o = simde_mm512_loadu_si512((const void *)(b->block_or + blk));
            simde__mmask16 k = answers16(a, o, vf, vc) & first_lanes(chunk_end - blk);
            simde__m512i ids = simde_mm512_add_epi32(iota, simde_mm512_set1_epi32((int)blk));
            simde_mm512_mask_compressstoreu_epi32(entered + ne, k, ids);
            ne += (size_t)__builtin_popcount(k);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += 16) {
                simde__m512i m = simde_mm512_loadu_si512((const void *)(b->masks + i));
                simde__mmask16 k = answers16(m, m, vf, vc) & first_lanes(stop - i);
                simde__m512i ids = simde_mm512_add_epi32(iota, simde_mm512_set1_epi32((int)i));
                simde_mm512_mask_compressstoreu_epi32(hits + n, k, ids);
                n += (size_t)__builtin_popcount(k);
            }
        }
    }
    return n;
}
