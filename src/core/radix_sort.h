/*
 * radix_sort.h - the library's one radix sort: stable, LSD, on bits [lo, hi)
 * of a key taken from each element.  Written once, here, and inlined into
 * each caller, so that the element size and the key function are constants
 * there and the loops are as tight as hand-written ones.  Its users: word ids
 * (bee_sort_ids: a solve's answers, a set's list), (key << 32 | id) words
 * (bee_sort_u64: the index build, `all`'s pangram sets), the bag index's keys
 * (bag_index.c) and `all`'s puzzles by score or count (all_sort.c).
 *
 * Short arrays go by insertion.  Longer ones: [lo, hi) is split evenly into
 * as few digits of at most RADIX_DIGIT bits as it needs (ENABLE's 172,820 ids
 * take 18 bits: two digits of 9), one read of the keys counts every digit,
 * and each digit then takes one scatter pass, unless every element shares it
 * (`all`'s keys, ~score on 32 bits: the top digit of three).
 */
#ifndef BEE_RADIX_SORT_H
#define BEE_RADIX_SORT_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum {
    RADIX_INSERTION_MAX = 48, /* n up to this: insertion sort */
    RADIX_DIGIT = 11,         /* bits a pass at most: 2048 counters */
    RADIX_PASSES_MAX = (64 + RADIX_DIGIT - 1) / RADIX_DIGIT,
};

typedef uint64_t radix_key_fn(const void *element);

/* Sort the n elements of `size` bytes at a by bits [lo, hi) of key(element)
 * (0 <= lo < hi <= 64), stably; tmp holds n elements.  Returns a or tmp,
 * whichever holds the result. */
static inline __attribute__((always_inline)) void *radix_sort(void *a, void *tmp, size_t n,
                                                              size_t size, radix_key_fn *key,
                                                              unsigned lo, unsigned hi)
{
    unsigned char *from = a, *to = tmp;
    const uint64_t range = (hi - lo >= 64 ? ~0ull : (1ull << (hi - lo)) - 1) << lo;
    if (n <= RADIX_INSERTION_MAX) {
        for (size_t i = 1; i < n; i++) {
            memcpy(to, from + i * size, size); /* tmp[0] holds the element */
            uint64_t k = key(to) & range;
            size_t j = i;
            for (; j > 0 && (key(from + (j - 1) * size) & range) > k; j--)
                memcpy(from + j * size, from + (j - 1) * size, size);
            memcpy(from + j * size, to, size);
        }
        return a;
    }
    /* the digits: [lo, hi) split evenly into passes of at most RADIX_DIGIT
     * bits; one read counts them all */
    assert(n <= UINT32_MAX);
    const unsigned passes = (hi - lo + RADIX_DIGIT - 1) / RADIX_DIGIT;
    const unsigned digit = (hi - lo + passes - 1) / passes;
    const uint32_t mask = (1u << digit) - 1;
    /* the passes' counters one after another (mask + 1 each), not a row of
     * 2048 a pass: ids' two 9-bit digits use 4 KiB of the 48, so a short
     * sort (a one-off's few hundred answers) faults in fewer stack pages */
    uint32_t count[RADIX_PASSES_MAX << RADIX_DIGIT];
    for (unsigned p = 0; p < passes; p++)
        memset(count + (p << digit), 0, (mask + 1) * sizeof count[0]);
    for (size_t i = 0; i < n; i++) {
        uint64_t k = key(from + i * size) & range; /* the last digit may reach past hi */
        for (unsigned p = 0; p < passes; p++)
            count[p << digit | (k >> (lo + p * digit) & mask)]++;
    }
    for (unsigned p = 0; p < passes; p++) {
        const unsigned shift = lo + p * digit;
        uint32_t *at = count + (p << digit);
        if (at[(key(from) & range) >> shift & mask] == n)
            continue; /* every element has this digit: the pass would not move one */
        uint32_t sum = 0;
        for (uint32_t d = 0; d <= mask; d++) {
            uint32_t c = at[d];
            at[d] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            memcpy(to + (size_t)at[(key(from + i * size) & range) >> shift & mask]++ * size,
                   from + i * size, size);
        unsigned char *t = from;
        from = to;
        to = t;
    }
    return from;
}

#endif
