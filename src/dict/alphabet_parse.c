/*
 * alphabet_parse.c - an alphabet described in a small text file
 * (bee_alphabet_parse; the format is docs/alphabets.md, "Your own
 * alphabet"), so that a language not built in takes one file.  One
 * keyword a line; every error names the line and what is wrong.
 */
#include "core/internal.h"
#include "dict/alphabet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PARSE_FAIL(...) bee_fail(err, BEE_ERR_ARG, __VA_ARGS__)
/* The user's bytes t[0..n) as a message shows them: valid UTF-8 whatever
 * the file holds (bee_quote), in the parser's one buffer `q`. */
#define SHOWN(t, n)     (bee_quote((t), (n), q, sizeof q), q)

/* The one code point of token t[0..n), or 0 if it is not exactly one. */
static uint32_t one_cp(const char *t, size_t n)
{
    uint32_t cp;
    size_t b = bee_utf8_decode((const unsigned char *)t, n, &cp);
    return b && b == n ? cp : 0;
}

static int index_of(const bee_alphabet *a, uint32_t cp)
{
    for (int i = 0; i < a->n; i++)
        if (a->letter[i] == cp)
            return i;
    return -1;
}

/* Is cp already something in the alphabet (a letter, a fold, a drop)? */
static int taken(const bee_alphabet *a, uint32_t cp, int maps)
{
    if (index_of(a, cp) >= 0)
        return 1;
    for (int i = 0; i < maps; i++)
        if (a->map[i].from == cp)
            return 1;
    return 0;
}

/* Next blank-separated token of line[*at .. len): its start, *n its length;
 * NULL at the end. */
static const char *token(const char *line, size_t len, size_t *at, size_t *n)
{
    while (*at < len && (line[*at] == ' ' || line[*at] == '\t'))
        ++*at;
    if (*at == len)
        return NULL;
    size_t start = *at;
    while (*at < len && line[*at] != ' ' && line[*at] != '\t')
        ++*at;
    *n = *at - start;
    return line + start;
}

static bee_status parse_line(bee_alphabet *a, int *maps, const char *line, size_t len, int ln,
                             bee_error *err)
{
    size_t at = 0, n = 0, vn = 0;
    char q[96]; /* SHOWN's */
    const char *kw = token(line, len, &at, &n), *v;
#define IS(word) (n == strlen(word) && memcmp(kw, word, n) == 0)
    if (IS("letters")) {
        while ((v = token(line, len, &at, &vn)) != NULL) {
            uint32_t cp = one_cp(v, vn);
            if (!cp)
                return PARSE_FAIL("alphabet line %d: '%s' is not one character", ln, SHOWN(v, vn));
            if (taken(a, cp, *maps))
                return PARSE_FAIL("alphabet line %d: '%s' is given twice", ln, SHOWN(v, vn));
            if (a->n == BEE_ALPHA_MAX_LETTERS)
                return PARSE_FAIL("alphabet line %d: '%s': over %d letters (bit 31 of a "
                                  "letter set is reserved)",
                                  ln, SHOWN(v, len - (size_t)(v - line)), BEE_ALPHA_MAX_LETTERS);
            a->letter[a->n++] = cp;
        }
    } else if (IS("fold") || IS("drop")) {
        int fold = IS("fold");
        const char *from = token(line, len, &at, &vn);
        uint32_t cp = from ? one_cp(from, vn) : 0;
        if (!cp)
            return PARSE_FAIL("alphabet line %d: %s needs one character", ln,
                              fold ? "fold" : "drop");
        if (taken(a, cp, *maps))
            return PARSE_FAIL("alphabet line %d: '%s' is given twice", ln, SHOWN(from, vn));
        if (*maps == BEE_ALPHA_MAX_MAP)
            return PARSE_FAIL("alphabet line %d: over %d folds and drops", ln, BEE_ALPHA_MAX_MAP);
        bee_alpha_map m = {cp, 0, {0, 0}};
        const char *to = fold ? token(line, len, &at, &vn) : NULL;
        if (fold && !to)
            return PARSE_FAIL("alphabet line %d: fold needs the letters it becomes", ln);
        for (size_t i = 0; to && i < vn;) {
            uint32_t c;
            size_t b = bee_utf8_decode((const unsigned char *)to + i, vn - i, &c);
            int k = b ? index_of(a, c) : -1;
            if (k < 0 || m.n == 2)
                return PARSE_FAIL("alphabet line %d: fold into '%s': one or two letters of "
                                  "the alphabet (give the letters first)",
                                  ln, SHOWN(to, vn));
            m.to[m.n++] = (uint8_t)k;
            i += b;
        }
        a->map[(*maps)++] = m;
    } else if (IS("case")) {
        v = token(line, len, &at, &vn);
        if (v && vn == 4 && memcmp(v, "fold", 4) == 0)
            a->fold_case = 1;
        else if (v && vn == 4 && memcmp(v, "keep", 4) == 0)
            a->fold_case = 0;
        else
            return PARSE_FAIL("alphabet line %d: case is 'fold' or 'keep'", ln);
    } else if (IS("shortest") || IS("bonus")) {
        int shortest = IS("shortest");
        v = token(line, len, &at, &vn);
        char num[16] = "";
        if (v && vn < sizeof num)
            memcpy(num, v, vn);
        char *end;
        long x = strtol(num, &end, 10);
        if (!v || end == num || *end || x < (shortest ? 1 : 0) || x > (shortest ? 255 : 1000))
            return PARSE_FAIL("alphabet line %d: %s takes a number from %d to %d", ln,
                              shortest ? "shortest" : "bonus", shortest, shortest ? 255 : 1000);
        if (shortest)
            a->min_len = (uint32_t)x;
        else
            a->bonus = (uint32_t)x;
    } else if (IS("points")) {
        for (int l = 1; (v = token(line, len, &at, &vn)) != NULL; l++) {
            char num[8] = "";
            if (vn < sizeof num)
                memcpy(num, v, vn);
            char *end;
            long x = strtol(num, &end, 10);
            if (l > 7 || end == num || *end || x < 0 || x > 255)
                return PARSE_FAIL("alphabet line %d: points are up to 7 numbers 0 to 255 (for 1 "
                                  "to 7 letters; longer words 1 a letter)",
                                  ln);
            a->points[l] = (uint8_t)x;
        }
    } else if (IS("code") || IS("name")) {
        /* the rest of the line, into own: code first, then name */
        while (at < len && (line[at] == ' ' || line[at] == '\t'))
            at++;
        size_t rest = len - at, cap = IS("code") ? 15 : sizeof a->own - 17;
        if (rest == 0 || rest > cap)
            return PARSE_FAIL("alphabet line %d: %s takes 1 to %zu bytes", ln, SHOWN(kw, n), cap);
        char *dst = IS("code") ? a->own : a->own + 16;
        memcpy(dst, line + at, rest);
        dst[rest] = '\0';
    } else {
        return PARSE_FAIL("alphabet line %d: unknown keyword '%s' (letters, fold, drop, case, "
                          "shortest, points, bonus, code, name)",
                          ln, SHOWN(kw, n));
    }
#undef IS
    return BEE_OK;
}

bee_status bee_alphabet_parse(const char *text, size_t len, bee_alphabet **out, bee_error *err)
{
    *out = NULL;
    /* UTF-16 (Windows' "Unicode") is refused as such, by its byte order
     * mark, not as a keyword of odd bytes */
    if (len >= 2 && (memcmp(text, "\xFF\xFE", 2) == 0 || memcmp(text, "\xFE\xFF", 2) == 0))
        return PARSE_FAIL("alphabet: the text is UTF-16 (it starts with a UTF-16 byte order "
                          "mark): save it as UTF-8 (iconv -f UTF-16 -t UTF-8)");
    bee_alphabet *a = bee_calloc(1, sizeof *a);
    if (!a)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory reading the alphabet");
    *a = *bee_alphabet_builtin("en"); /* NYT points, shortest 4 */
    a->english = 0;
    a->n = 0;
    memset(a->map, 0, sizeof a->map);
    strcpy(a->own, "custom");
    strcpy(a->own + 16, "an alphabet of its own");
    int maps = 0, ln = 0;
    bee_status s = BEE_OK;
    for (size_t at = 0; at < len && s == BEE_OK;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t l = (size_t)((nl ? nl : text + len) - (text + at));
        const char *line = text + at;
        at += l + (nl != NULL);
        ln++;
        if (l && line[l - 1] == '\r')
            l--;
        size_t lead = 0;
        while (lead < l && (line[lead] == ' ' || line[lead] == '\t'))
            lead++;
        if (lead == l || line[lead] == '#')
            continue;
        s = parse_line(a, &maps, line + lead, l - lead, ln, err);
    }
    if (s == BEE_OK && a->n == 0)
        s = PARSE_FAIL("alphabet: no 'letters' line");
    if (s != BEE_OK) {
        bee_free(a);
        return s;
    }
    a->code = a->own;
    a->name = a->own + 16;
    *out = a;
    return BEE_OK;
}

void bee_alphabet_free(bee_alphabet *a)
{
    bee_free(a);
}
