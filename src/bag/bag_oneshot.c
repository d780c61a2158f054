/*
 * bag_oneshot.c - a few bags without blanks answered straight from a word
 * list's text (bee_bag_answer_file): no dictionary of the list, no bag
 * index, and no load of the answers' lines either.
 *
 * The one-off's line filter (solve/oneshot.c) passes the lines made of a
 * bag's letters (ENABLE and the bench's 25-tile board: 11,967 of 173k).
 * Each is counted as it passes, from its end back to its start, out at the
 * first letter the bag holds too few of (5,006 fit); one that fits the bag
 * and the length and must-use options is an answer.  A clean line (a-z
 * only: every line of a game list) is its own word; any other (a CR,
 * capitals when folding) is judged by the loader's own rule for a line
 * (bee_line_word) and counted again as the word it keeps.
 *
 * The answers come in the list's order: from a sorted list (the usual
 * case) sorted, a repeat next to its first (dropped), so that they are the
 * dictionary of the answers as they are, filled in one copy.  An unsorted
 * list's answers go through the loader (bee_picked_dict), which sorts them
 * and drops repeats; so does a bag with no answer (the loader's message if
 * the list has no word at all).
 */
#include "bag/bag_internal.h"
#include "solve/index.h"

#include <string.h>

#define OTHER   26 /* the count slot of a byte other than a-z or a newline */
#define NEWLINE 27

typedef struct bag_pick {
    uint8_t slot[256]; /* a-z: its letter 0-25; '\n' NEWLINE; any other OTHER */
    uint8_t cap[32];   /* the bag's count of each letter; OTHER, NEWLINE: 0 */
    uint8_t must[BEE_BAG_LETTERS];
    int has_must;
    uint32_t min_len, max_len;
    const bee_line_rules *rules;
    bee_picked words; /* the answers, a line each */
    size_t n;
    size_t last, last_len; /* where the last answer starts in words.text, its length */
    int unsorted;          /* an answer came before the one ahead of it */
} bag_pick;

static void pick_init(bag_pick *b, const bee_bag *bag, const bee_bag_options *o,
                      const bee_line_rules *rules)
{
    memset(b, 0, sizeof *b);
    memset(b->slot, OTHER, sizeof b->slot);
    b->slot['\n'] = NEWLINE;
    for (int l = 0; l < 26; l++) {
        b->slot['a' + l] = (uint8_t)l;
        b->cap[l] = bag->counts[l];
        b->must[l] = o->must[l];
        b->has_must |= o->must[l] != 0;
    }
    b->min_len = o->min_len;
    b->max_len = o->max_len < BEE_MAX_WORD_LEN ? o->max_len : BEE_MAX_WORD_LEN;
    b->rules = rules;
}

/* The loader's word order (as strcmp): <0, 0 or >0. */
static int word_cmp(const char *a, size_t la, const char *b, size_t lb)
{
    size_t i = 0, n = la < lb ? la : lb;
    while (i < n && a[i] == b[i]) /* words are short: no call */
        i++;
    return i < n ? (unsigned char)a[i] - (unsigned char)b[i] : (la > lb) - (la < lb);
}

/* Append word[0, len) to the answers unless it repeats the last one; 0 if
 * out of memory. */
static int append(bag_pick *b, const char *word, size_t len)
{
    if (b->n) {
        int c = word_cmp(b->words.text + b->last, b->last_len, word, len);
        if (c == 0)
            return 1;
        b->unsorted |= c > 0;
    }
    b->last = b->words.len;
    b->last_len = len;
    b->n++;
    return bee_picked_add(&b->words, word, len);
}

/* Append word[0, len) if it is an answer, left[] what it left of each
 * letter's cap: within the lengths and the must-use counts; 0 if out of
 * memory. */
static int answer(bag_pick *b, const char *word, size_t len, const uint8_t *left)
{
    if (len == 0 || len < b->min_len || len > b->max_len) /* an empty line is no word */
        return 1;
    for (int l = 0; b->has_must && l < 26; l++)
        if (b->cap[l] - left[l] < b->must[l])
            return 1;
    return append(b, word, len);
}

/* The line ending at text[end] that holds a byte other than a-z: the word
 * the loader keeps of it, if any, counted against the bag. */
static int take_judged(bag_pick *b, const char *text, size_t end)
{
    size_t start = end;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    char word[BEE_MAX_WORD_LEN];
    size_t len;
    if (!bee_line_word(b->rules, text + start, end - start, word, &len))
        return 1;
    uint8_t left[32];
    memcpy(left, b->cap, sizeof left);
    for (size_t i = 0; i < len; i++)
        if (left[b->slot[(unsigned char)word[i]]]-- == 0)
            return 1;
    return answer(b, word, len, left);
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

/* bee_line_take_fn: the line ending at text[end], counted from its end to
 * its start, out at the first letter too many.  A line holding a byte other
 * than a-z goes to the loader's rule. */
static int take_answer(void *ctx, const char *text, size_t end)
{
    bag_pick *b = ctx;
    uint8_t left[32];
    memcpy(left, b->cap, sizeof left);
    size_t start;
    unsigned stop = end < 256 ? count_back(b, text, end, 1, left, &start)
                              : count_back(b, text, end, 0, left, &start);
    if (stop == NEWLINE)
        return answer(b, text + start, end - start, left);
    return stop == OTHER ? take_judged(b, text, end) : 1;
}

/* The dictionary of the answers, sorted and distinct as they are: their
 * lines (a-z words) with each newline made a NUL. */
static bee_dict *answers_dict(const bag_pick *b)
{
    bee_dict_columns c;
    bee_dict *d = bee_dict_new_sized(b->n, b->words.len + 1, &c);
    if (!d)
        return NULL;
    char *text = c.text;
    if (b->n)
        memcpy(text, b->words.text, b->words.len);
    for (size_t i = 0, at = 0; i < b->n; i++) {
        uint32_t mask = 0;
        size_t end = at;
        for (; text[end] != '\n'; end++)
            mask |= 1u << (text[end] - 'a');
        text[end] = '\0';
        c.offset[i] = (uint32_t)at;
        c.len[i] = (uint8_t)(end - at);
        c.mask[i] = mask;
        at = end + 1;
    }
    d->n = b->n;
    d->stats.words = b->n;
    return d;
}

/* Bag `bag`'s answers in data[0, len) into *answers and r. */
static bee_status answer_bag(const char *data, size_t len, const char *path,
                             const bee_dict_options *o, const bee_bag *bag,
                             const bee_bag_options *bo, bee_bag_order order, bee_lines_fn lines,
                             const bee_line_filter *f, const bee_line_rules *rules, uint32_t *ends,
                             bee_dict **answers, bee_result *r, bee_error *err)
{
    bag_pick b;
    pick_init(&b, bag, bo, rules);
    bee_status s = BEE_OK;
    /* room for the whole text at once (the answers are no more): no
     * growth, no copy; only the pages written are ever faulted in */
    if (!bee_picked_grow(&b.words, len + 1) ||
        !bee_filter_lines(lines, data, len, f, ends, take_answer, &b))
        s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    else if (b.unsorted || b.n == 0)
        s = bee_picked_dict(&b.words, data, len, path, o, answers, err);
    else if (!(*answers = answers_dict(&b)))
        s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    if (s == BEE_OK)
        s = bee_bag_answer_every(*answers, bo->want_words, order, r, err);
    bee_free(b.words.text);
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
    for (size_t i = 0; i < n && s == BEE_OK; i++) {
        uint32_t letters = 0, center = 0; /* no center: every line holds it */
        for (int l = 0; l < 26; l++)
            letters |= bags[i].counts[l] ? 1u << l : 0;
        bee_line_filter f;
        bee_lines_fn lines;
        s = bee_line_filters_make(&o, 1, &letters, &center, kernel, &f, &lines, err);
        if (s == BEE_OK)
            s = answer_bag(bee_text_data(t), bee_text_size(t), path, &o, &bags[i], &bo, order,
                           lines, &f, &rules, ends, &answers[i], results[i], err);
    }
    for (size_t i = 0; i < n && s != BEE_OK; i++) {
        bee_dict_free(answers[i]);
        answers[i] = NULL;
    }
    bee_free(ends);
    bee_text_free(t);
    return s;
}
