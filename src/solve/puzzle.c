/* puzzle.c - puzzle notation and scoring rules. */
#include "core/internal.h"

#include <string.h>

bee_status bee_puzzle_parse(const char *text, size_t len, int size, bee_puzzle *out, bee_error *err)
{
    char q[64]; /* the puzzle as messages show it, made on failure only */
#define QUOTED (bee_quote(text, len, q, sizeof q), q)
    if (size < 2 || size > BEE_MAX_LETTERS)
        return bee_fail(err, BEE_ERR_ARG, "puzzle size %d is out of range (2 to 26)", size);
    if (len == 0)
        return bee_fail(err, BEE_ERR_PUZZLE, "empty puzzle");

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

uint32_t bee_word_score(bee_scoring s, uint32_t len, int pangram)
{
    return (uint32_t)bee_total_score(s, bee_base_points(len), 1, pangram != 0);
}
