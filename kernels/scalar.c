/*
 * scalar.c - the portable kernel: one set per step.  It is the fallback on
 * every CPU and the rule the vector kernels must agree with byte for byte.
 * Built for the baseline target, so it runs wherever the library loads.
 */
#include "kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

size_t bee_scan_scalar(const bee_blocks *b, size_t first, size_t end,
                       uint32_t forbidden, uint32_t center, uint32_t *hits,
                       bee_scan_counters *c)
{
    size_t n = 0;
    for (size_t blk = first; blk < end; blk++) {
        if (!bee_block_entered(b->block_and[blk], b->block_or[blk], forbidden, center))
            continue;
        size_t start = b->block_start[blk], stop = b->block_start[blk + 1];
        c->blocks_entered++;
        c->masks_tested += stop - start;
        n = bee_scan_tail(b->masks, start, stop, forbidden, center, hits, n);
    }
    return n;
}
