/*
 * testutil.h - shared test helpers: a seeded generator, random and hand-made
 * dictionaries, random puzzles, and the comparison of a result with the
 * reference's.
 */
#ifndef BEE_TESTUTIL_H
#define BEE_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "bee.h"
#include "bee_experimental.h" /* the reference oracles */

typedef struct tu_rng {
    uint64_t s;
} tu_rng;

uint64_t tu_next(tu_rng *r);              /* splitmix64 */
uint32_t tu_below(tu_rng *r, uint32_t n); /* uniform in [0, n) */

/* A dictionary from an array of words (any bytes; rejected lines are counted). */
bee_dict *tu_dict_of(const char *const *words, size_t n);
/* A dictionary from text exactly as given. */
bee_dict *tu_dict_text(const char *text);

/* Random word list text: n words of 1..max_len letters drawn from `alphabet`
 * (a string of letters, repeats weight them).  Caller frees. */
char *tu_random_words(tu_rng *r, size_t n, int max_len, const char *alphabet);
/* The dictionary of such a list. */
bee_dict *tu_random_dict(tu_rng *r, size_t n, int max_len, const char *alphabet);

/* A random puzzle of `size` distinct letters drawn from `alphabet` (a-z if
 * NULL; needs at least `size` distinct letters). */
void tu_random_puzzle(tu_rng *r, int size, const char *alphabet, bee_puzzle *p);

/* Parse a puzzle that must be valid. */
bee_puzzle tu_puzzle(const char *text, int size);
/* The puzzle on letter set `set` whose center is its c-th lowest letter. */
bee_puzzle tu_puzzle_of_set(uint32_t set, int c);
/* The next letter set with as many letters as `set` (the next larger
 * number with as many bits): every set of k letters, walked from (1 << k) - 1. */
uint32_t tu_next_set(uint32_t set);
/* The letter set of a random word of d with exactly `letters` letters (d
 * must hold one: a pangram's set for 7). */
uint32_t tu_random_word_set(const bee_dict *d, tu_rng *r, int letters);

/* 1 if `got` (any order) has exactly the words, count, pangrams and score of
 * `want` (sorted); else 0 and `why` says where they part.  Sorts got->words. */
int tu_same(const bee_result *want, bee_result *got, char *why, size_t cap);
/* Assert that `got` (any order) has exactly the words, count, pangrams and
 * score of `want` (sorted). Sorts got->words. */
void tu_assert_same(const bee_result *want, bee_result *got, const char *what);
/* Assert the count, pangrams and score alone (a count-only solve). */
void tu_assert_same_totals(const bee_result *want, const bee_result *got);

/* A differential check of some solver over dictionary d: `puzzles` random
 * puzzles (letters from `alphabet`, or a-z if NULL) and the `fixed` ones
 * (NULL-terminated, or NULL). */
typedef void (*tu_dict_check)(const bee_dict *d, tu_rng *r, int puzzles, const char *alphabet,
                              const char *const *fixed);
/* The dictionaries those checks share, each given to `check`:
 * random ones, 1 to 1024 words (x4) of up to 10 letters over each of four
 * alphabets (every letter; common letters; aeginrt, its puzzles also on
 * other letters; weighted to e); */
void tu_check_random_dicts(tu_rng *r, int puzzles, tu_dict_check check);
/* eight anagrams of one 7-letter set (puzzles on it, on others, on it with
 * another center); */
void tu_check_one_set_dict(tu_rng *r, int puzzles, tu_dict_check check);
/* `words` random words without a z, and puzzles centered on z. */
void tu_check_no_center_dict(tu_rng *r, size_t words, int puzzles, tu_dict_check check);

/* Load the Debian word list the setup installs, or NULL if absent. */
bee_dict *tu_system_dict(void);
/* The same for a test that needs it: absent, the test fails saying so. */
bee_dict *tu_need_system_dict(void);

/* Print CPU, compiler and kernels once, so logs show what ran. */
void tu_print_platform(const char *suite);

/* Assert that the dictionary and index ld/lix (loaded, or the built-in image)
 * have every word, statistic and index array of d/ix (built fresh). */
void tu_assert_same_index(const bee_dict *d, const bee_index *ix, const bee_dict *ld,
                          const bee_index *lix);

/* Puzzle p solved on ix, then check(d, p, its answers, options, ctx) with
 * hints options of no found words, then of some answers (one in three, up
 * to six) and two words that are none ("zzzzqq", "no"). */
typedef void (*tu_hints_check)(const bee_dict *d, const bee_puzzle *p, const bee_result *res,
                               const bee_hints_options *o, void *ctx);
void tu_check_hints_options(const bee_index *ix, const bee_puzzle *p, tu_rng *r,
                            tu_hints_check check, void *ctx);

#endif
