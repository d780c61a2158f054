/*
 * chart.h - charts for papers, as SVG text (no plotting tool needed): a
 * dot-and-whisker plot (a dot at the median, a whisker from p10 to p90, one
 * row a method, methods ordered by time) and a line chart (one line a
 * method, each in its own dash pattern and marker).  One marker shape and
 * colour per method family, so they read in greyscale; log axes in µs.
 */
#ifndef BEE_RESEARCH_CHART_H
#define BEE_RESEARCH_CHART_H

#include "bee.h"

#include <stddef.h>

typedef struct chart_dot {
    char label[80];
    const char *family;    /* marker and colour */
    const char *group;     /* rows of a group are drawn together under
                                  its name (NULL: no groups) */
    double median, lo, hi; /* ns; lo = hi = median: no whisker */
    int hollow;            /* an open marker: an estimate, not a measure */
} chart_dot;

typedef struct chart_text {
    const char *title;
    const char *axis;    /* x axis title, e.g. "time per puzzle (µs, log scale)" */
    const char *note;    /* a line under the plot, or NULL */
    const char *caption; /* machine, compiler, word list, date */
    int bytes;           /* values are bytes, not ns (chart_dots) */
} chart_text;

/* Write a dot-and-whisker plot of `n` dots to `path` (the dots are sorted:
 * by group in order of first appearance, then by median). */
bee_status chart_dots(const char *path, const chart_text *t, chart_dot *dots, size_t n,
                      bee_error *err);

typedef struct chart_line {
    char label[80];
    const char *family;
    const double *x, *y; /* y in ns */
    size_t n;
} chart_line;

/* Write a log-log line chart to `path`: x (e.g. block size) against time. */
bee_status chart_lines(const char *path, const chart_text *t, const char *x_axis,
                       const chart_line *lines, size_t n, bee_error *err);

#endif
