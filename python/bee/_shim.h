/*
 * _shim.h - the C helpers of the Python package (_shim.c), compiled into its
 * CFFI module bee._bee beside libbee's API.
 *
 * Each helper does in one call what would take Python many (parse and
 * solve a puzzle, fill a NumPy array's rows from a batch), so that a call
 * crosses the CFFI boundary once and the GIL is released over the whole of
 * it.  bee/_build.py runs this header through the C preprocessor and hands
 * what comes from it and from bee.h to CFFI as the module's declarations:
 * keep it to what CFFI parses (types, prototypes, integer #defines), with
 * no static inline function.
 */
#ifndef BEE_PY_SHIM_H
#define BEE_PY_SHIM_H

#include <bee.h>
#include <stddef.h>
#include <stdint.h>

/* An index and what it borrows, freed together. */
typedef struct bee_py_index {
    bee_dict *dict;
    bee_index *ix;
    bee_bag_index *bx; /* made on the first bag query */
} bee_py_index;

bee_py_index *bee_py_index_new(void);
/* The index before the dictionary it borrows. */
void bee_py_index_free(bee_py_index *p);

/* A dictionary from a file, from text, or the built-in one (English only),
 * read with the alphabet of language `lang` (NULL: English); then its index
 * of words of at least min_len letters (0: the alphabet's shortest). */
bee_status bee_py_build(bee_py_index *p, const char *path, const char *text, size_t len,
                        int fold_case, const char *lang, uint32_t min_len, bee_error *err);
bee_status bee_py_load(bee_py_index *p, const char *path, bee_error *err);

/* The letter set of `text` (UTF-8 letters of `a`, lowercase), or
 * BEE_ERR_ARG naming a character that is no letter of it. */
bee_status bee_py_mask(const bee_alphabet *a, const char *text, size_t len, uint32_t *mask,
                       bee_error *err);

/* Where bee_py_all_fill writes in a NumPy structured array: row j at
 * base + j * stride, each field at its offset; puzzles and letters as
 * `width` UCS-4 code points. */
typedef struct bee_py_all_rows {
    char *base;
    size_t stride;
    size_t width;
    ptrdiff_t off_puzzle, off_letters, off_center, off_count, off_pangrams, off_score;
} bee_py_all_rows;

/* bee_all_solve's puzzles into NumPy rows: puzzle (center first, then the
 * others alphabetically), letters (alphabetical), center, counts. */
void bee_py_all_fill(const bee_alphabet *a, const bee_all_result *r, const bee_py_all_rows *rows);

/* The bag index, made once: the one saved in the index file, else built. */
bee_status bee_py_bag_index(bee_py_index *p, bee_error *err);
/* One bag's words into r, sorted in `order` (a bee_bag_order). */
bee_status bee_py_bag(const bee_py_index *p, const char *text, size_t len, uint32_t min_len,
                      uint32_t max_len, const char *must, size_t must_len, int want_words,
                      int order, bee_result *r, bee_error *err);

/* Every word, each followed by '\n', into buf (when it has room): the
 * bytes needed. */
size_t bee_py_dict_text(const bee_dict *d, char *buf, size_t cap);

/* One puzzle's totals. */
typedef struct bee_py_answer {
    uint64_t score;
    size_t count, pangrams;
} bee_py_answer;

/* Parse (in the index's alphabet) and solve one puzzle: its totals in ans,
 * in one call. */
bee_status bee_py_solve(const bee_index *ix, const char *text, size_t len, int size, int want_words,
                        bee_puzzle *p, bee_result *r, bee_py_answer *ans, bee_error *err);

/* One thread's solve context (Index.solve): its index, result buffer,
 * puzzle, totals and error together, so that a call passes few arguments. */
typedef struct bee_py_ctx {
    const bee_index *ix;
    bee_result *r;
    size_t count, pangrams;
    uint64_t score;
    bee_puzzle p;
    bee_error err;
} bee_py_ctx;

bee_status bee_py_solve1(bee_py_ctx *c, const char *text, size_t len, int size, int want_words);

/* Parse (in the index's alphabet) and give hints for one puzzle, the words
 * `found` (n_found of them, found_lens bytes each) already found. */
bee_status bee_py_hints(const bee_index *ix, const char *text, size_t len, int size,
                        const char *const *found, const size_t *found_lens, size_t n_found,
                        bee_puzzle *p, bee_hints *h, bee_error *err);

/* Where bee_py_solve_many writes in a NumPy structured array: row i at
 * base + i * stride; off_valid < 0: no validity column. */
typedef struct bee_py_rows {
    char *base;
    size_t stride;
    ptrdiff_t off_puzzle;
    size_t puzzle_width;
    ptrdiff_t off_count, off_pangrams, off_score, off_valid;
} bee_py_rows;

/* What bee_py_solve_many gives beside the rows. */
typedef struct bee_py_many_out {
    size_t refused;
    size_t first_bad; /* SIZE_MAX: none */
    bee_status first_status;
    char first_message[512];
    uint32_t *ids; /* words wanted: every answer's id, row order (bee_py_many_out_free) */
    size_t n_ids;
} bee_py_many_out;

/* n puzzles at data: NUL-separated (width 0; BEE_ERR_ARG if a puzzle
 * holds a NUL) or `width`-byte records padded with NULs; answered by
 * bee_solve_batch into `rows`. */
bee_status bee_py_solve_many(const bee_index *ix, const char *data, size_t len, size_t n,
                             size_t width, int size, int threads, int want_words,
                             const bee_py_rows *rows, bee_py_many_out *out, bee_error *err);
void bee_py_many_out_free(bee_py_many_out *out);

#endif
