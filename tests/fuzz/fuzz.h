/*
 * fuzz.h - what the libFuzzer targets in tests/fuzz share: a failed invariant
 * aborts with a message (libFuzzer saves the input), and results are compared
 * in full (count, pangrams, score, the words).
 *
 * Each target checks an invariant, not only the absence of crashes: answers
 * equal the plain reference, a loaded index answers like one freshly built
 * from its own word list, 1 and N threads write the same bytes.
 * Build: CC=clang-14 cmake -DBEE_FUZZ=ON; run: docs/fuzzing.md.
 */
#ifndef BEE_FUZZ_H
#define BEE_FUZZ_H

#include "bee.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_CHECK(cond, ...)                                              \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "invariant failed: %s: ", #cond);              \
            fprintf(stderr, __VA_ARGS__);                                  \
            fprintf(stderr, "\n");                                         \
            abort();                                                       \
        }                                                                  \
    } while (0)

/* `want` (sorted) and `got` (any order: sorted here) hold the same answers. */
static inline void fuzz_same(const bee_result *want, bee_result *got, const char *what)
{
    bee_result_sort(got);
    FUZZ_CHECK(want->count == got->count, "%s: %zu answers, the reference %zu", what,
               got->count, want->count);
    FUZZ_CHECK(want->pangrams == got->pangrams && want->score == got->score,
               "%s: pangrams %zu score %llu, the reference %zu %llu", what, got->pangrams,
               (unsigned long long)got->score, want->pangrams, (unsigned long long)want->score);
    FUZZ_CHECK(want->count == 0 || memcmp(want->words, got->words,
                                          want->count * sizeof *want->words) == 0,
               "%s: other words than the reference", what);
}

/* Puzzles derived from bytes: `size` distinct letters taken in the order the
 * bytes name them (mod 26), the first the center. */
static inline int fuzz_puzzle(const uint8_t *b, size_t n, int size, bee_puzzle *p)
{
    char text[27];
    uint32_t used = 0;
    int k = 0;
    for (size_t i = 0; i < n && k < size; i++) {
        int c = b[i] % 26;
        if (!(used >> c & 1)) {
            used |= 1u << c;
            text[k++] = (char)('a' + c);
        }
    }
    for (int c = 0; k < size && c < 26; c++)   /* too few bytes: fill in order */
        if (!(used >> c & 1)) {
            used |= 1u << c;
            text[k++] = (char)('a' + c);
        }
    return bee_puzzle_parse(text, (size_t)k, size, p, NULL) == BEE_OK;
}

#endif
