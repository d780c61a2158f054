/*
 * bench_report.c - the results of `bee-simd bench` as a table for people, or
 * CSV, TSV or JSON for programs, to a FILE.  The machine, compiler, dictionary, date and
 * load go above the table and into the JSON, so a result says where it came
 * from.  CSV/TSV have one row per measurement with a `section` column
 * ("compare" or "sweep"); fields that do not apply are empty (null in JSON).
 */
#define _GNU_SOURCE /* gmtime_r */
#include "bench.h"

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

static const char *kernel_of(const bench_row *r)
{
    return r->kernel == BEE_KERNEL_AUTO ? "" : bee_kernel_name(r->kernel);
}

/* ---------------------------------------------------------------- text */

/* A time in ns, bytes, or a count, in a unit that keeps 3-4 digits. */
void bench_human_time(char *b, size_t cap, double ns)
{
    if (ns >= 1e9)
        snprintf(b, cap, "%.2f s", ns / 1e9);
    else if (ns >= 1e6)
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

static void text_header_line(FILE *o, int hw)
{
    fprintf(o, "%-12s %-7s %6s %10s %21s %9s %9s %9s %9s %9s %9s", "method", "kernel", "block",
            "median", "p10 - p90", "speed-up", "blocks", "masks", "bytes", "build", "memory");
    if (hw)
        fprintf(o, " %9s %9s %9s", "cycles", "instr", "misses");
    fputc('\n', o);
}

static void text_row(FILE *o, const bench_row *r)
{
    char med[32], p10[32], p90[32], spread[80], sp[32], ent[32], tested[32], bytes[32], build[32],
        mem[32], block[16];
    bench_human_time(med, sizeof med, r->ns_median);
    bench_human_time(p10, sizeof p10, r->ns_p10);
    bench_human_time(p90, sizeof p90, r->ns_p90);
    snprintf(spread, sizeof spread, "%s - %s", p10, p90);
    if (r->speedup > 0)
        snprintf(sp, sizeof sp, "%.1fx", r->speedup);
    else
        snprintf(sp, sizeof sp, "-");
    human_count(ent, sizeof ent, r->blocks_entered, "");
    human_count(tested, sizeof tested, r->masks_tested, "");
    human_count(bytes, sizeof bytes, r->bytes_touched, "B");
    bench_human_time(build, sizeof build, r->build_ms * 1e6);
    human_count(mem, sizeof mem, (double)r->memory, "B");
    if (r->block_size)
        snprintf(block, sizeof block, "%u", r->block_size);
    else
        snprintf(block, sizeof block, "-");
    char kernel[16];
    snprintf(kernel, sizeof kernel, "%s%s", r->kernel == BEE_KERNEL_AUTO ? "-" : kernel_of(r),
             r->kernel_emulated ? "*" : "");
    fprintf(o, "%-12s %-7s %6s %10s %21s %9s %9s %9s %9s %9s %9s", r->algo, kernel, block, med,
            spread, sp, ent, tested, bytes, build, mem);
    if (r->hw_ok) {
        char cy[32], in[32], mi[32];
        human_count(cy, sizeof cy, r->cycles, "");
        human_count(in, sizeof in, r->instructions, "");
        human_count(mi, sizeof mi, r->cache_misses, "");
        fprintf(o, " %9s %9s %9s", cy, in, mi);
    }
    if (r->disagreements)
        fprintf(o, "  DISAGREES on %zu puzzles", r->disagreements);
    fputc('\n', o);
}

static int any_emulated(const bench_row *rows, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (rows[i].kernel_emulated)
            return 1;
    return 0;
}

void bench_text_head(FILE *o, const bench_context *x)
{
    fprintf(o, "# cpu: %s [%s]; %s\n", x->cpu, bee_cpu_features(), x->compiler);
    fprintf(o, "# dictionary: %s (%zu words, min-len %u); %s; load average %s\n",
            x->cfg->dict_label, bee_dict_size(x->d), x->cfg->min_len, x->date, x->load);
}

static void report_text(FILE *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                        const bench_row *sweep, size_t n_sweep)
{
    const bench_config *cfg = x->cfg;
    fprintf(o, "# bee-simd %s bench: %zu puzzles of %d letters (seed %llu), timed rounds: %u; %s\n",
            BEE_VERSION, x->set->n, cfg->size, (unsigned long long)cfg->seed, cfg->repeat,
            cfg->count_only ? "counts only" : "word lists filled");
    bench_text_head(o, x);
    fprintf(o,
            "# times per puzzle (median of rounds, clock cost %.0f ns subtracted); counters are\n"
            "# means per puzzle; hardware counters: %s\n",
            x->set->timer_ns,
            x->hw->ok ? "cycles, instructions, cache misses per puzzle" : x->hw->why);
    for (size_t i = 0; i < n_rows; i++) {
        if (rows[i].shared_letters)
            fprintf(o,
                    "# adaptive: a block grows while its sets share >= %u letters, up to "
                    "'block' sets\n",
                    rows[i].shared_letters);
        if (rows[i].super_size)
            fprintf(o, "# superblock: %u blocks of 'block' sets per super-block\n",
                    rows[i].super_size);
    }
    int hw = x->hw->ok;
    text_header_line(o, hw);
    for (size_t i = 0; i < n_rows; i++)
        text_row(o, &rows[i]);
    if (n_sweep) {
        fprintf(o, "\n# block-size sweep\n");
        text_header_line(o, hw);
        for (size_t i = 0; i < n_sweep; i++)
            text_row(o, &sweep[i]);
    }
    if (any_emulated(rows, n_rows) || any_emulated(sweep, n_sweep))
        fprintf(o, "# * NEON through SIMDe's portable translation on this CPU: exact, not fast\n");
    char floor[32];
    bench_human_time(floor, sizeof floor, x->set->floor_ns);
    fprintf(o, "# floor: a memcpy of each puzzle's answers, %s a puzzle\n", floor);
}

/* ---------------------------------------------------------------- CSV / TSV */

static const char *const csv_columns[] = {
    "method",         "section",      "kernel",        "kernel_emulated", "block_size",
    "ns_median",      "ns_p10",       "ns_p90",        "ns_mean",         "speedup",
    "blocks_entered", "masks_tested", "bytes_touched", "answers",         "build_ms",
    "memory_bytes",   "blocks",       "cycles",        "instructions",    "cache_misses",
    "agrees",
};

static void csv_row(FILE *o, char sep, const char *section, const bench_row *r)
{
    fprintf(o, "%s%c%s%c%s%c%d%c", r->algo, sep, section, sep, kernel_of(r), sep,
            r->kernel_emulated, sep);
    if (r->block_size)
        fprintf(o, "%u", r->block_size);
    fprintf(o, "%c%.1f%c%.1f%c%.1f%c%.1f%c", sep, r->ns_median, sep, r->ns_p10, sep, r->ns_p90, sep,
            r->ns_mean, sep);
    if (r->speedup > 0)
        fprintf(o, "%.2f", r->speedup);
    fprintf(o, "%c%.2f%c%.2f%c%.1f%c%.2f%c%.3f%c%zu%c%zu%c", sep, r->blocks_entered, sep,
            r->masks_tested, sep, r->bytes_touched, sep, r->answers, sep, r->build_ms, sep,
            r->memory, sep, r->blocks, sep);
    if (r->hw_ok)
        fprintf(o, "%.1f%c%.1f%c%.1f", r->cycles, sep, r->instructions, sep, r->cache_misses);
    else
        fprintf(o, "%c%c", sep, sep);
    fprintf(o, "%c%d\n", sep, r->disagreements == 0);
}

static void report_csv(FILE *o, char sep, const bench_row *rows, size_t n_rows,
                       const bench_row *sweep, size_t n_sweep)
{
    for (size_t i = 0; i < sizeof csv_columns / sizeof *csv_columns; i++)
        fprintf(o, "%s%s", i ? (sep == ',' ? "," : "\t") : "", csv_columns[i]);
    fputc('\n', o);
    for (size_t i = 0; i < n_rows; i++)
        csv_row(o, sep, "compare", &rows[i]);
    for (size_t i = 0; i < n_sweep; i++)
        csv_row(o, sep, "sweep", &sweep[i]);
}

/* ---------------------------------------------------------------- JSON */

void bench_json_str(FILE *o, const char *s)
{
    fputc('"', o);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(o, "\\%c", c);
        else if (c < 0x20)
            fprintf(o, "\\u%04x", c);
        else
            fputc(c, o);
    }
    fputc('"', o);
}

void bench_json_key_str(FILE *o, const char *key, const char *v)
{
    fprintf(o, "\"%s\":", key);
    bench_json_str(o, v);
}

/* A ratio and its interval, or nulls where it was not measured. */
static void json_ratio(FILE *o, const char *key, double v, double lo, double hi)
{
    if (v > 0 && lo > 0)
        fprintf(o, ",\"%s\":%.4g,\"%s_lo\":%.4g,\"%s_hi\":%.4g", key, v, key, lo, key, hi);
    else
        fprintf(o, ",\"%s\":null,\"%s_lo\":null,\"%s_hi\":null", key, key, key);
}

static void json_doubles(FILE *o, const char *key, const double *v, size_t n)
{
    fprintf(o, ",\"%s\":[", key);
    for (size_t i = 0; i < n; i++)
        fprintf(o, i ? ",%.1f" : "%.1f", v[i]);
    fputc(']', o);
}

/* One row; with `each` the row's time of each puzzle (n of them) too. */
static void json_row(FILE *o, const bench_row *r, const bench_set *set, int each)
{
    fputc('{', o);
    bench_json_key_str(o, "method", r->algo);
    fputc(',', o);
    if (r->kernel == BEE_KERNEL_AUTO)
        fputs("\"kernel\":null", o);
    else
        bench_json_key_str(o, "kernel", kernel_of(r));
    fprintf(o, ",\"kernel_emulated\":%s", r->kernel_emulated ? "true" : "false");
    if (r->block_size)
        fprintf(o, ",\"block_size\":%u", r->block_size);
    else
        fputs(",\"block_size\":null", o);
    if (r->shared_letters)
        fprintf(o, ",\"shared_letters\":%u", r->shared_letters);
    if (r->super_size)
        fprintf(o, ",\"super_size\":%u", r->super_size);
    fprintf(o, ",\"ns_median\":%.1f,\"ns_p10\":%.1f,\"ns_p90\":%.1f,\"ns_mean\":%.1f", r->ns_median,
            r->ns_p10, r->ns_p90, r->ns_mean);
    if (r->speedup > 0)
        fprintf(o, ",\"speedup\":%.2f", r->speedup);
    else
        fputs(",\"speedup\":null", o);
    fprintf(o,
            ",\"blocks_entered\":%.2f,\"masks_tested\":%.2f,\"bytes_touched\":%.1f,"
            "\"answers\":%.2f,\"build_ms\":%.3f,\"memory_bytes\":%zu,\"blocks\":%zu",
            r->blocks_entered, r->masks_tested, r->bytes_touched, r->answers, r->build_ms,
            r->memory, r->blocks);
    if (r->hw_ok)
        fprintf(o, ",\"cycles\":%.1f,\"instructions\":%.1f,\"cache_misses\":%.1f", r->cycles,
                r->instructions, r->cache_misses);
    else
        fputs(",\"cycles\":null,\"instructions\":null,\"cache_misses\":null", o);
    fprintf(o, ",\"ns_best_round\":%.1f", r->ns_best_round);
    if (set->floor_ns > 0)
        fprintf(o, ",\"vs_floor\":%.4g", r->ns_median / set->floor_ns);
    json_ratio(o, "vs_naive", r->speedup, r->vs_naive_lo, r->vs_naive_hi);
    if (r->step_from) {
        fputc(',', o);
        bench_json_key_str(o, "step_from", r->step_from);
        json_ratio(o, "step", r->step, r->step_lo, r->step_hi);
    }
    if (each && r->ns_each)
        json_doubles(o, "ns_each", r->ns_each, set->n);
    fprintf(o, ",\"agrees\":%s", r->disagreements ? "false" : "true");
    if (r->disagreements) {
        fputc(',', o);
        bench_json_key_str(o, "disagreement", r->first_disagreement);
    }
    fputc('}', o);
}

static void json_rows(FILE *o, const char *key, const bench_row *rows, size_t n,
                      const bench_set *set, int each)
{
    fprintf(o, ",\n\"%s\":[", key);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ",\n  " : "\n  ", o);
        json_row(o, &rows[i], set, each);
    }
    fputs("]", o);
}

static void report_json(FILE *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                        const bench_row *sweep, size_t n_sweep)
{
    const bench_config *cfg = x->cfg;
    bench_json_head(o, x, "solve");
    fprintf(o,
            ",\n\"puzzles\":{\"count\":%zu,\"size\":%d,\"seed\":%llu,\"rounds\":%u,"
            "\"word_lists\":%s,\"clock_cost_ns\":%.1f,\"kind\":\"%s\"",
            x->set->n, cfg->size, (unsigned long long)cfg->seed, cfg->repeat,
            cfg->count_only ? "false" : "true", x->set->timer_ns,
            cfg->random_puzzles ? "random" : "nyt");
    fputs(",\"answers_each\":[", o);
    for (size_t i = 0; i < x->set->n; i++)
        fprintf(o, i ? ",%zu" : "%zu", x->set->count[i]);
    /* the puzzles themselves, so another build (bench/regenerate.sh's wasm
     * rows) can time the same ones */
    fputs("],\"text_each\":[", o);
    for (size_t i = 0; i < x->set->n; i++) {
        fputs(i ? "," : "", o);
        bench_json_str(o, x->set->puzzles[i].text);
    }
    fprintf(o, "]}");
    fprintf(o,
            ",\n\"floor\":{\"what\":\"memcpy of the answers\",\"ns_median\":%.2f,"
            "\"ns_best\":%.2f}",
            x->set->floor_ns, x->set->floor_best_ns);
    fprintf(o, ",\n\"hardware_counters\":{\"available\":%s", x->hw->ok ? "true" : "false");
    if (!x->hw->ok) {
        fputc(',', o);
        bench_json_key_str(o, "reason", x->hw->why);
    }
    fputc('}', o);
    json_rows(o, "methods", rows, n_rows, x->set, 1);
    json_rows(o, "sweep", sweep, n_sweep, x->set, 0);
    fputs("}\n", o);
}

void bench_json_head(FILE *o, const bench_context *x, const char *task)
{
    const bench_config *cfg = x->cfg;
    fputs("{\"bench\":\"bee-simd\",", o);
    bench_json_key_str(o, "version", BEE_VERSION);
    fputc(',', o);
    bench_json_key_str(o, "task", task);
    fputs(",\n\"machine\":{", o);
    bench_json_key_str(o, "cpu", x->cpu);
    fputc(',', o);
    bench_json_key_str(o, "cpu_features", bee_cpu_features());
    fputc(',', o);
    bench_json_key_str(o, "compiler", x->compiler);
    fputc(',', o);
    bench_json_key_str(o, "best_kernel", bee_kernel_name(bee_kernel_best()));
    fputc(',', o);
    bench_json_key_str(o, "date", x->date);
    fputc(',', o);
    bench_json_key_str(o, "load_average", x->load);
    fputs("},\n\"dictionary\":{", o);
    bench_json_key_str(o, "source", cfg->dict_label);
    fprintf(o, ",\"words\":%zu,\"min_len\":%u}", bee_dict_size(x->d), cfg->min_len);
}

void bench_report(FILE *o, const bench_context *x, const bench_row *rows, size_t n_rows,
                  const bench_row *sweep, size_t n_sweep)
{
    switch (x->cfg->format) {
    case BENCH_TEXT: report_text(o, x, rows, n_rows, sweep, n_sweep); break;
    case BENCH_CSV: report_csv(o, ',', rows, n_rows, sweep, n_sweep); break;
    case BENCH_TSV: report_csv(o, '\t', rows, n_rows, sweep, n_sweep); break;
    case BENCH_JSON: report_json(o, x, rows, n_rows, sweep, n_sweep); break;
    }
}
