/* algo_choice.c - `--algo NAME` of the puzzle commands: list the research
 * solvers, refuse an unknown or unrunnable name, build the one chosen. */
#include "cli/cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int cli_algo_list(void)
{
    for (size_t i = 0; i < bee_algo_count(); i++)
        if (bee_algo_runnable(i))
            printf("%s\n", bee_algo_name(i));
    return fflush(stdout) ? cli_output_error(errno) : EXIT_OK;
}

int cli_algo_check(const char *name)
{
    int i = bee_algo_find(name);
    if (i < 0) {
        cli_error("--algo: unknown method '%s' (try --algo list)", name);
        return EXIT_USAGE;
    }
    if (!bee_algo_runnable((size_t)i)) {
        cli_error("--algo: method '%s' cannot run on this CPU (features: %s)", name,
                  bee_cpu_features());
        return EXIT_USAGE;
    }
    return EXIT_OK;
}

int cli_algo_build(const cli_common *c, const char *name, const bee_dict *d, bee_algo **a)
{
    bee_algo_options o;
    bee_algo_options_init(&o);
    o.min_len = c->index.min_len;
    o.block_size = c->index.block_size;
    o.kernel = c->index.kernel;
    bee_error err;
    if (bee_algo_build(name, d, &o, a, &err) != BEE_OK) {
        cli_error("%s", err.message);
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}
