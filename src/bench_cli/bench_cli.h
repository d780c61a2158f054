/*
 * bench_cli.h - bee-bench, the research program: every published method of
 * a task timed side by side with its charts (cmd_bench.c), and puzzles
 * answered by one method (algo_solve.c).  It stands on the program's
 * conventions (cli/cli.h: options, messages, the records) and on
 * bee_research.h; bee-simd holds none of it and hands `bee-simd bench` over
 * to it (src/cli/handover.c).
 */
#ifndef BEE_BENCH_CLI_H
#define BEE_BENCH_CLI_H

#include "bee_research.h"
#include "cli/cli.h"

/* `bee-bench [options]`: argv[0] is the program. */
int bench_methods(int argc, char **argv);
/* `bee-bench solve --algo NAME [options] PUZZLE...`: argv[0] is "solve". */
int cmd_algo_solve(int argc, char **argv);

#endif
