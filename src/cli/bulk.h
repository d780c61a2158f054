/*
 * bulk.h - answering puzzles in bulk for `solve --stdin`: precomputed tables
 * that make one puzzle a few dozen hash lookups and its record mostly memcpy.
 *
 * Letter-set table: every letter set of at most `size` letters among the
 * words of at least min_len letters, in an open-addressing hash table, with
 * its word count, base points and word ids (alphabetical).  A puzzle of k
 * letters is answered by looking up its 2^(k-1) subsets that hold the center:
 * 64 lookups for the NYT game, whatever the dictionary size.  Used for
 * puzzles of up to BULK_MAX_SIZE letters; larger ones go through bee_solve.
 *
 * Word strings: each word pre-rendered as it appears in a JSON list
 * ("word",) or a TSV list (word,), so that a record is built by copying.
 * Word lists come out alphabetical: for a puzzle whose letters are some
 * word's 7-letter set (every NYT puzzle), from that set's alphabetical list
 * of all its words filtered by the center (built once per set, on first use,
 * with each of its 7 puzzles' totals: one lookup a puzzle); otherwise the
 * answers' ids are gathered from the subsets and radix-sorted.
 *
 * Records are byte for byte those of format.c (checked by tests/cli/stream.sh
 * against `bee-simd solve`).  Text format is left to format.c.
 */
#ifndef BEE_CLI_BULK_H
#define BEE_CLI_BULK_H

#include "cli.h"

#define BULK_MAX_SIZE 12

typedef struct bulk bulk;             /* shared, read-only once built */
typedef struct bulk_scratch bulk_scratch;   /* one per thread */

/* NULL if the tables do not apply (text format, --size over BULK_MAX_SIZE)
 * or memory ran out; the caller then uses bee_solve and format_result. */
bulk *bulk_new(const cli_common *c, const bee_dict *d, const bee_index *ix);
void bulk_free(bulk *b);

bulk_scratch *bulk_scratch_new(const bulk *b);
void bulk_scratch_free(bulk_scratch *s);

/* Append the record of puzzle p to o (a memory buffer); -1 if out of memory. */
int bulk_answer(const bulk *b, bulk_scratch *s, const bee_puzzle *p, out *o);

struct stream_config;
/* The `solve --stdin` stream over io's descriptors, threads, name and
 * quietness (solve_stream.c); `fast` from bulk_new for c, or NULL. */
int solve_stream_run(const cli_common *c, const bee_dict *d, const bee_index *ix,
                     const bulk *fast, const struct stream_config *io);

#endif
