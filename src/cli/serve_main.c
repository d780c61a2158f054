/* serve_main.c - bee-simd-serve, the server as its own program: `bee-simd
 * serve ARGS` runs it in its place (handover.c), so messages and help read
 * as bee-simd serve's.  Apart because it opens libmicrohttpd with dlopen
 * (serve_mhd.c) and resolves --listen with getaddrinfo (NSS), which a
 * statically linked bee-simd cannot do safely; this program is linked
 * dynamically.  argv[0] is the program, argv[1 ..] serve's options. */
#include "cli/cli.h"

#include <errno.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    cli_command = "serve";
    int rc = cli_check_environment();
    if (rc == EXIT_OK)
        rc = cmd_serve(argc, argv);
    if (rc == EXIT_USAGE)
        fputs("Try 'bee-simd serve --help' for more information.\n", stderr);
    if ((fflush(stdout) != 0 || ferror(stdout)) && rc == EXIT_OK)
        rc = cli_output_error(errno ? errno : EIO);
    return rc;
}
