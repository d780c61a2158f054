/*
 * solve_stream.c - `bee-simd solve --stdin`: puzzles one a line, answered
 * through the library's bee_solve_batch with solve's records (stream.h).
 */
#include "cli/stream/stream.h"

int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                const stream_options *so)
{
    record_writer *w = record_writer_new(c, d, 1);
    if (!w) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    stream_config cfg = stream_stdio(so);
    cfg.w = w;
    cfg.ix = ix;
    int rc = stream_run_inputs(&cfg, so);
    record_writer_free(w);
    return rc;
}
