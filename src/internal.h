/*
 * internal.h - the layout of dictionaries and indexes, shared by the library's
 * sources (not installed).  Both are flat arrays behind const pointers so that
 * a persisted index can point them straight into a mapped file.
 */
#ifndef BEE_INTERNAL_H
#define BEE_INTERNAL_H

#include "bee.h"
#include "../kernels/kernel.h"

#include <stdarg.h>

struct bee_dict {
    size_t n;                  /* words, sorted, distinct */
    const char *text;          /* each word NUL-terminated, in id order */
    const uint32_t *offset;    /* n: start of word i in text */
    const uint32_t *mask;      /* n: letter set of word i */
    const uint8_t *len;        /* n: length of word i */
    bee_dict_stats stats;
    void *owned;               /* one allocation holding the arrays above, or NULL */
    void *map;                 /* the index file mapping the arrays live in
                                  (unmapped on free), or NULL */
    size_t map_len;
};

/*
 * The index: distinct letter sets of the words of at least min_len letters,
 * sorted, then cut into blocks.  Sets of at most 7 letters ("narrow") come
 * first so that a 7-letter puzzle never looks at the rest.
 *
 * Per set i: scan.masks[i] (the hot column, padded with BEE_PAD_MASK), and
 * cold data: the words of set i are word_ids[word_start[i] .. word_start[i+1]),
 * their base points (NYT rule, pangram bonus not included) points[i].
 */
struct bee_index {
    const bee_dict *dict;
    bee_index_options opt;
    bee_kernel_id kernel;
    bee_scan_fn scan;

    bee_blocks scan_data;      /* masks, block summaries (kernels/kernel.h) */
    size_t n_masks, n_narrow, n_words;
    size_t n_narrow_blocks;

    const uint32_t *word_start;   /* n_masks + 1 */
    const uint32_t *word_ids;     /* n_words */
    const uint32_t *points;       /* n_masks */
    size_t bytes;
    void *owned;
};

/* Format a message into err (if not NULL) and return its code. */
bee_status bee_fail(bee_error *err, bee_status code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Index files (index_file.c): the checksum a file must carry, computed over
 * its `len` bytes (a multiple of 32) with the checksum field taken as zero. */
uint64_t bee_index_file_checksum(const void *data, size_t len);

/* The kernel table: scan function of kernel k, NULL where not built. */
bee_scan_fn bee_kernel_scan_fn(bee_kernel_id k);

#endif
