/*
 * options.c - the conventions every command follows on its command line:
 * option names spelled in full (getopt would take any unambiguous
 * abbreviation), the nearest name suggested for a misspelt command or
 * option, -V/--version anywhere, numbers read strictly, and the strict
 * reading of BEE_* variables.
 */
#define _GNU_SOURCE
#include "cli/cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char cli_help_footer[] = "  -h, --help         print this help and exit\n"
                               "  -V, --version      print the version and exit\n";

int cli_version(void)
{
    printf("bee-simd %s\n", BEE_VERSION);
    return EXIT_OK; /* a failed write is caught by main when it flushes */
}

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

/* The long option named exactly name[0..len), or NULL. */
static const struct option *long_option(const struct option *longopts, const char *name, size_t len)
{
    for (const struct option *o = longopts; o->name; o++)
        if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
            return o;
    return NULL;
}

static int unknown_long(const struct option *longopts, const char *name, size_t len)
{
    const char *names[128];
    size_t n = 0;
    for (const struct option *o = longopts; o->name && n < 127; o++)
        names[n++] = o->name;
    names[n++] = "version";
    const char *near = cli_nearest(name, len, names, n);
    if (near)
        cli_error("unknown option '--%.*s' (did you mean '--%s'?)", (int)len, name, near);
    else
        cli_error("unknown option '--%.*s'", (int)len, name);
    return EXIT_USAGE;
}

int cli_options(int argc, char **argv, const char *shortopts, const struct option *longopts)
{
    optind = 1;
    opterr = 0; /* every mistake is caught here, with a better message */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0)
            break;
        if (a[0] != '-' || a[1] == '\0') /* an operand, or "-" */
            continue;
        if (a[1] == '-') {
            const char *name = a + 2;
            size_t len = strcspn(name, "=");
            const struct option *o = long_option(longopts, name, len);
            if (!o && len == 7 && strncmp(name, "version", 7) == 0)
                return cli_version();
            if (!o)
                return unknown_long(longopts, name, len);
            if (o->has_arg == no_argument && name[len] == '=') {
                cli_error("option '--%s' takes no value", o->name);
                return EXIT_USAGE;
            }
            if (o->has_arg == required_argument && name[len] != '=' && ++i >= argc) {
                cli_error("option '--%s' needs a value", o->name);
                return EXIT_USAGE;
            }
            continue;
        }
        for (const char *p = a + 1; *p; p++) { /* short options, maybe grouped: -ho FILE */
            if (*p == 'V')
                return cli_version();
            const char *s = *p == ':' ? NULL : strchr(shortopts, *p);
            if (!s) {
                cli_error("unknown option '-%c'", *p);
                return EXIT_USAGE;
            }
            if (s[1] == ':') {
                if (p[1] == '\0' && ++i >= argc) {
                    cli_error("option '-%c' needs a value", *p);
                    return EXIT_USAGE;
                }
                break; /* the rest of the word, or the next word, is its value */
            }
        }
    }
    return -1;
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
