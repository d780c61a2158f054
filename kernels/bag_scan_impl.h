/*
 * bag_scan_impl.h - the bag kernel (bag_kernel.h), written once over the
 * 64-bit-lane primitives each instruction-set file defines before including
 * this header:
 *
 *   KERNEL_SUFFIX                  the symbol suffix (scalar, avx2, ...)
 *   LANES64                        64-bit lanes a vector holds (1..8)
 *   vec64                          the vector type
 *   load64(p), splat64(x), and64(a, b), sub64(a, b)
 *   lanes_zero64(v)                bit j set when lane j is 0
 *   lanes_eq64(a, b)               bit j set when lanes j are equal
 *   compress_positions(out, k, b)  store b + j for each bit j of k to out[0 ..],
 *                                  in order, writing LANES64 entries; return
 *                                  how many were kept
 *
 * The same two passes as the puzzle scan (scan_impl.h), under the same
 * padding contract: block summaries LANES64 at a time with the blocks to
 * enter compressed into a list, then the keys of each entered block LANES64
 * at a time; lanes past an end are masked off, and every column is followed
 * by BEE_BAG_PAD readable entries, so whole-vector reads are safe.
 */
#ifndef KERNEL_SUFFIX
#error "define the primitives and KERNEL_SUFFIX before including bag_scan_impl.h"
#endif

#define KERNEL_CAT2(a, b) a##_##b
#define KERNEL_CAT(a, b)  KERNEL_CAT2(a, b)
#define KERNEL_NAME(name) KERNEL_CAT(name, KERNEL_SUFFIX)

#define ENTER_CHUNK 256 /* blocks remembered per pass-1 round */

/* Lanes [0, n) of a LANES64-lane mask, n may exceed LANES64. */
static inline uint32_t first_lanes64(size_t n)
{
    return n >= LANES64 ? (1u << LANES64) - 1 : (1u << n) - 1;
}

/* Lanes where popcount(a & missing) <= blanks and (o & must) == must; the
 * popcount test clears the lowest set bit `blanks` times (no vector popcount
 * needed). */
static inline uint32_t lanes_fit(vec64 a, vec64 o, vec64 missing, vec64 must, unsigned blanks)
{
    const vec64 one = splat64(1);
    vec64 x = and64(a, missing);
    for (unsigned j = 0; j < blanks; j++)
        x = and64(x, sub64(x, one));
    return lanes_zero64(x) & lanes_eq64(and64(o, must), must);
}

size_t KERNEL_NAME(bee_bag_scan)(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                                 unsigned blanks, uint32_t *hits, bee_scan_counters *c)
{
    const vec64 vm = splat64(missing), vu = splat64(must);
    uint32_t entered[ENTER_CHUNK + LANES64];
    size_t n = 0, end = b->n_blocks;
    for (size_t chunk = 0; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += LANES64) {
            uint32_t k =
                lanes_fit(load64(b->block_and + blk), load64(b->block_or + blk), vm, vu, blanks) &
                first_lanes64(chunk_end - blk);
            ne += compress_positions(entered + ne, k, (uint32_t)blk);
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += LANES64) {
                vec64 key = load64(b->keys + i);
                uint32_t k = lanes_fit(key, key, vm, vu, blanks) & first_lanes64(stop - i);
                n += compress_positions(hits + n, k, (uint32_t)i);
            }
        }
    }
    return n;
}
