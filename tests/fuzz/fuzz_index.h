/*
 * fuzz_index.h - what the index file targets (index_file, index_reseal)
 * share: a word list built into an index with options from two bytes,
 * saved, and read back into memory as the file's bytes, ready to be edited
 * and resealed.  The including file defines _GNU_SOURCE first (getpid).
 */
#ifndef BEE_FUZZ_INDEX_H
#define BEE_FUZZ_INDEX_H

#include "fuzz.h"

#include <unistd.h>

/* The index of the word list words[0..n) (NULL if the list is refused),
 * built with options from opt[0] (sort: mod 3, min_len: 1 + (opt[0] >> 2)
 * mod 6) and opt[1] (block size: 1 + opt[1] mod 64), saved and read back:
 * *len bytes, 64-byte aligned, nothing after them (ASan sees a read past
 * the end; free it). */
static inline uint8_t *fuzz_saved_index(const uint8_t opt[2], const char *words, size_t n,
                                        size_t *len)
{
    bee_dict *d;
    if (bee_dict_load_memory(words, n, "fuzz", NULL, &d, NULL) != BEE_OK)
        return NULL;
    bee_index_options o;
    bee_index_options_init(&o);
    o.sort = (bee_sort)(opt[0] % 3);
    o.min_len = 1 + (opt[0] >> 2) % 6;
    o.block_size = 1 + opt[1] % 64;
    bee_index *ix;
    bee_error err;
    FUZZ_CHECK(bee_index_build(d, &o, &ix, &err) == BEE_OK, "%s", err.message);
    char path[64];
    snprintf(path, sizeof path, "/tmp/bee-fuzz-index-%ld.beeidx", (long)getpid());
    FUZZ_CHECK(bee_index_save(ix, path, &err) == BEE_OK, "%s", err.message);
    bee_index_free(ix);
    bee_dict_free(d);
    FILE *f = fopen(path, "rb");
    FUZZ_CHECK(f != NULL, "%s", path);
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *file = aligned_alloc(64, (*len + 63) / 64 * 64);
    FUZZ_CHECK(file && fread(file, 1, *len, f) == *len, "read %s", path);
    fclose(f);
    unlink(path);
    return file;
}

#endif
