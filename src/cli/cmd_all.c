/* cmd_all.c - `bee-simd all [options]`: every puzzle at once, with its word
 * count, pangram count and score; selection, filters, order and formats. */
#include "output/all_out.h"
#include "cli/stream/progress.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char all_usage[] =
    "Usage: bee-simd all [options]\n"
    "Evaluate every puzzle at once: each letter set and center, with its word\n"
    "count, pangram count and score (as 'solve' would give them).\n"
    "\n"
    "Which puzzles (default: letter sets that some word uses exactly, i.e. that\n"
    "have a pangram, as the NYT requires):\n"
    "  --any              every letter set: C(26,7) x 7 = 4,604,600 puzzles\n"
    "  --exclude LETTERS  no set holds any of these letters (the NYT never uses s)\n"
    "  --letters LETTERS  every set holds all of these (all 7: just that set)\n"
    "  --center LETTERS   the center is one of these\n"
    "Filters (bounds included):\n"
    "  --min-words N, --max-words N, --min-score N, --max-score N, --min-pangrams N\n"
    "Order and output:\n"
    "  --sort KEY         letters (default: letters alphabetically, then center),\n"
    "                     score or words (highest first; ties by letters, then center)\n"
    "  --top N            only the first N puzzles in that order\n"
    "  --words            add each puzzle's answers\n"
    "  --threads N        worker threads (default: $BEE_THREADS, else one per CPU\n"
    "                     this process may use)\n"
    "  --method NAME      auto (default), subsets or zeta: how the counts are\n"
    "                     computed (same results; for benchmarks)\n"
    "  --stats            print what the run did on standard error\n"
    "  --progress         show progress on stderr (sets done, percent, time left;\n"
    "                     default when stderr is a terminal)\n"
    "  --no-progress      never show progress\n"
    "Formats: tsv (letters, center, count, pangrams, score; words), json (one\n"
    "object a line, same keys), text (aeginRt: 537 words, 50 pangrams, 3898 points).\n"
    "\n";

enum {
    OPT_ANY = CLI_OPT_END,
    OPT_EXCLUDE,
    OPT_LETTERS,
    OPT_CENTER,
    OPT_MIN_WORDS,
    OPT_MAX_WORDS,
    OPT_MIN_SCORE,
    OPT_MAX_SCORE,
    OPT_MIN_PANGRAMS,
    OPT_SORT,
    OPT_TOP,
    OPT_WORDS,
    OPT_THREADS,
    OPT_METHOD,
    OPT_STATS,
    OPT_PROGRESS,
    OPT_NO_PROGRESS
};

/* A set of letters a-z (either case) for an option; -1 with a message if bad. */
static int parse_letters(const char *option, const char *arg, uint32_t *letters)
{
    uint32_t set = 0;
    if (!*arg) {
        cli_error("--%s: no letters given", option);
        return -1;
    }
    for (const char *s = arg; *s; s++) {
        char c = *s >= 'A' && *s <= 'Z' ? (char)(*s - 'A' + 'a') : *s;
        if (c < 'a' || c > 'z') {
            cli_error("--%s: '%s' holds '%c', not a letter a-z", option, arg, *s);
            return -1;
        }
        set |= 1u << (c - 'a');
    }
    *letters = set;
    return 0;
}

/* A filter bound (0 to 2^32 - 1). */
static int parse_bound(const char *option, const char *arg, uint32_t *bound)
{
    long v = cli_number(option, arg, 0, (long)UINT32_MAX);
    if (v < 0)
        return -1;
    *bound = (uint32_t)v;
    return 0;
}

/* One of `names` ("a, b or c" in the message), as its index; -1 with a message. */
static int pick(const char *option, const char *noun, const char *arg, const char *const names[3])
{
    for (int i = 0; i < 3; i++)
        if (strcmp(arg, names[i]) == 0)
            return i;
    cli_error("--%s: unknown %s '%s' (%s, %s or %s)", option, noun, arg, names[0], names[1],
              names[2]);
    return -1;
}

static int all_option(bee_all_options *o, int opt, const char *arg, int *words, int *stats)
{
    long v;
    switch (opt) {
    case OPT_ANY: o->any = 1; return 0;
    case OPT_EXCLUDE: return parse_letters("exclude", arg, &o->exclude);
    case OPT_LETTERS: return parse_letters("letters", arg, &o->require);
    case OPT_CENTER: return parse_letters("center", arg, &o->centers);
    case OPT_MIN_WORDS: return parse_bound("min-words", arg, &o->min_words);
    case OPT_MAX_WORDS: return parse_bound("max-words", arg, &o->max_words);
    case OPT_MIN_SCORE: return parse_bound("min-score", arg, &o->min_score);
    case OPT_MAX_SCORE: return parse_bound("max-score", arg, &o->max_score);
    case OPT_MIN_PANGRAMS: return parse_bound("min-pangrams", arg, &o->min_pangrams);
    case OPT_WORDS: *words = 1; return 0;
    case OPT_STATS: *stats = 1; return 0;
    case OPT_SORT: { /* in bee_all_order's order */
        static const char *const keys[3] = {"letters", "score", "words"};
        int k = pick("sort", "key", arg, keys);
        o->order = (bee_all_order)k;
        return k < 0 ? -1 : 0;
    }
    case OPT_METHOD: { /* in bee_all_method's order */
        static const char *const methods[3] = {"auto", "subsets", "zeta"};
        int m = pick("method", "method", arg, methods);
        o->method = (bee_all_method)m;
        return m < 0 ? -1 : 0;
    }
    case OPT_TOP:
        if ((v = cli_number("top", arg, 1, 1000000000L)) < 0)
            return -1;
        o->top = (size_t)v;
        return 0;
    case OPT_THREADS:
        if ((v = cli_number("threads", arg, 1, BEE_ALL_MAX_THREADS)) < 0)
            return -1;
        o->threads = (int)v;
        return 0;
    }
    return -1;
}

static const struct option longopts[] = {
    CLI_COMMON_OPTIONS,
    {"any", no_argument, 0, OPT_ANY},
    {"exclude", required_argument, 0, OPT_EXCLUDE},
    {"letters", required_argument, 0, OPT_LETTERS},
    {"center", required_argument, 0, OPT_CENTER},
    {"min-words", required_argument, 0, OPT_MIN_WORDS},
    {"max-words", required_argument, 0, OPT_MAX_WORDS},
    {"min-score", required_argument, 0, OPT_MIN_SCORE},
    {"max-score", required_argument, 0, OPT_MAX_SCORE},
    {"min-pangrams", required_argument, 0, OPT_MIN_PANGRAMS},
    {"sort", required_argument, 0, OPT_SORT},
    {"top", required_argument, 0, OPT_TOP},
    {"words", no_argument, 0, OPT_WORDS},
    {"threads", required_argument, 0, OPT_THREADS},
    {"method", required_argument, 0, OPT_METHOD},
    {"stats", no_argument, 0, OPT_STATS},
    {"progress", no_argument, 0, OPT_PROGRESS},
    {"no-progress", no_argument, 0, OPT_NO_PROGRESS},
    CLI_OUTPUT_OPTION,
    {"help", no_argument, 0, 'h'},
    {0, 0, 0, 0},
};

int all_option_named(bee_all_options *o, const char *name, const char *arg, int *words)
{
    int stats;
    for (const struct option *p = longopts; p->name; p++)
        if (p->val >= CLI_OPT_END && strcmp(p->name, name) == 0)
            return all_option(o, p->val, arg, words, &stats);
    return -2;
}

/* Progress from the library's worker threads: whichever gets the lock
 * reports, the others go on. */
typedef struct all_progress {
    cli_progress line;
    pthread_mutex_t lock;
    size_t done;
} all_progress;

static void all_progress_note(void *ctx, size_t done, size_t total)
{
    all_progress *a = ctx;
    if (pthread_mutex_trylock(&a->lock) != 0)
        return;
    a->done = done > a->done ? done : a->done;
    if (cli_progress_due(&a->line))
        cli_progress_report(&a->line, total ? (double)a->done / (double)total : 1, a->done, "sets",
                            0);
    pthread_mutex_unlock(&a->lock);
}

int cmd_all(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    bee_all_options o;
    bee_all_options_init(&o);
    int opt, words = 0, stats = 0, progress = isatty(STDERR_FILENO);
    const char *output = "-";
    int done = cli_options(argc, argv, "ho:", longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, "ho:", longopts, NULL)) != -1) {
        if (opt == 'h') {
            printf("%s%s%s%s%s", all_usage, cli_output_help, cli_dict_help, cli_puzzle_help,
                   cli_help_footer);
            return EXIT_OK;
        }
        if (opt == 'o') {
            output = optarg;
            continue;
        }
        if (opt == '?')
            return EXIT_USAGE;
        if (opt == OPT_PROGRESS || opt == OPT_NO_PROGRESS) {
            progress = opt == OPT_PROGRESS;
            continue;
        }
        if (opt == OPT_SIZE) { /* its own range here (the library's), not 2 to 26 */
            long v = cli_number("size", optarg, 1, BEE_ALL_MAX_SIZE);
            if (v < 0)
                return EXIT_USAGE;
            c.size = (int)v;
        } else if (opt >= CLI_OPT_END) {
            if (all_option(&o, opt, optarg, &words, &stats))
                return EXIT_USAGE;
        } else if (cli_common_option(&c, opt, optarg)) {
            return EXIT_USAGE;
        }
    }
    if (optind != argc) {
        cli_error("unexpected argument '%s' (puzzles are chosen with options)", argv[optind]);
        return EXIT_USAGE;
    }
    if (c.count_only && words) {
        cli_error("--count and --words contradict each other");
        return EXIT_USAGE;
    }
    if (cli_env_threads(&o.threads, BEE_ALL_MAX_THREADS))
        return EXIT_USAGE;
    if (!o.threads) /* the CPUs this process may use, not all the machine's */
        o.threads = bee_cpu_count() < BEE_ALL_MAX_THREADS ? bee_cpu_count() : BEE_ALL_MAX_THREADS;
    o.size = c.size;
    o.scoring = c.scoring;
    bee_error err;
    if (bee_all_check_options(&o, &err) != BEE_OK) {
        cli_error("%s", err.message);
        return EXIT_USAGE;
    }

    int rc = cli_output_open(output);
    if (rc)
        return rc;
    bee_dict *d;
    bee_index *ix;
    rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    all_out *w = malloc(sizeof *w);
    if (!w) {
        cli_error("out of memory");
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    if (all_out_init(w, STDOUT_FILENO, &c, words, ix, o.threads)) {
        cli_error("out of memory");
        all_out_free(w);
        free(w);
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    bee_all_stats st = {0};
    all_progress shown = {.lock = PTHREAD_MUTEX_INITIALIZER};
    if (progress) {
        cli_progress_start(&shown.line);
        o.progress = all_progress_note;
        o.progress_ctx = &shown;
    }
    int werr = all_out_header(w);
    bee_status s = BEE_OK;
    if (!werr)
        s = bee_all_each(ix, &o, all_out_sink, w, &st, &err);
    if (progress && !werr && s == BEE_OK)
        cli_progress_report(&shown.line, 1, st.sets, "sets", 1);
    if (!werr)
        werr = w->error;
    if (s != BEE_OK && !werr) {
        cli_error("%s", err.message);
        rc = EXIT_REFUSED;
    }
    if (stats && !werr && s == BEE_OK)
        cli_error("%zu letter sets, %zu puzzles evaluated, %zu kept, %zu written; "
                  "method %s, %d thread%s",
                  st.sets, st.evaluated, st.kept, st.delivered, bee_all_method_name(st.method),
                  st.threads, st.threads == 1 ? "" : "s");
    all_out_free(w);
    free(w);
    bee_index_free(ix);
    bee_dict_free(d);
    if (werr)
        return cli_output_error(werr);
    return rc;
}
