/*
 * dict.c - word lists: read lines, keep words of a-z, count what was skipped
 * and why, sort and deduplicate, and pack everything into one allocation.
 *
 * Expected input: system word lists (wamerican, ~100k lines, with proper nouns
 * and possessives to skip) and game lists (ENABLE, 173k lowercase words; some
 * Scrabble lists are all caps, hence --fold-case).
 */
#include "internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

uint32_t bee_mask_of(const char *s, size_t len)
{
    uint32_t m = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned c = (unsigned char)s[i] - 'a';
        m |= c < 26 ? 1u << c : BEE_PAD_MASK;
    }
    return m;
}

typedef struct span {
    const char *p;
    uint32_t len;
} span;

static int span_cmp(const void *a, const void *b)
{
    const span *x = a, *y = b;
    uint32_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->p, y->p, n);
    if (c)
        return c;
    return (x->len > y->len) - (x->len < y->len);
}

/* Natural merge sort: word lists come sorted, or nearly (ENABLE has one word
 * out of place), so merging the ascending runs costs about one comparison a
 * word where qsort cost n log n calls of span_cmp.  Stable.  0 if no memory. */
static int sort_runs(span *a, size_t n)
{
    size_t runs = 1;
    for (size_t i = 1; i < n; i++)
        runs += span_cmp(&a[i - 1], &a[i]) > 0;
    if (runs == 1)
        return 1;
    span *tmp = malloc(n * sizeof *tmp);
    if (!tmp)
        return 0;
    while (runs > 1) {
        size_t out = 0, i = 0;
        runs = 0;
        while (i < n) {   /* merge the run at i with the one after it */
            size_t mid = i + 1;
            while (mid < n && span_cmp(&a[mid - 1], &a[mid]) <= 0)
                mid++;
            size_t hi = mid < n ? mid + 1 : n;
            while (hi < n && span_cmp(&a[hi - 1], &a[hi]) <= 0)
                hi++;
            size_t l = i, r = mid;
            while (l < mid && r < hi)
                tmp[out++] = span_cmp(&a[r], &a[l]) < 0 ? a[r++] : a[l++];
            while (l < mid)
                tmp[out++] = a[l++];
            while (r < hi)
                tmp[out++] = a[r++];
            i = hi;
            runs++;
        }
        memcpy(a, tmp, n * sizeof *a);
    }
    free(tmp);
    return 1;
}

enum verdict { KEEP, BLANK, UPPER, NON_ASCII, OTHER, TOO_LONG };

/* Judge one line (CR already stripped), lowercasing into `out` if folding. */
static enum verdict judge(const char *s, size_t len, int fold, char *out)
{
    if (len == 0)
        return BLANK;
    if (len > BEE_MAX_WORD_LEN)
        return TOO_LONG;
    int upper = 0, other = 0, high = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 'A' && c <= 'Z') {
            if (fold)
                c = (unsigned char)(c - 'A' + 'a');
            else
                upper = 1;
        } else if (c >= 0x80) {
            high = 1;
        } else if (c < 'a' || c > 'z') {
            other = 1;
        }
        out[i] = (char)c;
    }
    return high ? NON_ASCII : other ? OTHER : upper ? UPPER : KEEP;
}

static void count(bee_dict_stats *st, enum verdict v)
{
    switch (v) {
    case BLANK: st->blank++; break;
    case UPPER: st->uppercase++; break;
    case NON_ASCII: st->non_ascii++; break;
    case OTHER: st->other++; break;
    case TOO_LONG: st->too_long++; break;
    case KEEP: break;
    }
}

static bee_status empty_error(const char *name, const bee_dict_stats *st, bee_error *err)
{
    size_t skipped = st->blank + st->uppercase + st->non_ascii + st->other + st->too_long;
    char why[256] = "";
    struct { size_t n; const char *what; } r[] = {
        {st->uppercase, "uppercase"}, {st->non_ascii, "non-ASCII"},
        {st->other, "characters other than a-z"}, {st->blank, "blank"},
        {st->too_long, "longer than 255 bytes"},
    };
    for (size_t i = 0; i < sizeof r / sizeof *r; i++) {
        if (!r[i].n)
            continue;
        size_t used = strlen(why);
        snprintf(why + used, sizeof why - used, "%s%zu %s", used ? ", " : "", r[i].n, r[i].what);
    }
    if (st->lines == 0)
        return bee_fail(err, BEE_ERR_EMPTY, "%s: no usable word: the file is empty", name);
    return bee_fail(err, BEE_ERR_EMPTY, "%s: no usable word: %zu lines skipped (%s)%s", name,
                    skipped, why, st->uppercase ? "; try --fold-case" : "");
}

bee_status bee_dict_load_memory(const char *data, size_t len, const char *name,
                                const bee_dict_options *opt, bee_dict **out,
                                bee_error *err)
{
    int fold = opt ? opt->fold_case : 0;
    bee_dict_stats st = {0};
    *out = NULL;
    if (!name)
        name = "(memory)";

    /* Pass 1: judge lines; kept words are copied (folded) into `words`. */
    size_t cap = 1024, n = 0;
    span *spans = malloc(cap * sizeof *spans);
    char *words = malloc(len + 1);
    size_t used = 0;
    if (!spans || !words)
        goto nomem;
    for (size_t pos = 0; pos < len;) {
        const char *nl = memchr(data + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - data) : len;
        size_t l = end - pos;
        if (l && data[pos + l - 1] == '\r')
            l--;
        st.lines++;
        enum verdict v = judge(data + pos, l, fold, words + used);
        if (v == KEEP) {
            if (n == cap) {
                span *grown = realloc(spans, 2 * cap * sizeof *spans);
                if (!grown)
                    goto nomem;
                spans = grown;
                cap *= 2;
            }
            spans[n].p = words + used;
            spans[n].len = (uint32_t)l;
            n++;
            used += l;
        } else {
            count(&st, v);
        }
        pos = end + 1;
    }

    /* Sort (word lists usually come sorted already) and deduplicate. */
    if (!sort_runs(spans, n)) {
        free(spans);
        free(words);
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
    }
    size_t kept = 0, bytes = 0;
    for (size_t i = 0; i < n; i++) {
        if (kept && span_cmp(&spans[kept - 1], &spans[i]) == 0) {
            st.duplicates++;
            continue;
        }
        spans[kept++] = spans[i];
        bytes += spans[i].len + 1;
    }
    st.words = kept;
    if (kept == 0) {
        free(spans);
        free(words);
        return empty_error(name, &st, err);
    }

    /* Pack: struct, offsets, masks, lengths, text in one block. */
    size_t off_offset = sizeof(bee_dict);
    size_t off_mask = off_offset + kept * sizeof(uint32_t);
    size_t off_len = off_mask + kept * sizeof(uint32_t);
    size_t off_text = off_len + kept;
    bee_dict *d = malloc(off_text + bytes);
    if (!d)
        goto nomem;
    memset(d, 0, sizeof *d);   /* map, map_len: not an index file's view */
    char *base = (char *)d;
    uint32_t *offset = (uint32_t *)(base + off_offset);
    uint32_t *mask = (uint32_t *)(base + off_mask);
    uint8_t *lens = (uint8_t *)(base + off_len);
    char *text = base + off_text;
    size_t t = 0;
    for (size_t i = 0; i < kept; i++) {
        offset[i] = (uint32_t)t;
        mask[i] = bee_mask_of(spans[i].p, spans[i].len);
        lens[i] = (uint8_t)spans[i].len;
        memcpy(text + t, spans[i].p, spans[i].len);
        t += spans[i].len;
        text[t++] = '\0';
    }
    d->n = kept;
    d->text = text;
    d->offset = offset;
    d->mask = mask;
    d->len = lens;
    d->stats = st;
    d->owned = d;
    free(spans);
    free(words);
    *out = d;
    return BEE_OK;

nomem:
    free(spans);
    free(words);
    return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
}

bee_status bee_dict_load_file(const char *path, const bee_dict_options *opt,
                              bee_dict **out, bee_error *err)
{
    *out = NULL;
    FILE *f = fopen(path, "rb");
    if (!f)
        return bee_fail(err, BEE_ERR_IO, "%s: cannot open: %s", path, strerror(errno));
    size_t cap = 1 << 20, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        char *grown = realloc(buf, cap * 2);
        if (!grown) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = grown;
        cap *= 2;
    }
    int failed = ferror(f);
    int saved = errno;
    fclose(f);
    if (!buf)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    if (failed) {
        free(buf);
        return bee_fail(err, BEE_ERR_IO, "%s: read error: %s", path, strerror(saved));
    }
    bee_status s = bee_dict_load_memory(buf, len, path, opt, out, err);
    free(buf);
    return s;
}

void bee_dict_free(bee_dict *d)
{
    if (!d)
        return;
    if (d->map)
        munmap(d->map, d->map_len);
    free(d->owned);
}

size_t bee_dict_size(const bee_dict *d) { return d->n; }
const char *bee_dict_word(const bee_dict *d, uint32_t id) { return d->text + d->offset[id]; }
uint32_t bee_dict_word_len(const bee_dict *d, uint32_t id) { return d->len[id]; }
uint32_t bee_dict_word_mask(const bee_dict *d, uint32_t id) { return d->mask[id]; }
const bee_dict_stats *bee_dict_get_stats(const bee_dict *d) { return &d->stats; }
