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
#include "bee_experimental.h" /* the reference oracles */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_CHECK(cond, ...)                                 \
    do {                                                      \
        if (!(cond)) {                                        \
            fprintf(stderr, "invariant failed: %s: ", #cond); \
            fprintf(stderr, __VA_ARGS__);                     \
            fprintf(stderr, "\n");                            \
            abort();                                          \
        }                                                     \
    } while (0)

/* `want` (sorted) and `got` (any order: sorted here) hold the same answers. */
static inline void fuzz_same(const bee_result *want, bee_result *got, const char *what)
{
    bee_result_sort(got);
    size_t nw, ng;
    const uint32_t *ww = bee_result_words(want, &nw), *gw = bee_result_words(got, &ng);
    FUZZ_CHECK(nw == ng, "%s: %zu answers, the reference %zu", what, ng, nw);
    FUZZ_CHECK(bee_result_pangrams(want) == bee_result_pangrams(got) &&
                   bee_result_score(want) == bee_result_score(got),
               "%s: pangrams %zu score %llu, the reference %zu %llu", what,
               bee_result_pangrams(got), (unsigned long long)bee_result_score(got),
               bee_result_pangrams(want), (unsigned long long)bee_result_score(want));
    FUZZ_CHECK(nw == 0 || memcmp(ww, gw, nw * sizeof *ww) == 0,
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
    for (int c = 0; k < size && c < 26; c++) /* too few bytes: fill in order */
        if (!(used >> c & 1)) {
            used |= 1u << c;
            text[k++] = (char)('a' + c);
        }
    return bee_puzzle_parse(NULL, text, (size_t)k, size, p, NULL) == BEE_OK;
}

#endif
