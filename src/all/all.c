/*
 * all.c - every puzzle at once (bee_all_each, bee_all_solve): choose the
 * letter sets and the method, build the tables, evaluate the sets in chunks on
 * every core, and hand the puzzles over in order.
 *
 * Workload: by default the letter sets of the dictionary's own pangrams
 * (about 15,600 for ENABLE: the subsets method, 2^7 lookups a set); with
 * `any` all C(26,7) = 657,800 sets (the zeta method: a 6.4-million-addition
 * transform, then 8 lookups a set); over another alphabet of n letters (at
 * most 31) C(n,7), 2,629,575 for 31.  Output order is the walk over the sets
 * in the alphabet's order (bit order), each with its centers in that order,
 * so chunks evaluated in parallel only need putting in chunk order.  Before
 * allocating, the tables and lists are estimated against a memory limit
 * (bee_all_options.max_memory), and refused beyond it.
 *
 * Three flows.  By letters with no `top`, each chunk goes straight from a
 * worker's scratch buffer to the caller's sink: nothing is gathered (4.6
 * million puzzles would be 92 MB, and first touching that much memory costs
 * more than computing it).  With a small `top`, each worker keeps its best
 * puzzles in a heap, and the heaps are merged.  Otherwise (a full sort by
 * score or words) the puzzles are gathered and sorted.
 */
#include "all/all_memory.h"
#include "bee_experimental.h"
#include "all/all_sort.h"
#include "all/all_table.h"
#include "all/all_totals.h"
#include "solve/index.h"

#include <pthread.h>
#include <stdio.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define HEAP_MAX 65536 /* larger `top`s gather and sort instead */
#define SLICE    16384 /* puzzles a chunk when handing over a list */

void bee_all_options_init_sized(bee_all_options *o, size_t size)
{
    bee_all_options d;
    memset(&d, 0, sizeof d);
    d.struct_size = sizeof d;
    d.size = 7;
    d.scoring = BEE_SCORING_NYT;
    d.max_words = UINT32_MAX;
    d.max_score = UINT32_MAX;
    d.order = BEE_ALL_BY_LETTERS;
    d.method = BEE_ALL_AUTO;
    bee_options_give(o, size, &d, sizeof d);
}

/* The caller's options over the defaults (bee.h, "Options"). */
static bee_status take_options(const bee_all_options *opt, bee_all_options *o, bee_error *err)
{
    return BEE_OPTIONS_TAKE(bee_all_options, *o, opt, progress_ctx, err);
}

const char *bee_all_method_name(bee_all_method m)
{
    switch (m) {
    case BEE_ALL_AUTO: return "auto";
    case BEE_ALL_SUBSETS: return "subsets";
    case BEE_ALL_ZETA: return "zeta";
    }
    return "unknown";
}

#define LETTERS_TEXT (ALL_LETTERS * 4 + 1)

/* The letters of a mask in UTF-8 (alphabet `al`, NULL: English), for messages. */
static const char *letters_text(const bee_alphabet *al, uint32_t set, char buf[LETTERS_TEXT])
{
    size_t n = 0;
    for (int l = 0; l < ALL_LETTERS; l++)
        if (set >> l & 1)
            n += bee_alphabet_letter(al, l, buf + n); /* bits in the alphabet only */
    buf[n] = '\0';
    return buf;
}

/* The options against alphabet `al` (NULL: English): its letters are bits
 * 0 .. its size - 1. */
static bee_status check_options(const bee_all_options *o, const bee_alphabet *al, bee_error *err)
{
    char a[LETTERS_TEXT], last[5];
    int n_letters = bee_alphabet_size(al);
    uint32_t alphabet = (1u << n_letters) - 1; /* n_letters <= 31 */
    if (o->size < 1 || o->size > BEE_ALL_MAX_SIZE)
        return bee_fail(err, BEE_ERR_ARG,
                        "puzzle size %d is out of range for every-puzzle runs (1 to %d)", o->size,
                        BEE_ALL_MAX_SIZE);
    bee_alphabet_letter(al, n_letters - 1, last);
    if ((o->exclude | o->require | o->centers) & ~alphabet)
        return bee_fail(err, BEE_ERR_ARG, "letter sets hold bits beyond '%s' (bit %d)", last,
                        n_letters - 1);
    if (o->require & o->exclude)
        return bee_fail(err, BEE_ERR_ARG, "letters '%s' are both required and excluded",
                        letters_text(al, o->require & o->exclude, a));
    int required = (int)bee_popcount32(o->require);
    if (required > o->size)
        return bee_fail(err, BEE_ERR_ARG,
                        "%d required letters '%s' do not fit in a puzzle of %d letters", required,
                        letters_text(al, o->require, a), o->size);
    int left = n_letters - (int)bee_popcount32(o->exclude);
    if (left < o->size)
        return bee_fail(err, BEE_ERR_ARG,
                        "%d letters are left after excluding '%s', fewer than the puzzle size %d",
                        left, letters_text(al, o->exclude, a), o->size);
    if (o->centers && !(o->centers & ~o->exclude))
        return bee_fail(err, BEE_ERR_ARG, "no center is possible: centers '%s' are excluded",
                        letters_text(al, o->centers, a));
    if (o->threads < 0 || o->threads > BEE_ALL_MAX_THREADS)
        return bee_fail(err, BEE_ERR_ARG, "thread count %d is out of range (0 to %d)", o->threads,
                        BEE_ALL_MAX_THREADS);
    if (o->order != BEE_ALL_BY_LETTERS && o->order != BEE_ALL_BY_SCORE &&
        o->order != BEE_ALL_BY_WORDS)
        return bee_fail(err, BEE_ERR_ARG, "unknown order %d", (int)o->order);
    if (o->method != BEE_ALL_AUTO && o->method != BEE_ALL_SUBSETS && o->method != BEE_ALL_ZETA)
        return bee_fail(err, BEE_ERR_ARG, "unknown method %d", (int)o->method);
    if (o->scoring != BEE_SCORING_NYT && o->scoring != BEE_SCORING_SIMPLE)
        return bee_fail(err, BEE_ERR_ARG, "unknown scoring rule %d", (int)o->scoring);
    return BEE_OK;
}

bee_status bee_all_check_options(const bee_alphabet *a, const bee_all_options *opt, bee_error *err)
{
    bee_all_options o;
    bee_status s = take_options(opt, &o, err);
    return s != BEE_OK ? s : check_options(&o, a, err);
}

/* ------------------------------------------------------------- order */

/* Sets of one size in alphabetical order have descending reversed masks
 * ('a' as the top bit): the first letter where two sets differ is in the
 * earlier one. */
static uint32_t reversed(uint32_t m)
{
    m = (m >> 1 & 0x55555555u) | (m & 0x55555555u) << 1;
    m = (m >> 2 & 0x33333333u) | (m & 0x33333333u) << 2;
    m = (m >> 4 & 0x0f0f0f0fu) | (m & 0x0f0f0f0fu) << 4;
    m = (m >> 8 & 0x00ff00ffu) | (m & 0x00ff00ffu) << 8;
    return m >> 16 | m << 16;
}

/* 1 if a comes before b in `order`: key first, then letters, then center. */
static int comes_before(const bee_all_puzzle *a, const bee_all_puzzle *b, bee_all_order order)
{
    if (order != BEE_ALL_BY_LETTERS) {
        uint32_t ka = order == BEE_ALL_BY_SCORE ? a->score : a->count;
        uint32_t kb = order == BEE_ALL_BY_SCORE ? b->score : b->count;
        if (ka != kb)
            return ka > kb;
    }
    if (a->letters != b->letters)
        return reversed(a->letters) > reversed(b->letters);
    return a->center < b->center;
}

/* Merge sort by comes_before (the lists it sorts are at most threads x top). */
static void merge_sort(bee_all_puzzle *p, bee_all_puzzle *tmp, size_t n, bee_all_order order)
{
    if (n < 2)
        return;
    size_t h = n / 2, i = 0, j = h, k = 0;
    merge_sort(p, tmp, h, order);
    merge_sort(p + h, tmp, n - h, order);
    while (i < h && j < n)
        tmp[k++] = comes_before(&p[j], &p[i], order) ? p[j++] : p[i++];
    while (i < h)
        tmp[k++] = p[i++];
    memcpy(p, tmp, k * sizeof *p); /* the rest of the right half is in place */
}

/* A worker's best `cap` puzzles: a heap with the last of them on top. */
typedef struct best {
    bee_all_puzzle *p;
    size_t n, cap;
} best;

static void best_add(best *h, const bee_all_puzzle *x, bee_all_order order)
{
    size_t i;
    if (h->n < h->cap) { /* sift up */
        for (i = h->n++; i > 0 && comes_before(&h->p[(i - 1) / 2], x, order); i = (i - 1) / 2)
            h->p[i] = h->p[(i - 1) / 2];
        h->p[i] = *x;
        return;
    }
    if (!comes_before(x, &h->p[0], order))
        return;
    for (i = 0;;) { /* replace the top, sift down */
        size_t c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && comes_before(&h->p[c], &h->p[c + 1], order))
            c++;
        if (!comes_before(x, &h->p[c], order))
            break;
        h->p[i] = h->p[c];
        i = c;
    }
    h->p[i] = *x;
}

/* --------------------------------------------------------------- job */

typedef enum flow { FLOW_STREAM, FLOW_BEST, FLOW_GATHER } flow;

typedef struct worker_state {
    bee_all_puzzle *scratch; /* one chunk's puzzles (or bee_all_set records) */
    size_t scratch_reserved; /* its bee_arena_new's */
    size_t records;          /* the records of the last chunk, for a set sink */
    best best;
    size_t evaluated, kept;
    bee_result *answers; /* the puzzle makers' filters: a solve's words */
    int failed;          /* a solve for them ran out of memory */
} worker_state;

/* What the workers share.  Chunk c covers sets [c*chunk, (c+1)*chunk). */
typedef struct job {
    bee_all_options opts;
    all_ranks ranks;          /* the universe: table positions */
    const bee_all_options *o; /* &opts */
    const all_ranks *r;       /* &ranks */
    all_sparse sparse;        /* every set's own entry */
    uint64_t *zeta;           /* zeta method: sums over subsets */
    size_t zeta_reserved;     /* its bee_arena_new's */
    bee_all_method method;
    uint64_t need, limit; /* bytes the run would allocate, and may */
    uint32_t alphabet;    /* the dictionary's letters, as a mask */
    uint32_t centers;
    const bee_index *ix;
    const bee_dict *dict; /* its alphabet scores */
    /* local subsets t of a set's k positions: highest bit, size, and all t
       by size (by_size[size_start[m] ..] have m bits) */
    uint8_t high[1u << BEE_ALL_MAX_SIZE], size[1u << BEE_ALL_MAX_SIZE];
    uint16_t by_size[1u << BEE_ALL_MAX_SIZE];
    uint32_t size_start[BEE_ALL_MAX_SIZE + 2];
    /* the sets: an array (pangram sets), or every set of `free_k` letters of
       the free letters plus the required ones, walked down the ranks */
    uint32_t *sets;
    all_ranks free;
    int free_k;
    size_t n_sets, chunk, n_chunks, per_set;
    int filtered; /* some filter could drop a puzzle */
    flow flow;
    atomic_size_t next;      /* next chunk (or slice) to hand out */
    atomic_size_t sets_done; /* for o->progress */
    atomic_int stopped;
    bee_all_sink sink;
    bee_all_set_sink set_sink; /* or this: the walk writes set records */
    size_t scratch_bytes;      /* a worker's buffer */
    void *ctx;
    worker_state ws[BEE_ALL_MAX_THREADS];
    /* gathering: chunk c writes from out + c*chunk*per_set */
    bee_all_puzzle *out;
    size_t *chunk_kept;
    const bee_all_puzzle *list; /* handing a list over in slices */
    size_t list_n;
} job;

/* Words and base points of each center of `set` (positions p), by the
 * subsets method: read the entry of every subset, without branches (most
 * subsets have no word, unpredictably), sum over subsets locally, and take
 * for each center the total minus the subsets lacking it. */
static uint32_t totals_by_subsets(const job *j, const uint8_t *p, int k, uint64_t *per_center)
{
    const all_ranks *r = j->r;
    const all_sparse *sp = &j->sparse;
    uint32_t index[1u << BEE_ALL_MAX_SIZE];
    uint64_t v[1u << BEE_ALL_MAX_SIZE];
    uint32_t full = (1u << k) - 1;
    uint32_t colex[1u << BEE_ALL_MAX_SIZE];
    colex[0] = 0;
    v[0] = 0;
    for (uint32_t t = 1; t <= full; t++) {
        int high = j->high[t], m = j->size[t];
        colex[t] = colex[t & ~(1u << high)] + r->binom[p[high]][m];
        index[t] = r->off[m] + colex[t];
    }
    uint32_t dense = j->size_start[(k < ALL_DENSE ? k : ALL_DENSE) + 1];
    for (uint32_t i = 0; i < dense; i++) {
        uint32_t t = j->by_size[i];
        // cppcheck-suppress uninitvar ; by_size lists subsets of `full`, all set above
        v[t] = sp->low[index[t]];
    }
    for (uint32_t i = dense; i < full; i++) {
        uint32_t t = j->by_size[i];
        v[t] = all_sparse_high(sp, index[t]);
    }
    uint32_t pangrams = ALL_COUNT(v[full]);
    for (int b = 0; b < k; b++) { /* v[t] becomes the total of t's subsets */
        uint32_t step = 1u << b;
        for (uint32_t hi = 0; hi <= full; hi += 2 * step)
            for (uint32_t lo = 0; lo < step; lo++)
                v[hi + step + lo] += v[hi + lo];
    }
    for (int b = 0; b < k; b++)
        per_center[b] = v[full] - v[full ^ (1u << b)];
    return pangrams;
}

/* The same by the zeta method: total of the set minus total without the center. */
/* The terms of the ranks of a set (k letters at ascending positions p) and
 * of the set without each letter: the set's rank is with[k], the set
 * without p_t's with[t] + without[t + 1]. */
static inline void zeta_terms(const all_ranks *r, const uint8_t *p, int k, uint32_t *with,
                              uint32_t *without)
{
    with[0] = 0; /* with[t]: rank terms of p_0..p_{t-1} in place */
    for (int t = 0; t < k; t++)
        with[t + 1] = with[t] + r->binom[p[t]][t + 1];
    without[k] = 0; /* without[t]: terms of p_t..p_{k-1} moved down one place */
    for (int t = k - 1; t >= 0; t--)
        without[t] = without[t + 1] + r->binom[p[t]][t];
}

static uint32_t totals_by_zeta(const job *j, const uint8_t *p, int k, uint64_t *per_center)
{
    const all_ranks *r = j->r;
    uint32_t with[BEE_ALL_MAX_SIZE + 1], without[BEE_ALL_MAX_SIZE + 1];
    zeta_terms(r, p, k, with, without);
    uint64_t total = j->zeta[r->off[k] + with[k]];
    for (int t = 0; t < k; t++)
        per_center[t] = total - j->zeta[r->off[k - 1] + with[t] + without[t + 1]];
    return ALL_COUNT(all_sparse_get(&j->sparse, r->off[k] + with[k]));
}

/* The puzzle makers' filters (bingo, min_perfect) on one puzzle the bounds
 * kept: solve it with words, as the command's --words does. */
static int extras_hold(const job *j, worker_state *ws, uint32_t set, uint32_t center, int k)
{
    const bee_all_options *o = j->o;
    bee_puzzle p; /* field by field: not all of text[] cleared (125 bytes) */
    p.letters = set;
    p.center = center;
    p.size = k;
    p.text[0] = '\0';
    bee_solve_options so;
    bee_solve_options_init(&so);
    bee_error err;
    if (bee_solve(j->ix, &p, &so, ws->answers, &err) != BEE_OK) {
        ws->failed = 1;
        return 0;
    }
    if (o->min_perfect) {
        size_t n_pan;
        const uint32_t *pan = bee_result_pangram_words(ws->answers, &n_pan);
        uint32_t perfect = 0;
        for (size_t i = 0; i < n_pan; i++)
            perfect += bee_dict_letters(j->dict, pan[i]) == (uint32_t)k;
        if (perfect < o->min_perfect)
            return 0;
    }
    if (o->bingo) {
        size_t n;
        const uint32_t *ids = bee_result_words(ws->answers, &n);
        uint32_t starts = 0;
        for (size_t i = 0; i < n && starts != set; i++) {
            int first, second;
            bee_dict_first_letters(j->dict, ids[i], &first, &second);
            starts |= 1u << first;
        }
        if (starts != set)
            return 0;
    }
    return 1;
}

/* The filters on one puzzle. */
static int passes(const job *j, worker_state *ws, uint32_t set, uint32_t center, int k,
                  uint32_t count, uint32_t pangrams, uint32_t score)
{
    const bee_all_options *o = j->o;
    if (count < o->min_words || count > o->max_words || score < o->min_score ||
        score > o->max_score || pangrams < o->min_pangrams || pangrams < o->min_perfect)
        return 0;
    return !(o->bingo || o->min_perfect) || extras_hold(j, ws, set, center, k);
}

/* The puzzles of one set (k letters at ascending positions p, the words and
 * points of each center per_center[t]) that the filters keep, to `out`:
 * puzzles, or with `as_set` one bee_all_set record (its centers 0 when none is
 * kept); returns how many puzzles. */
static inline __attribute__((always_inline)) size_t puzzles_of(const job *j, worker_state *ws,
                                                               uint32_t set, const uint8_t *p,
                                                               int k, const uint64_t *per_center,
                                                               uint32_t pangrams, void *out,
                                                               int as_set)
{
    bee_all_puzzle *w = out;
    bee_all_set *rec = out;
    /* in locals: the stores to w could alias the job's fields */
    uint32_t centers = j->centers;
    const uint8_t *letter = j->r->letter;
    int filtered = j->filtered;
    /* a score is linear: the pangrams' part once a set, then the words
     * (simple) or the points (NYT), the entry's low or high half */
    uint32_t bonus = (uint32_t)bee_dict_score(j->dict, j->o->scoring, 0, 0, pangrams);
    int shift = j->o->scoring == BEE_SCORING_SIMPLE ? 0 : 32;
    size_t kept = 0;
    ws->evaluated += bee_popcount32(set & centers);
    if (as_set) {
        rec->letters = set;
        rec->pangrams = pangrams;
        rec->centers = 0;
    }
    for (int t = k - 1; t >= 0; t--) { /* positions down = letters up */
        uint32_t center = 1u << letter[p[t]];
        if (!(center & centers))
            continue;
        uint32_t count = ALL_COUNT(per_center[t]);
        uint32_t score = bonus + (uint32_t)(per_center[t] >> shift);
        if (filtered && !passes(j, ws, set, center, k, count, pangrams, score))
            continue;
        if (as_set) {
            rec->centers |= center;
            rec->count[kept] = count;
            rec->score[kept++] = score;
        } else {
            w[kept++] = (bee_all_puzzle){set, center, count, pangrams, score};
        }
    }
    return kept;
}

/* Evaluate one set (k letters at ascending positions p); write the puzzles
 * kept to w (as puzzles_of); return how many. */
static size_t evaluate(const job *j, worker_state *ws, uint32_t set, const uint8_t *p, int k,
                       void *w, int as_set)
{
    uint64_t per_center[BEE_ALL_MAX_SIZE];
    uint32_t pangrams =
        j->zeta ? totals_by_zeta(j, p, k, per_center) : totals_by_subsets(j, p, k, per_center);
    return puzzles_of(j, ws, set, p, k, per_center, pangrams, w, as_set);
}

/* Sets s0 .. s1 - 1 of every set of the universe (no letter required) by the
 * zeta method, in runs: sets that differ only in their lowest position a
 * (their last letter) come one after the other, a counting down to 0, each
 * a rank below the one before, so along a run every entry a set reads moves
 * by one: its own, and its own without each center but the last letter
 * (colex ranks: the lowest position's term is a itself); without the last
 * letter it is one entry for the whole run.  No ranks a set, no positions.
 * Writes the puzzles kept to ws->scratch (with `as_set`, ws->records
 * records of the sets with one); returns how many puzzles, or stops early
 * with ws->failed. */
static inline __attribute__((always_inline)) size_t walk_runs_of(const job *j, worker_state *ws,
                                                                 size_t s0, size_t s1, int k,
                                                                 int as_set)
{
    const all_ranks *r = j->r;
    uint32_t x = all_unrank(r, (uint32_t)(j->n_sets - 1 - s0), k);
    size_t n = 0, records = 0, evaluated = 0;
    bee_all_set *rec = (bee_all_set *)ws->scratch;
    /* records with every center, no filter: what the sets share in locals
     * (stores to the records could alias the job's fields), a score the
     * pangrams' bonus (linear in them) + the words (simple) or the points
     * (NYT), the entry's low or high half */
    int every = as_set && !j->filtered && (j->centers & r->universe) == r->universe;
    uint32_t per_pangram = (uint32_t)bee_dict_score(j->dict, j->o->scoring, 0, 0, 1);
    int shift = j->o->scoring == BEE_SCORING_SIMPLE ? 0 : 32;
    for (size_t s = s0; s < s1;) {
        uint8_t p[ALL_LETTERS];
        int m;
        uint32_t set = all_letters_at(r, x, p, &m);
        uint32_t with[BEE_ALL_MAX_SIZE + 1], without[BEE_ALL_MAX_SIZE + 1];
        zeta_terms(r, p, k, with, without); /* of the run's first set */
        int a0 = p[0];
        const uint64_t *own = j->zeta + r->off[k] + with[k] - a0;
        const uint64_t *less[BEE_ALL_MAX_SIZE]; /* less[t][a]: without center t */
        for (int t = 1; t < k; t++)
            less[t] = j->zeta + r->off[k - 1] + with[t] + without[t + 1] - a0;
        uint64_t without_last = j->zeta[r->off[k - 1] + without[1]];
        size_t len = s1 - s < (size_t)a0 + 1 ? s1 - s : (size_t)a0 + 1;
        uint32_t rest = set & ~(1u << r->letter[a0]);
        for (int a = a0; a > a0 - (int)len; a--) {
            uint64_t total = own[a];
            uint32_t pangrams =
                ALL_COUNT(all_sparse_get(&j->sparse, r->off[k] + with[k] - a0 + (uint32_t)a));
            uint32_t set_a = rest | 1u << r->letter[a];
            if (every) { /* each center's pair straight into the record */
                bee_all_set *rc = rec + records++;
                rc->letters = rc->centers = set_a;
                rc->pangrams = pangrams;
                uint32_t bonus = pangrams * per_pangram;
                for (int t = k - 1, i = 0; t >= 0; t--, i++) { /* positions down = letters up */
                    uint64_t v = total - (t ? less[t][a] : without_last);
                    rc->count[i] = ALL_COUNT(v);
                    rc->score[i] = bonus + (uint32_t)(v >> shift);
                }
                n += (size_t)k;
                evaluated += (size_t)k;
                continue;
            }
            uint64_t per_center[BEE_ALL_MAX_SIZE];
            per_center[0] = total - without_last;
            for (int t = 1; t < k; t++)
                per_center[t] = total - less[t][a];
            p[0] = (uint8_t)a;
            size_t kept =
                puzzles_of(j, ws, set_a, p, k, per_center, pangrams,
                           as_set ? (void *)(rec + records) : (void *)(ws->scratch + n), as_set);
            n += kept;
            records += kept != 0;
            if (ws->failed)
                return n;
        }
        s += len;
        x = (x & ~(1u << a0)) | 1u << (a0 + 1 - (int)len); /* the run's last set */
        if (s < s1)
            x = all_prev_set(x, r->n);
    }
    ws->records = records;
    ws->evaluated += evaluated;
    return n;
}

static size_t walk_runs(const job *j, worker_state *ws, size_t s0, size_t s1)
{
    /* the NYT's size as a constant: its loops unrolled, 20% fewer instructions */
    if (j->set_sink)
        return j->r->k == 7 ? walk_runs_of(j, ws, s0, s1, 7, 1)
                            : walk_runs_of(j, ws, s0, s1, j->r->k, 1);
    return j->r->k == 7 ? walk_runs_of(j, ws, s0, s1, 7, 0)
                        : walk_runs_of(j, ws, s0, s1, j->r->k, 0);
}

/* Sets s0 .. s1 - 1 one by one, by either method: the pangram sets, or the
 * walk down the ranks of the free letters with the required ones added.
 * As walk_runs. */
static size_t walk_sets(const job *j, worker_state *ws, size_t s0, size_t s1)
{
    int as_set = j->set_sink != NULL;
    bee_all_set *rec = (bee_all_set *)ws->scratch;
    size_t n = 0;
    ws->records = 0;
    uint32_t x = 0;
    if (!j->sets)
        x = all_unrank(&j->free, (uint32_t)(j->n_sets - 1 - s0), j->free_k);
    for (size_t s = s0; s < s1; s++) {
        uint32_t set;
        if (j->sets) {
            set = j->sets[s];
        } else {
            if (s > s0)
                x = all_prev_set(x, j->free.n);
            set = all_letters_of(&j->free, x) | j->o->require;
        }
        uint8_t p[ALL_LETTERS];
        int k = all_positions(j->r, set, p);
        size_t kept =
            evaluate(j, ws, set, p, k,
                     as_set ? (void *)(rec + ws->records) : (void *)(ws->scratch + n), as_set);
        n += kept;
        ws->records += kept != 0;
        if (ws->failed)
            return n;
    }
    return n;
}

static void run_chunk(job *j, int worker, size_t c)
{
    worker_state *ws = &j->ws[worker];
    size_t s0 = c * j->chunk, s1 = s0 + j->chunk < j->n_sets ? s0 + j->chunk : j->n_sets;
    size_t n =
        j->zeta && !j->sets && !j->o->require ? walk_runs(j, ws, s0, s1) : walk_sets(j, ws, s0, s1);
    if (ws->failed) {
        atomic_store(&j->stopped, 1);
        return;
    }
    ws->kept += n;
    switch (j->flow) {
    case FLOW_STREAM:
        if (j->set_sink ? j->set_sink(j->ctx, worker, c, (bee_all_set *)ws->scratch, ws->records)
                        : j->sink(j->ctx, worker, c, ws->scratch, n))
            atomic_store(&j->stopped, 1);
        break;
    case FLOW_BEST:
        for (size_t i = 0; i < n; i++)
            best_add(&ws->best, &ws->scratch[i], j->o->order);
        break;
    case FLOW_GATHER:
        memcpy(j->out + s0 * j->per_set, ws->scratch, n * sizeof *ws->scratch);
        j->chunk_kept[c] = n;
        break;
    }
    if (j->o->progress)
        j->o->progress(j->o->progress_ctx, atomic_fetch_add(&j->sets_done, s1 - s0) + (s1 - s0),
                       j->n_sets);
}

/* Hand slice c of the finished list to the sink. */
static void run_slice(job *j, int worker, size_t c)
{
    size_t from = c * SLICE, n = j->list_n - from < SLICE ? j->list_n - from : SLICE;
    if (j->sink(j->ctx, worker, c, j->list + from, n))
        atomic_store(&j->stopped, 1);
}

typedef struct thread_arg {
    job *j;
    int worker;
    size_t count; /* chunks or slices */
    void (*run)(job *, int, size_t);
} thread_arg;

static void *thread_main(void *arg)
{
    thread_arg *a = arg;
    for (;;) {
        if (atomic_load(&a->j->stopped))
            return NULL;
        size_t c = atomic_fetch_add(&a->j->next, 1);
        if (c >= a->count)
            return NULL;
        a->run(a->j, a->worker, c);
    }
}

/* Run `count` pieces on up to `threads` threads, the caller's included;
 * returns how many threads ran (fewer if some could not be started). */
static int run_parallel(job *j, int threads, size_t count, void (*run)(job *, int, size_t))
{
    pthread_t tid[BEE_ALL_MAX_THREADS];
    thread_arg args[BEE_ALL_MAX_THREADS];
    atomic_store(&j->next, 0);
    int started = 1;
    for (int i = 0; i < threads; i++)
        args[i] = (thread_arg){j, i, count, run};
    while (started < threads && bee_thread_start(&tid[started], thread_main, &args[started]) == 0)
        started++;
    thread_main(&args[0]);
    for (int i = 1; i < started; i++)
        pthread_join(tid[i], NULL);
    return started;
}

/* The zeta transform on up to `threads` threads, the caller's included: the
 * parts of each round at once, all waiting for the last between rounds
 * (all_table.c).  The threads wait to hear how many started before they
 * begin, so that a thread that could not be started leaves no part undone. */
typedef struct zeta_sync {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int parts; /* 0 until the threads are started */
    int arrived, round;
} zeta_sync;

typedef struct zeta_arg {
    const all_ranks *r;
    uint64_t *table;
    int part;
    zeta_sync *sync;
} zeta_arg;

static void *zeta_main(void *arg)
{
    zeta_arg *a = arg;
    zeta_sync *z = a->sync;
    pthread_mutex_lock(&z->mu);
    while (!z->parts)
        pthread_cond_wait(&z->cv, &z->mu);
    int parts = z->parts;
    pthread_mutex_unlock(&z->mu);
    for (int b = 0; b < a->r->n; b++) {
        all_zeta_round(a->r, a->table, b, a->part, parts);
        pthread_mutex_lock(&z->mu);
        if (++z->arrived == parts) {
            z->arrived = 0;
            z->round++;
            pthread_cond_broadcast(&z->cv);
        } else {
            for (int round = z->round; round == z->round;)
                pthread_cond_wait(&z->cv, &z->mu);
        }
        pthread_mutex_unlock(&z->mu);
    }
    return NULL;
}

static void zeta_parallel(const all_ranks *r, uint64_t *table, int threads)
{
    int parts = threads < ALL_ZETA_PARTS_MAX ? threads : ALL_ZETA_PARTS_MAX;
    if (parts < 2) {
        all_zeta(r, table);
        return;
    }
    zeta_sync z = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0};
    pthread_t tid[ALL_ZETA_PARTS_MAX];
    zeta_arg args[ALL_ZETA_PARTS_MAX];
    int started = 1;
    for (int i = 0; i < parts; i++)
        args[i] = (zeta_arg){r, table, i, &z};
    while (started < parts && bee_thread_start(&tid[started], zeta_main, &args[started]) == 0)
        started++;
    pthread_mutex_lock(&z.mu);
    z.parts = started;
    pthread_cond_broadcast(&z.cv);
    pthread_mutex_unlock(&z.mu);
    zeta_main(&args[0]);
    for (int i = 1; i < started; i++)
        pthread_join(tid[i], NULL);
    pthread_mutex_destroy(&z.mu);
    pthread_cond_destroy(&z.cv);
}

/* ---------------------------------------------------------- selection */

/* The sets of k letters that some indexed word has (its pangrams), within the
 * selection, in output order (alphabetical: descending rank). */
static bee_status pangram_sets(const bee_index *ix, const all_ranks *r, uint32_t require,
                               uint32_t **out, size_t *n_out)
{
    const uint32_t *masks = ix->scan_data.masks;
    size_t reserved; /* (a huge page: fresh 4 KiB pages cost 10-30 us each on a VM) */
    uint64_t *keyed = bee_arena_new(2 * (ix->n_masks + 1) * sizeof *keyed, &reserved);
    if (!keyed)
        return BEE_ERR_NOMEM;
    size_t n = 0;
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t m = masks[i];
        if ((int)bee_popcount32(m) != r->k || (m & ~r->universe) || (m & require) != require)
            continue;
        uint8_t p[ALL_LETTERS];
        all_positions(r, m, p);
        keyed[n++] = (uint64_t)all_rank(r, p, r->k) << 32 | m;
    }
    bee_sort_u64(keyed, keyed + ix->n_masks + 1, n, 32, 64); /* by rank; read backwards */
    uint32_t *sets = bee_malloc((n + 1) * sizeof *sets);
    if (!sets) {
        bee_arena_free(keyed, reserved);
        return BEE_ERR_NOMEM;
    }
    for (size_t i = 0; i < n; i++)
        sets[i] = (uint32_t)keyed[n - 1 - i];
    bee_arena_free(keyed, reserved);
    *out = sets;
    *n_out = n;
    return BEE_OK;
}

/* Estimated cost of each method in table reads or additions: subsets reads
 * 2^k entries a set; zeta transforms the whole table (contiguous runs, but
 * about as dear an entry as a compact read, measured on ENABLE), then reads
 * k + 2 entries a set. */
static bee_all_method choose_method(const all_ranks *r, size_t n_sets)
{
    double subsets = (double)n_sets * (double)(1u << r->k);
    double zeta = all_zeta_cost(r) + (double)r->off[r->k + 1] + (double)n_sets * (r->k + 2);
    return subsets <= zeta ? BEE_ALL_SUBSETS : BEE_ALL_ZETA;
}

/* A byte count for messages: whole MiB, or bytes below one. */
static const char *size_text(uint64_t bytes, char buf[32])
{
    if (bytes >> 20)
        snprintf(buf, 32, "%llu MiB", (unsigned long long)(bytes >> 20));
    else
        snprintf(buf, 32, "%llu bytes", (unsigned long long)bytes);
    return buf;
}

/* Bytes a run allocates with `method` (before any): the sparse table, the
 * dense one (zeta), the workers' buffers, and the gathered list with its
 * sort's copy.  uint64_t: C(31,10) sets x 10 centers of 20 bytes pass 2^32. */
static uint64_t all_memory(const job *j, const bee_index *ix, int threads, bee_all_method method)
{
    const all_ranks *r = j->r;
    uint64_t entries = r->off[r->k + 1], puzzle = sizeof(bee_all_puzzle);
    uint64_t dense = r->off[(r->k < ALL_DENSE ? r->k : ALL_DENSE) + 1];
    uint64_t bytes = entries / 8 + entries / 16 + dense * 8 + (uint64_t)ix->n_masks * 12;
    if (method == BEE_ALL_ZETA)
        bytes += entries * 8;
    bytes += (uint64_t)threads * j->scratch_bytes;
    if (j->flow == FLOW_BEST)
        bytes += 2 * (uint64_t)threads * j->o->top * puzzle;
    if (j->flow == FLOW_GATHER)
        bytes +=
            (uint64_t)j->n_sets * j->per_set * puzzle * (j->o->order == BEE_ALL_BY_LETTERS ? 1 : 2);
    if (!j->sets) /* pangram sets: keyed and listed */
        return bytes;
    return bytes + (uint64_t)ix->n_masks * 16 + j->n_sets * 4;
}

/* ---------------------------------------------------------------- run */

static void job_free(job *j)
{
    if (!j)
        return;
    bee_free(j->sets);
    bee_arena_free(j->zeta, j->zeta_reserved);
    all_sparse_free(&j->sparse);
    for (int i = 0; i < BEE_ALL_MAX_THREADS; i++) {
        bee_arena_free(j->ws[i].scratch, j->ws[i].scratch_reserved);
        bee_free(j->ws[i].best.p);
        bee_result_free(j->ws[i].answers);
    }
    bee_free(j->chunk_kept);
    bee_free(j->out);
    bee_free(j);
}

static bee_status nomem(bee_error *err)
{
    return bee_fail(err, BEE_ERR_NOMEM, "out of memory evaluating every puzzle");
}

/* The plan, before allocating more than the selected sets: the sets, the
 * method and the bytes the run would need (j->need) against j->limit. */
static bee_status plan(const bee_index *ix, job *j, int threads, bee_error *err)
{
    const bee_all_options *o = j->o;
    all_ranks *r = &j->ranks;
    all_ranks_init(r, j->alphabet & ~o->exclude, o->size);
    j->centers = o->centers ? o->centers : j->alphabet;
    uint32_t n_sub = 1u << o->size, at = 0;
    for (uint32_t t = 1; t < n_sub; t++) {
        j->high[t] = (uint8_t)(31 - __builtin_clz(t));
        j->size[t] = (uint8_t)(j->size[t & (t - 1)] + 1);
    }
    for (int m = 1; m <= o->size; m++) {
        j->size_start[m] = at;
        for (uint32_t t = 1; t < n_sub; t++)
            if (j->size[t] == m)
                j->by_size[at++] = (uint16_t)t;
    }
    j->size_start[o->size + 1] = at;
    j->filtered = o->min_words || o->max_words != UINT32_MAX || o->min_score ||
                  o->max_score != UINT32_MAX || o->min_pangrams || o->min_perfect || o->bingo;
    if (o->any) {
        j->free_k = o->size - (int)bee_popcount32(o->require);
        all_ranks_init(&j->free, r->universe & ~o->require, j->free_k);
        j->n_sets = j->free.binom[j->free.n][j->free_k];
    } else if (pangram_sets(ix, r, o->require, &j->sets, &j->n_sets) != BEE_OK) {
        return nomem(err);
    }
    int centers = (int)bee_popcount32(j->centers & r->universe);
    j->per_set = (size_t)(centers < o->size ? centers : o->size);
    /* chunks of a few hundred sets: each chunk's records fit the first
     * buffer of a streaming receiver (the command's: 64 KiB), where larger
     * ones made every buffer grow, a third of all --dict's page faults */
    j->chunk = j->n_sets / ((size_t)threads * 64) + 1;
    j->chunk = j->chunk < 64 ? 64 : j->chunk > 4096 ? 4096 : j->chunk;
    j->scratch_bytes = j->chunk * j->per_set * sizeof(bee_all_puzzle);
    if (j->set_sink && j->chunk * sizeof(bee_all_set) > j->scratch_bytes) {
        /* few centers a set: fewer sets a chunk, so that their records fit
         * the same bytes (and the memory estimate stays the same) */
        j->chunk = j->scratch_bytes / sizeof(bee_all_set);
        j->chunk = j->chunk ? j->chunk : 1;
        if (j->chunk * sizeof(bee_all_set) > j->scratch_bytes)
            j->scratch_bytes = j->chunk * sizeof(bee_all_set);
    }
    j->n_chunks = (j->n_sets + j->chunk - 1) / j->chunk;
    uint64_t limit = o->max_memory ? o->max_memory : BEE_ALL_MEMORY_DEFAULT;
    j->method = o->method != BEE_ALL_AUTO ? o->method : choose_method(r, j->n_sets);
    if (o->method == BEE_ALL_AUTO && j->method == BEE_ALL_ZETA &&
        all_memory(j, ix, threads, BEE_ALL_ZETA) > limit)
        j->method = BEE_ALL_SUBSETS; /* slower, but without the dense table */
    j->need = all_memory(j, ix, threads, j->method);
    j->limit = limit;
    return BEE_OK;
}

/* Everything up to the evaluation: the plan, refused over the limit, then
 * the tables and buffers. */
static bee_status prepare(const bee_index *ix, job *j, int threads, bee_error *err)
{
    bee_status s = plan(ix, j, threads, err);
    if (s != BEE_OK)
        return s;
    const bee_all_options *o = j->o;
    const all_ranks *r = j->r;
    if (j->need > j->limit) {
        char a[32], b[32];
        return bee_fail(err, BEE_ERR_LIMIT,
                        "every puzzle at once needs about %s here (%zu letter sets of %d "
                        "from %d letters, method %s%s), over the memory limit of %s",
                        size_text(j->need, a), j->n_sets, o->size, r->n,
                        bee_all_method_name(j->method),
                        j->flow == FLOW_GATHER ? ", gathered to sort" : "", size_text(j->limit, b));
    }

    all_totals totals;
    if (all_sparse_build(r, ix, &j->sparse, &totals) != BEE_OK)
        return nomem(err);
    uint64_t most =
        bee_dict_score(ix->dict, o->scoring, totals.points, totals.words, totals.pangram_words);
    if (totals.words > UINT32_MAX || most > UINT32_MAX)
        return bee_fail(err, BEE_ERR_ARG,
                        "the dictionary is too large for every-puzzle runs: its words could "
                        "total %llu points, more than %u",
                        (unsigned long long)most, UINT32_MAX);
    if (j->method == BEE_ALL_ZETA) {
        /* huge pages: 7.8 MB for 26 letters were 1,900 faults of 4 KiB */
        size_t bytes = r->off[r->k + 1] * sizeof *j->zeta;
        j->zeta = bee_arena_new(bytes, &j->zeta_reserved);
        if (!j->zeta)
            return nomem(err);
        if (!j->zeta_reserved) /* small: from malloc, not zeroed */
            memset(j->zeta, 0, bytes);
        all_dense_fill(r, &j->sparse, j->zeta);
        zeta_parallel(r, j->zeta, threads);
    }

    for (int i = 0; i < threads; i++) {
        worker_state *ws = &j->ws[i];
        /* huge pages: 4 KiB pages were 140 first touches a worker for
         * `any` (10-30 us each on a virtual machine) */
        ws->scratch = bee_arena_new(j->scratch_bytes, &ws->scratch_reserved);
        if (!ws->scratch)
            return nomem(err);
        if ((o->bingo || o->min_perfect) && !(ws->answers = bee_result_new()))
            return nomem(err);
        if (j->flow == FLOW_BEST) {
            ws->best.cap = o->top;
            ws->best.p = bee_malloc(o->top * sizeof *ws->best.p);
            if (!ws->best.p)
                return nomem(err);
        }
    }
    if (j->flow == FLOW_GATHER) {
        /* an upper bound: pages never written cost nothing */
        j->out = bee_malloc((j->n_sets * j->per_set + 1) * sizeof *j->out);
        j->chunk_kept = bee_calloc(j->n_chunks + 1, sizeof *j->chunk_kept);
        if (!j->out || !j->chunk_kept)
            return nomem(err);
    }
    return BEE_OK;
}

/* A job for `opt` on ix, its options checked and its flow chosen (`sinks`:
 * a sink will take the puzzles), with the threads it would use into
 * *threads.  *jp is set even on failure (free it with job_free). */
static bee_status job_new(const bee_index *ix, const bee_all_options *opt, int sinks, job **jp,
                          int *threads, bee_error *err)
{
    job *j = *jp = bee_calloc(1, sizeof *j);
    if (!j)
        return nomem(err);
    bee_status s = take_options(opt, &j->opts, err);
    if (s != BEE_OK)
        return s;
    j->o = &j->opts;
    j->r = &j->ranks;
    const bee_all_options *o = j->o;
    s = check_options(o, ix->dict->alpha, err);
    if (s != BEE_OK)
        return s;
    j->alphabet =
        (1u << bee_alphabet_size(bee_dict_alphabet(ix->dict))) - 1; /* at most 31 letters */
    j->ix = ix;
    j->dict = ix->dict;
    atomic_init(&j->next, 0);
    atomic_init(&j->stopped, 0);
    atomic_init(&j->sets_done, 0);
    *threads =
        o->threads ? o->threads : bee_cpu_count(); /* BEE_CPU_COUNT_MAX = BEE_ALL_MAX_THREADS */
    if (o->top && o->top <= HEAP_MAX)
        j->flow = FLOW_BEST;
    else if (sinks && !o->top && o->order == BEE_ALL_BY_LETTERS)
        j->flow = FLOW_STREAM;
    else
        j->flow = FLOW_GATHER;
    return BEE_OK;
}

bee_status bee_all_memory_plan(const bee_index *ix, const bee_all_options *opt, int sinks,
                               uint64_t *need, uint64_t *limit, bee_error *err)
{
    job *j;
    int threads = 1; /* set by job_new */
    bee_status s = job_new(ix, opt, sinks, &j, &threads, err);
    if (s == BEE_OK)
        s = plan(ix, j, threads, err);
    if (s == BEE_OK) {
        *need = j->need;
        *limit = j->limit;
    }
    job_free(j);
    return s;
}

/* Evaluate every puzzle: streamed to `sink` (or as set records to
 * `set_sink`, which only streams) when the order allows and a sink is
 * given, else left as the finished list j->list.  *jp is set even on
 * failure (free it with job_free). */
static bee_status run(const bee_index *ix, const bee_all_options *opt, bee_all_sink sink,
                      bee_all_set_sink set_sink, void *ctx, job **jp, bee_all_stats *stats,
                      bee_error *err)
{
    memset(stats, 0, sizeof *stats);
    int threads = 1; /* set by job_new */
    bee_status s = job_new(ix, opt, sink || set_sink, jp, &threads, err);
    if (s != BEE_OK)
        return s;
    job *j = *jp;
    if (set_sink && j->flow != FLOW_STREAM)
        return bee_fail(err, BEE_ERR_ARG,
                        "set records come only in the order by letters, "
                        "without a top");
    j->sink = sink;
    j->set_sink = set_sink;
    j->ctx = ctx;
    const bee_all_options *o = j->o;
    s = prepare(ix, j, threads, err);
    if (s != BEE_OK)
        return s;

    int workers = threads < (int)j->n_chunks ? threads : j->n_chunks ? (int)j->n_chunks : 1;
    stats->threads = run_parallel(j, workers, j->n_chunks, run_chunk);
    stats->sets = j->n_sets;
    stats->method = j->method;
    for (int i = 0; i < threads; i++) {
        stats->evaluated += j->ws[i].evaluated;
        stats->kept += j->ws[i].kept;
    }

    size_t n = 0;
    if (j->flow == FLOW_BEST) { /* merge the heaps */
        j->out = bee_malloc(((size_t)threads * o->top + 1) * sizeof *j->out);
        if (!j->out)
            return nomem(err);
        for (int i = 0; i < threads; i++) {
            memcpy(j->out + n, j->ws[i].best.p, j->ws[i].best.n * sizeof *j->out);
            n += j->ws[i].best.n;
        }
        bee_all_puzzle *tmp = bee_malloc((n + 1) * sizeof *tmp);
        if (!tmp)
            return nomem(err);
        merge_sort(j->out, tmp, n, o->order);
        bee_free(tmp);
    } else if (j->flow == FLOW_GATHER) { /* close the gaps between chunks */
        for (size_t c = 0; c < j->n_chunks; c++) {
            bee_all_puzzle *from = j->out + c * j->chunk * j->per_set;
            if (from != j->out + n)
                memmove(j->out + n, from, j->chunk_kept[c] * sizeof *from);
            n += j->chunk_kept[c];
        }
        if (all_sort(j->out, n, o->order) != BEE_OK)
            return nomem(err);
    }
    if (o->top && o->top < n)
        n = o->top;
    j->list = j->out;
    j->list_n = n;
    stats->delivered = j->flow == FLOW_STREAM ? stats->kept : n;

    if (sink && j->flow != FLOW_STREAM && !atomic_load(&j->stopped)) {
        size_t slices = (n + SLICE - 1) / SLICE;
        run_parallel(j,
                     threads < (int)slices ? threads
                     : slices              ? (int)slices
                                           : 1,
                     slices, run_slice);
    }
    for (int i = 0; i < threads; i++)
        if (j->ws[i].failed)
            return nomem(err);
    if (atomic_load(&j->stopped))
        return bee_fail(err, BEE_ERR_STOPPED, "stopped: the receiver of the puzzles refused them");
    return BEE_OK;
}

/* run with one of the sinks, the job freed. */
static bee_status each(const bee_index *ix, const bee_all_options *opt, bee_all_sink sink,
                       bee_all_set_sink set_sink, void *ctx, bee_all_stats *stats, bee_error *err)
{
    job *j;
    bee_all_stats st = {0};
    bee_status s = run(ix, opt, sink, set_sink, ctx, &j, &st, err);
    if (stats)
        *stats = st;
    job_free(j);
    return s;
}

bee_status bee_all_each(const bee_index *ix, const bee_all_options *opt, bee_all_sink sink,
                        void *ctx, bee_all_stats *stats, bee_error *err)
{
    return each(ix, opt, sink, NULL, ctx, stats, err);
}

bee_status bee_all_each_set(const bee_index *ix, const bee_all_options *opt, bee_all_set_sink sink,
                            void *ctx, bee_all_stats *stats, bee_error *err)
{
    return each(ix, opt, NULL, sink, ctx, stats, err);
}

bee_status bee_all_each_set_dict(const bee_dict *d, const bee_index_options *io,
                                 const bee_all_options *opt, bee_all_set_sink sink, void *ctx,
                                 bee_all_stats *stats, bee_error *err)
{
    if (stats)
        memset(stats, 0, sizeof *stats);
    bee_all_options o;
    bee_status s = take_options(opt, &o, err);
    if (s != BEE_OK)
        return s;
    if (o.bingo || o.min_perfect) /* extras_hold solves on the index */
        return bee_fail(
            err, BEE_ERR_ARG,
            "bingo and min_perfect solve puzzles: they need an index (bee_all_each_set)");
    bee_index *ix;
    s = all_totals_build(d, io, &ix, err);
    if (s == BEE_OK)
        s = bee_all_each_set(ix, &o, sink, ctx, stats, err);
    bee_index_free(ix);
    return s;
}

bee_status bee_all_solve(const bee_index *ix, const bee_all_options *opt, bee_all_result **out,
                         bee_error *err)
{
    *out = NULL;
    job *j;
    bee_all_result *res = bee_calloc(1, sizeof *res);
    if (!res)
        return nomem(err);
    bee_status s = run(ix, opt, NULL, NULL, NULL, &j, &res->stats, err);
    if (s == BEE_OK) {
        res->puzzles = j->out; /* the list starts the buffer */
        res->count = j->list_n;
        j->out = NULL;
        *out = res;
    } else {
        bee_free(res);
    }
    job_free(j);
    return s;
}

void bee_all_result_free(bee_all_result *r)
{
    if (!r)
        return;
    bee_free(r->puzzles);
    bee_free(r);
}
