/* cmd_all.c - `bee-simd all [options]`: every puzzle at once, with its word
 * count, pangram count and score; selection, filters, order and formats. */
#include "cli/opt_table.h"
#include "frontend/all_options.h"
#include "output/all_out.h"
#include "cli/stream/progress.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* Filters no puzzle can pass are a mistake to say so, not an empty answer
 * (the library takes them and answers nothing). */
static int unsatisfiable(const bee_all_options *o, int size)
{
    if (o->min_words > o->max_words || o->min_score > o->max_score) {
        int words = o->min_words > o->max_words;
        cli_error("no puzzle can pass: --min-%s %u is above --max-%s %u", words ? "words" : "score",
                  words ? o->min_words : o->min_score, words ? "words" : "score",
                  words ? o->max_words : o->max_score);
        return 1;
    }
    if (o->centers && __builtin_popcount(o->require) == size && !(o->centers & o->require)) {
        cli_error("no puzzle can pass: no --center letter is among the --letters");
        return 1;
    }
    return 0;
}

/* The options are possible in alphabet `a`: 1, or 0 after a message. */
static int options_hold(const bee_all_options *o, const bee_alphabet *a)
{
    bee_error err;
    if (unsatisfiable(o, o->size))
        return 0;
    if (bee_all_check_options(a, o, &err) != BEE_OK) {
        cli_error("%s", err.message);
        return 0;
    }
    return 1;
}

int cmd_all(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    bee_all_options o;
    bee_all_options_init(&o);
    all_letter_args la = {NULL, NULL, NULL};
    int opt, words = 0, stats = 0, progress = isatty(STDERR_FILENO);
    const char *output = "-";
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("all"));
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        if (opt == 'h') {
            cli_spec_help(g.spec);
            return EXIT_OK;
        }
        if (opt == 'o') {
            output = optarg;
            continue;
        }
        if (opt == '?')
            return EXIT_USAGE;
        if (opt == ALL_OPT_PROGRESS || opt == ALL_OPT_NO_PROGRESS) {
            progress = opt == ALL_OPT_PROGRESS;
            continue;
        }
        if (opt == OPT_SIZE) { /* its own range here (the library's), not 2 to 26 */
            long v = cli_number("size", optarg, 1, BEE_ALL_MAX_SIZE);
            if (v < 0)
                return EXIT_USAGE;
            c.size = (int)v;
        } else if (opt >= CLI_OPT_END) {
            if (cli_all_option(&o, &la, opt, optarg, &words, &stats))
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
    /* the letters are the word list's: known now unless an index file names them */
    int letters_known = c.alphabet_given || !c.index_path;
    if (letters_known && all_letters_read(&la, c.alphabet, &o))
        return EXIT_USAGE;
    if (cli_env_threads(&o.threads, BEE_ALL_MAX_THREADS))
        return EXIT_USAGE;
    if (!o.threads) /* the CPUs this process may use, not all the machine's */
        o.threads = bee_cpu_count() < BEE_ALL_MAX_THREADS ? bee_cpu_count() : BEE_ALL_MAX_THREADS;
    o.size = c.size;
    o.scoring = c.scoring;
    if (letters_known && !options_hold(&o, c.alphabet))
        return EXIT_USAGE;

    int rc = cli_output_open(output);
    if (rc)
        return rc;
    bee_dict *d;
    bee_index *ix = NULL;
    if (all_out_by_sets(&c, words, &o) && cli_index_built(&c))
        rc = cli_load_dict(&c, &d); /* nothing to solve: the library reads the totals alone */
    else
        rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    if (!letters_known && (all_letters_read(&la, bee_dict_alphabet(d), &o) ||
                           !options_hold(&o, bee_dict_alphabet(d)))) {
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_USAGE;
    }
    all_out *w = malloc(sizeof *w);
    if (!w) {
        cli_error("out of memory");
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    int init = all_out_init(w, STDOUT_FILENO, &c, words, d, ix, o.threads);
    if (init) {
        cli_error("out of memory");
        all_out_free(w);
        free(w);
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    bee_error err;
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
        s = all_out_run(w, &o, &st, &err);
    if (progress && !werr && s == BEE_OK)
        cli_progress_report(&shown.line, 1, st.sets, "sets", 1);
    if (!werr)
        werr = w->error;
    if (s != BEE_OK && !werr) {
        /* the memory limit is the one BEE_ERR_LIMIT of a run: name its option */
        cli_error("%s%s", err.message, s == BEE_ERR_LIMIT ? " (--max-memory sets it)" : "");
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
