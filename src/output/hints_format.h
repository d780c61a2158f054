/*
 * hints_format.h - a puzzle's hints (bee_hints) as a record: text (the
 * grid and lists a player reads), one JSON object a line (docs/json.md),
 * or one TSV line, for `bee-simd hints` and the server's /v1/hints alike.
 */
#ifndef BEE_OUTPUT_HINTS_FORMAT_H
#define BEE_OUTPUT_HINTS_FORMAT_H

#include "bee.h"
#include "bee_experimental.h" /* bee_alphabet_is_english */
#include "output/out.h"

#include <pthread.h>

typedef enum hints_style { HINTS_TEXT, HINTS_JSON, HINTS_TSV } hints_style;

/* What the record shows beyond the totals: `found` (the words the player
 * gave, as bee_hints_options.found) adds the found part. */
typedef struct hints_record {
    const bee_puzzle *puzzle;
    const bee_hints *hints;
    const char *const *found; /* NULL: no found words given */
    size_t n_found;
    const bee_alphabet *alphabet; /* the letters' spelling; NULL: a-z */
} hints_record;

/* The record's `alphabet` for a dictionary's words: NULL for English. */
static inline const bee_alphabet *hints_alphabet(const bee_dict *d)
{
    const bee_alphabet *a = bee_dict_alphabet(d);
    return bee_alphabet_is_english(a) ? NULL : a;
}

/* A stream of hints records (batch_out_hints_init): their style, the
 * dictionary and options they are made with, and each thread's bee_hints. */
typedef struct hints_job {
    hints_style style;
    const bee_dict *d;
    bee_hints_options opt; /* scoring, the found words */
    pthread_key_t key;     /* this thread's bee_hints, made on first use */
} hints_job;

/* 0, or -1 (no key to be had). */
int hints_job_init(hints_job *j, hints_style style, const bee_dict *d,
                   const bee_hints_options *opt);
/* This thread's bee_hints (NULL if out of memory). */
bee_hints *hints_job_hints(hints_job *j);
/* The hints record of p, solved into r, at the end of o, with j's options
 * (this thread's bee_hints): 0, or -1 if out of memory. */
int hints_job_record(hints_job *j, out *o, const bee_puzzle *p, const bee_result *r);
/* Free the calling thread's bee_hints and the key (the other threads'
 * went with them). */
void hints_job_free(hints_job *j);

/* The TSV header line (with the found columns when `with_found`). */
const char *hints_tsv_header(int with_found);
void hints_format(out *o, hints_style style, const hints_record *r);
/* Where the puzzle's text is in a record of `style` (as format_text_at). */
size_t hints_text_at(hints_style style);

#endif
