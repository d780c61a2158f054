/*
 * result.h - the layout of a bee_result (opaque in bee.h), for the library
 * and the research methods that fill one (not installed).
 */
#ifndef BEE_RESULT_H
#define BEE_RESULT_H

#include "bee.h"

/* r->words may be written up to BEE_RESULT_PAD entries past r->count. */
#define BEE_RESULT_PAD 16

/* A bitmap of word ids, all zeros between uses: a solve's answers are put
 * in order through it (solve/sort_answers.c).  One bit an id in leaf[], one
 * a leaf word in summary[] (one allocation, summary first). */
typedef struct bee_id_bitmap {
    uint64_t *summary, *leaf;
    size_t n_leaves;
} bee_id_bitmap;

struct bee_result {
    uint32_t *words; /* word ids of the answers, ascending, i.e.
                               alphabetical (bee_solve, bee_solve_reference) */
    size_t count;    /* number of answers */
    size_t pangrams; /* answers using every letter of the puzzle */
    uint64_t score;
    const uint32_t *pangram_words; /* bee_solve with words: the `pangrams`
                               pangrams' ids, ascending (they are the words of
                               the puzzle's own letter set); points into the
                               index, valid while it lives; NULL otherwise */
    /* counters of the last solve (bee_experimental.h) */
    size_t blocks_scanned; /* block summaries tested */
    size_t blocks_entered;
    size_t masks_tested; /* letter sets tested, sets looked up, or list
                               entries filtered, by plan */
    bee_plan plan;       /* the plan that ran (bee_solve) */
    /* buffers */
    size_t words_cap;
    uint32_t *hits;
    size_t hits_cap;
    uint32_t *scratch;
    size_t scratch_cap;
    size_t solves; /* puzzles answered (the warm-up rule) */
    int walked;    /* the last auto solve took the subsets plan (solve.c) */
    bee_id_bitmap id_bitmap;
};

#endif
