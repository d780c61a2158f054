/*
 * scan_impl.h - the puzzle kernels, written once: the block scan (kernel.h)
 * and the set-lists center filter, over a handful of primitives that each
 * instruction-set file defines before including this header:
 *
 *   KERNEL_SUFFIX             the symbol suffix (scalar, avx2, ...)
 *   LANES                     32-bit lanes a vector holds (1..16)
 *   vec                       the vector type
 *   vec_load(p)               LANES words from p (no alignment needed)
 *   vec_splat(x)              x in every lane
 *   vec_and(a, b), vec_add(a, b)
 *   vec_iota()                0, 1, ..., LANES - 1
 *   lanes_zero(v)             bit j set when lane j is 0
 *   lanes_nonzero(v)          bit j set when lane j is not 0
 *   compress_store(out, k, v) store the lanes of v whose bit is set in k to
 *                             out[0 ..], in order, writing all LANES words;
 *                             return how many were kept
 *
 * Both loops are free of data-dependent branches (a mispredicted branch per
 * entered block cost more than the tests themselves): lanes past an end are
 * masked off, and the columns' padding (kernel.h) makes whole-vector reads
 * safe.
 */
#ifndef KERNEL_SUFFIX
#error "define the primitives and KERNEL_SUFFIX before including scan_impl.h"
#endif

#define KERNEL_CAT2(a, b) a##_##b
#define KERNEL_CAT(a, b)  KERNEL_CAT2(a, b)
#define KERNEL_NAME(name) KERNEL_CAT(name, KERNEL_SUFFIX)

#define ENTER_CHUNK 256 /* blocks remembered per pass-1 round */

/* Lanes [0, n) of a LANES-lane mask, n may exceed LANES. */
static inline uint32_t first_lanes(size_t n)
{
    return n >= LANES ? (uint32_t)((1ull << LANES) - 1) : (1u << n) - 1;
}

/* The lanes whose summaries (a: AND, o: OR; a set is its own both) let the
 * puzzle in: no forbidden letter in a, the center in o. */
static inline uint32_t lanes_answer(vec a, vec o, vec forbidden, vec center)
{
    return lanes_zero(vec_and(a, forbidden)) & lanes_nonzero(vec_and(o, center));
}

/* Two passes: the numbers of the blocks to enter, LANES summaries at a time,
 * then the sets of each entered block, LANES at a time. */
size_t KERNEL_NAME(bee_scan)(const bee_blocks *b, size_t first, size_t end, uint32_t forbidden,
                             uint32_t center, uint32_t *hits, bee_scan_counters *c)
{
    const vec vf = vec_splat(forbidden), vc = vec_splat(center), iota = vec_iota();
    uint32_t entered[ENTER_CHUNK + LANES];
    size_t n = 0;
    for (size_t chunk = first; chunk < end; chunk += ENTER_CHUNK) {
        size_t chunk_end = chunk + ENTER_CHUNK < end ? chunk + ENTER_CHUNK : end;
        size_t ne = 0;
        for (size_t blk = chunk; blk < chunk_end; blk += LANES) {
            uint32_t k =
                lanes_answer(vec_load(b->block_and + blk), vec_load(b->block_or + blk), vf, vc) &
                first_lanes(chunk_end - blk);
            ne += compress_store(entered + ne, k, vec_add(iota, vec_splat((uint32_t)blk)));
        }
        c->blocks_entered += ne;
        for (size_t e = 0; e < ne; e++) {
            size_t start = b->block_start[entered[e]], stop = b->block_start[entered[e] + 1];
            c->masks_tested += stop - start;
            for (size_t i = start; i < stop; i += LANES) {
                vec m = vec_load(b->masks + i);
                uint32_t k = lanes_answer(m, m, vf, vc) & first_lanes(stop - i);
                n += compress_store(hits + n, k, vec_add(iota, vec_splat((uint32_t)i)));
            }
        }
    }
    return n;
}

/* The entries with a bit of `tag`, as word ids, LANES at a time (the lists
 * are padded with zero entries, which never pass). */
size_t KERNEL_NAME(bee_filter)(const uint32_t *entries, size_t n, uint32_t tag, uint32_t *out)
{
    const vec vt = vec_splat(tag), vid = vec_splat(BEE_FILTER_ID_MASK);
    size_t kept = 0;
    for (size_t i = 0; i < n; i += LANES) {
        vec e = vec_load(entries + i);
        kept += compress_store(out + kept, lanes_nonzero(vec_and(e, vt)), vec_and(e, vid));
    }
    return kept;
}
