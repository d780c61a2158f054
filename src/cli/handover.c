/* handover.c - commands that are programs of their own, run in bee-simd's
 * place with the same arguments (execv: same process, same descriptors):
 *   bee-simd bench ...  -> bee-bench (src/bench_cli), so that bee-simd holds
 *                          no research object (tests/build/no_research.sh);
 *   bee-simd serve ...  -> bee-simd-serve (serve_main.c), so that bee-simd
 *                          needs neither dlopen (libmicrohttpd) nor NSS
 *                          (getaddrinfo) and can be linked -static-pie.
 * Each is looked for beside bee-simd (as installed, and in the build tree),
 * else on PATH. */
#define _GNU_SOURCE
#include "cli/cli.h"

#include <errno.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

int cli_handover(char *program, char **argv, const char *what)
{
    char path[PATH_MAX];
    size_t len = strlen(program) + 1;
    argv[0] = program; /* argv[1 ..] are the program's own, NULL-ended */
    ssize_t n = readlink("/proc/self/exe", path, sizeof path);
    char *slash = n > 0 && (size_t)n < sizeof path ? memrchr(path, '/', (size_t)n) : NULL;
    if (slash && (size_t)(slash + 1 - path) + len <= sizeof path) {
        memcpy(slash + 1, program, len);
        execv(path, argv);
    }
    execvp(program, argv); /* returns only on failure */
    cli_error("cannot run %s (%s): %s is its own program; build it beside bee-simd (target "
              "%s) or put it on PATH",
              program, strerror(errno), what, program);
    return EXIT_REFUSED;
}

int cmd_bench(int argc, char **argv)
{
    (void)argc;
    static char name[] = "bee-bench"; /* execv takes char *const[] */
    return cli_handover(name, argv, "the research bench");
}
