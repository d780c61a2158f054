/*
 * all_options.h - the options of `all` (all_options.c), shared by the
 * program's `all` and the server's /v1/all.
 */
#ifndef BEE_FRONTEND_ALL_OPTIONS_H
#define BEE_FRONTEND_ALL_OPTIONS_H

#include "frontend/frontend.h"

/* Their ids, after the common options' (getopt's `val`). */
enum {
    ALL_OPT_ANY = CLI_OPT_END,
    ALL_OPT_EXCLUDE,
    ALL_OPT_LETTERS,
    ALL_OPT_CENTER,
    ALL_OPT_MIN_WORDS,
    ALL_OPT_MAX_WORDS,
    ALL_OPT_MIN_SCORE,
    ALL_OPT_MAX_SCORE,
    ALL_OPT_MIN_PANGRAMS,
    ALL_OPT_MIN_PERFECT,
    ALL_OPT_BINGO,
    ALL_OPT_SORT,
    ALL_OPT_TOP,
    ALL_OPT_WORDS,
    ALL_OPT_THREADS,
    ALL_OPT_METHOD,
    ALL_OPT_STATS,
    ALL_OPT_PROGRESS,
    ALL_OPT_NO_PROGRESS,
    ALL_OPT_MAX_MEMORY
};

/* The letter options' texts (--exclude, --letters, --center; NULL: not
 * given): letters of the word list's alphabet, known only once it is
 * loaded when an index file names it. */
typedef struct all_letter_args {
    const char *exclude, *letters, *center;
} all_letter_args;

/* Apply option `opt` (an ALL_OPT_* id) with its value: 0, or -1 after a
 * message.  --words and --stats set *words and *stats. */
int cli_all_option(bee_all_options *o, all_letter_args *la, int opt, const char *arg, int *words,
                   int *stats);
/* The letter options' texts into o's letter sets in alphabet `a` (NULL:
 * English): 0, or -1 after a message naming the option and the character. */
int all_letters_read(const all_letter_args *la, const bee_alphabet *a, bee_all_options *o);
/* The same by long name ("min-words"), letters read at once in alphabet `a`;
 * -2 for a name `all` does not take. */
int all_option_named(bee_all_options *o, const bee_alphabet *a, const char *name, const char *arg,
                     int *words);

#endif
