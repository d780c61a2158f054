/*
 * generic/filter.h - the center filter of the set-lists plan (kernel.h): the
 * entries with a bit of `tag`, as word ids, LANES at a time.  The lists are
 * padded with zero entries, which never pass, so the last vector may read
 * past n.
 */
#include <assert.h>

#include "../kernel.h"

size_t KERNEL_NAME(bee_filter)(const uint32_t *entries, size_t n, uint32_t tag, uint32_t *out)
{
#ifndef NDEBUG
    for (size_t i = n; i % LANES; i++) /* the zero padding the last vector reads */
        assert(entries[i] == 0);
#endif
    const vec vt = vec_splat(tag), vid = vec_splat(BEE_FILTER_ID_MASK);
    size_t kept = 0;
    for (size_t i = 0; i < n; i += LANES) {
        vec e = vec_load(entries + i);
        kept += compress_store(out + kept, lanes_nonzero(vec_and(e, vt)), vec_and(e, vid));
    }
    return kept;
}
