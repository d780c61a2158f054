/*
 * bag_stream.c - `bee-simd bag --stdin`: letter bags one a line, answered
 * through the library's bee_bag_solve_batch with bag's records (stream.h).
 */
#include "cli/stream/stream.h"

int bag_stdin(const bag_job *job, const stream_options *so)
{
    stream_config cfg = stream_stdio(so);
    cfg.bag = job;
    return stream_run_inputs(&cfg, so);
}
