/*
 * ranks_kernel.h - the two vector steps of the subsets plan's walk over the
 * rank table (src/solve/engine.h, bee_rank_table; src/solve/solve.c,
 * sets_by_ranks): which of a puzzle's subsets are some word's set, and the
 * order of their answers.
 *
 * The table: the narrow letter sets numbered by rank, word[r / 32] holding
 * in its low half a bit for each of 32 ranks (set if that set has words)
 * and in its high half the number of bits set in all words before it; a
 * set's place (its record's index) is the number of sets ranked below it.
 *
 * bee_ranks_keep: the places of those of ranks[0 .. n) whose bit is set,
 * to out in order; returns how many.  A puzzle of 7 letters has 64 subsets
 * holding the center, most of them no word's set: a table read and a bit
 * test each, LANES at once (a gather where the instruction set has one).
 * n is a multiple of BEE_RANKS_STEP, the ranks padded with one whose bit is
 * clear; out may be written up to BEE_RANKS_STEP entries past the last kept.
 *
 * bee_ranks_sort: ids[0 .. n) (n <= BEE_RANKS_MAX, each below 2^25) to
 * out[0 .. n) in ascending order, each to its place: the number of ids
 * below it, counted LANES keys at once against each of the n (n^2
 * compares; for the few answers of a random puzzle, cheaper than any sort's
 * fixed cost).  The keys are made distinct and positive (the id, then its
 * position: an id given twice, in a hostile index file's lists, ranks by
 * position, so every place is written once).
 */
#ifndef BEE_RANKS_KERNEL_H
#define BEE_RANKS_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#define BEE_RANKS_STEP    16
#define BEE_RANKS_MAX     64
#define BEE_RANKS_ID_BITS 25

typedef size_t (*bee_ranks_keep_fn)(const uint64_t *word, const uint32_t *ranks, size_t n,
                                    uint32_t *out);
typedef void (*bee_ranks_sort_fn)(const uint32_t *ids, size_t n, uint32_t *out);

size_t bee_ranks_keep_scalar(const uint64_t *, const uint32_t *, size_t, uint32_t *);
size_t bee_ranks_keep_avx2(const uint64_t *, const uint32_t *, size_t, uint32_t *);
size_t bee_ranks_keep_avx512(const uint64_t *, const uint32_t *, size_t, uint32_t *);
size_t bee_ranks_keep_neon(const uint64_t *, const uint32_t *, size_t, uint32_t *);
size_t bee_ranks_keep_wasm(const uint64_t *, const uint32_t *, size_t, uint32_t *);

void bee_ranks_sort_scalar(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_avx2(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_avx512(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_neon(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_wasm(const uint32_t *, size_t, uint32_t *);

#endif
