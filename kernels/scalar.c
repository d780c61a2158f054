/*
 * scalar.c - the portable kernel: one set per step.  It is the fallback on
 * every CPU and the rule the vector kernels must agree with byte for byte.
 * Built for the baseline target, so it runs wherever the library loads.
 */
#include "kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define ENTER_CHUNK 256   /* blocks remembered per pass-1 round */

/* Two passes like the vector kernels (entered blocks, then their sets), one
 * block or set per step, without branches on the data. */
size_t bee_scan_scalar(const bee_blocks *b, size_t first, size_t end,
                       uint32_t forbidden, uint32_t center, uint32_t *hits,
                       bee_scan_counters *c)
{
    uint32_t entered[ENTER_CHUNK];
    size_t n = 0;
    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk++) {
            entered[ne] = (uint32_t)blk;
            ne += (size_t)bee_block_entered(b->block_and[blk], b->block_or[blk], forbidden, center);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            n = bee_scan_tail(b->masks, start, stop, forbidden, center, hits, n);
        }
    }
    return n;
}
