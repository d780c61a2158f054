/*
 * load_passes.c - the loops of a load that read whole parts, each written
 * once as an always-inline body and compiled twice: for the baseline CPU
 * and, on x86-64, for AVX2 (a target attribute: no flag for the whole file,
 * so the rest of the library still runs on any x86-64).
 *
 * Workload: a stream or serve start loading ENABLE's index (4.9 MB read);
 * every loop is a compare or a sum per element with no branch, so its cost
 * is the reading, and wider vectors read twice as much per instruction.
 * What each checks and why is in index_file.c (check_parts) and
 * index_check.c (bee_index_check_bytes); docs/index-format.md.
 */
#include "file/load_passes.h"

#include <string.h>

#define INLINE static inline __attribute__((always_inline))

/* Fletcher's two sums in 8 lanes of 64 bits over 64-byte blocks, then a mix
 * (docs/index-format.md, "Checksum"). */
#define P1 0x9E3779B185EBCA87ull
#define P2 0xC2B2AE3D27D4EB4Full
#define P3 0x165667B19E3779F9ull

INLINE uint64_t rotl(uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

/* The mix of the 8 lanes' sums into the checksum. */
INLINE uint64_t checksum_mix(size_t len, const uint64_t a[8], const uint64_t b[8])
{
    uint64_t x = len;
    for (int k = 0; k < 8; k++) {
        x = rotl(x ^ a[k], 27) * P1;
        x = rotl(x ^ b[k], 31) * P2;
    }
    x ^= x >> 33;
    x *= P2;
    x ^= x >> 29;
    x *= P3;
    return x ^ (x >> 32);
}

/* The sums over arrays of 8 lanes: for the baseline CPU (SSE2) the compiler
 * makes 4 vectors of 2 of them, as good as it gets there. */
INLINE uint64_t checksum_plain(const void *data, size_t len)
{
    uint64_t a[8] = {0}, b[8] = {0};
    const unsigned char *p = data;
    for (size_t i = 0; i + 64 <= len; i += 64)
        for (int k = 0; k < 8; k++) {
            uint64_t w;
            memcpy(&w, p + i + 8 * k, 8);
            a[k] += w;
            b[k] += a[k];
        }
    return checksum_mix(len, a, b);
}

/* 8-bit counts over runs of 224 bytes (a multiple of the vectors' 16 and
 * 32: no scalar tail a run), added into the total. */
INLINE size_t count_az_in(const unsigned char *p, size_t n)
{
    enum { RUN = 224 };
    size_t total = 0, i = 0;
    for (; i + RUN <= n; i += RUN) {
        uint8_t count = 0;
        for (size_t j = 0; j < RUN; j++)
            count += (uint8_t)(p[i + j] - 'a') < 26;
        total += count;
    }
    for (; i < n; i++)
        total += (uint8_t)(p[i] - 'a') < 26;
    return total;
}

/* The sum of n bytes, in 64 bits: 32-bit sums of runs of 2^16 bytes, which
 * cannot wrap. */
INLINE uint64_t byte_sum(const uint8_t *p, size_t n)
{
    uint64_t total = 0;
    for (size_t i = 0; i < n; i += 1u << 16) {
        size_t run = n - i < (1u << 16) ? n - i : (1u << 16);
        uint32_t sum = 0;
        for (size_t j = 0; j < run; j++)
            sum += p[i + j];
        total += sum;
    }
    return total;
}

/* Each word must start where the one before ends, past its NUL: a compare a
 * word with no running sum (the running sum of the loop this replaced, and
 * the NUL read in it, made it a third of a load).  The 32-bit sums could
 * wrap on a hostile file of over 2^24 words; the lengths' sum in 64 bits,
 * which must fill the text exactly (below 2^32), rules that out: every
 * partial sum is below it, so each offset is the sum of the words before.
 * Only then, every word inside the text, are the NULs read, each the byte
 * before the next word (AVX2 gathers of 8 cost fewer instructions but more
 * time here: bench_load 0.80 ms against 0.67, their microcode's price). */
INLINE int words_laid_out_in(const uint32_t *off, const uint8_t *len, size_t n,
                             const unsigned char *text, uint64_t text_bytes)
{
    uint32_t stray = off[0];
    for (size_t i = 0; i + 1 < n; i++)
        stray |= ((off[i] + len[i] + 1u) ^ off[i + 1]) | (len[i] == 0);
    stray |= len[n - 1] == 0;
    if (stray || byte_sum(len, n) + n != text_bytes)
        return 0;
    unsigned nul = text[text_bytes - 1];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
    for (size_t i = 1; i < n; i++)
        nul |= text[off[i] - 1];
    return !nul;
}

/* As above: each set starts where the one before ends, none empty, and the
 * counts' sum in 64 bits rules out a wrap. */
INLINE int sets_tile_in(const bee_set_info *s, size_t n, uint64_t n_words)
{
    uint32_t stray = s[0].first;
    uint64_t total = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        stray |= ((s[i].first + s[i].count) ^ s[i + 1].first) | (s[i].count == 0);
        total += s[i].count;
    }
    stray |= s[n - 1].count == 0;
    return !stray && total + s[n - 1].count == n_words;
}

/* 32-bit lanes: the counts are below 2^32. */
INLINE uint32_t ids_out_in(const uint32_t *ids, size_t nw, uint32_t n, uint32_t *falls)
{
    uint32_t worst = nw ? ids[0] : 0, down = 0; /* the largest: one vector max a step */
    for (size_t k = 1; k < nw; k++) {
        worst = ids[k] > worst ? ids[k] : worst;
        down += ids[k] <= ids[k - 1];
    }
    *falls = down;
    return nw && worst >= n;
}

/* Sets i > 0 whose first id is not above the one before it (their records
 * tile the lists: each first entry past 0). */
INLINE uint32_t starts_lower_in(const uint32_t *ids, const bee_set_info *sets, size_t n)
{
    uint32_t lower = 0;
    for (size_t i = 1; i < n; i++)
        lower += ids[sets[i].first] <= ids[sets[i].first - 1];
    return lower;
}

INLINE uint32_t bits_above_in(const uint32_t *m, size_t n, int shift)
{
    uint32_t any = 0; /* the OR first, shifted once */
    for (size_t i = 0; i < n; i++)
        any |= m[i];
    return any >> shift;
}

/* One set of the passes, each a function compiled with ATTR. */
#define PASSES(suffix, ATTR, CHECKSUM_IN)                                                      \
    ATTR static uint64_t checksum_##suffix(const void *data, size_t len)                       \
    {                                                                                          \
        return CHECKSUM_IN(data, len);                                                         \
    }                                                                                          \
    ATTR static size_t count_az_##suffix(const unsigned char *p, size_t n)                     \
    {                                                                                          \
        return count_az_in(p, n);                                                              \
    }                                                                                          \
    ATTR static int words_laid_out_##suffix(const uint32_t *off, const uint8_t *len, size_t n, \
                                            const unsigned char *text, uint64_t text_bytes)    \
    {                                                                                          \
        return words_laid_out_in(off, len, n, text, text_bytes);                               \
    }                                                                                          \
    ATTR static int sets_tile_##suffix(const bee_set_info *s, size_t n, uint64_t n_words)      \
    {                                                                                          \
        return sets_tile_in(s, n, n_words);                                                    \
    }                                                                                          \
    ATTR static uint32_t ids_out_##suffix(const uint32_t *ids, size_t nw, uint32_t n,          \
                                          uint32_t *falls)                                     \
    {                                                                                          \
        return ids_out_in(ids, nw, n, falls);                                                  \
    }                                                                                          \
    ATTR static uint32_t starts_lower_##suffix(const uint32_t *ids, const bee_set_info *sets,  \
                                               size_t n)                                       \
    {                                                                                          \
        return starts_lower_in(ids, sets, n);                                                  \
    }                                                                                          \
    ATTR static uint32_t bits_above_##suffix(const uint32_t *m, size_t n, int shift)           \
    {                                                                                          \
        return bits_above_in(m, n, shift);                                                     \
    }                                                                                          \
    static const bee_load_passes passes_##suffix = {                                           \
        checksum_##suffix, count_az_##suffix,     words_laid_out_##suffix, sets_tile_##suffix, \
        ids_out_##suffix,  starts_lower_##suffix, bits_above_##suffix,                         \
    };

PASSES(base, , checksum_plain)

#if defined(__x86_64__) && defined(__GNUC__)
#define HAVE_AVX2_PASSES 1

/* The same sums as 2 vectors of 4 lanes of the compiler's (GCC and clang),
 * one AVX2 add each: checksum_plain's loop compiled for AVX2 was vectorised
 * half-way (a lane or two in scalar registers, 1.2M instructions for ENABLE's
 * 4.9 MB against 0.6M), and for SSE2 these vectors cost more than it. */
typedef uint64_t lanes4 __attribute__((vector_size(32), aligned(8)));

INLINE uint64_t checksum_wide(const void *data, size_t len)
{
    lanes4 a0 = {0}, a1 = {0}, b0 = {0}, b1 = {0};
    const unsigned char *p = data;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4 /* the loop's own 3 instructions were 3 of 9 a block */
#endif
    for (size_t i = 0; i + 64 <= len; i += 64) {
        lanes4 w0, w1; /* little u64s (a loader refuses the other byte order) */
        memcpy(&w0, p + i, 32);
        memcpy(&w1, p + i + 32, 32);
        a0 += w0;
        a1 += w1;
        b0 += a0;
        b1 += a1;
    }
    uint64_t a[8], b[8];
    memcpy(a, &a0, 32);
    memcpy(a + 4, &a1, 32);
    memcpy(b, &b0, 32);
    memcpy(b + 4, &b1, 32);
    return checksum_mix(len, a, b);
}

PASSES(avx2, __attribute__((target("avx2"))), checksum_wide)
#endif

const bee_load_passes *bee_load_passes_for(bee_kernel_id kernel)
{
#ifdef HAVE_AVX2_PASSES
    if (kernel != BEE_KERNEL_SCALAR && bee_kernel_runnable(BEE_KERNEL_AVX2))
        return &passes_avx2;
#endif
    (void)kernel;
    return &passes_base;
}

uint64_t bee_index_file_checksum(const void *data, size_t len)
{
    return passes_base.checksum(data, len);
}
