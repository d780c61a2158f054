/*
 * generic/lines.h - the line filter (lines_kernel.h): 64 bytes a step
 * classified by the instruction set's lines_classify (its center bits only
 * when its last argument is not NULL), the line verdicts by the shared
 * bee_lines_emit.
 */
#include <assert.h>

#include "../lines_kernel.h"

/* The chunks of text[0, n); `centered` 0 when the filter's center is the
 * newline (a bag's: every line holds it), whose class bits are then the
 * newline bits: the center's compares are left out. */
static inline __attribute__((always_inline)) size_t lines_pass(const char *text, size_t n,
                                                               const lines_vectors *v,
                                                               bee_line_carry *carry,
                                                               uint32_t *ends, int centered)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i += 64) {
        uint64_t nl, bad, ctr = 0;
        lines_classify(text + i, v, &nl, &bad, centered ? &ctr : NULL);
        k = bee_lines_emit(nl, bad, centered ? ctr : nl, carry, (uint32_t)i, ends, k);
    }
    return k;
}

size_t KERNEL_NAME(bee_lines)(const char *text, size_t n, const bee_line_filter *f,
                              bee_line_carry *carry, uint32_t *ends)
{
    assert(n % 64 == 0); /* the caller pads the tail with newlines */
    lines_vectors v;
    lines_setup(f, &v);
    if (f->center[0] == '\n' && f->center[1] == '\n')
        return lines_pass(text, n, &v, carry, ends, 0);
    return lines_pass(text, n, &v, carry, ends, 1);
}
