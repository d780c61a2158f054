/* algo_solve.c - `bee-bench solve --algo NAME [options] PUZZLE...`: answer
 * puzzles given as arguments with one research method instead of the index,
 * in `bee-simd solve`'s records (the same bytes: tests/cli/algo.sh); list the
 * methods, refuse an unknown or unrunnable name. */
#include "bench_cli/bench_cli.h"
#include "cli/opt_table.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int algo_list(void)
{
    for (size_t i = 0; i < bee_algo_count(); i++)
        if (bee_algo_runnable(i))
            printf("%s\n", bee_algo_name(i));
    return fflush(stdout) ? cli_output_error(errno) : EXIT_OK;
}

static int algo_check(const char *name)
{
    int i = bee_algo_find(name);
    if (i < 0) {
        cli_error("--algo: unknown method '%s' (try --algo list)", name);
        return EXIT_USAGE;
    }
    if (!bee_algo_runnable((size_t)i)) {
        cli_error("--algo: method '%s' cannot run on this CPU (features: %s)", name,
                  bee_cpu_features());
        return EXIT_USAGE;
    }
    return EXIT_OK;
}

/* Build method `name` with the common options' min-len, block size and kernel. */
static int algo_build(const cli_common *c, const char *name, const bee_dict *d, bee_algo **a)
{
    bee_algo_options o;
    bee_algo_options_init(&o);
    o.min_len = c->index.min_len;
    o.block_size = c->index.block_size;
    o.kernel = c->index.kernel;
    bee_error err;
    if (bee_algo_build(name, d, &o, a, &err) != BEE_OK) {
        cli_error("%s", err.message);
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}

/* Answer each puzzle of argv[first .. argc) with method a, one record each. */
static int answer(const cli_common *c, const bee_dict *d, const bee_algo *a, int first, int argc,
                  char **argv)
{
    bee_result *r = bee_result_new();
    record_writer *w = record_writer_new(c, d, 0);
    out o;
    if (!r || !w || out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        bee_result_free(r);
        record_writer_free(w);
        return EXIT_REFUSED;
    }
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = c->scoring;
    so.want_words = !c->count_only;
    format_header(&o, c);
    int rc = EXIT_OK, printed = 0;
    for (int i = first; i < argc; i++) {
        bee_puzzle p;
        bee_error err;
        if (cli_puzzle_parse(c, d, argv[i], strlen(argv[i]), &p, &err) != BEE_OK ||
            bee_algo_solve(a, &p, &so, r, NULL, &err) != BEE_OK) {
            out_flush(&o); /* keep stdout and stderr in order on a terminal */
            char msg[sizeof err.message + 64];
            cli_error("%s", cli_message(&err, c, argv[i], strlen(argv[i]), msg, sizeof msg));
            rc = EXIT_REFUSED;
            continue;
        }
        if (c->format == FORMAT_TEXT && printed++)
            out_char(&o, '\n');
        if (!c->count_only)
            bee_result_sort(r); /* the research methods leave words unsorted */
        format_result(&o, w, &p, r);
    }
    int werr = out_flush(&o);
    out_close(&o);
    if (werr)
        rc = cli_output_error(werr);
    bee_result_free(r);
    record_writer_free(w);
    return rc;
}

int cmd_algo_solve(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    const char *name = NULL;
    cli_getopt g;
    cli_getopt_init(&g, &cli_bench_solve_spec);
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    int opt;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        if (opt == 'h') {
            cli_spec_help(g.spec);
            return EXIT_OK;
        }
        if (opt == OPT_ALGO)
            name = optarg;
        else if (opt == '?' || cli_common_option(&c, opt, optarg))
            return EXIT_USAGE;
    }
    if (!name) {
        cli_error("which method? --algo NAME (try --algo list)");
        return EXIT_USAGE;
    }
    if (strcmp(name, "list") == 0)
        return algo_list();
    if (algo_check(name))
        return EXIT_USAGE;
    if (optind == argc) {
        cli_error("no puzzle given (try 'bee-bench solve --algo %s raegint')", name);
        return EXIT_USAGE;
    }
    bee_dict *d;
    int rc = cli_load_dict(&c, &d);
    if (rc)
        return rc;
    bee_algo *a = NULL;
    rc = algo_build(&c, name, d, &a);
    if (rc == EXIT_OK)
        rc = answer(&c, d, a, optind, argc, argv);
    bee_algo_free(a);
    bee_dict_free(d);
    return rc;
}
