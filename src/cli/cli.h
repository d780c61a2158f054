/*
 * cli.h - what the bee-simd subcommands share: options common to all of them,
 * loading the dictionary and index those options name, and exit codes.
 */
#ifndef BEE_CLI_H
#define BEE_CLI_H

#include "bee.h"
#include "bee_experimental.h" /* linked statically: the one-shot plan, hints, ... */
#include "bee_research.h"     /* --algo and bench: the research methods */
#include "output/out.h"

#include <getopt.h>

enum {
    EXIT_OK = 0,
    EXIT_REFUSED = 1, /* some input was refused, or an operation failed */
    EXIT_USAGE = 2    /* the command line itself was wrong */
};

typedef enum cli_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_TSV } cli_format;

typedef struct cli_common {
    const char *dict_path;  /* --dict, else $BEE_DICT, else built in */
    const char *index_path; /* --index: a file from `bee-simd index` */
    int fold_case;
    bee_index_options index; /* --min-len, --block-size, --kernel */
    int min_len_given, block_size_given;
    int size; /* --size: letters per puzzle */
    bee_scoring scoring;
    cli_format format;
    int count_only;
    int no_header; /* --no-header (solve): no tsv header line */
} cli_common;

/* Long options every puzzle command accepts; ids start at CLI_OPT_BASE. */
enum {
    CLI_OPT_BASE = 1000,
    OPT_DICT = CLI_OPT_BASE,
    OPT_FOLD_CASE,
    OPT_MIN_LEN,
    OPT_BLOCK_SIZE,
    OPT_KERNEL,
    OPT_SIZE,
    OPT_SCORING,
    OPT_FORMAT,
    OPT_COUNT,
    OPT_INDEX,
    CLI_OPT_END
};

/* The dictionary and index options (every command that builds an index)... */
#define CLI_DICT_OPTIONS                                                                    \
    {"dict", required_argument, 0, OPT_DICT}, {"fold-case", no_argument, 0, OPT_FOLD_CASE}, \
        {"min-len", required_argument, 0, OPT_MIN_LEN},                                     \
        {"block-size", required_argument, 0, OPT_BLOCK_SIZE},                               \
        {"kernel", required_argument, 0, OPT_KERNEL},                                       \
    {                                                                                       \
        "index", required_argument, 0, OPT_INDEX                                            \
    }
/* ... and the puzzle and output options (the commands that answer puzzles). */
#define CLI_PUZZLE_OPTIONS                                                                    \
    {"size", required_argument, 0, OPT_SIZE}, {"scoring", required_argument, 0, OPT_SCORING}, \
        {"format", required_argument, 0, OPT_FORMAT},                                         \
    {                                                                                         \
        "count", no_argument, 0, OPT_COUNT                                                    \
    }
#define CLI_COMMON_OPTIONS CLI_DICT_OPTIONS, CLI_PUZZLE_OPTIONS

/* Help text for the options above, for each command's --help. */
extern const char cli_dict_help[], cli_puzzle_help[];
/* -h/--help and -V/--version, the end of every command's help. */
extern const char cli_help_footer[];

#define CLI_MAX_THREADS 256

/* The command being run ("solve"): messages start "bee-simd solve: ". */
extern const char *cli_command;
/* Check a command's options before getopt_long reads them (usage.c): long
 * options spelled in full, known short options, values present; a misspelt
 * option gets the nearest known name.  -V or --version prints the version.
 * Returns -1 to go on, else the exit status: EXIT_OK after the version,
 * EXIT_USAGE after a message.  Resets getopt (optind, opterr). */
int cli_options(int argc, char **argv, const char *shortopts, const struct option *longopts);
/* The name among `names` nearest to word[0..len): the one it abbreviates, or
 * one a slip away (a letter or two wrong, missing, extra or swapped); NULL if
 * none is near. */
const char *cli_nearest(const char *word, size_t len, const char *const *names, size_t n);
/* Print "bee-simd VERSION"; returns EXIT_OK. */
int cli_version(void);
/* A kernel name (from `what`: "--kernel" or "BEE_KERNEL") that this machine
 * runs; EXIT_USAGE after a message if not. */
int cli_kernel(const char *what, const char *name, bee_kernel_id *kernel);
/* The BEE_* variables every command reads, checked as strictly as options. */
int cli_check_environment(void);

void cli_common_init(cli_common *c);
/* Handle a common option; returns 0 if handled, EXIT_USAGE after printing an
 * error for a bad value. */
int cli_common_option(cli_common *c, int opt, const char *arg);
/* Parse an unsigned integer option value in [lo, hi]; -1 with a message if bad. */
long cli_number(const char *option, const char *arg, long lo, long hi);

/* If *threads is 0 (not given) and $BEE_THREADS is set, take it from there;
 * EXIT_USAGE after a message if it is not a number from 1 to `most`. */
int cli_env_threads(int *threads, int most);

/* After an index file is loaded: a SIGBUS, or the file found changed at
 * exit, ends the process with "index file changed while in use", status 1
 * (index_watch.c).  NULL (the built-in image) is not watched. */
void index_watch(const char *path);

/* Refuse a word list file that is compressed, an index file, UTF-16 or
 * binary, before it is loaded (EXIT_REFUSED after a message starting with
 * `what`, e.g. "BEE_DICT: ", and saying what to do instead). */
int cli_check_word_file(const char *path, const char *what);
/* The word list file the options name (--dict, else $BEE_DICT), or NULL
 * for the built-in list. */
const char *cli_dict_path(const cli_common *c);
/* Print a failed word-list load of `path` (NULL: the built-in list), with
 * "; try --fold-case" when folding would have given words. */
void cli_dict_error(const cli_common *c, const char *path, const bee_error *err);
/* The one-shot paths' start: the words of each of n letter sets (centers[i]:
 * one of its letters, or 0 for none) from the word list at path, in one
 * pass (bee_dict_load_filtered_file), and a result; EXIT_REFUSED after a
 * message (a file that is no word list: cli_check_word_file's), with nothing
 * left to free. */
int cli_oneshot_open(const cli_common *c, const char *path, size_t n, const uint32_t *letters,
                     const uint32_t *centers, bee_dict **found, bee_result **r);
/* ... and their end: flush and close o (NULL if never opened), free what
 * cli_oneshot_open made; rc, or EXIT_REFUSED after a message if the output
 * failed. */
int cli_oneshot_close(bee_dict **found, size_t n, bee_result *r, out *o, int rc);
/* Load the dictionary (prints what went wrong and returns EXIT_REFUSED). */
int cli_load_dict(const cli_common *c, bee_dict **d);
/* Load the dictionary and build the index, or map the --index file (rebuilt
 * from its words if --min-len or --block-size asks for other values). */
int cli_load_index(const cli_common *c, bee_dict **d, bee_index **ix);

/* The library's message of `err` for the puzzle text[0..len) with the command
 * line's hint for it, if it has one ("use --size N" when only the puzzle's
 * size was wrong; word lists get theirs from cli_dict_error): library
 * messages never name options.  Returns buf. */
const char *cli_message(const bee_error *err, const cli_common *c, const char *text, size_t len,
                        char *buf, size_t cap);

/* Print "bee-simd COMMAND: message" to stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Send this thread's cli_error messages to buf (cap bytes, the last message
 * kept, without the "bee-simd COMMAND: " prefix) instead of stderr; NULL: stderr again.  The
 * server answers a bad parameter with the command line's own message. */
void cli_error_capture(char *buf, size_t cap);

/* Report a failed write of standard output (EPIPE, the reader gone:
 * nothing said); returns EXIT_REFUSED. */
int cli_output_error(int err);
/* Flush and close o: rc, or cli_output_error's status if the output failed. */
int cli_out_close(out *o, int rc);

/* -o FILE (output.c): point standard output at a temporary file beside FILE
 * ("-": leave it), EXIT_OK or an exit status after a message; at the end,
 * cli_output_close puts it in FILE's place if the output is whole, else
 * removes it, and returns the exit status.  cli_output_failed marks the
 * output as not whole. */
int cli_output_open(const char *path);
int cli_output_close(int rc);
void cli_output_failed(void);
extern const char cli_output_help[];
#define CLI_OUTPUT_OPTION                   \
    {                                       \
        "output", required_argument, 0, 'o' \
    }

/* The record writer (format.c): one solved puzzle in the format and with the
 * options of `c` (copied), words from `d` (borrowed).  Made once, shared
 * read-only by any number of threads.  NULL if out of memory. */
typedef struct record_writer record_writer;
/* many: the writer will write many records (a stream, `all`, a server):
 * every word is rendered once, up front (~5 ms for ENABLE), and records
 * copy them; 0: words are rendered as they are written (a few puzzles). */
record_writer *record_writer_new(const cli_common *c, const bee_dict *d, int many);
void record_writer_free(record_writer *w);
const cli_common *record_writer_options(const record_writer *w);
/* The options to solve w's records with (set up once). */
const bee_solve_options *record_writer_solve_options(const record_writer *w);
const char *format_header_text(const cli_common *c); /* NULL: no header */
void format_header(out *o, const cli_common *c);
/* Append the record of `p` solved into `r` (words alphabetical, as bee_solve
 * gives them) to `o`; a failed allocation is recorded in o->error. */
void format_result(out *o, const record_writer *w, const bee_puzzle *p, const bee_result *r);
/* What a record shows of a solved puzzle: a result's answers
 * (record_answers_of), or counts alone (`all`'s puzzles, words NULL). */
typedef struct record_answers {
    const uint32_t *words; /* `count` ids, alphabetical; read only with words */
    size_t count, pangrams;
    uint64_t score;
    const uint32_t *pangram_words; /* the `pangrams` ids, or NULL: picked out of words */
} record_answers;
void record_answers_of(const bee_result *r, record_answers *a);
/* format_result from answers. */
void format_answers(out *o, const record_writer *w, const bee_puzzle *p, const record_answers *a);
/* Only the words of r (a puzzle on `letters`) as w's records list them:
 * json "a","b"; tsv a,b; text a line each, "  word", pangrams marked " *". */
void format_words(out *o, const record_writer *w, const bee_result *r, uint32_t letters);

/* Answer puzzles read from so->files (else stdin), one a line, on so->threads
 * threads, through bee_solve_batch (stream/solve_stream.c); progress on
 * stderr if so->progress. */
struct stream_options;
int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                const struct stream_options *so);
/* Few valid puzzles from a word list file: answer them without an index
 * (solve_oneshot.c, which states the rule). */
int solve_oneshot_fits(const cli_common *c, char **puzzles, int n);
int solve_oneshot(const cli_common *c, char **puzzles, int n);
/* --algo: print the runnable research methods one a line; refuse an unknown or
 * unrunnable name (EXIT_USAGE, after a message); build one (EXIT_REFUSED on
 * failure) with the common options' min-len, block size and kernel. */
int cli_algo_list(void);
int cli_algo_check(const char *name);
int cli_algo_build(const cli_common *c, const char *name, const bee_dict *d, bee_algo **a);

/* Subcommands: argc/argv start at the subcommand's name. */
int cmd_solve(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_index(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_bag(int argc, char **argv);
int cmd_all(int argc, char **argv);
int cmd_serve(int argc, char **argv); /* serve.h; built with libmicrohttpd */

#endif
