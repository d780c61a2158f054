/*
 * all_totals.h - the per-set totals alone: a run of every puzzle at once
 * that hands over no words (no --words, bingo or min_perfect) reads only
 * each letter set's word count and points, not the solving index, so the
 * program builds just those from a word list (about half the index build's
 * work, and a fraction of its memory to fault in, all before the first
 * puzzle).  Internal: the program links libbee.a.
 */
#ifndef BEE_ALL_TOTALS_H
#define BEE_ALL_TOTALS_H

#include "solve/index.h"

/* An index of d's words of at least opt->min_len letters (opt checked as
 * bee_index_build checks it, with its errors) holding only what
 * bee_all_each reads without words: dict, n_masks distinct sets in
 * scan_data.masks (in no particular order), their sets[].count and .points,
 * n_words, opt.  No blocks, word lists or kernel: nothing may solve on it,
 * and bee_all_each on it must not be asked for bingo or min_perfect.
 * Free it with bee_index_free. */
bee_status all_totals_build(const bee_dict *d, const bee_index_options *opt, bee_index **out,
                            bee_error *err);

#endif
