/*
 * huge_pages.h - memory in transparent huge pages, the one implementation
 * (huge_pages.c) for the library (arenas, the letter-set map) and the
 * program's output buffers (src/output/out.c).
 *
 * Why: on the virtual machines bee-simd runs on, each page fault traps to
 * the hypervisor (10-30 us); a 2 MiB huge page takes one fault where 4 KiB
 * pages take 512, and one TLB entry where they take 512 (a table read at
 * random, like the letter-set map, misses the TLB as often as the cache).
 * Huge pages are a hint: where the system refuses them ("never" in
 * /sys/kernel/mm/transparent_hugepage/enabled) the memory is the same,
 * only in small pages.
 */
#ifndef BEE_CORE_HUGE_PAGES_H
#define BEE_CORE_HUGE_PAGES_H

#include <stddef.h>

#define BEE_HUGE_PAGE ((size_t)2 << 20)

/* n rounded up to whole huge pages. */
static inline size_t bee_huge_round(size_t n)
{
    return (n + BEE_HUGE_PAGE - 1) & ~(BEE_HUGE_PAGE - 1);
}

/* Ask for huge pages over [p, p + n) (MADV_HUGEPAGE); refused is fine. */
void bee_huge_advise(void *p, size_t n);

/* n bytes on a huge-page boundary, asking for huge pages over its whole
 * huge pages (a tail of less than one stays in small pages): from
 * bee_aligned_alloc (free it with free).  NULL if out of memory. */
void *bee_huge_alloc(size_t n);

/* The same, mapped (zeroed; unmap *len bytes with bee_unmap). */
void *bee_huge_map(size_t n, size_t *len);

#endif
