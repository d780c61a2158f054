/*
 * bag_stream.c - `bee-simd bag --stdin`: the letter-bag line handler plugged
 * into the streaming engine (stream.h), as solve_stream.c does for puzzles.
 * Each thread has its own result buffer (the engine's); the bag index is
 * shared read-only.
 */
#include "output/bag_format.h"
#include "cli/stream/stream.h"

#include <stdio.h>
#include <stdlib.h>

static int answer(const void *arg, bee_result *r, const stream_line *line, out *o, char *why,
                  size_t why_cap)
{
    bee_error err;
    if (bag_format_line(o, arg, line->text, line->len, r, &err) == BEE_OK)
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
    cfg.arg = job;
    return stream_run_inputs(&cfg, so);
}

int bag_stdin(const bag_job *job, const stream_options *so)
{
    stream_config io = stream_stdio(so);
    return bag_stream_run(job, &io, so);
}
