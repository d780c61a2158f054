/*
 * oneshot.c - one puzzle (or letter bag) straight from a word list's text:
 * no dictionary of the whole list, no index.
 *
 * Workload: a single command on a single puzzle (`bee-simd solve --dict
 * words.txt raegint`), where building the dictionary and index costs far
 * more than answering.  A line-filter kernel (kernels/lines_*.c, the kernel
 * table's `lines` column) passes the lines made only of the puzzle's letters
 * (and CR) that hold the center: a few hundred of ENABLE's 173k.  Those lines
 * alone are then loaded by the ordinary loader and answered by the plain
 * reference, so judging (CRLF, case folding, length limits), sorting,
 * de-duplication, scores and pangrams are the normal path's own code.  A
 * bag without blanks filters the same way by its letters, with no center.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define SLICE 16384   /* bytes a kernel call scans: bounds the ends buffer */

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

typedef struct picked {
    char *text;
    size_t len, cap;
} picked;

/* Append the line ending at data[end] (a newline, or the end of the text),
 * with a newline; 0 if out of memory. */
static int pick(picked *out, const char *data, size_t end)
{
    size_t start = end;
    while (start > 0 && data[start - 1] != '\n')
        start--;
    size_t l = end - start;
    if (out->len + l + 1 > out->cap) {
        size_t cap = out->cap ? out->cap : 4096;
        while (cap < out->len + l + 1)
            cap *= 2;
        char *grown = realloc(out->text, cap);
        if (!grown)
            return 0;
        out->text = grown;
        out->cap = cap;
    }
    memcpy(out->text + out->len, data + start, l);
    out->len += l;
    out->text[out->len++] = '\n';
    return 1;
}

/* The passing lines of data[0, len), appended to *out; 0 if out of memory. */
static int filter_lines(bee_lines_fn lines, const char *data, size_t len,
                        const bee_line_filter *f, picked *out)
{
    uint32_t *ends = malloc(SLICE * sizeof *ends);
    if (!ends)
        return 0;
    bee_line_carry carry = {0, 0};
    size_t whole = len & ~(size_t)63;
    int ok = 1;
    for (size_t at = 0; at < whole && ok; at += SLICE) {
        size_t n = whole - at < SLICE ? whole - at : SLICE;
        size_t k = lines(data + at, n, f, &carry, ends);
        for (size_t i = 0; i < k && ok; i++)
            ok = pick(out, data, at + ends[i]);
    }
    /* the tail, padded with newlines: the first one ends a last line that
     * has none, the others end empty lines, which never pass */
    char tail[64];
    memset(tail, '\n', sizeof tail);
    memcpy(tail, data + whole, len - whole);
    size_t k = lines(tail, sizeof tail, f, &carry, ends);
    for (size_t i = 0; i < k && ok; i++)
        if (whole + ends[i] <= len)
            ok = pick(out, data, whole + ends[i]);
    free(ends);
    return ok;
}

bee_status bee_dict_load_filtered(const char *data, size_t len, const char *name,
                                  const bee_dict_options *opt, uint32_t letters, uint32_t center,
                                  bee_kernel_id kernel, bee_dict **out, bee_error *err)
{
    *out = NULL;
    if (!name)
        name = "(memory)";
    int fold = opt ? opt->fold_case : 0;
    if (len > BEE_MAX_DICT_BYTES)
        return bee_text_too_large(name, err);
    bee_status s = bee_kernel_resolve(kernel, &kernel, err);
    if (s != BEE_OK)
        return s;
    bee_line_filter f;
    make_filter(letters & ((1u << 26) - 1), center & letters, fold, &f);
    picked lines = {NULL, 0, 0};
    if (!filter_lines(bee_kernel_lines_fn(kernel), data, len, &f, &lines)) {
        free(lines.text);
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
    }
    bee_error ignored;
    s = bee_dict_load_memory(lines.text ? lines.text : "", lines.len, name, opt, out, &ignored);
    free(lines.text);
    if (s == BEE_ERR_EMPTY) {   /* none passed; is there any word at all? */
        if (!bee_text_has_word(data, len, fold))
            return bee_dict_load_memory(data, len, name, opt, out, err);   /* its message */
        *out = bee_dict_new_empty();
        s = *out ? BEE_OK : BEE_ERR_NOMEM;
    }
    if (s == BEE_ERR_NOMEM)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
    return s;
}

bee_status bee_oneshot_solve(const char *data, size_t len, const char *name,
                             const bee_dict_options *dopt, const bee_index_options *iopt,
                             const bee_puzzle *p, const bee_solve_options *sopt,
                             bee_dict **answers, bee_result *r, bee_error *err)
{
    *answers = NULL;
    bee_index_options o;
    if (iopt)
        o = *iopt;
    else
        bee_index_options_init(&o);
    if (o.min_len < 1 || o.min_len > BEE_MAX_WORD_LEN)
        return bee_fail(err, BEE_ERR_ARG, "minimum word length %u is out of range (1 to %d)",
                        o.min_len, BEE_MAX_WORD_LEN);
    bee_dict *d;
    bee_status s = bee_dict_load_filtered(data, len, name, dopt, p->letters, p->center, o.kernel,
                                          &d, err);
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
