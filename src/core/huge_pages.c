/* huge_pages.c - see huge_pages.h. */
#define _GNU_SOURCE /* MADV_HUGEPAGE */
#include "core/huge_pages.h"

#include "core/alloc.h"

#include <stdint.h>
#include <sys/mman.h>

void bee_huge_advise(void *p, size_t n)
{
/* wasi-libc declares madvise but has none */
#if defined(MADV_HUGEPAGE) && !defined(__wasi__)
    (void)madvise(p, n, MADV_HUGEPAGE); /* a hint: refused is fine */
#else
    (void)p;
    (void)n;
#endif
}

void *bee_huge_alloc(size_t n)
{
    if (n > SIZE_MAX - BEE_HUGE_PAGE)
        return NULL;
    /* huge pages for the whole ones only, the tail in small pages: a huge
     * page is made resident whole at its first touch, and a tail of 0.7
     * MB (ENABLE's 2.7 MB word table) would cost a whole 2 MiB of fresh
     * memory (~1 ms a MB on a VM that backs pages at first touch) */
    void *p = bee_aligned_alloc(BEE_HUGE_PAGE, bee_huge_round(n));
    if (p && n >= BEE_HUGE_PAGE)
        bee_huge_advise(p, n & ~(BEE_HUGE_PAGE - 1));
    return p;
}

void *bee_huge_map(size_t n, size_t *len)
{
    if (n > SIZE_MAX - 2 * BEE_HUGE_PAGE)
        return NULL;
    n = bee_huge_round(n);
    /* map one huge page more, then trim to a huge-page boundary */
    char *raw = bee_map_anon(n + BEE_HUGE_PAGE);
    if (!raw)
        return NULL;
    char *start = (char *)bee_huge_round((uintptr_t)raw);
    if (start > raw)
        bee_unmap(raw, (size_t)(start - raw));
    size_t tail = (size_t)(raw + n + BEE_HUGE_PAGE - (start + n));
    if (tail)
        bee_unmap(start + n, tail);
    bee_huge_advise(start, n);
    *len = n;
    return start;
}
