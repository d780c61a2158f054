/* main.c - bee-bench: `bee-bench solve --algo ...` answers puzzles with one
 * research method, anything else is the bench (cmd_bench.c), which takes no
 * operand.  Messages start "bee-bench: " or "bee-bench solve: ". */
#include "bench_cli/bench_cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    cli_program = "bee-bench";
    int solve = argc > 1 && strcmp(argv[1], "solve") == 0;
    cli_command = solve ? "solve" : NULL;
    int rc = cli_check_environment();
    if (rc == EXIT_OK)
        rc = solve ? cmd_algo_solve(argc - 1, argv + 1) : bench_methods(argc, argv);
    if (rc == EXIT_USAGE)
        fprintf(stderr, "Try 'bee-bench%s --help' for more information.\n", solve ? " solve" : "");
    if ((fflush(stdout) != 0 || ferror(stdout)) && rc == EXIT_OK)
        return cli_output_error(errno ? errno : EIO);
    return rc;
}
