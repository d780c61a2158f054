/*
 * alphabet.c - the built-in alphabets (bee_alphabet_builtin) and what a
 * code point is in an alphabet.  The rules are the ones issue 23 states and
 * docs/alphabets.md repeats; the tests restate them independently
 * (tests/test_alphabet.c).  Input is taken to be NFC already: a letter and
 * a combining mark (NFD) is two code points, and the mark is outside every
 * alphabet, so such a line is skipped and counted, never misread.
 */
#include "core/internal.h"
#include "dict/alphabet.h"

#include <stdio.h>
#include <string.h>

/* clang-format would stack these initializer macros a brace a line */
// clang-format off
#define AZ                                                                                    \
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', \
        's', 't', 'u', 'v', 'w', 'x', 'y', 'z'
/* NYT points by letters: 1 for 4 (and the shorter words --min-len lets in) */
#define NYT_POINTS {0, 1, 1, 1, 1, 5, 6, 7}
/* letter indices of a-z */
#define L(c) ((uint8_t)((c) - 'a'))
#define F1(cp, c)     {cp, 1, {L(c), 0}}
#define F2(cp, c, d)  {cp, 2, {L(c), L(d)}}
#define DROP(cp)      {cp, 0, {0, 0}}

/* Every Latin-1 and common Latin Extended-A diacritic onto its base letter
 * (fr, pt, it fold them all), and the ligatures onto two letters. */
#define FOLD_ALL                                                                               \
    F1(0xe0, 'a'), F1(0xe1, 'a'), F1(0xe2, 'a'), F1(0xe3, 'a'), F1(0xe4, 'a'), F1(0xe5, 'a'),  \
        F2(0xe6, 'a', 'e'), F1(0xe7, 'c'), F1(0xe8, 'e'), F1(0xe9, 'e'), F1(0xea, 'e'),        \
        F1(0xeb, 'e'), F1(0xec, 'i'), F1(0xed, 'i'), F1(0xee, 'i'), F1(0xef, 'i'),             \
        F1(0xf1, 'n'), F1(0xf2, 'o'), F1(0xf3, 'o'), F1(0xf4, 'o'), F1(0xf5, 'o'),             \
        F1(0xf6, 'o'), F1(0xf8, 'o'), F1(0xf9, 'u'), F1(0xfa, 'u'), F1(0xfb, 'u'),             \
        F1(0xfc, 'u'), F1(0xfd, 'y'), F1(0xff, 'y'), F2(0x153, 'o', 'e')
// clang-format on

static const bee_alphabet builtins[] = {
    {"en", "English (NYT Spelling Bee)", 1, 26, {AZ}, 0, 4, NYT_POINTS, 7, {{0}}, ""},
    {"ca",
     "Catalan (Paraulogic)",
     0,
     27,
     {AZ, 0xe7},
     0,
     3,
     {0, 1, 1, 1, 2, 5, 6, 7},
     10,
     {F1(0xe0, 'a'), F1(0xe8, 'e'), F1(0xe9, 'e'), F1(0xed, 'i'), F1(0xef, 'i'), F1(0xf2, 'o'),
      F1(0xf3, 'o'), F1(0xf6, 'o'), F1(0xfa, 'u'), F1(0xfc, 'u'), DROP(0xb7)},
     ""},
    {"es",
     "Spanish",
     0,
     27,
     {AZ, 0xf1},
     0,
     4,
     NYT_POINTS,
     7,
     {F1(0xe1, 'a'), F1(0xe9, 'e'), F1(0xed, 'i'), F1(0xf3, 'o'), F1(0xfa, 'u'), F1(0xfc, 'u')},
     ""},
    {"de",
     "German",
     0,
     30,
     {AZ, 0xe4, 0xf6, 0xfc, 0xdf},
     1,
     4,
     NYT_POINTS,
     7,
     {F1(0xe0, 'a'), F1(0xe1, 'a'), F1(0xe2, 'a'), F1(0xe3, 'a'), F1(0xe5, 'a'), F1(0xe7, 'c'),
      F1(0xe8, 'e'), F1(0xe9, 'e'), F1(0xea, 'e'), F1(0xeb, 'e'), F1(0xec, 'i'), F1(0xed, 'i'),
      F1(0xee, 'i'), F1(0xef, 'i'), F1(0xf1, 'n'), F1(0xf2, 'o'), F1(0xf3, 'o'), F1(0xf4, 'o'),
      F1(0xf5, 'o'), F1(0xf9, 'u'), F1(0xfa, 'u'), F1(0xfb, 'u')},
     ""},
    {"fr", "French", 0, 26, {AZ}, 0, 4, NYT_POINTS, 7, {FOLD_ALL}, ""},
    {"pt", "Portuguese", 0, 26, {AZ}, 0, 4, NYT_POINTS, 7, {FOLD_ALL}, ""},
    {"it", "Italian", 0, 26, {AZ}, 0, 4, NYT_POINTS, 7, {FOLD_ALL}, ""},
};
#define N_BUILTINS (sizeof builtins / sizeof *builtins)

const bee_alphabet *bee_alphabet_builtin(const char *code)
{
    for (size_t i = 0; code && i < N_BUILTINS; i++)
        if (strcmp(builtins[i].code, code) == 0)
            return &builtins[i];
    return NULL;
}

const char *bee_alphabet_builtin_code(int i)
{
    return i >= 0 && (size_t)i < N_BUILTINS ? builtins[i].code : NULL;
}

int bee_alphabet_is_english(const bee_alphabet *a)
{
    return !a || a->english;
}

const char *bee_alphabet_code(const bee_alphabet *a)
{
    return a ? a->code : "en";
}
const char *bee_alphabet_name(const bee_alphabet *a)
{
    return (a ? a : builtins)->name;
}
int bee_alphabet_size(const bee_alphabet *a)
{
    return (a ? a : builtins)->n;
}
uint32_t bee_alphabet_min_len(const bee_alphabet *a)
{
    return (a ? a : builtins)->min_len;
}

size_t bee_alphabet_letter(const bee_alphabet *a, int i, char out[5])
{
    a = a ? a : builtins;
    if (i < 0 || i >= a->n) {
        out[0] = '\0';
        return 0;
    }
    size_t n = bee_utf8_encode(a->letter[i], out);
    out[n] = '\0';
    return n;
}

int bee_alphabet_fold(const bee_alphabet *a, int i, char from[5], char to[9])
{
    a = a ? a : builtins;
    from[0] = to[0] = '\0';
    if (i < 0 || i >= BEE_ALPHA_MAX_MAP || !a->map[i].from)
        return 0;
    const bee_alpha_map *m = &a->map[i];
    from[bee_utf8_encode(m->from, from)] = '\0';
    size_t n = 0;
    for (int k = 0; k < m->n; k++)
        n += bee_utf8_encode(a->letter[m->to[k]], to + n);
    to[n] = '\0';
    return 1;
}

size_t bee_alphabet_letter_upper(const bee_alphabet *a, int i, char out[5])
{
    a = a ? a : builtins;
    if (i < 0 || i >= a->n) {
        out[0] = '\0';
        return 0;
    }
    size_t n = bee_utf8_encode(bee_alpha_upper(a->letter[i]), out);
    out[n] = '\0';
    return n;
}

static int lookup(const bee_alphabet *a, uint32_t cp, uint8_t to[2]);

/* English's letter sets: bytes a-z either case, its messages as ever. */
static bee_status ascii_letters(const char *text, size_t len, uint32_t *mask, bee_error *err)
{
    uint32_t set = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i] >= 'A' && text[i] <= 'Z' ? (char)(text[i] - 'A' + 'a') : text[i];
        if (c < 'a' || c > 'z')
            return bee_fail(err, BEE_ERR_ARG, "'%.*s' holds '%c', not a letter a-z", (int)len, text,
                            text[i]);
        if (set >> (c - 'a') & 1)
            return bee_fail(err, BEE_ERR_ARG, "'%.*s' holds '%c' twice", (int)len, text, c);
        set |= 1u << (c - 'a');
    }
    *mask = set;
    return BEE_OK;
}

bee_status bee_alphabet_letters(const bee_alphabet *a, const char *text, size_t len, uint32_t *mask,
                                bee_error *err)
{
    if (len > 200)
        return bee_fail(err, BEE_ERR_ARG, "'%.40s...' is too long for a set of letters", text);
    if (bee_alphabet_is_english(a))
        return ascii_letters(text, len, mask, err);
    uint32_t set = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp;
        size_t n = bee_utf8_decode((const unsigned char *)text + i, len - i, &cp);
        if (!n)
            return bee_fail(err, BEE_ERR_ARG, "'%.*s' is not valid UTF-8 at byte %zu", (int)len,
                            text, i + 1);
        int letter = bee_alpha_letter_either_case(a, cp, NULL);
        uint8_t to[2];
        if (letter < 0)
            return bee_fail(err, BEE_ERR_ARG,
                            "'%.*s' holds '%.*s', not a letter of alphabet '%s'%s", (int)len, text,
                            (int)n, text + i, a->code,
                            lookup(a, bee_alpha_lower(cp), to) > 0 ? " (it folds into one)" : "");
        if (set >> letter & 1)
            return bee_fail(err, BEE_ERR_ARG, "'%.*s' holds '%.*s' twice", (int)len, text, (int)n,
                            text + i);
        set |= 1u << letter;
        i += n;
    }
    *mask = set;
    return BEE_OK;
}

uint32_t bee_alphabet_score(const bee_alphabet *a, bee_scoring s, uint32_t letters, int pangram)
{
    a = a ? a : builtins;
    if (s == BEE_SCORING_SIMPLE)
        return pangram ? 3 : 1;
    return bee_alpha_base_points(a, letters) + (pangram ? a->bonus : 0);
}

/* The lowercase of an uppercase Latin letter (ASCII, Latin-1, Latin
 * Extended-A, capital sharp s), else cp itself: the case folding the
 * built-in languages need, not all of Unicode's. */
uint32_t bee_alpha_lower(uint32_t cp)
{
    if ((cp >= 'A' && cp <= 'Z') || (cp >= 0xc0 && cp <= 0xde && cp != 0xd7))
        return cp + 0x20;
    if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14a && cp <= 0x177))
        return cp | 1;
    if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17e))
        return cp + (cp & 1);
    if (cp == 0x178)
        return 0xff;
    if (cp == 0x1e9e)
        return 0xdf;
    return cp;
}

/* bee_alpha_lower's inverse over the same letters. */
uint32_t bee_alpha_upper(uint32_t cp)
{
    if ((cp >= 'a' && cp <= 'z') || (cp >= 0xe0 && cp <= 0xfe && cp != 0xf7))
        return cp - 0x20;
    if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14a && cp <= 0x177))
        return cp & ~1u;
    if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17e))
        return cp - !(cp & 1);
    if (cp == 0xff)
        return 0x178;
    if (cp == 0xdf)
        return 0x1e9e;
    return cp;
}

/* cp as written (lowercase): letters, a fold, a drop, or outside. */
static int lookup(const bee_alphabet *a, uint32_t cp, uint8_t to[2])
{
    /* every built-in's first 26; a smaller alphabet's slots past its size
     * are no letters of it, whatever they hold */
    if (cp >= 'a' && cp <= 'z' && (int)(cp - 'a') < a->n && a->letter[cp - 'a'] == cp) {
        to[0] = (uint8_t)(cp - 'a');
        return 1;
    }
    for (int i = 0; i < a->n; i++)
        if (a->letter[i] == cp) {
            to[0] = (uint8_t)i;
            return 1;
        }
    for (int i = 0; i < BEE_ALPHA_MAX_MAP && a->map[i].from; i++) /* 0 ends the map */
        if (a->map[i].from == cp) {
            to[0] = a->map[i].to[0];
            to[1] = a->map[i].to[1];
            return a->map[i].n;
        }
    return BEE_CP_OUTSIDE;
}

static int letter_index(const bee_alphabet *a, uint32_t cp)
{
    for (int i = 0; i < a->n; i++)
        if (a->letter[i] == cp)
            return i;
    return -1;
}

int bee_alpha_letter_either_case(const bee_alphabet *a, uint32_t cp, int *upper)
{
    int k = letter_index(a, cp), up = 0;
    if (k < 0 && (k = letter_index(a, bee_alpha_lower(cp))) >= 0)
        up = 1;
    if (upper)
        *upper = up;
    return k;
}

const char *bee_alpha_refusal_note(const bee_alphabet *a, uint32_t cp, char *buf, size_t cap)
{
    uint8_t to[2];
    int n = bee_alpha_classify(a, cp, to);
    char l0[5] = "", l1[5] = "";
    if (n >= 1)
        l0[bee_utf8_encode(a->letter[to[0]], l0)] = '\0';
    if (n == 2)
        l1[bee_utf8_encode(a->letter[to[1]], l1)] = '\0';
    if (n == 0)
        snprintf(buf, cap, ": words drop it");
    else if (n >= 1)
        snprintf(buf, cap, ": words fold it to '%s%s', so type '%s%s'", l0, l1, l0, l1);
    else
        buf[0] = '\0';
    return buf;
}

int bee_alpha_classify(const bee_alphabet *a, uint32_t cp, uint8_t to[2])
{
    int n = lookup(a, cp, to);
    if (n != BEE_CP_OUTSIDE)
        return n;
    uint32_t low = bee_alpha_lower(cp);
    if (low == cp || (n = lookup(a, low, to)) == BEE_CP_OUTSIDE)
        return BEE_CP_OUTSIDE;
    return a->fold_case ? n : BEE_CP_UPPER;
}
