/*
 * words_kernel.h - the contract of the word-check kernels used by the
 * content check of a loaded index file (src/file/index_check.c): every word's
 * letter set must be the one the file stores, and every word must sort
 * strictly after the one before it.  Both rules need every byte of every
 * word, which is most of a load's work, so they run as one vector pass
 * (16 bytes a word: ENABLE's words are 9 letters on average, 28 at most).
 *
 * Preconditions (checked before, with their own messages): the words lie in
 * id order one after the other in `text`, each followed by its NUL, and
 * every other byte is a-z.  A kernel may read 16 bytes from a word's start
 * when they lie inside the text (text_len bytes); the words nearer its end
 * go through the shared scalar rule below, as the scalar kernel does.
 */
#ifndef BEE_WORDS_KERNEL_H
#define BEE_WORDS_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/* The first i in [0, n) whose letter set (bit c - 'a' for each letter c of
 * its len[i] letters at text + offset[i]) is not mask[i], or that is not
 * strictly after word i - 1 (i > 0); n if there is none. */
typedef size_t (*bee_words_fn)(const char *text, size_t text_len, const uint32_t *offset,
                               const uint8_t *len, const uint32_t *mask, size_t n);

size_t bee_words_scalar(const char *, size_t, const uint32_t *, const uint8_t *, const uint32_t *,
                        size_t);
size_t bee_words_avx2(const char *, size_t, const uint32_t *, const uint8_t *, const uint32_t *,
                      size_t);
size_t bee_words_avx512(const char *, size_t, const uint32_t *, const uint8_t *, const uint32_t *,
                        size_t);
size_t bee_words_neon(const char *, size_t, const uint32_t *, const uint8_t *, const uint32_t *,
                      size_t);
size_t bee_words_wasm(const char *, size_t, const uint32_t *, const uint8_t *, const uint32_t *,
                      size_t);

/* The letter set of w's len letters. */
static inline uint32_t bee_word_letters(const unsigned char *w, size_t len)
{
    uint32_t m = 0;
    for (size_t j = 0; j < len; j++)
        m |= 1u << (w[j] - 'a');
    return m;
}

/* 1 if the NUL-terminated word w sorts strictly after p (a word sorts
 * after its prefixes), else 0. */
static inline int bee_word_after(const unsigned char *p, const unsigned char *w)
{
    size_t j = 0;
    while (p[j] == w[j] && p[j])
        j++;
    return p[j] < w[j];
}

/* Both rules for word i: the reference every kernel must agree with. */
static inline int bee_word_ok(const unsigned char *text, const uint32_t *offset, const uint8_t *len,
                              const uint32_t *mask, size_t i)
{
    const unsigned char *w = text + offset[i];
    return bee_word_letters(w, len[i]) == mask[i] &&
           (i == 0 || bee_word_after(text + offset[i - 1], w));
}

#endif
