/*
 * generic/words.h - the word check (words_kernel.h): each word's letter set
 * and its order after the word before, 16 bytes a word by the instruction
 * set's word_letters16 and word_order16, the rare longer words finished by
 * the scalar rule; the words whose 16 bytes would run past the text go
 * through the scalar rule whole.
 */
#include <assert.h>

#include "../words_kernel.h"

size_t KERNEL_NAME(bee_words)(const char *text, size_t text_len, const uint32_t *offset,
                              const uint8_t *len, const uint32_t *mask, size_t n)
{
    const unsigned char *t = (const unsigned char *)text;
    size_t i = 0;
    for (; i < n && offset[i] + (size_t)16 <= text_len; i++) {
        const unsigned char *w = t + offset[i];
        uint32_t m = word_letters16(w, len[i]);
        if (len[i] > 16) /* rare: 3% of ENABLE */
            m |= bee_word_letters(w + 16, len[i] - 16u);
        if (m != mask[i])
            return i;
        if (i > 0) { /* the word before starts earlier: 16 bytes readable too */
            assert(offset[i - 1] < offset[i]);
            const unsigned char *p = t + offset[i - 1];
            int after = word_order16(p, w);
            if (after < 0)
                after = bee_word_after(p + 16, w + 16);
            if (!after)
                return i;
        }
    }
    for (; i < n; i++) /* the last words: the scalar rule */
        if (!bee_word_ok(t, offset, len, mask, i))
            return i;
    return n;
}
