/*
 * serve_alphabet.c - the word list's alphabet as /v1/info reports it, so
 * that the page (and any client) plays its letters, folds and points
 * instead of assuming a-z: the code and name, the letters in mask order
 * (bit i is letters[i]), the shortest word, the points by length and the
 * pangram bonus, and the folds (a character read as one or two letters, or
 * as none: "" for a dropped one such as Catalan's middle dot).
 */
#include "serve.h"

#include "dict/alphabet.h" /* the fold map's layout: no public call lists it */

#include <string.h>

/* cp in UTF-8 into b: its length (the library's encoder is not exported). */
static size_t utf8(uint32_t cp, char b[4])
{
    if (cp < 0x80) {
        b[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        b[0] = (char)(0xc0 | cp >> 6);
        b[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        b[0] = (char)(0xe0 | cp >> 12);
        b[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        b[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    b[0] = (char)(0xf0 | cp >> 18);
    b[1] = (char)(0x80 | (cp >> 12 & 0x3f));
    b[2] = (char)(0x80 | (cp >> 6 & 0x3f));
    b[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

void serve_alphabet_json(out *o, const bee_alphabet *a)
{
    char cp[5];
    out_str(o, "{\"code\":");
    out_json_str(o, bee_alphabet_code(a), strlen(bee_alphabet_code(a)));
    out_str(o, ",\"name\":");
    out_json_str(o, bee_alphabet_name(a), strlen(bee_alphabet_name(a)));
    out_str(o, ",\"letters\":[");
    for (int i = 0; i < bee_alphabet_size(a); i++) {
        if (i)
            out_char(o, ',');
        out_json_str(o, cp, bee_alphabet_letter(a, i, cp));
    }
    out_str(o, "],\"min_len\":");
    out_u64(o, bee_alphabet_min_len(a));
    /* words of 1..7 letters; longer ones score one a letter */
    out_str(o, ",\"points\":[");
    for (uint32_t n = 1; n <= 7; n++) {
        if (n > 1)
            out_char(o, ',');
        out_u64(o, bee_alphabet_score(a, BEE_SCORING_NYT, n, 0));
    }
    out_str(o, "],\"bonus\":");
    out_u64(o, bee_alphabet_score(a, BEE_SCORING_NYT, 7, 1) -
                   bee_alphabet_score(a, BEE_SCORING_NYT, 7, 0));
    out_str(o, ",\"folds\":{");
    for (int i = 0; i < BEE_ALPHA_MAX_MAP && a->map[i].from; i++) {
        const bee_alpha_map *m = &a->map[i];
        char to[10];
        size_t n = 0;
        for (int k = 0; k < m->n; k++)
            n += bee_alphabet_letter(a, m->to[k], to + n);
        if (i)
            out_char(o, ',');
        out_json_str(o, cp, utf8(m->from, cp));
        out_char(o, ':');
        out_json_str(o, to, n);
    }
    out_str(o, "}}");
}
