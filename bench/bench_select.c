/*
 * bench_select.c - the byte-select kernels (bee_select_bytes_fn) in process:
 * TEXTS texts of 1 KiB (16 blocks), each with its own masks keeping about
 * half the bytes in word-like runs (4-15 bytes kept, then 4-15 skipped: a
 * letter set's rendered words, one center's kept), all in cache; each
 * kernel selects every text once a round, and the median and minimum of
 * ROUNDS rounds are given as ns a text and bytes of text a ns.  Issue 41:
 * the JSON and TSV streams' records from a letter set's rendered text.
 *
 * Usage: bench_select [KERNEL] [ROUNDS]   (KERNEL: a name, or every runnable
 *        one; ROUNDS default 201)
 */
#include "bee_experimental.h"
#include "research/bench/bench.h" /* bench_now_ns, bench_quantiles */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BLOCKS = 16, TEXTS = 256 };

static uint64_t state = 41;
static uint32_t below(uint32_t n) /* splitmix64, uniform enough for n small */
{
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return (uint32_t)((z ^ (z >> 31)) % n);
}

static char text[TEXTS][64 * BLOCKS];
static uint64_t keep[TEXTS][BLOCKS];
static char out[64 * BLOCKS + 64];

/* The bytes the masks keep, over all texts. */
static size_t make_texts(void)
{
    size_t kept = 0;
    for (int t = 0; t < TEXTS; t++) {
        for (size_t i = 0; i < sizeof text[t]; i++)
            text[t][i] = (char)('a' + below(26));
        size_t i = below(16);
        while (i < 64 * BLOCKS) {
            for (size_t end = i + 4 + below(12); i < end && i < 64 * BLOCKS; i++, kept++)
                keep[t][i / 64] |= 1ull << (i % 64);
            i += 4 + below(12);
        }
    }
    return kept;
}

static void run(bee_kernel_id k, int rounds, size_t kept)
{
    bee_select_fn select_fn = bee_select_bytes_fn(k);
    double *ns = malloc((size_t)rounds * sizeof *ns);
    if (!select_fn || !ns)
        exit(1);
    size_t sum = 0;
    for (int r = 0; r < rounds; r++) {
        double t0 = bench_now_ns();
        for (int t = 0; t < TEXTS; t++)
            sum += select_fn(out, text[t], keep[t], BLOCKS);
        ns[r] = (bench_now_ns() - t0) / TEXTS;
    }
    if (sum != kept * (size_t)rounds) {
        fprintf(stderr, "bench_select: kernel %s kept %zu bytes, not %zu\n", bee_kernel_name(k),
                sum, kept * (size_t)rounds);
        exit(1);
    }
    double median, p10, p90;
    bench_quantiles(ns, (size_t)rounds, &median, &p10, &p90);
    printf("%-8s median %7.1f ns a text (%5.2f bytes a ns)  min %7.1f ns (%5.2f)\n",
           bee_kernel_name(k), median, 64.0 * BLOCKS / median, ns[0], 64.0 * BLOCKS / ns[0]);
    free(ns);
}

int main(int argc, char **argv)
{
    int only = argc > 1 ? bee_kernel_from_name(argv[1]) : BEE_UNKNOWN_NAME;
    int rounds = argc > 2 ? atoi(argv[2]) : 201;
    if ((argc > 1 && (only == BEE_UNKNOWN_NAME || only == BEE_KERNEL_AUTO)) || argc > 3 ||
        rounds < 1) {
        fprintf(stderr, "usage: bench_select [KERNEL] [ROUNDS]\n");
        return 2;
    }
    size_t kept = make_texts();
    printf("%d texts of %d bytes, %.1f%% kept in runs of 4-15 bytes\n", TEXTS, 64 * BLOCKS,
           100.0 * (double)kept / (TEXTS * 64.0 * BLOCKS));
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        if ((argc == 1 || k == only) && bee_kernel_runnable((bee_kernel_id)k))
            run((bee_kernel_id)k, rounds, kept);
    return 0;
}
