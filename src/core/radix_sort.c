/*
 * radix_sort.c - the library's two general sorts, both the one radix sort of
 * radix_sort.h: word ids by their low bits (the tags above them
 * ride along), and 64-bit words by a bit range (internal.h; callers pack
 * (key << 32 | id)).
 */
#include "core/internal.h"
#include "core/radix_sort.h"

static uint64_t u32_key(const void *e)
{
    uint32_t v;
    memcpy(&v, e, sizeof v);
    return v;
}

static uint64_t u64_key(const void *e)
{
    uint64_t v;
    memcpy(&v, e, sizeof v);
    return v;
}

uint32_t *bee_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t bits)
{
    return radix_sort(a, tmp, n, sizeof *a, u32_key, 0, bits < 32 ? bits : 32);
}

void bee_sort_u64(uint64_t *a, uint64_t *tmp, size_t n, int lo, int hi)
{
    uint64_t *sorted = radix_sort(a, tmp, n, sizeof *a, u64_key, (unsigned)lo, (unsigned)hi);
    if (sorted != a)
        memcpy(a, sorted, n * sizeof *a);
}
