/*
 * all_options.c - the options of `all` (its filters, order, method and
 * threads) read into bee_all_options, by id for the command line and by
 * name for the server's /v1/all, with the same messages.
 */
#include "frontend/all_options.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A letter option's text, kept until the alphabet is known (all_letters_read);
 * -1 with a message if empty. */
static int keep_letters(const char *option, const char *arg, const char **text)
{
    if (!*arg) {
        cli_error("--%s: no letters given", option);
        return -1;
    }
    *text = arg;
    return 0;
}

/* A set of the alphabet's letters (either case) for an option; -1 with a
 * message if bad. */
static int parse_letters(const char *option, const char *arg, const bee_alphabet *a,
                         uint32_t *letters)
{
    bee_error err;
    if (!arg)
        return 0;
    if (bee_alphabet_letters(a, arg, strlen(arg), letters, &err) != BEE_OK) {
        cli_error("--%s: %s", option, err.message);
        return -1;
    }
    return 0;
}

int all_letters_read(const all_letter_args *la, const bee_alphabet *a, bee_all_options *o)
{
    if (parse_letters("exclude", la->exclude, a, &o->exclude) ||
        parse_letters("letters", la->letters, a, &o->require) ||
        parse_letters("center", la->center, a, &o->centers))
        return -1;
    return 0;
}

/* A byte count, a whole number with an optional K, M or G (KiB, MiB, GiB),
 * 1 byte to 1 TiB. */
static int parse_bytes(const char *option, const char *arg, uint64_t *bytes)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(arg, &end, 10);
    int shift = !*end                                     ? 0
                : !end[1] && (*end == 'K' || *end == 'k') ? 10
                : !end[1] && (*end == 'M' || *end == 'm') ? 20
                : !end[1] && (*end == 'G' || *end == 'g') ? 30
                                                          : -1;
    if (errno || end == arg || *arg == '-' || shift < 0 || v < 1 || v > (1ull << 40 >> shift)) {
        cli_error("--%s: '%s' is not a size from 1 byte to 1 TiB (a number, K, M or G after it)",
                  option, arg);
        return -1;
    }
    *bytes = (uint64_t)v << shift;
    return 0;
}

/* A filter bound (0 to 2^32 - 1). */
static int parse_bound(const char *option, const char *arg, uint32_t *bound)
{
    long v = cli_number(option, arg, 0, (long)UINT32_MAX);
    if (v < 0)
        return -1;
    *bound = (uint32_t)v;
    return 0;
}

/* One of `names` ("a, b or c" in the message), as its index; -1 with a message. */
static int pick(const char *option, const char *noun, const char *arg, const char *const names[3])
{
    for (int i = 0; i < 3; i++)
        if (strcmp(arg, names[i]) == 0)
            return i;
    cli_error("--%s: unknown %s '%s' (%s, %s or %s)", option, noun, arg, names[0], names[1],
              names[2]);
    return -1;
}

int cli_all_option(bee_all_options *o, all_letter_args *la, int opt, const char *arg, int *words,
                   int *stats)
{
    long v;
    switch (opt) {
    case ALL_OPT_ANY: o->any = 1; return 0;
    case ALL_OPT_EXCLUDE: return keep_letters("exclude", arg, &la->exclude);
    case ALL_OPT_LETTERS: return keep_letters("letters", arg, &la->letters);
    case ALL_OPT_CENTER: return keep_letters("center", arg, &la->center);
    case ALL_OPT_MAX_MEMORY: return parse_bytes("max-memory", arg, &o->max_memory);
    case ALL_OPT_MIN_WORDS: return parse_bound("min-words", arg, &o->min_words);
    case ALL_OPT_MAX_WORDS: return parse_bound("max-words", arg, &o->max_words);
    case ALL_OPT_MIN_SCORE: return parse_bound("min-score", arg, &o->min_score);
    case ALL_OPT_MAX_SCORE: return parse_bound("max-score", arg, &o->max_score);
    case ALL_OPT_MIN_PANGRAMS: return parse_bound("min-pangrams", arg, &o->min_pangrams);
    case ALL_OPT_MIN_PERFECT: return parse_bound("min-perfect", arg, &o->min_perfect);
    case ALL_OPT_BINGO: o->bingo = 1; return 0;
    case ALL_OPT_WORDS: *words = 1; return 0;
    case ALL_OPT_STATS: *stats = 1; return 0;
    case ALL_OPT_SORT: { /* in bee_all_order's order */
        static const char *const keys[3] = {"letters", "score", "words"};
        int k = pick("sort", "key", arg, keys);
        o->order = (bee_all_order)k;
        return k < 0 ? -1 : 0;
    }
    case ALL_OPT_METHOD: { /* in bee_all_method's order */
        static const char *const methods[3] = {"auto", "subsets", "zeta"};
        int m = pick("method", "method", arg, methods);
        o->method = (bee_all_method)m;
        return m < 0 ? -1 : 0;
    }
    case ALL_OPT_TOP:
        if ((v = cli_number("top", arg, 1, 1000000000L)) < 0)
            return -1;
        o->top = (size_t)v;
        return 0;
    case ALL_OPT_THREADS:
        if ((v = cli_number("threads", arg, 1, BEE_ALL_MAX_THREADS)) < 0)
            return -1;
        o->threads = (int)v;
        return 0;
    }
    return -1;
}

/* The options of `all` by name (the server's parameters, '-' for '_'). */
static const struct {
    const char *name;
    int id;
} all_names[] = {
    {"any", ALL_OPT_ANY},
    {"exclude", ALL_OPT_EXCLUDE},
    {"letters", ALL_OPT_LETTERS},
    {"center", ALL_OPT_CENTER},
    {"min-words", ALL_OPT_MIN_WORDS},
    {"max-words", ALL_OPT_MAX_WORDS},
    {"min-score", ALL_OPT_MIN_SCORE},
    {"max-score", ALL_OPT_MAX_SCORE},
    {"min-pangrams", ALL_OPT_MIN_PANGRAMS},
    {"min-perfect", ALL_OPT_MIN_PERFECT},
    {"bingo", ALL_OPT_BINGO},
    {"sort", ALL_OPT_SORT},
    {"top", ALL_OPT_TOP},
    {"words", ALL_OPT_WORDS},
    {"threads", ALL_OPT_THREADS},
    {"method", ALL_OPT_METHOD},
    {"max-memory", ALL_OPT_MAX_MEMORY},
};

int all_option_named(bee_all_options *o, const bee_alphabet *a, const char *name, const char *arg,
                     int *words)
{
    int stats;
    all_letter_args la = {NULL, NULL, NULL};
    for (size_t i = 0; i < sizeof all_names / sizeof *all_names; i++)
        if (strcmp(all_names[i].name, name) == 0) {
            if (cli_all_option(o, &la, all_names[i].id, arg, words, &stats))
                return -1;
            return all_letters_read(&la, a, o);
        }
    return -2;
}
