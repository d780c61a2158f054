/*
 * index.c - the block index: distinct letter sets in sorted blocks with AND/OR
 * summaries.
 *
 * Build: pair every word's set with its id, radix-sort by set (stable, so each
 * set's ids stay alphabetical), collapse equal sets, order the sets by the
 * chosen key, lay out the columns, then cut blocks.  Sets of more than 7
 * letters go after all others, in blocks of their own, so that 7-letter
 * puzzles stop before them.
 *
 * Why rare letters high (BEE_SORT_FREQ): sorted by value, sets sharing their
 * rarest letters sit together, so a block's AND keeps them, and a puzzle
 * lacking them (most puzzles lack most rare letters) skips the block.
 * Measured on ENABLE (bench_solve --sweep): 46 blocks entered a puzzle at 32
 * sets a block, against 71 in plain a-z order and 99 with the most common
 * letters high.
 */
#include "solve/engine.h"
#include "core/block_cut.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

void bee_index_options_init_sized(bee_index_options *o, size_t size)
{
    const bee_index_options defaults = {sizeof defaults, 4, BEE_DEFAULT_BLOCK, BEE_SORT_FREQ,
                                        BEE_KERNEL_AUTO};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

/* Letter permutation for BEE_SORT_FREQ: the rarest letter becomes bit 25. */
void bee_frequency_ranks(const uint32_t *sets, size_t n, uint8_t rank[26])
{
    /* counted in byte fields: bit j of each byte of a set added to the
     * field of acc[j], at most 255 sets a round, then spread; the loop is
     * shifts and adds the compiler vectorises (an index file's check
     * recounts at every load: 2x counting a byte of the set at a time into
     * tables, whose few hot counters made a chain through memory) */
    size_t freq[32] = {0};
    for (size_t i0 = 0; i0 < n; i0 += 255) {
        size_t end = n - i0 < 255 ? n : i0 + 255;
        uint32_t acc[8] = {0};
        for (size_t i = i0; i < end; i++)
            for (int j = 0; j < 8; j++)
                acc[j] += sets[i] >> j & 0x01010101u;
        for (int j = 0; j < 8; j++)
            for (int q = 0; q < 4; q++)
                freq[8 * q + j] += acc[j] >> (8 * q) & 0xff;
    }
    for (int a = 0; a < 26; a++) {
        int r = 0; /* letters more common than a, ties by letter */
        for (int b = 0; b < 26; b++)
            r += freq[b] > freq[a] || (b < a && freq[b] == freq[a]);
        rank[a] = (uint8_t)r;
    }
}

bee_status bee_index_options_check(const bee_dict *d, const bee_index_options *opt,
                                   bee_index_options *o, bee_kernel_id *kernel, bee_error *err)
{
    if (BEE_OPTIONS_TAKE(bee_index_options, *o, opt, kernel, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_check_min_len(o->min_len, err) != BEE_OK ||
        bee_check_block_size(o->block_size, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (o->sort != BEE_SORT_FREQ && o->sort != BEE_SORT_MASK && o->sort != BEE_SORT_ALPHA)
        return bee_fail(err, BEE_ERR_ARG, "unknown sort order %d", (int)o->sort);
    if (bee_dict_check_words(d, err) != BEE_OK) /* a build trusts the words' order */
        return BEE_ERR_FORMAT;
    return bee_kernel_resolve(o->kernel, kernel, err);
}

uint64_t *bee_set_pairs(const bee_dict *d, uint32_t min_len, size_t more, size_t *nw,
                        size_t *scratch_len)
{
    size_t n = 0;
    for (size_t i = 0; i < d->n; i++)
        n += bee_dict_letters(d, i) >= min_len;
    uint64_t *pairs = bee_arena_new((16 + more) * (n + 1), scratch_len);
    if (!pairs)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < d->n; i++)
        if (bee_dict_letters(d, i) >= min_len)
            pairs[k++] = (uint64_t)d->mask[i] << 32 | i;
    /* a-z: 26 bits of set; other alphabets up to 32 */
    bee_sort_u64(pairs, pairs + n + 1, n, 32, d->alpha ? 64 : 58);
    *nw = n;
    return pairs;
}

bee_status bee_index_build(const bee_dict *d, const bee_index_options *opt, bee_index **out,
                           bee_error *err)
{
    bee_index_options o;
    bee_kernel_id kernel;
    *out = NULL;
    bee_status ks = bee_index_options_check(d, opt, &o, &kernel, err);
    if (ks != BEE_OK)
        return ks;

    /* 1. (set << 32 | id) for every word long enough, grouped by set;
     * scratch for every step, in one arena (huge pages fault far less,
     * arena.c): pairs, tmp, then sets, order, order_tmp (nm <= nw) */
    size_t nw, scratch_len;
    uint64_t *pairs = bee_set_pairs(d, o.min_len, 20, &nw, &scratch_len);
    if (!pairs)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the index");
    uint64_t *tmp = pairs + nw + 1;

    /* 2. distinct sets: first pair of each group */
    size_t nm = 0;
    uint32_t *group = (uint32_t *)tmp; /* reuse: group start per set, nm + 1 */
    for (size_t i = 0; i < nw; i++)
        if (i == 0 || (pairs[i] >> 32) != (pairs[i - 1] >> 32))
            group[nm++] = (uint32_t)i;
    group[nm] = (uint32_t)nw;

    /* 3. order sets: narrow first, then by key */
    uint64_t *order = tmp + nw + 1;
    uint64_t *order_tmp = order + nm + 1;
    uint32_t *sets = (uint32_t *)(order_tmp + nm + 1);
    for (size_t j = 0; j < nm; j++)
        sets[j] = (uint32_t)(pairs[group[j]] >> 32);
    uint8_t rank[32]; /* only a-z are ranked by frequency; other letters keep their place */
    for (int a = 0; a < 32; a++)
        rank[a] = (uint8_t)a;
    if (o.sort == BEE_SORT_FREQ)
        bee_frequency_ranks(sets, nm, rank);
    size_t n_narrow = 0;
    for (size_t j = 0; j < nm; j++) {
        uint64_t wide = bee_popcount32(sets[j]) > BEE_NARROW_LETTERS;
        uint64_t key =
            o.sort == BEE_SORT_ALPHA ? (uint32_t)pairs[group[j]] : bee_permute(sets[j], rank);
        order[j] = (wide << 31 | key) << 32 | j;
        n_narrow += !wide;
    }
    bee_sort_u64(order, order_tmp, nm, 32, 64);

    /* 4. one allocation for every column */
    size_t max_blocks = n_narrow / o.block_size + (nm - n_narrow) / o.block_size + 2;
    size_t sz_masks = bee_align64((nm + BEE_COLUMN_PAD) * 4);
    size_t sz_blocks = bee_align64((max_blocks + BEE_COLUMN_PAD) * 4);
    size_t sz_start = bee_align64((max_blocks + 1) * 4);
    size_t sz_key = bee_align64(max_blocks * 4);
    size_t sz_sets = bee_align64(nm * sizeof(bee_set_info) + 1);
    size_t sz_ids = bee_align64((nw + BEE_WORD_PAD) * 4);
    size_t sz_head = bee_align64(sizeof(bee_index));
    size_t total = sz_head + sz_masks + 2 * sz_blocks + sz_start + sz_key + sz_sets + sz_ids;
    size_t reserved;
    char *arena = bee_arena_new(total, &reserved);
    if (!arena) {
        bee_arena_free(pairs, scratch_len);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the index");
    }
    bee_index *ix = (bee_index *)arena;
    memset(ix, 0, sizeof *ix);
    ix->cache = &ix->cache_slot;
    char *p = arena + sz_head;
    uint32_t *masks = (uint32_t *)p;
    p += sz_masks;
    uint32_t *b_and = (uint32_t *)p;
    p += sz_blocks;
    uint32_t *b_or = (uint32_t *)p;
    p += sz_blocks;
    uint32_t *b_start = (uint32_t *)p;
    p += sz_start;
    uint32_t *b_key = (uint32_t *)p;
    p += sz_key;
    bee_set_info *info = (bee_set_info *)p;
    p += sz_sets;
    uint32_t *word_ids = (uint32_t *)p;

    size_t w = 0;
    for (size_t r = 0; r < nm; r++) {
        size_t j = (uint32_t)order[r];
        masks[r] = sets[j];
        info[r].first = (uint32_t)w;
        uint32_t pts = 0;
        for (size_t g = group[j]; g < group[j + 1]; g++) {
            uint32_t id = (uint32_t)pairs[g];
            word_ids[w++] = id;
            pts += bee_dict_points(d, bee_dict_letters(d, id));
        }
        info[r].count = (uint32_t)(w - info[r].first);
        info[r].points = pts;
        info[r].reserved = 0;
    }
    memset(word_ids + nw, 0, BEE_WORD_PAD * sizeof *word_ids);
    for (size_t i = nm; i < nm + BEE_COLUMN_PAD; i++)
        masks[i] = BEE_PAD_MASK;

    size_t nb = bee_block_cut32(masks, 0, n_narrow, o.block_size, b_and, b_or, b_start, 0);
    size_t nb_narrow = nb;
    for (size_t b = 0; b < nb_narrow; b++)
        b_key[b] = bee_permute(masks[b_start[b]], rank);
    nb = bee_block_cut32(masks, n_narrow, nm, o.block_size, b_and, b_or, b_start, nb);
    b_start[nb] = (uint32_t)nm;
    for (size_t i = nb; i < nb + BEE_COLUMN_PAD; i++) { /* never entered */
        b_and[i] = ~0u;
        b_or[i] = 0;
    }
    /* the kernels' contract (kernels/kernel.h): no narrow block holds a
     * wide set, and whole vectors past any end read only padding */
    assert(nb <= max_blocks);
    assert(bee_blocks_cut_well(b_start, 0, nb_narrow, 0, n_narrow, o.block_size));
    assert(bee_blocks_cut_well(b_start, nb_narrow, nb, n_narrow, nm, o.block_size));
    assert(masks[nm] == BEE_PAD_MASK && masks[nm + BEE_COLUMN_PAD - 1] == BEE_PAD_MASK);

    bee_arena_free(pairs, scratch_len);

    ix->dict = d;
    ix->opt = o;
    bee_index_use_kernel(ix, kernel);
    ix->scan_data = (bee_blocks){masks, b_and, b_or, b_start, nb};
    ix->n_masks = nm;
    ix->n_narrow = n_narrow;
    ix->n_words = nw;
    ix->n_narrow_blocks = nb_narrow;
    memcpy(ix->rank, rank, sizeof rank);
    ix->ranged = o.sort != BEE_SORT_ALPHA;
    ix->block_key = b_key;
    ix->sets = info;
    ix->word_ids = word_ids;
    ix->bytes = total;
    ix->owned = arena;
    ix->arena_len = reserved;
    *out = ix;
    return BEE_OK;
}

void bee_index_free(bee_index *ix)
{
    if (!ix)
        return;
    bee_index_release_parts(ix);
    bee_arena_free(ix->owned, ix->arena_len);
}

const bee_dict *bee_index_dict(const bee_index *ix)
{
    return ix->dict;
}
bee_kernel_id bee_index_kernel(const bee_index *ix)
{
    return ix->kernel;
}

bee_status bee_index_set_kernel(bee_index *ix, bee_kernel_id k, bee_error *err)
{
    bee_status s = bee_kernel_resolve(k, &k, err);
    if (s != BEE_OK)
        return s;
    bee_index_use_kernel(ix, k);
    return BEE_OK;
}

void bee_index_get_info(const bee_index *ix, bee_index_info *info)
{
    info->words = ix->n_words;
    info->masks = ix->n_masks;
    info->narrow_masks = ix->n_narrow;
    info->blocks = ix->scan_data.n_blocks;
    info->narrow_blocks = ix->n_narrow_blocks;
    info->bytes = ix->bytes;
    info->min_len = ix->opt.min_len;
    info->block_size = ix->opt.block_size;
    info->sort = ix->opt.sort;
}
