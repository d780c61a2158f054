/*
 * bag_avx2.c - 4 count keys per instruction with 256-bit vectors (SIMDe; the
 * file is compiled with -mavx2 so SIMDe emits native instructions).
 *
 * Block summaries are tested 4 at a time with the same rule as the keys, each
 * entered block 4 keys at a time, the last partial vector masked off.  Hit
 * positions are packed with a 16-row table (row m: the set lanes of m, in
 * order) and stored 4 at a time, hence the contract's slack after the last hit.
 */
#include "bag_kernel.h"

#include <simde/x86/avx2.h>

/* Lanes where popcount(a & missing) <= blanks and (o & must) == must. */
static inline uint32_t fits4(simde__m256i a, simde__m256i o, simde__m256i missing,
                             simde__m256i must, unsigned blanks)
{
    const simde__m256i one = simde_mm256_set1_epi64x(1);
    simde__m256i x = simde_mm256_and_si256(a, missing);
    for (unsigned j = 0; j < blanks; j++)   /* clear the lowest set bit */
        x = simde_mm256_and_si256(x, simde_mm256_sub_epi64(x, one));
    simde__m256i ok = simde_mm256_cmpeq_epi64(x, simde_mm256_setzero_si256());
    ok = simde_mm256_and_si256(ok, simde_mm256_cmpeq_epi64(simde_mm256_and_si256(o, must), must));
    return (uint32_t)simde_mm256_movemask_pd(simde_mm256_castsi256_pd(ok));
}

static const uint32_t packed_lanes[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0},
    {2, 0, 0, 0}, {0, 2, 0, 0}, {1, 2, 0, 0}, {0, 1, 2, 0},
    {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3},
};

static inline size_t scan_block(const uint64_t *keys, size_t start, size_t stop,
                                simde__m256i missing, simde__m256i must, unsigned blanks,
                                uint32_t *hits, size_t n)
{
    for (size_t i = start; i < stop; i += 4) {
        simde__m256i k = simde_mm256_loadu_si256((const void *)(keys + i));
        uint32_t m = fits4(k, k, missing, must, blanks);
        if (stop - i < 4)
            m &= (1u << (stop - i)) - 1;
        simde__m128i lanes = simde_mm_loadu_si128((const void *)packed_lanes[m]);
        simde_mm_storeu_si128((void *)(hits + n),
                              simde_mm_add_epi32(lanes, simde_mm_set1_epi32((int)i)));
        n += (size_t)__builtin_popcount(m);
    }
    return n;
}

size_t bee_bag_scan_avx2(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                         unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    const simde__m256i vm = simde_mm256_set1_epi64x((long long)missing);
    const simde__m256i vu = simde_mm256_set1_epi64x((long long)must);
    size_t n = 0, blk = 0, end = b->n_blocks;

    for (; blk + 4 <= end; blk += 4) {
        simde__m256i a = simde_mm256_loadu_si256((const void *)(b->block_and + blk));
        simde__m256i o = simde_mm256_loadu_si256((const void *)(b->block_or + blk));
        uint32_t k = fits4(a, o, vm, vu, blanks);
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
