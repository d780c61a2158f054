/*
 * all_table.h - the table of bee_all_solve (every puzzle at once): ranks of
 * small letter sets, and the table of per-set totals, filled sparse or dense
 * and summed over subsets (all_table.c).
 *
 * Ranks.  The letters still allowed (the "universe", n letters of the
 * dictionary's alphabet, at most 31) get positions n-1 .. 0 in the
 * alphabet's order (bit order), so its first letter (when allowed) has the
 * highest position.  A set of m letters at positions p_0 < ... < p_{m-1} has the
 * combinatorial (colex) rank sum C(p_t, t+1), a number in [0, C(n,m)), and
 * the table index off[m] + that rank.  With positions reversed this way,
 * sets of one size in alphabetical order (as strings of sorted letters) have
 * descending ranks, so the output order is a walk down the ranks.
 */
#ifndef BEE_ALL_TABLE_H
#define BEE_ALL_TABLE_H

#include "dict/dict.h"

/* letters of the largest alphabet: bit 31 is never a letter, so every
 * universe mask and `(1u << n) - 1` below stays defined (n <= 31) */
#define ALL_LETTERS     BEE_ALPHA_MAX_LETTERS
#define ALL_NO_POSITION 0xff

typedef struct all_ranks {
    int n;             /* letters in the universe */
    int k;             /* largest set ranked */
    uint32_t universe; /* the letters, as a mask */
    /* binom[p][t] = C(p, t) for p 0..31, t 0..k+1: at most C(31, 11),
       and a table size (off[k+1]) at most 75,973,189: all within uint32 */
    uint32_t binom[ALL_LETTERS + 1][BEE_ALL_MAX_SIZE + 2];
    uint32_t off[BEE_ALL_MAX_SIZE + 2]; /* off[m]: first index of sets of m
                                             letters; off[k+1]: table size */
    uint8_t pos[ALL_LETTERS];           /* position of a letter, ALL_NO_POSITION if
                                   not in the universe */
    uint8_t letter[ALL_LETTERS];        /* letter (0..30) at a position */
} all_ranks;

/* Ranks of the subsets of at most k letters of `universe`; k <= letters in it. */
void all_ranks_init(all_ranks *r, uint32_t universe, int k);

/* Positions of the letters of `set` (all in the universe), ascending; returns
 * how many. */
static inline int all_positions(const all_ranks *r, uint32_t set, uint8_t *p)
{
    int m = (int)bee_popcount32(set);
    /* lowest letter = highest position, filled from the end: the loop's only
     * chain is clearing the lowest bit (one cycle), not a clz and a shift */
    for (int t = m - 1; set; set &= set - 1)
        p[t--] = r->pos[__builtin_ctz(set)];
    return m;
}

/* Table index of a set of m letters at ascending positions p. */
static inline uint32_t all_rank(const all_ranks *r, const uint8_t *p, int m)
{
    uint32_t c = r->off[m];
    for (int t = 0; t < m; t++)
        c += r->binom[p[t]][t + 1];
    return c;
}

/* The m-letter set of colex rank `rank` (< C(n,m)), as a mask of positions. */
uint32_t all_unrank(const all_ranks *r, uint32_t rank, int m);
/* The position set of the next lower rank among sets of as many letters
 * (`x` must not be the lowest, i.e. not positions 0..m-1). */
static inline uint32_t all_prev_set(uint32_t x, int n)
{
    uint32_t full = (1u << n) - 1; /* n <= 31: defined */
    uint32_t y = ~x & full;        /* complements rise as sets fall: Gosper's step */
    uint32_t t = y | (y - 1);
    uint32_t next = (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(y) + 1));
    return ~next & full;
}
/* The letters of a position set. */
static inline uint32_t all_letters_of(const all_ranks *r, uint32_t positions)
{
    uint32_t set = 0;
    for (; positions; positions &= positions - 1)
        set |= 1u << r->letter[__builtin_ctz(positions)];
    return set;
}
/* The same with the positions, ascending, into p and how many into *m. */
static inline uint32_t all_letters_at(const all_ranks *r, uint32_t positions, uint8_t *p, int *m)
{
    uint32_t set = 0;
    int n = 0;
    for (; positions; positions &= positions - 1) {
        int at = __builtin_ctz(positions);
        p[n++] = (uint8_t)at;
        set |= 1u << r->letter[at];
    }
    *m = n;
    return set;
}

/*
 * Entries: a uint64_t per set, word count in the low 32 bits and NYT base
 * points in the high 32 bits.  Both halves are totals of the dictionary's own
 * counts, checked to stay below 2^32, so adding or subtracting entries as
 * whole uint64_t never carries from one half into the other.
 */
#define ALL_COUNT(v)  ((uint32_t)(v))
#define ALL_POINTS(v) ((uint32_t)((v) >> 32))

typedef struct all_totals {
    uint64_t words;         /* words of the sets that fit */
    uint64_t points;        /* their base points */
    uint64_t pangram_words; /* of these, words of exactly k letters */
} all_totals;

/*
 * The sets the dictionary has, by table index: sets of at most ALL_DENSE
 * letters in a plain array (`low`, the first dense_end indexes: 670 KB for
 * 26 letters), larger ones compactly: a bitmap over all indexes, the number
 * of set bits before each 64-bit word, and the entries of the set bits in
 * index order.  For ENABLE about 1.1 MB where a plain table of sets of up to
 * 7 letters takes 7.8 MB (whose first touch alone costs milliseconds).  All
 * in one arena (a 2 MiB huge page where the system allows): the entries
 * fall all over `low`, and in 4 KiB pages that was 300 first touches,
 * milliseconds on a virtual machine.
 */
#define ALL_DENSE 5

typedef struct all_sparse {
    uint64_t *low;
    uint32_t dense_end;
    uint64_t *bits;
    uint32_t *before;
    uint64_t *values;
    void *arena;
    size_t arena_len; /* bee_arena_new's */
} all_sparse;

/* The entry of table index i (at least dense_end), 0 for a set no word has. */
static inline uint64_t all_sparse_high(const all_sparse *s, uint32_t i)
{
    uint64_t upto = s->bits[i >> 6] << (63 - (i & 63)); /* bit i on top */
    if (!(upto >> 63))
        return 0;
    return s->values[s->before[i >> 6] + bee_popcount64(upto) - 1];
}

/* The entry of any table index. */
static inline uint64_t all_sparse_get(const all_sparse *s, uint32_t i)
{
    return i < s->dense_end ? s->low[i] : all_sparse_high(s, i);
}

/* Every set of `ix` that fits (at most k letters, all in the universe). */
bee_status all_sparse_build(const all_ranks *r, const bee_index *ix, all_sparse *s,
                            all_totals *totals);
void all_sparse_free(all_sparse *s);

/* The dense table (off[k+1] entries, zeroed) from the sparse one. */
void all_dense_fill(const all_ranks *r, const all_sparse *s, uint64_t *table);

/* Turn the table into sums over subsets: entry S becomes the total of the
 * entries of every subset of S (bit by bit over the universe, each step a
 * run of contiguous additions; see all_table.c). */
void all_zeta(const all_ranks *r, uint64_t *table);
/* Round b of all_zeta, the share `part` of `parts` (at most
 * ALL_ZETA_PARTS_MAX): the parts of a round may run at once, each round
 * after the whole of the one before (all.c: threads and a barrier). */
#define ALL_ZETA_PARTS_MAX 8
void all_zeta_round(const all_ranks *r, uint64_t *table, int b, int part, int parts);

/* Number of additions all_zeta makes (for the method's cost estimate). */
double all_zeta_cost(const all_ranks *r);

#endif
