/* serve_handover.c - `bee-simd serve ...` runs bee-simd-serve in its place
 * (handover.c says why).  bee-simd-faulty links the server itself instead
 * (cmd_serve.c), so that serve's allocations can be failed too (tests/fault). */
#include "cli/cli.h"

int cmd_serve(int argc, char **argv)
{
    (void)argc;
    static char name[] = "bee-simd-serve"; /* execv takes char *const[] */
    return cli_handover(name, argv, "the server");
}
