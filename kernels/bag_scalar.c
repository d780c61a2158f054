/*
 * bag_scalar.c - the portable bag kernel: one key per step.  The fallback on
 * every CPU and the rule the vector bag kernels must agree with hit for hit.
 * Built for the baseline target, so it runs wherever the library loads.
 */
#include "bag_kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "bag_scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

size_t bee_bag_scan_scalar(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                           unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    size_t n = 0;
    for (size_t blk = 0; blk < b->n_blocks; blk++) {
        if (!bee_bag_block_entered(b->block_and[blk], b->block_or[blk], missing, must, blanks))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = bee_bag_scan_tail(b->keys, start, stop, missing, must, blanks, hits, n);
    }
    return n;
}
