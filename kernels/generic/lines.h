/*
 * generic/lines.h - the line filter (lines_kernel.h): 64 bytes a step
 * classified by the instruction set's lines_classify, the line verdicts by
 * the shared bee_lines_emit.
 */
#include <assert.h>

#include "../lines_kernel.h"

size_t KERNEL_NAME(bee_lines)(const char *text, size_t n, const bee_line_filter *f,
                              bee_line_carry *carry, uint32_t *ends)
{
    assert(n % 64 == 0); /* the caller pads the tail with newlines */
    lines_vectors v;
    lines_setup(f, &v);
    size_t k = 0;
    for (size_t i = 0; i < n; i += 64) {
        uint64_t nl, bad, ctr;
        lines_classify(text + i, &v, &nl, &bad, &ctr);
        k = bee_lines_emit(nl, bad, ctr, carry, (uint32_t)i, ends, k);
    }
    return k;
}
