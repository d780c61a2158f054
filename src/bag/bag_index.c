/*
 * bag_index.c - the bag index: every word as a count key, sorted by key and
 * cut into blocks with AND/OR summaries (the bag kernels are in the one
 * kernel table, src/core/cpu.c).
 *
 * Levels: every letter of the alphabet gets level 1 ("has the letter"); the
 * remaining key bits (37 for English's 26 letters, 32 for 31 letters) go, one
 * at a time, to the letter whose next level the most words reach (ENABLE: s up
 * to 5, e and i up to 4, ...), so only ~2% of words need an exact count check.
 *
 * Bit order: the (letter, level) pairs most words have get the highest bits.
 * Sorted by key, words sharing them sit together, so a block's AND keeps them,
 * and a bag lacking one (no 'a', only one 'e') skips those blocks whole.
 */
#include "bag/bag_internal.h"
#include "core/radix_sort.h"
#include "core/block_cut.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define KEY_SLOTS 63

void bee_bag_index_options_init_sized(bee_bag_index_options *o, size_t size)
{
    const bee_bag_index_options defaults = {sizeof defaults, BEE_BAG_DEFAULT_BLOCK,
                                            BEE_KERNEL_AUTO};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

/* The k-th c of a word (letters w[0..len), mask bits + base) counts it once
 * for level k of c; base a constant at each call, as for the keys. */
static inline void count_reach(size_t reach[BAG_LETTERS][BAG_MAX_LEVEL + 1], const uint8_t *w,
                               uint32_t len, unsigned base)
{
    uint8_t seen[BAG_LETTERS] = {0};
    for (uint32_t j = 0; j < len; j++) {
        unsigned c = w[j] - base;
        if (seen[c] < BAG_MAX_LEVEL)
            reach[c][++seen[c]]++;
    }
}

/* Choose levels and bit positions from the words' counts. */
static void assign_bits(bee_bag_index *bx, const bee_dict *d)
{
    /* reach[c][k]: words holding at least k of letter c */
    static const size_t zero[BAG_LETTERS][BAG_MAX_LEVEL + 1];
    size_t reach[BAG_LETTERS][BAG_MAX_LEVEL + 1];
    memcpy(reach, zero, sizeof reach);
    int nl = bx->n_letters;
    for (size_t i = 0; i < d->n; i++) {
        const uint8_t *w = (const uint8_t *)d->text + d->offset[i];
        uint8_t buf[BEE_MAX_WORD_LEN];
        if (!d->alpha) {
            count_reach(reach, w, d->len[i], 'a');
        } else {
            size_t n = bee_alpha_key(d->alpha, (const char *)w, d->len[i], buf);
            count_reach(reach, buf, (uint32_t)n, 0);
        }
    }
    memset(bx->levels, 0, sizeof bx->levels);
    for (int c = 0; c < nl; c++)
        bx->levels[c] = 1;
    for (int slot = nl; slot < KEY_SLOTS; slot++) {
        int best = -1;
        for (int c = 0; c < nl; c++) {
            unsigned next = bx->levels[c] + 1u;
            if (next <= BAG_MAX_LEVEL && reach[c][next] > 0 &&
                (best < 0 || reach[c][next] > reach[best][bx->levels[best] + 1]))
                best = c;
        }
        if (best < 0)
            break; /* no word needs more levels */
        bx->levels[best]++;
    }

    /* slots by how many words have them, most first: bit 62 down */
    struct slot {
        size_t reach;
        uint8_t c, k;
    } slots[KEY_SLOTS];
    int n = 0;
    for (int c = 0; c < nl; c++)
        for (unsigned k = 1; k <= bx->levels[c]; k++)
            slots[n++] = (struct slot){reach[c][k], (uint8_t)c, (uint8_t)k};
    for (int i = 1; i < n; i++) /* insertion sort: 63 entries, stable */
        for (int j = i; j > 0 && slots[j].reach > slots[j - 1].reach; j--) {
            struct slot t = slots[j];
            slots[j] = slots[j - 1];
            slots[j - 1] = t;
        }
    uint64_t bit[BAG_LETTERS][BAG_MAX_LEVEL + 1] = {{0}};
    for (int i = 0; i < n; i++)
        bit[slots[i].c][slots[i].k] = 1ull << (KEY_SLOTS - 1 - i);
    for (int c = 0; c < BAG_LETTERS; c++) {
        bx->upto[c][0] = 0;
        for (unsigned k = 1; k <= BAG_MAX_LEVEL; k++)
            bx->upto[c][k] = bx->upto[c][k - 1] | bit[c][k]; /* 0 past the levels */
    }
}

typedef struct keyed {
    uint64_t key;
    uint32_t id;
} keyed;

static uint64_t keyed_key(const void *e)
{
    return ((const keyed *)e)->key;
}

/* at[] and the shortest and longest lengths (bee_bag_length_starts) over
 * the words ids[0..n), or every word of d for NULL: a count of each length
 * (one load and one add a word; the extremes read off the counts), then
 * their sums. */
static void length_starts(const bee_dict *d, const uint32_t *ids, size_t n,
                          size_t at[BEE_MAX_WORD_LEN + 2], uint32_t *shortest, uint32_t *longest)
{
    const uint8_t *lens = bee_dict_letters_column(d);
    memset(at, 0, (BEE_MAX_WORD_LEN + 2) * sizeof *at);
    if (ids)
        for (size_t i = 0; i < n; i++)
            at[BEE_MAX_WORD_LEN - lens[ids[i]] + 1]++;
    else
        for (size_t i = 0; i < n; i++)
            at[BEE_MAX_WORD_LEN - lens[i] + 1]++;
    *shortest = BEE_MAX_WORD_LEN;
    *longest = 0;
    for (uint32_t len = 0; len <= BEE_MAX_WORD_LEN; len++)
        if (at[BEE_MAX_WORD_LEN - len + 1]) {
            *shortest = len < *shortest ? len : *shortest;
            *longest = len;
        }
    for (size_t l = 1; l < BEE_MAX_WORD_LEN + 2; l++)
        at[l] += at[l - 1];
}

void bee_bag_length_starts(const bee_dict *d, size_t at[BEE_MAX_WORD_LEN + 2], uint32_t *shortest,
                           uint32_t *longest)
{
    length_starts(d, NULL, d->n, at, shortest, longest);
}

void bee_bag_longest_first(const bee_dict *d, const uint32_t *ids, size_t n, uint32_t *by_length,
                           uint32_t *rank, uint32_t *shortest, uint32_t *longest)
{
    size_t at[BEE_MAX_WORD_LEN + 2];
    length_starts(d, ids, n, at, shortest, longest);
    const uint8_t *lens = bee_dict_letters_column(d);
    /* stable: equal lengths keep their order; the usual cases (every word,
     * no ranks: a bag's answers) in a loop of their own */
    if (!ids && !rank) {
        for (size_t i = 0; i < n; i++)
            by_length[at[BEE_MAX_WORD_LEN - lens[i]]++] = (uint32_t)i;
        return;
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t id = ids ? ids[i] : (uint32_t)i;
        size_t r = at[BEE_MAX_WORD_LEN - lens[id]]++;
        by_length[r] = id;
        if (rank)
            rank[i] = (uint32_t)r;
    }
}

bee_status bee_bag_index_build(const bee_dict *d, const bee_bag_index_options *opt,
                               bee_bag_index **out, bee_error *err)
{
    bee_bag_index_options o;
    *out = NULL;
    if (BEE_OPTIONS_TAKE(bee_bag_index_options, o, opt, kernel, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_check_block_size(o.block_size, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_dict_check_words(d, err) != BEE_OK) /* from an index file: its words checked */
        return BEE_ERR_FORMAT;
    bee_kernel_id kernel;
    bee_status ks = bee_kernel_resolve(o.kernel, &kernel, err);
    if (ks != BEE_OK)
        return ks;

    size_t n = d->n;
    size_t nb = (n + o.block_size - 1) / o.block_size;
    size_t sz_head = bee_align64(sizeof(bee_bag_index));
    size_t sz_keys = bee_align64((n + BEE_BAG_PAD) * 8);
    size_t sz_ids = bee_align64(n * 4 + 4);
    size_t sz_sum = bee_align64((nb + BEE_BAG_PAD) * 8); /* padded: kernel.h */
    size_t sz_start = bee_align64((nb + 1) * 4);
    size_t total = sz_head + sz_keys + 3 * sz_ids + 2 * sz_sum + sz_start;
    size_t reserved, scratch_len; /* arenas: huge pages fault far less (arena.c) */
    char *arena = bee_arena_new(total, &reserved);
    keyed *pairs = bee_arena_new(2 * (n + 1) * sizeof *pairs, &scratch_len);
    if (!arena || !pairs) {
        bee_arena_free(arena, reserved);
        bee_arena_free(pairs, scratch_len);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the bag index");
    }
    keyed *tmp = pairs + n + 1;
    bee_bag_index *bx = (bee_bag_index *)arena;
    memset(bx, 0, sizeof *bx);
    bx->n_letters = bee_alphabet_size(bee_dict_alphabet(d));
    char *p = arena + sz_head;
    uint64_t *keys = (uint64_t *)p;
    p += sz_keys;
    uint32_t *ids = (uint32_t *)p;
    p += sz_ids;
    uint32_t *by_length = (uint32_t *)p;
    p += sz_ids;
    uint32_t *length_rank = (uint32_t *)p;
    p += sz_ids;
    uint64_t *b_and = (uint64_t *)p;
    p += sz_sum;
    uint64_t *b_or = (uint64_t *)p;
    p += sz_sum;
    uint32_t *b_start = (uint32_t *)p;

    assign_bits(bx, d);
    size_t exact = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t key = 0;
        int ok = bee_bag_word_key(bx, d, i, 0, &key); /* a loaded word: always */
        assert(ok);
        (void)ok;
        exact += (key & BEE_BAG_FLAG) != 0;
        pairs[i] = (keyed){key, (uint32_t)i};
    }
    /* by the whole key: flagged words after their unflagged equals */
    const keyed *sorted = radix_sort(pairs, tmp, n, sizeof *pairs, keyed_key, 0, 64);
    for (size_t i = 0; i < n; i++) {
        keys[i] = sorted[i].key;
        ids[i] = sorted[i].id;
    }
    memset(keys + n, 0, BEE_BAG_PAD * sizeof *keys);
    bee_arena_free(pairs, scratch_len);

    size_t cut = bee_block_cut64(keys, 0, n, o.block_size, b_and, b_or, b_start, 0);
    assert(cut == nb && bee_blocks_cut_well(b_start, 0, nb, 0, n, o.block_size));
    (void)cut;
    for (size_t b = 0; b < nb; b++) { /* the summaries hold counts only, not the flag */
        b_and[b] &= BAG_KEY_BITS;
        b_or[b] &= BAG_KEY_BITS;
    }
    b_start[nb] = (uint32_t)n;
    memset(b_and + nb, 0, BEE_BAG_PAD * sizeof *b_and); /* read, never entered */
    memset(b_or + nb, 0, BEE_BAG_PAD * sizeof *b_or);

    uint32_t shortest, longest;
    bee_bag_longest_first(d, NULL, n, by_length, length_rank, &shortest, &longest);

    bx->dict = d;
    bx->opt = o;
    bx->by_length = by_length;
    bx->length_rank = length_rank;
    bx->shortest = shortest;
    bx->longest = longest;
    bx->kernel = kernel;
    bx->scan = bee_kernel_bag_scan_fn(kernel);
    bx->scan_data = (bee_bag_blocks){keys, b_and, b_or, b_start, nb};
    bx->n_words = n;
    bx->n_exact = exact;
    bx->word_ids = ids;
    bx->bytes = total;
    bx->owned = arena;
    bx->arena_len = reserved;
    *out = bx;
    return BEE_OK;
}

void bee_bag_index_free(bee_bag_index *bx)
{
    if (bx)
        bee_arena_free(bx->owned, bx->arena_len);
}

const bee_dict *bee_bag_index_dict(const bee_bag_index *bx)
{
    return bx->dict;
}
bee_kernel_id bee_bag_index_kernel(const bee_bag_index *bx)
{
    return bx->kernel;
}

bee_status bee_bag_index_set_kernel(bee_bag_index *bx, bee_kernel_id k, bee_error *err)
{
    bee_status s = bee_kernel_resolve(k, &k, err);
    if (s != BEE_OK)
        return s;
    bx->kernel = k;
    bx->scan = bee_kernel_bag_scan_fn(k);
    return BEE_OK;
}

void bee_bag_index_get_info(const bee_bag_index *bx, bee_bag_info *info)
{
    info->words = bx->n_words;
    info->blocks = bx->scan_data.n_blocks;
    info->exact_words = bx->n_exact;
    info->bytes = bx->bytes;
    info->block_size = bx->opt.block_size;
    memcpy(info->levels, bx->levels, sizeof info->levels);
}
