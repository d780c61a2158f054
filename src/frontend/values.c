/*
 * values.c - reading what a command line and a query both give: numbers
 * read strictly, a kernel this machine runs, the BEE_* variables, and the
 * nearest known name for a misspelt one.
 */
#include "frontend/frontend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Edit distance with transpositions (optimal string alignment): "sovle" is
 * one step from "solve". */
static size_t distance(const char *a, size_t la, const char *b, size_t lb)
{
    enum { MAX = 64 };
    if (la >= MAX || lb >= MAX)
        return (size_t)-1;
    size_t d[MAX][MAX];
    for (size_t i = 0; i <= la; i++)
        d[i][0] = i;
    for (size_t j = 0; j <= lb; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[la][lb];
}

const char *cli_nearest(const char *word, size_t len, const char *const *names, size_t n)
{
    const char *best = NULL, *prefix_of = NULL;
    size_t best_d = (size_t)-1;
    for (size_t i = 0; i < n; i++) {
        size_t ln = strlen(names[i]);
        if (len > 0 && len < ln && strncmp(word, names[i], len) == 0) {
            /* an abbreviation: say which name it stands for (the shortest) */
            if (!prefix_of || ln < strlen(prefix_of))
                prefix_of = names[i];
        }
        size_t d = distance(word, len, names[i], ln);
        if (d < best_d) {
            best_d = d;
            best = names[i];
        }
    }
    if (prefix_of)
        return prefix_of;
    /* near enough to be a slip: a third of the letters, at least 1, at most 3 */
    size_t allowed = len / 3 < 1 ? 1 : len / 3 > 3 ? 3 : len / 3;
    return best_d <= allowed ? best : NULL;
}

int cli_kernel(const char *what, const char *name, bee_kernel_id *kernel)
{
    int k = bee_kernel_from_name(name);
    if (k == BEE_UNKNOWN_NAME) {
        cli_error("%s: unknown kernel '%s' (scalar, avx2, avx512, neon or auto)", what, name);
        return EXIT_USAGE;
    }
    bee_error err;
    if (k != BEE_KERNEL_AUTO && bee_kernel_check((bee_kernel_id)k, &err) != BEE_OK) {
        cli_error("%s: %s", what, err.message);
        return EXIT_USAGE;
    }
    *kernel = (bee_kernel_id)k;
    return EXIT_OK;
}

int cli_check_environment(void)
{
    /* The library would quietly fall back to auto for a bad BEE_KERNEL. */
    const char *k = getenv("BEE_KERNEL");
    bee_kernel_id unused;
    if (k && *k && cli_kernel("BEE_KERNEL", k, &unused))
        return EXIT_USAGE;
    int threads = 0; /* checked whether or not this command starts threads */
    return cli_env_threads(&threads, CLI_MAX_THREADS);
}

long cli_number(const char *option, const char *arg, long lo, long hi)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno || end == arg || *end || v < lo || v > hi) {
        cli_error("--%s: '%s' is not a number from %ld to %ld", option, arg, lo, hi);
        return -1;
    }
    return v;
}

int cli_env_threads(int *threads, int most)
{
    const char *env = getenv("BEE_THREADS");
    if (*threads || !env || !*env)
        return EXIT_OK;
    char *end;
    errno = 0;
    long v = strtol(env, &end, 10);
    if (errno || end == env || *end || v < 1 || v > most) {
        cli_error("BEE_THREADS: '%s' is not a number from 1 to %d", env, most);
        return EXIT_USAGE;
    }
    *threads = (int)v;
    return EXIT_OK;
}

int bag_parse_must_use(const char *arg, uint8_t must[BEE_BAG_LETTERS])
{
    size_t len = strlen(arg);
    if (len == 0) {
        cli_error("--must-use: no letters given");
        return EXIT_USAGE;
    }
    if (len > BEE_BAG_MAX_TILES) {
        cli_error("--must-use: %zu letters, at most %d", len, BEE_BAG_MAX_TILES);
        return EXIT_USAGE;
    }
    memset(must, 0, BEE_BAG_LETTERS);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)arg[i];
        if (c < 'a' || c > 'z') {
            cli_error("--must-use: '%s': character %zu is not a letter a-z", arg, i + 1);
            return EXIT_USAGE;
        }
        must[c - 'a']++;
    }
    return EXIT_OK;
}

int bag_parse_must_use_in(const bee_alphabet *a, const char *arg, uint8_t must[BEE_BAG_LETTERS])
{
    if (bee_alphabet_is_english(a))
        return bag_parse_must_use(arg, must); /* a-z, its messages as they were */
    bee_bag m;
    bee_error err;
    if (*arg && bee_bag_parse(a, arg, strlen(arg), &m, &err) != BEE_OK) {
        cli_error("--must-use: %s", err.message);
        return EXIT_USAGE;
    }
    if (!*arg || m.blanks) {
        cli_error("--must-use: '%s': %s", arg,
                  *arg ? "a blank '?' is no letter" : "no letters given");
        return EXIT_USAGE;
    }
    memcpy(must, m.counts, BEE_BAG_LETTERS);
    return EXIT_OK;
}

size_t cli_split_list(char *text, const char **items, size_t cap)
{
    size_t n = 0;
    for (char *p = text; *p && n < cap;) {
        char *end = p + strcspn(p, ",\n");
        int last = *end == '\0';
        *end = '\0';
        char *w = p + strspn(p, " \t\r");
        size_t len = strlen(w);
        while (len && strchr(" \t\r", w[len - 1]))
            w[--len] = '\0';
        if (len && w[0] != '#')
            items[n++] = w;
        if (last)
            break;
        p = end + 1;
    }
    return n;
}

size_t cli_list_cap(const char *text)
{
    size_t n = 1;
    for (; *text; text++)
        n += *text == ',' || *text == '\n';
    return n;
}
