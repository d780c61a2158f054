/*
 * word_starts.c - see word_starts.h.
 */
#include "hints/word_starts.h"

_Atomic uint32_t *word_starts(const bee_dict *d)
{
    /* the table is a cache of the dictionary's own contents: made once in a
     * const dictionary, as the index's parts are in a const index */
    bee_dict *shared = (bee_dict *)(uintptr_t)d;
    _Atomic uint32_t *keys = atomic_load_explicit(&shared->starts, memory_order_acquire);
    if (keys)
        return keys;
    _Atomic uint32_t *mine = bee_calloc(d->n ? d->n : 1, sizeof *mine);
    if (!mine)
        return NULL;
    if (atomic_compare_exchange_strong_explicit(&shared->starts, &keys, mine, memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    bee_free((void *)(uintptr_t)mine); /* another thread made it first */
    return keys;
}
