/*
 * opt_table.h - the one table of the program's options (opt_table.c): for
 * each command its options (long name, short form, value name, fixed
 * values, what completes the value, help line and man text) and the lines
 * of its --help between them.  Everything else is made from it: the
 * getopt_long arrays and each --help at run time (opt_use.c), and with
 * `bee-simd --generate` the man page's SYNOPSIS and option entries and the
 * bash, zsh and fish completions (generate.c), at build time.  Removing an
 * option or a command is removing its rows.
 */
#ifndef BEE_CLI_OPT_TABLE_H
#define BEE_CLI_OPT_TABLE_H

#include "cli/answer_args.h"
#include "frontend/all_options.h"

#include <stdio.h>

/* The ids (getopt_long's val) of the options a command reads alone; the
 * common ones are frontend.h's, the stream ones stream.h's, all's
 * all_options.h's.  Ids need only differ within a command. */
enum {
    OPT_NO_HEADER = ANSWER_OPT_END, /* solve, hints */
    OPT_ALGO,                       /* solve, bench */
    OPT_FOUND,                      /* hints */
    OPT_FOUND_FILE,
    OPT_BAG_MIN_LEN, /* bag */
    OPT_BAG_MAX_LEN,
    OPT_MUST_USE,
    OPT_SORT,
    OPT_TOP,
    OPT_BAG_BLOCK_SIZE,
    OPT_LISTEN, /* serve */
    OPT_ALL_WORDS,
    OPT_SERVE_THREADS,
    OPT_MAX_CONNECTIONS,
    OPT_TIMEOUT,
    OPT_MAX_BODY,
    OPT_MAX_BATCH,
    OPT_CORS,
    OPT_ACCESS_LOG,
    OPT_PUZZLES, /* bench */
    OPT_REPEAT,
    OPT_SEED,
    OPT_SWEEP,
    OPT_SWEEP_SIZES,
    OPT_SHARED,
    OPT_SUPER,
    OPT_CSV,
    OPT_TSV,
    OPT_JSON,
    OPT_SVG,
    OPT_TASK,
    OPT_SAMPLE,
    OPT_FULL,
    OPT_BOARDS,
    OPT_DATE, /* daily */
    OPT_PUZZLE_KIND
};

/* What completes an option's value besides its fixed values. */
typedef enum cli_value {
    VALUE_WORD, /* anything: nothing to offer */
    VALUE_FILE,
    VALUE_DIR,
    VALUE_LANG, /* 'list' and the built-in alphabets (--lang list) */
    VALUE_ALGO  /* 'list' and the research methods (--algo list) */
} cli_value;

typedef struct cli_opt {
    const char *name;    /* the long name, "dict" */
    char short_name;     /* 'd', or 0 */
    int id;              /* what getopt_long returns for it; 0: cli_options reads it (--version) */
    const char *arg;     /* the value's name ("PATH"); NULL: it takes none */
    const char *choices; /* its values when they are fixed, space-separated */
    cli_value value;
    /* The --help text after the option, lines after the first indented to
     * the column; NULL: a text line of the help names it instead. */
    const char *help;
    /* The man page's text of its entry (roff); NULL: the help text. */
    const char *man;
} cli_opt;

/* One line (or lines) of a command's help: an option, or text printed as it is. */
typedef struct cli_row {
    const cli_opt *opt;
    const char *text;
    int column; /* where the option's help starts; 0: 21 */
} cli_row;

typedef struct cli_spec {
    const char *name;
    const char *usage;   /* the "Usage:" lines, also the man page's SYNOPSIS */
    const cli_row *rows; /* ended by a row with neither option nor text */
} cli_spec;

/* Every command, in the order of `bee-simd --help`, and how many. */
extern const cli_spec *const cli_specs[];
extern const int cli_n_specs;
/* bee-bench's `solve --algo NAME` (src/bench_cli): solve's options and --algo. */
extern const cli_spec cli_bench_solve_spec;
/* The command called name, or NULL. */
const cli_spec *cli_spec_named(const char *name);
/* The option groups the man page's COMMON OPTIONS describes once for all
 * commands (`common` in its markers), each NULL-ended; NULL after the last. */
enum { CLI_GROUP_DICT, CLI_GROUP_PUZZLE, CLI_GROUP_OUTPUT, CLI_GROUP_STREAM, CLI_GROUP_HELP };
extern const cli_opt *const *const cli_common_groups[];

/* A command's getopt_long arrays, made from its rows (opt_use.c). */
#define CLI_MAX_OPTS 64
typedef struct cli_getopt {
    const cli_spec *spec;
    struct option longopts[CLI_MAX_OPTS + 1];
    char shortopts[2 * CLI_MAX_OPTS + 1];
} cli_getopt;
void cli_getopt_init(cli_getopt *g, const cli_spec *spec);
/* What getopt_long returned, a short option turned into its long one's id. */
int cli_getopt_id(const cli_getopt *g, int opt);
/* Print the command's --help on stdout. */
void cli_spec_help(const cli_spec *spec);
/* Print the help lines of a group's options (the program's -h and -V) on f. */
void cli_group_help(FILE *f, const cli_opt *const *group);

/* `bee-simd --generate WHAT` (generate.c): complete-bash, complete-zsh,
 * complete-fish, man-synopsis or man-options NAME; EXIT_USAGE if unknown. */
int cli_generate(int argc, char **argv);

#endif
