/*
 * load_passes.h - the loops of an index file's load that read whole parts
 * (load_passes.c): the checksums, the words' layout, the set records' tiling,
 * the word ids' bounds and order, the bytes and letter sets.  Each is one
 * pass with no branch an element, which the compiler turns into vector code;
 * a CPU with AVX2 runs the same loops compiled for it, twice as wide.
 * Internal to file/.
 */
#ifndef BEE_FILE_LOAD_PASSES_H
#define BEE_FILE_LOAD_PASSES_H

#include "file/file.h"

#include <stddef.h>
#include <stdint.h>

typedef struct bee_load_passes {
    /* bee_index_file_checksum */
    uint64_t (*checksum)(const void *data, size_t len);
    /* bytes of p[0, n) that are a-z */
    size_t (*count_az)(const unsigned char *p, size_t n);
    /* 1 if the n words (offsets, lengths) lie one after the other from the
     * text's start, each of 1 letter or more, filling text_bytes exactly
     * (below 2^32), each ended by its NUL; reads the text only once the
     * offsets put every word inside it */
    int (*words_laid_out)(const uint32_t *offset, const uint8_t *len, size_t n,
                          const unsigned char *text, uint64_t text_bytes);
    /* 1 if the n set records (n >= 1) tile n_words entries of the word lists
     * in order, none empty */
    int (*sets_tile)(const bee_set_info *sets, size_t n, uint64_t n_words);
    /* ids[0, nw) that are not below n (0 if none), and in *falls the places
     * k > 0 where ids[k] <= ids[k - 1] */
    uint32_t (*ids_out)(const uint32_t *ids, size_t nw, uint32_t n, uint32_t *falls);
    /* sets i > 0 (of n, which tile the lists) whose first id is not above
     * the one before it */
    uint32_t (*starts_lower)(const uint32_t *ids, const bee_set_info *sets, size_t n);
    /* the OR of m[i] >> shift over i in [0, n) */
    uint32_t (*bits_above)(const uint32_t *m, size_t n, int shift);
} bee_load_passes;

/* The passes for a loaded index of `kernel`: the AVX2 build of the loops
 * where the kernel is a vector one and the CPU runs AVX2, else the portable
 * one (BEE_KERNEL=scalar runs it anywhere). */
const bee_load_passes *bee_load_passes_for(bee_kernel_id kernel);

#endif
