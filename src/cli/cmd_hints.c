/*
 * cmd_hints.c - `bee-simd hints [options] PUZZLE...`: what a player's hint
 * page shows of each puzzle (the library's bee_hints): totals, perfect
 * pangrams, bingo, the ranks, and the grid and two-letter list of what is
 * still to find, given the words found so far (--found).
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "cli/opt_table.h"
#include "output/hints_format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The found words: their text (one buffer, words NUL-ended in it) and the
 * list of them. */
typedef struct found_words {
    char *text;
    const char **words;
    size_t n;
} found_words;

/* Split text (owned from now on) into f.  -1 if out of memory. */
static int split_found(found_words *f, char *text)
{
    f->text = text;
    size_t cap = cli_list_cap(text);
    f->words = malloc(cap * sizeof *f->words);
    if (!f->words)
        return -1;
    f->n = cli_split_list(text, f->words, cap);
    return 0;
}

/* The whole of FILE as text; NULL after a message. */
static char *read_file(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        cli_error("--found-file %s: cannot open it", path);
        return NULL;
    }
    size_t cap = 1 << 12, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, fp)) > 0) {
        n += got;
        if (n + 1 == cap && n < ((size_t)64 << 20)) {
            char *more = realloc(buf, cap *= 2);
            if (!more) {
                cli_error("out of memory");
                free(buf);
            }
            buf = more;
        } else if (n + 1 == cap) {
            cli_error("--found-file %s: over 64 MB", path);
            free(buf);
            buf = NULL;
        }
    }
    if (buf && ferror(fp)) {
        cli_error("--found-file %s: cannot read it", path);
        free(buf);
        buf = NULL;
    }
    fclose(fp);
    if (buf)
        buf[n] = '\0';
    return buf;
}

typedef struct hints_args {
    cli_common *common;
    const char *found;      /* --found */
    const char *found_file; /* --found-file */
} hints_args;

static int hints_option(void *cmd, int opt, const char *arg)
{
    hints_args *h = cmd;
    switch (opt) {
    case OPT_FOUND: h->found = arg; return 0;
    case OPT_FOUND_FILE: h->found_file = arg; return 0;
    case OPT_NO_HEADER: h->common->no_header = 1; return 0;
    }
    return -1;
}

static hints_style style_of(cli_format f)
{
    return f == FORMAT_JSON ? HINTS_JSON : f == FORMAT_TSV ? HINTS_TSV : HINTS_TEXT;
}

/* Each puzzle of argv[0 .. n) as a record on o. */
static int hints_args_run(const cli_common *c, const bee_index *ix, hints_job *job, char **argv,
                          int n)
{
    out o;
    bee_result *r = bee_result_new();
    bee_hints *h = bee_hints_new();
    if (!r || !h || out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        bee_result_free(r);
        bee_hints_free(h);
        return EXIT_REFUSED;
    }
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = c->scoring;
    if (job->style == HINTS_TSV && !c->no_header)
        out_str(&o, hints_tsv_header(job->opt.found != NULL));
    int rc = EXIT_OK, printed = 0;
    for (int i = 0; i < n; i++) {
        bee_puzzle p;
        bee_error err;
        if (cli_puzzle_parse(c, bee_index_dict(ix), argv[i], strlen(argv[i]), &p, &err) != BEE_OK ||
            bee_solve(ix, &p, &so, r, &err) != BEE_OK ||
            bee_hints_from_result(bee_index_dict(ix), &p, r, &job->opt, h, &err) != BEE_OK) {
            out_flush(&o); /* keep stdout and stderr in order on a terminal */
            char msg[sizeof err.message + 64];
            cli_error("%s", cli_message(&err, c, argv[i], strlen(argv[i]), msg, sizeof msg));
            rc = EXIT_REFUSED;
            continue;
        }
        if (job->style == HINTS_TEXT && printed++)
            out_char(&o, '\n');
        hints_record rec = {&p, h, job->opt.found, job->opt.n_found,
                            hints_alphabet(bee_index_dict(ix))};
        hints_format(&o, job->style, &rec); /* words found that are none: in it */
    }
    rc = cli_out_close(&o, rc);
    bee_result_free(r);
    bee_hints_free(h);
    return rc;
}

int cmd_hints(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    answer_args a;
    answer_args_init(&a, &c);
    hints_args own = {&c, NULL, NULL};
    int done = answer_args_parse(&a, argc, argv, cli_spec_named("hints"), hints_option, &own);
    if (done >= 0)
        return done;
    if (stream_options_finish(&a.stream))
        return EXIT_USAGE;
    if (c.count_only) {
        cli_error("--count: hints are counts already (try 'bee-simd solve --count')");
        return EXIT_USAGE;
    }
    if (own.found && own.found_file) {
        cli_error("--found and --found-file: give one of them");
        return EXIT_USAGE;
    }
    if (answer_args_inputs(&a, argc, argv, "no puzzle given (try 'bee-simd hints raegint')"))
        return EXIT_USAGE;
    found_words f = {NULL, NULL, 0};
    if (own.found || own.found_file) {
        char *text = own.found ? strdup(own.found) : read_file(own.found_file);
        if (!text && own.found)
            cli_error("out of memory");
        if (!text || split_found(&f, text)) {
            free(text);
            return EXIT_REFUSED;
        }
    }
    int rc = cli_output_open(a.output);
    bee_dict *d = NULL;
    bee_index *ix = NULL;
    if (!rc)
        rc = cli_load_index(&c, &d, &ix);
    hints_job job;
    bee_hints_options ho;
    bee_hints_options_init(&ho);
    ho.scoring = c.scoring;
    ho.found = f.text ? f.words : NULL;
    ho.n_found = f.n;
    if (!rc && hints_job_init(&job, style_of(c.format), d, &ho)) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
    } else if (!rc) {
        rc = a.from_stdin ? hints_stdin(&c, d, ix, &job, &a.stream)
                          : hints_args_run(&c, ix, &job, argv + optind, argc - optind);
        hints_job_free(&job);
    }
    bee_index_free(ix);
    bee_dict_free(d);
    free(f.words);
    free(f.text);
    return rc;
}
