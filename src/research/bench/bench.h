/*
 * bench.h - the benchmark of every research method (part of libbee_research;
 * `bee-simd bench` reads the options and writes what these produce).
 * bench_run.c generates the seeded puzzles and measures one method (time per
 * puzzle, counters, build cost, hardware counters); bench_report.c prints the
 * results as a table, CSV/TSV or JSON; bench_svg.c draws them; hwcount.c
 * wraps perf_event_open.  Failures come back as a bee_status with a message;
 * nothing here exits.
 */
#ifndef BEE_RESEARCH_BENCH_H
#define BEE_RESEARCH_BENCH_H

#include "bee_research.h"

#include <stdio.h>

typedef enum bench_format { BENCH_TEXT, BENCH_CSV, BENCH_TSV, BENCH_JSON } bench_format;

typedef struct bench_config {
    const char *dict_label; /* what the reports call the dictionary */
    uint32_t min_len;       /* shortest word answered */
    int size;               /* letters per puzzle */
    bee_kernel_id kernel;   /* adaptive, superblock: the scan kernel */
    bee_scoring scoring;
    int count_only;      /* time count-only solves (no word lists) */
    int random_puzzles;  /* --puzzle-kind random: random letters, not a word's set */
    size_t puzzles;      /* --puzzles */
    unsigned repeat;     /* --repeat: timed rounds over the puzzle set */
    uint64_t seed;       /* --seed */
    uint32_t block_size; /* --block-size given, else 0 (each method's default) */
    uint32_t shared_letters, super_size; /* 0: the library's defaults */
    const uint32_t *sweep_sizes;         /* --sweep: block sizes; NULL without --sweep */
    size_t n_sweep;
    const char *svg_dir; /* --svg */
    bench_format format;
    /* --task all */
    size_t sample; /* sets timed by the sampled methods */
    int full;      /* time the sampled methods on every set too */
    /* --task bag */
    const char *const *boards;
    size_t n_boards;
} bench_config;

/* One measured method (in one configuration). */
typedef struct bench_row {
    const char *algo;
    bee_kernel_id kernel;                      /* BEE_KERNEL_AUTO: the method has no kernel */
    int kernel_emulated;                       /* NEON translated by SIMDe on a non-Arm CPU */
    uint32_t block_size;                       /* 0: no blocks */
    uint32_t shared_letters, super_size;       /* adaptive, superblock; else 0 */
    double ns_median, ns_p10, ns_p90, ns_mean; /* per puzzle */
    double speedup; /* naive's median / this median; 0 if naive not run */
    double blocks_entered, masks_tested, bytes_touched, answers; /* means per puzzle */
    double build_ms;
    size_t memory, blocks;
    int hw_ok;                                 /* hardware counters below are valid */
    double cycles, instructions, cache_misses; /* per puzzle */
    size_t disagreements;                      /* puzzles answered unlike the reference */
    char first_disagreement[256];
    double ns_best_round; /* the fastest timed round's mean a puzzle */
    double *ns_each;      /* each puzzle's median, in the set's order (bench_row_free) */
    /* Paired bootstrap 95% intervals (bench_intervals): naive's median over
     * this one's, and `step_from`'s (the row measured before) over this one's. */
    double vs_naive_lo, vs_naive_hi;
    const char *step_from;
    double step, step_lo, step_hi;
} bench_row;

void bench_row_free(bench_row *row);

/* The puzzles and the reference's answers to them. */
typedef struct bench_set {
    bee_puzzle *puzzles;
    size_t n;
    size_t *count;
    uint64_t *score;
    size_t *pangrams;
    double timer_ns; /* cost of reading the clock, subtracted from samples */
    /* The floor: a memcpy of each puzzle's answers (word ids found
     * beforehand), a puzzle: the median and the fastest of the rounds. */
    double floor_ns, floor_best_ns;
} bench_set;

/* Hardware counters of this process (cycles, instructions, cache misses). */
typedef struct hwcount {
    int fd[3];
    int ok;
    char why[160]; /* why they are unavailable */
} hwcount;

void hwcount_open(hwcount *h);
void hwcount_start(hwcount *h);
/* Read the three counts since hwcount_start; 0 if unavailable. */
int hwcount_stop(hwcount *h, uint64_t counts[3]);
void hwcount_close(hwcount *h);

/* `n` puzzles of `size` letters: the letters of a random word with exactly
 * `size` distinct letters (a real pangram) and a random center, or random
 * letters (cfg->random_puzzles, or if the dictionary has no such word);
 * answered by the reference; the floor timed over cfg->repeat rounds.
 * `inject_fault` makes the reference's first answer wrong (for the tests that
 * prove a disagreement is caught). */
bee_status bench_set_make(bench_set *s, const bee_dict *d, const bench_config *cfg,
                          int inject_fault, bee_error *err);
void bench_set_free(bench_set *s);

/* Build method `name` with `block_size` (0: default), time it, fill `row`. */
bee_status bench_measure(const bench_config *cfg, const bee_dict *d, const bench_set *set,
                         hwcount *hw, const char *name, uint32_t block_size, bench_row *row,
                         bee_error *err);

/* The bootstrap intervals of rows[0..n): 1000 resamples of the puzzles
 * (the same puzzles for both sides of a ratio), seeded, so a rerun on the
 * same times gives the same interval.  Needs each row's ns_each. */
void bench_intervals(bench_row *rows, size_t n, size_t puzzles);

/* Solve every puzzle of `set` once with `a`, untimed: the pass the hardware
 * counters cover, and the one bench/instructions.sh counts with callgrind
 * (--toggle-collect=bench_counted_pass), so it is never inlined. */
void bench_counted_pass(bee_algo *a, const bench_set *set, const bee_solve_options *so,
                        bee_result *r);
/* One puzzle of that pass, never inlined either: callgrind's
 * --dump-after=bench_counted_puzzle gives each puzzle's instructions. */
void bench_counted_puzzle(bee_algo *a, const bee_puzzle *p, const bee_solve_options *so,
                          bee_result *r);

/* What the reports print above the numbers. */
typedef struct bench_context {
    const bench_config *cfg;
    const bee_dict *d;
    const bench_set *set;
    const hwcount *hw;
    char cpu[128], compiler[64], date[32], load[64];
} bench_context;

void bench_context_init(bench_context *x, const bench_config *cfg, const bee_dict *d,
                        const bench_set *set, const hwcount *hw);
/* Shared by the reports: the machine and dictionary lines of a text report;
 * the opening of a JSON report ({"bench", "version", "task", "machine",
 * "dictionary", left open for the task's own keys); a JSON string; a time in
 * a unit that keeps 3-4 digits. */
void bench_text_head(FILE *o, const bench_context *x);
void bench_json_head(FILE *o, const bench_context *x, const char *task);
void bench_json_str(FILE *o, const char *s);
void bench_json_key_str(FILE *o, const char *key, const char *v);
void bench_human_time(char *b, size_t cap, double ns);

/* Print the results in cfg->format; the caller checks `f` for write errors. */
void bench_report(FILE *f, const bench_context *x, const bench_row *rows, size_t n_rows,
                  const bench_row *sweep, size_t n_sweep);

/* The caption line of a chart: machine, compiler, word list, `what`, date, load. */
void bench_caption(char *b, size_t cap, const bench_context *x, const char *what);
/* Create DIR for charts if missing. */
bee_status bench_svg_dir(const char *dir, bee_error *err);

/* Write DIR/compare.svg, DIR/bytes.svg and (with a sweep) DIR/sweep.svg;
 * BEE_ERR_IO with a message naming the file on failure. */
bee_status bench_svg(const char *dir, const bench_context *x, const bench_row *rows, size_t n_rows,
                     const bench_row *sweep, size_t n_sweep, bee_error *err);

/* ------------------------------------------------ --task all and --task bag */

/* One measured method of the every-puzzle task, or one method on one board of
 * the letter-bag task.  Times are per run (all: one run answers `sets` sets;
 * bag: one run answers one board), over the timed runs. */
typedef struct task_row {
    const char *method, *family;
    const char *board;    /* bag: the board; all: NULL */
    bee_kernel_id kernel; /* bag index methods; else BEE_KERNEL_AUTO */
    int kernel_emulated;
    size_t answers;          /* bag: words; all: puzzles answered per run */
    size_t sets, sets_total; /* all: sets per timed run, sets in the task */
    double ns_median, ns_p10, ns_p90;
    double ns_per_set; /* all: ns_median / sets */
    double ns_total;   /* all: the whole task, measured or extrapolated */
    int extrapolated;  /* all: ns_total = ns_per_set x sets_total */
    double build_ms;
    size_t memory;
    size_t disagreements; /* puzzles or words unlike the reference */
    char first_disagreement[200];
    double floor_ns; /* a memcpy of the answers a run gives (all: every set's; bag: the board's) */
} task_row;

/* The floor of a task: the median over `rounds` of a memcpy of `bytes` from
 * src, one clock reading around each copy (its cost, ~20-40 ns, included). */
double bench_copy_ns(const void *src, size_t bytes, unsigned rounds);

/* The every-puzzle task: the 7-letter sets with a pangram, each method in
 * `methods` built, run once untimed and checked, then timed over cfg->repeat
 * runs; the non-engine methods on an evenly spaced sample of cfg->sample sets
 * (all of them with cfg->full) and extrapolated.  Checks: each method's
 * answers for the sample's sets against bee_all_reference, and every whole
 * run's answers against the first whole run's.  rows: one per method. */
bee_status bench_task_all(const bench_config *cfg, const bee_dict *d, const char *const *methods,
                          size_t n_methods, int inject_fault, task_row *rows, bee_error *err);

/* The letter-bag task: each method in `methods` on each of cfg->boards,
 * checked against bee_bag_algo_reference, timed over cfg->repeat runs.
 * rows: n_methods x n_boards, method-major. */
bee_status bench_task_bag(const bench_config *cfg, const bee_dict *d, const char *const *methods,
                          size_t n_methods, int inject_fault, task_row *rows, bee_error *err);

/* The results of a task ("all" or "bag") in cfg->format, and its chart
 * (DIR/all.svg or DIR/bag.svg). */
void task_report(FILE *f, const bench_context *x, const char *task, const task_row *rows, size_t n);
bee_status task_svg(const char *dir, const bench_context *x, const char *task, const task_row *rows,
                    size_t n, bee_error *err);

/* Shared by the harness files: a monotonic clock in ns; the median, 10th and
 * 90th percentile of v[0..n) (sorted in place). */
double bench_now_ns(void);
void bench_quantiles(double *v, size_t n, double *median, double *p10, double *p90);

#endif
