/*
 * all.c - every puzzle at once (bee_all_solve): choose the letter sets, pick
 * the method, fill the table of per-set totals, then evaluate the sets in
 * chunks on every core and gather the puzzles kept, in order.
 *
 * Workload: by default the letter sets of the dictionary's own pangrams
 * (about 8,000 for ENABLE: the subsets method, 2^7 lookups a set); with `any`
 * all C(26,7) = 657,800 sets (the zeta method: a 6.4-million-addition
 * transform, then 8 lookups a set).  The output order is the walk over the
 * sets in alphabetical order, each with its centers alphabetically, so chunks
 * evaluated in parallel just need concatenating.
 */
#include "all_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_THREADS 256

void bee_all_options_init(bee_all_options *o)
{
    memset(o, 0, sizeof *o);
    o->size = 7;
    o->scoring = BEE_SCORING_NYT;
    o->max_words = UINT32_MAX;
    o->max_score = UINT32_MAX;
    o->order = BEE_ALL_BY_LETTERS;
    o->method = BEE_ALL_AUTO;
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

/* The letters of a mask as a string, for messages. */
static const char *letters_text(uint32_t set, char buf[ALL_LETTERS + 1])
{
    int n = 0;
    for (int l = 0; l < ALL_LETTERS; l++)
        if (set >> l & 1)
            buf[n++] = (char)('a' + l);
    buf[n] = '\0';
    return buf;
}

static bee_status check_options(const bee_all_options *o, bee_error *err)
{
    char a[ALL_LETTERS + 1], b[ALL_LETTERS + 1];
    if (o->size < 1 || o->size > BEE_ALL_MAX_SIZE)
        return bee_fail(err, BEE_ERR_ARG,
                        "puzzle size %d is out of range for every-puzzle runs (1 to %d)",
                        o->size, BEE_ALL_MAX_SIZE);
    if ((o->exclude | o->require | o->centers) & ~ALL_ALPHABET)
        return bee_fail(err, BEE_ERR_ARG, "letter sets hold bits beyond 'z' (bit 25)");
    if (o->require & o->exclude)
        return bee_fail(err, BEE_ERR_ARG, "letters '%s' are both required and excluded",
                        letters_text(o->require & o->exclude, a));
    int required = __builtin_popcount(o->require);
    if (required > o->size)
        return bee_fail(err, BEE_ERR_ARG,
                        "%d required letters '%s' do not fit in a puzzle of %d letters",
                        required, letters_text(o->require, a), o->size);
    int left = ALL_LETTERS - __builtin_popcount(o->exclude);
    if (left < o->size)
        return bee_fail(err, BEE_ERR_ARG,
                        "%d letters are left after excluding '%s', fewer than the puzzle size %d",
                        left, letters_text(o->exclude, a), o->size);
    if (o->centers && !(o->centers & ~o->exclude))
        return bee_fail(err, BEE_ERR_ARG, "no center is possible: centers '%s' are excluded",
                        letters_text(o->centers, b));
    if (o->threads < 0 || o->threads > MAX_THREADS)
        return bee_fail(err, BEE_ERR_ARG, "thread count %d is out of range (0 to %d)",
                        o->threads, MAX_THREADS);
    if (o->order != BEE_ALL_BY_LETTERS && o->order != BEE_ALL_BY_SCORE &&
        o->order != BEE_ALL_BY_WORDS)
        return bee_fail(err, BEE_ERR_ARG, "unknown order %d", (int)o->order);
    if (o->method != BEE_ALL_AUTO && o->method != BEE_ALL_SUBSETS && o->method != BEE_ALL_ZETA)
        return bee_fail(err, BEE_ERR_ARG, "unknown method %d", (int)o->method);
    if (o->scoring != BEE_SCORING_NYT && o->scoring != BEE_SCORING_SIMPLE)
        return bee_fail(err, BEE_ERR_ARG, "unknown scoring rule %d", (int)o->scoring);
    return BEE_OK;
}

/* What the workers share.  Chunk c covers sets [c*chunk, (c+1)*chunk) and
 * writes its puzzles from out + c*chunk*per_set; they are packed afterwards. */
typedef struct job {
    const bee_all_options *o;
    const all_ranks *r;          /* the universe: table positions */
    const uint64_t *table;
    const uint32_t *full_counts; /* zeta: word count of each full set */
    bee_all_method method;
    uint32_t centers;
    /* the sets: an array (pangram sets), or every set of `free_k` letters
       of the free letters plus the required ones, walked down the ranks */
    const uint32_t *sets;
    all_ranks free;
    int free_k;
    uint32_t free_sets;
    size_t n_sets, chunk, n_chunks, per_set;
    atomic_size_t next_chunk;
    size_t *kept;                /* per chunk */
    size_t *evaluated;           /* per chunk */
    bee_all_puzzle *out;
} job;

/* Words and base points of each center of `set` (positions p), by the
 * subsets method: every subset's entry goes to each center it holds. */
static uint32_t totals_by_subsets(const job *j, const uint8_t *p, int k, uint64_t *per_center)
{
    const all_ranks *r = j->r;
    uint32_t colex[1u << BEE_ALL_MAX_SIZE];
    colex[0] = 0;
    memset(per_center, 0, (size_t)k * sizeof *per_center);
    for (uint32_t t = 1; t < 1u << k; t++) {
        int high = 31 - __builtin_clz(t), m = __builtin_popcount(t);
        colex[t] = colex[t & ~(1u << high)] + r->binom[p[high]][m];
        uint64_t v = j->table[r->off[m] + colex[t]];
        if (!v)
            continue;
        for (uint32_t c = t; c; c &= c - 1)
            per_center[__builtin_ctz(c)] += v;
    }
    return ALL_COUNT(j->table[r->off[k] + colex[(1u << k) - 1]]);
}

/* The same by the zeta method: total of the set minus total without the center. */
static uint32_t totals_by_zeta(const job *j, const uint8_t *p, int k, uint64_t *per_center)
{
    const all_ranks *r = j->r;
    uint32_t with[BEE_ALL_MAX_SIZE + 1], without[BEE_ALL_MAX_SIZE + 1];
    with[0] = 0;   /* with[t]: rank terms of p_0..p_{t-1} in place */
    for (int t = 0; t < k; t++)
        with[t + 1] = with[t] + r->binom[p[t]][t + 1];
    without[k] = 0;   /* without[t]: terms of p_t..p_{k-1} moved down one place */
    for (int t = k - 1; t >= 0; t--)
        without[t] = without[t + 1] + r->binom[p[t]][t];
    uint64_t total = j->table[r->off[k] + with[k]];
    for (int t = 0; t < k; t++)
        per_center[t] = total - j->table[r->off[k - 1] + with[t] + without[t + 1]];
    return j->full_counts[with[k]];
}

/* Evaluate one set; write the puzzles kept; return how many. */
static size_t evaluate(const job *j, uint32_t set, bee_all_puzzle *w, size_t *evaluated)
{
    const bee_all_options *o = j->o;
    uint8_t p[ALL_LETTERS];
    int k = all_positions(j->r, set, p);
    uint64_t per_center[BEE_ALL_MAX_SIZE];
    uint32_t pangrams = j->method == BEE_ALL_ZETA ? totals_by_zeta(j, p, k, per_center)
                                                  : totals_by_subsets(j, p, k, per_center);
    size_t kept = 0;
    for (int t = k - 1; t >= 0; t--) {   /* positions down = letters up */
        uint32_t center = 1u << j->r->letter[p[t]];
        if (!(center & j->centers))
            continue;
        ++*evaluated;
        uint32_t count = ALL_COUNT(per_center[t]);
        uint32_t score = o->scoring == BEE_SCORING_SIMPLE
                             ? count + 2 * pangrams
                             : ALL_POINTS(per_center[t]) + 7 * pangrams;
        if (count < o->min_words || count > o->max_words || score < o->min_score ||
            score > o->max_score || pangrams < o->min_pangrams)
            continue;
        w[kept++] = (bee_all_puzzle){set, center, count, pangrams, score};
    }
    return kept;
}

static void run_chunk(job *j, size_t c)
{
    size_t s0 = c * j->chunk, s1 = s0 + j->chunk < j->n_sets ? s0 + j->chunk : j->n_sets;
    bee_all_puzzle *w = j->out + s0 * j->per_set;
    size_t kept = 0, evaluated = 0;
    uint32_t x = 0;
    if (!j->sets)   /* output order walks down the ranks of the free letters */
        x = all_unrank(&j->free, (uint32_t)(j->free_sets - 1 - s0), j->free_k);
    for (size_t s = s0; s < s1; s++) {
        uint32_t set;
        if (j->sets) {
            set = j->sets[s];
        } else {
            if (s > s0)
                x = all_prev_set(x, j->free.n);
            set = all_letters_of(&j->free, x) | j->o->require;
        }
        kept += evaluate(j, set, w + kept, &evaluated);
    }
    j->kept[c] = kept;
    j->evaluated[c] = evaluated;
}

static void *worker(void *arg)
{
    job *j = arg;
    for (;;) {
        size_t c = atomic_fetch_add(&j->next_chunk, 1);
        if (c >= j->n_chunks)
            return NULL;
        run_chunk(j, c);
    }
}

static int online_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (int)n;
}

/* Run the chunks on `threads` threads (the caller's included); returns the
 * number that ran (fewer if threads could not be started). */
static int run_parallel(job *j, int threads)
{
    pthread_t tid[MAX_THREADS];
    int started = 0;
    while (started < threads - 1 && pthread_create(&tid[started], NULL, worker, j) == 0)
        started++;
    worker(j);
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    return started + 1;
}

static int cmp_desc_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x < y) - (x > y);
}

/* The sets of k letters that some indexed word has (its pangrams), within the
 * selection, in output order (alphabetical: descending rank). */
static bee_status pangram_sets(const bee_index *ix, const all_ranks *r, uint32_t require,
                               uint32_t **out, size_t *n_out)
{
    const uint32_t *masks = ix->scan_data.masks;
    uint64_t *keyed = malloc((ix->n_masks + 1) * sizeof *keyed);
    if (!keyed)
        return BEE_ERR_NOMEM;
    size_t n = 0;
    for (size_t i = 0; i < ix->n_masks; i++) {
        uint32_t m = masks[i];
        if (__builtin_popcount(m) != r->k || (m & ~r->universe) || (m & require) != require)
            continue;
        uint8_t p[ALL_LETTERS];
        all_positions(r, m, p);
        keyed[n++] = (uint64_t)all_rank(r, p, r->k) << 32 | m;
    }
    qsort(keyed, n, sizeof *keyed, cmp_desc_u64);
    uint32_t *sets = malloc((n + 1) * sizeof *sets);
    if (!sets) {
        free(keyed);
        return BEE_ERR_NOMEM;
    }
    for (size_t i = 0; i < n; i++)
        sets[i] = (uint32_t)keyed[i];
    free(keyed);
    *out = sets;
    *n_out = n;
    return BEE_OK;
}

/* Estimated cost of each method, in table reads or additions: the subsets
 * method reads 2^k entries a set (scattered); the zeta method transforms the
 * whole table (contiguous runs, about 4 times cheaper an entry measured on
 * ENABLE), then reads k + 1 entries a set. */
static bee_all_method choose_method(const all_ranks *r, size_t n_sets)
{
    double subsets = (double)n_sets * (double)(1u << r->k);
    double zeta = all_zeta_cost(r) / 4 + (double)n_sets * (r->k + 1);
    return subsets <= zeta ? BEE_ALL_SUBSETS : BEE_ALL_ZETA;
}

static bee_status nomem(bee_error *err)
{
    return bee_fail(err, BEE_ERR_NOMEM, "out of memory evaluating every puzzle");
}

bee_status bee_all_solve(const bee_index *ix, const bee_all_options *opt,
                         bee_all_result **out, bee_error *err)
{
    bee_all_options o;
    if (opt)
        o = *opt;
    else
        bee_all_options_init(&o);
    *out = NULL;
    bee_status s = check_options(&o, err);
    if (s != BEE_OK)
        return s;

    all_ranks r;
    all_ranks_init(&r, ALL_ALPHABET & ~o.exclude, o.size);
    job j;
    memset(&j, 0, sizeof j);
    atomic_init(&j.next_chunk, 0);
    j.o = &o;
    j.r = &r;
    j.centers = o.centers ? o.centers : ALL_ALPHABET;
    uint32_t *sets = NULL;
    if (o.any) {
        j.free_k = o.size - __builtin_popcount(o.require);
        all_ranks_init(&j.free, r.universe & ~o.require, j.free_k);
        j.free_sets = j.free.binom[j.free.n][j.free_k];
        j.n_sets = j.free_sets;
    } else if (pangram_sets(ix, &r, o.require, &sets, &j.n_sets) != BEE_OK) {
        return nomem(err);
    }
    j.sets = sets;
    j.method = o.method != BEE_ALL_AUTO ? o.method : choose_method(&r, j.n_sets);

    uint64_t *table = calloc(r.off[r.k + 1], sizeof *table);
    uint32_t *full_counts = NULL;
    if (j.method == BEE_ALL_ZETA)
        full_counts = calloc(r.binom[r.n][r.k], sizeof *full_counts);
    bee_all_result *res = calloc(1, sizeof *res);
    int centers = __builtin_popcount(j.centers);
    j.per_set = (size_t)(centers < o.size ? centers : o.size);
    int threads = o.threads ? o.threads : online_cpus();
    j.chunk = j.n_sets / ((size_t)threads * 16) + 1;
    if (j.chunk < 64)
        j.chunk = 64;
    j.n_chunks = (j.n_sets + j.chunk - 1) / j.chunk;
    j.kept = calloc(j.n_chunks + 1, sizeof *j.kept);
    j.evaluated = calloc(j.n_chunks + 1, sizeof *j.evaluated);
    /* untouched pages of this bound cost nothing */
    j.out = malloc((j.n_sets * j.per_set + 1) * sizeof *j.out);
    if (!table || (j.method == BEE_ALL_ZETA && !full_counts) || !res || !j.kept ||
        !j.evaluated || !j.out) {
        s = nomem(err);
        goto done;
    }

    all_totals totals;
    all_table_fill(&r, ix, table, full_counts, &totals);
    uint64_t most = o.scoring == BEE_SCORING_SIMPLE ? totals.words + 2 * totals.pangram_words
                                                    : totals.points + 7 * totals.pangram_words;
    if (totals.words > UINT32_MAX || most > UINT32_MAX) {
        s = bee_fail(err, BEE_ERR_ARG,
                     "the dictionary is too large for every-puzzle runs: its words could "
                     "total %llu points, more than %u",
                     (unsigned long long)most, UINT32_MAX);
        goto done;
    }
    if (j.method == BEE_ALL_ZETA)
        all_zeta(&r, table);
    j.table = table;
    j.full_counts = full_counts;

    if (threads > (int)j.n_chunks)
        threads = j.n_chunks ? (int)j.n_chunks : 1;
    res->threads = run_parallel(&j, threads);

    size_t n = 0;
    for (size_t c = 0; c < j.n_chunks; c++) {
        bee_all_puzzle *from = j.out + c * j.chunk * j.per_set;
        if (from != j.out + n)
            memmove(j.out + n, from, j.kept[c] * sizeof *from);
        n += j.kept[c];
        res->evaluated += j.evaluated[c];
    }
    if (all_sort(j.out, n, o.order) != BEE_OK) {
        s = nomem(err);
        goto done;
    }
    if (o.top && o.top < n)
        n = o.top;
    res->puzzles = j.out;
    res->count = n;
    res->sets = j.n_sets;
    res->method = j.method;
    j.out = NULL;
    *out = res;
    res = NULL;
done:
    free(sets);
    free(table);
    free(full_counts);
    free(j.kept);
    free(j.evaluated);
    free(j.out);
    bee_all_result_free(res);
    return s;
}

void bee_all_result_free(bee_all_result *r)
{
    if (!r)
        return;
    free(r->puzzles);
    free(r);
}
