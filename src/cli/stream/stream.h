/*
 * stream.h - the streaming engine: read lines from a file descriptor, turn
 * each into one output record on several threads, and write the records in
 * input order, in bounded memory.
 *
 * Any subcommand can stream: it supplies a line handler (one line in, one
 * record out, written into an `out` memory buffer) and, if it needs scratch
 * space, a per-thread context.  The engine does everything else:
 *
 * - Input is cut into chunks of whole lines (STREAM_CHUNK bytes at most,
 *   fewer when records are large: see STREAM_RECORDS_GOAL), handed to the
 *   threads in order; each chunk's records go to the chunk's own buffer and
 *   are written when every earlier chunk has been.  At most
 *   2 x threads + 1 chunks are in flight, so memory does not grow with the
 *   input.  A chunk whose output passes STREAM_OUTPUT_CAP writes what it has
 *   as soon as its turn comes, and goes on.  When input from a pipe or a
 *   terminal stalls, the whole lines read so far go as a chunk at once, so
 *   every record of a finished line is written without waiting for more.
 * - Lines: LF or CRLF; spaces and tabs around a line are dropped; blank lines
 *   and lines starting with '#' give no record (they still count for line
 *   numbers); the last line needs no final newline.
 * - A line over STREAM_MAX_LINE bytes (line end not counted) is refused as a
 *   whole without reaching the handler, however long it is.
 * - A refused line (the handler returns nonzero with a reason) gets an error
 *   record in its place, in the configured format:
 *     json: {"line":N,"input":"...","error":"..."}
 *     tsv:  INPUT<TAB>error<TAB>line N: REASON
 *     text: INPUT (line N)
 *             error: REASON
 *   and "bee-simd COMMAND: NAME line N: REASON" on stderr, in input order.  INPUT is
 *   the line as read (for an over-long line its first 64 bytes and "...");
 *   in tsv and text, control characters in it show as '?'.
 * - Output: a write error stops everything.  A reader that went away (EPIPE,
 *   when SIGPIPE is ignored; otherwise SIGPIPE ends the process at once)
 *   stops the run quietly; any other error is reported.
 * - Progress (records done, rate; with a file as input, percent done and
 *   time left) goes to stderr when asked for.
 */
#ifndef BEE_CLI_STREAM_H
#define BEE_CLI_STREAM_H

#include "cli/cli.h"

#include <stdint.h>

#define STREAM_MAX_LINE 4096
#define STREAM_CHUNK (16 * 1024)
/* A chunk's records, aimed at: a chunk holds as many input bytes as made
 * about this many bytes of records in the chunk before it (at least
 * STREAM_MIN_CHUNK).  The chunks' buffers are written over round after
 * round, and kept this small they stay in cache beside what the lines are
 * answered from: puzzles with word lists (~1.3 KB a record, 16 KB of input
 * making 2.7 MB) took 394 against 418 ms CPU on one thread and 301 against
 * 312 ms wall on two (bench/README.md, fifth pass), while counts keep whole
 * chunks (fewer reads and lock round trips). */
#define STREAM_RECORDS_GOAL (768u << 10)
#define STREAM_MIN_CHUNK (4 * 1024)
#define STREAM_OUTPUT_CAP (8u << 20)

typedef struct stream_line {
    const char *text;   /* trimmed, not NUL-terminated, never empty */
    size_t len;         /* at most STREAM_MAX_LINE */
    uint64_t number;    /* 1-based line number in the input */
    const char *ahead;  /* the input after this line in its chunk, raw: for */
    size_t ahead_len;   /* look-ahead hints only (never to be answered here) */
} stream_line;

/*
 * Answer one line: append exactly one record (with its final newline) to `o`
 * and return 0.  Or refuse it: write nothing to `o`, put the reason in `why`
 * (no line number: the engine adds it) and return nonzero.  Runs on many
 * threads at once: `arg` (the config's) is shared read-only; `r` is this
 * thread's own result buffer, made and freed by the engine.
 */
typedef int (*stream_line_fn)(const void *arg, bee_result *r, const stream_line *line, out *o,
                              char *why, size_t why_cap);

typedef struct stream_config {
    int in_fd, out_fd;
    const char *in_name;      /* names the input in messages: "stdin" */
    int threads;              /* 0: one per usable CPU */
    cli_format format;        /* of the error records */
    const char *header;       /* written once before any record, or NULL */
    const char *separator;    /* written between records (not before the
                                 first), or NULL */
    int separate_first;       /* the separator before the first record too
                                 (a later input of the same output) */
    int progress;             /* report progress on stderr */
    int quiet;                /* no reports of refused lines on stderr (the
                                 error records carry them: `serve`) */

    stream_line_fn line;
    const void *arg;
} stream_config;

typedef struct stream_stats {
    uint64_t lines;     /* input lines read */
    uint64_t records;   /* records written, error records included */
    uint64_t refused;   /* lines refused */
} stream_stats;

/*
 * Run the stream to the end of input (or to the first fatal error).  Returns
 * EXIT_OK, or EXIT_REFUSED if a line was refused (a summary goes to stderr)
 * or the input, the output or memory failed (reported, except a closed
 * pipe).  `stats` may be NULL.
 */
int stream_run(const stream_config *cfg, stream_stats *stats);

/* The number of online CPUs (at least 1): the default for --threads. */
int stream_default_threads(void);

/* --threads, --progress and --no-progress, shared by the commands that read
 * --stdin.  Option ids follow the common ones (cli.h). */
enum { OPT_THREADS = CLI_OPT_END, OPT_PROGRESS, OPT_NO_PROGRESS, STREAM_OPT_END };

#define STREAM_OPTIONS                                      \
    {"threads", required_argument, 0, OPT_THREADS},         \
    {"progress", no_argument, 0, OPT_PROGRESS},             \
    {"no-progress", no_argument, 0, OPT_NO_PROGRESS}

extern const char stream_options_help[];

typedef struct stream_options {
    int threads;    /* 0 until given, then $BEE_THREADS; 0: the usable CPUs */
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

/* A stream from stdin to stdout with so's threads and progress; the caller
 * sets the rest (format, header, line handler). */
stream_config stream_stdio(const stream_options *so);

/* stream_run over each of so->files in turn ("-" is stdin), or cfg's input
 * if there are none or `so` is NULL, as one output: one header, records in order, messages naming
 * the file.  A file that cannot be opened is reported and passed over
 * (EXIT_REFUSED at the end); a failed output stops everything. */
int stream_run_inputs(stream_config *cfg, const stream_options *so);

#endif
