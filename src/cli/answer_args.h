/*
 * answer_args.h - the command line of the commands that answer their
 * arguments, or with --stdin the lines of their inputs (solve, bag): the
 * option loop, --stdin, -o FILE and the stream options, read the same way
 * for both; each command adds its own options and its help.
 */
#ifndef BEE_CLI_ANSWER_ARGS_H
#define BEE_CLI_ANSWER_ARGS_H

#include "cli/cli.h"
#include "cli/stream/stream.h"

/* --stdin; a command's own option ids follow ANSWER_OPT_END. */
enum { OPT_STDIN = STREAM_OPT_END, ANSWER_OPT_END };

typedef struct answer_args {
    cli_common *common;    /* the command's: the common options go there */
    stream_options stream; /* --threads, --progress; with --stdin, the files */
    int from_stdin;        /* --stdin */
    const char *output;    /* -o FILE; "-": standard output */
} answer_args;

/* A command's own option: 0 if handled, EXIT_USAGE after a message for a
 * bad value, -1 if `opt` is not one of its own (as stream_option). */
typedef int (*answer_option_fn)(void *cmd, int opt, const char *arg);
typedef struct cli_spec cli_spec; /* opt_table.h */

void answer_args_init(answer_args *a, cli_common *common);
/* Read the options of the command's rows in the option table, after
 * cli_options has checked them: -h prints its help; --stdin, -o and the
 * stream options go into `a`; the command's own to `own` (with `cmd`); the
 * rest are the common options.  Returns -1 when all are read, else the exit
 * status to end with (EXIT_OK after the help or the version, EXIT_USAGE
 * after a message). */
int answer_args_parse(answer_args *a, int argc, char **argv, const cli_spec *spec,
                      answer_option_fn own, void *cmd);
/* The inputs, once the options are read: with --stdin, the arguments left
 * are files to read (none: standard input); without, they are the command's
 * own and one at least is needed: EXIT_USAGE after the message `none_given`
 * if there is none, else EXIT_OK. */
int answer_args_inputs(answer_args *a, int argc, char **argv, const char *none_given);

#endif
