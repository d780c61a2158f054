/*
 * all_sort.c - puzzles by score or by word count, highest first, stably: the
 * puzzles arrive in letters-then-center order, so ties stay in that order.
 *
 * Workload: up to 4.6 million puzzles whose keys mostly fit 16 bits (ENABLE's
 * best puzzle scores a few thousand points), so an LSD radix sort on 16-bit
 * digits usually makes one scatter pass: the pass over the high digit is
 * skipped when every key shares it.
 */
#include "all_internal.h"

#include <stdlib.h>
#include <string.h>

enum { DIGIT = 16, BUCKETS = 1 << DIGIT };

static uint32_t sort_key(const bee_all_puzzle *p, bee_all_order order)
{
    return ~(order == BEE_ALL_BY_SCORE ? p->score : p->count);   /* ascending = highest first */
}

bee_status all_sort(bee_all_puzzle *p, size_t n, bee_all_order order)
{
    if (order == BEE_ALL_BY_LETTERS || n < 2)
        return BEE_OK;
    bee_all_puzzle *tmp = malloc(n * sizeof *tmp);
    size_t *count = malloc(BUCKETS * sizeof *count);
    if (!tmp || !count) {
        free(tmp);
        free(count);
        return BEE_ERR_NOMEM;
    }
    bee_all_puzzle *from = p, *to = tmp;
    for (int shift = 0; shift < 32; shift += DIGIT) {
        memset(count, 0, BUCKETS * sizeof *count);
        for (size_t i = 0; i < n; i++)
            count[(sort_key(&from[i], order) >> shift) & (BUCKETS - 1)]++;
        if (count[(sort_key(&from[0], order) >> shift) & (BUCKETS - 1)] == n)
            continue;   /* one digit for all: this pass would not move anything */
        size_t sum = 0;
        for (size_t b = 0; b < BUCKETS; b++) {
            size_t c = count[b];
            count[b] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            to[count[(sort_key(&from[i], order) >> shift) & (BUCKETS - 1)]++] = from[i];
        bee_all_puzzle *t = from;
        from = to;
        to = t;
    }
    if (from != p)
        memcpy(p, from, n * sizeof *p);
    free(tmp);
    free(count);
    return BEE_OK;
}
