/*
 * sort_ids.c - the one sort of word ids in the library (engine.h): merging
 * the per-set word lists of a solve into alphabetical order, building a set's
 * list, and bee_result_sort.  Short arrays by insertion; longer ones by LSD
 * radix on the low `bits` bits in at most three passes of at most 11 bits
 * (ENABLE's 172,820 ids take 18 bits: two passes of 9).  And the one sort of
 * 64-bit keys (bee_sort_u64: the index build's word and set orders, `all`'s
 * pangram sets).
 */
#include "engine.h"

#include <string.h>

#define INSERTION_MAX 48

uint32_t *bee_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t bits)
{
    const uint32_t keep = bits >= 32 ? ~0u : (1u << bits) - 1;
    if (n <= INSERTION_MAX) {
        for (size_t i = 1; i < n; i++) {
            uint32_t x = a[i], kx = x & keep;
            size_t j = i;
            for (; j > 0 && (a[j - 1] & keep) > kx; j--)
                a[j] = a[j - 1];
            a[j] = x;
        }
        return a;
    }
    uint32_t passes = (bits + 10) / 11;
    uint32_t digit = (bits + passes - 1) / passes, mask = (1u << digit) - 1;
    uint32_t count[1u << 11];
    for (uint32_t k = 0; k < passes; k++) {
        uint32_t shift = k * digit;
        memset(count, 0, (mask + 1) * sizeof *count);
        for (size_t i = 0; i < n; i++)
            count[(a[i] >> shift) & mask]++;
        uint32_t sum = 0;
        for (uint32_t v = 0; v <= mask; v++) {
            uint32_t c = count[v];
            count[v] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            tmp[count[(a[i] >> shift) & mask]++] = a[i];
        uint32_t *t = a;
        a = tmp;
        tmp = t;
    }
    return a;
}

/* Stable LSD radix sort of a[0..n) by bits [lo, hi) of each value. */
void bee_sort_u64(uint64_t *a, uint64_t *tmp, size_t n, int lo, int hi)
{
    enum { DIGIT = 11, BUCKETS = 1 << DIGIT };
    static const size_t zero[BUCKETS];
    for (int shift = lo; shift < hi; shift += DIGIT) {
        size_t count[BUCKETS];
        memcpy(count, zero, sizeof count);
        for (size_t i = 0; i < n; i++)
            count[(a[i] >> shift) & (BUCKETS - 1)]++;
        size_t sum = 0;
        for (size_t b = 0; b < BUCKETS; b++) {
            size_t c = count[b];
            count[b] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            tmp[count[(a[i] >> shift) & (BUCKETS - 1)]++] = a[i];
        memcpy(a, tmp, n * sizeof *a);
    }
}
