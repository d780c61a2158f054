/*
 * generic/line_fits.h - the bag one-off's line count (lines_kernel.h): each
 * line by the instruction set's line_fit16, kept or dropped without a
 * branch (written at out[n], n advanced when kept).
 */
#include "../lines_kernel.h"

size_t KERNEL_NAME(bee_line_fits)(const char *text, size_t at, const uint32_t *ends, size_t k,
                                  const uint8_t *caps, bee_line_fit *out)
{
    line_caps_vectors v;
    line_caps_setup(caps, &v);
    size_t n = 0;
    for (size_t i = 0; i < k; i++) {
        bee_line_fit f = line_fit16(text + at + ends[i], &v);
        f.end = (uint16_t)ends[i];
        out[n] = f;
        n += f.len != 0;
    }
    return n;
}
