/*
 * words_scalar.c - the portable word check: a byte at a time; the rule the
 * vector word checks must agree with (words_kernel.h).
 */
#include "words_kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "words_scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define WORDS_FN bee_words_scalar

static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    return bee_word_letters(w, len < 16 ? len : 16);
}

static int word_order16(const unsigned char *p, const unsigned char *w)
{
    for (int j = 0; j < 16; j++)
        if (p[j] != w[j] || !p[j])
            return p[j] < w[j];
    return -1;
}

#include "words_impl.h"
