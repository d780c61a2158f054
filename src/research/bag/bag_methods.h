/*
 * bag_methods.h - what the letter-bag research methods (one file each in
 * src/research/bag/) share with their registry.  A method answers a bag with
 * the ids of every word of the dictionary it can spell (any length, no
 * blanks), in r->words (any order) and r->count.
 */
#ifndef BEE_RESEARCH_BAG_METHODS_H
#define BEE_RESEARCH_BAG_METHODS_H

#include "bee_research.h"
#include "solve/engine.h"
#include "shared/registry.h"

typedef struct bag_method {
    method_head head; /* the kernel: the bag index's (a bee_kernel_id), or -1: none */
    bee_status (*build)(const bee_dict *d, int kernel, void **state, bee_error *err);
    bee_status (*solve)(const void *state, const bee_bag *bag, bee_result *r, bee_error *err);
    void (*free)(void *state);
    size_t (*bytes)(const void *state);
} bag_method;

extern const bag_method bag_naive, bag_grouped, bag_trie, bag_index_scalar, bag_index_avx2,
    bag_index_avx512, bag_index_neon, bag_index_wasm;

/* Append word `id` to r's answers; 0 if out of memory. */
int bag_answer(bee_result *r, uint32_t id);

/* 1 if word `id` can be spelled from `counts` (the published check: a copy
 * of the frequency map, decremented letter by letter until one runs out). */
int bag_fits(const bee_dict *d, uint32_t id, const uint8_t counts[26]);

#endif
