/*
 * stream.c - see stream.h.  The library's batch engine reads, answers and
 * orders; the record callbacks (src/output/batch_out.c) render on its
 * worker threads; this file's sink writes each chunk's records, then the
 * reports of its refused lines on stderr, and keeps the progress line.
 */
#define _GNU_SOURCE /* O_CLOEXEC */
#include "cli/stream/stream.h"
#include "cli/stream/progress.h"
#include "output/batch_out.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct sink {
    const stream_config *cfg;
    batch_out b;
    int write_error;
    stream_stats st;
    cli_progress progress;
    uint64_t in_size; /* of a regular file input, else 0 */
    uint64_t in_done; /* input bytes whose records are out */
} sink;

static void progress_report(sink *k, int final)
{
    double part = k->in_size ? (double)k->in_done / (double)k->in_size : -1;
    uint64_t hits, misses;
    record_cache_counts(k->cfg->cache, &hits, &misses);
    const char *what = "kept records";
    if (!k->cfg->cache) {
        set_texts_counts(k->cfg->sets, &hits, &misses);
        what = "from set texts";
    }
    k->progress.extra[0] = '\0';
    if (hits + misses)
        snprintf(k->progress.extra, sizeof k->progress.extra, ", %.0f%% %s",
                 100.0 * (double)hits / (double)(hits + misses), what);
    cli_progress_report(&k->progress, part, k->st.records, "records", final);
}

/* The batch's sink: one chunk's records (or what it has so far), in turn. */
static int write_chunk(void *ctx, const bee_batch_chunk *c)
{
    sink *k = ctx;
    int err = batch_out_write(&k->b, k->cfg->out_fd, c);
    if (err) {
        k->write_error = err;
        return 1;
    }
    if (c->notes.len) {
        cli_progress_clear(&k->progress);
        out_write_fd(STDERR_FILENO, c->notes.data, c->notes.len);
    }
    k->st.records += c->items;
    k->st.refused += c->refused;
    k->in_done += c->in_bytes;
    if (k->cfg->progress && cli_progress_due(&k->progress))
        progress_report(k, 0);
    return 0;
}

int stream_run(const stream_config *cfg, stream_stats *stats)
{
    sink *k = calloc(1, sizeof *k);
    if (!k) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    k->cfg = cfg;
    if (cfg->bag)
        batch_out_bag_init(&k->b, cfg->bag);
    else if (cfg->hints)
        batch_out_hints_init(&k->b, cfg->w, cfg->hints);
    else
        batch_out_solve_init(&k->b, cfg->w);
    k->b.command = cli_command ? cli_command : "solve";
    k->b.in_name = cfg->in_name;
    k->b.cache = cfg->cache;
    k->b.sets = cfg->sets;
    if (cfg->separate_first)
        k->b.skip = 0;
    cli_progress_start(&k->progress);
    struct stat st;
    if (fstat(cfg->in_fd, &st) == 0 && S_ISREG(st.st_mode)) {
        /* a file: progress can tell how far along it is */
        off_t at = lseek(cfg->in_fd, 0, SEEK_CUR);
        k->in_size = st.st_size > at && at >= 0 ? (uint64_t)(st.st_size - at) : 0;
    }
    int rc = EXIT_OK;
    bee_batch_stats bs = {0};
    bee_status status = BEE_OK;
    const char *header = cfg->header ? k->b.header : NULL;
    if (header && (k->write_error = out_write_fd(cfg->out_fd, header, strlen(header))))
        goto report;
    bee_batch_input in = {.source = BEE_BATCH_FD, .fd = cfg->in_fd};
    bee_error err;
    status = batch_out_run(&k->b, cfg->ix, &in, cfg->threads, write_chunk, k, &bs, &err);

report:
    if (cfg->progress && !k->write_error)
        progress_report(k, 1);
    if (k->write_error) {
        if (k->write_error != EPIPE) /* the reader went away: stop quietly */
            cli_output_error(k->write_error);
        rc = EXIT_REFUSED;
    } else if (status == BEE_ERR_NOMEM || k->b.no_memory) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
    }
    if (bs.read_errno) {
        cli_error("error reading %s: %s", cfg->in_name, strerror(bs.read_errno));
        rc = EXIT_REFUSED;
    }
    if (k->st.refused && !k->write_error) {
        cli_error("%llu of %llu lines refused", (unsigned long long)k->st.refused,
                  (unsigned long long)k->st.records);
        rc = EXIT_REFUSED;
    }
    if (stats)
        *stats = k->st;
    free(k);
    return rc;
}

void stream_options_init(stream_options *s)
{
    s->threads = 0;
    s->progress = isatty(STDERR_FILENO);
    s->cache_mib = -1; /* the command's default */
}

int stream_option(stream_options *s, int opt, const char *arg)
{
    long v;
    switch (opt) {
    case OPT_THREADS:
        if ((v = cli_number("threads", arg, 1, 256)) < 0)
            return EXIT_USAGE;
        s->threads = (int)v;
        return 0;
    case OPT_PROGRESS:
    case OPT_NO_PROGRESS: s->progress = opt == OPT_PROGRESS; return 0;
    case OPT_CACHE:
        if ((v = cli_number("cache", arg, 0, 1L << 20)) < 0)
            return EXIT_USAGE;
        s->cache_mib = v;
        return 0;
    }
    return -1;
}

int stream_options_finish(stream_options *s)
{
    /* (no default here: counting the usable CPUs costs a one-off command
     * some system calls for nothing; stream_run counts them if it runs) */
    return cli_env_threads(&s->threads, 256) ? EXIT_USAGE : EXIT_OK;
}

stream_config stream_stdio(const stream_options *so)
{
    return (stream_config){
        .in_fd = STDIN_FILENO,
        .out_fd = STDOUT_FILENO,
        .in_name = "stdin",
        .threads = so->threads,
        .header = 1,
        .progress = so->progress,
    };
}

int stream_run_inputs(stream_config *cfg, const stream_options *so)
{
    if (so->n_files == 0)
        return stream_run(cfg, NULL);
    int rc = EXIT_OK;
    uint64_t records = 0;
    int header = cfg->header;
    for (int i = 0; i < so->n_files; i++) {
        const char *path = so->files[i];
        int stdin_ = strcmp(path, "-") == 0;
        int fd = stdin_ ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            cli_error("%s: cannot open: %s", path, strerror(errno));
            rc = EXIT_REFUSED;
            continue;
        }
        cfg->in_fd = fd;
        cfg->in_name = stdin_ ? "stdin" : path;
        cfg->separate_first = records > 0;
        stream_stats st = {0, 0};
        int r = stream_run(cfg, &st);
        cfg->header = 0; /* written once, by the first input */
        records += st.records;
        if (!stdin_)
            close(fd);
        if (r != EXIT_OK)
            rc = r;
        if (r != EXIT_OK && st.refused == 0)
            break; /* not a refused line but a failure (output, memory, read) */
    }
    cfg->header = header;
    return rc;
}
