/*
 * generic/ranks.h - the subsets plan's rank walk steps (ranks_kernel.h),
 * LANES at a time: the walk a vector of subsets at once, the sort
 * BEE_RANKS_STEP entries a step (inner loops of constant count that unroll;
 * with one lane, into the compiler's vectors).
 */
#include "../ranks_kernel.h"

_Static_assert(BEE_RANKS_STEP % LANES == 0 && BEE_RANKS_SUBSETS % LANES == 0,
               "a step and an index row are whole vectors");

/* The popcnt instruction where the kernel's flags have it; else bits
 * summed in the word, not libgcc's call. */
static inline uint32_t bit_count(uint32_t x)
{
#if defined(__POPCNT__) || defined(__ARM_NEON) || defined(__wasm__)
    return (uint32_t)__builtin_popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
#endif
}
_Static_assert(BEE_RANKS_MAX <= 64 && BEE_RANKS_ID_BITS + 6 <= 31, "keys: id, 6-bit position");

size_t KERNEL_NAME(bee_ranks_walk)(const uint64_t *word, const uint32_t *const *rows,
                                   const uint8_t *index, uint32_t n, uint32_t *out)
{
    size_t kept = 0;
    for (uint32_t j = 0; j < n; j += LANES) {
        vec r = vec_lookup8(rows[0], index + j);
        for (size_t t = 1; t < BEE_RANKS_TERMS; t++)
            r = vec_add(r, vec_lookup8(rows[t], index + t * BEE_RANKS_SUBSETS + j));
        uint32_t live = n - j < LANES ? (1u << (n - j)) - 1 : (1u << (LANES - 1) << 1) - 1;
        kept += compress_store(out + kept, lanes_in_table(word, r) & live, r);
    }
    for (size_t i = 0; i < kept; i++) { /* the few kept: their places (a word now in cache) */
        uint64_t w = word[out[i] >> 5];
        out[i] = (uint32_t)(w >> 32) + bit_count((uint32_t)w & ((1u << (out[i] & 31)) - 1));
    }
    return kept;
}

void KERNEL_NAME(bee_ranks_sort)(const uint32_t *ids, size_t n, uint32_t *out)
{
    /* keys ranked a group at once: a step of vectors, or with one lane 8
     * (the compiler's vectors; callgrind, a random puzzle's sort: 16 took
     * 10% more there, and with 8 lanes 8 took 17% more than 16) */
    enum { GROUP = LANES == 1 ? 8 : BEE_RANKS_STEP, VECS = GROUP / LANES };
    _Static_assert(GROUP <= BEE_RANKS_STEP, "the padding covers a group");
    uint32_t key[BEE_RANKS_MAX + BEE_RANKS_STEP], place[BEE_RANKS_MAX + BEE_RANKS_STEP];
    for (size_t i = 0; i < n; i++)
        key[i] = ids[i] << 6 | (uint32_t)i;
    for (size_t q = 0; q < BEE_RANKS_STEP; q++) /* above every key: no remainder loop */
        key[n + q] = INT32_MAX;
    for (size_t g = 0; g < n; g += GROUP) {
        vec group[VECS], below[VECS];
        for (size_t q = 0; q < VECS; q++) {
            group[q] = vec_load(key + g + q * LANES);
            below[q] = vec_splat(0);
        }
        for (size_t j = 0; j < n; j++) {
            vec k = vec_splat(key[j]);
            for (size_t q = 0; q < VECS; q++) /* +1 where the group's key is above */
                below[q] = vec_count_above(below[q], group[q], k);
        }
        for (size_t q = 0; q < VECS; q++)
            vec_store(place + g + q * LANES, below[q]);
    }
    for (size_t i = 0; i < n; i++)
        // cppcheck-suppress uninitvar ; the groups above cover place[0 .. n)
        out[place[i]] = ids[i];
}
