/*
 * bee_experimental.h - the parts of libbee that carry no promise: forced
 * plans, tuning constants, hints, work counters, the reference oracles,
 * the one-shot plan and the full check of an index file.  Unlike bee.h (the stable API and ABI), anything here
 * may change or go in any release, minor or patch, without a new soname:
 * use it from tests, benchmarks and programs built with the library they
 * run against (the bee-simd program links libbee statically).
 */
#ifndef BEE_EXPERIMENTAL_H
#define BEE_EXPERIMENTAL_H

#include "bee.h"

#ifdef __cplusplus
extern "C" {
#endif
#pragma GCC visibility push(default) /* the library exports these too */

/* ------------------------------------------------------ tuning */

/* The default block sizes of bee_index_options and bee_bag_index_options
 * (the best measured, bench/README.md). */
#define BEE_DEFAULT_BLOCK     32
#define BEE_BAG_DEFAULT_BLOCK 16

/* bee_solve's choice (bee.h, "Plans"): subsets for puzzles of at most
 * BEE_PLAN_SUBSETS_MAX letters that set lists cannot answer; the block scan
 * for a result's first BEE_PLAN_WARMUP puzzles while the index's letter-set
 * map is not built. */
#define BEE_PLAN_SUBSETS_MAX 7
#define BEE_PLAN_WARMUP      64

/* ------------------------------------------------------ plans */

/* "auto", "set-lists", "block-scan", "subsets"; "unknown" otherwise. */
const char *bee_plan_name(bee_plan p);
/* The plan called `name`, or BEE_UNKNOWN_NAME. */
int bee_plan_from_name(const char *name);

/* bee_solve by plan `plan`: BEE_PLAN_AUTO is bee_solve itself; any other
 * plan runs whenever it can: forced set lists on a puzzle they cannot answer
 * (its letters are no word's set, more than 7 letters, or a dictionary of
 * 2^25 words or more) fall back to the block scan, and bee_result_plan says
 * so.  BEE_ERR_ARG for a value that is no plan. */
bee_status bee_solve_plan(const bee_index *ix, const bee_puzzle *p, const bee_solve_options *opt,
                          bee_plan plan, bee_result *r, bee_error *err);

/* A hint for callers that know their next puzzles (streams): start fetching
 * what solving p will read, so that a solve a little later finds it in
 * cache.  It changes no result, costs a few nanoseconds, and is safe from any
 * thread.  Step 0 fetches p's entries in the letter-set map; step 1, best a
 * puzzle or so after step 0, reads them and fetches p's word list. */
void bee_solve_prefetch(const bee_index *ix, const bee_puzzle *p, int step);

/* ------------------------------------------------------ counters */

/* The work the last solve into r did, in the unit of the plan that ran:
 * block summaries tested, blocks entered, and letter sets tested, sets
 * looked up or list entries filtered (bag queries: blocks entered and keys
 * tested; the references: words tested). */
size_t bee_result_blocks_scanned(const bee_result *r);
size_t bee_result_blocks_entered(const bee_result *r);
size_t bee_result_masks_tested(const bee_result *r);

/* ------------------------------------------------------ references */

/* The plain reference: every word of the dictionary tested one by one.
 * Words come out sorted.  Used by the tests as the oracle. */
bee_status bee_solve_reference(const bee_dict *d, uint32_t min_len, const bee_puzzle *p,
                               const bee_solve_options *opt, bee_result *r, bee_error *err);

/* The plain reference: every word counted letter by letter against the bag.
 * Words come out sorted by id.  Used by the tests as the oracle. */
bee_status bee_bag_solve_reference(const bee_dict *d, const bee_bag *bag,
                                   const bee_bag_options *opt, bee_result *r, bee_error *err);

/* ------------------------------------------------------ one-shot */

/*
 * One puzzle straight from a word list's text (e.g. a bee_text), without
 * building a dictionary of the whole list or an index: a SIMD pass keeps the
 * lines made only of the puzzle's letters that hold its center, and only
 * those are judged, sorted and de-duplicated as bee_dict_load_memory would.
 * For a few puzzles this is much cheaper than a dictionary and an index
 * (whole process, ENABLE: see bench/README.md, "start-up"); for many, build
 * them once.
 *
 * The answers, counts, pangrams and score are exactly those of
 * bee_solve_reference over the whole list loaded with `dopt`, with
 * iopt->min_len (iopt->kernel chooses the line filter; other index options
 * are ignored; NULL: the defaults).  *answers receives a dictionary of just
 * the answer words (free it after use) and r's words their ids in it, in
 * alphabetical order.  A list without any usable word fails as
 * bee_dict_load_memory does (BEE_ERR_EMPTY, same message).
 */
bee_status bee_oneshot_solve(const char *data, size_t len, const char *name,
                             const bee_dict_options *dopt, const bee_index_options *iopt,
                             const bee_puzzle *p, const bee_solve_options *sopt, bee_dict **answers,
                             bee_result *r, bee_error *err);

/* The filter alone: the dictionary bee_dict_load_memory would give, keeping
 * only the words made of `letters` (a mask) that hold `center` (one of them;
 * 0: no center required), found with a SIMD pass of `kernel` (or auto) over
 * the text.  Fails as bee_dict_load_memory does if the whole list has no
 * usable word; an empty dictionary if only no word passes.  For bags without
 * blanks, the letters of the bag. */
bee_status bee_dict_load_filtered(const char *data, size_t len, const char *name,
                                  const bee_dict_options *opt, uint32_t letters, uint32_t center,
                                  bee_kernel_id kernel, bee_dict **out, bee_error *err);

/* The filter for n letter sets, a pass each over the word list file at
 * `path` (mapped, not pre-faulted; a pipe is read): out[i] receives what
 * bee_dict_load_filtered gives for letters[i] and centers[i].  Fails as
 * bee_dict_load_file does (then every out[i] is NULL).  The command's
 * one-shot plan. */
bee_status bee_dict_load_filtered_file(const char *path, const bee_dict_options *opt, size_t n,
                                       const uint32_t *letters, const uint32_t *centers,
                                       bee_kernel_id kernel, bee_dict **out, bee_error *err);

/* n letter bags without blanks answered straight from the word list file
 * at `path` (or a pipe), one pass each, the lines counted as the filter
 * passes them, never loaded as a dictionary of the list: answers[i]
 * receives the dictionary of exactly bags[i]'s answers under `bopt` (NULL:
 * the defaults; the same options for every bag), as bee_dict_load_memory
 * gives those words, and results[i] (the caller's) their count and, when
 * words are wanted, their ids in `order`: bee_bag_solve then bee_bag_sort
 * over a bag index of the whole list give the same words in the same order
 * (BEE_BAG_ORDER_NONE: alphabetical).  Fails as bee_dict_load_file does
 * (then every answers[i] is NULL); BEE_ERR_ARG for a bag with blanks (any
 * word could fit it) or options bee_bag_solve refuses.  The command's
 * one-shot plan for bags. */
bee_status bee_bag_answer_file(const char *path, const bee_dict_options *opt, size_t n,
                               const bee_bag *bags, const bee_bag_options *bopt,
                               bee_bag_order order, bee_kernel_id kernel, bee_dict **answers,
                               bee_result **results, bee_error *err);

/* The same for an index file (bee_index_save) of an English word list,
 * without loading it: out[i] receives the dictionary of the words of the
 * file's word lists (those of at least its min_len letters) made of
 * letters[i] that hold centers[i], as bee_dict_load_memory gives them, and
 * *min_len the file's min_len: bee_solve_reference(out[i], *min_len, ...)
 * answers as bee_solve on the loaded file does.  Only the parts of the file
 * those words lie in are read, each 1 KiB chunk checked against its
 * checksum when first read, and every value used as an index checked
 * (docs/index-format.md, "One-off reads"): the command's one-shot plan for
 * `solve --index`.  Fails with bee_index_load's messages for a file that is
 * no index file, of another version or damaged where read (then every
 * out[i] is NULL); BEE_ERR_ARG for a file of another alphabet (load it). */
bee_status bee_index_load_filtered_file(const char *path, size_t n, const uint32_t *letters,
                                        const uint32_t *centers, bee_dict **out, unsigned *min_len,
                                        bee_error *err);

/* The same over the len bytes at `data`: an index file the caller mapped
 * (or read), named `name` in messages.  The dictionaries made hold copies
 * of their words: the bytes may go once this returns.  For a caller that
 * keeps the file open and mapped anyway (the command's index watcher, which
 * checks the file it maps at exit), so that it is opened and mapped once. */
bee_status bee_index_load_filtered_memory(const void *data, size_t len, const char *name, size_t n,
                                          const uint32_t *letters, const uint32_t *centers,
                                          bee_dict **out, unsigned *min_len, bee_error *err);

/* bee_bag_solve then bee_bag_sort in `order` (when words are wanted)
 * without a bag index: one plain pass counting each word's letters against
 * the bag.  The same answers, count and order as a bag index over d gives,
 * for a fraction of building one when d holds few words.
 * (BEE_BAG_ORDER_NONE: alphabetical, the order found.)  The same errors as
 * bee_bag_solve, and bee_bag_sort's BEE_ERR_ARG for a value that is no
 * order. */
bee_status bee_bag_solve_plain(const bee_dict *d, const bee_bag *bag, const bee_bag_options *opt,
                               bee_bag_order order, bee_result *r, bee_error *err);

/* ------------------------------------------------------ alphabets */

/* Whether `a` (NULL: English) is English, the a-z byte alphabet the loader
 * and every fast path keep: the one answer to that question, for the
 * library and the program alike.  Asked of the alphabet itself, never of
 * its code: an alphabet of one's own may call itself "en". */
int bee_alphabet_is_english(const bee_alphabet *a);

/* ------------------------------------------------------ daily */

/*
 * The day's puzzle: the same for everyone with the same word list on the
 * same date, whatever the CPU, kernel or threads.  The candidates are the
 * list's NYT-like puzzles: 7 letters that are some answer's letter set (a
 * pangram), BEE_DAILY_MIN_WORDS..BEE_DAILY_MAX_WORDS answers,
 * BEE_DAILY_MIN_SCORE..BEE_DAILY_MAX_SCORE points (NYT scoring), and, on
 * an English list, no S (NYT never uses it).  Their letter sets, in
 * alphabetical order, are walked by a permutation keyed by the candidates
 * themselves (so by the list): day d (days since 1970-01-01) plays set
 * perm(d mod n) of the n sets, so n consecutive days never repeat a set
 * (out->eligible: n, in the thousands for an English list), and its
 * center is one of that set's candidate centers, chosen by the key and d.
 */
#define BEE_DAILY_MIN_WORDS 20
#define BEE_DAILY_MAX_WORDS 80
#define BEE_DAILY_MIN_SCORE 70
#define BEE_DAILY_MAX_SCORE 350

typedef struct bee_daily_puzzle {
    bee_puzzle puzzle; /* center first, then the others alphabetically */
    uint32_t count;    /* answers */
    uint32_t pangrams; /* answers using every letter (at least 1) */
    uint32_t score;    /* NYT scoring */
    int32_t day;       /* days since 1970-01-01 */
    uint32_t eligible; /* letter sets the list offers: days before one comes back */
} bee_daily_puzzle;

/* The puzzle of `date` ("YYYY-MM-DD", 1970-01-01 to 9999-12-31; NULL or
 * "": BEE_ERR_ARG) for the words of `ix` (its min_len counts, as bee_solve
 * does) into *out.  BEE_ERR_ARG naming the date and what is wrong for a
 * date that is not a day of that form; BEE_ERR_EMPTY if no puzzle of the
 * list fits the bounds above; BEE_ERR_NOMEM.  It evaluates every 7-letter
 * pangram set (bee_all_solve on all CPUs): tens of milliseconds on an
 * English list; a server calls it once a day. */
bee_status bee_daily(const bee_index *ix, const char *date, bee_daily_puzzle *out, bee_error *err);

/* ------------------------------------------------------ verify */

/* A load (bee_index_load, bee_index_open) checks an index file's checksums
 * and bounds only (docs/index-format.md, "What a loader checks"): enough for
 * a solve to stay inside the file, not for its answers to be a build's.
 * bee_index_verify checks the rest: ix holds exactly what bee_index_build
 * makes of its own word list.  BEE_OK at once for an index not from a file,
 * or from the built-in image; else BEE_ERR_FORMAT naming the damaged part
 * and element, or BEE_ERR_NOMEM.  It reads every part once (`bee-simd info
 * --verify`; a file from elsewhere, checked once). */
bee_status bee_index_verify(const bee_index *ix, bee_error *err);
/* The same for a bag index from a file (bee_bag_index_load checks bounds
 * only): every field what bee_bag_index_build makes. */
bee_status bee_bag_index_verify(const bee_bag_index *bx, bee_error *err);

/* ------------------------------------------------------ every puzzle, by sets */

/* The puzzles of one letter set that the filters kept, for a writer that
 * shares a set's text among its puzzles (the program's TSV: the letters and
 * the pangrams once a set): the i-th lowest bit of `centers` has count[i]
 * answers and score[i] points. */
typedef struct bee_all_set {
    uint32_t letters, pangrams;
    uint32_t centers; /* never 0: a set with none kept has no record */
    uint32_t count[BEE_ALL_MAX_SIZE], score[BEE_ALL_MAX_SIZE];
} bee_all_set;

/* As bee_all_sink (bee.h), with n records of sets in output order. */
typedef int (*bee_all_set_sink)(void *ctx, int worker, size_t chunk, const bee_all_set *sets,
                                size_t n);

/* bee_all_each handing over a set's puzzles at once, for the order by
 * letters without `top` (the puzzles streamed as they are made); other
 * orders are refused (BEE_ERR_ARG).  The same puzzles, stats and errors as
 * bee_all_each. */
bee_status bee_all_each_set(const bee_index *ix, const bee_all_options *opt, bee_all_set_sink sink,
                            void *ctx, bee_all_stats *stats, bee_error *err);
/* The same from d's words of at least io->min_len letters (io checked as
 * bee_index_build checks it, with its errors), without the solving index:
 * a run that hands over no words reads only each letter set's word count
 * and points, so only those are built (half the build's work, a fraction of
 * its memory).  BEE_ERR_ARG for bingo or min_perfect (they solve puzzles). */
bee_status bee_all_each_set_dict(const bee_dict *d, const bee_index_options *io,
                                 const bee_all_options *opt, bee_all_set_sink sink, void *ctx,
                                 bee_all_stats *stats, bee_error *err);

/* ------------------------------------------------------ curation */

/* The reviewed removals: the words the built-in list was made without
 * (slurs, obscenities, Roman numerals, abbreviations; src/builtin/
 * removed-words.txt, embedded as it is), as text of *len bytes: one word a
 * line, blank lines and lines starting with '#' (the reasons) to pass over.
 * `bee-simd serve` takes them out of any English list it serves. */
const char *bee_removed_words_text(size_t *len);

#pragma GCC visibility pop
#ifdef __cplusplus
}
#endif
#endif
