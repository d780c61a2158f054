/*
 * engine.h - the parts of bee_solve's plans beyond the block index (not
 * installed): the map from letter set to the index's set, the per-set word
 * lists of the set-lists plan, and the sort of word ids.  See bee.h, "Plans",
 * and docs/engine.md.
 *
 * Both the map and the lists are built on first use (an index loaded from a
 * file or built for the block scan alone pays nothing for them) and published
 * with an atomic compare-and-swap, so that threads solving on one index at
 * once may race to build a part: one copy wins, the others are freed, and
 * the index stays read-only to its users.
 */
#ifndef BEE_ENGINE_H
#define BEE_ENGINE_H

#include "solve/index.h"

#include <stdatomic.h>

/* ------------------------------------------------------------ set map */

/* Letter set -> position of that set in the index (ix->scan_data.masks; a
 * narrow set's list is at that position of bee_solve_parts.set_list).
 * Cuckoo hashed: a set sits in one of its two slots; set 0 = empty (no
 * indexed set is empty).  Two loads a lookup, no branch.  8 bytes a slot,
 * not 16 with the list's pointer: the table (2 MiB for ENABLE's 75,000
 * sets at most 40% full) is made resident whole, and every subset a list
 * is built from is looked up in it. */
typedef struct bee_set_slot {
    uint32_t set, pos;
} bee_set_slot;

typedef struct bee_set_map {
    bee_set_slot *slots;
    size_t n_slots;
    size_t slots_mapped; /* bytes bee_huge_map gave the slots, or 0 (allocated) */
    uint32_t shift;      /* 32 - log2(n_slots) */
    /* A filter of the sets, two bits of one 64-bit word a set: small enough
     * for the L2 cache (128 KiB for ENABLE) where the table is not, so the
     * subsets plan looks up in the table only the few subsets it passes
     * (about 1 in 150 of the others pass).  No false negatives. */
    uint64_t *filter;
    uint32_t filter_shift; /* 64 - log2(words of the filter) */
} bee_set_map;

#define BEE_SET_NONE UINT32_MAX

/* A set's two hashes are its product by one of two odd constants, shifted.
 * A set's letters are disjoint bits, so the product of a union of disjoint
 * sets is the sum of theirs (mod 2^32): a set's subsets have their products
 * by one add each (set_lists.c, find_subsets). */
static inline uint32_t bee_set_product(uint32_t set, int which)
{
    static const uint32_t mul[2] = {0x9E3779B1u, 0x85EBCA77u};
    return set * mul[which];
}

static inline uint32_t bee_set_hash(uint32_t set, int which, uint32_t shift)
{
    return bee_set_product(set, which) >> shift;
}

/* The slot of `set`, or NULL if no indexed word has that letter set. */
static inline bee_set_slot *bee_set_map_slot(const bee_set_map *m, uint32_t set)
{
    bee_set_slot *s1 = &m->slots[bee_set_hash(set, 0, m->shift)];
    bee_set_slot *s2 = &m->slots[bee_set_hash(set, 1, m->shift)];
    return s1->set == set ? s1 : s2->set == set ? s2 : NULL;
}

/* The filter word of `set` (*word) and its two bits (returned); the bits
 * from the product's high half, under the word's index. */
static inline uint64_t bee_set_filter_bits(const bee_set_map *m, uint32_t set, size_t *word)
{
    uint64_t h = set * 0x9E3779B97F4A7C15ull;
    *word = (size_t)(h >> m->filter_shift);
    return 1ull << (h >> (m->filter_shift - 6) & 63) | 1ull << (h >> (m->filter_shift - 12) & 63);
}

/* 0 if `set` is not in the map, 1 if it may be. */
static inline int bee_set_map_maybe(const bee_set_map *m, uint32_t set)
{
    size_t w;
    uint64_t bits = bee_set_filter_bits(m, set, &w);
    return (m->filter[w] & bits) == bits;
}

/* The position of `set` in the index, or BEE_SET_NONE; without branches. */
static inline uint32_t bee_set_map_find(const bee_set_map *m, uint32_t set)
{
    const bee_set_slot *s1 = &m->slots[bee_set_hash(set, 0, m->shift)];
    const bee_set_slot *s2 = &m->slots[bee_set_hash(set, 1, m->shift)];
    uint32_t k = s1->set == set ? s1->pos : BEE_SET_NONE;
    return s2->set == set ? s2->pos : k;
}

/* A map of ix's narrow sets (at most 7 letters), or if `wide` of its other
 * sets; BEE_ERR_NOMEM (message in err) if out of memory. */
bee_status bee_set_map_build(const bee_index *ix, int wide, bee_set_map *m, bee_error *err);
void bee_set_map_free(bee_set_map *m);

/* ------------------------------------------------------- rank table */

/*
 * The narrow sets (at most 7 letters) by colex rank: the subsets plan's
 * table for puzzles of at most 7 letters (set_ranks.c).  A set of m letters
 * at bits p_0 < ... < p_{m-1} has rank off[m] + sum C(p_t, t+1).  word[r/32]
 * holds in its low half a bit for each of 32 ranks (set if that set has
 * words) and in its high half the number of sets below them, so a lookup is
 * one load from a table small enough for the L2 cache (237 KiB for 26
 * letters), and exact; the set's record (a copy of ix->sets[], in rank
 * order) follows without the map's slot and the index's record between.
 */
typedef struct bee_rank_table {
    uint64_t *word;     /* ranks / 32 + 1 */
    bee_set_info *info; /* the narrow sets, in rank order */
    void *arena;        /* both and the build's ranks (bee_arena_new) */
    size_t arena_len;
    uint32_t alphabet; /* the letters ranked, as a mask */
    uint32_t off[BEE_NARROW_LETTERS + 2];
    uint32_t binom[32][BEE_NARROW_LETTERS + 1]; /* C(p, m) */
    /* The rank walk's tables (ranks_kernel.h, bee_ranks_walk): term[p][m]
     * what a letter at bit p adds as the m-th lowest of a subset, C(p, m),
     * and 0 for m = 0 (not in it); walk[c][t][j] for the center as the
     * puzzle's c-th lowest letter and its j-th subset holding the center
     * (the other letters' bits deposited from j, lowest first, so that the
     * first 2^(k-1) are the subsets of a k-letter puzzle), the m of its
     * t-th lowest letter, and for t = 7 its size (an index in off). */
    uint32_t term[32][BEE_RANKS_TERMS];
    uint8_t walk[BEE_NARROW_LETTERS][BEE_RANKS_TERMS][BEE_RANKS_SUBSETS];
} bee_rank_table;
_Static_assert(BEE_NARROW_LETTERS + 1 == BEE_RANKS_TERMS &&
                   1u << (BEE_NARROW_LETTERS - 1) == BEE_RANKS_SUBSETS,
               "a rank is a term a letter and the size's offset");

/* The table of ix's narrow sets; BEE_ERR_NOMEM (message in err). */
bee_status bee_rank_table_build(const bee_index *ix, bee_rank_table *t, bee_error *err);
void bee_rank_table_free(bee_rank_table *t);

/* 1 if `set` can be ranked: at most 7 letters, all in the alphabet. */
static inline int bee_rank_fits(const bee_rank_table *t, uint32_t set)
{
    return !(set & ~t->alphabet) && bee_popcount32(set) <= BEE_NARROW_LETTERS;
}

/* The rank of a set that fits. */
static inline uint32_t bee_rank_of(const bee_rank_table *t, uint32_t set)
{
    uint32_t r = 0, m = 0;
    for (; set; set &= set - 1)
        r += t->binom[__builtin_ctz(set)][++m];
    return t->off[m] + r;
}

/* 1 if rank r's set has words. */
static inline uint32_t bee_rank_has(const bee_rank_table *t, uint32_t r)
{
    return (uint32_t)t->word[r >> 5] >> (r & 31) & 1;
}

/* The place in t->info of rank r's set, which has words. */
static inline uint32_t bee_rank_place(const bee_rank_table *t, uint32_t r)
{
    uint64_t w = t->word[r >> 5];
    return (uint32_t)(w >> 32) + bee_popcount32((uint32_t)w & ((1u << (r & 31)) - 1));
}

/* ----------------------------------------------------------- set lists */

/*
 * The list of a narrow set S (at most 7 letters): every indexed word whose
 * letters lie inside S, in id (alphabetical) order, each entry the word id
 * with bit BEE_LIST_TAG_SHIFT + j set when the word uses the j-th lowest
 * letter of S.  A puzzle on S with that letter as center answers exactly the
 * entries with that bit: count[j] words worth points[j] base points.  The
 * totals are built first and alone (counts need nothing more); the entries
 * when words are first asked for.  They are followed by zeros up to a
 * multiple of BEE_LIST_PAD (a zero entry never passes a filter), so kernels
 * read whole vectors.
 */
#define BEE_LIST_TAG_SHIFT     25
#define BEE_LIST_ID_MASK       ((1u << BEE_LIST_TAG_SHIFT) - 1)
#define BEE_LIST_MAX_WORDS     (1u << BEE_LIST_TAG_SHIFT) /* dictionaries below this */
#define BEE_LIST_PAD           16
/* A list's pangrams (most sets have 1-3) are copied into its header when
 * there are at most this many: a stream's look-ahead fetches the header
 * before the solve, and the record writer reads the pangram ids as soon as
 * the solve returns (to fetch their text), where in the index's word ids
 * each puzzle's would be a cache miss.  10 fills the header's two lines. */
#define BEE_LIST_PANGRAMS_HERE 10

typedef struct bee_set_list {
    bee_set_totals totals;     /* n entries; count[j], points[j] per center letter j */
    uint32_t pangram_first;    /* the pangrams at ix->word_ids + pangram_first */
    _Atomic(uint32_t *) entry; /* n, then zeros to a multiple of 16; NULL until built */
    uint32_t pangram_ids[BEE_LIST_PANGRAMS_HERE]; /* the pangrams' ids, if that few */
} bee_set_list;
_Static_assert(sizeof(bee_set_list) <= 128, "a list's header is two cache lines");

/* What bee_solve builds on first use of an index. */
typedef struct bee_solve_parts {
    /* the narrow sets' map: the set lists', and the subsets plan's where
     * the rank table cannot answer */
    bee_set_map map;
    /* the wide sets' map, NULL until the subsets plan's first puzzle of
     * more than 7 letters (only ever forced: auto answers those by the
     * block scan), so that a stream of 7-letter puzzles makes half the
     * slots resident (1 MiB for ENABLE, which fits a core's L2 cache where
     * 2 MiB did not) */
    _Atomic(bee_set_map *) wide;
    /* the subsets plan's table, NULL until that plan's first solve: a
     * stream of NYT puzzles (set lists answer all of them) never makes its
     * ~2 MiB resident (some 2 ms on a virtual machine whose host backs each
     * page at first touch) */
    _Atomic(bee_rank_table *) ranks;
    /* the narrow sets' lists by their position (below ix->n_narrow), each
     * NULL until built: 8 bytes a set (300 KB for ENABLE), made resident
     * only where a list is built */
    _Atomic(struct bee_set_list *) *set_list;
    bee_store lists; /* the lists live here */
    /* which narrow sets have totals in ix->totals (the 7-letter ones), by
     * position: bit p % 64 of sevens[p / 64]; NULL if the index has none */
    struct bee_sevens *sevens;
} bee_solve_parts;

/* 64 narrow sets' bits of bee_solve_parts.sevens, and how many of the sets
 * before them have totals. */
typedef struct bee_sevens {
    uint64_t bits;
    uint64_t before;
} bee_sevens;

/* The index's parts, built now if not yet; NULL (message in err) if out of
 * memory. */
bee_solve_parts *bee_solve_parts_get(const bee_index *ix, bee_error *err);
/* For the auto plan: the parts in *out, built now unless another thread is
 * building them already: then *out is NULL, so that this thread goes on
 * without them rather than build a second copy or wait.  BEE_ERR_NOMEM
 * (message in err) if out of memory. */
bee_status bee_solve_parts_try(const bee_index *ix, bee_solve_parts **out, bee_error *err);
/* The parts' map of the wide sets, built now if not yet (by whichever
 * thread comes first); NULL (message in err) if out of memory. */
const bee_set_map *bee_solve_wide_get(const bee_index *ix, bee_solve_parts *parts, bee_error *err);
/* The parts' rank table, built now if not yet (by whichever thread comes
 * first); NULL (message in err) if out of memory. */
const bee_rank_table *bee_solve_ranks_get(const bee_index *ix, bee_solve_parts *parts,
                                          bee_error *err);
/* The parts if they are built, else NULL (nothing built). */
static inline bee_solve_parts *bee_solve_parts_built(const bee_index *ix)
{
    return atomic_load_explicit(&ix->cache->parts, memory_order_acquire);
}
/* Free the parts (bee_index_free). */
void bee_index_release_parts(bee_index *ix);

/* The list of the narrow set in `slot`, its totals built now if not yet,
 * and its entries too if `entries`; NULL if out of memory. */
const bee_set_list *bee_set_list_get(const bee_index *ix, bee_solve_parts *parts,
                                     const bee_set_slot *slot, int entries);
/* The index's stored totals of the narrow set in `slot`, or NULL if it has
 * none (the index has none, or the set has fewer than 7 letters). */
static inline const bee_set_totals *bee_set_totals_stored(const bee_index *ix,
                                                          const bee_solve_parts *parts,
                                                          const bee_set_slot *slot)
{
    if (!parts->sevens)
        return NULL;
    const bee_sevens *w = &parts->sevens[slot->pos / 64];
    uint32_t bit = slot->pos % 64;
    if (!(w->bits >> bit & 1))
        return NULL;
    /* below ix->n_sevens: the bits were counted against it (set_lists.c) */
    return &ix->totals[w->before + bee_popcount64(w->bits & ((1ull << bit) - 1))];
}

/* The list of the narrow set in `slot` if it is built, else NULL. */
static inline const bee_set_list *bee_set_list_built(const bee_solve_parts *parts,
                                                     const bee_set_slot *slot)
{
    return atomic_load_explicit(&parts->set_list[slot->pos], memory_order_acquire);
}

/* ---------------------------------------------------------- word ids */

/* Room in b for ids below n_ids, at most BEE_SORT_ANSWERS_IDS (a fresh,
 * zeroed bitmap if it had less); BEE_ERR_NOMEM if out of memory
 * (sort_answers.c). */
#define BEE_SORT_ANSWERS_IDS (1u << 18)
bee_status bee_id_bitmap_reserve(bee_id_bitmap *b, size_t n_ids);
void bee_id_bitmap_free(bee_id_bitmap *b);

/* Write the distinct ids among a[0 .. n) (each below the n_ids b was
 * reserved for) to `to` in ascending order and return how many: n unless
 * some id is there twice.  `to` and `leaves` (scratch) hold n +
 * BEE_SORT_ANSWERS_PAD entries each.  b is all zeros again on return. */
#define BEE_SORT_ANSWERS_PAD 4
size_t bee_sort_answers(bee_id_bitmap *b, const uint32_t *a, size_t n, uint32_t *to,
                        uint32_t *leaves);

/* Bits needed for ids below n (at least 1). */
static inline uint32_t bee_id_bits(size_t n)
{
    uint32_t b = 1;
    while (b < 32 && ((size_t)1 << b) < n)
        b++;
    return b;
}

#endif
