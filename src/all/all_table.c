/*
 * all_table.c - ranks of small letter sets, and the table of per-set totals
 * that bee_all_solve reads: filled from the index's distinct sets, then, for
 * the zeta method, turned into sums over subsets.
 *
 * Workload: the NYT universe (26 letters, sets of at most 7) has 971,712
 * table entries; the ENABLE list fills about 37,000 of them.  The transform
 * makes 6.4 million additions in 1.3 million contiguous runs.
 */
#include "all/all_table.h"
#include "solve/index.h"

#include <stdlib.h>
#include <string.h>

void all_ranks_init(all_ranks *r, uint32_t universe, int k)
{
    memset(r, 0, sizeof *r);
    r->universe = universe;
    r->k = k;
    for (int p = 0; p <= ALL_LETTERS; p++)
        for (int t = 0; t <= k + 1; t++)
            r->binom[p][t] = t == 0 ? 1 : p == 0 ? 0 : r->binom[p - 1][t - 1] + r->binom[p - 1][t];
    int n = (int)bee_popcount32(universe);
    r->n = n;
    memset(r->pos, ALL_NO_POSITION, sizeof r->pos);
    int next = n;
    for (int l = 0; l < ALL_LETTERS; l++)
        if (universe >> l & 1) {
            r->pos[l] = (uint8_t)--next; /* alphabetical order, downwards */
            r->letter[next] = (uint8_t)l;
        }
    uint32_t o = 0;
    for (int m = 0; m <= k; m++) {
        r->off[m] = o;
        o += r->binom[n][m];
    }
    r->off[k + 1] = o;
}

uint32_t all_unrank(const all_ranks *r, uint32_t rank, int m)
{
    uint32_t set = 0;
    int p = r->n;
    for (int t = m; t >= 1; t--) { /* greedy: the largest position first */
        do
            p--;
        while (r->binom[p][t] > rank);
        rank -= r->binom[p][t];
        set |= 1u << p;
    }
    return set;
}

bee_status all_sparse_build(const all_ranks *r, const bee_index *ix, all_sparse *s,
                            all_totals *totals)
{
    size_t n = r->off[r->k + 1], words = n / 64 + 1;
    const uint32_t *masks = ix->scan_data.masks;
    memset(totals, 0, sizeof *totals);
    memset(s, 0, sizeof *s);
    s->dense_end = r->off[(r->k < ALL_DENSE ? r->k : ALL_DENSE) + 1];
    /* bits, before, low, values (at most a set a mask) and each mask's index */
    size_t at_before = bee_align64(words * 8), at_low = at_before + bee_align64(words * 4),
           at_values = at_low + bee_align64((s->dense_end + 1) * 8ull),
           at_index = at_values + bee_align64((ix->n_masks + 1) * 8),
           bytes = at_index + (ix->n_masks + 1) * 4;
    char *base = s->arena = bee_arena_new(bytes, &s->arena_len);
    if (!base)
        return BEE_ERR_NOMEM;
    if (!s->arena_len) /* small: from malloc, not zeroed */
        memset(base, 0, at_values);
    s->bits = (uint64_t *)base;
    s->before = (uint32_t *)(base + at_before);
    s->low = (uint64_t *)(base + at_low);
    s->values = (uint64_t *)(base + at_values);
    uint32_t *index = (uint32_t *)(base + at_index);
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t m = masks[i];
        int size = (int)bee_popcount32(m);
        index[i] = UINT32_MAX;
        if (size > r->k || (m & ~r->universe))
            continue;
        uint8_t p[ALL_LETTERS];
        all_positions(r, m, p);
        index[i] = all_rank(r, p, size);
        s->bits[index[i] >> 6] |= 1ull << (index[i] & 63);
    }
    uint32_t seen = 0;
    for (size_t w = 0; w < words; w++) {
        s->before[w] = seen;
        seen += bee_popcount64(s->bits[w]);
    }
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t at = index[i];
        if (at == UINT32_MAX)
            continue;
        uint32_t count = ix->sets[i].count;
        uint64_t below = s->bits[at >> 6] & ((1ull << (at & 63)) - 1);
        uint64_t value = (uint64_t)ix->sets[i].points << 32 | count;
        s->values[s->before[at >> 6] + bee_popcount64(below)] = value;
        if (at < s->dense_end)
            s->low[at] = value;
        totals->words += count;
        totals->points += ix->sets[i].points;
        if ((int)bee_popcount32(masks[i]) == r->k)
            totals->pangram_words += count;
    }
    return BEE_OK;
}

void all_sparse_free(all_sparse *s)
{
    bee_arena_free(s->arena, s->arena_len);
    memset(s, 0, sizeof *s);
}

void all_dense_fill(const all_ranks *r, const all_sparse *s, uint64_t *table)
{
    size_t words = r->off[r->k + 1] / 64 + 1, v = 0;
    for (size_t w = 0; w < words; w++)
        for (uint64_t b = s->bits[w]; b; b &= b - 1)
            table[w * 64 + (size_t)__builtin_ctzll(b)] = s->values[v++];
}

static void add_run(uint64_t *restrict to, const uint64_t *restrict from, uint32_t len)
{
    for (uint32_t a = 0; a < len; a++)
        to[a] += from[a];
}

/* Sets S = A + {b} + B, |A| = j below b, B of positions above b, of which
 * `left` are still to choose, all below `hi`: for each B, the entries of
 * every A form one contiguous run (colex ranks of A are 0 .. C(b,j)-1),
 * both for S and for S minus b.  B's highest position is chosen first, so
 * that the innermost loop moves its lowest, the smallest term of a colex
 * rank: one run after another at nearby entries.  (Lowest first, the
 * innermost loop moved the highest, the largest term: runs far apart, most
 * of them of one entry, each a cache miss; the transform took 27% of a
 * one-thread `all --any`'s samples, 15% this way.) */
static void runs(const all_ranks *r, uint64_t *table, int b, int hi, int left, int j, uint32_t to,
                 uint32_t from, uint32_t len)
{
    if (left == 0) {
        add_run(table + to, table + from, len);
        return;
    }
    /* this one is B's (left-1)th from the bottom: S's (j+left)th, and
     * (S minus b)'s (j+left-1)th, each with left-1 positions below it */
    if (left > 1) {
        for (int q = b + left; q < hi; q++)
            runs(r, table, b, q, left - 1, j, to + r->binom[q][j + 1 + left],
                 from + r->binom[q][j + left], len);
        return;
    }
    /* the innermost loop without a call a run: 81% of the runs have one
     * entry (j = 0 or j = b; 26 letters, sets of up to 7) */
    const uint32_t *to_term = &r->binom[0][j + 2], *from_term = &r->binom[0][j + 1];
    const size_t row = sizeof r->binom[0] / sizeof r->binom[0][0];
    if (len == 1) {
        for (int q = b + 1; q < hi; q++)
            table[to + to_term[q * row]] += table[from + from_term[q * row]];
        return;
    }
    for (int q = b + 1; q < hi; q++)
        add_run(table + to + to_term[q * row], table + from + from_term[q * row], len);
}

/* Round b adds S minus b into every S holding b; sources never hold b, so a
 * round reads nothing it writes, and after round b entry S holds the total of
 * its subsets that agree with S on every position above b.  Within a round
 * the pieces (m, j) write apart (sets of m letters, j of them below b), so
 * `parts` threads may share a round: each piece goes, largest first, to
 * the part with the least so far, the same deal in every part. */
void all_zeta_round(const all_ranks *r, uint64_t *table, int b, int part, int parts)
{
    struct piece {
        int m, j;
        double cost;
    } pieces[(BEE_ALL_MAX_SIZE + 1) * (BEE_ALL_MAX_SIZE + 1)];
    int n = 0;
    for (int m = 1; m <= r->k; m++)
        for (int j = 0; j < m && j <= b; j++) {
            int above = m - 1 - j;
            if (above <= r->n - 1 - b)
                pieces[n++] = (struct piece){
                    m, j, (double)r->binom[r->n - 1 - b][above] * r->binom[b][j] + 1};
        }
    double load[ALL_ZETA_PARTS_MAX] = {0};
    for (int done = 0; done < n; done++) {
        int big = done; /* a selection sort: a few dozen pieces */
        for (int i = done + 1; i < n; i++)
            if (pieces[i].cost > pieces[big].cost)
                big = i;
        struct piece pc = pieces[big];
        pieces[big] = pieces[done];
        int to = 0;
        for (int q = 1; q < parts; q++)
            if (load[q] < load[to])
                to = q;
        load[to] += pc.cost;
        if (to != part)
            continue;
        int above = pc.m - 1 - pc.j;
        runs(r, table, b, r->n, above, pc.j, r->off[pc.m] + r->binom[b][pc.j + 1], r->off[pc.m - 1],
             r->binom[b][pc.j]);
    }
}

void all_zeta(const all_ranks *r, uint64_t *table)
{
    for (int b = 0; b < r->n; b++)
        all_zeta_round(r, table, b, 0, 1);
}

double all_zeta_cost(const all_ranks *r)
{
    double c = 0;
    for (int m = 1; m <= r->k; m++)
        c += (double)m * r->binom[r->n][m];
    return c;
}
