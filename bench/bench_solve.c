/*
 * bench_solve.c - in-process benchmark of the engine: load a dictionary, build
 * the index, solve a fixed seeded set of puzzles with each kernel.
 *
 * Puzzles are drawn from the dictionary's own 7-letter sets (so each has at
 * least one pangram), with all 7 centers each.  Solves produce the finished
 * answer set (word ids alphabetical, count, pangrams, score).  Time is read
 * per batch of 100 puzzles; the median over batches is the figure quoted,
 * since the machine is shared and outliers come from neighbours, not from us.
 *
 * The table: one row per kernel with the default plan (auto: set lists for
 * these puzzles), then one row per plan forced, with the best kernel, on
 * these puzzles and on as many of 7 random letters (mostly no word's set:
 * auto answers those by the subsets plan).  The set lists are built during
 * the first pass (lazily, on first use); the median leaves that out, the
 * mean does not.
 *
 *   bench_solve [--dict PATH] [--puzzles N] [--seed S] [--block-size N]
 *               [--sort freq|mask|alpha] [--repeat R] [--sweep] [--count-only]
 *
 * --count-only leaves out the word ids (count, pangrams and score only).
 */
#include "bee.h"
#include "bee_experimental.h"     /* forced plans, counters */
#include "research/bench/bench.h" /* bench_now_ns, bench_quantiles */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BATCH 100

/* The median of v[0 .. n) (sorted in place); 0 for none. */
static double median(double *v, size_t n)
{
    double m, p10, p90;
    bench_quantiles(v, n, &m, &p10, &p90);
    return m;
}

static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* n puzzles: random 7-letter sets of the dictionary, each with its 7 centers. */
static bee_puzzle *make_puzzles(const bee_dict *d, size_t n, uint64_t seed)
{
    size_t nd = bee_dict_size(d), nsets = 0;
    uint32_t *sets = malloc(nd * sizeof *sets);
    for (size_t i = 0; i < nd; i++)
        if (__builtin_popcount(bee_dict_word_mask(d, i)) == 7)
            sets[nsets++] = bee_dict_word_mask(d, i);
    if (!nsets) {
        fprintf(stderr, "bench_solve: the dictionary has no 7-letter set\n");
        exit(1);
    }
    bee_puzzle *p = malloc(n * sizeof *p);
    for (size_t i = 0; i < n; i += 7) {
        uint32_t m = sets[rng_next(&seed) % nsets];
        char letters[8];
        int j = 0;
        for (int c = 0; c < 26; c++)
            if (m & (1u << c))
                letters[j++] = (char)('a' + c);
        for (size_t c = 0; c < 7 && i + c < n; c++) {
            char text[8];
            for (int k = 0; k < 7; k++)
                text[k] = letters[(c + k) % 7];
            bee_puzzle_parse(NULL, text, 7, 7, &p[i + c], NULL);
        }
    }
    free(sets);
    return p;
}

typedef struct figures {
    double median_ns, total_ns;
    double scanned, blocks, masks, answers;
} figures;

static int want_words = 1;

static figures run(bee_index *ix, const bee_puzzle *p, size_t n, int repeat, bee_plan plan)
{
    bee_result *r = bee_result_new();
    bee_solve_options o;
    bee_solve_options_init(&o);
    o.want_words = want_words;
    size_t nb = (n + BATCH - 1) / BATCH;
    double *batch = malloc(nb * repeat * sizeof *batch);
    figures f = {0};
    uint64_t scanned = 0, blocks = 0, masks = 0, answers = 0, check = 0;
    double start = bench_now_ns();
    for (int rep = 0; rep < repeat; rep++)
        for (size_t b = 0; b < nb; b++) {
            size_t lo = b * BATCH, hi = lo + BATCH < n ? lo + BATCH : n;
            double t0 = bench_now_ns();
            for (size_t i = lo; i < hi; i++) {
                bee_solve_plan(ix, &p[i], &o, plan, r, NULL);
                size_t count;
                const uint32_t *words = bee_result_words(r, &count);
                check += bee_result_score(r) + (want_words && count ? words[0] : 0);
                if (rep == 0) {
                    scanned += bee_result_blocks_scanned(r);
                    blocks += bee_result_blocks_entered(r);
                    masks += bee_result_masks_tested(r);
                    answers += count;
                }
            }
            batch[rep * nb + b] = (bench_now_ns() - t0) / (double)(hi - lo);
        }
    f.total_ns = bench_now_ns() - start;
    f.median_ns = median(batch, nb * repeat);
    f.scanned = (double)scanned / n;
    f.blocks = (double)blocks / n;
    f.masks = (double)masks / n;
    f.answers = (double)answers / n;
    if (check == 42) /* keep the work observable */
        fprintf(stderr, " ");
    free(batch);
    bee_result_free(r);
    return f;
}

/* The floor of a solve: a memcpy of each puzzle's answers (its word ids,
 * from a solve beforehand) into one buffer, timed as run() times the plans. */
static double copy_floor_ns(bee_index *ix, const bee_puzzle *p, size_t n, int repeat)
{
    bee_result *r = bee_result_new();
    size_t *at = malloc((n + 1) * sizeof *at), total = 0, cap = 1 << 20;
    uint32_t *ids = malloc(cap * sizeof *ids);
    for (size_t i = 0; i < n; i++) {
        size_t count;
        bee_solve(ix, &p[i], NULL, r, NULL);
        const uint32_t *w = bee_result_words(r, &count);
        while (total + count > cap)
            ids = realloc(ids, (cap *= 2) * sizeof *ids);
        memcpy(ids + total, w, count * sizeof *ids);
        at[i] = total;
        total += count;
    }
    at[n] = total;
    bee_index_info info;
    bee_index_get_info(ix, &info);
    uint32_t *dst = malloc((info.words + 16) * sizeof *dst);
    size_t nb = (n + BATCH - 1) / BATCH;
    double *batch = malloc(nb * repeat * sizeof *batch);
    uint64_t check = 0;
    for (int rep = 0; rep < repeat; rep++)
        for (size_t b = 0; b < nb; b++) {
            size_t lo = b * BATCH, hi = lo + BATCH < n ? lo + BATCH : n;
            double t0 = bench_now_ns();
            for (size_t i = lo; i < hi; i++) {
                memcpy(dst, ids + at[i], (at[i + 1] - at[i]) * sizeof *dst);
                __asm__ volatile("" : : "r"(dst) : "memory"); /* keep every copy */
                check += dst[0];
            }
            batch[rep * nb + b] = (bench_now_ns() - t0) / (double)(hi - lo);
        }
    if (check == 42)
        fprintf(stderr, " ");
    double m = median(batch, nb * repeat);
    free(batch);
    free(dst);
    free(ids);
    free(at);
    bee_result_free(r);
    return m;
}

/* n puzzles of 7 letters drawn at random (a random center), as the other
 * puzzles of a stream: mostly no word's letter set. */
static bee_puzzle *make_random_puzzles(size_t n, uint64_t seed)
{
    bee_puzzle *p = malloc(n * sizeof *p);
    for (size_t i = 0; i < n; i++) {
        char text[8];
        uint32_t used = 0;
        for (int j = 0; j < 7;) {
            int c = (int)(rng_next(&seed) % 26);
            if (used >> c & 1)
                continue;
            used |= 1u << c;
            text[j++] = (char)('a' + c);
        }
        bee_puzzle_parse(NULL, text, 7, 7, &p[i], NULL);
    }
    return p;
}

static void print_row(bee_index *ix, const bee_puzzle *p, const char *kind, size_t n, int repeat,
                      bee_plan plan)
{
    figures f = run(ix, p, n, repeat, plan);
    double mean = f.total_ns / ((double)n * repeat);
    printf("%-7s %-10s %-8s %10.1f %12.0f %12.1f %9.1f %9.1f %9.1f %9.1f\n",
           bee_kernel_name(bee_index_kernel(ix)), bee_plan_name(plan), kind, f.median_ns,
           1e9 / mean, mean, f.scanned, f.blocks, f.masks, f.answers);
    fflush(stdout);
}

static double build_ms(const bee_dict *d, const bee_index_options *o, bee_index_info *info)
{
    double t[11];
    for (int i = 0; i < 11; i++) {
        bee_index *ix;
        double t0 = bench_now_ns();
        bee_index_build(d, o, &ix, NULL);
        t[i] = (bench_now_ns() - t0) / 1e6;
        bee_index_get_info(ix, info);
        bee_index_free(ix);
    }
    return median(t, 11);
}

static const char *sort_names[] = {"freq", "mask", "alpha"};

int main(int argc, char **argv)
{
    const char *dict_path = NULL;
    size_t n = 100000;
    uint64_t seed = 1;
    int repeat = 3, sweep = 0;
    bee_index_options o;
    bee_index_options_init(&o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--dict") && v)
            dict_path = argv[++i];
        else if (!strcmp(a, "--puzzles") && v)
            n = strtoul(argv[++i], NULL, 10);
        else if (!strcmp(a, "--seed") && v)
            seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(a, "--repeat") && v)
            repeat = atoi(argv[++i]);
        else if (!strcmp(a, "--block-size") && v)
            o.block_size = (uint32_t)atoi(argv[++i]);
        else if (!strcmp(a, "--sort") && v) {
            const char *s = argv[++i];
            o.sort = !strcmp(s, "mask")    ? BEE_SORT_MASK
                     : !strcmp(s, "alpha") ? BEE_SORT_ALPHA
                                           : BEE_SORT_FREQ;
        } else if (!strcmp(a, "--sweep"))
            sweep = 1;
        else if (!strcmp(a, "--count-only"))
            want_words = 0;
        else {
            fprintf(stderr,
                    "usage: bench_solve [--dict PATH] [--puzzles N] [--seed S] [--repeat R]\n"
                    "                   [--block-size N] [--sort freq|mask|alpha] [--sweep] "
                    "[--count-only]\n");
            return 2;
        }
    }
    if (n == 0 || repeat < 1) {
        fprintf(stderr, "bench_solve: --puzzles and --repeat must be positive\n");
        return 2;
    }

    bee_dict *d;
    bee_error err;
    double t0 = bench_now_ns();
    bee_status s = dict_path ? bee_dict_load_file(dict_path, NULL, &d, &err)
                             : bee_dict_load_default(NULL, &d, &err);
    if (s != BEE_OK) {
        fprintf(stderr, "bench_solve: %s\n", err.message);
        return 1;
    }
    double load_ms = (bench_now_ns() - t0) / 1e6;
    bee_puzzle *p = make_puzzles(d, n, seed);
    printf("# bee-simd %s bench_solve: cpu [%s], dictionary %s (%zu words, loaded in %.1f ms)\n",
           BEE_VERSION, bee_cpu_features(), dict_path ? dict_path : "(built-in)", bee_dict_size(d),
           load_ms);
    printf("# %zu puzzles (seed %llu), %d passes, median of %d-puzzle batches\n", n,
           (unsigned long long)seed, repeat, BATCH);

    if (sweep) {
        printf("%-6s %6s %-7s %10s %10s %10s %10s %9s\n", "sort", "block", "kernel", "median_ns",
               "blocks", "masks", "build_ms", "bytes");
        static const uint32_t sizes[] = {4, 8, 16, 24, 32, 48, 64, 96, 128, 256, 512, 1000};
        for (int so = 0; so < 3; so++)
            for (size_t b = 0; b < sizeof sizes / sizeof *sizes; b++) {
                o.sort = (bee_sort)so;
                o.block_size = sizes[b];
                o.kernel = bee_kernel_best();
                bee_index_info info;
                double bms = build_ms(d, &o, &info);
                bee_index *ix;
                bee_index_build(d, &o, &ix, NULL);
                figures f = run(ix, p, n, repeat, BEE_PLAN_BLOCK_SCAN);
                printf("%-6s %6u %-7s %10.1f %10.1f %10.1f %10.2f %9zu\n", sort_names[so], sizes[b],
                       bee_kernel_name(o.kernel), f.median_ns, f.blocks, f.masks, bms, info.bytes);
                fflush(stdout);
                bee_index_free(ix);
            }
    } else {
        bee_index_info info;
        double bms = build_ms(d, &o, &info);
        printf("# index: sort %s, block %u: %zu sets (%zu narrow), %zu blocks, %zu bytes, "
               "build median %.2f ms\n",
               sort_names[o.sort], o.block_size, info.masks, info.narrow_masks, info.blocks,
               info.bytes, bms);
        printf("# columns: median_ns, the median batch's time a puzzle (what is quoted);\n"
               "# puzzles/s and mean_ns, from the mean over every batch, which includes the\n"
               "# first pass's one-off work (the set lists built on first use), hence the gap;\n"
               "# scanned, entered, masks: block summaries tested, blocks entered, letter sets\n"
               "# (or list entries) tested, a puzzle; answers: words a puzzle\n");
        printf("%-7s %-10s %-8s %10s %12s %12s %9s %9s %9s %9s\n", "kernel", "plan", "puzzles",
               "median_ns", "puzzles/s", "mean_ns", "scanned", "entered", "masks", "answers");
        bee_puzzle *random = make_random_puzzles(n, seed);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) { /* each kernel, the default plan */
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            o.kernel = (bee_kernel_id)k;
            bee_index *ix;
            bee_index_build(d, &o, &ix, NULL);
            print_row(ix, p, "nyt", n, repeat, BEE_PLAN_AUTO);
            bee_index_free(ix);
        }
        o.kernel = bee_kernel_best(); /* each plan forced, the best kernel */
        for (int kind = 0; kind < 2; kind++)
            for (int plan = BEE_PLAN_AUTO; plan <= BEE_PLAN_SUBSETS; plan++) {
                if (kind == 1 && plan == BEE_PLAN_SET_LISTS)
                    continue; /* falls back to the block scan there */
                bee_index *ix;
                bee_index_build(d, &o, &ix, NULL);
                print_row(ix, kind ? random : p, kind ? "random" : "nyt", n, repeat,
                          (bee_plan)plan);
                bee_index_free(ix);
            }
        bee_index *ix; /* the floor: a copy of the answers */
        bee_index_build(d, &o, &ix, NULL);
        for (int kind = 0; kind < 2; kind++)
            printf("%-7s %-10s %-8s %10.1f\n", "-", "memcpy", kind ? "random" : "nyt",
                   copy_floor_ns(ix, kind ? random : p, n, repeat));
        bee_index_free(ix);
        free(random);
    }
    free(p);
    bee_dict_free(d);
    return 0;
}
