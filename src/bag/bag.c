/*
 * bag.c - letter bags: parsing, the query against the bag index, the plain
 * reference, and sorting the answers.
 *
 * A query turns the bag into the key bits it lacks ("missing") and the
 * must-use counts into the key bits every word needs, lets the kernel find
 * the keys that pass, then filters the hits by length and gives the few
 * flagged words (and every hit, when a must-use count is beyond its letter's
 * levels) an exact count check.  Work after the scan is per answer.
 */
#include "bag/bag_internal.h"
#include "dict/alphabet.h"

#include <stdlib.h>
#include <string.h>

/* English: a-z or A-Z bytes and '?'. */
static bee_status parse_english(const char *text, size_t len, bee_bag *out, bee_error *err)
{
    char q[64];
    bee_quote(text, len, q, sizeof q);
    if (len == 0)
        return bee_fail(err, BEE_ERR_BAG, "empty bag");
    if (len > BEE_BAG_MAX_TILES)
        return bee_fail(err, BEE_ERR_BAG, "bag '%s': has %zu tiles, at most %d", q, len,
                        BEE_BAG_MAX_TILES);
    bee_bag b;
    memset(&b, 0, sizeof b);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '?')
            b.blanks++;
        else if (c >= 'a' && c <= 'z')
            b.counts[c - 'a']++;
        else if (c >= 'A' && c <= 'Z') /* boards are often typed in capitals */
            b.counts[c - 'A']++;
        else
            return bee_fail(err, BEE_ERR_BAG,
                            "bag '%s': character %zu is not a letter or a blank '?'", q,
                            bee_utf8_chars(text, i) + 1);
    }
    if (b.blanks > BEE_BAG_MAX_BLANKS)
        return bee_fail(err, BEE_ERR_BAG, "bag '%s': has %u blanks, at most %d", q, b.blanks,
                        BEE_BAG_MAX_BLANKS);
    b.tiles = (uint32_t)len;
    *out = b;
    return BEE_OK;
}

bee_status bee_bag_parse(const bee_alphabet *a, const char *text, size_t len, bee_bag *out,
                         bee_error *err)
{
    if (bee_alphabet_is_english(a)) /* a-z bytes: the one English parser */
        return parse_english(text, len, out, err);
    char q[64];
    bee_quote(text, len, q, sizeof q);
    if (len == 0)
        return bee_fail(err, BEE_ERR_BAG, "empty bag");
    bee_bag b;
    memset(&b, 0, sizeof b);
    const unsigned char *s = (const unsigned char *)text;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t n = bee_utf8_decode(s + i, len - i, &cp);
        if (n == 0)
            return bee_fail(err, BEE_ERR_BAG, "bag '%s': byte %zu is not UTF-8", q, i + 1);
        /* as puzzles: the letters themselves, either case; a folded
           character (a-grave) is refused, not read as its letter */
        int k = cp == '?' ? -1 : bee_alpha_letter_either_case(a, cp, NULL);
        if (cp != '?' && k < 0)
            return bee_fail(err, BEE_ERR_BAG,
                            "bag '%s': '%.*s' is not a letter of the alphabet '%s' or a blank '?'",
                            q, (int)n, text + i, a->code);
        if (++b.tiles > BEE_BAG_MAX_TILES)
            return bee_fail(err, BEE_ERR_BAG, "bag '%s': has over %d tiles", q, BEE_BAG_MAX_TILES);
        if (k < 0)
            b.blanks++;
        else
            b.counts[k]++;
        i += n;
    }
    if (b.blanks > BEE_BAG_MAX_BLANKS)
        return bee_fail(err, BEE_ERR_BAG, "bag '%s': has %u blanks, at most %d", q, b.blanks,
                        BEE_BAG_MAX_BLANKS);
    *out = b;
    return BEE_OK;
}

void bee_bag_options_init_sized(bee_bag_options *o, size_t size)
{
    bee_bag_options defaults;
    memset(&defaults, 0, sizeof defaults);
    defaults.struct_size = sizeof defaults;
    defaults.min_len = 2;
    defaults.max_len = BEE_MAX_WORD_LEN;
    defaults.want_words = 1;
    bee_options_give(o, size, &defaults, sizeof defaults);
}

bee_status bee_bag_query_options(const bee_alphabet *a, const bee_bag *bag,
                                 const bee_bag_options *opt, bee_bag_options *o, bee_error *err)
{
    if (BEE_OPTIONS_TAKE(bee_bag_options, *o, opt, want_words, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (o->min_len > o->max_len)
        return bee_fail(err, BEE_ERR_ARG, "minimum length %u is above maximum length %u",
                        o->min_len, o->max_len);
    if (bag->blanks > BEE_BAG_MAX_BLANKS)
        return bee_fail(err, BEE_ERR_ARG, "a bag has at most %d blanks, not %u", BEE_BAG_MAX_BLANKS,
                        bag->blanks);
    int letters = bee_alphabet_size(a);
    for (int c = letters; c < BAG_LETTERS; c++)
        if (o->must[c])
            return bee_fail(err, BEE_ERR_ARG, "must-use letter %d: the alphabet has %d letters", c,
                            letters);
    return BEE_OK;
}

/* Exact test of word id: count its letters, each one past the bag's count
 * of it taking a blank (out at the first one too many: most words tested
 * fail early); then the must-use counts (NULL: none). */
static int fits_exactly(const bee_dict *d, uint32_t id, const bee_bag *bag,
                        const uint8_t must[BAG_LETTERS])
{
    uint8_t buf[BEE_MAX_WORD_LEN];
    const uint8_t *w;
    unsigned base;
    uint32_t len = bee_bag_word_letters(d, id, buf, &w, &base);
    uint8_t used[BAG_LETTERS] = {0}; /* words have at most 255 letters */
    unsigned blanks = bag->blanks;
    for (uint32_t i = 0; i < len; i++) {
        unsigned c = w[i] - base;
        if (++used[c] > bag->counts[c] && blanks-- == 0)
            return 0;
    }
    if (!must)
        return 1;
    for (int c = 0; c < BAG_LETTERS; c++)
        if (used[c] < must[c])
            return 0;
    return 1;
}

/* A bag's answer in r: its count (no pangram, no score) and the work
 * counters (bee_experimental.h); BEE_OK. */
static bee_status answered(bee_result *r, size_t count, size_t blocks_entered, size_t masks_tested)
{
    r->count = count;
    r->pangrams = 0;
    r->score = 0;
    r->blocks_entered = blocks_entered;
    r->masks_tested = masks_tested;
    return BEE_OK;
}

/* The answer ids in r->hits become r's words by swapping the buffers: no
 * copy. */
static void hits_become_words(bee_result *r)
{
    uint32_t *t = r->words;
    size_t tc = r->words_cap;
    r->words = r->hits;
    r->words_cap = r->hits_cap;
    r->hits = t;
    r->hits_cap = tc;
}

bee_status bee_bag_solve(const bee_bag_index *bx, const bee_bag *bag, const bee_bag_options *opt,
                         bee_result *r, bee_error *err)
{
    bee_bag_options o;
    bee_status s = bee_bag_query_options(bee_dict_alphabet(bx->dict), bag, opt, &o, err);
    if (s != BEE_OK)
        return s;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, bx->n_words + BEE_BAG_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");

    int beyond, must_beyond; /* a bag beyond the levels just has every level */
    uint64_t have = bee_bag_key_of_counts(bx, bag->counts, &beyond);
    uint64_t must = bee_bag_key_of_counts(bx, o.must, &must_beyond);
    uint64_t missing = ~have & BAG_KEY_BITS;
    bee_scan_counters c = {0, 0};
    size_t nh = bx->scan(&bx->scan_data, missing, must, bag->blanks, r->hits, &c);

    /* filter in place: hits become word ids */
    const bee_dict *d = bx->dict;
    const uint64_t *keys = bx->scan_data.keys;
    /* lengths need checking only when the options cut into the dictionary's
       range (a word longer than the bag never passes: a key that passes is an
       exact fit, and flagged words are counted exactly) */
    int check_len = o.min_len > bx->shortest || o.max_len < bx->longest;
    size_t count = 0;
    for (size_t i = 0; i < nh; i++) {
        uint32_t pos = r->hits[i], id = bx->word_ids[pos];
        if (check_len &&
            (bee_dict_letters(d, id) < o.min_len || bee_dict_letters(d, id) > o.max_len))
            continue;
        if (((keys[pos] & BEE_BAG_FLAG) || must_beyond) && !fits_exactly(d, id, bag, o.must))
            continue;
        r->hits[count++] = id;
    }
    if (o.want_words)
        hits_become_words(r);
    return answered(r, count, c.blocks_entered, c.masks_tested);
}

bee_status bee_bag_solve_reference(const bee_dict *d, const bee_bag *bag,
                                   const bee_bag_options *opt, bee_result *r, bee_error *err)
{
    bee_bag_options o;
    bee_status s = bee_bag_query_options(bee_dict_alphabet(d), bag, opt, &o, err);
    if (s != BEE_OK)
        return s;
    size_t count = 0;
    for (size_t i = 0; i < d->n; i++) {
        uint32_t len = bee_dict_letters(d, i);
        if (len < o.min_len || len > o.max_len)
            continue;
        uint8_t buf[BEE_MAX_WORD_LEN];
        const uint8_t *w;
        unsigned base;
        bee_bag_word_letters(d, i, buf, &w, &base);
        unsigned freq[BAG_LETTERS] = {0};
        for (uint32_t j = 0; j < len; j++)
            freq[w[j] - base]++;
        unsigned shortfall = 0;
        int ok = 1;
        for (int c = 0; c < BAG_LETTERS; c++) {
            if (freq[c] > bag->counts[c])
                shortfall += freq[c] - bag->counts[c];
            if (freq[c] < o.must[c])
                ok = 0;
        }
        if (!ok || shortfall > bag->blanks)
            continue;
        if (o.want_words) {
            if (!bee_grow_u32(&r->words, &r->words_cap, count + 1))
                return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
            r->words[count] = (uint32_t)i;
        }
        count++;
    }
    return answered(r, count, 0, d->n);
}

/* must, or NULL when it asks for no letter (fits_exactly then skips it). */
static const uint8_t *must_or_null(const uint8_t must[BAG_LETTERS])
{
    for (int c = 0; c < BAG_LETTERS; c++)
        if (must[c])
            return must;
    return NULL;
}

/* BEE_OK if `order` is one of bee_bag_order's values. */
static bee_status check_order(bee_bag_order order, bee_error *err)
{
    if (order == BEE_BAG_ORDER_LENGTH || order == BEE_BAG_ORDER_ALPHA ||
        order == BEE_BAG_ORDER_NONE)
        return BEE_OK;
    return bee_fail(err, BEE_ERR_ARG, "bag order %d is no order (length, alpha or none)",
                    (int)order);
}

bee_status bee_bag_solve_plain(const bee_dict *d, const bee_bag *bag, const bee_bag_options *opt,
                               bee_bag_order order, bee_result *r, bee_error *err)
{
    bee_bag_options o;
    bee_status s = check_order(order, err);
    if (s == BEE_OK)
        s = bee_bag_query_options(bee_dict_alphabet(d), bag, opt, &o, err);
    if (s != BEE_OK)
        return s;
    if (!bee_grow_u32(&r->hits, &r->hits_cap, d->n + 1))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
    const uint8_t *must = must_or_null(o.must);
    size_t count = 0;
    for (size_t i = 0; i < d->n; i++) {
        uint32_t len = bee_dict_letters(d, i);
        if (len >= o.min_len && len <= o.max_len && fits_exactly(d, (uint32_t)i, bag, must))
            r->hits[count++] = (uint32_t)i;
    }
    if (o.want_words && order == BEE_BAG_ORDER_LENGTH) {
        /* the hits are in id order: the counting sort's stable pass gives
           longest first, then alphabetical */
        if (!bee_grow_u32(&r->words, &r->words_cap, count + 1))
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
        uint32_t shortest, longest;
        bee_bag_longest_first(d, r->hits, count, r->words, NULL, &shortest, &longest);
    } else if (o.want_words) { /* id order is alphabetical (and as found) */
        hits_become_words(r);
    }
    return answered(r, count, 0, d->n);
}

bee_status bee_bag_answer_every(const bee_dict *d, int want_words, bee_bag_order order,
                                bee_result *r, bee_error *err)
{
    bee_status s = check_order(order, err);
    if (s != BEE_OK)
        return s;
    size_t n = d->n;
    if (want_words && !bee_grow_u32(&r->words, &r->words_cap, n + 1))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag");
    uint32_t shortest, longest;
    if (want_words && order == BEE_BAG_ORDER_LENGTH)
        bee_bag_longest_first(d, NULL, n, r->words, NULL, &shortest, &longest);
    else if (want_words) /* id order is alphabetical */
        for (size_t i = 0; i < n; i++)
            r->words[i] = (uint32_t)i;
    return answered(r, n, 0, n);
}

/* ---------------------------------------------------------------- sorting */

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

bee_status bee_bag_sort(const bee_bag_index *bx, bee_result *r, bee_bag_order order, bee_error *err)
{
    bee_status s = check_order(order, err);
    if (s != BEE_OK || order == BEE_BAG_ORDER_NONE)
        return s;
    /* sorting words = sorting their ranks in the order (alphabetical: the ids) */
    const uint32_t *rank = order == BEE_BAG_ORDER_LENGTH ? bx->length_rank : NULL;
    const uint32_t *unrank = order == BEE_BAG_ORDER_LENGTH ? bx->by_length : NULL;
    uint32_t *w = r->words;
    size_t count = r->count, n = bx->n_words;
    if (count < 2)
        return BEE_OK;
    if (rank)
        for (size_t i = 0; i < count; i++)
            w[i] = rank[w[i]];
    if (count * 512 < n) { /* few: the bitmap would cost more than it saves */
        qsort(w, count, sizeof *w, cmp_u32);
    } else {
        /* many answers: a bitmap of ranks, read back in order */
        size_t nbits = (n + 31) / 32;
        if (!bee_grow_u32(&r->hits, &r->hits_cap, nbits)) {
            if (unrank)
                for (size_t i = 0; i < count; i++)
                    w[i] = unrank[w[i]];
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory sorting words");
        }
        uint32_t *bits = r->hits;
        memset(bits, 0, nbits * sizeof *bits);
        uint32_t twice = 0; /* a rank met again: a bitmap keeps one of them */
        for (size_t i = 0; i < count; i++) {
            twice |= bits[w[i] >> 5] >> (w[i] & 31);
            bits[w[i] >> 5] |= 1u << (w[i] & 31);
        }
        if (twice & 1) {
            /* only from a hostile index file (a bag load checks ids and
               ranks against n, not that they are distinct): sort them all,
               so that every place keeps an answer */
            qsort(w, count, sizeof *w, cmp_u32);
        } else {
            size_t j = 0;
            for (size_t b = 0; b < nbits; b++)
                for (uint32_t x = bits[b]; x; x &= x - 1)
                    w[j++] = (uint32_t)(b * 32 + (size_t)__builtin_ctz(x));
        }
    }
    if (unrank)
        for (size_t i = 0; i < count; i++)
            w[i] = unrank[w[i]];
    return BEE_OK;
}
