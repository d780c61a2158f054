/*
 * serve_alphabet.c - the word list's alphabet as /v1/info reports it, so
 * that the page (and any client) plays its letters, folds and points
 * instead of assuming a-z: the code and name, the letters in mask order
 * (bit i is letters[i]), the shortest word, the points by length and the
 * pangram bonus, and the folds (a character read as one or two letters, or
 * as none: "" for a dropped one such as Catalan's middle dot).
 */
#include "serve.h"

#include <string.h>

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
    char to[9];
    for (int i = 0; bee_alphabet_fold(a, i, cp, to); i++) {
        if (i)
            out_char(o, ',');
        out_json_str(o, cp, strlen(cp));
        out_char(o, ':');
        out_json_str(o, to, strlen(to));
    }
    out_str(o, "}}");
}
