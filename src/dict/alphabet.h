/*
 * alphabet.h - the layout of an alphabet (bee_alphabet in bee.h), shared by
 * the loader (dict_alpha.c), puzzles and scoring (not installed).
 *
 * An alphabet maps each code point of a line to letters: one of its own
 * letters (bit i of a mask), a fold onto one or two letters (`à` -> a,
 * `œ` -> o e), or nothing (a dropped character such as the middle dot of
 * `l·l`).  English is the alphabet with `english` set: the loader and every
 * fast path keep their a-z byte code for it.
 */
#ifndef BEE_ALPHABET_H
#define BEE_ALPHABET_H

#include "bee.h"
#include "bee_experimental.h" /* bee_alphabet_is_english */
#include "core/utf8.h"

#include <stdint.h>

/* 31: bit 31 of a mask is the kernels' padding (BEE_PAD_MASK), never a letter */
#define BEE_ALPHA_MAX_LETTERS 31
#define BEE_ALPHA_MAX_MAP     64

typedef struct bee_alpha_map {
    uint32_t from; /* a code point (lowercase) */
    uint8_t n;     /* letters it stands for: 0 (dropped), 1 or 2 */
    uint8_t to[2]; /* their indices */
} bee_alpha_map;

struct bee_alphabet {
    const char *code;                       /* "ca" */
    const char *name;                       /* "Catalan (Paraulogic)" */
    int english;                            /* a-z as bytes: the loader's and kernels' fast paths */
    int n;                                  /* letters */
    uint32_t letter[BEE_ALPHA_MAX_LETTERS]; /* their code points, lowercase */
    int fold_case;                          /* uppercase lines fold (else skipped) */
    uint32_t min_len;                       /* shortest word, in letters */
    uint8_t points[8];                      /* points by letters below 8; then 1 a letter */
    uint32_t bonus;                         /* a pangram's extra points */
    bee_alpha_map map[BEE_ALPHA_MAX_MAP];   /* sorted or not; ends at from 0 */
    char own[96]; /* a parsed alphabet's code and name (bee_alphabet_parse) */
};

/* What a code point is in an alphabet. */
enum { BEE_CP_OUTSIDE = -1, BEE_CP_UPPER = -2 };

/* The letters `cp` stands for into to[0..]: how many (0: dropped), or
 * BEE_CP_UPPER (an uppercase form of one, and the alphabet does not fold
 * case) or BEE_CP_OUTSIDE. */
int bee_alpha_classify(const bee_alphabet *a, uint32_t cp, uint8_t to[2]);

/* The index of the letter cp is in either case (the letter itself, else
 * its lowercase; never a character folded onto it, such as a-grave), or -1;
 * *upper (if not NULL) is set when it was the uppercase form.  How
 * puzzles, bags and sets of letters read a letter the user typed. */
int bee_alpha_letter_either_case(const bee_alphabet *a, uint32_t cp, int *upper);

/* What a character a puzzle refuses (no letter of a) is to the
 * alphabet's words, as words fold it, for the message that refuses it:
 * ": words fold it to 'e', so type 'e'", ": words drop it", or "" (not
 * in the alphabet at all).  Written into buf (cap >= 64); returns buf. */
const char *bee_alpha_refusal_note(const bee_alphabet *a, uint32_t cp, char *buf, size_t cap);

/* The lowercase of an uppercase Latin letter (ASCII, Latin-1, Latin
 * Extended-A, capital sharp s), else cp itself. */
uint32_t bee_alpha_lower(uint32_t cp);
/* Its inverse: the uppercase of a lowercase one of those, else cp itself. */
uint32_t bee_alpha_upper(uint32_t cp);

/* A word's base points (pangram bonus apart) under the alphabet's rule. */
static inline uint32_t bee_alpha_base_points(const bee_alphabet *a, uint32_t letters)
{
    return letters < 8 ? a->points[letters] : letters;
}

#endif
