/*
 * set_ranks.c - the narrow sets by colex rank (engine.h, bee_rank_table):
 * the subsets plan's table for puzzles of at most 7 letters.
 *
 * The workload: 7 random letters (a stream's puzzles that are no word's
 * set) have 64 subsets holding the center, of which about 8 are some
 * word's set for ENABLE.  Through the map each of the 64 was a hash and a
 * filter probe, then for the few that passed a slot of a 4 MB table and
 * the index's record: two levels of cache misses before the words.  Here
 * a subset's rank is a sum of 8 terms made in registers, 8 or 16 subsets
 * at once (term and walk below; ranks_kernel.h), its bit and count one
 * load from a table that fits the L2 cache, and the record the table's own
 * copy.  (A
 * trie of the sets, walked down the puzzle's letters, met fewer nodes than
 * 64 but each after the one above it: cache misses one after another, and
 * twice the time.)
 *
 * For 26 letters the ranks run to 971,712 (sets of 0-7 letters): 30,366
 * words of 64 bits, 237 KiB; ENABLE fills about 37,000 ranks, whose
 * records take 600 KiB more.
 */
#include "solve/engine.h"

#include <string.h>

bee_status bee_rank_table_build(const bee_index *ix, bee_rank_table *t, bee_error *err)
{
    int n = bee_alphabet_size(ix->dict->alpha); /* letters are bits 0 .. n-1, n <= 31 */
    memset(t, 0, sizeof *t);
    t->alphabet = (1u << n) - 1;
    for (int p = 0; p < 32; p++)
        for (int m = 0; m <= BEE_NARROW_LETTERS; m++)
            t->binom[p][m] = m == 0 ? 1 : p == 0 ? 0 : t->binom[p - 1][m - 1] + t->binom[p - 1][m];
    uint32_t at = 0;
    for (int m = 0; m <= BEE_NARROW_LETTERS; m++) {
        t->off[m] = at;
        at += m == 0 ? 1 : t->binom[n - 1][m - 1] + t->binom[n - 1][m]; /* C(n, m) */
    }
    t->off[BEE_NARROW_LETTERS + 1] = at;
    for (int p = 0; p < 32; p++)
        for (int m = 0; m <= BEE_NARROW_LETTERS; m++)
            t->term[p][m] = m ? t->binom[p][m] : 0;
    for (uint32_t c = 0; c < BEE_NARROW_LETTERS; c++)
        for (uint32_t j = 0; j < BEE_RANKS_SUBSETS; j++) {
            uint32_t set = 1u << c, rest = j; /* j's bits to the letters other than c */
            for (uint32_t bit = 0; bit < BEE_NARROW_LETTERS; bit++)
                if (bit != c) {
                    set |= (rest & 1) << bit;
                    rest >>= 1;
                }
            for (uint32_t l = 0; l < BEE_NARROW_LETTERS; l++)
                t->walk[c][l][j] =
                    set >> l & 1 ? (uint8_t)(bee_popcount32(set & ((1u << l) - 1)) + 1) : 0;
            t->walk[c][BEE_NARROW_LETTERS][j] = (uint8_t)bee_popcount32(set);
        }
    /* the table, the records and each set's rank (for the build) in one
     * block, on huge pages where the system allows: in 4 KiB pages the first
     * touches of its 1 MB (ENABLE) would be 250 page faults, 10-30 us each
     * on a virtual machine (core/arena.c) */
    /* The walk also reads (and drops) the lanes past a small puzzle's
     * subsets: sums with the terms of letters the puzzle lacks taken as 0,
     * below off[size] + C(n, s) for some s <= size <= 7.  That is below
     * off[8] when C(n, s) grows up to s = 7 (n >= 13); for a smaller
     * alphabet the table runs on (zeros) to cover it. */
    uint32_t reach = at;
    for (int size = 1; size <= BEE_NARROW_LETTERS; size++)
        for (int s = 0; s <= size; s++)
            reach = t->off[size] + t->binom[n][s] > reach ? t->off[size] + t->binom[n][s] : reach;
    size_t words = reach / 32 + 1, sets = ix->n_narrow + 1;
    size_t at_info = bee_align64(words * sizeof *t->word);
    size_t at_rank = at_info + bee_align64(sets * sizeof *t->info);
    t->arena = bee_arena_new(at_rank + sets * sizeof(uint32_t), &t->arena_len);
    if (!t->arena) {
        bee_rank_table_free(t);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the letter-set ranks");
    }
    t->word = t->arena;
    t->info = (bee_set_info *)((char *)t->arena + at_info);
    uint32_t *rank = (uint32_t *)((char *)t->arena + at_rank);
    memset(t->word, 0, words * sizeof *t->word);
    const uint32_t *masks = ix->scan_data.masks;
    for (size_t i = 0; i < ix->n_narrow; i++) {
        /* (an index file's narrow sets are checked; a set that does not
         * fit could be no subset of a puzzle that does: left out) */
        rank[i] = bee_rank_fits(t, masks[i]) ? bee_rank_of(t, masks[i]) : UINT32_MAX;
        if (rank[i] != UINT32_MAX)
            t->word[rank[i] >> 5] |= 1ull << (rank[i] & 31);
    }
    uint64_t below = 0;
    for (size_t w = 0; w < words; w++) {
        t->word[w] |= below << 32;
        below += bee_popcount32((uint32_t)t->word[w]);
    }
    for (size_t i = 0; i < ix->n_narrow; i++)
        if (rank[i] != UINT32_MAX)
            t->info[bee_rank_place(t, rank[i])] = ix->sets[i];
    return BEE_OK;
}

void bee_rank_table_free(bee_rank_table *t)
{
    bee_arena_free(t->arena, t->arena_len);
    memset(t, 0, sizeof *t);
}
