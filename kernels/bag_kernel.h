/*
 * bag_kernel.h - the contract between the bag index and its scan kernels.
 *
 * Every word is a 64-bit count key (bits 0..62: (letter, level) pairs the
 * word reaches; bit 63 is a flag the kernels ignore).  A query gives
 * `missing`, the key bits the bag lacks, `must`, the key bits every word must
 * have, and `blanks`.  A key k answers when
 *     popcount(k & missing) <= blanks  &&  (k & must) == must.
 * A block is entered when its AND summary passes the first test (every word
 * of the block lacks at least those bits of the bag) and its OR summary the
 * second.  popcount(x) <= b is tested as "x is zero after clearing its lowest
 * set bit b times", which vectorizes without a popcount instruction.
 *
 * A kernel walks blocks [0, n_blocks), writes the position of each answering
 * key in ascending order to `hits` and returns how many.  `hits` must have
 * room for every key plus BEE_BAG_PAD: a vector kernel may store a whole
 * vector of positions past its last hit (compressed stores), so entries past
 * the returned count are garbage.  The padding contract is the puzzle
 * kernels' (kernel.h): every column (keys, block summaries) is followed by
 * BEE_BAG_PAD readable entries, so a vector may read past any end; lanes past
 * the end are masked off, never reported, whatever the padding holds.  The
 * loop is written once, in generic/bag_scan.h over generic/blocks.h.
 */
#ifndef BEE_BAG_KERNEL_H
#define BEE_BAG_KERNEL_H

#include "kernel.h"

#define BEE_BAG_PAD  BEE_COLUMN_PAD /* one padding contract */
#define BEE_BAG_FLAG (1ull << 63)

typedef struct bee_bag_blocks {
    const uint64_t *keys;        /* the column of count keys, padded */
    const uint64_t *block_and;   /* per block: bits every key has */
    const uint64_t *block_or;    /* per block: bits some key has */
    const uint32_t *block_start; /* per block: first key; n_blocks + 1 entries */
    size_t n_blocks;
} bee_bag_blocks;

typedef size_t (*bee_bag_scan_fn)(const bee_bag_blocks *b, uint64_t missing, uint64_t must,
                                  unsigned blanks, uint32_t *hits, bee_scan_counters *c);

size_t bee_bag_scan_scalar(const bee_bag_blocks *, uint64_t, uint64_t, unsigned, uint32_t *,
                           bee_scan_counters *);
size_t bee_bag_scan_avx2(const bee_bag_blocks *, uint64_t, uint64_t, unsigned, uint32_t *,
                         bee_scan_counters *);
size_t bee_bag_scan_avx512(const bee_bag_blocks *, uint64_t, uint64_t, unsigned, uint32_t *,
                           bee_scan_counters *);
size_t bee_bag_scan_neon(const bee_bag_blocks *, uint64_t, uint64_t, unsigned, uint32_t *,
                         bee_scan_counters *);
size_t bee_bag_scan_wasm(const bee_bag_blocks *, uint64_t, uint64_t, unsigned, uint32_t *,
                         bee_scan_counters *);

#endif
