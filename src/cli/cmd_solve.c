/* cmd_solve.c - `bee-simd solve [options] PUZZLE...`: answer puzzles given as arguments. */
#include "cli.h"
#include "stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char solve_usage[] =
    "Usage: bee-simd solve [options] PUZZLE...\n"
    "       bee-simd [solve] --stdin [options] [FILE...]\n"
    "Print every dictionary word that answers each puzzle.\n"
    "\n"
    "A puzzle is its letters: the one uppercase letter is the center (aeginRt),\n"
    "otherwise the first letter is (raegint, RAEGINT).\n"
    "\n"
    "Streaming:\n"
    "  --stdin            read puzzles from standard input, or from each FILE\n"
    "                     in turn ('-' is standard input), one a line (blank\n"
    "                     lines and lines starting with # are passed over);\n"
    "                     one record a puzzle, in input order; a bad line gets\n"
    "                     an error record in its place and a report on stderr\n"
    "%s"
    "  --no-header        no tsv header line (for shards joined later)\n"
    "\n"
    "  --algo NAME        answer with research method NAME instead of the index\n"
    "                     (same answers; '--algo list' prints the names;\n"
    "                     puzzles given as arguments only)\n\n";

enum { OPT_ALGO = 'A' };   /* long option only */

int cmd_solve(int argc, char **argv)
{
    enum { OPT_STDIN = STREAM_OPT_END, OPT_NO_HEADER };
    static const struct option longopts[] = {
        CLI_COMMON_OPTIONS,
        {"algo", required_argument, 0, OPT_ALGO},
        {"help", no_argument, 0, 'h'},
        {"stdin", no_argument, 0, OPT_STDIN},
        STREAM_OPTIONS,
        {"no-header", no_argument, 0, OPT_NO_HEADER},
        CLI_OUTPUT_OPTION,
        {0, 0, 0, 0},
    };
    cli_common c;
    cli_common_init(&c);
    stream_options sopt;
    stream_options_init(&sopt);
    int opt, from_stdin = 0;
    const char *algo_name = NULL, *output = "-";
    int done = cli_options(argc, argv, "ho:", longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, "ho:", longopts, NULL)) != -1) {
        int handled = stream_option(&sopt, opt, optarg);
        if (handled >= 0) {
            if (handled)
                return handled;
            continue;
        }
        switch (opt) {
        case 'h':
            printf(solve_usage, stream_options_help);
            printf("%s%s%s%s", cli_output_help, cli_dict_help, cli_puzzle_help, cli_help_footer);
            return EXIT_OK;
        case OPT_STDIN:
            from_stdin = 1;
            continue;
        case OPT_NO_HEADER:
            c.no_header = 1;
            continue;
        case OPT_ALGO:
            algo_name = optarg;
            continue;
        case 'o':
            output = optarg;
            continue;
        }
        if (opt == '?' || cli_common_option(&c, opt, optarg))
            return EXIT_USAGE;
    }
    if (stream_options_finish(&sopt))
        return EXIT_USAGE;
    if (algo_name && strcmp(algo_name, "list") == 0)
        return cli_algo_list();
    if (algo_name && cli_algo_check(algo_name))
        return EXIT_USAGE;
    if (algo_name && from_stdin) {
        cli_error("--algo answers puzzles given as arguments, not --stdin");
        return EXIT_USAGE;
    }
    sopt.files = argv + optind;   /* with --stdin, the arguments are files to read */
    sopt.n_files = from_stdin ? argc - optind : 0;
    if (!from_stdin && optind == argc) {
        cli_error("no puzzle given (try 'bee-simd solve raegint')");
        return EXIT_USAGE;
    }

    int rc = cli_output_open(output);
    if (rc)
        return rc;
    if (!from_stdin && !algo_name && solve_oneshot_fits(&c, argv + optind, argc - optind))
        return cli_check_word_file(cli_dict_path(&c), c.dict_path ? "" : "BEE_DICT: ")
                   ? EXIT_REFUSED : solve_oneshot(&c, argv + optind, argc - optind);
    bee_dict *d;
    bee_index *ix;
    rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    if (from_stdin) {
        rc = solve_stdin(&c, d, ix, &sopt);
        bee_index_free(ix);
        bee_dict_free(d);
        return rc;
    }
    bee_algo *algo = NULL;
    if (algo_name && (rc = cli_algo_build(&c, algo_name, d, &algo))) {
        bee_index_free(ix);
        bee_dict_free(d);
        return rc;
    }
    bee_result *r = bee_result_new();
    record_writer *w = record_writer_new(&c, d);
    out o;
    if (!r || !w || out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        bee_result_free(r);
        record_writer_free(w);
        bee_algo_free(algo);
        bee_index_free(ix);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    bee_solve_options so = {c.scoring, !c.count_only, BEE_PLAN_AUTO};
    format_header(&o, &c);
    int printed = 0;
    for (int i = optind; i < argc; i++) {
        bee_puzzle p;
        bee_error err;
        if (bee_puzzle_parse(argv[i], strlen(argv[i]), c.size, &p, &err) != BEE_OK ||
            (algo ? bee_algo_solve(algo, &p, &so, r, NULL, &err)
                  : bee_solve(ix, &p, &so, r, &err)) != BEE_OK) {
            out_flush(&o);   /* keep stdout and stderr in order on a terminal */
            char msg[sizeof err.message + 64];
            cli_error("%s", cli_message(&err, &c, argv[i], strlen(argv[i]), msg, sizeof msg));
            rc = EXIT_REFUSED;
            continue;
        }
        if (c.format == FORMAT_TEXT && printed++)
            out_char(&o, '\n');
        if (algo && !c.count_only)
            bee_result_sort(r);   /* the research methods leave words unsorted */
        format_result(&o, w, &p, r);
    }
    int werr = out_flush(&o);
    out_close(&o);
    bee_result_free(r);
    record_writer_free(w);
    bee_algo_free(algo);
    bee_index_free(ix);
    bee_dict_free(d);
    if (werr)
        return cli_output_error(werr);
    return rc;
}
