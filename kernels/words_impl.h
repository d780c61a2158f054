/*
 * words_impl.h - the word-check loop, written once (see words_kernel.h).
 * An ISA file defines WORDS_FN (the symbol) and, for 16 readable bytes at a
 * word's start,
 *   static uint32_t word_letters16(const unsigned char *w, unsigned len);
 *       the letter set of its first min(len, 16) letters;
 *   static int word_order16(const unsigned char *p, const unsigned char *w);
 *       1 if w sorts after p, 0 if not, -1 if their first 16 bytes are
 *       equal letters (undecided),
 * then includes this file.
 */
size_t WORDS_FN(const char *text, size_t text_len, const uint32_t *offset, const uint8_t *len,
                const uint32_t *mask, size_t n)
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
