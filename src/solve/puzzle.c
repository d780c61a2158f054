/* puzzle.c - puzzle notation and scoring rules. */
#include "dict/dict.h"

#include <string.h>

_Static_assert(sizeof(((bee_puzzle *)0)->text) >= 4 * BEE_MAX_LETTERS + 1,
               "a puzzle's text holds its letters of up to 4 UTF-8 bytes each");

/* English: a-z bytes, `size` checked. */
static bee_status parse_english(const char *text, size_t len, int size, bee_puzzle *out,
                                bee_error *err)
{
    char q[64]; /* the puzzle as messages show it, made on failure only */
#define QUOTED (bee_quote(text, len, q, sizeof q), q)
    if (len == 0)
        return bee_fail(err, BEE_ERR_PUZZLE, "empty puzzle");
    /* The common case first (a stream of puzzles spent 11% here): the right
     * number of distinct lowercase letters, the first the center, so the
     * text is the input itself.  Anything else takes the checks below. */
    if (len == (size_t)size) {
        uint32_t letters = 0, bad = 0;
        for (size_t i = 0; i < len; i++) {
            uint32_t d = (uint32_t)(unsigned char)text[i] - 'a';
            bad |= d >= 26;
            letters |= 1u << (d & 31);
        }
        if (!bad && (size_t)bee_popcount32(letters) == len) {
            out->letters = letters;
            out->center = 1u << (text[0] - 'a');
            out->size = size;
            memcpy(out->text, text, len);
            out->text[len] = '\0';
            return BEE_OK;
        }
    }

    uint32_t letters = 0, upper_mask = 0;
    int uppers = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        int up = c >= 'A' && c <= 'Z';
        if (up)
            c = (unsigned char)(c - 'A' + 'a');
        if (c < 'a' || c > 'z')
            return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': character %zu is not a letter a-z",
                            QUOTED, bee_utf8_chars(text, i) + 1);
        uint32_t bit = 1u << (c - 'a');
        if (letters & bit)
            return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': letter '%c' appears twice", QUOTED,
                            c);
        letters |= bit;
        if (up) {
            uppers++;
            upper_mask = bit;
        }
    }
    if (len != (size_t)size)
        return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': has %zu letters, expected %d", QUOTED,
                        len, size);
    if (uppers > 1 && (size_t)uppers < len) /* which one is the center? */
        return bee_fail(err, BEE_ERR_PUZZLE,
                        "puzzle '%s': %d uppercase letters; mark the center with exactly one "
                        "(aeginRt) or put it first (raegint, RAEGINT)",
                        QUOTED, uppers);
#undef QUOTED

    /* exactly one uppercase letter marks the center; otherwise the first */
    uint32_t center;
    if (uppers == 1)
        center = upper_mask;
    else
        center = 1u << ((text[0] | 0x20) - 'a');

    out->letters = letters;
    out->center = center;
    out->size = size;
    size_t j = 0;
    out->text[j++] = (char)('a' + __builtin_ctz(center));
    for (size_t i = 0; i < len; i++) {
        char c = (char)(text[i] | 0x20);
        if ((1u << (c - 'a')) != center)
            out->text[j++] = c;
    }
    out->text[j] = '\0';
    return BEE_OK;
}

/* Any other alphabet: its letters in UTF-8, `size` checked. */
static bee_status parse_letters(const bee_alphabet *a, const char *text, size_t len, int size,
                                bee_puzzle *out, bee_error *err)
{
    char q[64];
#define QUOTED (bee_quote(text, len, q, sizeof q), q)
    if (len == 0)
        return bee_fail(err, BEE_ERR_PUZZLE, "empty puzzle");
    const unsigned char *s = (const unsigned char *)text;
    uint32_t letters = 0, upper_mask = 0, first = 0;
    uint8_t order[BEE_MAX_LETTERS];
    int n = 0, uppers = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t b = bee_utf8_decode(s + i, len - i, &cp);
        if (b == 0)
            return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': byte %zu is not UTF-8", QUOTED,
                            i + 1);
        int up;
        int k = bee_alpha_letter_either_case(a, cp, &up);
        char note[64];
        if (k < 0)
            return bee_fail(err, BEE_ERR_PUZZLE,
                            "puzzle '%s': '%.*s' is not a letter of the alphabet '%s'%s", QUOTED,
                            (int)b, text + i, a->code,
                            bee_alpha_refusal_note(a, cp, note, sizeof note));
        i += b;
        uint32_t bit = 1u << k;
        if (letters & bit)
            return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': letter '%.*s' appears twice", QUOTED,
                            (int)b, text + i - b);
        if (n == BEE_MAX_LETTERS)
            return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': over %d letters", QUOTED,
                            BEE_MAX_LETTERS);
        first = n ? first : bit;
        letters |= bit;
        order[n++] = (uint8_t)k;
        if (up) {
            uppers++;
            upper_mask = bit;
        }
    }
    if (n != size)
        return bee_fail(err, BEE_ERR_PUZZLE, "puzzle '%s': has %d letters, expected %d", QUOTED, n,
                        size);
    if (uppers > 1 && uppers < n)
        return bee_fail(err, BEE_ERR_PUZZLE,
                        "puzzle '%s': %d uppercase letters; mark the center with exactly one "
                        "or put it first",
                        QUOTED, uppers);
    uint32_t center = uppers == 1 ? upper_mask : first;
#undef QUOTED
    /* the text: center first, then the others as given, lowercase UTF-8
     * (at most BEE_MAX_LETTERS letters of 4 bytes: it always fits) */
    char *t = out->text;
    size_t j = bee_utf8_encode(a->letter[__builtin_ctz(center)], t);
    for (int i = 0; i < n; i++)
        if ((1u << order[i]) != center)
            j += bee_utf8_encode(a->letter[order[i]], t + j);
    t[j] = '\0';
    out->letters = letters;
    out->center = center;
    out->size = size;
    return BEE_OK;
}

bee_status bee_puzzle_parse(const bee_alphabet *a, const char *text, size_t len, int size,
                            bee_puzzle *out, bee_error *err)
{
    int most = bee_alphabet_size(a);
    if (size < 2 || size > most)
        return bee_fail(err, BEE_ERR_ARG, "puzzle size %d is out of range (2 to %d)", size, most);
    if (bee_alphabet_is_english(a)) /* a-z bytes: the one English parser */
        return parse_english(text, len, size, out, err);
    return parse_letters(a, text, len, size, out, err);
}
