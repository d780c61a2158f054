/* progress.c - see progress.h. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli/stream/progress.h"
#include "frontend/frontend.h"
#include "output/out.h"

#include <stdio.h>
#include <time.h>
#include <unistd.h>

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void cli_progress_start(cli_progress *p)
{
    p->start = p->last = cli_now();
    p->tty = isatty(STDERR_FILENO);
    p->shown = 0;
    p->extra[0] = '\0';
}

int cli_progress_due(const cli_progress *p)
{
    return cli_now() - p->last >= 0.5;
}

void cli_progress_report(cli_progress *p, double part, uint64_t count, const char *unit, int final)
{
    double t = cli_now(), dt = t - p->start;
    double rate = dt > 0 ? (double)count / dt : 0;
    char done[64] = "";
    if (part >= 0) {
        part = part > 1 ? 1 : part;
        if (final || part <= 0)
            snprintf(done, sizeof done, "%.0f%%, ", 100 * part);
        else
            snprintf(done, sizeof done, "%.0f%%, ETA %.0f s, ", 100 * part, dt * (1 - part) / part);
    }
    char line[256];
    int n = snprintf(line, sizeof line, "%sbee-simd %s: %s%llu %s%s%.1f s, %.0f/s%s%s%s",
                     p->tty ? "\r" : "", cli_command ? cli_command : "solve", done,
                     (unsigned long long)count, unit, final ? " in " : ", ", dt, rate, p->extra,
                     p->tty ? "\033[K" : "", final || !p->tty ? "\n" : "");
    out_write_fd(STDERR_FILENO, line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1));
    p->shown = p->tty && !final;
    p->last = t;
}

void cli_progress_clear(cli_progress *p)
{
    if (p->shown)
        out_write_fd(STDERR_FILENO, "\r\033[K", 4);
    p->shown = 0;
}
