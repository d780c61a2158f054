/*
 * bench_svg.c - the charts of `bee-simd bench --task solve` (chart.h):
 * compare.svg (time per puzzle of each method: dot at the median, whisker
 * p10-p90), bytes.svg (bytes touched per puzzle) and sweep.svg (median time
 * against block size for every blocked method).
 */
#include "bench.h"
#include "chart.h"
#include "solve/engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void bench_caption(char *b, size_t cap, const bench_context *x, const char *what)
{
    snprintf(b, cap, "%s, %s; %s (%zu words); %s; %s, load average %s (a shared machine)", x->cpu,
             x->compiler, x->cfg->dict_label, bee_dict_size(x->d), what, x->date, x->load);
}

static void row_label(char *b, size_t cap, const bench_row *r, int with_block)
{
    snprintf(b, cap, "%s%s", r->algo, r->kernel_emulated ? " (SIMDe)" : "");
    if (with_block && r->block_size) {
        size_t len = strlen(b);
        snprintf(b + len, cap - len, " /%u", r->block_size);
    }
}

static const char *family_of(const char *algo)
{
    int i = bee_algo_find(algo);
    return i < 0 ? NULL : bee_algo_family((size_t)i);
}

static bee_status dots_chart(const char *path, const bench_context *x, const bench_row *rows,
                             size_t n, int bytes, bee_error *err)
{
    chart_dot *dots = calloc(n + 1, sizeof *dots);
    if (!dots)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory drawing %s", path);
    for (size_t i = 0; i < n; i++) {
        const bench_row *r = &rows[i];
        row_label(dots[i].label, sizeof dots[i].label, r, 1);
        dots[i].family = family_of(r->algo);
        dots[i].median = bytes ? r->bytes_touched : r->ns_median;
        dots[i].lo = bytes ? r->bytes_touched : r->ns_p10;
        dots[i].hi = bytes ? r->bytes_touched : r->ns_p90;
    }
    char what[160], caption[700];
    snprintf(what, sizeof what, "%zu puzzles of %d letters, seed %llu, %u rounds", x->set->n,
             x->cfg->size, (unsigned long long)x->cfg->seed, x->cfg->repeat);
    bench_caption(caption, sizeof caption, x, what);
    chart_text t = {
        bytes ? "Bytes of the solver's data read per puzzle (a model; see docs/bench.md)"
              : "Time per puzzle by method",
        bytes ? "bytes touched per puzzle (log scale)" : "time per puzzle (log scale)",
        bytes ? NULL
              : "Dot: median over puzzles of each puzzle's median time; whisker: 10th to 90th "
                "percentile over puzzles.",
        caption,
        bytes,
    };
    bee_status st = chart_dots(path, &t, dots, n, err);
    free(dots);
    return st;
}

/* One line per method (the rows of one method are consecutive in the sweep). */
static bee_status sweep_chart(const char *path, const bench_context *x, const bench_row *rows,
                              size_t n, bee_error *err)
{
    chart_line *lines = calloc(n + 1, sizeof *lines);
    double *xs = malloc((n + 1) * sizeof *xs), *ys = malloc((n + 1) * sizeof *ys);
    if (!lines || !xs || !ys) {
        free(lines);
        free(xs);
        free(ys);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory drawing %s", path);
    }
    size_t n_lines = 0;
    for (size_t s = 0; s < n;) {
        size_t e = s;
        while (e < n && rows[e].algo == rows[s].algo && rows[e].kernel == rows[s].kernel)
            e++;
        chart_line *L = &lines[n_lines++];
        row_label(L->label, sizeof L->label, &rows[s], 0);
        L->family = family_of(rows[s].algo);
        L->x = xs + s;
        L->y = ys + s;
        L->n = e - s;
        for (size_t i = s; i < e; i++) {
            xs[i] = rows[i].block_size;
            ys[i] = rows[i].ns_median;
        }
        s = e;
    }
    char what[160], caption[700];
    snprintf(what, sizeof what, "%zu puzzles of %d letters, seed %llu, %u rounds", x->set->n,
             x->cfg->size, (unsigned long long)x->cfg->seed, x->cfg->repeat);
    bench_caption(caption, sizeof caption, x, what);
    chart_text t = {
        "Time per puzzle against block size", "median time per puzzle (log scale)",
        "Open and filled markers alternate along a line only to tell close points apart.", caption,
        0};
    bee_status st = chart_lines(path, &t,
                                "block size (words or letter sets per block; the largest block "
                                "for adaptive), log scale",
                                lines, n_lines, err);
    free(lines);
    free(xs);
    free(ys);
    return st;
}

bee_status bench_svg_dir(const char *dir, bee_error *err)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return bee_fail(err, BEE_ERR_IO, "cannot create directory %s: %s", dir, strerror(errno));
    return BEE_OK;
}

bee_status bench_svg(const char *dir, const bench_context *x, const bench_row *rows, size_t n_rows,
                     const bench_row *sweep, size_t n_sweep, bee_error *err)
{
    char path[4096];
    bee_status rc = bench_svg_dir(dir, err);
    if (rc == BEE_OK) {
        snprintf(path, sizeof path, "%s/compare.svg", dir);
        rc = dots_chart(path, x, rows, n_rows, 0, err);
    }
    if (rc == BEE_OK) {
        snprintf(path, sizeof path, "%s/bytes.svg", dir);
        rc = dots_chart(path, x, rows, n_rows, 1, err);
    }
    if (rc == BEE_OK && n_sweep) {
        snprintf(path, sizeof path, "%s/sweep.svg", dir);
        rc = sweep_chart(path, x, sweep, n_sweep, err);
    }
    return rc;
}
