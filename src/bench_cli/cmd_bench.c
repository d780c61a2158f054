/* cmd_bench.c - `bee-bench [options]` (and `bee-simd bench`, which runs it): every research method of one task
 * side by side (solve: one seeded puzzle set, optionally swept over block
 * sizes; all: every NYT puzzle; bag: the Letterpress boards), checked against
 * the task's reference, printed and drawn.  The measuring is libbee_research's
 * (src/research/bench/); this file parses options and writes. */
#include "bench_cli/bench_cli.h"
#include "cli/opt_table.h"
#include "bench/bench.h"

#include <errno.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum bench_task { TASK_SOLVE, TASK_ALL, TASK_BAG } bench_task;
static const char *const task_names[] = {"solve", "all", "bag"};

static const char *const default_boards[] = {
    "ovrkqlwislrecrtgmvpfprzey",
    "abcdefghifghijklmnopqrstuvxyz",
    "odidwocswkbafvydehsbiviez",
    "rtlyifebuzkxndovzyzodelap",
};

static const uint32_t default_sweep[] = {1, 2, 4, 8, 16, 32, 50, 64, 100, 128, 256, 500, 1000};

#define MAX_LIST 64

/* Split a comma-separated list in place; 0 if it has too many items. */
static size_t split(char *s, const char **items)
{
    size_t n = 0;
    for (char *tok = strtok(s, ","); tok; tok = strtok(NULL, ",")) {
        if (n == MAX_LIST)
            return 0;
        items[n++] = tok;
    }
    return n;
}

typedef struct bench_args {
    bench_config cfg;
    cli_common c; /* --dict, --min-len, --size, --kernel, --scoring, --count */
    const char *algos[MAX_LIST];
    size_t n_algos;
    uint32_t sweep_sizes[MAX_LIST];
    int sweep;
    bench_task task;
    const char *boards[MAX_LIST];
    char algo_text[1024], sizes_text[1024], boards_text[4096];
} bench_args;

/* The task's methods: how many, the name of the i-th, whether it runs here. */
static size_t task_count(bench_task t)
{
    return t == TASK_SOLVE ? bee_algo_count()
           : t == TASK_ALL ? bee_all_algo_count()
                           : bee_bag_algo_count();
}

static const char *task_method(bench_task t, size_t i)
{
    return t == TASK_SOLVE ? bee_algo_name(i)
           : t == TASK_ALL ? bee_all_algo_name(i)
                           : bee_bag_algo_name(i);
}

static int task_runnable(bench_task t, size_t i)
{
    return t == TASK_SOLVE ? bee_algo_runnable(i) : t == TASK_ALL ? 1 : bee_bag_algo_runnable(i);
}

static int task_any_alphabet(bench_task t, size_t i)
{
    return t == TASK_SOLVE ? bee_algo_any_alphabet(i)
           : t == TASK_ALL ? bee_all_algo_any_alphabet(i)
                           : bee_bag_algo_any_alphabet(i);
}

/* Method i runs here, on a list of alphabet a (NULL: English). */
static int task_runs(bench_task t, size_t i, const bee_alphabet *a)
{
    return task_runnable(t, i) && (task_any_alphabet(t, i) || bee_alphabet_is_english(a));
}

static int task_find(bench_task t, const char *name)
{
    for (size_t i = 0; i < task_count(t); i++)
        if (strcmp(task_method(t, i), name) == 0)
            return (int)i;
    return -1;
}

/* EXIT_USAGE after a message if `name` is no method of the task or cannot
 * run here or on a list of alphabet a (NULL: not known yet, or English). */
static int check_method(bench_task t, const char *name, const bee_alphabet *a)
{
    int i = task_find(t, name);
    if (i < 0) {
        if (t == TASK_SOLVE)
            cli_error("--algo: unknown method '%s' (try --algo list)", name);
        else
            cli_error("--algo: unknown method '%s' for --task %s (try --task %s --algo list)", name,
                      task_names[t], task_names[t]);
        return EXIT_USAGE;
    }
    if (!task_runnable(t, (size_t)i)) {
        cli_error("--algo: method '%s' cannot run on this CPU (features: %s)", name,
                  bee_cpu_features());
        return EXIT_USAGE;
    }
    if (!task_runs(t, (size_t)i, a)) {
        cli_error("--algo: method '%s' reads words as a-z bytes: English only, not alphabet "
                  "'%s' (try --algo list)",
                  name, bee_alphabet_code(a));
        return EXIT_USAGE;
    }
    return EXIT_OK;
}

static int bench_option(bench_args *a, int opt, const char *arg)
{
    bench_config *cfg = &a->cfg;
    long v;
    switch (opt) {
    case OPT_ALGO:
        snprintf(a->algo_text, sizeof a->algo_text, "%s", arg);
        a->n_algos = split(a->algo_text, a->algos);
        if (a->n_algos == 0) {
            cli_error("--algo: expected a comma-separated list of methods, got '%s'", arg);
            return EXIT_USAGE;
        }
        return 0; /* checked once the task is known */
    case OPT_TASK:
        for (int t = TASK_SOLVE; t <= TASK_BAG; t++)
            if (strcmp(arg, task_names[t]) == 0) {
                a->task = (bench_task)t;
                return 0;
            }
        cli_error("--task: expected solve, all or bag, got '%s'", arg);
        return EXIT_USAGE;
    case OPT_SAMPLE:
        if ((v = cli_number("sample", arg, 1, 10000000)) < 0)
            return EXIT_USAGE;
        cfg->sample = (size_t)v;
        return 0;
    case OPT_FULL: cfg->full = 1; return 0;
    case OPT_PUZZLE_KIND:
        if (strcmp(arg, "nyt") != 0 && strcmp(arg, "random") != 0) {
            cli_error("--puzzle-kind: expected nyt or random, got '%s'", arg);
            return EXIT_USAGE;
        }
        cfg->random_puzzles = strcmp(arg, "random") == 0;
        return 0;
    case OPT_BOARDS: {
        snprintf(a->boards_text, sizeof a->boards_text, "%s", arg);
        cfg->n_boards = split(a->boards_text, a->boards);
        if (cfg->n_boards == 0) {
            cli_error("--boards: expected 1 to %d boards, comma-separated, got '%s'", MAX_LIST,
                      arg);
            return EXIT_USAGE;
        }
        cfg->boards = a->boards; /* checked with the list's alphabet */
        return 0;
    }
    case OPT_PUZZLES:
        if ((v = cli_number("puzzles", arg, 1, 10000000)) < 0)
            return EXIT_USAGE;
        cfg->puzzles = (size_t)v;
        return 0;
    case OPT_REPEAT:
        if ((v = cli_number("repeat", arg, 1, 1000)) < 0)
            return EXIT_USAGE;
        cfg->repeat = (unsigned)v;
        return 0;
    case OPT_SEED:
        if ((v = cli_number("seed", arg, 0, 0x7fffffffL)) < 0)
            return EXIT_USAGE;
        cfg->seed = (uint64_t)v;
        return 0;
    case OPT_SWEEP: a->sweep = 1; return 0;
    case OPT_SWEEP_SIZES: {
        const char *items[MAX_LIST];
        snprintf(a->sizes_text, sizeof a->sizes_text, "%s", arg);
        size_t n = split(a->sizes_text, items);
        if (n == 0) {
            cli_error("--sweep-sizes: expected 1 to %d block sizes, comma-separated, got '%s'",
                      MAX_LIST, arg);
            return EXIT_USAGE;
        }
        for (size_t i = 0; i < n; i++) {
            if ((v = cli_number("sweep-sizes", items[i], 1, 1 << 24)) < 0)
                return EXIT_USAGE;
            a->sweep_sizes[i] = (uint32_t)v;
        }
        cfg->n_sweep = n;
        a->sweep = 1;
        return 0;
    }
    case OPT_SHARED:
        if ((v = cli_number("shared-letters", arg, 1, 26)) < 0)
            return EXIT_USAGE;
        cfg->shared_letters = (uint32_t)v;
        return 0;
    case OPT_SUPER:
        if ((v = cli_number("super-size", arg, 1, 1 << 24)) < 0)
            return EXIT_USAGE;
        cfg->super_size = (uint32_t)v;
        return 0;
    case OPT_CSV: cfg->format = BENCH_CSV; return 0;
    case OPT_TSV: cfg->format = BENCH_TSV; return 0;
    case OPT_JSON: cfg->format = BENCH_JSON; return 0;
    case OPT_SVG: cfg->svg_dir = arg; return 0;
    case OPT_BLOCK_SIZE:
        if (cli_common_option(&a->c, opt, arg))
            return EXIT_USAGE;
        cfg->block_size = a->c.index.block_size;
        return 0;
    case OPT_FORMAT:
        if (cli_common_option(&a->c, opt, arg))
            return EXIT_USAGE;
        cfg->format = a->c.format == FORMAT_JSON  ? BENCH_JSON
                      : a->c.format == FORMAT_TSV ? BENCH_TSV
                                                  : BENCH_TEXT;
        return 0;
    }
    return cli_common_option(&a->c, opt, arg);
}

static void progress(const char *what, const char *name, uint32_t block)
{
    if (!isatty(STDERR_FILENO))
        return;
    if (block)
        fprintf(stderr, "bee-bench: %s %s, block %u\n", what, name, block);
    else
        fprintf(stderr, "bee-bench: %s %s\n", what, name);
}

/* The boards in the list's alphabet, no blanks: EXIT_USAGE after a message if not. */
static int check_boards(const bench_config *cfg, const bee_dict *d)
{
    for (size_t i = 0; i < cfg->n_boards; i++) {
        bee_bag bag;
        bee_error err;
        const char *b = cfg->boards[i];
        if (bee_bag_parse(bee_dict_alphabet(d), b, strlen(b), &bag, &err) != BEE_OK) {
            cli_error("--boards: %s", err.message);
            return EXIT_USAGE;
        }
        if (bag.blanks) {
            cli_error("--boards: board '%s' has a blank '?'; the published methods take "
                      "letters only",
                      b);
            return EXIT_USAGE;
        }
    }
    return EXIT_OK;
}

/* Measure the chosen methods, then (with --sweep) the blocked ones at every size. */
static int run_all(const bench_args *a, const bee_dict *d, const bench_set *set, hwcount *hw,
                   bench_row *rows, size_t *n_rows, bench_row *sweep, size_t *n_sweep)
{
    const bench_config *cfg = &a->cfg;
    double naive_ns = 0;
    for (size_t i = 0; i < a->n_algos; i++) {
        progress("timing", a->algos[i], 0);
        bee_error err;
        if (bench_measure(cfg, d, set, hw, a->algos[i], cfg->block_size, &rows[i], &err)) {
            cli_error("%s", err.message);
            return EXIT_REFUSED;
        }
        if (strcmp(a->algos[i], "naive") == 0)
            naive_ns = rows[i].ns_median;
        *n_rows = i + 1;
    }
    for (size_t i = 0; a->sweep && i < a->n_algos; i++) {
        if (!bee_algo_blocked((size_t)bee_algo_find(a->algos[i])))
            continue;
        for (size_t k = 0; k < cfg->n_sweep; k++) {
            progress("sweeping", a->algos[i], cfg->sweep_sizes[k]);
            bee_error err;
            if (bench_measure(cfg, d, set, hw, a->algos[i], cfg->sweep_sizes[k], &sweep[*n_sweep],
                              &err)) {
                cli_error("%s", err.message);
                return EXIT_REFUSED;
            }
            ++*n_sweep;
        }
    }
    for (size_t i = 0; i < *n_rows; i++)
        rows[i].speedup = naive_ns > 0 && rows[i].ns_median > 0 ? naive_ns / rows[i].ns_median : 0;
    bench_intervals(rows, *n_rows, set->n);
    for (size_t i = 0; i < *n_sweep; i++)
        sweep[i].speedup =
            naive_ns > 0 && sweep[i].ns_median > 0 ? naive_ns / sweep[i].ns_median : 0;
    return EXIT_OK;
}

/* Every disagreement with the reference, on stderr; EXIT_REFUSED if any. */
static int report_disagreements(const bench_row *rows, size_t n, size_t puzzles)
{
    int rc = EXIT_OK;
    for (size_t i = 0; i < n; i++) {
        if (!rows[i].disagreements)
            continue;
        char block[32] = "";
        if (rows[i].block_size)
            snprintf(block, sizeof block, " (block %u)", rows[i].block_size);
        cli_error("method %s%s disagrees with the reference on %zu of %zu puzzles; "
                  "first: %s",
                  rows[i].algo, block, rows[i].disagreements, puzzles, rows[i].first_disagreement);
        rc = EXIT_REFUSED;
    }
    return rc;
}

/* --task all or bag: measure, report, draw; exit 1 on any disagreement. */
static int run_task(const bench_args *a, const bee_dict *d)
{
    const bench_config *cfg = &a->cfg;
    size_t n = a->n_algos * (a->task == TASK_BAG ? cfg->n_boards : 1);
    task_row *rows = calloc(n + 1, sizeof *rows);
    if (!rows) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    /* Test hook: a wrong reference answer, to prove that disagreements are caught. */
    const char *fault = getenv("BEE_BENCH_INJECT_FAULT");
    bee_error err;
    bee_status st = a->task == TASK_ALL
                        ? bench_task_all(cfg, d, a->algos, a->n_algos, fault && *fault, rows, &err)
                        : bench_task_bag(cfg, d, a->algos, a->n_algos, fault && *fault, rows, &err);
    if (st != BEE_OK) {
        cli_error("%s", err.message);
        free(rows);
        return EXIT_REFUSED;
    }
    bench_context x;
    bench_context_init(&x, cfg, d, NULL, NULL);
    int rc = EXIT_OK;
    task_report(stdout, &x, task_names[a->task], rows, n);
    if (fflush(stdout) != 0 || ferror(stdout))
        rc = cli_output_error(errno);
    if (rc == EXIT_OK && cfg->svg_dir &&
        task_svg(cfg->svg_dir, &x, task_names[a->task], rows, n, &err) != BEE_OK) {
        cli_error("--svg: %s", err.message);
        rc = EXIT_REFUSED;
    }
    for (size_t i = 0; i < n; i++)
        if (rows[i].disagreements) {
            cli_error("method %s disagrees with the reference: %s", rows[i].method,
                      rows[i].first_disagreement);
            if (rc == EXIT_OK)
                rc = EXIT_REFUSED;
        }
    free(rows);
    return rc;
}

int bench_methods(int argc, char **argv)
{
    static bench_args a; /* large; one bench a process */
    memset(&a, 0, sizeof a);
    bench_config *cfg = &a.cfg;
    cli_common_init(&a.c);
    cfg->puzzles = 200;
    cfg->repeat = 5;
    cfg->seed = 1;
    cfg->sample = 200;
    cfg->boards = default_boards;
    cfg->n_boards = sizeof default_boards / sizeof *default_boards;
    int opt;
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("bench"));
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        if (opt == 'h') {
            cli_spec_help(g.spec);
            return EXIT_OK;
        }
        if (opt == '?' || bench_option(&a, opt, optarg))
            return EXIT_USAGE;
    }
    if (optind != argc) {
        cli_error("unexpected argument '%s'", argv[optind]);
        return EXIT_USAGE;
    }
    if (a.n_algos == 1 && strcmp(a.algos[0], "list") == 0) {
        for (size_t i = 0; i < task_count(a.task); i++)
            if (task_runs(a.task, i, a.c.alphabet))
                printf("%s\n", task_method(a.task, i));
        return fflush(stdout) ? cli_output_error(errno) : EXIT_OK;
    }
    for (size_t i = 0; i < a.n_algos; i++) /* the alphabet once the list is loaded */
        if (check_method(a.task, a.algos[i], NULL))
            return EXIT_USAGE;
    bee_error svg_err; /* the chart folder made now: a bad one fails before, not after, the run */
    if (cfg->svg_dir && bench_svg_dir(cfg->svg_dir, &svg_err) != BEE_OK) {
        cli_error("--svg: %s", svg_err.message);
        return EXIT_REFUSED;
    }
    if (a.task == TASK_ALL && a.c.size != 7) {
        cli_error("--task all answers the NYT's 7-letter puzzles, not --size %d", a.c.size);
        return EXIT_USAGE;
    }
    if (a.sweep && cfg->n_sweep == 0) {
        memcpy(a.sweep_sizes, default_sweep, sizeof default_sweep);
        cfg->n_sweep = sizeof default_sweep / sizeof *default_sweep;
    }
    cfg->sweep_sizes = a.sweep ? a.sweep_sizes : NULL;
    if (!a.sweep)
        cfg->n_sweep = 0;
    const char *env = getenv("BEE_DICT");
    cfg->dict_label = a.c.index_path  ? a.c.index_path
                      : a.c.dict_path ? a.c.dict_path
                      : env && *env   ? env
                                      : "built-in word list (SCOWL)";
    cfg->min_len = a.c.index.min_len;
    cfg->size = a.c.size;
    cfg->kernel = a.c.index.kernel;
    cfg->scoring = a.c.scoring;
    cfg->count_only = a.c.count_only;

    bee_dict *d;
    int rc = cli_load_dict(&a.c, &d);
    if (rc)
        return rc;
    const bee_alphabet *alpha = bee_dict_alphabet(d); /* an index file's too */
    for (size_t i = 0; i < a.n_algos && !rc; i++)
        rc = check_method(a.task, a.algos[i], alpha);
    if (a.n_algos == 0) /* every method that runs here on this list */
        for (size_t i = 0; i < task_count(a.task); i++)
            if (task_runs(a.task, i, alpha))
                a.algos[a.n_algos++] = task_method(a.task, i);
    if (!rc && a.task == TASK_BAG)
        rc = check_boards(cfg, d);
    if (rc) {
        bee_dict_free(d);
        return rc;
    }
    if (a.task != TASK_SOLVE) {
        rc = run_task(&a, d);
        bee_dict_free(d);
        return rc;
    }
    bench_set set;
    hwcount hw;
    bench_row *rows = calloc(a.n_algos, sizeof *rows);
    bench_row *sweep = calloc(a.n_algos * (cfg->n_sweep + 1), sizeof *sweep);
    size_t n_rows = 0, n_sweep = 0;
    if (!rows || !sweep) {
        cli_error("out of memory");
        free(rows);
        free(sweep);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    /* Test hook: a wrong reference answer, to prove that disagreements are caught. */
    const char *fault = getenv("BEE_BENCH_INJECT_FAULT");
    bee_error err;
    if (bench_set_make(&set, d, cfg, fault && *fault, &err)) {
        cli_error("%s", err.message);
        rc = EXIT_REFUSED;
        free(rows);
        free(sweep);
        bee_dict_free(d);
        return rc;
    }
    hwcount_open(&hw);
    rc = run_all(&a, d, &set, &hw, rows, &n_rows, sweep, &n_sweep);
    if (rc == EXIT_OK) {
        bench_context x;
        bench_context_init(&x, cfg, d, &set, &hw);
        bench_report(stdout, &x, rows, n_rows, sweep, n_sweep);
        if (fflush(stdout) != 0 || ferror(stdout))
            rc = cli_output_error(errno);
        if (rc == EXIT_OK && cfg->svg_dir &&
            bench_svg(cfg->svg_dir, &x, rows, n_rows, sweep, n_sweep, &err)) {
            cli_error("--svg: %s", err.message);
            rc = EXIT_REFUSED;
        }
        int dis =
            report_disagreements(rows, n_rows, set.n) | report_disagreements(sweep, n_sweep, set.n);
        if (rc == EXIT_OK)
            rc = dis;
    }
    hwcount_close(&hw);
    bench_set_free(&set);
    for (size_t i = 0; i < a.n_algos; i++)
        bench_row_free(&rows[i]);
    for (size_t i = 0; i < a.n_algos * (cfg->n_sweep + 1); i++)
        bench_row_free(&sweep[i]);
    free(rows);
    free(sweep);
    bee_dict_free(d);
    return rc;
}
