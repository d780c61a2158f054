/* cmd_index.c - `bee-simd index [DICT] -o FILE`: build the index over a word
 * list and save both to a file that later runs map with --index. */
#include "cli/cli.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char index_usage[] =
    "Usage: bee-simd index [options] [DICT] -o FILE\n"
    "Build the index over the word list DICT (default: --dict, $BEE_DICT or the\n"
    "built-in list) and save the list and the index to FILE. Later runs load it\n"
    "with --index FILE by mapping it: no parsing, no rebuild, and processes\n"
    "share its memory. The file holds --min-len and --block-size; the format is\n"
    "described in docs/index-format.md.\n"
    "\n"
    "  -o, --output FILE  the file to write (replaced whole, never half-written;\n"
    "                     '-': standard output, e.g. to compress it, not a terminal)\n"
    "\n";

int cmd_index(int argc, char **argv)
{
    static const struct option longopts[] = {
        CLI_DICT_OPTIONS,
        {"help", no_argument, 0, 'h'},
        {"output", required_argument, 0, 'o'},
        {0, 0, 0, 0},
    };
    cli_common c;
    cli_common_init(&c);
    const char *output = NULL;
    int opt;
    int done = cli_options(argc, argv, "ho:d:i:", longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, "ho:d:i:", longopts, NULL)) != -1) {
        opt = cli_short_option(opt);
        if (opt == 'h') {
            printf("%s%s%s", index_usage, cli_dict_help, cli_help_footer);
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
