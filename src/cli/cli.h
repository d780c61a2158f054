/*
 * cli.h - what the bee-simd subcommands share beyond the front end's options
 * and loading (frontend.h): the command line's own conventions, -o FILE and
 * the output's end, and the commands.  The options themselves, their getopt
 * tables and help, are the option table's (opt_table.h).
 */
#ifndef BEE_CLI_H
#define BEE_CLI_H

#include "frontend/frontend.h"
#include "output/format.h"
#include "output/out.h"

#include <getopt.h>

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

/* Few valid puzzles from a word list file: answer them without an index
 * (solve_oneshot.c, which states the rule); solve_oneshot returns -1, having
 * written nothing, when an index file should take the usual path. */
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
int cmd_daily(int argc, char **argv);
/* bee-simd-serve's (cmd_serve.c, serve.h; with libmicrohttpd); in bee-simd
 * it runs bee-simd-serve in its place (serve_handover.c) */
int cmd_serve(int argc, char **argv);
/* Run PROGRAM (beside this one, else from PATH) in this one's place with
 * argv[1 ..]; only returns, EXIT_REFUSED after a message naming WHAT, when
 * it cannot be run (handover.c). */
int cli_handover(char *program, char **argv, const char *what);

#endif
