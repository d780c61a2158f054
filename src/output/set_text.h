/*
 * set_text.h - a stream's letter sets, each with its words rendered once, so
 * that a puzzle's record copies its lists out of its set's text instead of
 * fetching each word.
 *
 * A NYT-like stream meets each of its ~8,000 letter sets (ENABLE) about 125
 * times in a million lines, with one of 7 centers.  A set's text is every
 * word any of its puzzles answers, alphabetical, each as a JSON or TSV list
 * shows it ("word", or word,) one after the other; beside it, a bit a byte
 * for each center (the bytes of the words with that letter), and the
 * pangrams' own text.  A record's list is then the text's bytes whose bit is
 * set, 64 at a time (bee_select_bytes_fn), instead of its ~130 words fetched
 * one by one from the writer's table (1M NYT-like lines of JSON on 2
 * threads: 1.7x `cat` of the output before, 1.2x with set texts;
 * bench/README.md).  The words, their order and the numbers are the
 * library's: a set's text is made from its puzzles' solves (one a center,
 * merged), so it answers exactly what a solve would.
 *
 * Hints (set_texts_new_records): a set's text is then its centers' whole
 * records, made by the caller at its second meeting, each copied out with
 * the puzzle's own text put in (as the record cache does, record_cache.h,
 * but once for all threads).
 *
 * Threads: one table of sets shared by the workers, without locks: a set's
 * slot is claimed the first time a worker meets it, and its text made by the
 * worker that meets it a second time (a set met once is not worth its 7
 * solves) and published; both workers making one at once is harmless (one
 * is kept).  A text is never changed once published.
 * Memory: at most `cap` bytes of texts (each worker takes its own blocks
 * of memory), and MAX_SETS (set_text.c) sets; past either, puzzles are
 * solved as ever.  A stream that hardly repeats (under one line in 16 of
 * its first 4,096 meeting a set met before: random letters) stops looking,
 * so that it costs what it did without.
 */
#ifndef BEE_OUTPUT_SET_TEXT_H
#define BEE_OUTPUT_SET_TEXT_H

#include "bee.h"
#include "bee_experimental.h"
#include "output/format.h"

#include <stddef.h>
#include <stdint.h>

/* The most letters a puzzle answered from a set text has: a mask each. */
#define SET_TEXT_LETTERS 7

/* The default cap, MiB: ENABLE's NYT-like sets take ~23 MB of JSON. */
#define SET_TEXTS_DEFAULT_MIB 256

/* A record's numbers. */
typedef struct set_numbers {
    uint32_t count, pangrams;
    uint64_t score;
} set_numbers;

/* One letter set's words, rendered: this header, then SET_TEXT_LETTERS
 * masks of `blocks` words each, the text (64 x blocks bytes, zeros past the
 * words), and the pangrams' text (the same for every center, a few words;
 * readable in 16-byte steps).  Where each lies follows from `blocks`, so
 * that a look ahead can fetch them with no wait for the header. */
typedef struct set_text {
    uint32_t blocks;
    uint32_t pangram_bytes;               /* the last comma left out */
    set_numbers center[SET_TEXT_LETTERS]; /* by the center's rank in the set */
} set_text;
#define SET_TEXT_HEAD 128
_Static_assert(sizeof(set_text) <= SET_TEXT_HEAD, "a text's header is two cache lines");

/* Where its text is, from its start. */
static inline size_t set_text_text_at(size_t blocks)
{
    return SET_TEXT_HEAD + (size_t)SET_TEXT_LETTERS * blocks * sizeof(uint64_t);
}

/* A center's mask (rank j: the j-th lowest letter of the set). */
static inline const uint64_t *set_text_keep(const set_text *t, unsigned j)
{
    return (const uint64_t *)((const char *)t + SET_TEXT_HEAD) + (size_t)j * t->blocks;
}

static inline const char *set_text_words(const set_text *t)
{
    return (const char *)t + set_text_text_at(t->blocks);
}

static inline const char *set_text_pangrams(const set_text *t)
{
    return set_text_words(t) + (size_t)t->blocks * 64;
}

/* The bits set in x: by hand, as the program is built for any x86-64
 * (__builtin_popcount is then a call, ~2% of a JSON stream's time). */
static inline unsigned set_text_popcount(uint32_t x)
{
    x -= x >> 1 & 0x55555555u;
    x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return x * 0x01010101u >> 24;
}

/* The rank of a center among a set's letters. */
static inline unsigned set_text_center(uint32_t letters, uint32_t center)
{
    return set_text_popcount(letters & (center - 1));
}

typedef struct set_texts set_texts;

/* The sets of a stream of w's records (JSON or TSV with words) on ix, for
 * `threads` workers; NULL if cap_bytes is 0, w's records list no words, or
 * out of memory (then every puzzle is solved). */
set_texts *set_texts_new(const record_writer *w, const bee_index *ix, size_t cap_bytes,
                         int threads);
void set_texts_free(set_texts *s);

/* The same for whole records (hints): a set's text is then each of its
 * centers' records, made by `record` (ctx; the record of p solved into r at
 * the end of o: 0, or nonzero if it cannot be made), the puzzle's text at
 * byte `at` of each (English puzzles: 1 byte a letter). */
typedef int (*set_record_fn)(void *ctx, out *o, const bee_puzzle *p, const bee_result *r);
set_texts *set_texts_new_records(const record_writer *w, const bee_index *ix, size_t cap_bytes,
                                 int threads, set_record_fn record, void *ctx, size_t at);

/* The text of p's letter set, made now if this is its second meeting, or
 * NULL: solve p as ever (a first meeting, a set too big or past the caps,
 * the stream hardly repeats, or out of memory).  By worker `worker` only. */
const set_text *set_texts_find(set_texts *s, const bee_puzzle *p, int worker);

/* Of texts of whole records: p's record at the end of o, its text put in,
 * and 1; or 0 (solve p as ever, as set_texts_find's NULL). */
int set_texts_put_record(set_texts *s, out *o, const bee_puzzle *p, int worker);

/* A look `step` lines ahead (bee_batch_options.ahead): fetch the slot of
 * `letters` (step 0), or its text (step 1); 1 if its text is there. */
int set_texts_ahead(const set_texts *s, uint32_t letters, int step);

/* The records of the first lines of text[0 .. len) that are plain puzzles
 * of 7 letters ("raegint\n": a-z, distinct, the center first) whose set
 * has its text, at the end of o; the bytes of those lines, *items their
 * number.  By worker `worker` only (bee_batch_options.lines). */
size_t set_texts_lines(set_texts *s, const char *text, size_t len, int worker, out *o,
                       size_t *items);

/* Whether s gave up (the stream hardly repeats): it then finds nothing. */
int set_texts_idle(const set_texts *s);

/* Lines answered from a text, and lines not. */
void set_texts_counts(const set_texts *s, uint64_t *hits, uint64_t *misses);

#endif
