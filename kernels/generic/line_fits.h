/*
 * generic/line_fits.h - the bag one-off's line count (lines_kernel.h): the
 * lines LINE_FIT_LINES at a time by the instruction set's line_fit_lines,
 * each kept or dropped without a branch (written at out[n], n advanced when
 * kept), then the letter sets of those kept by its line_letters.
 */
#include "../lines_kernel.h"

size_t KERNEL_NAME(bee_line_fits)(const char *text, size_t at, const uint32_t *ends, size_t k,
                                  const uint8_t *caps, bee_line_fit *out)
{
    line_caps_vectors v;
    line_caps_setup(caps, &v);
    size_t n = 0;
    for (size_t i = 0; i < k; i += LINE_FIT_LINES) {
        uint8_t len[LINE_FIT_LINES];
        size_t m = k - i < LINE_FIT_LINES ? k - i : LINE_FIT_LINES;
        line_fit_lines(text + at, ends + i, m, &v, len);
        for (size_t j = 0; j < m; j++) { /* field by field: no struct stored and read back */
            out[n].end = (uint16_t)ends[i + j];
            out[n].len = len[j];
            out[n].unused = 0;
            n += len[j] != 0;
        }
    }
    /* the letter sets of the lines kept only (4 in 10 of ENABLE's for the
     * bench's board) */
    for (size_t j = 0; j < n; j++)
        out[j].letters =
            out[j].len == BEE_LINE_UNDECIDED ? 0 : line_letters(text + at + out[j].end, out[j].len);
    return n;
}
