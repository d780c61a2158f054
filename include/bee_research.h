/*
 * bee_research.h - the research side of bee-simd (library libbee_research,
 * not part of the product libbee): every published method of answering a
 * puzzle behind one interface, so that they can be checked against each
 * other and timed side by side (`bee-simd bench`, bench/).  It stands on
 * bee.h: dictionaries, puzzles, results and kernels are the product's.
 */
#ifndef BEE_RESEARCH_H
#define BEE_RESEARCH_H

#include "bee.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --------------------------------------------- puzzle solvers */

/*
 * Research solvers: every published way of answering a puzzle, behind one
 * interface, so that they can be checked against each other and timed side by
 * side (`bee-simd bench`).  They give exactly bee_solve_reference's answers;
 * only their speed, memory and counters differ.  The methods, by name:
 *
 *   naive          every word, letter by letter, against the puzzle's letters
 *   trie           a prefix tree walked along the puzzle's letters only
 *   bitmask        every word's letter set, one by one
 *   blocked        per-word letter sets in alphabetical order, fixed blocks
 *                  with AND/OR summaries, scalar scan (block default 50)
 *   index-alpha    the index's distinct sets in the order of their first word,
 *                  scalar kernel (deduplication and the narrow split
 *                  without the index's order)
 *   index-mask     the index's distinct sets by plain mask value, scalar
 *   index-KERNEL   the production index (distinct sets, rare letters high,
 *                  sets of more than 7 letters apart) with kernel scalar,
 *                  avx2, avx512 or neon (block default BEE_DEFAULT_BLOCK)
 *   adaptive       the index's sets, a block grown while its sets share at
 *                  least `shared_letters` letters (up to block_size sets,
 *                  default 1000)
 *   superblock     the index's sets in blocks of block_size (default 32),
 *                  grouped super_size blocks to a super-block with its own
 *                  summaries
 *   subsets        the 2^(n-1) letter sets holding the center looked up in a
 *                  hash map from letter set to words (64 for 7 letters)
 *
 * A built solver (bee_algo) borrows its dictionary (free the solver first), is
 * read-only after bee_algo_build, and may be shared by threads, each with its
 * own bee_result.
 */
typedef struct bee_algo bee_algo;

typedef struct bee_algo_options {
    size_t struct_size;      /* sizeof the caller's struct (the init macro sets it;
                                  bee.h, "Options") */
    uint32_t min_len;        /* shortest word answered (default 4; 1..255) */
    uint32_t block_size;     /* words or sets per block; the largest block for
                                  adaptive; 0: the method's default */
    uint32_t shared_letters; /* adaptive: letters a block's sets must share
                                  (1..26; 0: default 3) */
    uint32_t super_size;     /* superblock: blocks per super-block (0: default 16) */
    bee_kernel_id kernel;    /* adaptive, superblock: the scan kernel
                                  (BEE_KERNEL_AUTO: bee_kernel_best()) */
} bee_algo_options;

/* Set up `o` as bee.h's options are ("Options"): the defaults. */
void bee_algo_options_init_sized(bee_algo_options *o, size_t size);
#define bee_algo_options_init(o) bee_algo_options_init_sized((o), sizeof *(o))

/* The methods, numbered 0 .. bee_algo_count() - 1. */
size_t bee_algo_count(void);
const char *bee_algo_name(size_t i);
/* One line on what method i does. */
const char *bee_algo_summary(size_t i);
/* Its family, for charts: "scan", "trie", "blocks", "index" or "lookup". */
const char *bee_algo_family(size_t i);
/* The number of the method called `name`, or BEE_UNKNOWN_NAME. */
int bee_algo_find(const char *name);
/* 1 if method i can be built here (the index-* methods need their kernel). */
int bee_algo_runnable(size_t i);
/* 1 if method i takes a word list of any alphabet (bee_dict_options.alphabet);
 * 0 if it reads words as a-z bytes (naive, trie, bitmask, blocked): English
 * only, and bee_algo_build refuses another alphabet with a message naming it. */
int bee_algo_any_alphabet(size_t i);
/* 1 if method i cuts its data into blocks, so block_size changes its speed. */
int bee_algo_blocked(size_t i);
/* The block size method i uses when block_size is 0 (0 for unblocked methods). */
uint32_t bee_algo_default_block(size_t i);

/* Build method `name` over `d`.  BEE_ERR_ARG for an unknown name or an option
 * out of range, BEE_ERR_KERNEL if its kernel cannot run here. */
bee_status bee_algo_build(const char *name, const bee_dict *d, const bee_algo_options *opt,
                          bee_algo **out, bee_error *err);
void bee_algo_free(bee_algo *a);

/* What one solve did.  Each method counts in its own unit; see docs/bench.md. */
typedef struct bee_algo_counters {
    uint64_t blocks_entered; /* blocks (and super-blocks) whose summaries let the scan in */
    uint64_t masks_tested;   /* candidates compared with the puzzle: words or
                                  their letter sets (naive, bitmask, blocked),
                                  distinct letter sets (index-*, adaptive,
                                  superblock), trie nodes, or map lookups (subsets) */
    uint64_t bytes_touched;  /* bytes of the solver's data read to find the answers
                                  (a model: every summary, set, node, slot or letter
                                  examined, plus the answers' word lists) */
} bee_algo_counters;

/* Answer `p` into `r` (as bee_solve does; r->blocks_entered and
 * r->masks_tested are filled too); `counters` (OUT, may be NULL). */
bee_status bee_algo_solve(const bee_algo *a, const bee_puzzle *p, const bee_solve_options *opt,
                          bee_result *r, bee_algo_counters *counters, bee_error *err);

typedef struct bee_algo_info {
    const char *name;
    size_t bytes;            /* memory the solver holds (its own arrays; for naive
                                  the dictionary text it reads) */
    size_t entries;          /* words, distinct sets or trie nodes it stores */
    size_t blocks;           /* blocks (0 if not blocked) */
    size_t super_blocks;     /* superblock only */
    uint32_t block_size;     /* the block size in use (largest, for adaptive) */
    uint32_t shared_letters; /* adaptive only, else 0 */
    uint32_t super_size;     /* superblock only, else 0 */
    bee_kernel_id kernel;    /* scan kernel, or BEE_KERNEL_AUTO if it has none */
} bee_algo_info;

void bee_algo_get_info(const bee_algo *a, bee_algo_info *info);

/* --------------------------------------------- every puzzle */

/*
 * The all-puzzles article's task: every NYT puzzle (a 7-letter set that is
 * the letter set of some word of at least min_len letters, with each of its
 * letters as the center) and what solving it gives (bee_all_puzzle), by each
 * published method and by bee-simd's engine:
 *
 *   iterative        for each set, every word of the dictionary tested
 *   hashmap          words grouped by letter set; every key tested against
 *                    each set
 *   bitset           words grouped by letter set (at most 7 letters); the 128
 *                    subsets of each set looked up
 *   engine-subsets   bee_all_each with BEE_ALL_SUBSETS, one thread
 *   engine-zeta      bee_all_each with BEE_ALL_ZETA, one thread
 *
 * Sets are given as a list in the library's letters order (bee_all_letters_cmp);
 * for set i, out[7 i + k] is the puzzle centered on its k-th letter
 * alphabetically.  The engine methods answer only the whole list that
 * bee_all_pangram_sets gives (BEE_ERR_ARG otherwise).
 */
typedef struct bee_all_algo bee_all_algo;

size_t bee_all_algo_count(void);
const char *bee_all_algo_name(size_t i);
const char *bee_all_algo_family(size_t i); /* "scan", "lookup", "engine" */
const char *bee_all_algo_summary(size_t i);
int bee_all_algo_find(const char *name); /* BEE_UNKNOWN_NAME if unknown */
int bee_all_algo_whole_only(size_t i);
/* 1 if it takes a list of any alphabet (the engine-* methods; the engine has
 * 26 bits of letters); 0: English only (iterative, hashmap, bitset), and
 * bee_all_algo_build refuses another alphabet. */
int bee_all_algo_any_alphabet(size_t i);

/* <0, 0, >0 as the letters of set a come before, with or after b's
 * (alphabetical strings: "abcdefg" before "abcdefh"). */
int bee_all_letters_cmp(uint32_t a, uint32_t b);
/* The distinct 7-letter sets of the words of at least min_len letters, in
 * letters order, into a malloc'ed *sets. */
bee_status bee_all_pangram_sets(const bee_dict *d, uint32_t min_len, uint32_t **sets,
                                size_t *n_sets, bee_error *err);
/* The plain reference: each puzzle of each set by bee_solve_reference. */
bee_status bee_all_reference(const bee_dict *d, uint32_t min_len, const uint32_t *sets,
                             size_t n_sets, bee_scoring scoring, bee_all_puzzle *out,
                             bee_error *err);

bee_status bee_all_algo_build(const char *name, const bee_dict *d, uint32_t min_len,
                              bee_all_algo **out, bee_error *err);
/* Answer `n_sets` sets of 7 letters into out[0 .. 7 n_sets). */
bee_status bee_all_algo_run(const bee_all_algo *a, const uint32_t *sets, size_t n_sets,
                            bee_scoring scoring, bee_all_puzzle *out, bee_error *err);
size_t bee_all_algo_bytes(const bee_all_algo *a); /* memory it holds */
void bee_all_algo_free(bee_all_algo *a);

/* --------------------------------------------- letter bags */

/*
 * The Letterpress article's task: every word of the dictionary (any length)
 * that a bag of letters spells, by each published method and by bee-simd's
 * bag index:
 *
 *   naive            every word checked against a copy of the bag's frequency map
 *   grouped          words grouped by first letter, groups not in the bag skipped
 *   trie             a prefix tree walked with the bag's frequency map
 *   index-KERNEL     bee_bag_solve over the bag index with kernel scalar,
 *                    avx2, avx512 or neon
 *
 * Answers go to r->words (in any order) and r->count.  Bags with blanks are
 * refused (BEE_ERR_ARG): the published methods have none.
 */
typedef struct bee_bag_algo bee_bag_algo;

size_t bee_bag_algo_count(void);
const char *bee_bag_algo_name(size_t i);
const char *bee_bag_algo_family(size_t i); /* "scan", "trie", "index" */
const char *bee_bag_algo_summary(size_t i);
int bee_bag_algo_find(const char *name); /* BEE_UNKNOWN_NAME if unknown */
int bee_bag_algo_kernel(size_t i);       /* its kernel, or BEE_KERNEL_AUTO if none */
int bee_bag_algo_runnable(size_t i);     /* 0 if its kernel cannot run here */
/* 1 if it takes a list of any alphabet (index-*); 0: English only (naive,
 * grouped, trie count a-z bytes), and bee_bag_algo_build refuses another. */
int bee_bag_algo_any_alphabet(size_t i);

/* The task's reference: bee_bag_solve_reference for words of any length. */
bee_status bee_bag_algo_reference(const bee_dict *d, const bee_bag *bag, bee_result *r,
                                  bee_error *err);
bee_status bee_bag_algo_build(const char *name, const bee_dict *d, bee_bag_algo **out,
                              bee_error *err);
bee_status bee_bag_algo_solve(const bee_bag_algo *a, const bee_bag *bag, bee_result *r,
                              bee_error *err);
size_t bee_bag_algo_bytes(const bee_bag_algo *a);
void bee_bag_algo_free(bee_bag_algo *a);

#ifdef __cplusplus
}
#endif
#endif
