/*
 * index_check.c - the content of a loaded index file, checked against what
 * bee_index_build would make of its own word list.
 *
 * bee_index_verify runs it (a load runs only bee_index_check_bytes, and
 * bee_dict_check_words the word checks, dict/dict_check.c).  The loader (index_file.c) has
 * already checked that every part lies inside
 * the file and that every value used as an index points inside its target.
 * That keeps reads in bounds, but later code trusts more than bounds: the
 * trie shifts by (byte - 'a'), the bag index counts letters into 26 slots,
 * a rebuild sorts by letter set on 26 bits, and words are printed raw.  So
 * a file must hold exactly what a build would: words of a-z, strictly
 * sorted, each with its own letter set and length; every long-enough word in
 * exactly one set record, the one of its letter set, with the right points;
 * distinct sets, narrow ones first, in key order; blocks cut as the build
 * cuts them, with exact summaries and keys.  Then a loaded index answers
 * like one freshly built from its own word list, whatever the file held.
 *
 * Each array is read once, in order, except the per-word look-ups of the
 * word lists (cache-resident for a word list of ENABLE's size).  Every
 * failure names the part and the element.
 */
#include "file/index_check.h"
#include "file/load_passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each set's words: increasing ids, each of the set's own letter set and
 * long enough, and the record's points right.  With distinct sets
 * (check_sets) and the count of eligible words right, every eligible word is
 * then listed exactly once.  The plain loop, run to name the first bad
 * element once word_lists_ok has found one. */
static bee_status explain_word_lists(const bee_dict *d, const bee_index *ix, const char *name,
                                     bee_error *err)
{
    const uint32_t *masks = ix->scan_data.masks;
    for (size_t i = 0; i < ix->n_masks; i++) {
        const bee_set_info *si = &ix->sets[i];
        const uint32_t *ids = ix->word_ids + si->first;
        uint64_t points = 0;
        for (uint32_t k = 0; k < si->count; k++) {
            uint32_t id = ids[k]; /* below n: index_file.c checked it */
            if (k > 0 && id <= ids[k - 1])
                return bee_damaged(err, name,
                                   "word lists: set %zu's words are not in increasing order", i);
            if (d->mask[id] != masks[i] || bee_dict_letters(d, id) < ix->opt.min_len)
                return bee_damaged(err, name, "word lists: word %u does not belong to set %zu",
                                   (unsigned)id, i);
            points += bee_dict_points(d, bee_dict_letters(d, id));
        }
        if (si->points != points || si->reserved != 0)
            return bee_damaged(err, name, "set records: set %zu has %u points, its words %llu", i,
                               (unsigned)si->points, (unsigned long long)points);
    }
    return BEE_OK;
}

/* The same rules in one pass over the word lists with no branch per set
 * (sets hold two or three words on average: a loop per set mispredicts at
 * every end): the set of each entry follows from marks at the sets' first
 * entries, as the loader checked that the records tile the lists.  1 if
 * all hold, 0 if not, -1 if out of memory. */
static inline __attribute__((always_inline)) int word_lists_ok_in(const bee_dict *d,
                                                                  const bee_index *ix, int alpha)
{
    size_t nw = ix->n_words;
    /* a bit a word, not a byte: 22 KB for ENABLE come from the heap, where
     * 173 KB were a fresh mapping, 43 page faults (~0.3 ms here) */
    uint64_t *first = bee_calloc(nw / 64 + 1, sizeof *first);
    if (!first)
        return -1;
    uint32_t reserved = 0;
    for (size_t i = 0; i < ix->n_masks; i++) {
        first[ix->sets[i].first / 64] |= 1ull << (ix->sets[i].first % 64);
        reserved |= ix->sets[i].reserved;
    }
    first[nw / 64] |= 1ull << (nw % 64);
    const uint32_t *ids = ix->word_ids, *masks = ix->scan_data.masks;
    uint64_t wrong = reserved, points = 0;
    size_t set = (size_t)-1; /* first[0] is 1 */
    uint32_t prev = 0;
    enum { AHEAD = 32 }; /* the words' masks and lengths are read out of id order */
    for (size_t k = 0; k < nw; k++) {
        uint32_t next = ids[k + AHEAD < nw ? k + AHEAD : k]; /* below d->n: the loader checked */
        __builtin_prefetch(&d->mask[next]);
        __builtin_prefetch(&d->len[next]);
        uint32_t id = ids[k];
        uint32_t starts = first[k / 64] >> (k % 64) & 1;
        uint32_t ends = first[(k + 1) / 64] >> ((k + 1) % 64) & 1;
        set += starts;
        uint32_t len = alpha ? d->letters[id] : d->len[id];
        wrong |= (d->mask[id] ^ masks[set]) | (len < ix->opt.min_len) | (id <= prev && !starts);
        points = (points & (starts - 1ull)) +
                 (alpha ? bee_alpha_base_points(d->alpha, len) : bee_base_points(len));
        wrong |= (points ^ ix->sets[set].points) & (0ull - ends);
        prev = id;
    }
    bee_free(first);
    return wrong == 0;
}

/* English apart: its loop as fast as before alphabets (the branches on the
 * alphabet out of it), ~1 ms of an index load. */
static int word_lists_ok(const bee_dict *d, const bee_index *ix)
{
    return d->alpha ? word_lists_ok_in(d, ix, 1) : word_lists_ok_in(d, ix, 0);
}

static bee_status check_word_lists(const bee_dict *d, const bee_index *ix, const char *name,
                                   bee_error *err)
{
    int ok = word_lists_ok(d, ix);
    if (ok < 0)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory checking the index", name);
    return ok ? BEE_OK : explain_word_lists(d, ix, name, err);
}

static int by_value(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Alpha order keys sets by their first word, so distinct keys do not make
 * distinct sets: sort a copy. */
static bee_status check_distinct(const bee_index *ix, const char *name, bee_error *err)
{
    if (ix->n_masks < 2)
        return BEE_OK;
    uint32_t *copy = bee_malloc(ix->n_masks * sizeof *copy);
    if (!copy)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory checking the index", name);
    memcpy(copy, ix->scan_data.masks, ix->n_masks * sizeof *copy);
    qsort(copy, ix->n_masks, sizeof *copy, by_value);
    size_t i = 1;
    while (i < ix->n_masks && copy[i] != copy[i - 1])
        i++;
    bee_free(copy);
    if (i < ix->n_masks)
        return bee_damaged(err, name, "letter sets: a set occurs twice");
    return BEE_OK;
}

/* bee_permute by table: one look-up per byte of the set. */
typedef struct permuter {
    uint32_t by_byte[4][256];
} permuter;

static void permuter_init(permuter *p, const uint8_t *rank)
{
    for (uint32_t b = 0; b < 4; b++)
        for (uint32_t v = 0; v < 256; v++)
            p->by_byte[b][v] = bee_permute((v << (8 * b)) & ~BEE_PAD_MASK, rank); /* 31 letters */
}

static inline uint32_t permuted(const permuter *p, uint32_t m)
{
    return p->by_byte[0][m & 0xff] | p->by_byte[1][(m >> 8) & 0xff] |
           p->by_byte[2][(m >> 16) & 0xff] | p->by_byte[3][m >> 24];
}

/* The set column: letters of the alphabet, narrow sets first, each group strictly in
 * key order, no set twice. */
static bee_status check_sets(const bee_index *ix, const permuter *perm, const char *name,
                             bee_error *err)
{
    const uint32_t *masks = ix->scan_data.masks;
    int alpha = ix->opt.sort == BEE_SORT_ALPHA;
    /* the alphabet's letters only, before anything counts them */
    int n_letters = bee_alphabet_size(bee_dict_alphabet(ix->dict));
    for (size_t i = 0; i < ix->n_masks; i++)
        if (masks[i] >> n_letters)
            return bee_damaged(err, name, "letter sets: set %zu has bits above %s", i,
                               n_letters == 26 ? "z" : "the alphabet's last letter");
    uint8_t want[26];
    for (int a = 0; a < 26; a++)
        want[a] = (uint8_t)a;
    if (ix->opt.sort == BEE_SORT_FREQ) /* what a build ranks these sets by */
        bee_frequency_ranks(masks, ix->n_masks, want);
    if (memcmp(ix->rank, want, sizeof want) != 0 && ix->opt.sort == BEE_SORT_FREQ)
        return bee_damaged(err, name, "letter ranks: not the letters' frequency order in the sets");
    if (memcmp(ix->rank, want, sizeof want) != 0)
        return bee_damaged(err, name, "letter ranks: not the identity of sort order %d",
                           (int)ix->opt.sort);
    uint32_t prev = 0;
    for (size_t i = 0; i < ix->n_masks; i++) {
        int narrow = bee_popcount32(masks[i]) <= BEE_NARROW_LETTERS;
        if (narrow != (i < ix->n_narrow))
            return bee_damaged(err, name, "letter sets: set %zu is %s than %d letters", i,
                               narrow ? "no wider" : "wider", BEE_NARROW_LETTERS);
        uint32_t key = alpha ? ix->word_ids[ix->sets[i].first] : permuted(perm, masks[i]);
        if (i > 0 && i != ix->n_narrow && key <= prev)
            return bee_damaged(err, name, "letter sets: set %zu is out of order", i);
        prev = key;
    }
    return alpha ? check_distinct(ix, name, err) : BEE_OK;
}

/* Blocks as the build cuts them: narrow sets in runs of block_size, then
 * the wide ones; each summary the AND and OR of its sets. */
static bee_status check_blocks(const bee_index *ix, const permuter *perm, const char *name,
                               bee_error *err)
{
    const bee_blocks *b = &ix->scan_data;
    size_t bs = ix->opt.block_size, nn = ix->n_narrow;
    size_t narrow_blocks = (nn + bs - 1) / bs;
    if (ix->n_narrow_blocks != narrow_blocks ||
        b->n_blocks != narrow_blocks + (ix->n_masks - nn + bs - 1) / bs)
        return bee_damaged(err, name,
                           "block starts: %zu blocks, %zu narrow, for %zu sets of which %zu "
                           "narrow in blocks of %zu",
                           b->n_blocks, ix->n_narrow_blocks, ix->n_masks, nn, bs);
    for (size_t k = 0; k < b->n_blocks; k++) {
        size_t start = k < narrow_blocks ? k * bs : nn + (k - narrow_blocks) * bs;
        size_t end = k < narrow_blocks ? nn : ix->n_masks;
        end = start + bs < end ? start + bs : end;
        if (b->block_start[k] != start)
            return bee_damaged(err, name, "block starts: block %zu starts at %u, not %zu", k,
                               (unsigned)b->block_start[k], start);
        uint32_t and_ = ~0u, or_ = 0;
        for (size_t i = start; i < end; i++) {
            and_ &= b->masks[i];
            or_ |= b->masks[i];
        }
        if (b->block_and[k] != and_)
            return bee_damaged(err, name, "block AND summaries: block %zu", k);
        if (b->block_or[k] != or_)
            return bee_damaged(err, name, "block OR summaries: block %zu", k);
        if (k < narrow_blocks && ix->block_key[k] != permuted(perm, b->masks[start]))
            return bee_damaged(err, name, "block keys: block %zu", k);
    }
    return BEE_OK;
}

/* Word order: bytes, then length (as strcmp on the words). */
static int word_cmp(const char *a, size_t la, const char *b, size_t lb)
{
    int c = memcmp(a, b, la < lb ? la : lb);
    return c ? c : (la > lb) - (la < lb);
}

bee_status bee_index_alpha_words(bee_dict *d, size_t text_bytes, const char *name, bee_error *err)
{
    (void)text_bytes;
    uint8_t *letters = bee_malloc(d->n ? d->n : 1);
    if (!letters)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory loading the index", name);
    for (size_t i = 0; i < d->n; i++) {
        uint32_t n, mask;
        const char *w = d->text + d->offset[i];
        bee_status s = BEE_OK;
        if (!bee_alpha_word(d->alpha, w, d->len[i], &n, &mask) || n > BEE_MAX_WORD_LEN)
            s = bee_damaged(err, name, "word text: word %zu is no word of alphabet '%s'", i,
                            d->alpha->code);
        else if (mask != d->mask[i])
            s = bee_damaged(err, name, "word letter sets: word %zu has 0x%x, its letters 0x%x", i,
                            (unsigned)d->mask[i], (unsigned)mask);
        else if (i > 0 && word_cmp(d->text + d->offset[i - 1], d->len[i - 1], w, d->len[i]) >= 0)
            s = bee_damaged(err, name,
                            "word text: word %zu is not after word %zu (words must be distinct and "
                            "sorted)",
                            i, i - 1);
        if (s != BEE_OK) {
            bee_free(letters);
            return s;
        }
        letters[i] = (uint8_t)n;
    }
    d->letters = letters;
    return BEE_OK;
}

bee_status bee_index_check_bytes(const bee_dict *d, size_t text_bytes, const bee_index *ix,
                                 const char *name, bee_error *err)
{
    const unsigned char *text = (const unsigned char *)d->text;
    /* n NULs end the words (the loader checked them): every other byte must
     * be a letter; an alphabet's words were judged one by one */
    const bee_load_passes *passes = bee_load_passes_for(ix->kernel);
    if (!d->alpha && passes->count_az(text, text_bytes) != text_bytes - d->n)
        for (size_t i = 0; i < d->n; i++)
            for (size_t j = 0; j < d->len[i]; j++)
                if ((uint8_t)(text[d->offset[i] + j] - 'a') >= 26)
                    return bee_damaged(err, name, "word text: word %zu has a byte outside a-z", i);
    int n_letters = bee_alphabet_size(bee_dict_alphabet(d));
    uint32_t over = passes->bits_above(d->mask, d->n, n_letters);
    if (over)
        for (size_t i = 0; i < d->n; i++)
            if (d->mask[i] >> n_letters) /* English: an alphabet's masks were judged */
                return bee_damaged(err, name,
                                   "word letter sets: word %zu has 0x%x, its letters 0x%x", i,
                                   (unsigned)d->mask[i],
                                   (unsigned)bee_word_letters(text + d->offset[i], d->len[i]));
    over |= passes->bits_above(ix->scan_data.masks, ix->n_masks, n_letters);
    if (over)
        for (size_t i = 0; i < ix->n_masks; i++)
            if (ix->scan_data.masks[i] >> n_letters)
                return bee_damaged(err, name, "letter sets: set %zu has bits above %s", i,
                                   n_letters == 26 ? "z" : "the alphabet's last letter");
    return BEE_OK;
}

/* The stored totals of the 7-letter sets: as many as such sets, each the
 * sums of the words its set's subsets hold (checked after the sets and
 * their word lists, which they are summed from). */
static bee_status check_totals(const bee_index *ix, const char *name, bee_error *err)
{
    size_t n;
    bee_set_totals *want = bee_set_totals_make(ix, &n, err);
    if (!want)
        return BEE_ERR_NOMEM;
    bee_status s = BEE_OK;
    if (n != ix->n_sevens)
        s = bee_damaged(err, name, "7-letter set totals: %zu, the index has %zu such sets",
                        ix->n_sevens, n);
    for (size_t i = 0; i < n && s == BEE_OK; i++)
        if (memcmp(&want[i], &ix->totals[i], sizeof *want) != 0)
            s = bee_damaged(err, name, "7-letter set totals: entry %zu is not its set's sums", i);
    bee_free(want);
    return s;
}

bee_status bee_index_check_content(const bee_dict *d, size_t text_bytes, const bee_index *ix,
                                   const char *name, bee_error *err)
{
    size_t eligible = 0;
    bee_status s = bee_dict_check_text(d, text_bytes, ix->opt.min_len,
                                       bee_kernel_words_fn(ix->kernel), &eligible, name, err);
    if (s != BEE_OK)
        return s;
    if (eligible != ix->n_words)
        return bee_damaged(err, name,
                           "word lists: %zu words, the word list has %zu of at least %u letters",
                           ix->n_words, eligible, (unsigned)ix->opt.min_len);
    for (size_t k = ix->n_words; k < ix->n_words + BEE_WORD_PAD; k++)
        if (ix->word_ids[k] != 0)
            return bee_damaged(err, name, "word lists: padding");
    permuter perm;
    permuter_init(&perm, ix->rank);
    s = check_sets(ix, &perm, name, err);
    if (s == BEE_OK)
        s = check_word_lists(d, ix, name, err);
    if (s == BEE_OK)
        s = check_blocks(ix, &perm, name, err);
    if (s == BEE_OK && ix->totals)
        s = check_totals(ix, name, err);
    return s;
}
