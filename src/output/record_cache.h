/*
 * record_cache.h - the rendered records of a stream's puzzles, kept per
 * (letter set, center) so that a puzzle met again costs a parse, a probe and
 * a copy instead of a solve and a rendering.  NYT-like streams meet each of
 * their ~56,000 puzzles (ENABLE) about 18 times in a million lines.
 *
 * Why here, above the library: what is kept is rendered text (a record in
 * one format with one command line's options), which is the program's; the
 * library gives the hook (bee_batch_options.probe) that lets any batch
 * caller skip the solve of a puzzle it has met.
 *
 * A record's bytes are its puzzle's text (as typed: "aeginRt" is
 * "raegint", but "rgtniea" is another text of the same puzzle) at a fixed
 * place (`text_at`: after `{"puzzle":"` in JSON, at the start otherwise),
 * and around it bytes that depend only on the letter set, the center and the
 * options; so a kept record serves every spelling of its puzzle, its text
 * put back in.
 *
 * Lines of up to 7 letters whose records are short (tsv counts) are found
 * first by their very bytes in a line table (line_table.h: one hash, one
 * slot a line), shared by the workers without locks; a line not there is
 * looked up in the worker's shelf and then put there.  A short record kept
 * in a shelf is put there at once too, under the line a NYT-like stream
 * writes for its puzzle (the center, then the others in alphabet order), so
 * that the other centers a count stream keeps for a set are met there
 * first, by either thread.
 *
 * Threads: each worker has a shelf of its own (chunk->worker), made on its
 * first use, read and written by that worker only; the line table is
 * written only when a line is first met, and a hit writes nothing.
 * Memory: at most `cap` bytes in all: the line table (4 MiB, made resident
 * whole at its first line, if the cap leaves each shelf room for its first
 * table, 1 MiB, and a 2 MiB block of records), the rest split evenly between
 * the shelves (records and their table, counted whole though pages are made
 * resident only as records are written, a run ahead: a 1M-line NYT-like
 * count stream on 2 threads peaks at ~22 MB); no page is read before it is
 * first written (a page read first is the kernel's zero page, and its first
 * write then interrupts the other workers' CPUs to flush their TLBs).  A
 * full shelf or line table keeps what it has and takes no more (the puzzles
 * met first).  A shelf whose stream hardly repeats (under one line in 16 of
 * its first 4,096 meeting a letter set met before: random letters) stops
 * probing and keeping, so that such a stream costs about what it did
 * without.  Hits and misses are counted for the progress line.
 */
#ifndef BEE_OUTPUT_RECORD_CACHE_H
#define BEE_OUTPUT_RECORD_CACHE_H

#include "bee.h"
#include "output/out.h"

#include <stddef.h>
#include <stdint.h>

/* The default cap of count streams and of hints streams set texts do not
 * keep (solve_stream.c), MiB (--cache): room for every JSON record of a
 * million NYT-like puzzles (~74 MB with word lists, ~46 MB of hints) on each
 * of two threads. */
#define RECORD_CACHE_DEFAULT_MIB 256

typedef struct record_cache record_cache;
typedef struct record_shelf record_shelf;

/* A cache of at most cap_bytes for `threads` workers (1 to
 * BEE_CPU_COUNT_MAX); NULL if cap_bytes is 0 (no cache) or out of memory. */
record_cache *record_cache_new(size_t cap_bytes, int threads);
void record_cache_free(record_cache *c);

/* Worker `worker`'s shelf, made on its first call (by that worker); NULL if
 * out of memory (then nothing is kept for it). */
record_shelf *record_cache_shelf(record_cache *c, int worker);

/* The kept record of puzzle p, or NULL (a miss, counted): *len its bytes. */
const char *record_shelf_find(record_shelf *s, const bee_puzzle *p, size_t *len);
/* Whether the shelf gave up (its stream hardly repeats): it then finds
 * nothing. */
int record_shelf_idle(const record_shelf *s);
/* Whether it still keeps records: not idle, nor full. */
int record_shelf_keeping(const record_shelf *s);
/* Lines answered from the shelf a run at a time (bee_batch_options.lines):
 * the records of the first lines of text[0 .. len) that are plain puzzles
 * (`size` letters a-z, the center first, a newline after: the very text
 * bee_puzzle_parse gives, English) kept here, each after `sep` (or none)
 * with its line put in at `at`, appended to o.  Returns those lines' bytes,
 * *lines their number; a hit counted for each.  It stops at the first
 * other line, which the caller answers the ordinary way. */
size_t record_shelf_lines(record_shelf *s, const char *text, size_t len, size_t size, size_t at,
                          const char *sep, out *o, size_t *lines);
/* Whether puzzle p's record is kept. */
int record_shelf_has(const record_shelf *s, const bee_puzzle *p);
/* The records kept of letter set `letters`' puzzles. */
int record_shelf_kept(const record_shelf *s, uint32_t letters);
/* Keep `len` bytes of record for puzzle p (not found before), if there is
 * room. */
void record_shelf_keep(record_shelf *s, const bee_puzzle *p, const char *record, size_t len);

/* A look ahead at a line's letters (bee_batch_options.ahead): step 0
 * fetches where the set's records are listed, step 1 (a line later) the
 * records themselves; 1 if some puzzle of the set is kept. */
int record_shelf_ahead(const record_shelf *s, uint32_t letters, int step);

/* Probes so far, over every shelf (read while the workers run: a
 * snapshot). */
void record_cache_counts(const record_cache *c, uint64_t *hits, uint64_t *misses);

#endif
