/*
 * frontend.h - what the program (src/cli) and the server (src/serve) share
 * above the library: the options every command takes (a query parameter is
 * one by name) with their strict reading and messages, the exit statuses,
 * and loading the word list and index those options name.  Messages go to
 * stderr as "bee-simd COMMAND: ...", or to a buffer (the server's answer).
 * The names keep their cli_ prefix: they are the command line's options,
 * which the server's parameters stand for.
 */
#ifndef BEE_FRONTEND_H
#define BEE_FRONTEND_H

#include "bee.h"
#include "bee_experimental.h" /* the one-shot plan's loader */

#include <stdint.h>

enum {
    EXIT_OK = 0,
    EXIT_REFUSED = 1, /* some input was refused, or an operation failed */
    EXIT_USAGE = 2    /* the command line itself was wrong */
};

typedef enum cli_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_TSV } cli_format;

#define CLI_MAX_WORD_FILES 8 /* --add-words and --remove-words files, each */

typedef struct cli_common {
    const char *dict_path;  /* --dict, else $BEE_DICT, else built in */
    const char *index_path; /* --index: a file from `bee-simd index` */
    int fold_case;
    const bee_alphabet *alphabet; /* --lang; NULL: English */
    int alphabet_given;           /* --lang or --alphabet (an index file must agree) */
    bee_index_options index;      /* --min-len, --block-size, --kernel */
    int min_len_given, block_size_given;
    int size; /* --size: letters per puzzle */
    bee_scoring scoring;
    cli_format format;
    int count_only;
    int no_header; /* --no-header (solve): no tsv header line */
    /* --add-words FILE, --remove-words FILE (each repeatable): the list
     * curated, one word a line */
    const char *add_words[CLI_MAX_WORD_FILES], *remove_words[CLI_MAX_WORD_FILES];
    int n_add_words, n_remove_words;
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
    OPT_ADD_WORDS,
    OPT_REMOVE_WORDS,
    OPT_LANG,
    OPT_ALPHABET,
    CLI_OPT_END
};

#define CLI_MAX_THREADS 256

/* The program ("bee-simd", or "bee-bench") and the command being run
 * ("solve", or NULL): messages start "bee-simd solve: ". */
extern const char *cli_program;
extern const char *cli_command;
/* The name among `names` nearest to word[0..len): the one it abbreviates, or
 * one a slip away (a letter or two wrong, missing, extra or swapped); NULL if
 * none is near. */
const char *cli_nearest(const char *word, size_t len, const char *const *names, size_t n);
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
/* The watched file (a regular one) mapped whole, read-only, until exit:
 * its *len bytes as they were when the watch began; NULL if there is none
 * or it cannot be mapped. */
const void *index_watch_map(size_t *len);

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
/* The same for n bags without blanks, answered straight from the list
 * (bee_bag_answer_file): answers[i] the dictionary of bag i's answers,
 * results[i] (new) their count and ids in `order`.  Free both with
 * cli_oneshot_free. */
int cli_oneshot_answer_bags(const cli_common *c, const char *path, size_t n, const bee_bag *bags,
                            const bee_bag_options *opt, bee_bag_order order, bee_dict **answers,
                            bee_result **results);
void cli_oneshot_free(bee_dict **answers, bee_result **results, size_t n);
/* The same from the --index file (bee_index_load_filtered_memory over the
 * watcher's mapping, index_watch_map), *min_len
 * the file's; nonzero, with no message and nothing left to free, if the file
 * cannot be read so (the usual load then says why). */
int cli_oneshot_open_index(const cli_common *c, size_t n, const uint32_t *letters,
                           const uint32_t *centers, bee_dict **found, bee_result **r,
                           unsigned *min_len);
/* --lang list: the built-in alphabets, one a line; EXIT_OK. */
int cli_lang_list(void);
/* A puzzle in the word list's alphabet (the one --lang or --alphabet gave,
 * or an index file's), of the options' size. */
bee_status cli_puzzle_parse(const cli_common *c, const bee_dict *d, const char *text, size_t len,
                            bee_puzzle *p, bee_error *err);
/* Load the dictionary (prints what went wrong and returns EXIT_REFUSED). */
int cli_load_dict(const cli_common *c, bee_dict **d);
/* Load the dictionary and build the index, or map the --index file (rebuilt
 * from its words if --min-len or --block-size asks for other values). */
int cli_load_index(const cli_common *c, bee_dict **d, bee_index **ix);
/* cli_load_index would build the index over a word list (not map a ready
 * one): a command that needs no index may build less. */
int cli_index_built(const cli_common *c);

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

/* --must-use LETTERS (bag) into per-letter counts: EXIT_USAGE after a
 * message if bad. */
int bag_parse_must_use(const char *arg, uint8_t must[BEE_BAG_LETTERS]);
/* The same in alphabet a's letters (NULL or English: bag_parse_must_use). */
int bag_parse_must_use_in(const bee_alphabet *a, const char *arg, uint8_t must[BEE_BAG_LETTERS]);

/* Report a failed write of standard output (EPIPE, the reader gone:
 * nothing said) and mark the output as not whole; returns EXIT_REFUSED. */
int cli_output_error(int err);
/* Mark the output as not whole (-o FILE then leaves FILE as it was), and
 * whether it was. */
void cli_output_failed(void);
int cli_output_has_failed(void);

/* A list of words (--found, found=): text split in place at commas and
 * newlines into items (at most cap; cli_list_cap(text) is always enough),
 * each trimmed of blanks, empty ones and those starting with '#' passed
 * over.  Returns how many. */
size_t cli_split_list(char *text, const char **items, size_t cap);
size_t cli_list_cap(const char *text);

/* --add-words and --remove-words applied to *d (replaced by the curated
 * list); EXIT_REFUSED after a message if a file cannot be read.  Bad lines
 * are reported and noted (cli_note_refused), the rest applied. */
int cli_curate(const cli_common *c, bee_dict **d);
/* The reviewed removals (bee_removed_words_text: slurs, obscenities, ...)
 * that d holds (how many in *removed) taken out: *out is a new list
 * without them, or NULL when it holds none; d is left as it is (an index
 * may point into it).  EXIT_REFUSED after a message. */
int cli_remove_reviewed(const cli_common *c, const bee_dict *d, bee_dict **out, size_t *removed);
/* Something given was refused but the run went on (a curation file's bad
 * line): the command ends with EXIT_REFUSED however it ends otherwise. */
void cli_note_refused(void);
int cli_refused(void);

#endif
