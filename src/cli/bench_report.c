/*
 * bench_report.c - the results of `bee-simd bench` as a table for people, or
 * CSV, TSV or JSON for programs.  The machine, compiler, dictionary, date and
 * load go above the table and into the JSON, so a result says where it came
 * from.  CSV/TSV have one row per measurement with a `section` column
 * ("compare" or "sweep"); fields that do not apply are empty (null in JSON).
 */
#define _GNU_SOURCE   /* gmtime_r */
#include "bench.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* The first line of `path` starting with `key` (any line if NULL), after
 * its ": ", into value. */
static void read_field(const char *path, const char *key, char *value, size_t cap)
{
    FILE *f = fopen(path, "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
        if (key && strncmp(line, key, strlen(key)) != 0)
            continue;
        const char *v = key ? strchr(line, ':') : line;
        if (!v)
            continue;
        v += key ? 1 : 0;
        while (*v == ' ' || *v == '\t')
            v++;
        snprintf(value, cap, "%s", v);
        value[strcspn(value, "\n")] = '\0';
        break;
    }
    if (f)
        fclose(f);
}

void bench_context_init(bench_context *x, const bench_config *cfg, const bee_dict *d,
                        const bench_set *set, const hwcount *hw)
{
    memset(x, 0, sizeof *x);
    x->cfg = cfg;
    x->d = d;
    x->set = set;
    x->hw = hw;
    snprintf(x->cpu, sizeof x->cpu, "unknown");
    read_field("/proc/cpuinfo", "model name", x->cpu, sizeof x->cpu);
    snprintf(x->compiler, sizeof x->compiler, "%s",
#if defined(__clang__)
             "clang " __clang_version__
#elif defined(__GNUC__)
             "gcc " __VERSION__
#else
             "unknown"
#endif
    );
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(x->date, sizeof x->date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    snprintf(x->load, sizeof x->load, "unknown");
    read_field("/proc/loadavg", NULL, x->load, sizeof x->load);
    /* keep the three load averages only */
    char *p = x->load;
    for (int spaces = 0; *p; p++)
        if (*p == ' ' && ++spaces == 3) {
            *p = '\0';
            break;
        }
}

static void outf(out *o, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void outf(out *o, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > 0)
        out_bytes(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static const char *kernel_of(const bench_row *r)
{
    return r->kernel == BEE_KERNEL_AUTO ? "" : bee_kernel_name(r->kernel);
}

/* ---------------------------------------------------------------- text */

/* A time in ns, bytes, or a count, in a unit that keeps 3-4 digits. */
static void human_time(char *b, size_t cap, double ns)
{
    if (ns >= 1e6)
        snprintf(b, cap, "%.2f ms", ns / 1e6);
    else if (ns >= 1e3)
        snprintf(b, cap, "%.2f us", ns / 1e3);
    else
        snprintf(b, cap, "%.0f ns", ns);
}

static void human_count(char *b, size_t cap, double v, const char *unit)
{
    if (v >= 1e9)
        snprintf(b, cap, "%.1f G%s", v / 1e9, unit);
    else if (v >= 1e6)
        snprintf(b, cap, "%.1f M%s", v / 1e6, unit);
    else if (v >= 1e4)
        snprintf(b, cap, "%.1f k%s", v / 1e3, unit);
    else
        snprintf(b, cap, "%.0f%s%s", v, *unit ? " " : "", unit);
}

static void text_header_line(out *o, int hw)
{
    outf(o, "%-12s %-7s %6s %10s %21s %9s %9s %9s %9s %9s %9s", "method", "kernel", "block",
         "median", "p10 - p90", "speed-up", "blocks", "masks", "bytes", "build", "memory");
    if (hw)
        outf(o, " %9s %9s %9s", "cycles", "instr", "misses");
    out_char(o, '\n');
}

static void text_row(out *o, const bench_row *r)
{
    char med[32], p10[32], p90[32], spread[80], sp[32], ent[32], tested[32], bytes[32],
        build[32], mem[32], block[16];
    human_time(med, sizeof med, r->ns_median);
    human_time(p10, sizeof p10, r->ns_p10);
    human_time(p90, sizeof p90, r->ns_p90);
    snprintf(spread, sizeof spread, "%s - %s", p10, p90);
    if (r->speedup > 0)
        snprintf(sp, sizeof sp, "%.1fx", r->speedup);
    else
        snprintf(sp, sizeof sp, "-");
    human_count(ent, sizeof ent, r->blocks_entered, "");
    human_count(tested, sizeof tested, r->masks_tested, "");
    human_count(bytes, sizeof bytes, r->bytes_touched, "B");
    human_time(build, sizeof build, r->build_ms * 1e6);
    human_count(mem, sizeof mem, (double)r->memory, "B");
    if (r->block_size)
        snprintf(block, sizeof block, "%u", r->block_size);
    else
        snprintf(block, sizeof block, "-");
    char kernel[16];
    snprintf(kernel, sizeof kernel, "%s%s", r->kernel == BEE_KERNEL_AUTO ? "-" : kernel_of(r),
             r->kernel_emulated ? "*" : "");
    outf(o, "%-12s %-7s %6s %10s %21s %9s %9s %9s %9s %9s %9s", r->algo, kernel, block, med,
         spread, sp, ent, tested, bytes, build, mem);
    if (r->hw_ok) {
        char cy[32], in[32], mi[32];
        human_count(cy, sizeof cy, r->cycles, "");
        human_count(in, sizeof in, r->instructions, "");
        human_count(mi, sizeof mi, r->cache_misses, "");
        outf(o, " %9s %9s %9s", cy, in, mi);
    }
    if (r->disagreements)
        outf(o, "  DISAGREES on %zu puzzles", r->disagreements);
    out_char(o, '\n');
}

static int any_emulated(const bench_row *rows, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (rows[i].kernel_emulated)
            return 1;
    return 0;
}

static void report_text(out *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                        const bench_row *sweep, size_t n_sweep)
{
    const bench_config *cfg = x->cfg;
    outf(o, "# bee-simd %s bench: %zu puzzles of %d letters (seed %llu), timed rounds: %u; %s\n",
         BEE_VERSION, x->set->n, cfg->c.size, (unsigned long long)cfg->seed, cfg->repeat,
         cfg->c.count_only ? "counts only" : "word lists filled");
    outf(o, "# cpu: %s [%s]; %s\n", x->cpu, bee_cpu_features(), x->compiler);
    outf(o, "# dictionary: %s (%zu words, min-len %u); %s; load average %s\n", cfg->dict_label,
         bee_dict_size(x->d), cfg->c.index.min_len, x->date, x->load);
    outf(o, "# times per puzzle (median of rounds, clock cost %.0f ns subtracted); counters are\n"
            "# means per puzzle; hardware counters: %s\n",
         x->set->timer_ns, x->hw->ok ? "cycles, instructions, cache misses per puzzle"
                                     : x->hw->why);
    for (size_t i = 0; i < n_rows; i++) {
        if (rows[i].shared_letters)
            outf(o, "# adaptive: a block grows while its sets share >= %u letters, up to "
                    "'block' sets\n", rows[i].shared_letters);
        if (rows[i].super_size)
            outf(o, "# superblock: %u blocks of 'block' sets per super-block\n",
                 rows[i].super_size);
    }
    int hw = x->hw->ok;
    text_header_line(o, hw);
    for (size_t i = 0; i < n_rows; i++)
        text_row(o, &rows[i]);
    if (n_sweep) {
        outf(o, "\n# block-size sweep\n");
        text_header_line(o, hw);
        for (size_t i = 0; i < n_sweep; i++)
            text_row(o, &sweep[i]);
    }
    if (any_emulated(rows, n_rows) || any_emulated(sweep, n_sweep))
        outf(o, "# * NEON through SIMDe's portable translation on this CPU: exact, not fast\n");
}

/* ---------------------------------------------------------------- CSV / TSV */

static const char *const csv_columns[] = {
    "section", "method", "kernel", "kernel_emulated", "block_size", "ns_median", "ns_p10",
    "ns_p90", "ns_mean", "speedup", "blocks_entered", "masks_tested", "bytes_touched",
    "answers", "build_ms", "memory_bytes", "blocks", "cycles", "instructions",
    "cache_misses", "agrees",
};

static void csv_row(out *o, char sep, const char *section, const bench_row *r)
{
    outf(o, "%s%c%s%c%s%c%d%c", section, sep, r->algo, sep, kernel_of(r), sep,
         r->kernel_emulated, sep);
    if (r->block_size)
        outf(o, "%u", r->block_size);
    outf(o, "%c%.1f%c%.1f%c%.1f%c%.1f%c", sep, r->ns_median, sep, r->ns_p10, sep, r->ns_p90,
         sep, r->ns_mean, sep);
    if (r->speedup > 0)
        outf(o, "%.2f", r->speedup);
    outf(o, "%c%.2f%c%.2f%c%.1f%c%.2f%c%.3f%c%zu%c%zu%c", sep, r->blocks_entered, sep,
         r->masks_tested, sep, r->bytes_touched, sep, r->answers, sep, r->build_ms, sep,
         r->memory, sep, r->blocks, sep);
    if (r->hw_ok)
        outf(o, "%.1f%c%.1f%c%.1f", r->cycles, sep, r->instructions, sep, r->cache_misses);
    else
        outf(o, "%c%c", sep, sep);
    outf(o, "%c%d\n", sep, r->disagreements == 0);
}

static void report_csv(out *o, char sep, const bench_row *rows, size_t n_rows,
                       const bench_row *sweep, size_t n_sweep)
{
    for (size_t i = 0; i < sizeof csv_columns / sizeof *csv_columns; i++)
        outf(o, "%s%s", i ? (sep == ',' ? "," : "\t") : "", csv_columns[i]);
    out_char(o, '\n');
    for (size_t i = 0; i < n_rows; i++)
        csv_row(o, sep, "compare", &rows[i]);
    for (size_t i = 0; i < n_sweep; i++)
        csv_row(o, sep, "sweep", &sweep[i]);
}

/* ---------------------------------------------------------------- JSON */

static void json_key_str(out *o, const char *key, const char *v)
{
    outf(o, "\"%s\":", key);
    out_json_str(o, v, strlen(v));
}

static void json_row(out *o, const bench_row *r)
{
    out_char(o, '{');
    json_key_str(o, "method", r->algo);
    out_char(o, ',');
    if (r->kernel == BEE_KERNEL_AUTO)
        out_str(o, "\"kernel\":null");
    else
        json_key_str(o, "kernel", kernel_of(r));
    outf(o, ",\"kernel_emulated\":%s", r->kernel_emulated ? "true" : "false");
    if (r->block_size)
        outf(o, ",\"block_size\":%u", r->block_size);
    else
        out_str(o, ",\"block_size\":null");
    if (r->shared_letters)
        outf(o, ",\"shared_letters\":%u", r->shared_letters);
    if (r->super_size)
        outf(o, ",\"super_size\":%u", r->super_size);
    outf(o, ",\"ns_median\":%.1f,\"ns_p10\":%.1f,\"ns_p90\":%.1f,\"ns_mean\":%.1f", r->ns_median,
         r->ns_p10, r->ns_p90, r->ns_mean);
    if (r->speedup > 0)
        outf(o, ",\"speedup\":%.2f", r->speedup);
    else
        out_str(o, ",\"speedup\":null");
    outf(o, ",\"blocks_entered\":%.2f,\"masks_tested\":%.2f,\"bytes_touched\":%.1f,"
            "\"answers\":%.2f,\"build_ms\":%.3f,\"memory_bytes\":%zu,\"blocks\":%zu",
         r->blocks_entered, r->masks_tested, r->bytes_touched, r->answers, r->build_ms,
         r->memory, r->blocks);
    if (r->hw_ok)
        outf(o, ",\"cycles\":%.1f,\"instructions\":%.1f,\"cache_misses\":%.1f", r->cycles,
             r->instructions, r->cache_misses);
    else
        out_str(o, ",\"cycles\":null,\"instructions\":null,\"cache_misses\":null");
    outf(o, ",\"agrees\":%s", r->disagreements ? "false" : "true");
    if (r->disagreements) {
        out_char(o, ',');
        json_key_str(o, "disagreement", r->first_disagreement);
    }
    out_char(o, '}');
}

static void json_rows(out *o, const char *key, const bench_row *rows, size_t n)
{
    outf(o, ",\n\"%s\":[", key);
    for (size_t i = 0; i < n; i++) {
        out_str(o, i ? ",\n  " : "\n  ");
        json_row(o, &rows[i]);
    }
    out_str(o, "]");
}

static void report_json(out *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                        const bench_row *sweep, size_t n_sweep)
{
    const bench_config *cfg = x->cfg;
    out_str(o, "{\"bench\":\"bee-simd\",");
    json_key_str(o, "version", BEE_VERSION);
    out_str(o, ",\n\"machine\":{");
    json_key_str(o, "cpu", x->cpu);
    out_char(o, ',');
    json_key_str(o, "cpu_features", bee_cpu_features());
    out_char(o, ',');
    json_key_str(o, "compiler", x->compiler);
    out_char(o, ',');
    json_key_str(o, "best_kernel", bee_kernel_name(bee_kernel_best()));
    out_char(o, ',');
    json_key_str(o, "date", x->date);
    out_char(o, ',');
    json_key_str(o, "load_average", x->load);
    out_str(o, "},\n\"dictionary\":{");
    json_key_str(o, "source", cfg->dict_label);
    outf(o, ",\"words\":%zu,\"min_len\":%u}", bee_dict_size(x->d), cfg->c.index.min_len);
    outf(o, ",\n\"puzzles\":{\"count\":%zu,\"size\":%d,\"seed\":%llu,\"rounds\":%u,"
            "\"word_lists\":%s,\"clock_cost_ns\":%.1f}",
         x->set->n, cfg->c.size, (unsigned long long)cfg->seed, cfg->repeat,
         cfg->c.count_only ? "false" : "true", x->set->timer_ns);
    outf(o, ",\n\"hardware_counters\":{\"available\":%s", x->hw->ok ? "true" : "false");
    if (!x->hw->ok) {
        out_char(o, ',');
        json_key_str(o, "reason", x->hw->why);
    }
    out_char(o, '}');
    json_rows(o, "methods", rows, n_rows);
    json_rows(o, "sweep", sweep, n_sweep);
    out_str(o, "}\n");
}

void bench_report(out *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                  const bench_row *sweep, size_t n_sweep)
{
    switch (x->cfg->format) {
    case BENCH_TEXT: report_text(o, x, rows, n_rows, sweep, n_sweep); break;
    case BENCH_CSV: report_csv(o, ',', rows, n_rows, sweep, n_sweep); break;
    case BENCH_TSV: report_csv(o, '\t', rows, n_rows, sweep, n_sweep); break;
    case BENCH_JSON: report_json(o, x, rows, n_rows, sweep, n_sweep); break;
    }
}
