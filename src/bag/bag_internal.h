/*
 * bag_internal.h - the layout of the bag index, shared by bag_index.c (build)
 * and bag.c (queries); not installed.
 *
 * Words sit in count-key order: position i holds word word_ids[i] with key
 * scan.keys[i].  A key has one bit per (letter, level) pair: bit upto[c][k]
 * says "at least k of letter c", for k up to levels[c]; BEE_BAG_FLAG marks a
 * word holding more of some letter than its levels, whose key alone cannot
 * decide, so the query counts its letters exactly.
 */
#ifndef BEE_BAG_INTERNAL_H
#define BEE_BAG_INTERNAL_H

#include "core/internal.h"
#include "../../kernels/bag_kernel.h"

#define BAG_MAX_LEVEL 8               /* levels a letter may get */
#define BAG_KEY_BITS  (~BEE_BAG_FLAG) /* bits 0..62 */

struct bee_bag_index {
    const bee_dict *dict;
    bee_bag_index_options opt;
    bee_kernel_id kernel;
    bee_bag_scan_fn scan;

    bee_bag_blocks scan_data; /* keys and block summaries (bag_kernel.h) */
    size_t n_words, n_exact;
    const uint32_t *word_ids;    /* n_words: the word at each key position */
    const uint32_t *by_length;   /* n_words: ids longest first, then alphabetical */
    const uint32_t *length_rank; /* n_words: position of each id in by_length */
    uint32_t shortest, longest;  /* word lengths in the dictionary */

    uint8_t levels[26];                   /* 1..BAG_MAX_LEVEL per letter */
    uint64_t upto[26][BAG_MAX_LEVEL + 1]; /* key bits of holding k (capped) of c */
    size_t bytes;
    void *owned;
    size_t arena_len; /* owned came from bee_arena_new, or 0: malloc */
};

/* The bag part of an index file (bag_file.c, docs/index-format.md): this
 * header, then the columns below, each at its own offset. */
typedef struct bee_bag_file_info {
    uint32_t n_exact;           /* words flagged for an exact check */
    uint32_t shortest, longest; /* word lengths */
    uint32_t reserved;          /* 0 */
    uint8_t levels[26];
    uint8_t zero[6];
    uint64_t upto[26][BAG_MAX_LEVEL + 1];
} bee_bag_file_info;

typedef struct bee_bag_parts {
    const bee_bag_file_info *info;
    const uint64_t *keys, *block_and, *block_or;   /* n, nb, nb; + BEE_BAG_PAD */
    const uint32_t *block_start;                   /* nb + 1 */
    const uint32_t *ids, *by_length, *length_rank; /* n each */
    size_t n_blocks;
    uint32_t block_size;
    size_t bytes; /* all of the above */
} bee_bag_parts;

/* The file header of a bag index. */
void bee_bag_file_info_of(const bee_bag_index *bx, bee_bag_file_info *info);
/* The longest-first order's counting sort (bag_index.c): at[BEE_MAX_WORD_LEN -
 * len] is the first rank of the words of len letters (take ranks with ++ in id
 * order); and the shortest and longest word lengths.  The build uses it, and
 * the load of a saved bag index checks the saved order against it. */
void bee_bag_length_starts(const bee_dict *d, size_t at[BEE_MAX_WORD_LEN + 2], uint32_t *shortest,
                           uint32_t *longest);
/* A bag index over `d` pointing into parts read from a file, after checking
 * every field if `full` (BEE_ERR_FORMAT naming the problem; `name` names the
 * file), else only what keeps a query inside the parts (a load: the parts'
 * checksums catch accidents; bee_bag_index_verify checks the rest). */
bee_status bee_bag_index_from_parts(const bee_dict *d, const bee_bag_parts *p, int full,
                                    const char *name, bee_bag_index **out, bee_error *err);

/* The bag kernel of kernel k, NULL where not built. */

/* Key bits for letter counts (any count; counts past a letter's levels give
 * its top level).  Sets *beyond if some count exceeds its letter's levels. */
static inline uint64_t bee_bag_key_of_counts(const bee_bag_index *bx, const uint8_t counts[26],
                                             int *beyond)
{
    uint64_t key = 0;
    int over = 0;
    for (int c = 0; c < 26; c++) {
        unsigned k = counts[c];
        over |= k > bx->levels[c];
        key |= bx->upto[c][k < BAG_MAX_LEVEL ? k : BAG_MAX_LEVEL];
    }
    *beyond = over;
    return key;
}

#endif
