/*
 * stream.h - the program's line stream (--stdin): puzzles or bags read from
 * standard input or files, one a line, answered by the library's batch
 * engine (bee_solve_batch, bee_bag_solve_batch: threads, chunks, order,
 * bounded memory, line rules), their records (src/output/batch_out.h)
 * written in input order to an output file descriptor.  What is the
 * program's is here: the inputs one after another as one output (one
 * header, messages naming the file), reports of refused lines on stderr
 * ("bee-simd COMMAND: NAME line N: REASON", then "K of M lines refused"),
 * write and read errors (EPIPE: quietly), the progress line, and the
 * options --threads, --progress, --no-progress.
 */
#ifndef BEE_CLI_STREAM_H
#define BEE_CLI_STREAM_H

#include "frontend/frontend.h"
#include "output/format.h"
#include "output/hints_format.h"
#include "output/bag_format.h"
#include "output/record_cache.h"
#include "output/set_text.h"

#include <stdint.h>

typedef struct stream_config {
    int in_fd, out_fd;
    const char *in_name; /* names the input in messages: "stdin" */
    int threads;         /* 0: one per usable CPU */
    int separate_first;  /* a separator before the first record too
                                 (a later input of the same output) */
    int header;          /* write the records' header (the first input) */
    int progress;        /* report progress on stderr */
    /* what the lines are answered with: puzzles on ix with w's records (or,
     * with hints, their hints records), or bags with bag's */
    const record_writer *w;
    const bee_index *ix;
    const bag_job *bag;
    hints_job *hints;
    record_cache *cache; /* records kept for a puzzle's next time (NULL:
                            none); the progress line gives its hits */
    set_texts *sets;     /* solve's lists from each set's text (NULL: none;
                            unused with a cache); its hits too */
} stream_config;

typedef struct stream_stats {
    uint64_t records; /* records written, error records included */
    uint64_t refused; /* lines refused */
} stream_stats;

/*
 * Run the stream to the end of input (or to the first fatal error).  Returns
 * EXIT_OK, or EXIT_REFUSED if a line was refused (a summary goes to stderr)
 * or the input, the output or memory failed (reported, except a closed
 * pipe).  `stats` may be NULL.
 */
int stream_run(const stream_config *cfg, stream_stats *stats);

/* --threads, --progress, --no-progress and --cache, shared by the commands
 * that read --stdin.  Option ids follow the common ones (cli.h). */
enum { OPT_THREADS = CLI_OPT_END, OPT_PROGRESS, OPT_NO_PROGRESS, OPT_CACHE, STREAM_OPT_END };
typedef struct stream_options {
    int threads;    /* 0 until given, then $BEE_THREADS; 0: the usable CPUs */
    long cache_mib; /* --cache: MiB for records kept (record_cache.h); 0:
                       none; -1: the command's default (solve_stream.c) */
    int progress;   /* default: stderr is a terminal */
    char **files;   /* the inputs, "-" for stdin; none: stdin */
    int n_files;
} stream_options;

void stream_options_init(stream_options *s);
/* Handle one of STREAM_OPTIONS: 0 if handled, EXIT_USAGE after a message for
 * a bad value, -1 if `opt` is not one of them. */
int stream_option(stream_options *s, int opt, const char *arg);
/* Settle the thread count: $BEE_THREADS unless given (0 if neither: the
 * stream counts the usable CPUs when it runs); EXIT_USAGE after a message
 * if $BEE_THREADS is bad. */
int stream_options_finish(stream_options *s);

/* A stream from stdin to stdout with so's threads and progress, header
 * on; the caller sets what answers the lines. */
stream_config stream_stdio(const stream_options *so);

/* stream_run over each of so->files in turn ("-" is stdin), or cfg's input
 * if there are none, as one output: one header, records in order, messages naming
 * the file.  A file that cannot be opened is reported and passed over
 * (EXIT_REFUSED at the end); a failed output stops everything. */
int stream_run_inputs(stream_config *cfg, const stream_options *so);

/* Answer puzzles read from so->files (else stdin), one a line, on so->threads
 * threads, through bee_solve_batch (solve_stream.c); progress on stderr if
 * so->progress. */
int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                const stream_options *so);

/* Answer bags read from so's files (else stdin), one a line, through
 * bee_bag_solve_batch (bag_stream.c). */
int bag_stdin(const bag_job *job, const stream_options *so);

/* Hints of the puzzles read from so->files (else stdin), one a line: solved
 * with c's options through bee_solve_batch, each given job's record
 * (solve_stream.c). */
int hints_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix, hints_job *job,
                const stream_options *so);

#endif
