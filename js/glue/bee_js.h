/*
 * bee_js.h - the exports of the JavaScript package's module (bee_js.c), each
 * named in the module as it is here: what js/src/bee.mjs calls.
 */
#ifndef BEE_JS_H
#define BEE_JS_H

#include "bee.h"
#include "bee_experimental.h"

#ifdef __wasm__
#define BEE_JS_EXPORT(name) __attribute__((export_name(#name))) name
#else /* compiled natively for bench/wasm.sh's native side */
#define BEE_JS_EXPORT(name) name
#endif

typedef struct bee_js_index bee_js_index;

const char *BEE_JS_EXPORT(bee_js_error)(void);
const char *BEE_JS_EXPORT(bee_js_error_status)(void);
void *BEE_JS_EXPORT(bee_js_alloc)(size_t n);
void BEE_JS_EXPORT(bee_js_free)(void *p);
const char *BEE_JS_EXPORT(bee_js_version)(void);
void BEE_JS_EXPORT(bee_js_index_free)(bee_js_index *j);
bee_js_index *BEE_JS_EXPORT(bee_js_index_words)(const char *text, size_t len, const char *lang,
                                                uint32_t min_len);
bee_js_index *BEE_JS_EXPORT(bee_js_index_file)(void *bytes, size_t len);
int BEE_JS_EXPORT(bee_js_set_kernel)(bee_js_index *j, const char *name);
const char *BEE_JS_EXPORT(bee_js_kernel)(const bee_js_index *j);
size_t BEE_JS_EXPORT(bee_js_words)(const bee_js_index *j);
size_t BEE_JS_EXPORT(bee_js_indexed_words)(const bee_js_index *j);
uint32_t BEE_JS_EXPORT(bee_js_min_len)(const bee_js_index *j);
const char *BEE_JS_EXPORT(bee_js_word)(const bee_js_index *j, uint32_t id);
const bee_alphabet *BEE_JS_EXPORT(bee_js_alphabet)(const bee_js_index *j);
int BEE_JS_EXPORT(bee_js_solve)(bee_js_index *j, const char *text, size_t len, int size);
const char *BEE_JS_EXPORT(bee_js_puzzle_text)(const bee_js_index *j);
size_t BEE_JS_EXPORT(bee_js_count)(const bee_js_index *j);
size_t BEE_JS_EXPORT(bee_js_pangrams)(const bee_js_index *j);
double BEE_JS_EXPORT(bee_js_score)(const bee_js_index *j);
const uint32_t *BEE_JS_EXPORT(bee_js_result_words)(const bee_js_index *j);
const uint32_t *BEE_JS_EXPORT(bee_js_result_pangram_words)(const bee_js_index *j);
int BEE_JS_EXPORT(bee_js_hints)(bee_js_index *j, const char *text, size_t len, int size,
                                const char *found, size_t n_found);
double BEE_JS_EXPORT(bee_js_hint)(const bee_js_index *j, int field, int a, int b);
const char *BEE_JS_EXPORT(bee_js_rank_name)(int i);
const size_t *BEE_JS_EXPORT(bee_js_not_answers)(const bee_js_index *j, size_t *count);
int BEE_JS_EXPORT(bee_js_bag)(bee_js_index *j, const char *text, size_t len, uint32_t min_len,
                              uint32_t max_len, int order);
int BEE_JS_EXPORT(bee_js_all)(bee_js_index *j, const uint32_t *bounds, int order, uint32_t top,
                              uint32_t exclude, uint32_t require, uint32_t centers);
const bee_all_puzzle *BEE_JS_EXPORT(bee_js_all_puzzles)(const bee_js_index *j, size_t *count);
int BEE_JS_EXPORT(bee_js_bench_load)(bee_js_index *j, const char *text, size_t len);
double BEE_JS_EXPORT(bee_js_bench_run)(bee_js_index *j, const char *plan, int repeat);
int BEE_JS_EXPORT(bee_js_daily)(bee_js_index *j, const char *date, double *out);
int BEE_JS_EXPORT(bee_js_alphabet_size)(const bee_alphabet *a);
const char *BEE_JS_EXPORT(bee_js_alphabet_code)(const bee_alphabet *a);
uint32_t BEE_JS_EXPORT(bee_js_alphabet_min_len)(const bee_alphabet *a);
const char *BEE_JS_EXPORT(bee_js_alphabet_name)(const bee_alphabet *a);
size_t BEE_JS_EXPORT(bee_js_alphabet_letter)(const bee_alphabet *a, int i, char *out);
int BEE_JS_EXPORT(bee_js_alphabet_fold)(const bee_alphabet *a, int i, char *from, char *to);
uint32_t BEE_JS_EXPORT(bee_js_alphabet_score)(const bee_alphabet *a, uint32_t letters, int pangram);

#endif
