/*
 * format.h - the record writer (format.c): a solved puzzle as text, JSON or
 * TSV, for `solve`, `--stdin`, `all` and the server alike.
 */
#ifndef BEE_OUTPUT_FORMAT_H
#define BEE_OUTPUT_FORMAT_H

#include "frontend/frontend.h"
#include "output/out.h"

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
/* Where the puzzle's text is in each of w's records (record_cache.h): the
 * bytes before it and after it depend only on the puzzle's letters, center
 * and w's options. */
size_t format_text_at(const record_writer *w);
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

/* Records from a stream's letter sets' texts (set_text.h), for writers of
 * many JSON or TSV records with words: */
typedef struct set_text set_text;
/* whether w writes them (else no set text is made for it); */
int record_writer_lists_sets(const record_writer *w);
/* ids[0 .. n) at q as w's lists show them, one after the other, each one's
 * end (bytes from q) in ends[i]; the end of the last.  q has room for
 * record_writer_list_room(w, n) bytes (a word's copy writes past it). */
size_t record_writer_list_room(const record_writer *w, size_t n);
char *record_writer_put_list(const record_writer *w, char *q, const uint32_t *ids, size_t n,
                             uint32_t *ends);
/* p's record from t, the text of p's letter set: what format_result writes
 * of p solved (plen: the bytes of p's text). */
void format_set_record(out *o, const record_writer *w, const bee_puzzle *p, size_t plen,
                       const set_text *t);

#endif
