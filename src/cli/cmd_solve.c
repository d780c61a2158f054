/* cmd_solve.c - `bee-simd solve [options] PUZZLE...`: answer puzzles given as arguments. */
#include "cli/opt_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* solve's own option (answer_option_fn): cmd is the common options */
static int solve_option(void *cmd, int opt, const char *arg)
{
    (void)arg;
    if (opt != OPT_NO_HEADER)
        return -1;
    ((cli_common *)cmd)->no_header = 1;
    return 0;
}

int cmd_solve(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    answer_args a;
    answer_args_init(&a, &c);
    int done = answer_args_parse(&a, argc, argv, cli_spec_named("solve"), solve_option, &c);
    if (done >= 0)
        return done;
    int from_stdin = a.from_stdin;
    if (stream_options_finish(&a.stream))
        return EXIT_USAGE;
    if (answer_args_inputs(&a, argc, argv, "no puzzle given (try 'bee-simd solve raegint')"))
        return EXIT_USAGE;

    int rc = cli_output_open(a.output);
    if (rc)
        return rc;
    if (!from_stdin && solve_oneshot_fits(&c, argv + optind, argc - optind) &&
        (rc = solve_oneshot(&c, argv + optind, argc - optind)) >= 0)
        return rc;
    bee_dict *d;
    bee_index *ix;
    rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    if (from_stdin) {
        rc = solve_stdin(&c, d, ix, &a.stream);
        bee_index_free(ix);
        bee_dict_free(d);
        return rc;
    }
    bee_result *r = bee_result_new();
    record_writer *w = record_writer_new(&c, d, 0);
    out o;
    if (!r || !w || out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        bee_result_free(r);
        record_writer_free(w);
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = c.scoring;
    so.want_words = !c.count_only;
    format_header(&o, &c);
    int printed = 0;
    for (int i = optind; i < argc; i++) {
        bee_puzzle p;
        bee_error err;
        if (cli_puzzle_parse(&c, d, argv[i], strlen(argv[i]), &p, &err) != BEE_OK ||
            bee_solve(ix, &p, &so, r, &err) != BEE_OK) {
            out_flush(&o); /* keep stdout and stderr in order on a terminal */
            char msg[sizeof err.message + 64];
            cli_error("%s", cli_message(&err, &c, argv[i], strlen(argv[i]), msg, sizeof msg));
            rc = EXIT_REFUSED;
            continue;
        }
        if (c.format == FORMAT_TEXT && printed++)
            out_char(&o, '\n');
        format_result(&o, w, &p, r);
    }
    rc = cli_out_close(&o, rc);
    bee_result_free(r);
    record_writer_free(w);
    bee_index_free(ix);
    bee_dict_free(d);
    return rc;
}
