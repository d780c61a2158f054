/*
 * arena.c - one block of memory for the large arrays of a dictionary (or any
 * structure built once and freed whole).
 *
 * Why not malloc: on the virtual machines bee-simd runs on, the first touch
 * of a fresh 4 KiB page costs 10-30 us, and a dictionary of ENABLE's size
 * touches ~800 of them.  A block of 2 MiB or more is mapped on a 2 MiB
 * boundary and marked MADV_HUGEPAGE, so the kernel can back it with
 * transparent huge pages (one fault each) where the system allows ("madvise"
 * or "always" in /sys/kernel/mm/transparent_hugepage/enabled).  Small blocks
 * come from aligned_alloc (64 bytes, a cache line).
 */
#define _GNU_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "core/internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE   ((size_t)2 << 20)
#define SMALL_BLOCK ((size_t)256 << 10) /* below this, malloc */

static size_t round_huge(size_t n)
{
    return (n + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
}

void *bee_arena_new(size_t bytes, size_t *reserved)
{
    if (bytes < SMALL_BLOCK) { /* 64-byte aligned like the large ones' columns */
        *reserved = 0;
        return aligned_alloc(64, (bytes + 64) & ~(size_t)63);
    }
    if (bytes > SIZE_MAX - 2 * HUGE_PAGE)
        return NULL;
    size_t len = round_huge(bytes);
    /* map one huge page more, then trim to a 2 MiB boundary */
    char *raw =
        mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    char *start = (char *)round_huge((uintptr_t)raw);
    if (start > raw)
        munmap(raw, (size_t)(start - raw));
    size_t tail = (size_t)(raw + len + HUGE_PAGE - (start + len));
    if (tail)
        munmap(start + len, tail);
#ifdef MADV_HUGEPAGE
    madvise(start, len, MADV_HUGEPAGE); /* a hint: refused is fine */
#endif
    *reserved = len;
    return start;
}

void bee_arena_free(void *p, size_t reserved)
{
    if (!p)
        return;
    if (reserved)
        munmap(p, reserved);
    else
        free(p);
}

/* ------------------------------------------------------------ stores */

#define FIRST_BLOCK   ((size_t)64 << 10) /* a one-off solve needs a piece or two */
#define LARGEST_BLOCK ((size_t)4 << 20)

typedef struct block_header {
    char *previous;
    size_t reserved; /* bee_arena_new's */
    char pad[48];    /* pieces start on a cache line */
} block_header;

void bee_store_init(bee_store *st)
{
    pthread_mutex_init(&st->lock, NULL);
    st->block = NULL;
    st->used = st->size = 0;
}

void *bee_store_take(bee_store *st, size_t bytes)
{
    bytes = (bytes + 63) & ~(size_t)63;
    void *got = NULL;
    pthread_mutex_lock(&st->lock);
    if (!st->block || st->size - st->used < bytes) {
        /* after the first, no block below a huge page: a mapped block of
         * 256 KiB-1 MiB is backed by a whole huge page all the same */
        size_t size = st->block ? 2 * st->size : FIRST_BLOCK;
        size = st->block && size < HUGE_PAGE ? HUGE_PAGE : size;
        size = size > LARGEST_BLOCK ? LARGEST_BLOCK : size;
        while (size - sizeof(block_header) < bytes)
            size *= 2;
        size_t reserved;
        char *b = bee_arena_new(size, &reserved);
        if (!b)
            goto done;
        *(block_header *)b = (block_header){st->block, reserved, {0}};
        st->block = b;
        st->size = size;
        st->used = sizeof(block_header);
    }
    // cppcheck-suppress nullPointerArithmeticRedundantCheck ; a block was made above
    got = st->block + st->used;
    st->used += bytes;
done:
    pthread_mutex_unlock(&st->lock);
    return got;
}

void bee_store_free(bee_store *st)
{
    for (char *b = st->block; b;) {
        block_header h = *(block_header *)b;
        bee_arena_free(b, h.reserved);
        b = h.previous;
    }
    st->block = NULL;
    pthread_mutex_destroy(&st->lock);
}

void *bee_calloc_lines(size_t bytes)
{
    size_t whole = (bytes + 63) & ~(size_t)63;
    void *p = whole >= bytes ? aligned_alloc(64, whole) : NULL;
    if (p)
        memset(p, 0, whole);
    return p;
}
