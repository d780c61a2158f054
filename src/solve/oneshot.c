/*
 * oneshot.c - one puzzle (or letter bag) straight from a word list's text:
 * no dictionary of the whole list, no index.
 *
 * Workload: a single command on a single puzzle (`bee-simd solve --dict
 * words.txt raegint`), where building the dictionary and index costs far
 * more than answering.  A line-filter kernel (kernels/generic/lines.h, the kernel
 * table's `lines` column) passes the lines made only of the puzzle's letters
 * (and CR) that hold the center: a few hundred of ENABLE's 173k.  Those lines
 * alone are then loaded by the ordinary loader and answered by the plain
 * reference, so judging (CRLF, case folding, length limits), sorting,
 * de-duplication, scores and pangrams are the normal path's own code.  A
 * bag without blanks filters the same way by its letters, with no center.
 */
#define _GNU_SOURCE /* memrchr */
#include "solve/index.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SLICE 16384 /* bytes a kernel call scans: bounds the ends buffer */

/* The bytes an answer's line may hold: `letters` (both cases when folding)
 * and CR; the center byte it must hold, or with no center the newline (so
 * that every line "holds" it); see bee_line_filter. */
static void make_filter(uint32_t letters, uint32_t center, int fold, bee_line_filter *f)
{
    enum { LOWER_6 = 1, LOWER_7 = 2, CONTROL = 4, UPPER_4 = 8, UPPER_5 = 16 };
    memset(f, 0, sizeof *f);
    f->hi[0x0] = CONTROL;
    f->hi[0x4] = UPPER_4;
    f->hi[0x5] = UPPER_5;
    f->hi[0x6] = LOWER_6;
    f->hi[0x7] = LOWER_7;
    f->lo['\r' & 15] |= CONTROL;
    for (int c = 0; c < 26; c++) {
        if (!(letters >> c & 1))
            continue;
        unsigned lower = 'a' + (unsigned)c, upper = 'A' + (unsigned)c;
        f->lo[lower & 15] |= (lower >> 4) == 6 ? LOWER_6 : LOWER_7;
        if (fold)
            f->lo[upper & 15] |= (upper >> 4) == 4 ? UPPER_4 : UPPER_5;
    }
    if (!center) {
        f->center[0] = f->center[1] = '\n';
        return;
    }
    int c = __builtin_ctz(center);
    f->center[0] = (uint8_t)('a' + c);
    f->center[1] = (uint8_t)(fold ? 'A' + c : 'a' + c);
}

typedef bee_picked picked;

int bee_picked_grow(bee_picked *out, size_t need)
{
    size_t cap = out->cap ? out->cap : 4096;
    while (cap < need)
        cap *= 2;
    char *grown = bee_realloc(out->text, cap);
    if (!grown)
        return 0;
    out->text = grown;
    out->cap = cap;
    return 1;
}

/* A bag's caps on the lines a filter passes: no letter (either case) more
 * often than the bag holds it.  A line over a cap can be no answer of a bag
 * without blanks, so it is dropped before the loader judges it: of ENABLE's
 * 11,967 lines of an 18-letter board's letters, 5,006 fit. */
typedef struct line_caps {
    uint8_t slot[256]; /* a byte's letter 0-25; 26: CR (any count) */
    uint8_t cap[32];
} line_caps;

static void make_caps(const uint8_t counts[26], line_caps *c)
{
    memset(c->slot, 26, sizeof c->slot);
    memset(c->cap, 255, sizeof c->cap);
    for (int l = 0; l < 26; l++) {
        c->slot['a' + l] = c->slot['A' + l] = (uint8_t)l;
        c->cap[l] = counts[l];
    }
}

/* Append the line ending at data[end] (a newline, or the end of the text),
 * with a newline, unless a letter in it passes its cap in `caps` (NULL:
 * none); 0 if out of memory.  The caps are counted from the line's end to
 * its start, out at the first letter too many; 8-bit counts wrap only past
 * 255 bytes, where a word is too long anyway, and a wrap can only keep a
 * line for the loader to judge, never drop one. */
static int pick(picked *out, const char *data, size_t end, const line_caps *caps)
{
    size_t start = end;
    if (caps) {
        uint8_t used[32] = {0};
        while (start > 0 && data[start - 1] != '\n') {
            unsigned s = caps->slot[(unsigned char)data[--start]];
            if (++used[s] > caps->cap[s])
                return 1;
        }
    }
    while (start > 0 && data[start - 1] != '\n')
        start--;
    return bee_picked_add(out, data + start, end - start);
}

/* The passing lines of data[0, len) (within `caps` unless NULL), appended
 * to *out; 0 if out of memory.  data starts a line; `ends` has room for
 * SLICE line ends. */
static int filter_lines(bee_lines_fn lines, const char *data, size_t len, const bee_line_filter *f,
                        const line_caps *caps, uint32_t *ends, picked *out)
{
    bee_line_carry carry = {0, 0};
    size_t whole = len & ~(size_t)63;
    int ok = 1;
    for (size_t at = 0; at < whole && ok; at += SLICE) {
        size_t n = whole - at < SLICE ? whole - at : SLICE;
        size_t k = lines(data + at, n, f, &carry, ends);
        for (size_t i = 0; i < k && ok; i++)
            ok = pick(out, data, at + ends[i], caps);
    }
    /* the tail, padded with newlines: the first one ends a last line that
     * has none, the others end empty lines, which never pass */
    char tail[64];
    memset(tail, '\n', sizeof tail);
    memcpy(tail, data + whole, len - whole);
    size_t k = lines(tail, sizeof tail, f, &carry, ends);
    for (size_t i = 0; i < k && ok; i++)
        if (whole + ends[i] <= len)
            ok = pick(out, data, whole + ends[i], caps);
    return ok;
}

static bee_status out_of_memory(const char *name, bee_error *err)
{
    return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
}

bee_status bee_picked_dict(const picked *lines, const char *whole, size_t whole_len,
                           const char *name, const bee_dict_options *opt, bee_dict **out,
                           bee_error *err)
{
    bee_error ignored;
    bee_status s =
        bee_dict_load_memory(lines->text ? lines->text : "", lines->len, name, opt, out, &ignored);
    if (s == BEE_ERR_EMPTY) {
        if (whole && !bee_text_has_word(whole, whole_len, opt ? opt->fold_case : 0))
            return bee_dict_load_memory(whole, whole_len, name, opt, out, err); /* its message */
        *out = bee_dict_new_empty();
        s = *out ? BEE_OK : BEE_ERR_NOMEM;
    }
    return s == BEE_ERR_NOMEM ? out_of_memory(name, err) : s;
}

/* The line filter of each letter set, and its kernel. */
static bee_status make_filters(const bee_dict_options *opt, size_t n, const uint32_t *letters,
                               const uint32_t *centers, bee_kernel_id kernel, bee_line_filter *f,
                               bee_lines_fn *lines, bee_error *err)
{
    bee_status s = bee_kernel_resolve(kernel, &kernel, err);
    if (s != BEE_OK)
        return s;
    for (size_t i = 0; i < n; i++)
        make_filter(letters[i] & ((1u << 26) - 1), centers[i] & letters[i],
                    opt ? opt->fold_case : 0, &f[i]);
    *lines = bee_kernel_lines_fn(kernel);
    return BEE_OK;
}

bee_status bee_dict_load_filtered(const char *data, size_t len, const char *name,
                                  const bee_dict_options *opt, uint32_t letters, uint32_t center,
                                  bee_kernel_id kernel, bee_dict **out, bee_error *err)
{
    bee_dict_options o;
    *out = NULL;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    opt = &o;
    if (!name)
        name = "(memory)";
    if (len > BEE_MAX_DICT_BYTES)
        return bee_text_too_large(name, err);
    bee_line_filter f;
    bee_lines_fn lines;
    bee_status s = make_filters(opt, 1, &letters, &center, kernel, &f, &lines, err);
    if (s != BEE_OK)
        return s;
    picked found = {NULL, 0, 0};
    uint32_t *ends = bee_malloc(SLICE * sizeof *ends);
    int ok = ends && filter_lines(lines, data, len, &f, NULL, ends, &found);
    bee_free(ends);
    if (ok)
        s = bee_picked_dict(&found, data, len, name, opt, out, err);
    bee_free(found.text);
    return ok ? s : out_of_memory(name, err);
}

/*
 * The file version reads READ_BYTES at a time into one buffer and filters
 * the whole lines read so far; the line still open waits at the buffer's
 * start for the next read.  Until a usable word shows up, everything read
 * is kept, so that a list without one gets the loader's own message.  Why
 * not map the file: on a virtual machine the first touch of each mapped
 * page costs about 2 us (ENABLE: 426 pages, several times the filtering),
 * while a small buffer stays in the cache and read() copies at memory speed.
 */
#define READ_BYTES ((size_t)32 << 10)

typedef struct reader {
    int fd;
    const char *path;
    char *buf;
    size_t cap, fill, total; /* bytes in buf; read in all */
} reader;

/* Read more into r->buf, growing it when full; *eof at the end. */
static bee_status read_more(reader *r, int *eof, bee_error *err)
{
    if (r->fill == r->cap) {
        char *grown = bee_realloc(r->buf, 2 * r->cap);
        if (!grown)
            return out_of_memory(r->path, err);
        r->buf = grown;
        r->cap *= 2;
    }
    size_t got;
    bee_status s = bee_text_read(r->fd, r->path, r->buf + r->fill, r->cap - r->fill, &got, err);
    if (s != BEE_OK)
        return s;
    r->fill += got;
    r->total += got;
    *eof = got == 0;
    return r->total > BEE_MAX_DICT_BYTES ? bee_text_too_large(r->path, err) : BEE_OK;
}

/* One pass over the file filling found[i] with the lines passing f[i];
 * *has_word 1 if the text has a usable word, else r->buf holds all of it. */
static bee_status read_filtered(reader *r, const bee_dict_options *opt, size_t n,
                                const bee_line_filter *f, const line_caps *caps, bee_lines_fn lines,
                                picked *found, int *has_word, bee_error *err)
{
    uint32_t *ends = bee_malloc(SLICE * sizeof *ends);
    if (!ends)
        return out_of_memory(r->path, err);
    bee_status s = BEE_OK;
    size_t done = 0; /* r->buf[0, done): lines filtered already */
    for (int eof = 0; !eof && s == BEE_OK;) {
        s = read_more(r, &eof, err);
        if (s != BEE_OK)
            break;
        const char *last = memrchr(r->buf + done, '\n', r->fill - done);
        size_t end = eof ? r->fill : last ? (size_t)(last - r->buf) + 1 : done;
        for (size_t i = 0; i < n && end > done; i++)
            if (!filter_lines(lines, r->buf + done, end - done, &f[i], caps ? &caps[i] : NULL, ends,
                              &found[i]))
                s = out_of_memory(r->path, err);
        if (!*has_word)
            *has_word = bee_text_has_word(r->buf + done, end - done, opt ? opt->fold_case : 0);
        done = end;
        if (*has_word) { /* keep only the open line */
            memmove(r->buf, r->buf + done, r->fill - done);
            r->fill -= done;
            done = 0;
        }
    }
    bee_free(ends);
    return s;
}

/* bee_dict_load_filtered_file, each set's lines within caps[i] too (caps
 * NULL: none). */
static bee_status load_filtered_file(const char *path, const bee_dict_options *opt, size_t n,
                                     const uint32_t *letters, const uint32_t *centers,
                                     const line_caps *caps, bee_kernel_id kernel, bee_dict **out,
                                     bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    bee_dict_options o;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    opt = &o;
    bee_line_filter *f = bee_malloc((n ? n : 1) * sizeof *f);
    picked *found = bee_calloc(n ? n : 1, sizeof *found);
    reader r = {-1, path, bee_malloc(READ_BYTES), READ_BYTES, 0, 0};
    bee_lines_fn lines;
    bee_status s = f && found && r.buf ? BEE_OK : out_of_memory(path, err);
    if (s == BEE_OK)
        s = make_filters(opt, n, letters, centers, kernel, f, &lines, err);
    if (s == BEE_OK)
        s = bee_text_open_fd(path, &r.fd, err);
    int has_word = 0;
    if (s == BEE_OK)
        s = read_filtered(&r, opt, n, f, caps, lines, found, &has_word, err);
    if (r.fd >= 0)
        close(r.fd);
    for (size_t i = 0; i < n && s == BEE_OK; i++)
        s = bee_picked_dict(&found[i], has_word ? NULL : r.buf, r.fill, path, opt, &out[i], err);
    for (size_t i = 0; i < n && found; i++) {
        bee_free(found[i].text);
        if (s != BEE_OK) {
            bee_dict_free(out[i]);
            out[i] = NULL;
        }
    }
    bee_free(r.buf);
    bee_free(found);
    bee_free(f);
    return s;
}

bee_status bee_dict_load_filtered_file(const char *path, const bee_dict_options *opt, size_t n,
                                       const uint32_t *letters, const uint32_t *centers,
                                       bee_kernel_id kernel, bee_dict **out, bee_error *err)
{
    return load_filtered_file(path, opt, n, letters, centers, NULL, kernel, out, err);
}

bee_status bee_bag_load_filtered_file(const char *path, const bee_dict_options *opt, size_t n,
                                      const bee_bag *bags, bee_kernel_id kernel, bee_dict **out,
                                      bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    for (size_t i = 0; i < n; i++)
        if (bags[i].blanks)
            return bee_fail(err, BEE_ERR_ARG,
                            "bag %zu has blanks: any word could take them, none is filtered", i);
    uint32_t *letters = bee_calloc(n ? 2 * n : 1, sizeof *letters); /* then the centers: 0 */
    line_caps *caps = bee_malloc((n ? n : 1) * sizeof *caps);
    bee_status s = letters && caps ? BEE_OK : out_of_memory(path, err);
    for (size_t i = 0; i < n && s == BEE_OK; i++) {
        for (int l = 0; l < 26; l++)
            letters[i] |= bags[i].counts[l] ? 1u << l : 0;
        make_caps(bags[i].counts, &caps[i]);
    }
    if (s == BEE_OK)
        s = load_filtered_file(path, opt, n, letters, letters + n, caps, kernel, out, err);
    bee_free(caps);
    bee_free(letters);
    return s;
}

bee_status bee_oneshot_solve(const char *data, size_t len, const char *name,
                             const bee_dict_options *dopt, const bee_index_options *iopt,
                             const bee_puzzle *p, const bee_solve_options *sopt, bee_dict **answers,
                             bee_result *r, bee_error *err)
{
    *answers = NULL;
    bee_index_options o;
    if (BEE_OPTIONS_TAKE(bee_index_options, o, iopt, kernel, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_check_min_len(o.min_len, err) != BEE_OK)
        return BEE_ERR_ARG;
    bee_dict *d;
    bee_status s =
        bee_dict_load_filtered(data, len, name, dopt, p->letters, p->center, o.kernel, &d, err);
    if (s != BEE_OK)
        return s;
    s = bee_solve_reference(d, o.min_len, p, sopt, r, err);
    if (s != BEE_OK) {
        bee_dict_free(d);
        return s;
    }
    *answers = d;
    return BEE_OK;
}
