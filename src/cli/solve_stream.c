/*
 * solve_stream.c - `bee-simd solve --stdin`: the puzzle line handler plugged
 * into the streaming engine (stream.h).  Each thread keeps its own result
 * buffer; the index, the dictionary and the record writer are shared
 * read-only.  Every answer comes from bee_solve.
 */
#include "stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct shared {
    const record_writer *w;
    const bee_index *ix;
} shared;

typedef struct context {
    const shared *sh;
    bee_result *r;
} context;

static void end(void *ctx)
{
    context *t = ctx;
    bee_result_free(t->r);
    free(t);
}

static void *start(void *arg)
{
    context *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    t->sh = arg;
    t->r = bee_result_new();
    if (!t->r) {
        free(t);
        return NULL;
    }
    return t;
}

int solve_line(const record_writer *w, const bee_index *ix, bee_result *r,
               const char *text, size_t len, out *o, char *why, size_t why_cap)
{
    const cli_common *c = record_writer_options(w);
    bee_puzzle p;
    bee_error err;
    bee_solve_options so = {c->scoring, !c->count_only, BEE_PLAN_AUTO};
    if (bee_puzzle_parse(text, len, c->size, &p, &err) != BEE_OK ||
        bee_solve(ix, &p, &so, r, &err) != BEE_OK) {
        snprintf(why, why_cap, "%s", err.message);
        return 1;
    }
    format_result(o, w, &p, r);
    return 0;
}

static int answer(void *ctx, const stream_line *line, out *o, char *why, size_t why_cap)
{
    context *t = ctx;
    return solve_line(t->sh->w, t->sh->ix, t->r, line->text, line->len, o, why, why_cap);
}

int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                int threads, int progress)
{
    shared sh = {record_writer_new(c, d), ix};
    if (!sh.w) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    stream_config cfg = {
        .in_fd = STDIN_FILENO,
        .out_fd = STDOUT_FILENO,
        .in_name = "stdin",
        .threads = threads,
        .format = c->format,
        .header = format_header_text(c),
        .separator = c->format == FORMAT_TEXT ? "\n" : NULL,
        .progress = progress,
        .line = answer,
        .thread_start = start,
        .thread_end = end,
        .arg = &sh,
    };
    int rc = stream_run(&cfg, NULL);
    record_writer_free((record_writer *)sh.w);
    return rc;
}
