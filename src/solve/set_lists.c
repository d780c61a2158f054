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
#include "solve/engine.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------- the parts */

static void ranks_free(bee_rank_table *t)
{
    if (!t)
        return;
    bee_rank_table_free(t);
    bee_free(t);
}

static void wide_free(bee_set_map *m)
{
    if (!m)
        return;
    bee_set_map_free(m);
    bee_free(m);
}

static void parts_free(bee_solve_parts *p)
{
    if (!p)
        return;
    bee_set_map_free(&p->map);
    wide_free(atomic_load_explicit(&p->wide, memory_order_acquire));
    bee_free(p->set_list);
    bee_free(p->sevens);
    ranks_free(atomic_load_explicit(&p->ranks, memory_order_acquire));
    bee_store_free(&p->lists);
    bee_free(p);
}

void bee_index_release_parts(bee_index *ix)
{
    parts_free(atomic_load_explicit(&ix->cache->parts, memory_order_acquire));
    atomic_store_explicit(&ix->cache->parts, NULL, memory_order_release);
}

/* Whether a narrow set is one whose totals an index file stores: exactly 7
 * letters.  The one rule for the totals' order (bee_set_totals_make) and
 * their look-up (sevens_make): the two must agree. */
static inline int has_stored_totals(uint32_t set)
{
    return bee_popcount32(set) == BEE_NARROW_LETTERS;
}

/* Which narrow sets of ix have stored totals, or NULL if none (or if the
 * sets of 7 letters are not as many as the totals: a file not made by a
 * build, whose totals then go unused) or out of memory (then the totals
 * are computed: the answers do not change). */
static bee_sevens *sevens_make(const bee_index *ix)
{
    if (!ix->totals || !ix->n_sevens)
        return NULL;
    size_t words = (ix->n_narrow + 63) / 64;
    bee_sevens *w = bee_calloc(words, sizeof *w);
    if (!w)
        return NULL;
    const uint32_t *masks = ix->scan_data.masks;
    uint64_t before = 0;
    for (size_t k = 0; k < words; k++) {
        uint64_t bits = 0;
        for (size_t i = k * 64; i < ix->n_narrow && i < k * 64 + 64; i++)
            bits |= (uint64_t)has_stored_totals(masks[i]) << (i % 64);
        w[k] = (bee_sevens){bits, before};
        before += bee_popcount64(bits);
    }
    if (before != ix->n_sevens) {
        bee_free(w);
        return NULL;
    }
    return w;
}

bee_solve_parts *bee_solve_parts_get(const bee_index *ix, bee_error *err)
{
    bee_solve_parts *p = atomic_load_explicit(&ix->cache->parts, memory_order_acquire);
    if (p)
        return p;
    bee_solve_parts *mine = bee_calloc_lines(sizeof *mine);
    if (!mine) {
        bee_fail(err, BEE_ERR_NOMEM, "out of memory preparing to solve");
        return NULL;
    }
    if (bee_set_map_build(ix, 0, &mine->map, err) != BEE_OK) {
        bee_free(mine);
        return NULL;
    }
    /* (all-zero bytes are NULL pointers, atomic or not, on every target) */
    mine->set_list = bee_calloc(ix->n_narrow + 1, sizeof *mine->set_list);
    if (!mine->set_list) {
        bee_set_map_free(&mine->map);
        bee_free(mine);
        bee_fail(err, BEE_ERR_NOMEM, "out of memory preparing to solve");
        return NULL;
    }
    mine->sevens = sevens_make(ix);
    atomic_init(&mine->wide, NULL);  /* built at the subsets plan's first wide puzzle */
    atomic_init(&mine->ranks, NULL); /* built at the subsets plan's first solve */
    bee_store_init(&mine->lists);
    bee_solve_parts *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&ix->cache->parts, &expected, mine,
                                                memory_order_acq_rel, memory_order_acquire))
        return mine;
    parts_free(mine); /* another thread built them first */
    return expected;
}

const bee_set_map *bee_solve_wide_get(const bee_index *ix, bee_solve_parts *parts, bee_error *err)
{
    bee_set_map *m = atomic_load_explicit(&parts->wide, memory_order_acquire);
    if (m)
        return m;
    bee_set_map *mine = bee_calloc_lines(sizeof *mine);
    if (!mine) {
        bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set map");
        return NULL;
    }
    if (bee_set_map_build(ix, 1, mine, err) != BEE_OK) {
        bee_free(mine);
        return NULL;
    }
    if (atomic_compare_exchange_strong_explicit(&parts->wide, &m, mine, memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    wide_free(mine); /* another thread built it first */
    return m;
}

const bee_rank_table *bee_solve_ranks_get(const bee_index *ix, bee_solve_parts *parts,
                                          bee_error *err)
{
    bee_rank_table *t = atomic_load_explicit(&parts->ranks, memory_order_acquire);
    if (t)
        return t;
    bee_rank_table *mine = bee_calloc_lines(sizeof *mine);
    if (!mine) {
        bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set ranks");
        return NULL;
    }
    if (bee_rank_table_build(ix, mine, err) != BEE_OK) {
        bee_free(mine);
        return NULL;
    }
    if (atomic_compare_exchange_strong_explicit(&parts->ranks, &t, mine, memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    ranks_free(mine); /* another thread built it first */
    return t;
}

bee_status bee_solve_parts_try(const bee_index *ix, bee_solve_parts **out, bee_error *err)
{
    int idle = 0;
    if ((*out = bee_solve_parts_built(ix)) ||
        !atomic_compare_exchange_strong(&ix->cache->parts_building, &idle, 1))
        return BEE_OK; /* built, or another thread is at it */
    if ((*out = bee_solve_parts_get(ix, err)))
        return BEE_OK;
    atomic_store(&ix->cache->parts_building, 0); /* out of memory: a later solve may try again */
    return BEE_ERR_NOMEM;
}

/* The subsets of `set` that are some word's set: their places in the
 * index and which of set's letters (bit j: the j-th lowest) each uses. */
typedef struct subsets {
    uint32_t k; /* letters of the set */
    uint32_t nf;
    uint32_t found[1u << BEE_NARROW_LETTERS];
    uint32_t local[1u << BEE_NARROW_LETTERS];
} subsets;

static void find_subsets(const bee_set_map *map, uint32_t set, subsets *f)
{
    enum { SUBSETS = 1u << BEE_NARROW_LETTERS };
    uint32_t subs[SUBSETS], product[2][SUBSETS];
    subs[0] = product[0][0] = product[1][0] = 0;
    uint32_t k = 0;
    /* the subsets by doubling, as bits of set's: those holding letter k are
     * those made so far plus it, one OR and two adds each (the hashes'
     * products: bee_set_product), in the compiler's vectors */
    for (uint32_t m = set; m; m &= m - 1, k++) {
        uint32_t letter = m & -m, half = 1u << k;
        uint32_t p0 = bee_set_product(letter, 0), p1 = bee_set_product(letter, 1);
        for (uint32_t i = 0; i < half; i++) {
            subs[half + i] = subs[i] | letter;
            product[0][half + i] = product[0][i] + p0;
            product[1][half + i] = product[1][i] + p1;
        }
    }
    /* bee_set_map_find's two loads, without a branch: each subset's place
     * written whether found or not, and kept by counting it.  No branch
     * also means no prefetch: the loads of many subsets are in flight at
     * once by themselves. */
    const bee_set_slot *slots = map->slots;
    uint32_t shift = map->shift, nf = 0;
    for (uint32_t local = 1; local < (1u << k); local++) {
        const bee_set_slot *s0 = &slots[product[0][local] >> shift];
        const bee_set_slot *s1 = &slots[product[1][local] >> shift];
        uint32_t in0 = s0->set == subs[local], in1 = s1->set == subs[local];
        uint32_t pos0 = s0->pos, pos1 = s1->pos;
        /* (not `in1 ? pos1 : pos0`: gcc made that a branch) */
        f->found[nf] = pos0 ^ ((pos0 ^ pos1) & (0u - in1)); /* kept if in either */
        f->local[nf] = local;
        nf += in0 | in1;
    }
    f->k = k;
    f->nf = nf;
}

/* (the filter kernels read whole steps of BEE_FILTER_PAD entries) */
_Static_assert(BEE_LIST_PAD % BEE_FILTER_PAD == 0, "a list is padded to whole filter steps");

#define HEADER_BYTES ((sizeof(bee_set_list) + 63) & ~(size_t)63)

/* Bytes of the entries of a list of n words, padded. */
static size_t entry_bytes(size_t n)
{
    size_t padded = (n + BEE_LIST_PAD - 1) / BEE_LIST_PAD * BEE_LIST_PAD;
    return (padded * sizeof(uint32_t) + 63) & ~(size_t)63;
}

/* The set's letters split into its lowest LOW_LETTERS and the others. */
enum { LOW_LETTERS = 4, LOWS = 1 << LOW_LETTERS, HIGHS = 1 << (BEE_NARROW_LETTERS - LOW_LETTERS) };

/* The totals of the set whose subsets are f, into list (the rest zeroed).
 * Letter j's are the sums over the subsets using it.  Not 7 masked adds a
 * subset and total (some 60 subsets of a NYT set), but each subset's
 * added to the sums of its low part and of its high part, and letter j's
 * then the masked sum of its side's 16 or 8 part sums (fixed loops: vector
 * adds). */
static void fill_totals(const bee_index *ix, const subsets *f, bee_set_list *list)
{
    bee_set_totals *t = &list->totals;
    uint32_t low_count[LOWS] = {0}, low_points[LOWS] = {0};
    uint32_t high_count[HIGHS] = {0}, high_points[HIGHS] = {0};
    memset(list, 0, sizeof *list);
    for (uint32_t i = 0; i < f->nf; i++) /* the records' misses all in flight at once */
        __builtin_prefetch(&ix->sets[f->found[i]]);
    for (uint32_t i = 0; i < f->nf; i++) {
        const bee_set_info *si = &ix->sets[f->found[i]];
        uint32_t local = f->local[i]; /* (no bit at k or above: those sums stay 0) */
        low_count[local & (LOWS - 1)] += si->count;
        low_points[local & (LOWS - 1)] += si->points;
        high_count[local >> LOW_LETTERS] += si->count;
        high_points[local >> LOW_LETTERS] += si->points;
        if (local == (1u << f->k) - 1) {
            t->pangrams = si->count;
            list->pangram_first = si->first;
        }
    }
    /* masked adds, not a branch on each part (no branch mispredicted) */
    for (uint32_t l = 0; l < LOWS; l++) {
        t->n += low_count[l];
        for (uint32_t j = 0; j < LOW_LETTERS; j++) {
            uint32_t uses = 0u - (l >> j & 1);
            t->count[j] += low_count[l] & uses;
            t->points[j] += low_points[l] & uses;
        }
    }
    for (uint32_t h = 0; h < HIGHS; h++)
        for (uint32_t j = 0; j < BEE_NARROW_LETTERS - LOW_LETTERS; j++) {
            uint32_t uses = 0u - (h >> j & 1);
            t->count[LOW_LETTERS + j] += high_count[h] & uses;
            t->points[LOW_LETTERS + j] += high_points[h] & uses;
        }
    if (t->pangrams <= BEE_LIST_PANGRAMS_HERE)
        memcpy(list->pangram_ids, ix->word_ids + list->pangram_first,
               t->pangrams * sizeof *list->pangram_ids);
}

/* The entries of the list of n words whose subsets are f, into entry
 * (entry_bytes(n)): its words in id order, tagged; 0 if out of memory. */
static int fill_entries(const bee_index *ix, const subsets *f, size_t n, uint32_t *entry)
{
    uint32_t *tmp = f->nf > 1 ? bee_malloc(n * sizeof *tmp) : NULL; /* the sort's scratch */
    if (f->nf > 1 && !tmp)
        return 0;
    size_t at = 0;
    for (uint32_t i = 0; i < f->nf; i++) {
        const bee_set_info *si = &ix->sets[f->found[i]];
        for (uint32_t w = 0; w < si->count; w++)
            entry[at++] = ix->word_ids[si->first + w] | f->local[i] << BEE_LIST_TAG_SHIFT;
    }
    uint32_t *sorted = f->nf > 1 ? bee_sort_ids(entry, tmp, n, bee_id_bits(ix->dict->n)) : entry;
    if (sorted != entry)
        memcpy(entry, sorted, n * sizeof *sorted);
    bee_free(tmp);
    memset(entry + n, 0, entry_bytes(n) - n * sizeof *entry);
    return 1;
}

/* The list of `set`, with its entries right after the totals if `entries`
 * (one place for the solve's look-ahead to fetch); NULL if out of memory.
 * (What the store gave stays there on failure: the store is freed whole.) */
static bee_set_list *build_list(const bee_index *ix, bee_solve_parts *parts, uint32_t set,
                                int entries)
{
    subsets f;
    find_subsets(&parts->map, set, &f);
    bee_set_list head;
    fill_totals(ix, &f, &head);
    size_t bytes = HEADER_BYTES + (entries ? entry_bytes(head.totals.n) : 0);
    bee_set_list *list = bee_store_take(&parts->lists, bytes);
    if (!list)
        return NULL;
    *list = head;
    uint32_t *entry = (uint32_t *)((char *)list + HEADER_BYTES);
    if (entries && !fill_entries(ix, &f, head.totals.n, entry))
        return NULL;
    atomic_init(&list->entry, entries ? entry : NULL);
    return list;
}

/* The entries of a list built without them, elsewhere; NULL if out of memory. */
static uint32_t *build_entries(const bee_index *ix, bee_solve_parts *parts, uint32_t set,
                               const bee_set_list *list)
{
    subsets f;
    find_subsets(&parts->map, set, &f);
    uint32_t *entry = bee_store_take(&parts->lists, entry_bytes(list->totals.n));
    return entry && fill_entries(ix, &f, list->totals.n, entry) ? entry : NULL;
}

const bee_set_list *bee_set_list_get(const bee_index *ix, bee_solve_parts *parts,
                                     const bee_set_slot *slot, int entries)
{
    /* built by whichever thread comes first; a loser's copy stays unused in
     * the store (the store is freed whole) */
    _Atomic(bee_set_list *) *at = &parts->set_list[slot->pos];
    bee_set_list *list = atomic_load_explicit(at, memory_order_acquire);
    if (!list) {
        bee_set_list *mine = build_list(ix, parts, slot->set, entries);
        if (!mine)
            return NULL;
        list = atomic_compare_exchange_strong_explicit(at, &list, mine, memory_order_acq_rel,
                                                       memory_order_acquire)
                   ? mine
                   : list;
    }
    if (entries && !atomic_load_explicit(&list->entry, memory_order_acquire)) {
        uint32_t *mine = build_entries(ix, parts, slot->set, list), *expected = NULL;
        if (!mine)
            return NULL;
        atomic_compare_exchange_strong_explicit(&list->entry, &expected, mine, memory_order_acq_rel,
                                                memory_order_acquire);
    }
    return list;
}

bee_set_totals *bee_set_totals_make(const bee_index *ix, size_t *n, bee_error *err)
{
    const uint32_t *masks = ix->scan_data.masks;
    size_t sevens = 0;
    for (size_t k = 0; k < ix->n_narrow; k++)
        sevens += has_stored_totals(masks[k]);
    bee_set_totals *out = bee_malloc((sevens ? sevens : 1) * sizeof *out);
    if (!out) {
        bee_fail(err, BEE_ERR_NOMEM, "out of memory summing the letter sets");
        return NULL;
    }
    bee_set_map map; /* its own, not the parts': a save or a check solves nothing */
    if (bee_set_map_build(ix, 0, &map, err) != BEE_OK) {
        bee_free(out);
        return NULL;
    }
    size_t at = 0;
    for (size_t k = 0; k < ix->n_narrow; k++)
        if (has_stored_totals(masks[k])) {
            subsets f;
            bee_set_list head;
            find_subsets(&map, masks[k], &f);
            fill_totals(ix, &f, &head);
            out[at++] = head.totals;
        }
    bee_set_map_free(&map);
    *n = sevens;
    return out;
}
