/*
 * dict_check.c - the words of a dictionary loaded from an index file checked
 * as a build makes them: what code that trusts the word list's order needs
 * (a rebuild, a bag index build, the research methods), and the first part
 * of bee_index_verify (file/index_check.c).  A load checks only bounds
 * (file/index_file.c); these read every word once, so they run when asked.
 */
#include "dict/dict.h"

#include <stdio.h>

bee_status bee_damaged(bee_error *err, const char *name, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return bee_fail(err, BEE_ERR_FORMAT, "%s: damaged index file (%s)", name, what);
}

/* Words: in id order one after the other, each ended by its NUL (the loader
 * checked the NULs), filling the text; every other byte a-z; strictly
 * increasing; letter sets matching their text.  *eligible gets the number of
 * words of at least min_len letters.  Each pass is a plain loop over arrays
 * read in order, the first bad element found again for the message. */
bee_status bee_dict_check_text(const bee_dict *d, size_t text_bytes, uint32_t min_len,
                               bee_words_fn words, size_t *eligible, const char *name,
                               bee_error *err)
{
    const unsigned char *text = (const unsigned char *)d->text;
    size_t n = d->n;
    uint32_t stray = d->offset[0];
    for (size_t i = 1; i < n; i++)
        stray |= d->offset[i] ^ (d->offset[i - 1] + d->len[i - 1] + 1u);
    if (stray)
        for (size_t i = 0, at = 0; i < n; at += d->len[i] + 1u, i++)
            if (d->offset[i] != at)
                return bee_damaged(err, name,
                                   "word offsets: word %zu starts at %u, not right after "
                                   "the word before it",
                                   i, (unsigned)d->offset[i]);
    size_t used = (size_t)d->offset[n - 1] + d->len[n - 1] + 1;
    if (used != text_bytes)
        return bee_damaged(err, name, "word text: %zu bytes, the words fill %zu", text_bytes, used);
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += bee_dict_letters(d, i) >= min_len;
    *eligible = count;
    if (d->alpha) /* UTF-8 words: judged by bee_index_alpha_words */
        return BEE_OK;
    /* n NULs end the words: every other byte must be a letter */
    if (bee_count_az(text, text_bytes) != text_bytes - n)
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < d->len[i]; j++)
                if ((uint8_t)(text[d->offset[i] + j] - 'a') >= 26)
                    return bee_damaged(err, name, "word text: word %zu has a byte outside a-z", i);
    /* letter sets and order: one vector pass (words_kernel.h) */
    size_t i = words(d->text, text_bytes, d->offset, d->len, d->mask, n);
    if (i == n)
        return BEE_OK;
    uint32_t m = bee_word_letters(text + d->offset[i], d->len[i]);
    if (m != d->mask[i])
        return bee_damaged(err, name, "word letter sets: word %zu has 0x%x, its letters 0x%x", i,
                           (unsigned)d->mask[i], (unsigned)m);
    return bee_damaged(err, name,
                       "word text: word %zu is not after word %zu "
                       "(words must be distinct and sorted)",
                       i, i - 1);
}

bee_status bee_dict_check_words(const bee_dict *d, bee_error *err)
{
    if (!d->image || d->image_built_in || d->alpha) /* alphabets': judged at load */
        return BEE_OK;
    bee_kernel_id kernel;
    bee_status s = bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, err);
    size_t eligible;
    return s != BEE_OK ? s
                       : bee_dict_check_text(d, d->image_text_bytes, 1, bee_kernel_words_fn(kernel),
                                             &eligible, d->image_name, err);
}
