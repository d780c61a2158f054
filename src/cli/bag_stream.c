/*
 * bag_stream.c - `bee-simd bag --stdin`: the letter-bag line handler plugged
 * into the streaming engine (stream.h), as solve_stream.c does for puzzles.
 * Each thread keeps its own result buffer; the bag index is shared read-only.
 */
#include "bag_format.h"
#include "stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct context {
    const bag_job *job;
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
    t->job = arg;
    t->r = bee_result_new();
    if (!t->r) {
        free(t);
        return NULL;
    }
    return t;
}

static int answer(void *ctx, const stream_line *line, out *o, char *why, size_t why_cap)
{
    context *t = ctx;
    bee_error err;
    if (bag_format_line(o, t->job, line->text, line->len, t->r, &err) == BEE_OK)
        return 0;
    snprintf(why, why_cap, "%s", err.message);
    return 1;
}

int bag_stream_run(const bag_job *job, const stream_config *io, const stream_options *so)
{
    stream_config cfg = *io;
    cfg.format = job->format;
    cfg.header = bag_header_text(job);
    cfg.line = answer;
    cfg.thread_start = start;
    cfg.thread_end = end;
    cfg.arg = (void *)job;
    return stream_run_inputs(&cfg, so);
}

int bag_stdin(const bag_job *job, const stream_options *so)
{
    stream_config io = {
        .in_fd = STDIN_FILENO,
        .out_fd = STDOUT_FILENO,
        .in_name = "stdin",
        .threads = so->threads,
        .progress = so->progress,
    };
    return bag_stream_run(job, &io, so);
}
