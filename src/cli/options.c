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

int cli_version(void)
{
    printf("%s %s\n", cli_program, BEE_VERSION);
    return EXIT_OK; /* a failed write is caught by main when it flushes */
}

/* The long option named exactly name[0..len), or NULL. */
static const struct option *long_option(const struct option *longopts, const char *name, size_t len)
{
    for (const struct option *o = longopts; o->name; o++)
        if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
            return o;
    return NULL;
}

/* Options other servers and tools have, by the name of the one here that
 * does their job (nearest spelling would not find it: --port is no typo of
 * --listen). */
static const char *const other_names[][2] = {
    {"port", "listen"}, {"host", "listen"}, {"bind", "listen"}, {"address", "listen"}};

static int unknown_long(const struct option *longopts, const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof other_names / sizeof *other_names; i++)
        if (strlen(other_names[i][0]) == len && strncmp(other_names[i][0], name, len) == 0 &&
            long_option(longopts, other_names[i][1], strlen(other_names[i][1]))) {
            cli_error("unknown option '--%.*s' (try --%s HOST:PORT)", (int)len, name,
                      other_names[i][1]);
            return EXIT_USAGE;
        }
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
