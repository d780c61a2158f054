/*
 * index.h - the layout of an index, shared by the library's rooms above
 * solve/ (not installed), and solve/'s functions for it.
 */
#ifndef BEE_SOLVE_INDEX_H
#define BEE_SOLVE_INDEX_H

#include "dict/dict.h"

#include <string.h>

/*
 * The index: distinct letter sets of the words of at least min_len letters,
 * sorted, then cut into blocks.  Sets of at most 7 letters ("narrow") come
 * first so that a 7-letter puzzle never looks at the rest.
 *
 * Per set i: scan.masks[i] (the hot column, padded with BEE_PAD_MASK), and
 * cold data in one 16-byte record, so that an answer costs one cache line
 * besides its words: sets[i].count words word_ids[sets[i].first ...], worth
 * sets[i].points (NYT rule, pangram bonus not included).
 * word_ids is followed by BEE_WORD_PAD readable entries (solve copies word
 * lists in fixed-size chunks).
 */
#define BEE_WORD_PAD 8

/* Sets of at most this many letters are "narrow": they come first in the
 * index, and a puzzle of at most this many letters scans only them. */
#define BEE_NARROW_LETTERS 7

typedef struct bee_set_info {
    uint32_t first;    /* first of its words in word_ids */
    uint32_t count;    /* number of words */
    uint32_t points;   /* NYT base points of those words */
    uint32_t reserved; /* 0; pads the record to 16 bytes */
} bee_set_info;
/* The totals a count needs of a set of exactly 7 letters (NYT puzzles are
 * made of such sets), over the words whose letters are among them: the
 * index file stores one for each such set, so that a count-only solve
 * reads them instead of summing some 60 set records (set_lists.c).
 * Letter j is the set's j-th lowest. */
typedef struct bee_set_totals {
    uint32_t n;                         /* words */
    uint32_t pangrams;                  /* words using all 7 letters */
    uint32_t count[BEE_NARROW_LETTERS]; /* words holding letter j */
    uint32_t points[BEE_NARROW_LETTERS];
} bee_set_totals;
_Static_assert(sizeof(bee_set_totals) == 64, "a set's totals are one cache line");

struct bee_solve_parts; /* engine.h */
/* What bee_solve builds on first use (engine.h), freed with the index. */
typedef struct bee_index_cache {
    _Atomic(struct bee_solve_parts *) parts;
    atomic_int parts_building; /* a thread is building them for auto */
} bee_index_cache;

struct bee_index {
    const bee_dict *dict;
    bee_index_options opt;
    bee_kernel_id kernel;
    bee_scan_fn scan;
    bee_filter_fn filter;         /* the set-lists plan's center filter */
    bee_ranks_walk_fn ranks_walk; /* the subsets plan's rank walk */
    bee_ranks_sort_fn ranks_sort;

    bee_blocks scan_data; /* masks, block summaries (kernels/kernel.h) */
    size_t n_masks, n_narrow, n_words;
    size_t n_narrow_blocks;

    /* Narrow sets are sorted by their letters renamed through rank[] (a
     * permutation of 0..25; see index.c).  Answers are subsets of the puzzle
     * holding the center, so their keys lie between the renamed center and
     * the renamed puzzle: solve only scans the blocks overlapping that range.
     * block_key[k] is the key of narrow block k's first set. */
    uint8_t rank[32];          /* 26..31: themselves (letters past z, other alphabets) */
    int ranged;                /* 0 for BEE_SORT_ALPHA: keys not by value */
    const uint32_t *block_key; /* n_narrow_blocks */

    const bee_set_info *sets; /* n_masks */
    const uint32_t *word_ids; /* n_words + BEE_WORD_PAD */
    /* the totals of the narrow sets of exactly 7 letters, in the sets'
     * order, n_sevens of them; NULL (0) unless loaded from an index file */
    const bee_set_totals *totals;
    size_t n_sevens;
    size_t bytes;
    void *owned;
    size_t arena_len; /* owned came from bee_arena_new, or 0: malloc */
    /* C has no `mutable`: the cache, written through const indexes, is
     * reached by a pointer to it (set where the index is made) */
    bee_index_cache cache_slot;
    bee_index_cache *cache; /* &cache_slot */
};

/* Kernel k (resolved, runnable) for ix's scans, filters and rank walks. */
static inline void bee_index_use_kernel(bee_index *ix, bee_kernel_id k)
{
    ix->kernel = k;
    ix->scan = bee_kernel_scan_fn(k);
    ix->filter = bee_kernel_filter_fn(k);
    ix->ranks_walk = bee_kernel_ranks_walk_fn(k);
    ix->ranks_sort = bee_kernel_ranks_sort_fn(k);
}

/* Rename the letters of a set through rank[]. */
static inline uint32_t bee_permute(uint32_t m, const uint8_t *rank)
{
    uint32_t out = 0;
    for (; m; m &= m - 1)
        out |= 1u << rank[__builtin_ctz(m)];
    return out;
}

/* bee_index_build's checks of d and opt: the options into *o, the kernel
 * they resolve to into *kernel; BEE_OK or bee_index_build's error. */
bee_status bee_index_options_check(const bee_dict *d, const bee_index_options *opt,
                                   bee_index_options *o, bee_kernel_id *kernel, bee_error *err);

/* (set << 32 | id) for each of d's words of at least min_len letters, sorted
 * (by set, then id), *nw of them, then room for as many again (the sort's)
 * and `more` bytes a word: an arena of *scratch_len (bee_arena_free it), or
 * NULL if out of memory. */
uint64_t *bee_set_pairs(const bee_dict *d, uint32_t min_len, size_t more, size_t *nw,
                        size_t *scratch_len);

/* The totals of each narrow set of exactly 7 letters of ix, in the sets'
 * order, into a new array (bee_free it), *n of them; NULL (message in err)
 * if out of memory (set_lists.c; an index file stores them). */
bee_set_totals *bee_set_totals_make(const bee_index *ix, size_t *n, bee_error *err);

/* Fill r (count, pangrams, score, and word ids if asked) from the sets of ix
 * listed in r->hits[0 .. n_sets); leaves the counters alone.  Shared by
 * bee_solve and the research solvers built over an index (src/research/solve/). */
bee_status bee_result_from_sets(const bee_index *ix, const bee_puzzle *p,
                                const bee_solve_options *opt, size_t n_sets, bee_result *r,
                                bee_error *err);

/* BEE_SORT_FREQ's letter ranks over the distinct letter sets sets[0 .. n):
 * by falling frequency, ties by letter (the rarest letter gets 25). */
void bee_frequency_ranks(const uint32_t *sets, size_t n, uint8_t rank[26]);

/* The line filter of a one-off (oneshot.c): bee_line_filters_make makes
 * the filter of each of n letter sets (centers[i] one of its letters, or 0:
 * every line passes that test) and resolves the kernel; bee_filter_lines
 * runs one over data[0, len) and calls take(ctx, data, at, ends, k) for
 * each slice's k passing lines, line i ending at data[at + ends[i]] (its
 * newline, or len), stopping when take returns 0 (then it returns 0): a
 * call a slice, the lines' loop in the caller's code.  `ends`: room for
 * BEE_LINES_SLICE. */
#define BEE_LINES_SLICE 16384 /* bytes a kernel call scans: bounds `ends` */
typedef int (*bee_line_take_fn)(void *ctx, const char *data, size_t at, const uint32_t *ends,
                                size_t k);
bee_status bee_line_filters_make(const bee_dict_options *opt, size_t n, const uint32_t *letters,
                                 const uint32_t *centers, bee_kernel_id kernel, bee_line_filter *f,
                                 bee_lines_fn *lines, bee_error *err);
int bee_filter_lines(bee_lines_fn lines, const char *data, size_t len, const bee_line_filter *f,
                     uint32_t *ends, bee_line_take_fn take, void *ctx);

/* Lines picked from a word list for a one-off (oneshot.c; index files:
 * file/index_oneshot.c): their text, each followed by a newline. */
typedef struct bee_picked {
    char *text;
    size_t len, cap;
} bee_picked;
/* Room for `need` bytes in all; 0 if out of memory. */
int bee_picked_grow(bee_picked *out, size_t need);
/* Append line[0, len) and a newline; 0 if out of memory.  Inline: a
 * one-off appends each of its words. */
static inline int bee_picked_add(bee_picked *out, const char *line, size_t len)
{
    if (out->len + len + 1 > out->cap && !bee_picked_grow(out, out->len + len + 1))
        return 0;
    memcpy(out->text + out->len, line, len);
    out->len += len;
    out->text[out->len++] = '\n';
    return 1;
}
/* The dictionary of the lines picked (with `opt`, named `name`).  When none
 * passed: an empty one, or, if the whole text (`whole`, or NULL when known to
 * hold a word) has no usable word, the loader's error on it. */
bee_status bee_picked_dict(const bee_picked *lines, const char *whole, size_t whole_len,
                           const char *name, const bee_dict_options *opt, bee_dict **out,
                           bee_error *err);
#endif
