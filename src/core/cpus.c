/*
 * cpus.c - how many CPUs this process may use: the one default thread count
 * of the library (bee_all_*, bee_solve_batch) and the program.  Not the
 * machine's online CPUs: `taskset -c 0` or a container's CPU quota leaves
 * fewer, and more threads than that only take turns.
 */
#define _GNU_SOURCE
#include "core/cpus.h"
#include "bee.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__wasi__) /* wasm32-wasi: no affinity, no threads */
static long affinity_cpus(void)
{
    return 1;
}
#else
/* CPUs in this process's affinity mask (0 if it cannot be read). */
static long affinity_cpus(void)
{
    for (int n = 1024; n <= 1 << 16; n *= 2) {
        cpu_set_t *set = CPU_ALLOC(n);
        if (!set)
            return 0;
        size_t size = CPU_ALLOC_SIZE(n);
        if (sched_getaffinity(0, size, set) == 0) {
            long count = CPU_COUNT_S(size, set);
            CPU_FREE(set);
            return count;
        }
        CPU_FREE(set); /* EINVAL: the kernel's mask is larger; try a larger one */
    }
    return 0;
}
#endif

long bee_cgroup_quota(const char *self_cgroup, const char *root)
{
    char group[4096], path[8300], line[128];
    FILE *f = fopen(self_cgroup, "r");
    if (!f)
        return 0;
    int found = 0;
    while (fgets(group, sizeof group, f))
        if (strncmp(group, "0::", 3) == 0) { /* the v2 hierarchy */
            memmove(group, group + 3, strlen(group + 3) + 1);
            group[strcspn(group, "\n")] = '\0';
            found = 1;
            break;
        }
    fclose(f);
    if (!found)
        return 0;
    long best = 0;
    for (;;) {
        snprintf(path, sizeof path, "%s%s/cpu.max", root, group);
        if ((f = fopen(path, "r"))) {
            long long quota, period;
            if (fgets(line, sizeof line, f) && sscanf(line, "%lld %lld", &quota, &period) == 2 &&
                quota > 0 && period > 0) {
                long cpus = (long)((quota + period - 1) / period);
                if (best == 0 || cpus < best)
                    best = cpus;
            } /* "max 100000": no quota at this level */
            fclose(f);
        }
        char *slash = strrchr(group, '/');
        if (!slash || group[0] == '\0' || strcmp(group, "/") == 0)
            break;
        *slash = '\0'; /* the parent group; "" is the root */
        if (group[0] == '\0')
            break; /* the root group has no cpu.max */
    }
    return best;
}

int bee_cpu_count(void)
{
    long n = affinity_cpus();
    if (n < 1)
        n = sysconf(_SC_NPROCESSORS_ONLN);
    long quota = bee_cgroup_quota("/proc/self/cgroup", "/sys/fs/cgroup");
    if (quota > 0 && quota < n)
        n = quota;
    return n < 1 ? 1 : n > BEE_CPU_COUNT_MAX ? BEE_CPU_COUNT_MAX : (int)n;
}
