/*
 * word_starts.c - see word_starts.h.
 */
#include "hints/word_starts.h"

const uint32_t *word_starts(const bee_dict *d)
{
    /* the table is a cache of the dictionary's own contents: filled once
     * into a const dictionary, as the index's parts are into a const index */
    bee_dict *shared = (bee_dict *)(uintptr_t)d;
    uint32_t *keys = atomic_load_explicit(&shared->starts, memory_order_acquire);
    if (keys)
        return keys;
    uint32_t *mine = bee_malloc((d->n ? d->n : 1) * sizeof *mine);
    if (!mine)
        return NULL;
    for (size_t id = 0; id < d->n; id++) {
        int first, second;
        uint32_t len = bee_dict_first_letters(d, (uint32_t)id, &first, &second);
        mine[id] = word_start_key(first, second, len);
    }
    if (atomic_compare_exchange_strong_explicit(&shared->starts, &keys, mine, memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    bee_free(mine); /* another thread built it first */
    return keys;
}
