/*
 * solve_stream.c - `bee-simd solve --stdin`: the puzzle line handler plugged
 * into the streaming engine (stream.h).  Each thread keeps its own result
 * buffer; the index and dictionary are shared read-only.
 */
#include "bulk.h"
#include "stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct shared {
    const cli_common *c;
    const bee_dict *d;
    const bee_index *ix;
    const bulk *fast;   /* NULL: bee_solve and format.c for every puzzle */
} shared;

typedef struct context {
    const shared *sh;
    bee_result *r;
    bulk_scratch *scratch;
} context;

static void end(void *ctx)
{
    context *t = ctx;
    bee_result_free(t->r);
    bulk_scratch_free(t->scratch);
    free(t);
}

static void *start(void *arg)
{
    context *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    t->sh = arg;
    t->r = bee_result_new();
    t->scratch = t->sh->fast ? bulk_scratch_new(t->sh->fast) : NULL;
    if (!t->r || (t->sh->fast && !t->scratch)) {
        end(t);
        return NULL;
    }
    return t;
}

static int answer(void *ctx, const stream_line *line, out *o, char *why, size_t why_cap)
{
    context *t = ctx;
    const cli_common *c = t->sh->c;
    bee_puzzle p;
    bee_error err;
    bee_solve_options so = {c->scoring, !c->count_only};
    if (bee_puzzle_parse(line->text, line->len, c->size, &p, &err) != BEE_OK) {
        snprintf(why, why_cap, "%s", err.message);
        return 1;
    }
    if (t->sh->fast) {
        if (bulk_answer(t->sh->fast, t->scratch, &p, o) == 0)
            return 0;
        snprintf(why, why_cap, "out of memory");
        return 1;
    }
    if (bee_solve(t->sh->ix, &p, &so, t->r, &err) != BEE_OK) {
        snprintf(why, why_cap, "%s", err.message);
        return 1;
    }
    format_result(o, c, t->sh->d, &p, t->r);
    return 0;
}

int solve_stream_run(const cli_common *c, const bee_dict *d, const bee_index *ix,
                     const bulk *fast, const stream_config *io)
{
    shared sh = {c, d, ix, fast};
    stream_config cfg = *io;
    cfg.format = c->format;
    cfg.header = format_header_text(c);
    cfg.separator = c->format == FORMAT_TEXT ? "\n" : NULL;
    cfg.line = answer;
    cfg.thread_start = start;
    cfg.thread_end = end;
    cfg.arg = &sh;
    return stream_run(&cfg, NULL);
}

int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                int threads, int progress)
{
    bulk *fast = bulk_new(c, d, ix);
    stream_config io = {
        .in_fd = STDIN_FILENO,
        .out_fd = STDOUT_FILENO,
        .in_name = "stdin",
        .threads = threads,
        .progress = progress,
    };
    int rc = solve_stream_run(c, d, ix, fast, &io);
    bulk_free(fast);
    return rc;
}
