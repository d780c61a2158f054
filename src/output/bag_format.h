/*
 * bag_format.h - one letter bag answered into an output buffer, in the
 * chosen format.  bag_format_line is self-contained (its own result buffer,
 * its own output), so a line-processing engine can call it from any thread.
 */
#ifndef BEE_CLI_BAG_FORMAT_H
#define BEE_CLI_BAG_FORMAT_H

#include "output/format.h"

/* What stays the same for every bag of a run. */
typedef struct bag_job {
    const bee_bag_index *bx; /* the bag index answering, or NULL: */
    const bee_dict *dict;    /* a few words answered by a plain pass (bee_bag_solve_plain),
                                or a one-off's answers (bee_bag_answer_file) */
    bee_bag_options opt;     /* lengths, must-use; want_words from count_only */
    bee_bag_order order;
    cli_format format;
    int count_only;
    size_t top; /* words shown per bag; 0: all */
} bag_job;

/* The TSV header line (NULL for the other formats). */
const char *bag_header_text(const bag_job *job);
void bag_format_header(out *o, const bag_job *job);

/* Parse the bag `text` (len bytes, no newline), answer it and append the
 * answer to `o`.  `r` is scratch, one per thread.  On a bad bag or a failure
 * nothing is written and `err` says what is wrong. */
bee_status bag_format_line(out *o, const bag_job *job, const char *text, size_t len, bee_result *r,
                           bee_error *err);
/* The answer r of the bag `text` (solved, and sorted unless count_only),
 * appended to `o`. */
void bag_format_answer(out *o, const bag_job *job, const char *text, size_t len,
                       const bee_result *r);

/* Few bags without blanks from a word list file: answer them from the words
 * of their letters alone (bag_oneshot.c, which states the rule). */
int bag_oneshot_fits(const cli_common *c, char **bags, int n);
int bag_oneshot(const cli_common *c, const bag_job *job, char **bags, int n);

#endif
