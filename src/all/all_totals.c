/*
 * all_totals.c - see all_totals.h.  The first two steps of bee_index_build
 * (every word's set paired with its id, radix-sorted, equal sets collapsed)
 * and nothing after: no second sort by key, no blocks, no word lists.
 */
#include "all/all_totals.h"

#include <string.h>

bee_status all_totals_build(const bee_dict *d, const bee_index_options *opt, bee_index **out,
                            bee_error *err)
{
    *out = NULL;
    bee_index_options o;
    bee_kernel_id kernel;
    bee_status s = bee_index_options_check(d, opt, &o, &kernel, err);
    if (s != BEE_OK)
        return s;
    size_t nw, scratch_len;
    uint64_t *pairs = bee_set_pairs(d, o.min_len, 0, &nw, &scratch_len);
    if (!pairs)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory reading the letter sets");

    size_t nm = 0; /* distinct sets: at most nw */
    for (size_t i = 0; i < nw; i++)
        nm += i == 0 || (pairs[i] >> 32) != (pairs[i - 1] >> 32);
    size_t sz_head = bee_align64(sizeof(bee_index)), sz_masks = bee_align64((nm + 1) * 4);
    size_t total = sz_head + sz_masks + nm * sizeof(bee_set_info) + 1, reserved;
    char *arena = bee_arena_new(total, &reserved);
    if (!arena) {
        bee_arena_free(pairs, scratch_len);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory reading the letter sets");
    }
    bee_index *ix = (bee_index *)arena;
    memset(ix, 0, sizeof *ix);
    uint32_t *masks = (uint32_t *)(arena + sz_head);
    bee_set_info *sets = (bee_set_info *)(arena + sz_head + sz_masks);
    size_t m = 0;
    for (size_t i = 0; i < nw; i++) {
        uint32_t set = (uint32_t)(pairs[i] >> 32);
        if (i == 0 || set != masks[m - 1])
            sets[m++] = (bee_set_info){0, 0, 0, 0};
        masks[m - 1] = set;
        sets[m - 1].count++;
        sets[m - 1].points += bee_dict_points(d, bee_dict_letters(d, (uint32_t)pairs[i]));
    }
    bee_arena_free(pairs, scratch_len);

    ix->dict = d;
    ix->opt = o;
    ix->cache = &ix->cache_slot;
    ix->scan_data.masks = masks;
    ix->n_masks = nm;
    ix->n_words = nw;
    ix->sets = sets;
    ix->bytes = total;
    ix->owned = arena;
    ix->arena_len = reserved;
    *out = ix;
    return BEE_OK;
}
