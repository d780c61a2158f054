/*
 * algo.h - what the research solvers (one file each in src/research/solve/) share with
 * their registry: the method table entry, an answer collector for solvers that
 * find answers word by word, and a growable list of blocks with AND/OR
 * summaries for solvers that cut their own blocks and scan them with the
 * index's kernels.
 */
#ifndef BEE_ALGO_H
#define BEE_ALGO_H

#include "solve/engine.h"
#include "bee_research.h"
#include "shared/registry.h"

/* How a method chooses its scan kernel (its head's kernel). */
enum {
    ALGO_NO_KERNEL = METHOD_NO_KERNEL,  /* it has none */
    ALGO_ANY_KERNEL = METHOD_ANY_KERNEL /* the one in bee_algo_options (AUTO: the best) */
    /* >= 0: always this bee_kernel_id */
};

typedef struct algo_method {
    /* name, family, summary; METHOD_AZ_BYTES for the published scans and
     * trie (they read words as a-z bytes and score them by bytes, so English
     * only); the kernel: ALGO_NO_KERNEL, ALGO_ANY_KERNEL or a kernel id */
    method_head head;
    uint32_t default_block; /* 0: the method has no blocks */
    /* `o` arrives resolved: block_size, shared_letters, super_size and kernel
     * hold the values to use, and the kernel is runnable. */
    bee_status (*build)(const bee_dict *d, const bee_algo_options *o, void **state, bee_error *err);
    bee_status (*solve)(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                        bee_result *r, bee_algo_counters *c, bee_error *err);
    void (*free)(void *state);
    void (*info)(const void *state,
                 bee_algo_info *info); /* name and kernel filled by the registry */
} algo_method;

extern const algo_method algo_naive, algo_trie, algo_bitmask, algo_blocked, algo_index_alpha,
    algo_index_mask, algo_index_scalar, algo_index_avx2, algo_index_avx512, algo_index_neon,
    algo_index_wasm, algo_adaptive, algo_superblock, algo_subsets, algo_product,
    algo_product_set_lists, algo_product_block_scan, algo_product_subsets;

/* ---- answers found one word at a time */

typedef struct algo_answers {
    bee_result *r;
    const bee_dict *d;
    bee_solve_options o;
    size_t count, pangrams;
    uint64_t score;
    int out_of_memory;
} algo_answers;

void answers_begin(algo_answers *a, bee_result *r, const bee_dict *d, const bee_solve_options *opt);
/* Word `id` answers; `pangram` if it uses every letter of the puzzle. */
void answers_add(algo_answers *a, uint32_t id, int pangram);
/* Store the totals in r; BEE_ERR_NOMEM if a word list could not grow. */
bee_status answers_end(algo_answers *a, bee_error *err);

/* ---- blocks cut by a solver, scanned with bee_scan_fn kernels */

typedef struct block_list {
    uint32_t *and_, *or_, *start; /* start has n + 1 entries once closed */
    size_t n, cap;
} block_list;

/* Append the block of masks[s .. e) with its summaries; 0 if out of memory. */
int block_list_add(block_list *bl, const uint32_t *masks, size_t s, size_t e);
/* Cut masks[from .. to) into blocks of `size`; 0 if out of memory. */
int block_list_cut_fixed(block_list *bl, const uint32_t *masks, size_t from, size_t to,
                         size_t size);
/* Write the closing start entry (`end`) and view the list as kernel input in
 * *out; 0 if out of memory. */
int block_list_close(block_list *bl, const uint32_t *masks, size_t end, bee_blocks *out);
size_t block_list_bytes(const block_list *bl);
void block_list_free(block_list *bl);

/* Cut the base index's sets with `cut`, the narrow ones (at most 7 letters)
 * and the wide ones apart so that no block mixes them; *narrow_blocks gets the
 * number of narrow blocks, *out the closed list.  0 if out of memory. */
typedef int (*block_cutter)(block_list *bl, const uint32_t *masks, size_t from, size_t to,
                            const bee_algo_options *o);
int algo_cut_index(block_list *bl, const bee_index *ix, block_cutter cut, const bee_algo_options *o,
                   size_t *narrow_blocks, bee_blocks *out);

/* Build the index whose distinct sets, word lists and points a solver reuses,
 * with one block per range (the solver cuts its own). */
bee_status algo_base_index(const bee_dict *d, const bee_algo_options *o, bee_index **ix,
                           bee_error *err);

#endif
