/*
 * generic/filter.h - the center filter of the set-lists plan (kernel.h): the
 * entries with a bit of `tag`, as word ids, LANES at a time.
 *
 * The lists are padded with zero entries, which never pass, to a multiple
 * of BEE_FILTER_PAD, so the loop takes BEE_FILTER_PAD entries a step, the
 * last step reading into the padding: the step's inner loop has a constant
 * count and unrolls, and the loop's own test (and in a WebAssembly engine
 * the stack check it puts in every loop) comes once a step, not once a
 * vector.  With wasm's 4 lanes that was a third of the filter's
 * instructions; the scalar kernel's 1 lane gains most (bench/README.md).
 */
#include <assert.h>

#include "../kernel.h"

_Static_assert(BEE_FILTER_PAD % LANES == 0, "a filter step is whole vectors");

/* One vector of entries at e: its kept ids to out; how many. */
static inline size_t filter_vector(const uint32_t *e, vec tag, vec id, uint32_t *out)
{
    vec v = vec_load(e);
    return compress_store(out, lanes_nonzero(vec_and(v, tag)), vec_and(v, id));
}

size_t KERNEL_NAME(bee_filter)(const uint32_t *entries, size_t n, uint32_t tag, uint32_t *out)
{
#ifndef NDEBUG
    for (size_t i = n; i % BEE_FILTER_PAD; i++) /* the zero padding the last step reads */
        assert(entries[i] == 0);
#endif
    const vec vt = vec_splat(tag), vid = vec_splat(BEE_FILTER_ID_MASK);
    size_t kept = 0;
    for (size_t i = 0; i < n; i += BEE_FILTER_PAD)
        for (size_t j = 0; j < BEE_FILTER_PAD; j += LANES)
            kept += filter_vector(entries + i + j, vt, vid, out + kept);
    return kept;
}
