/*
 * all_sets.h - every puzzle at once, one record a letter set: the program's
 * TSV writer shares a set's text among its puzzles (the letters, the
 * pangrams), so it takes the set's centers together rather than one
 * bee_all_puzzle each.  Internal (the program links libbee.a): bee_all_each
 * is the public form of the same run.
 */
#ifndef BEE_ALL_SETS_H
#define BEE_ALL_SETS_H

#include "bee.h"

#include <stdint.h>

/* The puzzles of one letter set that the filters kept: the i-th lowest bit
 * of `centers` has count[i] answers and score[i] points. */
typedef struct all_set {
    uint32_t letters, pangrams;
    uint32_t centers; /* never 0: a set with none kept has no record */
    uint32_t count[BEE_ALL_MAX_SIZE], score[BEE_ALL_MAX_SIZE];
} all_set;

/* As bee_all_sink, with n records of sets in output order. */
typedef int (*all_set_sink)(void *ctx, int worker, size_t chunk, const all_set *sets, size_t n);

/* bee_all_each for the order by letters without `top` (the puzzles
 * streamed as they are made), the puzzles handed over a set at a time;
 * other orders are refused (BEE_ERR_ARG).  The same puzzles, stats and
 * errors as bee_all_each. */
bee_status all_each_set(const bee_index *ix, const bee_all_options *opt, all_set_sink sink,
                        void *ctx, bee_all_stats *stats, bee_error *err);

#endif
