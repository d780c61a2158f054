/*
 * generic/select.h - bytes kept by a bit mask (select_kernel.h), 64 bytes a
 * step by the instruction set's select_bytes64; each step writes at the end
 * of the last, so a step's garbage past its kept bytes is overwritten by the
 * next one's.
 */
#include <string.h>

#include "../select_kernel.h"

size_t KERNEL_NAME(bee_select_bytes)(char *to, const char *text, const uint64_t *keep,
                                     size_t blocks)
{
    const char *masks = (const char *)keep; /* no alignment promised */
    char *at = to;
    for (size_t b = 0; b < blocks; b++) {
        uint64_t k;
        memcpy(&k, masks + 8 * b, sizeof k);
        at += select_bytes64(at, text + 64 * b, k);
    }
    return (size_t)(at - to);
}
