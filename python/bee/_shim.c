/*
 * _shim.c - see _shim.h.  Compiled into the Python package's CFFI module
 * (bee/_build.py) and, for the compiler's warnings and cppcheck, into an
 * object of the CMake build (python/CMakeLists.txt).
 */
#include "_shim.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bee_py_index *bee_py_index_new(void)
{
    return calloc(1, sizeof(bee_py_index));
}

void bee_py_index_free(bee_py_index *p)
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

bee_status bee_py_build(bee_py_index *p, const char *path, const char *text, size_t len,
                        int fold_case, const char *lang, uint32_t min_len, bee_error *err)
{
    const bee_alphabet *a = NULL;
    if (lang) {
        a = bee_alphabet_builtin(lang);
        if (!a) {
            char msg[200];
            snprintf(msg, sizeof msg,
                     "lang '%.40s' names no built-in "
                     "alphabet (en, ca, es, de, fr, pt, it)",
                     lang);
            return py_fail(err, BEE_ERR_ARG, msg);
        }
        if (strcmp(bee_alphabet_code(a), "en") == 0)
            a = NULL; /* English: the plain a-z path, the built-in image */
    }
    if (min_len == 0)
        min_len = bee_alphabet_min_len(a ? a : bee_alphabet_builtin("en"));
    if (a && !path && !text)
        return py_fail(err, BEE_ERR_ARG,
                       "the built-in word list is "
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

/* Code point c as the i-th of a UCS-4 field at `at`.  A NumPy structured
 * array packs its fields, so a row's field need not be 4-byte aligned: no
 * uint32_t store, a memcpy (one plain store where the CPU allows it). */
static void put_point(char *at, size_t i, uint32_t c)
{
    memcpy(at + i * sizeof c, &c, sizeof c);
}

/* Code points from the i-th of a `width` UCS-4 field at `at` to its end: 0. */
static void clear_points(char *at, size_t i, size_t width)
{
    if (i < width)
        memset(at + i * sizeof(uint32_t), 0, (width - i) * sizeof(uint32_t));
}

/* A NUL-terminated UTF-8 string as `width` UCS-4 code points (NUL-padded,
 * cut at width). */
static void to_ucs4(const char *s, char *u, size_t width)
{
    size_t k = 0, n = strlen(s), used;
    const unsigned char *t = (const unsigned char *)s;
    while (n && k < width) {
        uint32_t c = utf8_next(t, n, &used);
        put_point(u, k++, c);
        t += used;
        n -= used;
    }
    clear_points(u, k, width);
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

bee_status bee_py_mask(const bee_alphabet *a, const char *text, size_t len, uint32_t *mask,
                       bee_error *err)
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
            snprintf(msg, sizeof msg,
                     "'%.*s' is not a letter of the "
                     "alphabet %s",
                     (int)used, (const char *)t, bee_alphabet_code(a));
            return py_fail(err, BEE_ERR_ARG, msg);
        }
        *mask |= 1u << i;
        t += used;
        len -= used;
    }
    return BEE_OK;
}

void bee_py_all_fill(const bee_alphabet *a, const bee_all_result *r, const bee_py_all_rows *rw)
{
    uint32_t cp[32];
    int n = letter_points(a, cp);
    for (size_t j = 0; j < r->count; j++) {
        const bee_all_puzzle *q = &r->puzzles[j];
        char *row = rw->base + j * rw->stride;
        char *pz = row + rw->off_puzzle, *ls = row + rw->off_letters;
        size_t k = 0, m = 1;
        for (int i = 0; i < n && i < 32; i++) {
            if (!(q->letters >> i & 1))
                continue;
            if (k < rw->width)
                put_point(ls, k++, cp[i]);
            if (q->center >> i & 1) {
                put_point(pz, 0, cp[i]);
                put_point(row + rw->off_center, 0, cp[i]);
            } else if (m < rw->width) {
                put_point(pz, m++, cp[i]);
            }
        }
        clear_points(ls, k, rw->width);
        clear_points(pz, m, rw->width);
        int32_t count = (int32_t)q->count, pangrams = (int32_t)q->pangrams;
        int64_t score = q->score;
        memcpy(row + rw->off_count, &count, sizeof count);
        memcpy(row + rw->off_pangrams, &pangrams, sizeof pangrams);
        memcpy(row + rw->off_score, &score, sizeof score);
    }
}

bee_status bee_py_bag_index(bee_py_index *p, bee_error *err)
{
    if (p->bx)
        return BEE_OK;
    bee_error e2;
    if (bee_bag_index_load(p->dict, &p->bx, &e2) == BEE_OK)
        return BEE_OK;
    p->bx = NULL;
    return bee_bag_index_build(p->dict, NULL, &p->bx, err);
}

bee_status bee_py_bag(const bee_py_index *p, const char *text, size_t len, uint32_t min_len,
                      uint32_t max_len, const char *must, size_t must_len, int want_words,
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

bee_status bee_py_load(bee_py_index *p, const char *path, bee_error *err)
{
    return bee_index_load(path, &p->dict, &p->ix, err);
}

size_t bee_py_dict_text(const bee_dict *d, char *buf, size_t cap)
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

bee_status bee_py_solve(const bee_index *ix, const char *text, size_t len, int size, int want_words,
                        bee_puzzle *p, bee_result *r, bee_py_answer *ans, bee_error *err)
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

bee_status bee_py_solve1(bee_py_ctx *c, const char *text, size_t len, int size, int want_words)
{
    bee_py_answer a = {0}; /* totals stay 0 when the puzzle is refused */
    bee_status s = bee_py_solve(c->ix, text, len, size, want_words, &c->p, c->r, &a, &c->err);
    c->count = a.count;
    c->pangrams = a.pangrams;
    c->score = a.score;
    return s;
}

bee_status bee_py_hints(const bee_index *ix, const char *text, size_t len, int size,
                        const char *const *found, const size_t *found_lens, size_t n_found,
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

typedef struct many_ctx {
    const bee_py_rows *rows;
    bee_py_many_out *out;
    int want_words;
    size_t cap_ids;
    pthread_mutex_t lock;
} many_ctx;

/* On a worker thread: the item's row (and its word ids into the chunk). */
static int many_record(void *vctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    many_ctx *ctx = vctx;
    const bee_py_rows *rw = ctx->rows;
    char *row = rw->base + it->index * rw->stride;
    int32_t count = 0, pangrams = 0;
    int64_t score = 0;
    char *u = row + rw->off_puzzle; /* UCS-4 */
    if (it->status == BEE_OK) {
        const bee_result *r = it->result;
        count = (int32_t)bee_result_count(r);
        pangrams = (int32_t)bee_result_pangrams(r);
        score = (int64_t)bee_result_score(r);
        to_ucs4(it->puzzle->text, u, rw->puzzle_width);
        if (ctx->want_words) {
            size_t n;
            const uint32_t *ids = bee_result_words(r, &n);
            if (n && bee_batch_buf_append(&c->out, ids, n * sizeof *ids) != BEE_OK)
                return 1; /* out of memory: stop */
        }
    } else {
        clear_points(u, 0, rw->puzzle_width);
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

bee_status bee_py_solve_many(const bee_index *ix, const char *data, size_t len, size_t n,
                             size_t width, int size, int threads, int want_words,
                             const bee_py_rows *rows, bee_py_many_out *out, bee_error *err)
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
    bee_batch_input in = {.source = BEE_BATCH_ARRAY, .strings = strings, .lens = lens, .count = n};
    bee_status s = bee_solve_batch(ix, &in, &o, NULL, err);
    pthread_mutex_destroy(&ctx.lock);
    free(strings);
    free(lens);
    return s;
}

void bee_py_many_out_free(bee_py_many_out *out)
{
    free(out->ids);
    out->ids = NULL;
}
