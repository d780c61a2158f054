/*
 * chart.c - the SVG charts of chart.h.  Times arrive in ns and are drawn on
 * log axes labelled in the unit each decade suits (ns, µs, ms, s); every
 * mark has a shape as well as a colour (Okabe-Ito palette), so the charts
 * survive greyscale printing.
 */
#include "chart.h"
#include "solve/engine.h"

#include <errno.h>
#include <math.h> /* frexp (in libc) and isnan (a macro) only */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The little arithmetic of log axes, without libm.  It was written to keep
 * libm out of bee-simd's start (bench/README.md, "start-up"); the charts are
 * bee-bench's now, which may link libm, but libm's log10 is exact at the
 * powers of ten where this series is a hair low, so 8 of 400 test charts
 * moved a gridline by 0.1 px: kept, so that the charts stay byte for byte.
 */
static double lesser(double a, double b)
{
    return b < a || isnan(a) ? b : a;
} /* as fmin */
static double greater(double a, double b)
{
    return b > a || isnan(a) ? b : a;
} /* as fmax */

/* 10^d, correctly rounded (one rounding: a product or quotient of exact
 * powers of ten, for |d| <= 22). */
static double pow10_of(int d)
{
    double p = 1;
    for (int i = 0; i < (d < 0 ? -d : d); i++)
        p *= 10;
    return d < 0 ? 1 / p : p;
}

/* The decade of v > 0: the largest d with 10^d <= v. */
static int decade_below(double v)
{
    int d = 0;
    while (d > -300 && pow10_of(d) > v)
        d--;
    while (d < 300 && pow10_of(d + 1) <= v)
        d++;
    return d;
}

/* log10(v) for v > 0: v = m 2^e, ln m = 2 atanh((m - 1) / (m + 1)) by its
 * series (|z| <= 1/3: 30 terms are far below a pixel). */
static double log10_of(double v)
{
    int e;
    double m = frexp(v, &e), z = (m - 1) / (m + 1), z2 = z * z, term = z, sum = 0;
    for (int i = 1; i < 60; i += 2, term *= z2)
        sum += term / i;
    return (2 * sum + e * 0.69314718055994530942) / 2.30258509299404568402;
}

#define WIDTH 900
#define LEFT  210
#define RIGHT 120
#define ROW   22

typedef enum { M_CIRCLE, M_TRIANGLE, M_SQUARE, M_DIAMOND, M_DOWN, M_CROSS } marker;

static const struct {
    const char *family, *legend, *color;
    marker shape;
} styles[] = {
    {"scan", "scan of every word", "#0072B2", M_CIRCLE},
    {"trie", "trie", "#E69F00", M_TRIANGLE},
    {"blocks", "blocked scans (ablations)", "#009E73", M_SQUARE},
    {"index", "bee-simd index", "#D55E00", M_DIAMOND},
    {"lookup", "hash lookup of subsets", "#CC79A7", M_DOWN},
    {"engine", "bee-simd engine", "#D55E00", M_DIAMOND},
};
enum { N_STYLES = sizeof styles / sizeof *styles };

static int style_of(const char *family)
{
    for (int i = 0; family && i < N_STYLES; i++)
        if (strcmp(styles[i].family, family) == 0)
            return i;
    return 0;
}

static void text(FILE *f, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
}

static void draw_marker(FILE *f, int style, double x, double y, int hollow)
{
    const char *c = styles[style].color;
    char paint[96];
    snprintf(paint, sizeof paint, "fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"",
             hollow ? "white" : c, c);
    switch (styles[style].shape) {
    case M_CIRCLE: fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" %s/>\n", x, y, paint); break;
    case M_SQUARE:
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"9\" height=\"9\" %s/>\n", x - 4.5, y - 4.5,
                paint);
        break;
    case M_TRIANGLE:
        fprintf(f, "<path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f Z\" %s/>\n", x, y - 6, x + 5.5,
                y + 4, x - 5.5, y + 4, paint);
        break;
    case M_DOWN:
        fprintf(f, "<path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f Z\" %s/>\n", x, y + 6, x + 5.5,
                y - 4, x - 5.5, y - 4, paint);
        break;
    case M_DIAMOND:
        fprintf(f, "<path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f L%.1f %.1f Z\" %s/>\n", x, y - 6.5,
                x + 6.5, y, x, y + 6.5, x - 6.5, y, paint);
        break;
    case M_CROSS:
        fprintf(f,
                "<path d=\"M%.1f %.1f L%.1f %.1f M%.1f %.1f L%.1f %.1f\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n",
                x - 5, y - 5, x + 5, y + 5, x - 5, y + 5, x + 5, y - 5, c);
        break;
    }
}

/* A time in ns in a unit that keeps 3 digits. */
static void time_label(char *b, size_t cap, double ns)
{
    if (ns >= 1e9)
        snprintf(b, cap, "%.3g s", ns / 1e9);
    else if (ns >= 1e6)
        snprintf(b, cap, "%.3g ms", ns / 1e6);
    else if (ns >= 1e3)
        snprintf(b, cap, "%.3g µs", ns / 1e3);
    else
        snprintf(b, cap, "%.3g ns", ns);
}

static void bytes_label(char *b, size_t cap, double v)
{
    static const char *const units[] = {"B", "kB", "MB", "GB"};
    int u = 0;
    while (v >= 1000 && u < 3) {
        v /= 1000;
        u++;
    }
    snprintf(b, cap, "%.3g %s", v, units[u]);
}

/* A decade of the time axes (drawn in µs) in the unit that suits it: 10 ns,
 * 100 µs, 1 ms, 10 s, not "100 000". */
static void decade_label(char *b, size_t cap, int decade)
{
    time_label(b, cap, pow10_of(decade) * 1e3);
}

typedef struct axis {
    int lo, hi;    /* decades of µs */
    double p0, p1; /* pixels */
} axis;

static axis axis_for(double min_us, double max_us, double p0, double p1)
{
    if (!(min_us > 0))
        min_us = 1e-3;
    if (max_us < min_us)
        max_us = min_us;
    int top = decade_below(max_us);
    axis a = {decade_below(min_us), top + (pow10_of(top) < max_us), p0, p1};
    if (a.hi <= a.lo)
        a.hi = a.lo + 1;
    return a;
}

static double axis_at(const axis *a, double v)
{
    double l = v > 0 ? log10_of(v) : a->lo;
    return a->p0 + (l - a->lo) / (a->hi - a->lo) * (a->p1 - a->p0);
}

static void svg_head(FILE *f, int width, int height, const chart_text *t)
{
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" "
            "font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
            "<text x=\"12\" y=\"24\" font-size=\"15\" font-weight=\"bold\">",
            width, height, width, height);
    text(f, t->title);
    fputs("</text>\n", f);
}

/* The legend of the families present, on one line at y. */
static void legend(FILE *f, const char *const *families, size_t n, int y, int hollow_note)
{
    int used[N_STYLES] = {0};
    double x = 12;
    for (size_t i = 0; i < n; i++) {
        int s = style_of(families[i]);
        if (used[s]++)
            continue;
        draw_marker(f, s, x + 6, y - 4, 0);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\">", x + 16, y);
        text(f, styles[s].legend);
        fputs("</text>\n", f);
        x += 30 + 7.0 * (double)strlen(styles[s].legend);
    }
    if (hollow_note) {
        draw_marker(f, 0, x + 6, y - 4, 1);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\">open: extrapolated from a sample</text>\n", x + 16,
                y);
    }
}

static void svg_foot(FILE *f, int y, const chart_text *t)
{
    if (t->note) {
        fprintf(f, "<text x=\"12\" y=\"%d\" fill=\"#333\">", y);
        text(f, t->note);
        fputs("</text>\n", f);
        y += 18;
    }
    /* the caption, wrapped after a "; " once a line is long */
    const char *s = t->caption;
    while (*s) {
        const char *end = s + strlen(s), *last = NULL;
        for (const char *c = s; (c = strstr(c, "; ")) && c - s < 125; c += 2)
            last = c;
        if (last && end - s > 135)
            end = last + 1;
        fprintf(f, "<text x=\"12\" y=\"%d\" font-size=\"11\" fill=\"#333\">", y);
        char line[400];
        snprintf(line, sizeof line, "%.*s", (int)(end - s), s);
        text(f, line);
        fputs("</text>\n", f);
        y += 15;
        s = *end ? end + 1 : end;
    }
    fputs("</svg>\n", f);
}

typedef struct dot_key {
    size_t group, at; /* group: index of its first dot in the caller's order */
    double median;
} dot_key;

static int cmp_keys(const void *a, const void *b)
{
    const dot_key *x = a, *y = b;
    if (x->group != y->group)
        return x->group < y->group ? -1 : 1;
    if (x->median < y->median || x->median > y->median)
        return x->median < y->median ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

static int same_group(const chart_dot *a, const chart_dot *b)
{
    return a->group && b->group ? strcmp(a->group, b->group) == 0 : a->group == b->group;
}

static bee_status open_chart(const char *path, FILE **f, bee_error *err)
{
    *f = fopen(path, "w");
    return *f ? BEE_OK : bee_fail(err, BEE_ERR_IO, "cannot write %s: %s", path, strerror(errno));
}

static bee_status close_chart(const char *path, FILE *f, bee_error *err)
{
    int bad = ferror(f);
    if (fclose(f) != 0 || bad)
        return bee_fail(err, BEE_ERR_IO, "error writing %s: %s", path, strerror(errno));
    return BEE_OK;
}

bee_status chart_dots(const char *path, const chart_text *t, chart_dot *dots, size_t n,
                      bee_error *err)
{
    chart_dot *copy = malloc((n + 1) * sizeof *copy);
    dot_key *keys = malloc((n + 1) * sizeof *keys);
    const char **families = malloc((n + 1) * sizeof *families);
    if (!copy || !keys || !families) {
        free(copy);
        free(keys);
        free(families);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory drawing %s", path);
    }
    /* sort: groups in order of first appearance, then by median */
    memcpy(copy, dots, n * sizeof *dots);
    for (size_t i = 0; i < n; i++) {
        size_t g = i;
        for (size_t j = 0; j < i; j++)
            if (same_group(&copy[j], &copy[i])) {
                g = keys[j].group;
                break;
            }
        keys[i] = (dot_key){g, i, copy[i].median};
    }
    qsort(keys, n, sizeof *keys, cmp_keys);
    for (size_t i = 0; i < n; i++)
        dots[i] = copy[keys[i].at];
    free(keys);
    size_t groups = 0;
    double vmin = 1e300, vmax = 0, scale = t->bytes ? 1 : 1e3; /* drawn in µs or bytes */
    int hollow = 0;
    for (size_t i = 0; i < n; i++) {
        families[i] = dots[i].family;
        if (dots[i].group && (i == 0 || !same_group(&dots[i], &dots[i - 1])))
            groups++;
        vmin = lesser(vmin, lesser(dots[i].lo, dots[i].median) / scale);
        vmax = greater(vmax, greater(dots[i].hi, dots[i].median) / scale);
        hollow |= dots[i].hollow;
    }
    const int top = 72, bottom = top + (int)(n + groups) * ROW + 8;
    int height = bottom + 50 + (t->note ? 18 : 0) + 40;
    axis a = axis_for(vmin, vmax, LEFT, WIDTH - RIGHT);
    FILE *f;
    bee_status st = open_chart(path, &f, err);
    if (st != BEE_OK) {
        free(copy);
        free(families);
        return st;
    }
    svg_head(f, WIDTH, height, t);
    legend(f, families, n, 48, hollow);
    for (int d = a.lo; d <= a.hi; d++) {
        double x = axis_at(&a, pow10_of(d));
        char label[40];
        if (t->bytes)
            bytes_label(label, sizeof label, pow10_of(d));
        else
            decade_label(label, sizeof label, d);
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ccc\"/>\n"
                "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                x, top - 4, x, bottom, x, bottom + 16, label);
        for (int m = 2; m < 10 && d < a.hi; m++) {
            double xm = axis_at(&a, m * pow10_of(d));
            fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#eee\"/>\n", xm,
                    top - 4, xm, bottom);
        }
    }
    fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", LEFT, bottom,
            WIDTH - RIGHT, bottom);
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", (LEFT + WIDTH - RIGHT) / 2,
            bottom + 36);
    text(f, t->axis);
    fputs("</text>\n", f);
    int y = top;
    for (size_t i = 0; i < n; i++) {
        const chart_dot *d = &dots[i];
        if (d->group && (i == 0 || !same_group(d, &dots[i - 1]))) {
            fprintf(f, "<text x=\"12\" y=\"%d\" font-weight=\"bold\">", y + 15);
            text(f, d->group);
            fputs("</text>\n", f);
            y += ROW;
        }
        double ym = y + ROW / 2.0;
        double xm = axis_at(&a, d->median / scale);
        fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", LEFT - 10, ym + 4);
        text(f, d->label);
        fprintf(f,
                "</text>\n<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#bbb\" "
                "stroke-dasharray=\"1 3\"/>\n",
                LEFT, ym, xm, ym);
        double right = xm;
        if (d->hi > d->lo) {
            double x0 = axis_at(&a, d->lo / scale), x1 = axis_at(&a, d->hi / scale);
            fprintf(f,
                    "<path d=\"M%.1f %.1f H%.1f M%.1f %.1f V%.1f M%.1f %.1f V%.1f\" "
                    "stroke=\"#222\" stroke-width=\"1.2\"/>\n",
                    x0, ym, x1, x0, ym - 4, ym + 4, x1, ym - 4, ym + 4);
            right = greater(right, x1);
        }
        draw_marker(f, style_of(d->family), xm, ym, d->hollow);
        char value[32];
        if (t->bytes)
            bytes_label(value, sizeof value, d->median);
        else
            time_label(value, sizeof value, d->median);
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#333\">%s</text>\n", right + 9, ym + 4,
                value);
        y += ROW;
    }
    svg_foot(f, bottom + 58, t);
    free(copy);
    free(families);
    return close_chart(path, f, err);
}

static const char *const dashes[] = {"",     "6 3",     "2 3", "8 3 2 3",
                                     "12 4", "4 2 1 2", "1 1", "10 2 2 2 2 2"};
enum { N_DASHES = sizeof dashes / sizeof *dashes };

bee_status chart_lines(const char *path, const chart_text *t, const char *x_axis,
                       const chart_line *lines, size_t n, bee_error *err)
{
    const int top = 72, plot_h = 420, bottom = top + plot_h, legend_x = WIDTH - 250;
    /* the canvas grows with the longest legend line (11 px type: ~6.5 px a
     * character), so no legend is cut off at the edge */
    size_t longest = 0;
    for (size_t l = 0; l < n; l++)
        longest = strlen(lines[l].label) > longest ? strlen(lines[l].label) : longest;
    int width = legend_x + 44 + (int)((double)(longest + 24) * 6.5) + 12;
    width = width > WIDTH ? width : WIDTH;
    double xmin = 1e300, xmax = 0, ymin = 1e300, ymax = 0;
    for (size_t l = 0; l < n; l++)
        for (size_t i = 0; i < lines[l].n; i++) {
            xmin = lesser(xmin, lines[l].x[i]);
            xmax = greater(xmax, lines[l].x[i]);
            if (lines[l].y[i] > 0)
                ymin = lesser(ymin, lines[l].y[i] / 1e3);
            ymax = greater(ymax, lines[l].y[i] / 1e3);
        }
    axis ax = axis_for(xmin * 1e0, xmax, 80, legend_x - 30);
    axis ay = axis_for(ymin, ymax, bottom, top);
    FILE *f;
    bee_status st = open_chart(path, &f, err);
    if (st != BEE_OK)
        return st;
    svg_head(f, width, bottom + 50 + (t->note ? 18 : 0) + 40, t);
    for (int d = ax.lo; d <= ax.hi; d++) {
        double x = axis_at(&ax, pow10_of(d));
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ccc\"/>\n"
                "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%g</text>\n",
                x, top, x, bottom, x, bottom + 16, pow10_of(d));
    }
    for (int d = ay.lo; d <= ay.hi; d++) {
        double y = axis_at(&ay, pow10_of(d));
        char label[40];
        decade_label(label, sizeof label, d);
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ccc\"/>\n"
                "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
                ax.p0, y, ax.p1, y, ax.p0 - 6, y + 4, label);
    }
    fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">", (ax.p0 + ax.p1) / 2,
            bottom + 36);
    text(f, x_axis);
    fprintf(f,
            "</text>\n<text transform=\"translate(24 %.1f) rotate(-90)\" "
            "text-anchor=\"middle\">",
            (top + bottom) / 2.0);
    text(f, t->axis);
    fputs("</text>\n", f);
    for (size_t l = 0; l < n; l++) {
        const chart_line *L = &lines[l];
        int s = style_of(L->family);
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.8\"%s%s%s points=\"",
                styles[s].color, *dashes[l % N_DASHES] ? " stroke-dasharray=\"" : "",
                dashes[l % N_DASHES], *dashes[l % N_DASHES] ? "\"" : "");
        for (size_t i = 0; i < L->n; i++)
            fprintf(f, "%.1f,%.1f ", axis_at(&ax, L->x[i]), axis_at(&ay, L->y[i] / 1e3));
        fputs("\"/>\n", f);
        size_t best = 0;
        for (size_t i = 0; i < L->n; i++) {
            draw_marker(f, s, axis_at(&ax, L->x[i]), axis_at(&ay, L->y[i] / 1e3), i % 2);
            if (L->y[i] < L->y[best])
                best = i;
        }
        int ly = top + 10 + (int)l * 20;
        fprintf(f,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                "stroke-width=\"1.8\"%s%s%s/>\n",
                legend_x, ly, legend_x + 36, ly, styles[s].color,
                *dashes[l % N_DASHES] ? " stroke-dasharray=\"" : "", dashes[l % N_DASHES],
                *dashes[l % N_DASHES] ? "\"" : "");
        draw_marker(f, s, legend_x + 18, ly, 0);
        char best_time[32];
        time_label(best_time, sizeof best_time, L->n ? L->y[best] : 0);
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\">", legend_x + 44, ly + 4);
        text(f, L->label);
        fprintf(f, ": best %s at %g</text>\n", best_time, L->n ? L->x[best] : 0);
    }
    svg_foot(f, bottom + 58, t);
    return close_chart(path, f, err);
}
