/* answer_args.c - the command line shared by solve and bag (answer_args.h). */
#include "cli/opt_table.h"

#include <string.h>

void answer_args_init(answer_args *a, cli_common *common)
{
    a->common = common;
    stream_options_init(&a->stream);
    a->from_stdin = 0;
    a->output = "-";
}

int answer_args_parse(answer_args *a, int argc, char **argv, const cli_spec *spec,
                      answer_option_fn own, void *cmd)
{
    cli_getopt g;
    cli_getopt_init(&g, spec);
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    int opt;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        int rc = stream_option(&a->stream, opt, optarg);
        if (rc < 0)
            rc = own(cmd, opt, optarg);
        if (rc > 0)
            return rc;
        if (rc == 0)
            continue;
        switch (opt) {
        case 'h': cli_spec_help(spec); return EXIT_OK;
        case 'o': a->output = optarg; continue;
        case OPT_STDIN: a->from_stdin = 1; continue;
        }
        if (opt == '?' || cli_common_option(a->common, opt, optarg))
            return EXIT_USAGE;
    }
    return -1;
}

int answer_args_inputs(answer_args *a, int argc, char **argv, const char *none_given)
{
    a->stream.files = argv + optind; /* with --stdin, the arguments are files to read */
    a->stream.n_files = a->from_stdin ? argc - optind : 0;
    if (!a->from_stdin && optind == argc) {
        cli_error("%s", none_given);
        return EXIT_USAGE;
    }
    int lines_from_stdin = a->from_stdin && a->stream.n_files == 0;
    for (int i = 0; a->from_stdin && i < a->stream.n_files; i++)
        lines_from_stdin |= strcmp(a->stream.files[i], "-") == 0;
    const char *dict = cli_dict_path(a->common);
    if (lines_from_stdin && dict && strcmp(dict, "/dev/stdin") == 0) {
        cli_error("--dict - and --stdin both read standard input: give the lines as a FILE");
        return EXIT_USAGE;
    }
    return EXIT_OK;
}
