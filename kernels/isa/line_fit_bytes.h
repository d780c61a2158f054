/*
 * isa/line_fit_bytes.h - the bag one-off's line count (lines_kernel.h) a
 * byte at a time, by the reference rule itself: the step of the kernels
 * without a vector one (scalar; NEON and wasm, whose 16-byte vector step is
 * not written yet).
 */
#ifndef BEE_ISA_LINE_FIT_BYTES_H
#define BEE_ISA_LINE_FIT_BYTES_H

#include "../lines_kernel.h"
#include "../words_kernel.h"

typedef struct line_caps_vectors {
    const uint8_t *caps;
} line_caps_vectors;

static inline void line_caps_setup(const uint8_t *caps, line_caps_vectors *v)
{
    v->caps = caps;
}

#define LINE_FIT_LINES 1

static inline void line_fit_lines(const char *base, const uint32_t *ends, size_t m,
                                  const line_caps_vectors *v, uint8_t *len)
{
    (void)m;
    len[0] = bee_line_fit_bytes(base + ends[0], v->caps).len;
}

static inline uint32_t line_letters(const char *end, unsigned len)
{
    return bee_word_letters((const unsigned char *)end - len, len);
}

#endif
