/*
 * hints_stream.c - `bee-simd hints --stdin`: puzzles one a line, solved
 * through the library's bee_solve_batch, each given its hints record
 * (stream.h).
 */
#include "cli/stream/stream.h"

int hints_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix, hints_job *job,
                const stream_options *so)
{
    record_writer *w = record_writer_new(c, d, 0); /* the solve options; no words rendered */
    if (!w) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    stream_config cfg = stream_stdio(so);
    cfg.w = w;
    cfg.ix = ix;
    cfg.hints = job;
    int rc = stream_run_inputs(&cfg, so);
    record_writer_free(w);
    return rc;
}
