/*
 * bag_oneshot.c - a few bags without blanks answered straight from a word
 * list's text (bee_bag_answer_file): no dictionary of the list, no bag
 * index, and no load of the answers' lines either.
 *
 * The one-off's line filter (solve/oneshot.c) passes the lines made of a
 * bag's letters (ENABLE and the bench's 25-tile board: 11,967 of 173k).
 * Each slice's are counted by the kernel's line count (lines_kernel.h: a
 * line of up to 15 letters in one vector, no branch a line; 5,006 fit);
 * the rest (longer lines, a byte other than a-z, the first 16 bytes; every
 * line when must-use counts are asked) here, from the line's end back to
 * its start, out at the first letter the bag holds too few of.  One that
 * fits the bag and the length and must-use options is an answer.  A clean
 * line (a-z only: every line of a game list) is its own word; any other (a
 * CR, capitals when folding) is judged by the loader's own rule for a line
 * (bee_line_word) and counted again as the word it keeps.
 *
 * The answers come in the list's order: from a sorted list (the usual
 * case) sorted, a repeat next to its first (dropped), so that they are the
 * dictionary of the answers as they are: each is written into the
 * dictionary's columns as it is found (room reserved for every line of the
 * list, of which only the pages written are ever made resident: no buffer
 * of answers copied into a dictionary sized afterwards).  An unsorted
 * list's answers go through the loader (bee_picked_dict), which sorts them
 * and drops repeats; so does a bag with no answer (the loader's message if
 * the list has no word at all).
 */
#include "bag/bag_internal.h"
#include "core/internal.h"
#include "solve/index.h"

#include <string.h>

#define OTHER   26 /* the count slot of a byte other than a-z or a newline */
#define NEWLINE 27

/* The answers: the dictionary's columns, filled as they come.  A value of
 * its own so that a batch of the kernel's lines keeps it in registers
 * (take_answers): stores through the text's char pointer may alias
 * anything in memory, which had every field read again an answer. */
typedef struct answer_list {
    bee_dict_columns col;
    size_t n, text_len;
    uint64_t last_key; /* the last answer's word_key */
    int unsorted;      /* an answer came before the one ahead of it */
} answer_list;

typedef struct bag_pick {
    uint8_t slot[256]; /* a-z: its letter 0-25; '\n' NEWLINE; any other OTHER */
    uint8_t cap[32];   /* the bag's count of each letter; OTHER, NEWLINE: 0 */
    uint8_t caps[32];  /* the kernel's: cap of byte c at c - 0x60, at most 15 */
    bee_line_fits_fn fits;
    uint8_t must[BEE_BAG_LETTERS];
    int has_must;
    uint32_t min_len, max_len;
    const bee_line_rules *rules;
    const char *data;
    size_t data_len;
    answer_list to; /* the answers so far */
} bag_pick;

static void pick_init(bag_pick *b, const bee_bag *bag, const bee_bag_options *o,
                      const bee_line_rules *rules, bee_line_fits_fn fits)
{
    memset(b, 0, sizeof *b);
    memset(b->slot, OTHER, sizeof b->slot);
    b->slot['\n'] = NEWLINE;
    for (int l = 0; l < 26; l++) {
        b->slot['a' + l] = (uint8_t)l;
        b->cap[l] = bag->counts[l];
        b->caps['a' + l - 0x60] = bag->counts[l] < 15 ? bag->counts[l] : 15;
        b->must[l] = o->must[l];
        b->has_must |= o->must[l] != 0;
    }
    b->min_len = o->min_len;
    b->max_len = o->max_len < BEE_MAX_WORD_LEN ? o->max_len : BEE_MAX_WORD_LEN;
    b->rules = rules;
    b->fits = fits;
}

/* The loader's word order (as strcmp): <0, 0 or >0. */
static int word_cmp(const char *a, size_t la, const char *b, size_t lb)
{
    size_t i = 0, n = la < lb ? la : lb;
    while (i < n && a[i] == b[i]) /* words are short: no call */
        i++;
    return i < n ? (unsigned char)a[i] - (unsigned char)b[i] : (la > lb) - (la < lb);
}

/* The first 8 bytes of word[0, len) as a big-endian number, zeros past its
 * end: two words whose keys differ are in the keys' order (as strcmp).
 * `copy16`: 16 bytes may be read at word. */
static inline uint64_t word_key(const char *word, size_t len, int copy16)
{
    uint64_t k = 0;
    if (copy16) {
        memcpy(&k, word, 8);
        k = __builtin_bswap64(k); /* 8 letters are read as one big-endian number */
        return len >= 8 ? k : k & ~(~0ull >> (8 * len));
    }
    for (size_t i = 0; i < 8; i++)
        k = k << 8 | (i < len ? (unsigned char)word[i] : 0);
    return k;
}

/* Append word[0, len) (`mask` its letters) to the answers a unless it
 * repeats the last one: compared by word_key (no loop), by bytes only
 * when the keys are equal.  `copy16`: 16 bytes may be read at word (a
 * line not at the text's end: a short word is one copy of fixed size into
 * the room's 16 bytes to spare, not a call). */
static inline void add_answer(answer_list *a, const char *word, size_t len, uint32_t mask,
                              int copy16)
{
    uint64_t key = word_key(word, len, copy16);
    if (a->n) {
        size_t last = a->n - 1;
        int cmp = key != a->last_key
                      ? (a->last_key > key) - (a->last_key < key)
                      : word_cmp(a->col.text + a->col.offset[last], a->col.len[last], word, len);
        if (cmp == 0)
            return;
        a->unsorted |= cmp > 0;
    }
    a->last_key = key;
    char *to = a->col.text + a->text_len;
    if (copy16 && len <= 16)
        memcpy(to, word, 16);
    else
        memcpy(to, word, len);
    to[len] = '\0';
    a->col.offset[a->n] = (uint32_t)a->text_len;
    a->col.len[a->n] = (uint8_t)len;
    a->col.mask[a->n] = mask;
    a->n++;
    a->text_len += len + 1;
}

/* Append word[0, len), whose letters fit the bag (`mask` of them), to a
 * if it is within the lengths (copy16: as add_answer). */
static inline void answer(const bag_pick *b, answer_list *a, const char *word, size_t len,
                          uint32_t mask, int copy16)
{
    if (len == 0 || len < b->min_len || len > b->max_len) /* an empty line is no word */
        return;
    add_answer(a, word, len, mask, copy16);
}

/* Append word[0, len) if it is an answer, left[] what it left of each
 * letter's cap: within the must-use counts, then as answer. */
static void answer_counted(bag_pick *b, const char *word, size_t len, const uint8_t *left,
                           int copy16)
{
    for (int l = 0; b->has_must && l < 26; l++)
        if (b->cap[l] - left[l] < b->must[l])
            return;
    uint32_t mask = 0;
    for (size_t i = 0; i < len; i++)
        mask |= 1u << b->slot[(unsigned char)word[i]];
    answer(b, &b->to, word, len, mask, copy16);
}

/* The line ending at text[end] that holds a byte other than a-z: the word
 * the loader keeps of it, if any, counted against the bag. */
static void take_judged(bag_pick *b, const char *text, size_t end)
{
    size_t start = end;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    char word[BEE_MAX_WORD_LEN];
    size_t len;
    if (!bee_line_word(b->rules, text + start, end - start, word, &len))
        return;
    uint8_t left[32];
    memcpy(left, b->cap, sizeof left);
    for (size_t i = 0; i < len; i++)
        if (left[b->slot[(unsigned char)word[i]]]-- == 0)
            return;
    answer_counted(b, word, len, left, 0);
}

/* Take the line ending at text[end] out of left[] (each byte's slot's cap)
 * from its end back, out at the first byte past its cap: a letter too
 * many, a byte other than a-z or the newline before the line (caps of 0);
 * that byte's slot, and in *start where the line starts when it was the
 * newline.  `from_start`: the line may begin the text (it ends within its
 * first 256 bytes), whose start counts as a newline.  Otherwise no bound
 * is needed: the caps add up to a bag's tiles, at most 255, so the count
 * stops within 256 bytes. */
static inline unsigned count_back(const bag_pick *b, const char *text, size_t end, int from_start,
                                  uint8_t *left, size_t *start)
{
    const unsigned char *first = (const unsigned char *)text, *p = first + end;
    unsigned s;
    do {
        if (from_start && p == first) {
            *start = 0;
            return NEWLINE;
        }
        s = b->slot[*--p];
    } while (left[s]-- != 0);
    *start = (size_t)(p - first) + 1;
    return s;
}

/* The line ending at text[end] (its bytes are the bag's letters, or other
 * than a-z: the filter passed it), counted from its end to its start, out
 * at the first letter too many. */
static inline void take_answer(bag_pick *b, const char *text, size_t end)
{
    uint8_t left[32];
    memcpy(left, b->cap, sizeof left);
    size_t start;
    unsigned stop = end < 256 ? count_back(b, text, end, 1, left, &start)
                              : count_back(b, text, end, 0, left, &start);
    if (stop == NEWLINE)
        answer_counted(b, text + start, end - start, left, start + 16 <= b->data_len);
    else if (stop == OTHER)
        take_judged(b, text, end);
}

_Static_assert(BEE_LINES_SLICE <= 65536, "a slice's line ends fit bee_line_fit's 16 bits");

/* bee_line_take_fn: a slice's lines that passed the filter, counted by the
 * kernel 64 at a time (those it leaves undecided here), but here the lines
 * within the text's first 16 bytes (the kernel reads 16 bytes before an
 * end) and every line when must-use counts are asked (it gives none). */
static int take_answers(void *ctx, const char *text, size_t at, const uint32_t *ends, size_t k)
{
    bag_pick *b = ctx;
    size_t i = 0;
    for (; i < k && (b->has_must || at + ends[i] < 16); i++)
        take_answer(b, text, at + ends[i]);
    bee_line_fit fit[64];
    while (i < k) {
        size_t m = k - i < 64 ? k - i : 64;
        size_t n = b->fits(text, at, ends + i, m, b->caps, fit);
        i += m;
        answer_list a = b->to; /* in registers for the batch */
        for (size_t j = 0; j < n; j++) {
            size_t end = at + fit[j].end, start = end - fit[j].len;
            if (fit[j].len == BEE_LINE_UNDECIDED) {
                b->to = a;
                take_answer(b, text, end);
                a = b->to;
            } else {
                answer(b, &a, text + start, fit[j].len, fit[j].letters, start + 16 <= b->data_len);
            }
        }
        b->to = a;
    }
    return 1;
}

/* Bag `bag`'s answers in data[0, len) into *answers and r: its lines
 * counted straight into a dictionary's columns (room for every line),
 * through the loader when they were not sorted or none was found. */
static bee_status answer_bag(const char *data, size_t len, const char *path,
                             const bee_dict_options *o, const bee_bag *bag,
                             const bee_bag_options *bo, bee_bag_order order, bee_lines_fn lines,
                             bee_line_fits_fn fits, const bee_line_filter *f,
                             const bee_line_rules *rules, uint32_t *ends, bee_dict **answers,
                             bee_result *r, bee_error *err)
{
    bag_pick b;
    pick_init(&b, bag, bo, rules, fits);
    b.data = data;
    b.data_len = len;
    /* at most a word a line of 2 bytes (the last one 1), its bytes and
     * NUL no more than the line's; 16 to spare for copy16 */
    bee_dict *d = bee_dict_new_reserved(len / 2 + 1, len + 1 + 16, &b.to.col);
    if (!d)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    bee_filter_lines(lines, data, len, f, ends, take_answers, &b);
    bee_status s = BEE_OK;
    answer_list *a = &b.to;
    if (a->unsorted || a->n == 0) { /* the answers as lines, to the loader */
        for (size_t i = 0; i < a->n; i++)
            a->col.text[a->col.offset[i] + a->col.len[i]] = '\n';
        bee_picked lines_found = {a->col.text, a->text_len, a->text_len};
        s = bee_picked_dict(&lines_found, data, len, path, o, answers, err);
        bee_dict_free(d);
    } else {
        memset(a->col.text + a->text_len, 0, 16); /* copy16's spare bytes */
        d->n = a->n;
        d->stats.words = a->n;
        *answers = d;
    }
    if (s == BEE_OK)
        s = bee_bag_answer_every(*answers, bo->want_words, order, r, err);
    return s;
}

bee_status bee_bag_answer_file(const char *path, const bee_dict_options *opt, size_t n,
                               const bee_bag *bags, const bee_bag_options *bopt,
                               bee_bag_order order, bee_kernel_id kernel, bee_dict **answers,
                               bee_result **results, bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        answers[i] = NULL;
    bee_dict_options o;
    bee_bag_options bo;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    for (size_t i = 0; i < n; i++) {
        if (bags[i].blanks)
            return bee_fail(err, BEE_ERR_ARG,
                            "bag %zu has blanks: any word could take them, none is filtered", i);
        if (bee_bag_query_options(NULL, &bags[i], bopt, &bo, err) != BEE_OK)
            return BEE_ERR_ARG;
    }
    bee_text *t;
    bee_status s = bee_text_open_mapped(path, 0, &t, err);
    if (s != BEE_OK)
        return s;
    bee_line_rules rules;
    bee_line_rules_make(&rules, o.fold_case);
    uint32_t *ends = bee_malloc(BEE_LINES_SLICE * sizeof *ends);
    if (!ends)
        s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    if (s == BEE_OK && n) /* as bee_line_filters_make, once for every bag */
        s = bee_kernel_resolve(kernel, &kernel, err);
    for (size_t i = 0; i < n && s == BEE_OK; i++) {
        uint32_t letters = 0, center = 0; /* no center: every line holds it */
        for (int l = 0; l < 26; l++)
            letters |= bags[i].counts[l] ? 1u << l : 0;
        bee_line_filter f;
        bee_lines_fn lines;
        s = bee_line_filters_make(&o, 1, &letters, &center, kernel, &f, &lines, err);
        if (s == BEE_OK)
            s = answer_bag(bee_text_data(t), bee_text_size(t), path, &o, &bags[i], &bo, order,
                           lines, bee_kernel_line_fits_fn(kernel), &f, &rules, ends, &answers[i],
                           results[i], err);
    }
    for (size_t i = 0; i < n && s != BEE_OK; i++) {
        bee_dict_free(answers[i]);
        answers[i] = NULL;
    }
    bee_free(ends);
    bee_text_free(t);
    return s;
}
