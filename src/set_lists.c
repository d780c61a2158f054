/*
 * set_lists.c - the per-set word lists of the set-lists plan (engine.h),
 * built on first use.
 *
 * The workload: a stream of NYT puzzles, each a word's 7-letter set with one
 * of its letters as center; ENABLE has about 16,000 such sets, and a list
 * holds some 40-300 words.  A list is built once (127 subset lookups, a
 * sort) and then answers its set's 7 puzzles for good: counts from its
 * per-center totals, words by one filter pass over it.
 */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

static void parts_free(bee_solve_parts *p)
{
    if (!p)
        return;
    bee_set_map_free(&p->map);
    free(p);
}

void bee_index_release_parts(bee_index *ix)
{
    parts_free(atomic_load_explicit(&ix->parts, memory_order_acquire));
    atomic_store_explicit(&ix->parts, NULL, memory_order_release);
}

const bee_solve_parts *bee_solve_parts_get(const bee_index *ix, bee_error *err)
{
    bee_index *w = (bee_index *)ix;   /* the parts are a cache, not the index's value */
    bee_solve_parts *p = atomic_load_explicit(&w->parts, memory_order_acquire);
    if (p)
        return p;
    bee_solve_parts *mine = calloc(1, sizeof *mine);
    if (!mine) {
        bee_fail(err, BEE_ERR_NOMEM, "out of memory preparing to solve");
        return NULL;
    }
    if (bee_set_map_build(ix, &mine->map, err) != BEE_OK) {
        free(mine);
        return NULL;
    }
    bee_solve_parts *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&w->parts, &expected, mine,
                                                memory_order_acq_rel, memory_order_acquire))
        return mine;
    parts_free(mine);   /* another thread built them first */
    return expected;
}

/* The list of `set`: every nonempty subset looked up in the map. */
static bee_set_list *build_list(const bee_index *ix, const bee_set_map *map, uint32_t set)
{
    uint32_t letters[BEE_NARROW_LETTERS], k = 0;
    for (uint32_t m = set; m; m &= m - 1)
        letters[k++] = m & -m;
    uint32_t subs[1u << BEE_NARROW_LETTERS];
    for (uint32_t local = 1; local < (1u << k); local++) {   /* subsets, as bits of set's */
        uint32_t sub = 0;
        for (uint32_t j = 0; j < k; j++)
            sub |= (local >> j & 1) ? letters[j] : 0;
        subs[local] = sub;
        /* all lookups' slots in flight at once, not one cache miss after another */
        __builtin_prefetch(&map->slots[bee_set_hash(sub, 0, map->shift)]);
        __builtin_prefetch(&map->slots[bee_set_hash(sub, 1, map->shift)]);
    }
    uint32_t found[1u << BEE_NARROW_LETTERS], local_of[1u << BEE_NARROW_LETTERS], nf = 0;
    size_t total = 0;
    for (uint32_t local = 1; local < (1u << k); local++) {
        uint32_t pos = bee_set_map_find(map, subs[local]);
        if (pos == BEE_SET_NONE)
            continue;
        found[nf] = pos;
        local_of[nf++] = local;
        total += ix->sets[pos].count;
    }
    size_t padded = (total + BEE_LIST_PAD - 1) / BEE_LIST_PAD * BEE_LIST_PAD;
    bee_set_list *list = calloc(1, sizeof *list + (padded + total) * sizeof(uint32_t));
    if (!list)
        return NULL;
    list->n = (uint32_t)total;
    size_t n = 0;
    for (uint32_t f = 0; f < nf; f++) {
        const bee_set_info *si = &ix->sets[found[f]];
        uint32_t local = local_of[f];
        for (uint32_t j = 0; j < k; j++)
            if (local >> j & 1) {
                list->count[j] += si->count;
                list->points[j] += si->points;
            }
        if (local == (1u << k) - 1) {
            list->pangrams = si->count;
            list->pangram_first = si->first;
        }
        for (uint32_t w = 0; w < si->count; w++)
            list->entry[n++] = ix->word_ids[si->first + w] | local << BEE_LIST_TAG_SHIFT;
    }
    uint32_t *tmp = list->entry + padded;   /* scratch for the sort, then dropped */
    uint32_t *sorted = nf > 1 ? bee_sort_ids(list->entry, tmp, total, bee_id_bits(ix->dict->n))
                              : list->entry;
    if (sorted != list->entry)
        memcpy(list->entry, sorted, total * sizeof *sorted);
    memset(list->entry + total, 0, (padded - total) * sizeof *list->entry);
    bee_set_list *fit = realloc(list, sizeof *list + padded * sizeof(uint32_t));
    return fit ? fit : list;
}

const bee_set_list *bee_set_list_get(const bee_index *ix, const bee_solve_parts *parts,
                                     bee_set_slot *slot)
{
    bee_set_list *list = atomic_load_explicit(&slot->list, memory_order_acquire);
    if (list)
        return list;
    bee_set_list *mine = build_list(ix, &parts->map, slot->set), *expected = NULL;
    if (!mine)
        return NULL;
    if (atomic_compare_exchange_strong_explicit(&slot->list, &expected, mine,
                                                memory_order_acq_rel, memory_order_acquire))
        return mine;
    free(mine);   /* another thread built it first */
    return expected;
}
