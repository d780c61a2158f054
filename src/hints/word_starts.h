/*
 * word_starts.h - each word's first two letters and length in letters, one
 * 32-bit key a word id, for the hints (hints.c): what a hint page counts of
 * an answer, read from one table of 4 bytes a word instead of the answer's
 * text (an offset, then the text at a scattered place: two waits on memory
 * an answer, about half of a fill's time; under another alphabet, the
 * word's letters folded again, ~600 instructions).  ENABLE's table is 690
 * KB, and a puzzle's answers are read from it in ascending id order.
 *
 * One table a dictionary, shared by every thread (as the index's set lists
 * are), made on demand of zeros, and a word's key written the first time a
 * page meets it: a stream that meets few of the list's words (Catalan's has
 * 612,509) does not pay for keying them all.  Two threads may write the
 * same key at once: relaxed atomics, the same value either way.  A one-off
 * page does not repay even the table's pages: hints.c asks for it from a
 * bee_hints's HINTS_WARMUP-th fill on.
 */
#ifndef BEE_HINTS_WORD_STARTS_H
#define BEE_HINTS_WORD_STARTS_H

#include "dict/dict.h"

/* A key: length in letters (bits 0-7), first letter (bits 8-12), second
 * letter (bits 13-18; WORD_NO_SECOND for a word of one letter), all as
 * bee_dict_first_letters gives them.  Laid out so that its low 13 bits are
 * the word's cell in a grid [first][256 lengths] and the bits from 8 on its
 * cell in a table [second or none][32 first letters]: a count is one add. */
#define WORD_NO_SECOND  32u
#define WORD_GRID_CELL  0x1fffu /* key & this: first * 256 + length */
#define WORD_PAIR_SHIFT 8       /* key >> this: second * 32 + first */

static inline uint32_t word_start_key(int first, int second, uint32_t len)
{
    uint32_t s = second < 0 ? WORD_NO_SECOND : (uint32_t)second;
    return len | (uint32_t)first << 8 | s << 13;
}
static inline uint32_t word_start_len(uint32_t key)
{
    return key & 255;
}
static inline int word_start_first(uint32_t key)
{
    return (int)(key >> 8 & 31);
}

/* The table of d's keys (d->n of them, 0 until met: a key is never 0,
 * a word having a letter), made now if not yet (by whichever thread asks
 * first; one that loses the race frees its copy); NULL if out of memory
 * (the caller then reads the words' text). */
_Atomic uint32_t *word_starts(const bee_dict *d);

/* Word id's key: from the table, else from its text (and kept there). */
static inline uint32_t word_start(const bee_dict *d, _Atomic uint32_t *keys, uint32_t id)
{
    uint32_t key = atomic_load_explicit(&keys[id], memory_order_relaxed);
    if (key)
        return key;
    int first, second;
    uint32_t len = bee_dict_first_letters(d, id, &first, &second);
    key = word_start_key(first, second, len);
    atomic_store_explicit(&keys[id], key, memory_order_relaxed);
    return key;
}

#endif
