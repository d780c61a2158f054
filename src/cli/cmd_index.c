/* cmd_index.c - `bee-simd index [DICT] -o FILE`: build the index over a word
 * list and save both to a file that later runs map with --index. */
#include "cli/opt_table.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

int cmd_index(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    const char *output = NULL;
    int opt;
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("index"));
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
        if (opt == '?' || cli_common_option(&c, opt, optarg))
            return EXIT_USAGE;
    }
    if (optind < argc && !c.dict_path)
        c.dict_path = argv[optind++];
    if (optind < argc) {
        cli_error("unexpected argument '%s'", argv[optind]);
        return EXIT_USAGE;
    }
    if (!output) {
        cli_error("no output file (try 'bee-simd index words.txt -o words.beeidx')");
        return EXIT_USAGE;
    }
    if (strcmp(output, "-") == 0 && isatty(STDOUT_FILENO)) { /* as zstd does */
        cli_error("-o -: not writing a binary index file to a terminal");
        return EXIT_USAGE;
    }

    bee_dict *d;
    bee_index *ix;
    int rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    bee_error err;
    rc = cli_output_open(output); /* whole or not at all, like every -o */
    if (rc == EXIT_OK && bee_index_write(ix, STDOUT_FILENO, &err) != BEE_OK) {
        cli_error("%s", err.message);
        cli_output_failed();
        rc = EXIT_REFUSED;
    }
    bee_index_free(ix);
    bee_dict_free(d);
    return rc;
}
