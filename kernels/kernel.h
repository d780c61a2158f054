/*
 * kernel.h - the contract between the index and its scan kernels.
 *
 * A kernel walks a range of blocks.  It first tests each block's summary
 * masks (a block is entered only if no letter common to all its sets is
 * forbidden and some set has the center), then tests every set of an entered
 * block.  It writes the index of each matching set to `hits` in ascending
 * order and returns how many it wrote.  `hits` must hold as many entries as
 * there are sets in the range plus BEE_COLUMN_PAD: a kernel may write whole
 * vectors of which only the first lanes are hits.
 *
 * A set m answers when (m & forbidden) == 0 && (m & center) != 0, with
 * forbidden = ~puzzle letters.  BEE_PAD_MASK never answers (bit 31 is always
 * forbidden): the set column is followed by BEE_COLUMN_PAD of them, and the
 * summary columns by BEE_COLUMN_PAD blocks that are never entered (AND ~0,
 * OR 0), so kernels may read whole vectors past any end.
 *
 * The loops are written once, in generic/scan.h and generic/filter.h (the
 * block walk itself in generic/blocks.h, shared with the bag scan).  Entry
 * points take plain pointers and integers, never vector types, so that each
 * kernel file can be compiled with its own target flags.
 */
#ifndef BEE_KERNEL_H
#define BEE_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#define BEE_PAD_MASK   0x80000000u
#define BEE_COLUMN_PAD 16

typedef struct bee_blocks {
    const uint32_t *masks;       /* the column of letter sets, padded */
    const uint32_t *block_and;   /* per block: letters every set has */
    const uint32_t *block_or;    /* per block: letters some set has */
    const uint32_t *block_start; /* per block: first set; n_blocks + 1 entries */
    size_t n_blocks;
} bee_blocks;

typedef struct bee_scan_counters {
    size_t blocks_entered;
    size_t masks_tested;
} bee_scan_counters;

typedef size_t (*bee_scan_fn)(const bee_blocks *b, size_t first_block, size_t end_block,
                              uint32_t forbidden, uint32_t center, uint32_t *hits,
                              bee_scan_counters *c);

/*
 * The center filter of the set-lists plan: for each of entries[0 .. n) with
 * some bit of `tag` set, append that entry's low 25 bits (a word id) to
 * `out`, in order; return how many.  Reads entries up to n rounded up to
 * BEE_FILTER_PAD (the lists are padded with zeros, which never pass) and may
 * write out[] up to BEE_FILTER_PAD entries past the last one kept.
 */
#define BEE_FILTER_PAD     16
#define BEE_FILTER_ID_MASK ((1u << 25) - 1)

typedef size_t (*bee_filter_fn)(const uint32_t *entries, size_t n, uint32_t tag, uint32_t *out);

size_t bee_filter_scalar(const uint32_t *, size_t, uint32_t, uint32_t *);
size_t bee_filter_avx2(const uint32_t *, size_t, uint32_t, uint32_t *);
size_t bee_filter_avx512(const uint32_t *, size_t, uint32_t, uint32_t *);
size_t bee_filter_neon(const uint32_t *, size_t, uint32_t, uint32_t *);
size_t bee_filter_wasm(const uint32_t *, size_t, uint32_t, uint32_t *);

size_t bee_scan_scalar(const bee_blocks *, size_t, size_t, uint32_t, uint32_t, uint32_t *,
                       bee_scan_counters *);
size_t bee_scan_avx2(const bee_blocks *, size_t, size_t, uint32_t, uint32_t, uint32_t *,
                     bee_scan_counters *);
size_t bee_scan_avx512(const bee_blocks *, size_t, size_t, uint32_t, uint32_t, uint32_t *,
                       bee_scan_counters *);
size_t bee_scan_neon(const bee_blocks *, size_t, size_t, uint32_t, uint32_t, uint32_t *,
                     bee_scan_counters *);
size_t bee_scan_wasm(const bee_blocks *, size_t, size_t, uint32_t, uint32_t, uint32_t *,
                     bee_scan_counters *);

static inline int bee_block_entered(uint32_t and_, uint32_t or_, uint32_t forbidden,
                                    uint32_t center)
{
    return (and_ & forbidden) == 0 && (or_ & center) != 0;
}

#endif
