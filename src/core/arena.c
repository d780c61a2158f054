/*
 * arena.c - one block of memory for the large arrays of a dictionary (or any
 * structure built once and freed whole).
 *
 * Why not malloc: on the virtual machines bee-simd runs on, the first touch
 * of a fresh 4 KiB page costs 10-30 us, and a dictionary of ENABLE's size
 * touches ~800 of them.  A block of SMALL_BLOCK bytes or more is mapped in
 * whole transparent huge pages (huge_pages.h: one fault each where the
 * system allows).  Small blocks come from aligned_alloc (64 bytes, a cache
 * line).
 */
#include "core/huge_pages.h"
#include "core/internal.h"

#include <stdint.h>
#include <string.h>

#define SMALL_BLOCK ((size_t)256 << 10) /* below this, aligned_alloc */

void *bee_arena_new(size_t bytes, size_t *reserved)
{
    if (bytes < SMALL_BLOCK) { /* 64-byte aligned like the large ones' columns */
        *reserved = 0;
        return bee_aligned_alloc(64, (bytes + 64) & ~(size_t)63);
    }
    return bee_huge_map(bytes, reserved);
}

void bee_arena_free(void *p, size_t reserved)
{
    if (!p)
        return;
    if (reserved)
        bee_unmap(p, reserved);
    else
        bee_free(p);
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
        size = st->block && size < BEE_HUGE_PAGE ? BEE_HUGE_PAGE : size;
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
    void *p = whole >= bytes ? bee_aligned_alloc(64, whole) : NULL;
    if (p)
        memset(p, 0, whole);
    return p;
}
