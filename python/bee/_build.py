"""CFFI (API mode) build script of the extension module ``bee._bee``.

Where libbee is found, the one rule: ``BEE_BUILD_DIR`` if set, else the
build tree ``../build`` beside this package's directory if it holds
``libbee.so.1``, else the installed library that ``pkg-config bee``
describes.  A build tree is linked with an rpath to it, so that the module
uses that very library wherever it is imported from.
"""
import os
import shlex
import subprocess

from cffi import FFI

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))  # the checkout's top

# The part of include/bee.h the package uses (public API only), and the
# helpers below.
CDEF = """
typedef enum bee_status {
    BEE_OK = 0, BEE_ERR_IO = 1, BEE_ERR_NOMEM = 2, BEE_ERR_EMPTY = 3,
    BEE_ERR_PUZZLE = 4, BEE_ERR_ARG = 5, BEE_ERR_KERNEL = 6,
    BEE_ERR_FORMAT = 7, BEE_ERR_STOPPED = 8, BEE_ERR_LIMIT = 9,
    BEE_ERR_BAG = 10
} bee_status;
typedef struct bee_error { bee_status code; char message[512]; } bee_error;
typedef struct bee_dict bee_dict;
typedef struct bee_index bee_index;
typedef struct bee_result bee_result;
typedef struct bee_hints bee_hints;
typedef struct bee_puzzle {
    uint32_t letters; uint32_t center; int size; char text[125];
} bee_puzzle;
typedef struct bee_alphabet bee_alphabet;
typedef struct bee_bag_index bee_bag_index;
typedef enum bee_scoring {
    BEE_SCORING_NYT = 0, BEE_SCORING_SIMPLE
} bee_scoring;
typedef enum bee_all_order {
    BEE_ALL_BY_LETTERS = 0, BEE_ALL_BY_SCORE, BEE_ALL_BY_WORDS
} bee_all_order;
typedef enum bee_all_method {
    BEE_ALL_AUTO = 0, BEE_ALL_SUBSETS, BEE_ALL_ZETA
} bee_all_method;
typedef struct bee_all_options {
    int size; int any; uint32_t exclude; uint32_t require; uint32_t centers;
    bee_scoring scoring;
    uint32_t min_words, max_words; uint32_t min_score, max_score;
    uint32_t min_pangrams;
    bee_all_order order; size_t top; int threads; bee_all_method method;
    int bingo; uint32_t min_perfect; uint64_t max_memory;
    ...;
} bee_all_options;
typedef struct bee_all_puzzle {
    uint32_t letters; uint32_t center; uint32_t count; uint32_t pangrams;
    uint32_t score;
} bee_all_puzzle;
typedef struct bee_all_stats {
    size_t sets; size_t evaluated; size_t kept; size_t delivered;
    bee_all_method method; int threads;
} bee_all_stats;
typedef struct bee_all_result {
    bee_all_puzzle *puzzles; size_t count; bee_all_stats stats;
} bee_all_result;
typedef enum bee_bag_order {
    BEE_BAG_ORDER_LENGTH = 0, BEE_BAG_ORDER_ALPHA = 1, BEE_BAG_ORDER_NONE = 2
} bee_bag_order;
#define BEE_ALL_MAX_SIZE 10
#define BEE_BAG_MAX_TILES 255

const char *bee_version(void);
const char *bee_status_name(bee_status s);
int bee_cpu_count(void);
size_t bee_dict_size(const bee_dict *d);
uint32_t bee_dict_word_mask(const bee_dict *d, uint32_t id);
const bee_alphabet *bee_dict_alphabet(const bee_dict *d);
const bee_alphabet *bee_alphabet_builtin(const char *code);
const char *bee_alphabet_builtin_code(int i);
const char *bee_alphabet_code(const bee_alphabet *a);
const char *bee_alphabet_name(const bee_alphabet *a);
int bee_alphabet_size(const bee_alphabet *a);
uint32_t bee_alphabet_min_len(const bee_alphabet *a);
size_t bee_alphabet_letter(const bee_alphabet *a, int i, char out[5]);
void bee_all_options_init_sized(bee_all_options *o, size_t size);
bee_status bee_all_solve(const bee_index *ix, const bee_all_options *opt,
                         bee_all_result **out, bee_error *err);
void bee_all_result_free(bee_all_result *r);
const char *bee_all_method_name(bee_all_method m);
const char *bee_dict_word(const bee_dict *d, uint32_t id);
const bee_dict *bee_index_dict(const bee_index *ix);
bee_status bee_index_save(const bee_index *ix, const char *path,
                          bee_error *err);
bee_status bee_puzzle_parse(const bee_alphabet *a, const char *text,
                            size_t len, int size, bee_puzzle *out,
                            bee_error *err);

bee_result *bee_result_new(void);
void bee_result_free(bee_result *r);
size_t bee_result_count(const bee_result *r);
size_t bee_result_pangrams(const bee_result *r);
uint64_t bee_result_score(const bee_result *r);
const uint32_t *bee_result_words(const bee_result *r, size_t *count);
const uint32_t *bee_result_pangram_words(const bee_result *r, size_t *count);

bee_hints *bee_hints_new(void);
void bee_hints_free(bee_hints *h);
size_t bee_hints_count(const bee_hints *h);
uint64_t bee_hints_score(const bee_hints *h);
size_t bee_hints_pangrams(const bee_hints *h);
size_t bee_hints_perfect_pangrams(const bee_hints *h);
int bee_hints_bingo(const bee_hints *h);
const char *bee_hints_rank_name(int i);
uint64_t bee_hints_rank_score(const bee_hints *h, int i);
size_t bee_hints_found_count(const bee_hints *h);
uint64_t bee_hints_found_score(const bee_hints *h);
int bee_hints_found_rank(const bee_hints *h);
const size_t *bee_hints_not_answers(const bee_hints *h, size_t *count);
uint32_t bee_hints_shortest(const bee_hints *h);
uint32_t bee_hints_longest(const bee_hints *h);
size_t bee_hints_grid(const bee_hints *h, int letter, uint32_t len);
size_t bee_hints_two_letter_count(const bee_hints *h);
size_t bee_hints_two_letter(const bee_hints *h, size_t i, int *first,
                            int *second);

/* helpers (see SOURCE_C) */
typedef struct bee_py_index {
    bee_dict *dict; bee_index *ix; bee_bag_index *bx;
} bee_py_index;
bee_py_index *bee_py_index_new(void);
void bee_py_index_free(bee_py_index *p);
bee_status bee_py_build(bee_py_index *p, const char *path, const char *text,
                        size_t len, int fold_case, const char *lang,
                        uint32_t min_len, bee_error *err);
bee_status bee_py_mask(const bee_alphabet *a, const char *text, size_t len,
                       uint32_t *mask, bee_error *err);
typedef struct bee_py_all_rows {
    char *base; size_t stride; size_t width;
    ptrdiff_t off_puzzle, off_letters, off_center, off_count, off_pangrams,
        off_score;
} bee_py_all_rows;
void bee_py_all_fill(const bee_alphabet *a, const bee_all_result *r,
                     const bee_py_all_rows *rows);
bee_status bee_py_bag_index(bee_py_index *p, bee_error *err);
bee_status bee_py_bag(const bee_py_index *p, const char *text, size_t len,
                      uint32_t min_len, uint32_t max_len, const char *must,
                      size_t must_len, int want_words, int order,
                      bee_result *r, bee_error *err);
bee_status bee_py_load(bee_py_index *p, const char *path, bee_error *err);
size_t bee_py_dict_text(const bee_dict *d, char *buf, size_t cap);
typedef struct bee_py_answer {
    uint64_t score; size_t count, pangrams;
} bee_py_answer;
bee_status bee_py_solve(const bee_index *ix, const char *text, size_t len,
                        int size, int want_words, bee_puzzle *p,
                        bee_result *r, bee_py_answer *ans, bee_error *err);
typedef struct bee_py_ctx {
    const bee_index *ix; bee_result *r;
    size_t count, pangrams; uint64_t score;
    bee_puzzle p; bee_error err;
} bee_py_ctx;
bee_status bee_py_solve1(bee_py_ctx *c, const char *text, size_t len,
                         int size, int want_words);
bee_status bee_py_hints(const bee_index *ix, const char *text, size_t len,
                        int size, const char *const *found,
                        const size_t *found_lens, size_t n_found,
                        bee_puzzle *p, bee_hints *h, bee_error *err);

typedef struct bee_py_rows {
    char *base; size_t stride;
    ptrdiff_t off_puzzle; size_t puzzle_width;
    ptrdiff_t off_count, off_pangrams, off_score,
        off_valid;
} bee_py_rows;
typedef struct bee_py_many_out {
    size_t refused;
    size_t first_bad;   /* SIZE_MAX: none */
    bee_status first_status;
    char first_message[512];
    uint32_t *ids;      /* words wanted: every answer's id, row order */
    size_t n_ids;
} bee_py_many_out;
bee_status bee_py_solve_many(const bee_index *ix, const char *data,
                             size_t len, size_t n, size_t width, int size,
                             int threads, int want_words,
                             const bee_py_rows *rows, bee_py_many_out *out,
                             bee_error *err);
void bee_py_many_out_free(bee_py_many_out *out);
"""

SOURCE_C = r"""
#include <bee.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bee_py_index {
    bee_dict *dict; bee_index *ix; bee_bag_index *bx;
} bee_py_index;

static bee_py_index *bee_py_index_new(void)
{
    return calloc(1, sizeof(bee_py_index));
}

/* The index before the dictionary it borrows. */
static void bee_py_index_free(bee_py_index *p)
{
    if (!p)
        return;
    bee_bag_index_free(p->bx);
    bee_index_free(p->ix);
    bee_dict_free(p->dict);
    free(p);
}

static bee_status py_fail(bee_error *err, bee_status s, const char *msg)
{
    err->code = s;
    snprintf(err->message, sizeof err->message, "%s", msg);
    return s;
}

/* A dictionary from a file, from text, or the built-in one (English only),
 * read with the alphabet of language `lang` (NULL: English); then its index
 * of words of at least min_len letters (0: the alphabet's shortest). */
static bee_status bee_py_build(bee_py_index *p, const char *path,
                               const char *text, size_t len, int fold_case,
                               const char *lang, uint32_t min_len,
                               bee_error *err)
{
    const bee_alphabet *a = NULL;
    if (lang) {
        a = bee_alphabet_builtin(lang);
        if (!a) {
            char msg[200];
            snprintf(msg, sizeof msg, "lang '%.40s' names no built-in "
                     "alphabet (en, ca, es, de, fr, pt, it)", lang);
            return py_fail(err, BEE_ERR_ARG, msg);
        }
        if (strcmp(bee_alphabet_code(a), "en") == 0)
            a = NULL; /* English: the plain a-z path, the built-in image */
    }
    if (min_len == 0)
        min_len = bee_alphabet_min_len(a ? a : bee_alphabet_builtin("en"));
    if (a && !path && !text)
        return py_fail(err, BEE_ERR_ARG, "the built-in word list is "
                       "English: give words or path with lang");
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    dopt.fold_case = fold_case;
    dopt.alphabet = a;
    bee_status s;
    if (path)
        s = bee_dict_load_file(path, &dopt, &p->dict, err);
    else if (text)
        s = bee_dict_load_memory(text, len, "words", &dopt, &p->dict, err);
    else if (!fold_case && min_len == 4)
        return bee_index_load_default(&p->dict, &p->ix, err);
    else
        s = bee_dict_load_default(&dopt, &p->dict, err);
    if (s != BEE_OK)
        return s;
    bee_index_options iopt;
    bee_index_options_init(&iopt);
    iopt.min_len = min_len;
    return bee_index_build(p->dict, &iopt, &p->ix, err);
}

/* One UTF-8 character at s (n bytes left): its code point, *used its
 * bytes (a bad byte: itself, one byte). */
static uint32_t utf8_next(const unsigned char *s, size_t n, size_t *used)
{
    uint32_t c = s[0];
    size_t k = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (c < 0xC0 || k > n) {
        *used = 1;
        return c;
    }
    c &= 0x7F >> k;
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *used = 1;
            return s[0];
        }
        c = c << 6 | (s[i] & 0x3F);
    }
    *used = k;
    return c;
}

/* A NUL-terminated UTF-8 string as `width` UCS-4 code points (NUL-padded,
 * cut at width). */
static void to_ucs4(const char *s, uint32_t *u, size_t width)
{
    size_t k = 0, n = strlen(s), used;
    const unsigned char *t = (const unsigned char *)s;
    while (n && k < width) {
        uint32_t c = utf8_next(t, n, &used);
        u[k++] = c;
        t += used;
        n -= used;
    }
    for (; k < width; k++)
        u[k] = 0;
}

/* The code point of each letter of `a`, by bit; the count. */
static int letter_points(const bee_alphabet *a, uint32_t cp[32])
{
    int n = bee_alphabet_size(a);
    char buf[5];
    size_t used;
    for (int i = 0; i < n && i < 32; i++) {
        size_t l = bee_alphabet_letter(a, i, buf);
        cp[i] = l ? utf8_next((const unsigned char *)buf, l, &used) : 0;
    }
    return n;
}

/* The letter set of `text` (UTF-8 letters of `a`, lowercase), or
 * BEE_ERR_ARG naming a character that is no letter of it. */
static bee_status bee_py_mask(const bee_alphabet *a, const char *text,
                              size_t len, uint32_t *mask, bee_error *err)
{
    uint32_t cp[32];
    int n = letter_points(a, cp);
    const unsigned char *t = (const unsigned char *)text;
    *mask = 0;
    while (len) {
        size_t used;
        uint32_t c = utf8_next(t, len, &used);
        int i = 0;
        while (i < n && cp[i] != c)
            i++;
        if (i == n) {
            char msg[200];
            snprintf(msg, sizeof msg, "'%.*s' is not a letter of the "
                     "alphabet %s", (int)used, (const char *)t,
                     bee_alphabet_code(a));
            return py_fail(err, BEE_ERR_ARG, msg);
        }
        *mask |= 1u << i;
        t += used;
        len -= used;
    }
    return BEE_OK;
}

typedef struct bee_py_all_rows {
    char *base; size_t stride; size_t width;
    ptrdiff_t off_puzzle, off_letters, off_center, off_count, off_pangrams,
        off_score;
} bee_py_all_rows;

/* bee_all_solve's puzzles into NumPy rows: puzzle (center first, then the
 * others alphabetically), letters (alphabetical), center, counts. */
static void bee_py_all_fill(const bee_alphabet *a, const bee_all_result *r,
                            const bee_py_all_rows *rw)
{
    uint32_t cp[32];
    int n = letter_points(a, cp);
    for (size_t j = 0; j < r->count; j++) {
        const bee_all_puzzle *q = &r->puzzles[j];
        char *row = rw->base + j * rw->stride;
        uint32_t *pz = (uint32_t *)(row + rw->off_puzzle);
        uint32_t *ls = (uint32_t *)(row + rw->off_letters);
        uint32_t *ce = (uint32_t *)(row + rw->off_center);
        size_t k = 0, m = 1;
        for (int i = 0; i < n && i < 32; i++) {
            if (!(q->letters >> i & 1))
                continue;
            if (k < rw->width)
                ls[k++] = cp[i];
            if (q->center >> i & 1)
                pz[0] = *ce = cp[i];
            else if (m < rw->width)
                pz[m++] = cp[i];
        }
        for (; k < rw->width; k++)
            ls[k] = 0;
        for (; m < rw->width; m++)
            pz[m] = 0;
        int32_t count = (int32_t)q->count, pangrams = (int32_t)q->pangrams;
        int64_t score = q->score;
        memcpy(row + rw->off_count, &count, sizeof count);
        memcpy(row + rw->off_pangrams, &pangrams, sizeof pangrams);
        memcpy(row + rw->off_score, &score, sizeof score);
    }
}

/* The bag index, made once: the one saved in the index file, else built. */
static bee_status bee_py_bag_index(bee_py_index *p, bee_error *err)
{
    if (p->bx)
        return BEE_OK;
    bee_error e2;
    if (bee_bag_index_load(p->dict, &p->bx, &e2) == BEE_OK)
        return BEE_OK;
    p->bx = NULL;
    return bee_bag_index_build(p->dict, NULL, &p->bx, err);
}

/* One bag's words into r, sorted in `order`. */
static bee_status bee_py_bag(const bee_py_index *p, const char *text,
                             size_t len, uint32_t min_len, uint32_t max_len,
                             const char *must, size_t must_len, int want_words,
                             int order, bee_result *r, bee_error *err)
{
    bee_bag bag;
    const bee_alphabet *a = bee_dict_alphabet(p->dict);
    bee_status s = bee_bag_parse(a, text, len, &bag, err);
    if (s != BEE_OK)
        return s;
    bee_bag_options o;
    bee_bag_options_init(&o);
    o.min_len = min_len;
    o.max_len = max_len;
    o.want_words = want_words;
    if (must_len) {
        bee_bag m;
        s = bee_bag_parse(a, must, must_len, &m, err);
        if (s != BEE_OK)
            return s;
        if (m.blanks)
            return py_fail(err, BEE_ERR_ARG, "must_use holds a blank '?'");
        memcpy(o.must, m.counts, sizeof o.must);
    }
    s = bee_bag_solve(p->bx, &bag, &o, r, err);
    if (s == BEE_OK && want_words)
        s = bee_bag_sort(p->bx, r, (bee_bag_order)order, err);
    return s;
}

static bee_status bee_py_load(bee_py_index *p, const char *path,
                              bee_error *err)
{
    return bee_index_load(path, &p->dict, &p->ix, err);
}

/* Every word, each followed by '\n', into buf (when it has room): the
 * bytes needed. */
static size_t bee_py_dict_text(const bee_dict *d, char *buf, size_t cap)
{
    size_t n = bee_dict_size(d), need = 0;
    for (size_t i = 0; i < n; i++) {
        const char *w = bee_dict_word(d, (uint32_t)i);
        size_t l = strlen(w);
        if (buf && need + l + 1 <= cap) {
            memcpy(buf + need, w, l);
            buf[need + l] = '\n';
        }
        need += l + 1;
    }
    return need;
}

typedef struct bee_py_answer {
    uint64_t score; size_t count, pangrams;
} bee_py_answer;

/* Parse (in the index's alphabet) and solve one puzzle: its totals in ans,
 * in one call. */
static bee_status bee_py_solve(const bee_index *ix, const char *text,
                               size_t len, int size, int want_words,
                               bee_puzzle *p, bee_result *r,
                               bee_py_answer *ans, bee_error *err)
{
    const bee_alphabet *a = bee_dict_alphabet(bee_index_dict(ix));
    bee_status s = bee_puzzle_parse(a, text, len, size, p, err);
    if (s != BEE_OK)
        return s;
    bee_solve_options o;
    bee_solve_options_init(&o);
    o.want_words = want_words;
    s = bee_solve(ix, p, &o, r, err);
    if (s == BEE_OK) {
        ans->score = bee_result_score(r);
        ans->count = bee_result_count(r);
        ans->pangrams = bee_result_pangrams(r);
    }
    return s;
}

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

static bee_status bee_py_solve1(bee_py_ctx *c, const char *text, size_t len,
                                int size, int want_words)
{
    bee_py_answer a;
    bee_status s = bee_py_solve(c->ix, text, len, size, want_words, &c->p,
                                c->r, &a, &c->err);
    c->count = a.count;
    c->pangrams = a.pangrams;
    c->score = a.score;
    return s;
}

static bee_status bee_py_hints(const bee_index *ix, const char *text,
                               size_t len, int size, const char *const *found,
                               const size_t *found_lens, size_t n_found,
                               bee_puzzle *p, bee_hints *h, bee_error *err)
{
    const bee_alphabet *a = bee_dict_alphabet(bee_index_dict(ix));
    bee_status s = bee_puzzle_parse(a, text, len, size, p, err);
    if (s != BEE_OK)
        return s;
    bee_hints_options o;
    bee_hints_options_init(&o);
    o.found = found;
    o.found_lens = found_lens;
    o.n_found = n_found;
    return bee_hints_compute(ix, p, &o, h, err);
}

typedef struct bee_py_rows {
    char *base; size_t stride;
    ptrdiff_t off_puzzle; size_t puzzle_width;
    ptrdiff_t off_count, off_pangrams, off_score, off_valid;
} bee_py_rows;

typedef struct bee_py_many_out {
    size_t refused;
    size_t first_bad;
    bee_status first_status;
    char first_message[512];
    uint32_t *ids;
    size_t n_ids;
} bee_py_many_out;

typedef struct many_ctx {
    const bee_py_rows *rows;
    bee_py_many_out *out;
    int want_words;
    size_t cap_ids;
    pthread_mutex_t lock;
} many_ctx;

/* On a worker thread: the item's row (and its word ids into the chunk). */
static int many_record(void *vctx, const bee_batch_item *it,
                       bee_batch_chunk *c)
{
    many_ctx *ctx = vctx;
    const bee_py_rows *rw = ctx->rows;
    char *row = rw->base + it->index * rw->stride;
    int32_t count = 0, pangrams = 0;
    int64_t score = 0;
    uint32_t *u = (uint32_t *)(row + rw->off_puzzle); /* UCS-4 */
    if (it->status == BEE_OK) {
        const bee_result *r = it->result;
        count = (int32_t)bee_result_count(r);
        pangrams = (int32_t)bee_result_pangrams(r);
        score = (int64_t)bee_result_score(r);
        to_ucs4(it->puzzle->text, u, rw->puzzle_width);
        if (ctx->want_words) {
            size_t n;
            const uint32_t *ids = bee_result_words(r, &n);
            if (n && bee_batch_buf_append(&c->out, ids, n * sizeof *ids)
                         != BEE_OK)
                return 1; /* out of memory: stop */
        }
    } else {
        memset(u, 0, rw->puzzle_width * sizeof *u);
        pthread_mutex_lock(&ctx->lock);
        ctx->out->refused++;
        if (it->index < ctx->out->first_bad) {
            ctx->out->first_bad = it->index;
            ctx->out->first_status = it->status;
            strncpy(ctx->out->first_message, it->error ? it->error : "",
                    sizeof ctx->out->first_message - 1);
        }
        pthread_mutex_unlock(&ctx->lock);
    }
    memcpy(row + rw->off_count, &count, sizeof count);
    memcpy(row + rw->off_pangrams, &pangrams, sizeof pangrams);
    memcpy(row + rw->off_score, &score, sizeof score);
    if (rw->off_valid >= 0)
        row[rw->off_valid] = it->status == BEE_OK;
    return 0;
}

/* In input order, one chunk at a time: its word ids onto the whole list. */
static int many_sink(void *vctx, const bee_batch_chunk *c)
{
    many_ctx *ctx = vctx;
    size_t n = c->out.len / sizeof(uint32_t);
    if (!n)
        return 0;
    bee_py_many_out *o = ctx->out;
    if (o->n_ids + n > ctx->cap_ids) {
        size_t cap = ctx->cap_ids ? ctx->cap_ids : 4096;
        while (cap < o->n_ids + n)
            cap *= 2;
        uint32_t *ids = realloc(o->ids, cap * sizeof *ids);
        if (!ids)
            return 1;
        o->ids = ids;
        ctx->cap_ids = cap;
    }
    memcpy(o->ids + o->n_ids, c->out.data, n * sizeof(uint32_t));
    o->n_ids += n;
    return 0;
}

/* n puzzles at data: NUL-separated (width 0; BEE_ERR_ARG if a puzzle
 * holds a NUL) or `width`-byte records padded with NULs; answered by
 * bee_solve_batch into `rows`. */
static bee_status bee_py_solve_many(const bee_index *ix, const char *data,
                                    size_t len, size_t n, size_t width,
                                    int size, int threads, int want_words,
                                    const bee_py_rows *rows,
                                    bee_py_many_out *out, bee_error *err)
{
    memset(out, 0, sizeof *out);
    out->first_bad = SIZE_MAX;
    if (n == 0)
        return BEE_OK;
    const char **strings = malloc(n * sizeof *strings);
    size_t *lens = malloc(n * sizeof *lens);
    if (!strings || !lens) {
        free(strings);
        free(lens);
        err->code = BEE_ERR_NOMEM;
        strcpy(err->message, "out of memory");
        return BEE_ERR_NOMEM;
    }
    if (width) {
        for (size_t i = 0; i < n; i++) {
            strings[i] = data + i * width;
            const char *z = memchr(strings[i], 0, width);
            lens[i] = z ? (size_t)(z - strings[i]) : width;
        }
    } else {
        const char *p = data, *end = data + len;
        for (size_t i = 0; i < n; i++) {
            const char *z = memchr(p, 0, (size_t)(end - p));
            strings[i] = p;
            lens[i] = z ? (size_t)(z - p) : (size_t)(end - p);
            p += lens[i] + 1;
        }
        if (p != end + 1) { /* more NULs than separators */
            free(strings);
            free(lens);
            err->code = BEE_ERR_ARG;
            strcpy(err->message, "a puzzle contains a NUL character");
            return BEE_ERR_ARG;
        }
    }
    many_ctx ctx = {.rows = rows, .out = out, .want_words = want_words};
    pthread_mutex_init(&ctx.lock, NULL);
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = threads;
    o.size = size;
    o.want_words = want_words;
    o.record = many_record;
    o.record_ctx = &ctx;
    if (want_words) {
        o.sink = many_sink;
        o.sink_ctx = &ctx;
    }
    bee_batch_input in = {.source = BEE_BATCH_ARRAY, .strings = strings,
                          .lens = lens, .count = n};
    bee_status s = bee_solve_batch(ix, &in, &o, NULL, err);
    pthread_mutex_destroy(&ctx.lock);
    free(strings);
    free(lens);
    return s;
}

static void bee_py_many_out_free(bee_py_many_out *out)
{
    free(out->ids);
    out->ids = NULL;
}
"""


def _pkg_config(*args):
    """The words ``pkg-config ARGS bee`` prints."""
    out = subprocess.run(["pkg-config", *args, "bee"], check=True,
                         capture_output=True, text=True).stdout
    return shlex.split(out)


def library_flags():
    """Compiler and linker keywords for libbee, by the rule above."""
    build = os.environ.get("BEE_BUILD_DIR")
    if not build:
        candidate = os.path.join(SOURCE, "build")
        if os.path.exists(os.path.join(candidate, "libbee.so.1")):
            build = candidate
    if build:
        build = os.path.abspath(build)
        if not os.path.exists(os.path.join(build, "libbee.so.1")):
            raise RuntimeError(f"BEE_BUILD_DIR={build} holds no libbee.so.1")
        return dict(include_dirs=[os.path.join(SOURCE, "include")],
                    library_dirs=[build], runtime_library_dirs=[build],
                    libraries=["bee"])
    cflags = _pkg_config("--cflags")
    libs = _pkg_config("--libs")
    return dict(include_dirs=[f[2:] for f in cflags if f.startswith("-I")],
                library_dirs=[f[2:] for f in libs if f.startswith("-L")],
                libraries=[f[2:] for f in libs if f.startswith("-l")])


ffibuilder = FFI()
ffibuilder.cdef(CDEF)
ffibuilder.set_source("bee._bee", SOURCE_C,
                      extra_compile_args=["-std=c11", "-pthread"],
                      extra_link_args=["-pthread"], **library_flags())

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
