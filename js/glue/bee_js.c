/*
 * bee_js.c - the thin C side of the JavaScript package: each export does
 * one public-API call (include/bee.h) or reads one value, so that
 * JavaScript (js/src/bee.mjs) passes plain numbers and pointers into the
 * module's memory.  An index handle owns its dictionary, index, bag index
 * and the one result, puzzle and hints of its last query; a failed call
 * returns nonzero (or NULL) and leaves the library's message for
 * bee_js_error.  Nothing here formats records: bee.mjs writes the JSON.
 */
#include "bee_js.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct bee_js_index {
    bee_dict *dict;
    bee_index *ix;
    bee_bag_index *bx; /* made on the first bag query */
    int from_image;    /* an index file (the built-in list's too): its bag index is saved */
    bee_result *r;
    bee_puzzle p;
    bee_hints *h;
    bee_all_result *all;
    bee_puzzle *bench; /* bench_load's puzzles */
    size_t n_bench;
    void *bytes; /* an index file's copy, 64-byte aligned, freed last */
};

static bee_error last_error;

const char *bee_js_error(void)
{
    return last_error.message;
}

const char *bee_js_error_status(void)
{
    return bee_status_name(last_error.code);
}

/* Memory for JavaScript's arguments (64-byte aligned: an index file's
 * bytes must be). */
void *bee_js_alloc(size_t n)
{
    return aligned_alloc(64, (n + 63) / 64 * 64 + 64);
}
void bee_js_free(void *p)
{
    free(p);
}

const char *bee_js_version(void)
{
    return bee_version();
}

static int fail_nomem(void)
{
    snprintf(last_error.message, sizeof last_error.message, "out of memory");
    last_error.code = BEE_ERR_NOMEM;
    return BEE_ERR_NOMEM;
}

void bee_js_index_free(bee_js_index *j)
{
    if (!j)
        return;
    bee_hints_free(j->h);
    bee_all_result_free(j->all);
    free(j->bench);
    bee_result_free(j->r);
    bee_bag_index_free(j->bx);
    bee_index_free(j->ix);
    bee_dict_free(j->dict);
    free(j->bytes);
    free(j);
}

static bee_js_index *handle(void)
{
    bee_js_index *j = calloc(1, sizeof *j);
    if (j && !(j->r = bee_result_new())) {
        free(j);
        j = NULL;
    }
    if (!j)
        fail_nomem();
    return j;
}

static bee_js_index *done(bee_js_index *j, bee_status s)
{
    if (s == BEE_OK)
        return j;
    bee_js_index_free(j);
    return NULL;
}

/* A word list's text (one word a line) read with alphabet `lang` (a
 * built-in code; NULL or "" for English), indexed from min_len letters
 * (0: the alphabet's shortest). */
bee_js_index *bee_js_index_words(const char *text, size_t len, const char *lang, uint32_t min_len)
{
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    if (lang && *lang && !(dopt.alphabet = bee_alphabet_builtin(lang))) {
        snprintf(last_error.message, sizeof last_error.message,
                 "unknown language '%.40s' (en, ca, es, de, fr, pt, it)", lang);
        last_error.code = BEE_ERR_ARG;
        return NULL;
    }
    bee_js_index *j = handle();
    if (!j)
        return NULL;
    bee_status s = bee_dict_load_memory(text, len, "words", &dopt, &j->dict, &last_error);
    if (s == BEE_OK) {
        bee_index_options iopt;
        bee_index_options_init(&iopt);
        iopt.min_len = min_len ? min_len : bee_alphabet_min_len(bee_dict_alphabet(j->dict));
        s = bee_index_build(j->dict, &iopt, &j->ix, &last_error);
    }
    return done(j, s);
}

/* An index file's bytes (from bee_js_alloc: the handle keeps and frees them). */
bee_js_index *bee_js_index_file(void *bytes, size_t len)
{
    bee_js_index *j = handle();
    if (!j) {
        free(bytes);
        return NULL;
    }
    j->bytes = bytes;
    j->from_image = 1;
    return done(j, bee_index_load_memory(bytes, len, "index file", &j->dict, &j->ix, &last_error));
}

/* Choose the kernel by name ("auto", "scalar", "wasm"). */
int bee_js_set_kernel(bee_js_index *j, const char *name)
{
    int k = bee_kernel_from_name(name);
    if (k == BEE_UNKNOWN_NAME) {
        snprintf(last_error.message, sizeof last_error.message,
                 "unknown kernel '%.40s' (auto, scalar or wasm)", name);
        last_error.code = BEE_ERR_KERNEL;
        return BEE_ERR_KERNEL;
    }
    if (k == BEE_KERNEL_AUTO)
        k = bee_kernel_best();
    bee_status s = bee_index_set_kernel(j->ix, (bee_kernel_id)k, &last_error);
    if (s == BEE_OK && j->bx)
        s = bee_bag_index_set_kernel(j->bx, (bee_kernel_id)k, &last_error);
    return s;
}

const char *bee_js_kernel(const bee_js_index *j)
{
    return bee_kernel_name(bee_index_kernel(j->ix));
}

/* ---- the word list */
size_t bee_js_words(const bee_js_index *j)
{
    return bee_dict_size(j->dict);
}
size_t bee_js_indexed_words(const bee_js_index *j)
{
    bee_index_info info;
    bee_index_get_info(j->ix, &info);
    return info.words;
}
uint32_t bee_js_min_len(const bee_js_index *j)
{
    bee_index_info info;
    bee_index_get_info(j->ix, &info);
    return info.min_len;
}
const char *bee_js_word(const bee_js_index *j, uint32_t id)
{
    return bee_dict_word(j->dict, id);
}
const bee_alphabet *bee_js_alphabet(const bee_js_index *j)
{
    return bee_dict_alphabet(j->dict);
}

/* ---- a puzzle: parsed into the handle's puzzle, then solved or hinted */
int bee_js_solve(bee_js_index *j, const char *text, size_t len, int size)
{
    bee_status s =
        bee_puzzle_parse(bee_dict_alphabet(j->dict), text, len, size, &j->p, &last_error);
    return s != BEE_OK ? s : bee_solve(j->ix, &j->p, NULL, j->r, &last_error);
}
const char *bee_js_puzzle_text(const bee_js_index *j)
{
    return j->p.text;
}
size_t bee_js_count(const bee_js_index *j)
{
    return bee_result_count(j->r);
}
size_t bee_js_pangrams(const bee_js_index *j)
{
    return bee_result_pangrams(j->r);
}
double bee_js_score(const bee_js_index *j)
{
    return (double)bee_result_score(j->r);
}
const uint32_t *bee_js_result_words(const bee_js_index *j)
{
    size_t n;
    return bee_result_words(j->r, &n);
}
const uint32_t *bee_js_result_pangram_words(const bee_js_index *j)
{
    size_t n;
    return bee_result_pangram_words(j->r, &n);
}

/* Hints of a puzzle with the player's words: `found` holds n_found words,
 * each NUL-terminated, one after the other. */
int bee_js_hints(bee_js_index *j, const char *text, size_t len, int size, const char *found,
                 size_t n_found)
{
    bee_status s =
        bee_puzzle_parse(bee_dict_alphabet(j->dict), text, len, size, &j->p, &last_error);
    if (s != BEE_OK)
        return s;
    if (!j->h && !(j->h = bee_hints_new()))
        return fail_nomem();
    const char **words = calloc(n_found ? n_found : 1, sizeof *words);
    if (!words)
        return fail_nomem();
    for (size_t i = 0; i < n_found; i++, found += strlen(found) + 1)
        words[i] = found;
    bee_hints_options opt;
    bee_hints_options_init(&opt);
    opt.found = words;
    opt.n_found = n_found;
    s = bee_hints_compute(j->ix, &j->p, &opt, j->h, &last_error);
    free(words);
    return s;
}
/* The hints' numbers, by field: one export rather than twenty. */
double bee_js_hint(const bee_js_index *j, int field, int a, int b)
{
    const bee_hints *h = j->h;
    switch (field) {
    case 0: return (double)bee_hints_count(h);
    case 1: return (double)bee_hints_score(h);
    case 2: return (double)bee_hints_pangrams(h);
    case 3: return (double)bee_hints_perfect_pangrams(h);
    case 4: return bee_hints_bingo(h);
    case 5: return (double)bee_hints_rank_score(h, a);
    case 6: return (double)bee_hints_found_count(h);
    case 7: return (double)bee_hints_found_score(h);
    case 8: return bee_hints_found_rank(h);
    case 9: return bee_hints_shortest(h);
    case 10: return bee_hints_longest(h);
    case 11: return (double)bee_hints_grid(h, a, (uint32_t)b);
    case 12: return (double)bee_hints_two_letter_count(h);
    case 13: { /* pair a: first * 64 + second, its count * 4096 added */
        int first, second;
        size_t n = bee_hints_two_letter(h, (size_t)a, &first, &second);
        return (double)n * 4096 + first * 64 + second;
    }
    default: return -1;
    }
}
const char *bee_js_rank_name(int i)
{
    return bee_hints_rank_name(i);
}
const size_t *bee_js_not_answers(const bee_js_index *j, size_t *count)
{
    return bee_hints_not_answers(j->h, count);
}

/* ---- a bag of tiles: its words, sorted in `order` (a bee_bag_order) */
int bee_js_bag(bee_js_index *j, const char *text, size_t len, uint32_t min_len, uint32_t max_len,
               int order)
{
    bee_status s = BEE_OK;
    if (!j->bx) {
        s = j->from_image ? bee_bag_index_load(j->dict, &j->bx, &last_error)
                          : bee_bag_index_build(j->dict, NULL, &j->bx, &last_error);
        if (s == BEE_OK) /* the puzzles' kernel (set_kernel) */
            s = bee_bag_index_set_kernel(j->bx, bee_index_kernel(j->ix), &last_error);
        if (s != BEE_OK) {
            bee_bag_index_free(j->bx);
            j->bx = NULL;
            return s;
        }
    }
    bee_bag bag;
    s = bee_bag_parse(bee_dict_alphabet(j->dict), text, len, &bag, &last_error);
    if (s != BEE_OK)
        return s;
    bee_bag_options opt;
    bee_bag_options_init(&opt);
    if (min_len)
        opt.min_len = min_len;
    if (max_len)
        opt.max_len = max_len;
    s = bee_bag_solve(j->bx, &bag, &opt, j->r, &last_error);
    return s != BEE_OK ? s : bee_bag_sort(j->bx, j->r, (bee_bag_order)order, &last_error);
}

/* ---- every puzzle at once: filters as bee_all_options (a bound of
 * UINT32_MAX or 0 is none), puzzles in order, the first `top` (0: all);
 * bee_js_all_puzzles gives them as 5 numbers each (bee_all_puzzle) */
int bee_js_all(bee_js_index *j, const uint32_t *bounds, int order, uint32_t top, uint32_t exclude,
               uint32_t require, uint32_t centers)
{
    bee_all_result_free(j->all);
    j->all = NULL;
    bee_all_options opt;
    bee_all_options_init(&opt);
    opt.min_words = bounds[0];
    opt.max_words = bounds[1];
    opt.min_score = bounds[2];
    opt.max_score = bounds[3];
    opt.min_pangrams = bounds[4];
    opt.order = (bee_all_order)order;
    opt.top = top;
    opt.exclude = exclude;
    opt.require = require;
    opt.centers = centers;
    opt.threads = 1;
    return bee_all_solve(j->ix, &opt, &j->all, &last_error);
}
const bee_all_puzzle *bee_js_all_puzzles(const bee_js_index *j, size_t *count)
{
    *count = j->all->count;
    return j->all->puzzles;
}

/* ---- benchmarks (bench/wasm.sh times bench_run, here and natively):
 * the puzzles of `text`, one a line, parsed once; then each solved
 * `repeat` times by `plan` (a bee_plan name: "auto", "block-scan", ...);
 * the answers found, all told (-1 on error) */
int bee_js_bench_load(bee_js_index *j, const char *text, size_t len)
{
    free(j->bench);
    j->n_bench = 0;
    if (!(j->bench = malloc((len / 2 + 1) * sizeof *j->bench)))
        return fail_nomem();
    for (size_t at = 0; at < len;) {
        size_t end = at;
        while (end < len && text[end] != '\n')
            end++;
        if (end > at) {
            bee_status s = bee_puzzle_parse(bee_dict_alphabet(j->dict), text + at, end - at, 7,
                                            &j->bench[j->n_bench++], &last_error);
            if (s != BEE_OK)
                return s;
        }
        at = end + 1;
    }
    return BEE_OK;
}
double bee_js_bench_run(bee_js_index *j, const char *plan, int repeat)
{
    int p = bee_plan_from_name(plan);
    if (p == BEE_UNKNOWN_NAME)
        return -1;
    double answers = 0;
    for (int r = 0; r < repeat; r++)
        for (size_t i = 0; i < j->n_bench; i++) {
            if (bee_solve_plan(j->ix, &j->bench[i], NULL, (bee_plan)p, j->r, &last_error) != BEE_OK)
                return -1;
            answers += (double)bee_result_count(j->r);
        }
    return answers;
}

/* ---- the daily puzzle (bee_daily, bee_experimental.h) of `date`
 * ("YYYY-MM-DD"): its text into the handle's puzzle, its numbers into out:
 * day, count, pangrams, score, eligible */
int bee_js_daily(bee_js_index *j, const char *date, double *out)
{
    bee_daily_puzzle d;
    bee_status s = bee_daily(j->ix, date, &d, &last_error);
    if (s != BEE_OK)
        return s;
    j->p = d.puzzle;
    out[0] = d.day;
    out[1] = d.count;
    out[2] = d.pangrams;
    out[3] = d.score;
    out[4] = d.eligible;
    return BEE_OK;
}

/* ---- the alphabet, for /v1/info: letter i (UTF-8 into out), fold i */
int bee_js_alphabet_size(const bee_alphabet *a)
{
    return bee_alphabet_size(a);
}
const char *bee_js_alphabet_code(const bee_alphabet *a)
{
    return bee_alphabet_code(a);
}
uint32_t bee_js_alphabet_min_len(const bee_alphabet *a)
{
    return bee_alphabet_min_len(a);
}
const char *bee_js_alphabet_name(const bee_alphabet *a)
{
    return bee_alphabet_name(a);
}
size_t bee_js_alphabet_letter(const bee_alphabet *a, int i, char *out)
{
    return bee_alphabet_letter(a, i, out);
}
int bee_js_alphabet_fold(const bee_alphabet *a, int i, char *from, char *to)
{
    return bee_alphabet_fold(a, i, from, to);
}
uint32_t bee_js_alphabet_score(const bee_alphabet *a, uint32_t letters, int pangram)
{
    return bee_alphabet_score(a, BEE_SCORING_NYT, letters, pangram);
}
