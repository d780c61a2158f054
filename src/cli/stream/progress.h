/*
 * progress.h - the one progress line on stderr, shared by the stream and
 * `all`: "bee-simd solve: 45%, ETA 3 s, 1200000 records, 1.2 s, 1000000/s".
 * On a terminal it is redrawn in place (cleared before any other message);
 * otherwise each report is a line of its own.  The caller decides when to
 * report (cli_progress_due: every half second) and serializes the calls.
 */
#ifndef BEE_CLI_PROGRESS_H
#define BEE_CLI_PROGRESS_H

#include <stdint.h>

typedef struct cli_progress {
    double start, last; /* CLOCK_MONOTONIC seconds */
    int tty;            /* stderr is a terminal */
    int shown;          /* a line is on the terminal, unfinished */
    char extra[48];     /* the caller's, put at the line's end ("" none) */
} cli_progress;

double cli_now(void);
void cli_progress_start(cli_progress *p);
/* Half a second or more since the last report. */
int cli_progress_due(const cli_progress *p);
/* `count` of `unit` done, `part` of the whole (0 to 1), or part < 0 when the
 * whole is unknown (no percent, no ETA); `final` ends the line. */
void cli_progress_report(cli_progress *p, double part, uint64_t count, const char *unit, int final);
/* Take an unfinished line off the terminal (before another message). */
void cli_progress_clear(cli_progress *p);

#endif
