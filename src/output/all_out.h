/*
 * all_out.h - output of `bee-simd all`: the puzzles arrive in numbered chunks
 * from the library's worker threads; each chunk is formatted into a buffer of
 * its own and written in chunk order by the ordered writer (ordered.h), so
 * the output is in order while formatting runs on every core.
 */
#ifndef BEE_CLI_ALL_OUT_H
#define BEE_CLI_ALL_OUT_H

#include "output/format.h"
#include "output/out.h" /* core/writers.h: the ordered writer */

#define ALL_OUT_PLACES       ORDERED_MAX_PLACES /* chunks in flight, at most */
#define ALL_OUT_LETTERS      31                 /* letters of the largest alphabet */
#define ALL_OUT_LETTER_BYTES 4                  /* a letter's UTF-8, at most */

typedef struct all_out {
    int fd;
    cli_format format;
    int words; /* add each puzzle's answers */
    int size;  /* letters per puzzle */
    bee_scoring scoring;
    const bee_index *ix; /* NULL: by sets from d's words alone */
    const bee_dict *d;
    bee_index_options index; /* the command's, for d's words */
    record_writer *records;  /* json: solve's records */
    /* the alphabet's letters in UTF-8, as written and in uppercase */
    char letter[ALL_OUT_LETTERS][ALL_OUT_LETTER_BYTES + 1],
        upper[ALL_OUT_LETTERS][ALL_OUT_LETTER_BYTES + 1];
    uint8_t letter_len[ALL_OUT_LETTERS], upper_len[ALL_OUT_LETTERS];
    uint8_t has_upper[ALL_OUT_LETTERS]; /* an uppercase form that differs */
    int one_byte;                       /* every letter one byte in both cases */
    int narrow;                         /* every letter one byte as written */
    char center[ALL_OUT_LETTERS][8];    /* tsv: the letter and a tab */
    uint8_t center_len[ALL_OUT_LETTERS];
    const out_digits *digits; /* tsv, text: the numbers */

    ordered ord;                             /* its places are buf[] */
    int error;                               /* errno of the first failed write, ENOMEM, ... */
    out buf[ALL_OUT_PLACES];                 /* memory buffers */
    bee_result *result[BEE_ALL_MAX_THREADS]; /* per worker */
} all_out;

/* `threads`: the library's workers (bee_all_options.threads, at most
 * BEE_ALL_MAX_THREADS): 2 x threads + 1 chunks are in flight.  `ix`, an
 * index of d, may be NULL when all_out_by_sets holds.  0, or -1 if out of
 * memory (then all_out_free it all the same). */
int all_out_init(all_out *w, int fd, const cli_common *c, int words, const bee_dict *d,
                 const bee_index *ix, int threads);
/* 1 if all_out_run hands the puzzles over a set at a time (TSV without
 * words in the order by letters, no top, no filter that solves puzzles):
 * then it needs no index, only the word list's per-set totals. */
int all_out_by_sets(const cli_common *c, int words, const bee_all_options *o);
void all_out_free(all_out *w);
/* The header line (TSV); returns 0 or an errno. */
int all_out_header(all_out *w);
/* The bee_all_sink. */
int all_out_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n);
/* Every puzzle of `o` to w: bee_all_each on w's index with all_out_sink,
 * or when all_out_by_sets a set at a time (the lines of a set share their
 * text), on the index or without one from the word list.  As
 * bee_all_each. */
bee_status all_out_run(all_out *w, const bee_all_options *o, bee_all_stats *st, bee_error *err);

#endif
