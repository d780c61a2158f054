/*
 * opt_use.c - a command's getopt_long arrays and its --help, made at run
 * time from its rows in the option table (opt_table.h).
 */
#include "cli/opt_table.h"

#include <stdio.h>
#include <string.h>

void cli_getopt_init(cli_getopt *g, const cli_spec *spec)
{
    size_t n = 0, s = 0;
    g->spec = spec;
    for (const cli_row *r = spec->rows; r->opt || r->text; r++) {
        const cli_opt *o = r->opt;
        if (!o || !o->id) /* text, or read by cli_options alone (--version) */
            continue;
        if (n < CLI_MAX_OPTS)
            g->longopts[n++] =
                (struct option){o->name, o->arg ? required_argument : no_argument, NULL, o->id};
        if (o->short_name && s + 2 < sizeof g->shortopts) {
            g->shortopts[s++] = o->short_name;
            if (o->arg)
                g->shortopts[s++] = ':';
        }
    }
    g->longopts[n] = (struct option){NULL, 0, NULL, 0};
    g->shortopts[s] = '\0';
}

int cli_getopt_id(const cli_getopt *g, int opt)
{
    for (const cli_row *r = g->spec->rows; r->opt || r->text; r++)
        if (r->opt && r->opt->id && r->opt->short_name == opt)
            return r->opt->id;
    return opt;
}

/* "  -d, --dict PATH" then the help's lines from the column on: past the
 * column, two spaces before the help. */
static void print_option(FILE *f, const cli_opt *o, int column)
{
    char left[64];
    int n = o->short_name ? snprintf(left, sizeof left, "  -%c, --%s", o->short_name, o->name)
                          : snprintf(left, sizeof left, "  --%s", o->name);
    if (o->arg)
        n += snprintf(left + n, sizeof left - (size_t)n, " %s", o->arg);
    fprintf(f, "%s%*s", left, n < column ? column - n : 2, "");
    for (const char *p = o->help; *p;) {
        size_t len = strcspn(p, "\n");
        fprintf(f, "%.*s\n", (int)len, p);
        p += len;
        if (*p == '\n' && *++p)
            fprintf(f, "%*s", column, "");
    }
}

void cli_spec_help(const cli_spec *spec)
{
    fputs(spec->usage, stdout);
    for (const cli_row *r = spec->rows; r->opt || r->text; r++) {
        if (r->text)
            fputs(r->text, stdout);
        else if (r->opt->help)
            print_option(stdout, r->opt, r->column ? r->column : 21);
    }
}

void cli_group_help(FILE *f, const cli_opt *const *group)
{
    for (; *group; group++)
        print_option(f, *group, 21);
}
