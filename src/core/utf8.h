/*
 * utf8.h - the one UTF-8 decoder of the library and the program (not
 * installed): word lists, alphabets, puzzles and bags, the quotes of bad
 * input in messages (bee_quote, the one way a message shows a user's
 * bytes), and JSON output all judge bytes by it, so that a byte string is
 * valid UTF-8 in one place exactly when it is in every other.
 *
 * Strict, as RFC 3629 and Unicode's Table 3-7 define it: no overlong form
 * (C0, C1, E0 80-9F, F0 80-8F), no surrogate (ED A0-BF), nothing above
 * U+10FFFF (F4 90-BF, F5-FF), no stray continuation byte, no truncated
 * sequence.
 */
#ifndef BEE_CORE_UTF8_H
#define BEE_CORE_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* The sequence at s[0 .. len), len >= 1: its length (1-4) with its code
 * point in *cp, or 0 if it is not valid UTF-8 (*cp untouched).  Inline: the
 * loaders call it once a letter. */
static inline size_t bee_utf8_decode(const unsigned char *s, size_t len, uint32_t *cp)
{
    unsigned c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c < 0xc2 || c > 0xf4) /* a continuation byte, an overlong C0/C1, past U+10FFFF */
        return 0;
    size_t n = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
    if (n > len)
        return 0;
    /* the second byte's range depends on the lead: it rules out the
     * overlong 3- and 4-byte forms, the surrogates and past U+10FFFF */
    unsigned lo = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80;
    unsigned hi = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf;
    if (s[1] < lo || s[1] > hi)
        return 0;
    uint32_t v = (c & (0x7fu >> n)) << 6 | (s[1] & 0x3fu);
    for (size_t i = 2; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3fu);
    }
    *cp = v;
    return n;
}

/* The UTF-8 of code point cp (at most U+10FFFF) into out: 1-4 bytes, no
 * NUL added; how many. */
size_t bee_utf8_encode(uint32_t cp, char *out);

/* Characters in text[0 .. n) counted as UTF-8 (continuation bytes not). */
size_t bee_utf8_chars(const char *text, size_t n);
/* Show at most 40 bytes of bad input in a message, in valid UTF-8 whatever
 * the bytes: valid UTF-8 as it is, a control character or any other byte
 * as \xHH, and "..." if cut; `out` should hold 48 bytes (more for bytes
 * shown as escapes: up to 4 each). */
void bee_quote(const char *text, size_t len, char *out, size_t cap);

#endif
