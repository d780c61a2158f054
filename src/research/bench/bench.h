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
    const char *dict_label;    /* what the reports call the dictionary */
    uint32_t min_len;          /* shortest word answered */
    int size;                  /* letters per puzzle */
    bee_kernel_id kernel;      /* adaptive, superblock: the scan kernel */
    bee_scoring scoring;
    int count_only;            /* time count-only solves (no word lists) */
    size_t puzzles;            /* --puzzles */
    unsigned repeat;           /* --repeat: timed rounds over the puzzle set */
    uint64_t seed;             /* --seed */
    uint32_t block_size;       /* --block-size given, else 0 (each method's default) */
    uint32_t shared_letters, super_size;   /* 0: the library's defaults */
    const uint32_t *sweep_sizes;   /* --sweep: block sizes; NULL without --sweep */
    size_t n_sweep;
    const char *svg_dir;       /* --svg */
    bench_format format;
} bench_config;

/* One measured method (in one configuration). */
typedef struct bench_row {
    const char *algo;
    bee_kernel_id kernel;      /* BEE_KERNEL_AUTO: the method has no kernel */
    int kernel_emulated;       /* NEON translated by SIMDe on a non-Arm CPU */
    uint32_t block_size;       /* 0: no blocks */
    uint32_t shared_letters, super_size;   /* adaptive, superblock; else 0 */
    double ns_median, ns_p10, ns_p90, ns_mean;   /* per puzzle */
    double speedup;            /* naive's median / this median; 0 if naive not run */
    double blocks_entered, masks_tested, bytes_touched, answers;   /* means per puzzle */
    double build_ms;
    size_t memory, blocks;
    int hw_ok;                 /* hardware counters below are valid */
    double cycles, instructions, cache_misses;   /* per puzzle */
    size_t disagreements;      /* puzzles answered unlike the reference */
    char first_disagreement[160];
} bench_row;

/* The puzzles and the reference's answers to them. */
typedef struct bench_set {
    bee_puzzle *puzzles;
    size_t n;
    size_t *count;
    uint64_t *score;
    size_t *pangrams;
    double timer_ns;           /* cost of reading the clock, subtracted from samples */
} bench_set;

/* Hardware counters of this process (cycles, instructions, cache misses). */
typedef struct hwcount {
    int fd[3];
    int ok;
    char why[160];             /* why they are unavailable */
} hwcount;

void hwcount_open(hwcount *h);
void hwcount_start(hwcount *h);
/* Read the three counts since hwcount_start; 0 if unavailable. */
int hwcount_stop(hwcount *h, uint64_t counts[3]);
void hwcount_close(hwcount *h);

/* `n` puzzles of `size` letters: the letters of a random word with exactly
 * `size` distinct letters (a real pangram) and a random center, or random
 * letters if the dictionary has no such word; answered by the reference.
 * `inject_fault` makes the reference's first answer wrong (for the tests that
 * prove a disagreement is caught). */
bee_status bench_set_make(bench_set *s, const bee_dict *d, const bench_config *cfg,
                          int inject_fault, bee_error *err);
void bench_set_free(bench_set *s);

/* Build method `name` with `block_size` (0: default), time it, fill `row`. */
bee_status bench_measure(const bench_config *cfg, const bee_dict *d, const bench_set *set,
                         hwcount *hw, const char *name, uint32_t block_size, bench_row *row,
                         bee_error *err);

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
/* Print the results in cfg->format; the caller checks `f` for write errors. */
void bench_report(FILE *f, const bench_context *x, const bench_row *rows, size_t n_rows,
                  const bench_row *sweep, size_t n_sweep);

/* Write DIR/compare.svg, DIR/bytes.svg and (with a sweep) DIR/sweep.svg;
 * BEE_ERR_IO with a message naming the file on failure. */
bee_status bench_svg(const char *dir, const bench_context *x, const bench_row *rows,
                     size_t n_rows, const bench_row *sweep, size_t n_sweep, bee_error *err);

#endif
