/*
 * dict_alpha.c - word lists over an alphabet other than English (bee.h,
 * bee_dict_options.alphabet): lines are UTF-8, each code point is a letter,
 * a fold onto letters, a dropped character or a reason to skip the line.
 *
 * Words keep their spelling (the text column) beside their letter mask and
 * their length in letters (the letters column); words that fold to the same
 * letters are one word, kept in the spelling that sorts first (bytes, which
 * for UTF-8 is code-point order).  Lists of this kind are large (Catalan,
 * 612k lines) but loaded once, so this is written plainly: one pass to
 * judge, then two merge sorts of ids.  English never comes here (dict.c).
 */
#include "dict/dict.h"
#include "dict/alphabet.h"

#include <stdlib.h>
#include <string.h>

typedef struct entry {
    uint32_t at;     /* the spelling: data[at ..] */
    uint32_t key;    /* the letters, one byte each: keys[key ..] */
    uint8_t bytes;   /* the spelling's length */
    uint8_t letters; /* the key's length */
    uint32_t mask;
} entry;

typedef struct sorter {
    const entry *e;
    const char *data, *keys;
    int by_key; /* 1: by letters, then spelling; 0: by spelling */
} sorter;

static int bytes_cmp(const char *a, size_t la, const char *b, size_t lb)
{
    int c = memcmp(a, b, la < lb ? la : lb);
    return c ? c : (la > lb) - (la < lb);
}

static int less(const sorter *s, uint32_t x, uint32_t y)
{
    const entry *a = &s->e[x], *b = &s->e[y];
    int c = s->by_key ? bytes_cmp(s->keys + a->key, a->letters, s->keys + b->key, b->letters) : 0;
    if (c == 0)
        c = bytes_cmp(s->data + a->at, a->bytes, s->data + b->at, b->bytes);
    return c < 0;
}

/* Stable top-down merge sort of ids (tmp: n entries). */
static void merge_sort(const sorter *s, uint32_t *a, uint32_t *tmp, size_t n)
{
    if (n < 2)
        return;
    size_t h = n / 2;
    merge_sort(s, a, tmp, h);
    merge_sort(s, a + h, tmp, n - h);
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n)
        tmp[k++] = less(s, a[j], a[i]) ? a[j++] : a[i++];
    while (i < h)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}

enum reason { KEEP, BLANK, UPPER, NON_ASCII, OTHER, TOO_LONG };

/* Judge one line (CR stripped): its letters into key, their mask.
 * `any_case`: an uppercase letter is its letter even where the alphabet
 * keeps case (a player's word, not a list's line). */
static enum reason judge(const bee_alphabet *a, const unsigned char *s, size_t len, int any_case,
                         uint8_t *key, size_t *letters, uint32_t *mask)
{
    if (len == 0)
        return BLANK;
    if (len > BEE_MAX_WORD_LEN)
        return TOO_LONG;
    size_t n = 0;
    uint32_t m = 0;
    int outside = 0, upper = 0, invalid = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t b = bee_utf8_decode(s + i, len - i, &cp);
        if (b == 0) {
            invalid = 1;
            break;
        }
        i += b;
        uint8_t to[2];
        int k = bee_alpha_classify(a, cp, to);
        if (k == BEE_CP_UPPER && any_case)
            k = bee_alpha_classify(a, bee_alpha_lower(cp), to);
        if (k == BEE_CP_UPPER) {
            upper = 1;
            continue;
        }
        if (k == BEE_CP_OUTSIDE) {
            outside |= cp >= 0x80 ? 2 : 1;
            continue;
        }
        for (int j = 0; j < k; j++) {
            key[n++] = to[j];
            m |= 1u << to[j];
        }
    }
    if (invalid || (outside & 2))
        return NON_ASCII;
    if (outside)
        return OTHER;
    if (upper)
        return UPPER;
    if (n == 0) /* only dropped characters */
        return OTHER;
    *letters = n;
    *mask = m;
    return KEEP;
}

int bee_alpha_word(const bee_alphabet *a, const char *s, size_t len, uint32_t *letters,
                   uint32_t *mask)
{
    uint8_t key[BEE_MAX_WORD_LEN];
    size_t n;
    if (judge(a, (const unsigned char *)s, len, 0, key, &n, mask) != KEEP)
        return 0;
    *letters = (uint32_t)n;
    return 1;
}

/* bee_alpha_key and bee_alpha_key_any_case. */
static size_t key_of(const bee_alphabet *a, const char *s, size_t len, int any_case,
                     uint8_t key[BEE_MAX_WORD_LEN])
{
    size_t n;
    uint32_t mask;
    if (len > BEE_MAX_WORD_LEN ||
        judge(a, (const unsigned char *)s, len, any_case, key, &n, &mask) != KEEP)
        return 0;
    return n;
}

size_t bee_alpha_key(const bee_alphabet *a, const char *s, size_t len,
                     uint8_t key[BEE_MAX_WORD_LEN])
{
    return key_of(a, s, len, 0, key);
}

size_t bee_alpha_key_any_case(const bee_alphabet *a, const char *s, size_t len,
                              uint8_t key[BEE_MAX_WORD_LEN])
{
    return key_of(a, s, len, 1, key);
}

static void count(bee_dict_stats *st, enum reason r)
{
    st->blank += r == BLANK;
    st->uppercase += r == UPPER;
    st->non_ascii += r == NON_ASCII;
    st->other += r == OTHER;
    st->too_long += r == TOO_LONG;
}

bee_status bee_dict_load_alpha(const char *data, size_t len, const char *name,
                               const bee_alphabet *a, bee_dict **out, bee_error *err)
{
    size_t cap = 1024, n = 0, key_len = 0;
    entry *e = bee_malloc(cap * sizeof *e);
    /* a word's letters are at most its bytes (folds onto two letters come
     * from two-byte characters), so the keys fit in the text's size */
    char *keys = bee_malloc(len + 1);
    bee_dict_stats st = {0};
    bee_status s = BEE_OK;
    if (!e || !keys)
        goto nomem;
    const unsigned char *p = (const unsigned char *)data, *end = p + len;
    while (p < end) {
        const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t l = (size_t)((nl ? nl : end) - p);
        const unsigned char *line = p;
        p += l + (nl != NULL);
        if (l && line[l - 1] == '\r')
            l--;
        st.lines++;
        size_t letters;
        uint32_t mask;
        enum reason r = judge(a, line, l, 0, (uint8_t *)keys + key_len, &letters, &mask);
        if (r == KEEP && letters > BEE_MAX_WORD_LEN)
            r = TOO_LONG;
        if (r != KEEP) {
            count(&st, r);
            continue;
        }
        if (n == cap) {
            entry *grown = bee_realloc(e, 2 * cap * sizeof *e);
            if (!grown)
                goto nomem;
            e = grown;
            cap *= 2;
        }
        e[n++] = (entry){(uint32_t)(line - (const unsigned char *)data), (uint32_t)key_len,
                         (uint8_t)l, (uint8_t)letters, mask};
        key_len += letters;
    }
    uint32_t *ids = bee_malloc((2 * n + 1) * sizeof *ids);
    if (!ids)
        goto nomem;
    for (size_t i = 0; i < n; i++)
        ids[i] = (uint32_t)i;
    /* one word per letters: the first spelling of each run of equal keys */
    sorter so = {e, data, keys, 1};
    merge_sort(&so, ids, ids + n, n);
    size_t kept = 0, text_bytes = 0;
    for (size_t i = 0; i < n; i++) {
        const entry *x = &e[ids[i]];
        if (kept) {
            const entry *y = &e[ids[kept - 1]];
            if (x->letters == y->letters && memcmp(keys + x->key, keys + y->key, x->letters) == 0) {
                st.duplicates++;
                continue;
            }
        }
        ids[kept++] = ids[i];
        text_bytes += x->bytes + 1u;
    }
    so.by_key = 0;
    merge_sort(&so, ids, ids + kept, kept);

    bee_dict_columns c;
    bee_dict *d = bee_dict_new_sized(kept, text_bytes + 1, &c);
    uint8_t *lets = bee_malloc(kept ? kept : 1);
    if (!d || !lets) {
        bee_dict_free(d);
        bee_free(lets);
        bee_free(ids);
        goto nomem;
    }
    uint32_t *offset = c.offset, *masks = c.mask;
    uint8_t *lens = c.len;
    char *text = c.text;
    size_t t = 0;
    for (size_t i = 0; i < kept; i++) {
        const entry *x = &e[ids[i]];
        offset[i] = (uint32_t)t;
        masks[i] = x->mask;
        lens[i] = x->bytes;
        lets[i] = x->letters;
        memcpy(text + t, data + x->at, x->bytes);
        text[t + x->bytes] = '\0';
        t += x->bytes + 1u;
    }
    bee_free(ids);
    d->n = kept;
    st.words = kept;
    d->stats = st;
    d->letters = lets;
    d->alpha = a;
    bee_free(e);
    bee_free(keys);
    if (kept == 0) {
        bee_dict_free(d);
        return bee_dict_empty_error(name, &st, data, len, err);
    }
    *out = d;
    return BEE_OK;
nomem:
    bee_free(e);
    bee_free(keys);
    s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
    return s;
}
