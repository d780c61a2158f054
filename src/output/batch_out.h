/*
 * batch_out.h - the records of a batch (bee_solve_batch,
 * bee_bag_solve_batch): the record callbacks that render each answer, or
 * its error record, into its chunk on the worker thread, and the writing of
 * the chunks, in order, to a file descriptor.  The program's --stdin
 * (src/cli/stream) and the server's batches (src/serve) answer through
 * them, so that both give the same bytes.
 *
 * Error records (a refused line), in the format of the records:
 *   json: {"line":N,"input":"...","error":"..."}
 *   tsv:  INPUT<TAB>error<TAB>line N: REASON
 *   text: INPUT (line N)
 *           error: REASON
 * INPUT is the line as read (for an over-long line its first 64 bytes and
 * "..."); in tsv and text, control characters in it show as '?'.  With
 * `command` set, "bee-simd COMMAND: NAME line N: REASON" is put aside in
 * the chunk's notes, for stderr.
 */
#ifndef BEE_OUTPUT_BATCH_OUT_H
#define BEE_OUTPUT_BATCH_OUT_H

#include "output/bag_format.h"
#include "output/hints_format.h"
#include "output/record_cache.h"
#include "output/set_text.h"

#include <stdatomic.h>

typedef struct batch_out {
    /* set by batch_out_solve_init / batch_out_bag_init */
    const record_writer *w; /* solve records, or */
    const bag_job *bag;     /* bag records, or */
    hints_job *hints;       /* hints records (with w's solve options) */
    cli_format format;      /* of the error records */
    const char *header;     /* for the start of the output, or NULL */
    const char *separator;  /* before every record (text), or NULL */
    /* the caller's */
    size_t skip;          /* separator bytes still to drop from the output
                                 (its first record has none before it) */
    const char *command;  /* notes: "bee-simd COMMAND: ..."; NULL: none */
    const char *in_name;  /* names the input in notes: "stdin" */
    int fd;               /* batch_out_sink writes the records here */
    int write_error;      /* errno of a failed write (batch_out_sink) */
    atomic_int no_memory; /* a record could not be rendered */
    record_cache *cache;  /* the caller's, for solve and hints records:
                                 a puzzle met again is copied, not solved */
    set_texts *sets;      /* the caller's, for solve records without a
                                 cache: a set met again lists its words
                                 from its text */
    /* set by batch_out_run: the index, and each worker's answers to the
     * other centers of a set met (keep_centers) */
    const bee_index *ix;
    int count_centers; /* keep the other centers' count records too */
    bee_result *centers[BEE_CPU_COUNT_MAX];
} batch_out;

/* Zero b and set it up for w's records (solve) or job's (bag); the first
 * record gets no separator. */
void batch_out_solve_init(batch_out *b, const record_writer *w);
void batch_out_bag_init(batch_out *b, const bag_job *job);
/* ... or for hints records of puzzles solved with w's options (words). */
void batch_out_hints_init(batch_out *b, const record_writer *w, hints_job *job);

/* The bee_batch_record_fn of each (ctx: the batch_out). */
int batch_out_solve_record(void *ctx, const bee_batch_item *item, bee_batch_chunk *c);
int batch_out_bag_record(void *ctx, const bee_batch_item *item, bee_batch_chunk *c);
int batch_out_hints_record(void *ctx, const bee_batch_item *item, bee_batch_chunk *c);

/* The bee_batch_options.probe of solve and hints records with a cache: the
 * kept record of the item's puzzle, its text put in. */
int batch_out_probe(void *ctx, const bee_batch_item *item, bee_batch_chunk *c);
/* Its bee_batch_options.ahead. */
int batch_out_ahead(void *ctx, uint32_t letters, int step, const bee_batch_chunk *c);

/* The probe and look-ahead of solve records with set texts: the record of
 * a puzzle whose letter set has its text, its lists copied out of it. */
int batch_out_set_probe(void *ctx, const bee_batch_item *item, bee_batch_chunk *c);
int batch_out_set_ahead(void *ctx, uint32_t letters, int step, const bee_batch_chunk *c);
/* ... and their bee_batch_options.lines (English, 7 letters). */
ptrdiff_t batch_out_set_lines(void *ctx, const char *text, size_t len, uint64_t line, size_t *items,
                              bee_batch_chunk *c);

/* Its bee_batch_options.lines: the kept records of the first lines that
 * are puzzles in plain form (`size` distinct letters a-z, the center
 * first), each copied with its line put in; English only. */
ptrdiff_t batch_out_lines(void *ctx, const char *text, size_t len, uint64_t line, size_t *items,
                          bee_batch_chunk *c);
/* Write c's records to fd, the first separator dropped: 0 or the errno. */
int batch_out_write(batch_out *b, int fd, const bee_batch_chunk *c);
/* A bee_batch_sink_fn: batch_out_write to b->fd, the notes left out; a
 * failed write is kept in b->write_error and stops the run. */
int batch_out_sink(void *ctx, const bee_batch_chunk *c);

/* Answer `in` on `threads` threads (0: the usable CPUs) with b's records:
 * bee_solve_batch on ix (w's size, scoring and --count), or
 * bee_bag_solve_batch (job's options), the chunks going to sink. */
bee_status batch_out_run(batch_out *b, const bee_index *ix, const bee_batch_input *in, int threads,
                         bee_batch_sink_fn sink, void *sink_ctx, bee_batch_stats *stats,
                         bee_error *err);

/* One puzzle line, as a batch reads it: parse it with w's options, solve it
 * on ix into r, and append its record to o: BEE_OK (0).  Or refuse it:
 * nothing appended, the reason in why (no line number), the library's
 * status (BEE_ERR_NOMEM: not the line's fault).  The server's GET. */
int solve_line(const record_writer *w, const bee_index *ix, bee_result *r, const char *text,
               size_t len, out *o, char *why, size_t why_cap);

#endif
