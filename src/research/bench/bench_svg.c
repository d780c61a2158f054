/*
 * bench_svg.c - charts of `bee-simd bench` written as SVG text, no plotting
 * tool needed: compare.svg (time per puzzle of each method, median bar and
 * p10-p90 whisker, log scale), bytes.svg (bytes touched per puzzle, log
 * scale) and sweep.svg (median time against block size for every blocked
 * method, log-log).  Log scales because the methods span five decades.
 */
#include "bench.h"
#include "internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#define WIDTH 960
#define LEFT 176
#define RIGHT 150
#define TOP 64
#define ROW 26
#define AXIS 48
#define LEGEND 280   /* room right of the sweep plot */

static const char *const palette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                      "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
                                      "#1f77b4", "#8c564b"};
enum { N_COLORS = sizeof palette / sizeof *palette };

/* Text with &, <, > and " escaped. */
static void svg_text(FILE *f, const char *s)
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

static void svg_open(FILE *f, int height, const char *title, const bench_context *x)
{
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n"
               "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            WIDTH, height, WIDTH, height);
    fprintf(f, "<text x=\"%d\" y=\"22\" font-size=\"16\" font-weight=\"bold\">", 12);
    svg_text(f, title);
    fprintf(f, "</text>\n<text x=\"12\" y=\"42\" fill=\"#555\">");
    char sub[600];
    snprintf(sub, sizeof sub, "%s, %s; %s (%zu words); %zu puzzles of %d letters, seed %llu; %s",
             x->cpu, x->compiler, x->cfg->dict_label, bee_dict_size(x->d), x->set->n,
             x->cfg->size, (unsigned long long)x->cfg->seed, x->date);
    svg_text(f, sub);
    fprintf(f, "</text>\n");
}

static void unit_label(char *b, size_t cap, double v, int is_time)
{
    static const char *time_units[] = {"ns", "us", "ms", "s"};
    static const char *byte_units[] = {"B", "kB", "MB", "GB"};
    int u = 0;
    while (v >= 1000 && u < 3) {
        v /= 1000;
        u++;
    }
    snprintf(b, cap, "%.3g %s", v, is_time ? time_units[u] : byte_units[u]);
}

typedef struct log_axis {
    double lo, hi;     /* decades: 10^lo .. 10^hi */
    double x0, x1;     /* pixels */
} log_axis;

static log_axis axis_for(double vmin, double vmax, double x0, double x1)
{
    if (vmin <= 0)
        vmin = 1;
    if (vmax < vmin)
        vmax = vmin;
    log_axis a = {floor(log10(vmin)), ceil(log10(vmax)), x0, x1};
    if (a.hi <= a.lo)
        a.hi = a.lo + 1;
    return a;
}

static double axis_pos(const log_axis *a, double v)
{
    double l = log10(v > 0 ? v : pow(10, a->lo));
    return a->x0 + (l - a->lo) / (a->hi - a->lo) * (a->x1 - a->x0);
}

/* Vertical grid lines and labels at each decade of a horizontal axis. */
static void grid_x(FILE *f, const log_axis *a, int top, int bottom, int is_time)
{
    for (double d = a->lo; d <= a->hi + 1e-9; d++) {
        double x = axis_pos(a, pow(10, d));
        char label[32];
        unit_label(label, sizeof label, pow(10, d), is_time);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n"
                   "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\">%s</text>\n",
                x, top, x, bottom, x, bottom + 16, label);
    }
}

/* One horizontal bar a row, with an optional p10-p90 whisker. */
static void bar_chart(FILE *f, const bench_context *x, const char *title, const char *xlabel,
                      const bench_row *rows, size_t n, int is_time)
{
    int height = TOP + (int)n * ROW + AXIS + 20;
    svg_open(f, height, title, x);
    double vmin = 1e300, vmax = 0;
    for (size_t i = 0; i < n; i++) {
        double lo = is_time ? rows[i].ns_p10 : rows[i].bytes_touched;
        double hi = is_time ? rows[i].ns_p90 : rows[i].bytes_touched;
        if (lo > 0 && lo < vmin)
            vmin = lo;
        if (hi > vmax)
            vmax = hi;
    }
    log_axis a = axis_for(vmin, vmax, LEFT, WIDTH - RIGHT);
    int bottom = TOP + (int)n * ROW;
    grid_x(f, &a, TOP - 6, bottom, is_time);
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", (LEFT + WIDTH - RIGHT) / 2,
            bottom + 36);
    svg_text(f, xlabel);
    fprintf(f, "</text>\n");
    for (size_t i = 0; i < n; i++) {
        const bench_row *r = &rows[i];
        double v = is_time ? r->ns_median : r->bytes_touched;
        int y = TOP + (int)i * ROW;
        double xv = axis_pos(&a, v);
        char name[64], value[32];
        snprintf(name, sizeof name, "%s%s", r->algo, r->kernel_emulated ? " (SIMDe)" : "");
        unit_label(value, sizeof value, v, is_time);
        if (r->block_size) {
            size_t len = strlen(name);
            snprintf(name + len, sizeof name - len, " /%u", r->block_size);
        }
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", LEFT - 8, y + 17);
        svg_text(f, name);
        fprintf(f, "</text>\n<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n",
                LEFT, y + 5, xv - LEFT > 1 ? xv - LEFT : 1, ROW - 10, palette[i % N_COLORS]);
        double right = xv;
        if (is_time) {
            double x10 = axis_pos(&a, r->ns_p10), x90 = axis_pos(&a, r->ns_p90);
            int ym = y + ROW / 2;
            fprintf(f, "<path d=\"M%.1f %d H%.1f M%.1f %d V%d M%.1f %d V%d\" stroke=\"#222\"/>\n",
                    x10, ym, x90, x10, ym - 5, ym + 5, x90, ym - 5, ym + 5);
            right = x90 > xv ? x90 : xv;
        }
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" fill=\"#222\">%s</text>\n", right + 6, y + 17, value);
    }
    fprintf(f, "</svg>\n");
}

/* Median time against block size, one line per method (rows of one method
 * are consecutive in the sweep). */
static void sweep_chart(FILE *f, const bench_context *x, const bench_row *rows, size_t n)
{
    const int plot_h = 420, height = TOP + plot_h + AXIS + 20;
    svg_open(f, height, "Time per puzzle against block size", x);
    double bmin = 1e300, bmax = 0, tmin = 1e300, tmax = 0;
    for (size_t i = 0; i < n; i++) {
        bmin = fmin(bmin, rows[i].block_size);
        bmax = fmax(bmax, rows[i].block_size);
        if (rows[i].ns_median > 0)
            tmin = fmin(tmin, rows[i].ns_median);
        tmax = fmax(tmax, rows[i].ns_median);
    }
    log_axis ax = axis_for(bmin, bmax, LEFT - 80, WIDTH - LEGEND);
    log_axis ay = axis_for(tmin, tmax, TOP + plot_h, TOP);   /* upward */
    const int top = TOP, bottom = TOP + plot_h;
    for (double d = ax.lo; d <= ax.hi + 1e-9; d++) {
        double px = axis_pos(&ax, pow(10, d));
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n"
                   "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\">%g</text>\n",
                px, top, px, bottom, px, bottom + 16, pow(10, d));
    }
    for (double d = ay.lo; d <= ay.hi + 1e-9; d++) {
        double py = axis_pos(&ay, pow(10, d));
        char label[32];
        unit_label(label, sizeof label, pow(10, d), 1);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
                   "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#555\">%s</text>\n",
                ax.x0, py, ax.x1, py, ax.x0 - 6, py + 4, label);
    }
    fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">block size (words or letter "
               "sets per block; largest block for adaptive), log scale</text>\n",
            (ax.x0 + ax.x1) / 2, bottom + 36);
    int series = 0;
    for (size_t s = 0; s < n; series++) {
        size_t e = s;
        while (e < n && rows[e].algo == rows[s].algo && rows[e].kernel == rows[s].kernel)
            e++;
        const char *color = palette[series % N_COLORS];
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", color);
        size_t best = s;
        for (size_t i = s; i < e; i++) {
            fprintf(f, "%.1f,%.1f ", axis_pos(&ax, rows[i].block_size),
                    axis_pos(&ay, rows[i].ns_median));
            if (rows[i].ns_median < rows[best].ns_median)
                best = i;
        }
        fprintf(f, "\"/>\n");
        for (size_t i = s; i < e; i++)
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"%s\"/>\n",
                    axis_pos(&ax, rows[i].block_size), axis_pos(&ay, rows[i].ns_median),
                    i == best ? 5 : 3, color);
        char best_time[32], name[96];
        unit_label(best_time, sizeof best_time, rows[best].ns_median, 1);
        snprintf(name, sizeof name, "%s%s: best %s at %u", rows[s].algo,
                 rows[s].kernel_emulated ? " (SIMDe)" : "", best_time, rows[best].block_size);
        int ly = top + 14 + series * 18;
        fprintf(f, "<rect x=\"%.1f\" y=\"%d\" width=\"12\" height=\"4\" fill=\"%s\"/>\n"
                   "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">",
                ax.x1 + 8, ly - 4, color, ax.x1 + 24, ly);
        svg_text(f, name);
        fprintf(f, "</text>\n");
        s = e;
    }
    fprintf(f, "</svg>\n");
}

typedef enum { CHART_COMPARE, CHART_BYTES, CHART_SWEEP } chart;

static bee_status write_chart(const char *dir, const char *file, chart which,
                              const bench_context *x, const bench_row *rows, size_t n,
                              bee_error *err)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "w");
    if (!f)
        return bee_fail(err, BEE_ERR_IO, "cannot write %s: %s", path, strerror(errno));
    switch (which) {
    case CHART_COMPARE:
        bar_chart(f, x, "Time per puzzle by method (bar: median; whisker: p10-p90)",
                  "time per puzzle, log scale", rows, n, 1);
        break;
    case CHART_BYTES:
        bar_chart(f, x, "Bytes of the solver's data read per puzzle (model)",
                  "bytes touched per puzzle, log scale", rows, n, 0);
        break;
    case CHART_SWEEP:
        sweep_chart(f, x, rows, n);
        break;
    }
    int bad = ferror(f);
    if (fclose(f) != 0 || bad)
        return bee_fail(err, BEE_ERR_IO, "error writing %s: %s", path, strerror(errno));
    return BEE_OK;
}

bee_status bench_svg(const char *dir, const bench_context *x, const bench_row *rows,
                     size_t n_rows, const bench_row *sweep, size_t n_sweep, bee_error *err)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return bee_fail(err, BEE_ERR_IO, "cannot create directory %s: %s", dir, strerror(errno));
    bee_status rc = write_chart(dir, "compare.svg", CHART_COMPARE, x, rows, n_rows, err);
    if (rc == BEE_OK)
        rc = write_chart(dir, "bytes.svg", CHART_BYTES, x, rows, n_rows, err);
    if (rc == BEE_OK && n_sweep)
        rc = write_chart(dir, "sweep.svg", CHART_SWEEP, x, sweep, n_sweep, err);
    return rc;
}
