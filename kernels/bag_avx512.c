/*
 * bag_avx512.c - 8 count keys per instruction with 512-bit vectors and mask
 * registers (SIMDe; compiled with -mavx512f -mavx512vl -mavx512bw -mavx512dq).
 *
 * Block summaries are tested 8 at a time, each entered block 8 keys at a
 * time; the partial last vector is masked off.  Hit positions are compressed
 * in a register and stored whole (a compressed store straight to memory is
 * slow on some CPUs), hence the contract's slack after the last hit.
 */
#include "bag_kernel.h"

#include <simde/x86/avx512.h>

/* Lanes where popcount(a & missing) <= blanks and (o & must) == must. */
static inline uint32_t fits8(simde__m512i a, simde__m512i o, simde__m512i missing,
                             simde__m512i must, unsigned blanks)
{
    const simde__m512i one = simde_mm512_set1_epi64(1);
    simde__m512i x = simde_mm512_and_si512(a, missing);
    for (unsigned j = 0; j < blanks; j++)   /* clear the lowest set bit */
        x = simde_mm512_and_si512(x, simde_mm512_sub_epi64(x, one));
    simde__mmask8 ok = simde_mm512_cmpeq_epi64_mask(x, simde_mm512_setzero_si512());
    ok &= simde_mm512_cmpeq_epi64_mask(simde_mm512_and_si512(o, must), must);
    return ok;
}

static inline size_t scan_block(const uint64_t *keys, size_t start, size_t stop,
                                simde__m512i missing, simde__m512i must, unsigned blanks,
                                uint32_t *hits, size_t n)
{
    const simde__m256i lanes = simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (size_t i = start; i < stop; i += 8) {
        simde__m512i k = simde_mm512_loadu_si512((const void *)(keys + i));
        uint32_t m = fits8(k, k, missing, must, blanks);
        if (stop - i < 8)
            m &= (1u << (stop - i)) - 1;
        simde__m256i pos = simde_mm256_add_epi32(lanes, simde_mm256_set1_epi32((int)i));
        simde_mm256_storeu_si256((void *)(hits + n),
                                 simde_mm256_maskz_compress_epi32((simde__mmask8)m, pos));
        n += (size_t)__builtin_popcount(m);
    }
    return n;
}

size_t bee_bag_scan_avx512(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                           unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    const simde__m512i vm = simde_mm512_set1_epi64((long long)missing);
    const simde__m512i vu = simde_mm512_set1_epi64((long long)must);
    size_t n = 0, blk = 0, end = b->n_blocks;

    for (; blk + 8 <= end; blk += 8) {
        simde__m512i a = simde_mm512_loadu_si512((const void *)(b->block_and + blk));
        simde__m512i o = simde_mm512_loadu_si512((const void *)(b->block_or + blk));
        uint32_t k = fits8(a, o, vm, vu, blanks);
        while (k) {
            size_t j = blk + (size_t)__builtin_ctz(k);
            size_t start = b->block_start[j], stop = b->block_start[j + 1];
            c->blocks_entered++;
            c->masks_tested += stop - start;
            n = scan_block(b->keys, start, stop, vm, vu, blanks, hits, n);
            k &= k - 1;
        }
    }
    for (; blk < end; blk++) {
        if (!bee_bag_block_entered(b->block_and[blk], b->block_or[blk], missing, must, blanks))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = scan_block(b->keys, start, stop, vm, vu, blanks, hits, n);
    }
    return n;
}
