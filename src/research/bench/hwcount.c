/*
 * hwcount.c - cycles, instructions and cache misses of this process through
 * Linux perf_event_open, user space only.  Virtual machines often expose no
 * performance monitoring unit and perf_event_paranoid may forbid access; then
 * the counters are reported unavailable with the reason, never guessed.
 */
#define _GNU_SOURCE /* syscall() */
#include "bench.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>

static const struct {
    uint64_t config;
    const char *name;
} events[3] = {
    {PERF_COUNT_HW_CPU_CYCLES, "cycles"},
    {PERF_COUNT_HW_INSTRUCTIONS, "instructions"},
    {PERF_COUNT_HW_CACHE_MISSES, "cache-misses"},
};

void hwcount_open(hwcount *h)
{
    memset(h, 0, sizeof *h);
    for (int i = 0; i < 3; i++)
        h->fd[i] = -1;
    for (int i = 0; i < 3; i++) {
        struct perf_event_attr a;
        memset(&a, 0, sizeof a);
        a.size = sizeof a;
        a.type = PERF_TYPE_HARDWARE;
        a.config = events[i].config;
        a.disabled = i == 0; /* the group follows its leader */
        a.exclude_kernel = 1;
        a.exclude_hv = 1;
        long fd = syscall(SYS_perf_event_open, &a, 0, -1, i ? h->fd[0] : -1, 0);
        if (fd < 0) {
            int e = errno;
            snprintf(h->why, sizeof h->why, "perf_event_open(%s): %s%s", events[i].name,
                     strerror(e),
                     e == ENOENT || e == EOPNOTSUPP ? " (no hardware counters exposed here)"
                     : e == EACCES || e == EPERM    ? " (see /proc/sys/kernel/perf_event_paranoid)"
                                                    : "");
            hwcount_close(h);
            return;
        }
        h->fd[i] = (int)fd;
    }
    h->ok = 1;
}

void hwcount_start(hwcount *h)
{
    if (!h->ok)
        return;
    ioctl(h->fd[0], PERF_EVENT_IOC_RESET, PERF_IOC_FLAG_GROUP);
    ioctl(h->fd[0], PERF_EVENT_IOC_ENABLE, PERF_IOC_FLAG_GROUP);
}

int hwcount_stop(hwcount *h, uint64_t counts[3])
{
    if (!h->ok)
        return 0;
    ioctl(h->fd[0], PERF_EVENT_IOC_DISABLE, PERF_IOC_FLAG_GROUP);
    for (int i = 0; i < 3; i++)
        if (read(h->fd[i], &counts[i], sizeof counts[i]) != (ssize_t)sizeof counts[i])
            return 0;
    return 1;
}

void hwcount_close(hwcount *h)
{
    for (int i = 0; i < 3; i++)
        if (h->fd[i] >= 0) {
            close(h->fd[i]);
            h->fd[i] = -1;
        }
    h->ok = 0;
}

#else

void hwcount_open(hwcount *h)
{
    memset(h, 0, sizeof *h);
    for (int i = 0; i < 3; i++)
        h->fd[i] = -1;
    snprintf(h->why, sizeof h->why, "perf_event_open is Linux only");
}
void hwcount_start(hwcount *h)
{
    (void)h;
}
int hwcount_stop(hwcount *h, uint64_t counts[3])
{
    (void)h;
    (void)counts;
    return 0;
}
void hwcount_close(hwcount *h)
{
    (void)h;
}

#endif
