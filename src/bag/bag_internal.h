/*
 * bag_internal.h - the layout of the bag index, shared by bag_index.c (build)
 * and bag.c (queries); not installed.
 *
 * Words sit in count-key order: position i holds word word_ids[i] with key
 * scan.keys[i].  A key has one bit per (letter, level) pair: bit upto[c][k]
 * says "at least k of letter c", for k up to levels[c]; BEE_BAG_FLAG marks a
 * word holding more of some letter than its levels, whose key alone cannot
 * decide, so the query counts its letters exactly.
 *
 * Letters are mask bits: a-z bytes for English, an alphabet's letters after
 * its folds and drops otherwise (bee_bag_word_letters); slots past the
 * alphabet's n_letters have level 0 and no key bits.
 */
#ifndef BEE_BAG_INTERNAL_H
#define BEE_BAG_INTERNAL_H

#include "dict/dict.h"
#include "../../kernels/bag_kernel.h"

#include <limits.h>

#define BAG_MAX_LEVEL 8               /* levels a letter may get */
#define BAG_KEY_BITS  (~BEE_BAG_FLAG) /* bits 0..62 */
#define BAG_LETTERS   BEE_BAG_LETTERS /* count slots (bee.h) */

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
    uint32_t shortest, longest;  /* word lengths in the dictionary, in letters */

    int n_letters;                                 /* the alphabet's letters (English 26) */
    uint8_t levels[BAG_LETTERS];                   /* 1..BAG_MAX_LEVEL per letter, then 0 */
    uint64_t upto[BAG_LETTERS][BAG_MAX_LEVEL + 1]; /* key bits of holding k (capped) of c */
    size_t bytes;
    void *owned;
    size_t arena_len; /* owned came from bee_arena_new, or 0: malloc */
};

/* The bag part of an index file (bag_file.c, docs/index-format.md): this
 * header, then the columns below, each at its own offset. */
typedef struct bee_bag_file_info {
    uint32_t n_exact;           /* words flagged for an exact check */
    uint32_t shortest, longest; /* word lengths */
    uint32_t n_letters;         /* the alphabet's letters: 26 for English */
    uint8_t levels[BAG_LETTERS];
    uint64_t upto[BAG_LETTERS][BAG_MAX_LEVEL + 1];
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
/* The longest-first order (longest first, then as given) of the words
 * ids[0..n) of d, or of every word for NULL, by a stable counting sort:
 * by_length[r] is the word of rank r, rank[i] (if not NULL) the rank of the
 * i-th word; and the shortest and longest lengths among them.  The one
 * definition of the length order: the build and the plain pass both use it. */
void bee_bag_longest_first(const bee_dict *d, const uint32_t *ids, size_t n, uint32_t *by_length,
                           uint32_t *rank, uint32_t *shortest, uint32_t *longest);
/* The options of a query (defaults for NULL) into *o, checked with the bag
 * and the letters of alphabet a (NULL: English) (bag.c). */
bee_status bee_bag_query_options(const bee_alphabet *a, const bee_bag *bag,
                                 const bee_bag_options *opt, bee_bag_options *o, bee_error *err);
/* r answers with every word of d (each known to fit the bag and the
 * options): their count, and with want_words their ids in `order`, as
 * bee_bag_solve_plain gives them (bag.c). */
bee_status bee_bag_answer_every(const bee_dict *d, int want_words, bee_bag_order order,
                                bee_result *r, bee_error *err);
/* A bag index over `d` pointing into parts read from a file, after checking
 * every field if `full` (BEE_ERR_FORMAT naming the problem; `name` names the
 * file), else only what keeps a query inside the parts (a load: the parts'
 * checksums catch accidents; bee_bag_index_verify checks the rest). */
bee_status bee_bag_index_from_parts(const bee_dict *d, const bee_bag_parts *p, int full,
                                    const char *name, bee_bag_index **out, bee_error *err);

/* Word id's letters, as mask bits plus *base: English points into its
 * text (base 'a', no copy: the hot loops stay as they were), another
 * alphabet's are its folded letters in buf (base 0).  Their count, 0 only
 * for a word no loader keeps. */
static inline uint32_t bee_bag_word_letters(const bee_dict *d, size_t id,
                                            uint8_t buf[BEE_MAX_WORD_LEN], const uint8_t **letters,
                                            unsigned *base)
{
    const char *w = d->text + d->offset[id];
    if (!d->alpha) {
        *letters = (const uint8_t *)w;
        *base = 'a';
        return d->len[id];
    }
    *letters = buf;
    *base = 0;
    return (uint32_t)bee_alpha_key(d->alpha, w, d->len[id], buf);
}

/* The key of letters w[0..len) (mask bits + base; the flag set when a count
 * passes its letter's levels) into *key: 1, or 0 if a letter is not below
 * `limit`.  upto[][] is cumulative, so OR-ing it at every running count
 * gives the key.  Callers pass base and limit as constants ('a' and 26 for
 * English's bytes), so each call site compiles to its own tight loop. */
static inline int bee_bag_key_of_letters(const bee_bag_index *bx, const uint8_t *w, uint32_t len,
                                         unsigned base, unsigned limit, uint64_t *key)
{
    uint8_t seen[BAG_LETTERS] = {0};
    uint64_t k_bits = 0;
    int beyond = 0;
    for (uint32_t j = 0; j < len; j++) {
        unsigned c = w[j] - base;
        if (c >= limit)
            return 0;
        unsigned k = ++seen[c]; /* words have at most 255 letters */
        k_bits |= bx->upto[c][k < BAG_MAX_LEVEL ? k : BAG_MAX_LEVEL];
        beyond |= k > bx->levels[c];
    }
    *key = k_bits | (beyond ? BEE_BAG_FLAG : 0);
    return 1;
}

/* Word id's key (bee_bag_key_of_letters): English's bytes, another
 * alphabet's letters after its folds and drops; 0 for a word no loader
 * keeps, when `check` (a file's words; a build's come from the loader and
 * skip the per-letter test). */
static inline int bee_bag_word_key(const bee_bag_index *bx, const bee_dict *d, size_t id, int check,
                                   uint64_t *key)
{
    const uint8_t *w = (const uint8_t *)d->text + d->offset[id];
    if (!d->alpha)
        return bee_bag_key_of_letters(bx, w, d->len[id], 'a', check ? 26 : UINT_MAX, key);
    uint8_t buf[BEE_MAX_WORD_LEN];
    size_t n = bee_alpha_key(d->alpha, (const char *)w, d->len[id], buf);
    return n && bee_bag_key_of_letters(bx, buf, (uint32_t)n, 0,
                                       check ? (unsigned)d->alpha->n : UINT_MAX, key);
}

/* Key bits for letter counts (any count; counts past a letter's levels give
 * its top level).  Sets *beyond if some count exceeds its letter's levels. */
static inline uint64_t bee_bag_key_of_counts(const bee_bag_index *bx,
                                             const uint8_t counts[BAG_LETTERS], int *beyond)
{
    uint64_t key = 0;
    int over = 0;
    for (int c = 0; c < bx->n_letters; c++) {
        unsigned k = counts[c];
        over |= k > bx->levels[c];
        key |= bx->upto[c][k < BAG_MAX_LEVEL ? k : BAG_MAX_LEVEL];
    }
    *beyond = over;
    return key;
}

#endif
