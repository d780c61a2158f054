/* main.c - the bee-simd command: find the subcommand and run it. */
#include "cli.h"

#include <stdio.h>
#include <string.h>

static const struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"solve", cmd_solve, "answer puzzles given as arguments"},
    {"bag", cmd_bag, "words spelled from bags of letter tiles (Letterpress, Scrabble)"},
    {"info", cmd_info, "CPU features, kernels, dictionary and index sizes"},
    {"all", cmd_all, "every puzzle at once: counts, pangrams, scores; filter and rank"},
    {"index", cmd_index, "save a dictionary and its index to a file for --index"},
    {"bench", cmd_bench, "time every research method on one puzzle set, with charts"},
#ifdef BEE_HAVE_SERVE
    {"serve", cmd_serve, "answer puzzles over HTTP/JSON (a service for sites and bots)"},
#endif
};

static void usage(FILE *f)
{
    fprintf(f, "Usage: bee-simd COMMAND [options] [arguments]\n"
               "Solve Spelling Bee puzzles with a blocked letter-set index and SIMD kernels.\n\n"
               "Commands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'bee-simd COMMAND --help' describes each command's options.\n"
               "Example: bee-simd solve raegint\n"
               "Options without a command go to solve: bee-simd --stdin < puzzles.txt\n"
               "Exit status: 0 success, 1 some input refused or an error, 2 usage error.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
        usage(stdout);
        return EXIT_OK;
    }
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
        printf("bee-simd %s\n", BEE_VERSION);
        return EXIT_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (strcmp(name, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    if (name[0] == '-' && name[1] == '-')   /* `bee-simd --stdin ...` is `solve --stdin ...` */
        return cmd_solve(argc, argv);
    cli_error("unknown command '%s' (try 'bee-simd --help')", name);
    return EXIT_USAGE;
}
