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
 * bee_ranks_walk: the places of those of a puzzle's subsets that are some
 * word's set, to out in order; returns how many.  Subset j (j < n <= 64)
 * has the rank sum over t < BEE_RANKS_TERMS of rows[t][index[t * 64 + j]]
 * (rows of 8 entries, index entries below 8: the caller's tables give a
 * letter's term by its place in the subset, 0 if not in it, and the
 * subset's size its offset); a 7-letter puzzle's 64 subsets holding the
 * center, most of them no word's set.  So the ranks are made in registers,
 * LANES at once, a lookup in an 8-entry row a term (vpermd where the
 * instruction set has it), and go straight to the table: a read and a bit
 * test each (a gather where the instruction set has one).  out may be
 * written up to LANES entries past the last kept.  (The one-lane kernel,
 * for CPUs with neither AVX2 nor NEON, pays 16 loads a subset this way,
 * more than the partial-sum tables it replaced, which its compiler made
 * vector adds: one rule for every kernel, for the rows that serve; a rank
 * from a smaller subset's, tried there, was slower still: bench/README.)
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
#define BEE_RANKS_TERMS   8  /* terms of a rank: 7 letters and the size */
#define BEE_RANKS_SUBSETS 64 /* subsets walked at most, an index row's length */

typedef size_t (*bee_ranks_walk_fn)(const uint64_t *word, const uint32_t *const *rows,
                                    const uint8_t *index, uint32_t n, uint32_t *out);
typedef void (*bee_ranks_sort_fn)(const uint32_t *ids, size_t n, uint32_t *out);

size_t bee_ranks_walk_scalar(const uint64_t *, const uint32_t *const *, const uint8_t *, uint32_t,
                             uint32_t *);
size_t bee_ranks_walk_avx2(const uint64_t *, const uint32_t *const *, const uint8_t *, uint32_t,
                           uint32_t *);
size_t bee_ranks_walk_avx512(const uint64_t *, const uint32_t *const *, const uint8_t *, uint32_t,
                             uint32_t *);
size_t bee_ranks_walk_neon(const uint64_t *, const uint32_t *const *, const uint8_t *, uint32_t,
                           uint32_t *);
size_t bee_ranks_walk_wasm(const uint64_t *, const uint32_t *const *, const uint8_t *, uint32_t,
                           uint32_t *);

void bee_ranks_sort_scalar(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_avx2(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_avx512(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_neon(const uint32_t *, size_t, uint32_t *);
void bee_ranks_sort_wasm(const uint32_t *, size_t, uint32_t *);

#endif
