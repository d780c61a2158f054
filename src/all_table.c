/*
 * all_table.c - ranks of small letter sets, and the table of per-set totals
 * that bee_all_solve reads: filled from the index's distinct sets, then, for
 * the zeta method, turned into sums over subsets.
 *
 * Workload: the NYT universe (26 letters, sets of at most 7) has 971,712
 * table entries; the ENABLE list fills about 37,000 of them.  The transform
 * makes 6.4 million additions in 1.3 million contiguous runs.
 */
#include "all_internal.h"

#include <string.h>

void all_ranks_init(all_ranks *r, uint32_t universe, int k)
{
    memset(r, 0, sizeof *r);
    r->universe = universe;
    r->k = k;
    for (int p = 0; p <= ALL_LETTERS; p++)
        for (int t = 0; t <= k + 1; t++)
            r->binom[p][t] = t == 0 ? 1 : p == 0 ? 0 : r->binom[p - 1][t - 1] + r->binom[p - 1][t];
    int n = __builtin_popcount(universe);
    r->n = n;
    memset(r->pos, ALL_NO_POSITION, sizeof r->pos);
    int next = n;
    for (int l = 0; l < ALL_LETTERS; l++)
        if (universe >> l & 1) {
            r->pos[l] = (uint8_t)--next;   /* alphabetical order, downwards */
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
    for (int t = m; t >= 1; t--) {   /* greedy: the largest position first */
        do
            p--;
        while (r->binom[p][t] > rank);
        rank -= r->binom[p][t];
        set |= 1u << p;
    }
    return set;
}

void all_table_fill(const all_ranks *r, const bee_index *ix, uint64_t *table,
                    uint32_t *full_counts, all_totals *totals)
{
    const uint32_t *masks = ix->scan_data.masks;
    memset(totals, 0, sizeof *totals);
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t m = masks[i];
        int size = __builtin_popcount(m);
        if (size > r->k || (m & ~r->universe))
            continue;
        uint8_t p[ALL_LETTERS];
        all_positions(r, m, p);
        uint32_t count = ix->word_start[i + 1] - ix->word_start[i];
        table[all_rank(r, p, size)] = (uint64_t)ix->points[i] << 32 | count;
        totals->words += count;
        totals->points += ix->points[i];
        if (size == r->k) {
            totals->pangram_words += count;
            if (full_counts)
                full_counts[all_rank(r, p, size) - r->off[size]] = count;
        }
    }
}

static void add_run(uint64_t *restrict to, const uint64_t *restrict from, uint32_t len)
{
    for (uint32_t a = 0; a < len; a++)
        to[a] += from[a];
}

/* Sets S = A + {b} + B, |A| = j below b, B the `left` positions still to
 * choose above b: for each B, the entries of every A form one contiguous run
 * (colex ranks of A are 0 .. C(b,j)-1), both for S and for S minus b. */
static void runs(const all_ranks *r, uint64_t *table, int first, int left, int t, int j,
                 uint32_t to, uint32_t from, uint32_t len)
{
    if (left == 0) {
        add_run(table + to, table + from, len);
        return;
    }
    for (int q = first; q <= r->n - left; q++)
        runs(r, table, q + 1, left - 1, t + 1, j, to + r->binom[q][j + 2 + t],
             from + r->binom[q][j + 1 + t], len);
}

/* Round b adds S minus b into every S holding b; sources never hold b, so a
 * round reads nothing it writes, and after round b entry S holds the total of
 * its subsets that agree with S on every position above b. */
void all_zeta(const all_ranks *r, uint64_t *table)
{
    for (int b = 0; b < r->n; b++)
        for (int m = 1; m <= r->k; m++)
            for (int j = 0; j < m && j <= b; j++) {
                int above = m - 1 - j;
                if (above > r->n - 1 - b)
                    continue;
                runs(r, table, b + 1, above, 0, j, r->off[m] + r->binom[b][j + 1],
                     r->off[m - 1], r->binom[b][j]);
            }
}

double all_zeta_cost(const all_ranks *r)
{
    double c = 0;
    for (int m = 1; m <= r->k; m++)
        c += (double)m * r->binom[r->n][m];
    return c;
}
