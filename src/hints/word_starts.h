/*
 * word_starts.h - each word's first two letters and length in letters, one
 * 32-bit key a word id, for the hints (hints.c): what a hint page counts of
 * an answer, read from one table of 4 bytes a word instead of the answer's
 * text (an offset, then the text at a scattered place: two waits on memory
 * an answer, about half of a fill's time).  ENABLE's table is 690 KB, and
 * the answers of a puzzle are read from it in ascending id order.
 *
 * Built once a dictionary, on demand, and shared by every thread (as the
 * index's set lists are): building it reads the whole list's text, which a
 * one-off hint page does not repay, so hints.c asks for it from its
 * HINTS_WARMUP-th fill on.
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

/* The keys of d's words (d->n of them), built now if not yet (by whichever
 * thread asks first; a thread that loses the race frees its copy); NULL if
 * out of memory (the caller then reads the words' text). */
const uint32_t *word_starts(const bee_dict *d);

#endif
