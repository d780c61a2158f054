/* bench_handover.c - `bee-simd bench ...`: the research bench is its own
 * program, bee-bench (src/bench_cli), so that bee-simd holds no research
 * object (tests/build/no_research.sh).  This runs it in bee-simd's place
 * with the same arguments: from beside bee-simd (as installed, and in the
 * build tree), else from PATH. */
#define _GNU_SOURCE
#include "cli/cli.h"

#include <errno.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

int cmd_bench(int argc, char **argv)
{
    (void)argc;
    char path[PATH_MAX];
    static char name[] = "bee-bench"; /* execv takes char *const[] */
    argv[0] = name;                   /* argv[1 ..] are bench's own, NULL-ended */
    ssize_t n = readlink("/proc/self/exe", path, sizeof path);
    char *slash = n > 0 && (size_t)n < sizeof path ? memrchr(path, '/', (size_t)n) : NULL;
    if (slash && (size_t)(slash + 1 - path) + sizeof name <= sizeof path) {
        memcpy(slash + 1, name, sizeof name);
        execv(path, argv);
    }
    execvp(name, argv); /* returns only on failure */
    cli_error("cannot run bee-bench (%s): the research bench is its own program; build it "
              "beside bee-simd (target bee-bench) or put it on PATH",
              strerror(errno));
    return EXIT_REFUSED;
}
