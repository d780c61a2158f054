/*
 * all_sort.c - puzzles by score or by word count, highest first, stably: the
 * puzzles arrive in letters-then-center order, so ties stay in that order.
 *
 * Workload: up to 4.6 million puzzles whose keys differ in few bits (ENABLE's
 * best puzzle scores a few thousand points, about 12 bits): the one radix
 * sort (radix_sort.h) sorts on those bits alone.
 */
#include "all/all_sort.h"
#include "core/radix_sort.h"

#include <stdlib.h>
#include <string.h>

/* ascending = highest first */
static uint64_t by_score(const void *e)
{
    return ~((const bee_all_puzzle *)e)->score;
}
static uint64_t by_count(const void *e)
{
    return ~((const bee_all_puzzle *)e)->count;
}

bee_status all_sort(bee_all_puzzle *p, size_t n, bee_all_order order)
{
    if (order == BEE_ALL_BY_LETTERS || n < 2)
        return BEE_OK;
    size_t
        reserved; /* an arena: 4.6 million puzzles are 92 MB, ~22,000 first-touch faults by malloc */
    bee_all_puzzle *tmp = bee_arena_new(n * sizeof *tmp, &reserved);
    if (!tmp)
        return BEE_ERR_NOMEM;
    const bee_all_puzzle *sorted = order == BEE_ALL_BY_SCORE
                                       ? radix_sort(p, tmp, n, sizeof *p, by_score, 0, 32)
                                       : radix_sort(p, tmp, n, sizeof *p, by_count, 0, 32);
    if (sorted != p)
        memcpy(p, sorted, n * sizeof *p);
    bee_arena_free(tmp, reserved);
    return BEE_OK;
}
