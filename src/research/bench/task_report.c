/*
 * task_report.c - the results of `bee-simd bench --task all|bag` as a table,
 * CSV/TSV (a header, one row per measurement, the method first) or JSON, and
 * their chart (all.svg, bag.svg).
 */
#include "bench.h"
#include "chart.h"
#include "solve/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_all(const char *task)
{
    return strcmp(task, "all") == 0;
}

static const char *kernel_name(const task_row *r)
{
    return r->kernel == BEE_KERNEL_AUTO ? "" : bee_kernel_name(r->kernel);
}

static void text_all(FILE *o, const bench_context *x, const task_row *rows, size_t n)
{
    size_t total = n ? rows[0].sets_total : 0;
    fprintf(o,
            "# bee-simd %s bench --task all: every NYT puzzle, the %zu 7-letter sets with a "
            "pangram x 7 centers (%zu puzzles), one thread; %u timed runs\n",
            BEE_VERSION, total, 7 * total, x->cfg->repeat);
    bench_text_head(o, x);
    fprintf(o,
            "# per run: median (p10 - p90) of the timed runs over `sets`; whole task: the "
            "median, or ~ per set x %zu when only a sample was timed (extrapolated)\n",
            total);
    fprintf(o, "%-15s %-7s %6s %11s %25s %10s %12s %10s %9s\n", "method", "family", "sets",
            "per run", "p10 - p90", "per set", "whole task", "build", "memory");
    for (size_t i = 0; i < n; i++) {
        const task_row *r = &rows[i];
        char med[32], p10[32], p90[32], spread[72], per[32], whole[40], build[32];
        bench_human_time(med, sizeof med, r->ns_median);
        bench_human_time(p10, sizeof p10, r->ns_p10);
        bench_human_time(p90, sizeof p90, r->ns_p90);
        snprintf(spread, sizeof spread, "%s - %s", p10, p90);
        bench_human_time(per, sizeof per, r->ns_per_set);
        bench_human_time(whole + 1, sizeof whole - 1, r->ns_total);
        whole[0] = r->extrapolated ? '~' : ' ';
        bench_human_time(build, sizeof build, r->build_ms * 1e6);
        fprintf(o, "%-15s %-7s %6zu %11s %25s %10s %12s %10s %8.1fM%s\n", r->method, r->family,
                r->sets, med, spread, per, whole, build, (double)r->memory / 1e6,
                r->disagreements ? "  DISAGREES" : "");
    }
}

static void text_bag(FILE *o, const bench_context *x, const task_row *rows, size_t n)
{
    fprintf(o,
            "# bee-simd %s bench --task bag: every word each board spells (any length, as "
            "the Letterpress article counts: `bag --min-len 1` gives these counts; min-len "
            "applies to the other tasks), word lists filled, one thread; %u timed runs a "
            "board\n",
            BEE_VERSION, x->cfg->repeat);
    bench_text_head(o, x);
    fprintf(o, "%-14s %-7s %-30s %7s %11s %25s %10s %9s\n", "method", "kernel", "board", "words",
            "median", "p10 - p90", "build", "memory");
    for (size_t i = 0; i < n; i++) {
        const task_row *r = &rows[i];
        char med[32], p10[32], p90[32], spread[72], build[32], kernel[24];
        bench_human_time(med, sizeof med, r->ns_median);
        bench_human_time(p10, sizeof p10, r->ns_p10);
        bench_human_time(p90, sizeof p90, r->ns_p90);
        snprintf(spread, sizeof spread, "%s - %s", p10, p90);
        bench_human_time(build, sizeof build, r->build_ms * 1e6);
        snprintf(kernel, sizeof kernel, "%s%s", r->kernel == BEE_KERNEL_AUTO ? "-" : kernel_name(r),
                 r->kernel_emulated ? "*" : "");
        fprintf(o, "%-14s %-7s %-30s %7zu %11s %25s %10s %8.1fM%s\n", r->method, kernel, r->board,
                r->answers, med, spread, build, (double)r->memory / 1e6,
                r->disagreements ? "  DISAGREES" : "");
    }
    for (size_t i = 0; i < n; i++)
        if (rows[i].kernel_emulated) {
            fprintf(o,
                    "# * NEON through SIMDe's portable translation on this CPU: exact, not fast\n");
            break;
        }
}

static const char *const all_columns[] = {
    "method", "family",     "sets_timed", "sets_total", "extrapolated", "ns_median", "ns_p10",
    "ns_p90", "ns_per_set", "ns_total",   "build_ms",   "memory_bytes", "agrees",
};
static const char *const bag_columns[] = {
    "method",    "family", "kernel", "kernel_emulated", "board",        "answers",
    "ns_median", "ns_p10", "ns_p90", "build_ms",        "memory_bytes", "agrees",
};

static void csv(FILE *o, char sep, const char *task, const task_row *rows, size_t n)
{
    const char *const *cols = is_all(task) ? all_columns : bag_columns;
    size_t nc = is_all(task) ? sizeof all_columns / sizeof *all_columns
                             : sizeof bag_columns / sizeof *bag_columns;
    for (size_t i = 0; i < nc; i++)
        fprintf(o, "%s%s", i ? (sep == ',' ? "," : "\t") : "", cols[i]);
    fputc('\n', o);
    for (size_t i = 0; i < n; i++) {
        const task_row *r = &rows[i];
        if (is_all(task))
            fprintf(o, "%s%c%s%c%zu%c%zu%c%d%c%.0f%c%.0f%c%.0f%c%.1f%c%.0f%c%.3f%c%zu%c%d\n",
                    r->method, sep, r->family, sep, r->sets, sep, r->sets_total, sep,
                    r->extrapolated, sep, r->ns_median, sep, r->ns_p10, sep, r->ns_p90, sep,
                    r->ns_per_set, sep, r->ns_total, sep, r->build_ms, sep, r->memory, sep,
                    r->disagreements == 0);
        else
            fprintf(o, "%s%c%s%c%s%c%d%c%s%c%zu%c%.0f%c%.0f%c%.0f%c%.3f%c%zu%c%d\n", r->method, sep,
                    r->family, sep, kernel_name(r), sep, r->kernel_emulated, sep, r->board, sep,
                    r->answers, sep, r->ns_median, sep, r->ns_p10, sep, r->ns_p90, sep, r->build_ms,
                    sep, r->memory, sep, r->disagreements == 0);
    }
}

static void json(FILE *o, const bench_context *x, const char *task, const task_row *rows, size_t n)
{
    bench_json_head(o, x, task);
    if (is_all(task)) {
        size_t total = n ? rows[0].sets_total : 0;
        fprintf(o,
                ",\n\"all\":{\"sets\":%zu,\"puzzles\":%zu,\"sample\":%zu,\"rounds\":%u,"
                "\"threads\":1}",
                total, 7 * total, x->cfg->sample < total ? x->cfg->sample : total, x->cfg->repeat);
    } else {
        fprintf(o, ",\n\"bag\":{\"rounds\":%u,\"boards\":[", x->cfg->repeat);
        for (size_t b = 0; b < x->cfg->n_boards; b++) {
            fputs(b ? "," : "", o);
            bench_json_str(o, x->cfg->boards[b]);
        }
        fputs("]}", o);
    }
    fputs(",\n\"methods\":[", o);
    for (size_t i = 0; i < n; i++) {
        const task_row *r = &rows[i];
        fputs(i ? ",\n  {" : "\n  {", o);
        bench_json_key_str(o, "method", r->method);
        fputc(',', o);
        bench_json_key_str(o, "family", r->family);
        if (is_all(task))
            fprintf(o,
                    ",\"sets_timed\":%zu,\"sets_total\":%zu,\"extrapolated\":%s,"
                    "\"ns_per_set\":%.1f,\"ns_total\":%.0f",
                    r->sets, r->sets_total, r->extrapolated ? "true" : "false", r->ns_per_set,
                    r->ns_total);
        else {
            fputs(",\"kernel\":", o);
            if (r->kernel == BEE_KERNEL_AUTO)
                fputs("null", o);
            else
                bench_json_str(o, kernel_name(r));
            fprintf(o, ",\"kernel_emulated\":%s,", r->kernel_emulated ? "true" : "false");
            bench_json_key_str(o, "board", r->board);
            fprintf(o, ",\"answers\":%zu", r->answers);
        }
        fprintf(o,
                ",\"ns_median\":%.0f,\"ns_p10\":%.0f,\"ns_p90\":%.0f,\"build_ms\":%.3f,"
                "\"memory_bytes\":%zu,\"floor_ns\":%.1f,\"agrees\":%s",
                r->ns_median, r->ns_p10, r->ns_p90, r->build_ms, r->memory, r->floor_ns,
                r->disagreements ? "false" : "true");
        if (r->disagreements) {
            fputc(',', o);
            bench_json_key_str(o, "disagreement", r->first_disagreement);
        }
        fputc('}', o);
    }
    fputs("]}\n", o);
}

void task_report(FILE *f, const bench_context *x, const char *task, const task_row *rows, size_t n)
{
    switch (x->cfg->format) {
    case BENCH_TEXT:
        if (is_all(task))
            text_all(f, x, rows, n);
        else
            text_bag(f, x, rows, n);
        break;
    case BENCH_CSV: csv(f, ',', task, rows, n); break;
    case BENCH_TSV: csv(f, '\t', task, rows, n); break;
    case BENCH_JSON: json(f, x, task, rows, n); break;
    }
}

bee_status task_svg(const char *dir, const bench_context *x, const char *task, const task_row *rows,
                    size_t n, bee_error *err)
{
    bee_status st = bench_svg_dir(dir, err);
    if (st != BEE_OK)
        return st;
    chart_dot *dots = calloc(n + 1, sizeof *dots);
    char *groups = calloc(n + 1, 96);
    if (!dots || !groups) {
        free(dots);
        free(groups);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory drawing the %s chart", task);
    }
    int all = is_all(task);
    size_t total = n ? rows[0].sets_total : 0, sample = 0;
    for (size_t i = 0; i < n; i++) {
        const task_row *r = &rows[i];
        chart_dot *d = &dots[i];
        d->family = r->family;
        if (all) {
            double scale = r->extrapolated && r->sets ? (double)total / (double)r->sets : 1;
            snprintf(d->label, sizeof d->label, "%s%s", r->method,
                     r->extrapolated ? " (extrapolated)" : "");
            d->median = r->ns_total;
            d->lo = r->ns_p10 * scale;
            d->hi = r->ns_p90 * scale;
            d->hollow = r->extrapolated;
            if (r->extrapolated)
                sample = r->sets;
        } else {
            snprintf(d->label, sizeof d->label, "%s%s", r->method,
                     r->kernel_emulated ? " (SIMDe)" : "");
            snprintf(groups + 96 * i, 96, "board %s (%zu words)", r->board, r->answers);
            d->group = groups + 96 * i;
            d->median = r->ns_median;
            d->lo = r->ns_p10;
            d->hi = r->ns_p90;
        }
    }
    char what[200], caption[700], note[300], path[4096];
    if (all)
        snprintf(what, sizeof what, "%zu sets with a pangram, %zu puzzles, one thread, %u runs",
                 total, 7 * total, x->cfg->repeat);
    else
        snprintf(what, sizeof what, "every word a board spells, one thread, %u runs a board",
                 x->cfg->repeat);
    bench_caption(caption, sizeof caption, x, what);
    if (all && sample)
        snprintf(note, sizeof note,
                 "Dot: median of the runs; whisker: 10th to 90th percentile. "
                 "Open: %zu of the %zu sets timed, scaled to all.",
                 sample, total);
    else
        snprintf(note, sizeof note, "Dot: median of the runs; whisker: 10th to 90th percentile.");
    chart_text t = {
        all ? "Every NYT puzzle with its answers: time by method"
            : "Letterpress boards: time to find every word, by method",
        all ? "time for every puzzle (log scale)" : "time per board (log scale)",
        note,
        caption,
        0,
    };
    snprintf(path, sizeof path, "%s/%s.svg", dir, task);
    st = chart_dots(path, &t, dots, n, err);
    free(dots);
    free(groups);
    return st;
}
