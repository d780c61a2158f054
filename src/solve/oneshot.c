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
 * bag without blanks filters the same way by its letters, with no center,
 * and counts its lines as they pass (bag/bag_oneshot.c).
 */
#include "solve/index.h"

#include <stdlib.h>
#include <string.h>

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

/* Append the lines ending at text[at + ends[i]] (a newline, or the end of
 * the text) and a newline each to the bee_picked ctx; 0 if out of memory. */
static int take_lines(void *ctx, const char *text, size_t at, const uint32_t *ends, size_t k)
{
    for (size_t i = 0; i < k; i++) {
        size_t end = at + ends[i], start = end;
        while (start > 0 && text[start - 1] != '\n')
            start--;
        if (!bee_picked_add(ctx, text + start, end - start))
            return 0;
    }
    return 1;
}

int bee_filter_lines(bee_lines_fn lines, const char *data, size_t len, const bee_line_filter *f,
                     uint32_t *ends, bee_line_take_fn take, void *ctx)
{
    bee_line_carry carry = {0, 0};
    size_t whole = len & ~(size_t)63;
    int ok = 1;
    for (size_t at = 0; at < whole && ok; at += BEE_LINES_SLICE) {
        size_t n = whole - at < BEE_LINES_SLICE ? whole - at : BEE_LINES_SLICE;
        size_t k = lines(data + at, n, f, &carry, ends);
        ok = take(ctx, data, at, ends, k);
    }
    /* the tail, padded with newlines: the first one ends a last line that
     * has none, the others end empty lines, which never pass */
    char tail[64];
    memset(tail, '\n', sizeof tail);
    memcpy(tail, data + whole, len - whole);
    size_t k = lines(tail, sizeof tail, f, &carry, ends);
    while (k > 0 && whole + ends[k - 1] > len) /* the padding's */
        k--;
    return ok && take(ctx, data, whole, ends, k);
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

bee_status bee_line_filters_make(const bee_dict_options *opt, size_t n, const uint32_t *letters,
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

/* The words of n letter sets (centers[i] one of letters[i]'s, or 0) in
 * data[0, len) into out[0, n), each from its own pass over the text; `o`
 * taken already (BEE_OPTIONS_TAKE). */
static bee_status load_filtered(const char *data, size_t len, const char *name,
                                const bee_dict_options *o, size_t n, const uint32_t *letters,
                                const uint32_t *centers, bee_kernel_id kernel, bee_dict **out,
                                bee_error *err)
{
    bee_line_filter *f = bee_malloc((n ? n : 1) * sizeof *f);
    uint32_t *ends = bee_malloc(BEE_LINES_SLICE * sizeof *ends);
    bee_lines_fn lines;
    bee_status s = f && ends ? BEE_OK : out_of_memory(name, err);
    if (s == BEE_OK)
        s = bee_line_filters_make(o, n, letters, centers, kernel, f, &lines, err);
    for (size_t i = 0; i < n && s == BEE_OK; i++) {
        picked found = {NULL, 0, 0};
        if (bee_filter_lines(lines, data, len, &f[i], ends, take_lines, &found))
            s = bee_picked_dict(&found, data, len, name, o, &out[i], err);
        else
            s = out_of_memory(name, err);
        bee_free(found.text);
    }
    for (size_t i = 0; i < n && s != BEE_OK; i++) {
        bee_dict_free(out[i]);
        out[i] = NULL;
    }
    bee_free(ends);
    bee_free(f);
    return s;
}

bee_status bee_dict_load_filtered(const char *data, size_t len, const char *name,
                                  const bee_dict_options *opt, uint32_t letters, uint32_t center,
                                  bee_kernel_id kernel, bee_dict **out, bee_error *err)
{
    bee_dict_options o;
    *out = NULL;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (!name)
        name = "(memory)";
    if (len > BEE_MAX_DICT_BYTES)
        return bee_text_too_large(name, err);
    return load_filtered(data, len, name, &o, 1, &letters, &center, kernel, out, err);
}

bee_status bee_dict_load_filtered_file(const char *path, const bee_dict_options *opt, size_t n,
                                       const uint32_t *letters, const uint32_t *centers,
                                       bee_kernel_id kernel, bee_dict **out, bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    bee_dict_options o;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    bee_text *t;
    bee_status s = bee_text_open_mapped(path, 0, &t, err);
    if (s != BEE_OK)
        return s;
    s = load_filtered(bee_text_data(t), bee_text_size(t), path, &o, n, letters, centers, kernel,
                      out, err);
    bee_text_free(t);
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
