/*
 * all_methods.h - what the every-puzzle research methods (one file each in
 * src/research/all/) share with their registry.  A method answers a list of
 * 7-letter sets: for set i, out[7 i + k] is the puzzle with the k-th letter
 * of the set (alphabetically) as the center.
 */
#ifndef BEE_RESEARCH_ALL_METHODS_H
#define BEE_RESEARCH_ALL_METHODS_H

#include "bee_research.h"
#include "solve/engine.h"
#include "shared/registry.h"

typedef struct all_method {
    method_head head; /* METHOD_AZ_BYTES: English only; METHOD_NO_KERNEL */
    int whole_only;   /* answers only the whole selection, in its order */
    bee_status (*build)(const bee_dict *d, uint32_t min_len, void **state, bee_error *err);
    bee_status (*run)(const void *state, const uint32_t *sets, size_t n_sets, bee_scoring scoring,
                      bee_all_puzzle *out, bee_error *err);
    void (*free)(void *state);
    size_t (*bytes)(const void *state);
} all_method;

extern const all_method all_iterative, all_hashmap, all_bitset, all_engine_subsets, all_engine_zeta;

/* The words of one letter set: how many, and their points as ordinary words
 * and as pangrams, under each scoring (index: bee_scoring). */
typedef struct all_totals {
    uint32_t count;
    uint32_t points[2], pangram_points[2];
} all_totals;

void all_totals_add(all_totals *t, uint32_t len);

/* Add the words of `key` (a subset of `set`) to the puzzles of `set` whose
 * center it holds: out[k] is the puzzle centered on the k-th letter of set. */
void all_credit(bee_all_puzzle *out, uint32_t set, uint32_t key, const all_totals *t,
                bee_scoring s);

/* Fill out[0..7) with the letters and centers of `set`, totals zero. */
void all_puzzles_init(bee_all_puzzle *out, uint32_t set);

/* A map from letter set to totals: the entries in a dense array (in order of
 * first appearance, as a JavaScript Map iterates them), found through an
 * open-addressing table at most half full. */
typedef struct all_slot {
    uint32_t key; /* 0: empty */
    uint32_t entry;
} all_slot;

typedef struct all_map {
    uint32_t *keys;     /* n_keys */
    all_totals *totals; /* n_keys */
    size_t n_keys;
    all_slot *slots;
    size_t n_slots;
    uint32_t shift;
} all_map;

/* Map the sets of the words of at least min_len letters (of at most
 * max_letters letters) to their totals. */
bee_status all_map_build(all_map *m, const bee_dict *d, uint32_t min_len, int max_letters,
                         bee_error *err);
const all_totals *all_map_find(const all_map *m, uint32_t key);
void all_map_free(all_map *m);
size_t all_map_bytes(const all_map *m);

#endif
