/* generate.c - placeholder */
#include "cli/opt_table.h"
int cli_generate(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return EXIT_USAGE;
}
