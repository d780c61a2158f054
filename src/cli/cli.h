/*
 * cli.h - what the bee-simd subcommands share beyond the front end's options
 * and loading (frontend.h): the getopt tables and help of those options,
 * the command line's own conventions, -o FILE and the output's end, and
 * the commands.
 */
#ifndef BEE_CLI_H
#define BEE_CLI_H

#include "frontend/frontend.h"
#include "output/format.h"
#include "output/out.h"

#include <getopt.h>

/* The dictionary and index options (every command that builds an index)... */
// clang-format off
#define CLI_DICT_OPTIONS                                      \
    {"dict",         required_argument, 0, OPT_DICT},         \
    {"fold-case",    no_argument,       0, OPT_FOLD_CASE},    \
    {"lang",         required_argument, 0, OPT_LANG},         \
    {"alphabet",     required_argument, 0, OPT_ALPHABET},     \
    {"min-len",      required_argument, 0, OPT_MIN_LEN},      \
    {"block-size",   required_argument, 0, OPT_BLOCK_SIZE},   \
    {"kernel",       required_argument, 0, OPT_KERNEL},       \
    {"add-words",    required_argument, 0, OPT_ADD_WORDS},    \
    {"remove-words", required_argument, 0, OPT_REMOVE_WORDS}, \
    {"index",        required_argument, 0, OPT_INDEX}
/* ... and the puzzle and output options (the commands that answer puzzles). */
#define CLI_PUZZLE_OPTIONS                                    \
    {"size",         required_argument, 0, OPT_SIZE},         \
    {"scoring",      required_argument, 0, OPT_SCORING},      \
    {"format",       required_argument, 0, OPT_FORMAT},       \
    {"count",        no_argument,       0, OPT_COUNT}
// clang-format on
#define CLI_COMMON_OPTIONS CLI_DICT_OPTIONS, CLI_PUZZLE_OPTIONS
/* Their short forms, as ripgrep and zstd users expect: -d --dict, -i
 * --index, -c --count, -f --format (getopt's string, and the mapping of what
 * getopt returns for them to the long options' ids). */
#define CLI_SHORT_OPTIONS  "d:i:cf:"
int cli_short_option(int opt);

/* -h/--help and -V/--version, the end of every command's help. */
extern const char cli_help_footer[];

/* Check a command's options before getopt_long reads them (options.c): long
 * options spelled in full, known short options, values present; a misspelt
 * option gets the nearest known name.  -V or --version prints the version.
 * Returns -1 to go on, else the exit status: EXIT_OK after the version,
 * EXIT_USAGE after a message.  Resets getopt (optind, opterr). */
int cli_options(int argc, char **argv, const char *shortopts, const struct option *longopts);
/* Print "bee-simd VERSION"; returns EXIT_OK. */
int cli_version(void);
/* The one-shot paths' end: flush and close o (NULL if never opened), free
 * what cli_oneshot_open made; rc, or EXIT_REFUSED after a message if the output
 * failed. */
int cli_oneshot_close(bee_dict **found, size_t n, bee_result *r, out *o, int rc);
/* Flush and close o: rc, or cli_output_error's status if the output failed. */
int cli_out_close(out *o, int rc);

/* -o FILE (output.c): point standard output at a temporary file beside FILE
 * ("-": leave it), EXIT_OK or an exit status after a message; at the end,
 * cli_output_close puts it in FILE's place if the output is whole, else
 * removes it, and returns the exit status (cli_output_failed, frontend.h,
 * marks the output as not whole). */
int cli_output_open(const char *path);
int cli_output_close(int rc);
extern const char cli_output_help[];
// clang-format off
#define CLI_OUTPUT_OPTION {"output", required_argument, 0, 'o'}
// clang-format on

/* Few valid puzzles from a word list file: answer them without an index
 * (solve_oneshot.c, which states the rule). */
int solve_oneshot_fits(const cli_common *c, char **puzzles, int n);
int solve_oneshot(const cli_common *c, char **puzzles, int n);
/* Subcommands: argc/argv start at the subcommand's name. */
int cmd_solve(int argc, char **argv);
int cmd_hints(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_index(int argc, char **argv);
int cmd_bench(int argc, char **argv); /* runs bee-bench in its place */
int cmd_bag(int argc, char **argv);
int cmd_all(int argc, char **argv);
int cmd_serve(int argc, char **argv); /* serve.h; built with libmicrohttpd */

#endif
