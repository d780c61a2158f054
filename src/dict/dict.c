/*
 * dict.c - word lists: read lines, keep words of a-z, count what was skipped
 * and why, sort and deduplicate, in one arena.
 *
 * One pass over the text (mapped by text.c, not copied): a table classes
 * each byte and the word is copied to its final place as it is judged, so a
 * sorted list (the usual case) is done when the pass ends, with no per-word
 * allocation.  The arena is sized once from the line count (a word a line
 * at most) and comes in 2 MiB huge pages where the system allows
 * (arena.c): fresh 4 KiB pages cost 10-30 us each on a virtual machine.  An
 * unsorted list is sorted (natural merge sort) into a second arena.
 *
 * Expected input: system word lists (wamerican, ~100k lines, with proper nouns
 * and possessives to skip) and game lists (ENABLE, 173k lowercase words; some
 * Scrabble lists are all caps, hence --fold-case).  Lists over another
 * alphabet (UTF-8) are read by dict_alpha.c instead.
 */
#include "dict/dict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each byte's letter bit, a-z; bit 31 for every other byte: a word's OR is
 * its letter set, and bit 31 says it holds a byte outside a-z (2
 * instructions a byte where a compare and a shift took 11). */
#define LETTER_BIT(c) \
    ((unsigned)(c) - 'a' < 26u ? 1u << (((unsigned)(c) - 'a') & 31u) : BEE_PAD_MASK)
#define LETTER_BIT4(c)  LETTER_BIT(c), LETTER_BIT(c + 1), LETTER_BIT(c + 2), LETTER_BIT(c + 3)
#define LETTER_BIT16(c) LETTER_BIT4(c), LETTER_BIT4(c + 4), LETTER_BIT4(c + 8), LETTER_BIT4(c + 12)
static const uint32_t letter_bit[256] = {
    LETTER_BIT16(0),   LETTER_BIT16(16),  LETTER_BIT16(32),  LETTER_BIT16(48),
    LETTER_BIT16(64),  LETTER_BIT16(80),  LETTER_BIT16(96),  LETTER_BIT16(112),
    LETTER_BIT16(128), LETTER_BIT16(144), LETTER_BIT16(160), LETTER_BIT16(176),
    LETTER_BIT16(192), LETTER_BIT16(208), LETTER_BIT16(224), LETTER_BIT16(240),
};

uint32_t bee_mask_of(const char *s, size_t len)
{
    uint32_t m = 0;
    for (size_t i = 0; i < len; i++)
        m |= letter_bit[(unsigned char)s[i]];
    return m;
}

/*
 * Byte classes: a letter's bit for a-z (and A-Z when folding), else one of
 * the flags below.  One table lookup a byte judges and masks a line.
 */
#define CLASS_UPPER   (1u << 26)
#define CLASS_HIGH    (1u << 27)
#define CLASS_OTHER   (1u << 28)
#define CLASS_CR      (1u << 29)
#define CLASS_LF      (1u << 30)
#define CLASS_LETTERS ((1u << 26) - 1)

typedef bee_line_rules classes;

void bee_line_rules_make(bee_line_rules *t, int fold)
{
    for (unsigned c = 0; c < 256; c++) {
        uint32_t k = CLASS_OTHER;
        unsigned char low = (unsigned char)c;
        if (c >= 'a' && c <= 'z')
            k = 1u << (c - 'a');
        else if (c >= 'A' && c <= 'Z' && fold) {
            k = 1u << (c - 'A');
            low = (unsigned char)(c - 'A' + 'a');
        } else if (c >= 'A' && c <= 'Z')
            k = CLASS_UPPER;
        else if (c >= 0x80)
            k = CLASS_HIGH;
        else if (c == '\r')
            k = CLASS_CR;
        else if (c == '\n')
            k = CLASS_LF;
        t->of[c] = k;
        t->lower[c] = low;
    }
}

enum verdict { KEEP, BLANK, UPPER, NON_ASCII, OTHER, TOO_LONG };

/* The verdict on a line of `len` bytes (CR already stripped) whose byte
 * classes OR to k. */
static enum verdict judge(size_t len, uint32_t k)
{
    if (len == 0)
        return BLANK;
    if (len > BEE_MAX_WORD_LEN)
        return TOO_LONG;
    return (k & CLASS_HIGH)                 ? NON_ASCII
           : (k & (CLASS_OTHER | CLASS_CR)) ? OTHER
           : (k & CLASS_UPPER)              ? UPPER
                                            : KEEP;
}

/* Judge the line at *pp and move *pp past its newline; copy its bytes
 * (lowered when folding) to `copy` unless NULL.  *len: its length without
 * a final CR; *mask: its letters. */
static inline enum verdict next_line(const classes *cls, const unsigned char **pp,
                                     const unsigned char *end, char *copy, size_t *len,
                                     uint32_t *mask)
{
    const unsigned char *p = *pp, *line = p;
    uint32_t k = 0, c;
    while (p < end && !((c = cls->of[*p]) & CLASS_LF)) {
        k |= c;
        if (copy)
            *copy++ = (char)cls->lower[*p];
        p++;
    }
    size_t l = (size_t)(p - line);
    *pp = p + (p < end);                         /* past the newline */
    if ((k & CLASS_CR) && line[l - 1] == '\r') { /* CRLF: judge without the CR */
        l--;
        k = 0;
        for (size_t i = 0; i < l; i++)
            k |= cls->of[line[i]];
    }
    *len = l;
    *mask = k & CLASS_LETTERS;
    return judge(l, k);
}

int bee_line_word(const bee_line_rules *cls, const char *line, size_t len, char *word,
                  size_t *word_len)
{
    const unsigned char *p = (const unsigned char *)line;
    uint32_t mask;
    if (next_line(cls, &p, p + len, NULL, word_len, &mask) != KEEP)
        return 0;
    for (size_t i = 0; i < *word_len; i++) /* KEEP: at most BEE_MAX_WORD_LEN */
        word[i] = (char)cls->lower[(unsigned char)line[i]];
    return 1;
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

/* 1 if the text has a CR that does not end a line (old Mac line ends). */
static int bare_cr(const char *data, size_t len)
{
    for (const char *p = data; (p = memchr(p, '\r', len - (size_t)(p - data))) != NULL; p++)
        if (p + 1 < data + len && p[1] != '\n')
            return 1;
    return 0;
}

bee_status bee_dict_empty_error(const char *name, const bee_dict_stats *st, const char *data,
                                size_t len, bee_error *err)
{
    size_t skipped = st->blank + st->uppercase + st->non_ascii + st->other + st->too_long;
    char why[256] = "";
    struct {
        size_t n;
        const char *what;
    } r[] = {
        {st->uppercase, "uppercase"},
        {st->non_ascii, "non-ASCII"},
        {st->other, "characters other than a-z"},
        {st->blank, "blank"},
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
                    skipped, why,
                    bare_cr(data, len) ? "; lines seem to end in CR alone (old Mac line ends): "
                                         "one word a line, ending in LF or CRLF, is expected"
                                       : "");
}

int bee_text_has_word(const char *data, size_t len, int fold)
{
    classes cls;
    bee_line_rules_make(&cls, fold);
    const unsigned char *p = (const unsigned char *)data, *end = p + len;
    while (p < end) {
        size_t l;
        uint32_t mask;
        if (next_line(&cls, &p, end, NULL, &l, &mask) == KEEP)
            return 1;
    }
    return 0;
}

/* Word order: bytes, then length (a prefix first); as strcmp on the words. */
static int word_cmp(const char *a, size_t la, const char *b, size_t lb)
{
    int c = memcmp(a, b, la < lb ? la : lb);
    return c ? c : (la > lb) - (la < lb);
}

/* The arrays of a dictionary of up to `words` words and `text` bytes, and
 * the struct, in one arena; with `reserve`, in one block from malloc: room
 * for the most it could hold, of which only the pages written are made
 * resident (the arena's huge pages would make 2 MiB of each column's start
 * resident, however few words are written). */
static bee_dict *dict_new(size_t words, size_t text, int reserve, bee_dict_columns *cols)
{
    size_t off_offset = bee_align64(sizeof(bee_dict));
    size_t off_mask = off_offset + bee_align64(words * 4);
    size_t off_len = off_mask + bee_align64(words * 4);
    size_t off_text = off_len + bee_align64(words);
    size_t reserved = 0;
    char *base = reserve ? bee_aligned_alloc(64, (off_text + text + 63) & ~(size_t)63)
                         : bee_arena_new(off_text + text, &reserved);
    if (!base)
        return NULL;
    bee_dict *d = (bee_dict *)base;
    memset(d, 0, sizeof *d);
    d->offset = cols->offset = (uint32_t *)(base + off_offset);
    d->mask = cols->mask = (uint32_t *)(base + off_mask);
    d->len = cols->len = (uint8_t *)(base + off_len);
    d->text = cols->text = base + off_text;
    d->owned = base;
    d->arena_len = reserved;
    return d;
}

bee_dict *bee_dict_new_empty(void)
{
    bee_dict_columns unused;
    return dict_new(0, 1, 0, &unused);
}

bee_dict *bee_dict_new_sized(size_t words, size_t text, bee_dict_columns *cols)
{
    return dict_new(words, text, 0, cols);
}

bee_dict *bee_dict_new_reserved(size_t words, size_t text, bee_dict_columns *cols)
{
    return dict_new(words, text, 1, cols);
}

int bee_dict_take_sorted_words(bee_dict *d, const bee_dict_columns *cols, size_t n)
{
    bee_dict_columns c = *cols;
    uint32_t bad = 0;
    const unsigned char *before = (const unsigned char *)""; /* any word is after it */
    for (size_t i = 0; i < n; i++) {
        const unsigned char *w = (const unsigned char *)c.text + c.offset[i];
        /* strictly after the word before: both end in their NUL, which is
         * below every letter (a prefix comes first); the letter set from
         * the same reads, each byte read once */
        uint32_t mask = 0;
        size_t k = 0, len = c.len[i];
        while (before[k] == w[k] && w[k])
            mask |= letter_bit[w[k++]];
        bad |= (uint32_t)(before[k] >= w[k]) << 31;
        for (; k < len; k++)
            mask |= letter_bit[w[k]];
        c.mask[i] = mask;
        bad |= mask;
        before = w;
    }
    if (bad >> 31)
        return 0;
    d->n = n;
    d->stats.lines = d->stats.words = n;
    return 1;
}

/* Lines in the text: newlines, plus one for a last line without one. */
static size_t count_lines(const char *data, size_t len)
{
    size_t n = 0, i = 0;
    for (; i + 8 <= len; i += 8) { /* SWAR: 8 bytes a step */
        uint64_t w;
        memcpy(&w, data + i, 8);
        w ^= 0x0a0a0a0a0a0a0a0aull; /* newline bytes become 0 */
        w = ~(((w & 0x7f7f7f7f7f7f7f7full) + 0x7f7f7f7f7f7f7f7full) | w) & 0x8080808080808080ull;
        n += (size_t)bee_popcount64(w);
    }
    for (; i < len; i++)
        n += data[i] == '\n';
    return n + (len && data[len - 1] != '\n');
}

/* Natural merge sort of ids by their words: runs of ascending words are
 * merged pairwise until one is left (word lists mostly come sorted, so this
 * costs about one comparison a word).  0 if out of memory. */
static int sort_ids(const bee_dict *d, uint32_t *a, size_t n)
{
#define LESS(x, y) \
    (word_cmp(d->text + d->offset[x], d->len[x], d->text + d->offset[y], d->len[y]) < 0)
    uint32_t *tmp = bee_malloc((n ? n : 1) * sizeof *tmp);
    if (!tmp)
        return 0;
    for (;;) {
        size_t out = 0, i = 0, runs = 0;
        while (i < n) { /* merge the run at i with the one after it */
            size_t mid = i + 1;
            while (mid < n && !LESS(a[mid], a[mid - 1]))
                mid++;
            size_t hi = mid < n ? mid + 1 : n;
            while (hi < n && !LESS(a[hi], a[hi - 1]))
                hi++;
            size_t l = i, r = mid;
            while (l < mid && r < hi)
                tmp[out++] = LESS(a[r], a[l]) ? a[r++] : a[l++];
            while (l < mid)
                tmp[out++] = a[l++];
            while (r < hi)
                tmp[out++] = a[r++];
            i = hi;
            runs++;
        }
        memcpy(a, tmp, n * sizeof *a);
        if (runs <= 1)
            break;
    }
    bee_free(tmp);
    return 1;
#undef LESS
}

/* The words of `d` (in input order) sorted and distinct, in a new
 * dictionary; NULL if out of memory. */
static bee_dict *sorted_copy(const bee_dict *d, size_t text_bytes)
{
    uint32_t *ids = bee_malloc((d->n ? d->n : 1) * sizeof *ids);
    if (!ids)
        return NULL;
    for (size_t i = 0; i < d->n; i++)
        ids[i] = (uint32_t)i;
    bee_dict_columns c;
    bee_dict *s = sort_ids(d, ids, d->n) ? dict_new(d->n, text_bytes, 0, &c) : NULL;
    if (!s) {
        bee_free(ids);
        return NULL;
    }
    uint32_t *offset = c.offset, *mask = c.mask;
    uint8_t *lens = c.len;
    char *text = c.text;
    size_t kept = 0, t = 0;
    s->stats = d->stats;
    for (size_t i = 0; i < d->n; i++) {
        uint32_t id = ids[i];
        const char *w = d->text + d->offset[id];
        if (kept && word_cmp(text + offset[kept - 1], lens[kept - 1], w, d->len[id]) == 0) {
            s->stats.duplicates++;
            continue;
        }
        offset[kept] = (uint32_t)t;
        mask[kept] = d->mask[id];
        lens[kept] = d->len[id];
        memcpy(text + t, w, (size_t)d->len[id] + 1);
        t += (size_t)d->len[id] + 1;
        kept++;
    }
    s->n = kept;
    s->stats.words = kept;
    bee_free(ids);
    return s;
}

void bee_dict_options_init_sized(bee_dict_options *o, size_t size)
{
    const bee_dict_options defaults = {sizeof defaults, 0, NULL};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

bee_status bee_dict_load_memory(const char *data, size_t len, const char *name,
                                const bee_dict_options *opt, bee_dict **out, bee_error *err)
{
    bee_dict_options o;
    *out = NULL;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    int fold = o.fold_case;
    if (!name)
        name = "(memory)";
    if (len > BEE_MAX_DICT_BYTES)
        return bee_text_too_large(name, err);
    if (!bee_alphabet_is_english(o.alphabet)) /* UTF-8 lines: the general loader */
        return bee_dict_load_alpha(data, len, name, o.alphabet, out, err);

    /* Sized once: at most a word a line, and the words with their NULs take
     * at most the text's bytes plus one (a last line without a newline). */
    size_t lines = count_lines(data, len);
    bee_dict_columns c;
    bee_dict *d = dict_new(lines, len + 1, 0, &c);
    if (!d)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
    classes cls;
    bee_line_rules_make(&cls, fold);
    uint32_t *offset = c.offset, *mask = c.mask;
    uint8_t *lens = c.len;
    char *text = c.text;
    bee_dict_stats st = {0};
    size_t n = 0, t = 0;
    int sorted = 1;

    /* One pass: each line is classed and copied (lowered) to the end of the
     * kept text; a kept word advances the end, a skipped one is overwritten. */
    const unsigned char *p = (const unsigned char *)data, *end = p + len;
    while (p < end) {
        size_t l;
        uint32_t k;
        enum verdict v = next_line(&cls, &p, end, text + t, &l, &k);
        st.lines++;
        if (v != KEEP) {
            count(&st, v);
            continue;
        }
        if (n) {
            int cmp = word_cmp(text + offset[n - 1], lens[n - 1], text + t, l);
            if (cmp == 0) { /* repeats the word before it */
                st.duplicates++;
                continue;
            }
            sorted &= cmp < 0;
        }
        text[t + l] = '\0';
        offset[n] = (uint32_t)t;
        mask[n] = k;
        lens[n] = (uint8_t)l;
        n++;
        t += l + 1;
    }
    d->n = n;
    st.words = n;
    d->stats = st;
    if (n == 0) {
        bee_dict_free(d);
        return bee_dict_empty_error(name, &st, data, len, err);
    }
    if (!sorted) { /* rare: sort, and drop repeats that were not adjacent */
        bee_dict *s = sorted_copy(d, t);
        bee_dict_free(d);
        if (!s)
            return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", name);
        d = s;
    }
    *out = d;
    return BEE_OK;
}

bee_status bee_dict_load_file(const char *path, const bee_dict_options *opt, bee_dict **out,
                              bee_error *err)
{
    bee_text *t;
    *out = NULL;
    bee_status s = bee_text_open(path, &t, err);
    if (s != BEE_OK)
        return s;
    s = bee_dict_load_memory(bee_text_data(t), bee_text_size(t), path, opt, out, err);
    bee_text_free(t);
    return s;
}

void bee_dict_free(bee_dict *d)
{
    if (!d)
        return;
    if (d->map)
        bee_unmap(d->map, d->map_len);
    bee_free(d->letters);
    bee_free((void *)(uintptr_t)atomic_load_explicit(&d->starts, memory_order_relaxed));
    bee_arena_free(d->owned, d->arena_len);
}

size_t bee_dict_size(const bee_dict *d)
{
    return d->n;
}
const char *bee_dict_word(const bee_dict *d, uint32_t id)
{
    return d->text + d->offset[id];
}
uint32_t bee_dict_word_len(const bee_dict *d, uint32_t id)
{
    return d->len[id];
}
uint32_t bee_dict_word_mask(const bee_dict *d, uint32_t id)
{
    return d->mask[id];
}
uint32_t bee_dict_word_letters(const bee_dict *d, uint32_t id)
{
    return bee_dict_letters(d, id);
}
const bee_alphabet *bee_dict_alphabet(const bee_dict *d)
{
    return d->alpha ? d->alpha : bee_alphabet_builtin("en");
}
const bee_dict_stats *bee_dict_get_stats(const bee_dict *d)
{
    return &d->stats;
}

void bee_dict_note_curation(bee_dict *d, size_t added, size_t removed)
{
    d->stats.added = added;
    d->stats.removed = removed;
}
