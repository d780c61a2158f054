/*
 * stream.c - see stream.h.  The workload: millions of short lines (a puzzle
 * is 8 bytes) whose records are 20 bytes to a few kilobytes each, so the
 * costs that matter are per chunk, never per line: one lock round trip and one
 * write(2) per chunk of up to STREAM_CHUNK input bytes.
 *
 * Threads: each worker (the calling thread is one) reads the next chunk into
 * a slot of a ring, under the input lock, then answers its lines into the
 * slot's record buffer; the ordered writer (ordered.h) writes the chunks in
 * input order, a slot being a place of its ring.  No thread only reads: a
 * reader handing chunks to workers woke a sleeping worker at every chunk, and
 * on a virtual machine each wake-up is an interrupt to another CPU.
 */
#define _GNU_SOURCE   /* memrchr */
#include "cli/stream/ordered.h"
#include "cli/stream/stream.h"
#include "cli/stream/progress.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------- whole lines */

typedef struct reader {
    int fd;
    char carry[STREAM_MAX_LINE + 1];   /* the unfinished last line of a chunk */
    size_t carry_len;
    int discarding;   /* the line in progress was cut short: drop to its end */
    int eof;
    int error;        /* errno of a failed read */
    int may_stall;    /* not a regular file: input can pause (a pipe, a tty) */
} reader;

/* Whether a read of fd would return at once (data, or the end). */
static int input_ready(int fd)
{
    struct pollfd p = {fd, POLLIN, 0};
    return poll(&p, 1, 0) != 0;
}

/* Fill buf (STREAM_CHUNK bytes) with whole lines, about `goal` bytes of
 * them (more when the first line is longer); 0 at the end of input.  A line
 * longer than STREAM_MAX_LINE keeps its first STREAM_MAX_LINE + 1 bytes
 * (enough to be refused as over-long); the rest is dropped unread. */
static size_t read_chunk(reader *r, char *buf, size_t goal)
{
    size_t len = r->carry_len, line_start = 0;
    memcpy(buf, r->carry, len);
    r->carry_len = 0;
    while (!r->eof && len < STREAM_CHUNK && (len < goal || line_start == 0)) {
        size_t wanted = (len < goal ? goal : STREAM_CHUNK) - len;
        ssize_t n = read(r->fd, buf + len, wanted);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            r->error = n < 0 ? errno : 0;
            r->eof = 1;
            break;
        }
        char *fresh = buf + len;
        size_t got = (size_t)n;
        if (r->discarding) {
            char *nl = memchr(fresh, '\n', got);
            if (!nl)
                continue;
            got -= (size_t)(nl - fresh);
            memmove(fresh, nl, got);
            r->discarding = 0;
        }
        char *last = memrchr(fresh, '\n', got);
        if (last)
            line_start = (size_t)(last - buf) + 1;
        len += got;
        if (len - line_start > STREAM_MAX_LINE) {
            len = line_start + STREAM_MAX_LINE + 1;
            r->discarding = 1;
        }
        /* The input stalled with whole lines in hand: hand them on now, not
         * when the chunk fills (a co-process, `tail -f`, a person typing).
         * Asked only after a short read, so a source that keeps up costs
         * nothing, and a slow one one poll(2) a read. */
        if (r->may_stall && line_start > 0 && (size_t)n < wanted && !input_ready(r->fd))
            break;
    }
    if (!r->eof) {   /* full: the unfinished line (at most MAX + 1 bytes) waits */
        r->carry_len = len - line_start;
        memcpy(r->carry, buf + line_start, r->carry_len);
        len = line_start;
    }
    return len;
}

/* ------------------------------------------------------------- slots */

/* Whole cache lines each (_Alignas, and the array from aligned_alloc): a
 * worker writes its slot at every line, which must not evict what the other
 * workers read at every line from theirs or from the data beside them. */
typedef struct slot {
    _Alignas(64) char *in;
    size_t in_len;
    uint64_t seq, first_line;
    out rec;            /* records, for the output */
    out msg;            /* reports of refused lines, for stderr */
    uint64_t lines, records, refused;   /* not yet written */
} slot;

typedef struct engine {
    const stream_config *cfg;
    pthread_mutex_t lock;              /* the input: one worker reads at a time */
    reader *r;
    uint64_t next_seq, next_line;      /* of the next chunk read */
    size_t chunk;                      /* input bytes a chunk, aimed at */
    ordered ord;                       /* writes the chunks in order: its places
                                          are the slots */
    slot *slots;
    size_t n_slots;
    int threads;                       /* cfg's, or one per usable CPU */
    atomic_int stop;                   /* a fatal error: everyone stops */
    int write_error, no_memory;
    size_t skip_separator;             /* bytes to drop from the first record */
    stream_stats st;
    /* progress */
    cli_progress progress;
    uint64_t in_size;                  /* of a regular file input, else 0 */
    uint64_t in_done;                  /* input bytes whose records are out */
} engine;

static void progress_report(engine *e, int final)
{
    double part = e->in_size ? (double)e->in_done / (double)e->in_size : -1;
    cli_progress_report(&e->progress, part, e->st.records, "records", final);
}

/* Write what slot s holds (the ordered writer's turn). */
static void emit(engine *e, slot *s)
{
    const char *p = s->rec.buf;
    size_t n = s->rec.len;
    if (e->skip_separator && n) {
        size_t k = e->skip_separator < n ? e->skip_separator : n;
        p += k;
        n -= k;
        e->skip_separator -= k;
    }
    int err = out_write_fd(e->cfg->out_fd, p, n);
    if (err) {
        e->write_error = err;
        e->stop = 1;
        return;
    }
    if (s->msg.len && !e->cfg->quiet) {
        cli_progress_clear(&e->progress);
        out_write_fd(STDERR_FILENO, s->msg.buf, s->msg.len);
    }
    e->st.lines += s->lines;
    e->st.records += s->records;
    e->st.refused += s->refused;
    e->in_done += s->in_len;
    s->in_len = 0;   /* counted once, though a large chunk may write early */
    s->lines = s->records = s->refused = 0;
    s->rec.len = s->msg.len = 0;
    if (e->cfg->progress && cli_progress_due(&e->progress))
        progress_report(e, 0);
}

/* The ordered writer's `write`: slot `place`; nonzero stops the run. */
static int write_slot(void *arg, size_t place)
{
    engine *e = arg;
    emit(e, &e->slots[place]);
    return e->stop;
}

/* ---------------------------------------------------- error records */

/* Bytes of a line for tsv and text: control characters shown as '?'. */
static void put_plain(out *o, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        out_char(o, c < 0x20 || c == 0x7f ? '?' : (char)c);
    }
}

static void refuse(const engine *e, slot *s, const char *text, size_t len,
                   uint64_t number, const char *why)
{
    char shown[64 + 4];
    if (len > STREAM_MAX_LINE) {   /* an over-long line: its start only */
        memcpy(shown, text, 64);
        memcpy(shown + 64, "...", 3);
        text = shown;
        len = 67;
    }
    out *o = &s->rec;
    switch (e->cfg->format) {
    case FORMAT_JSON:
        out_str(o, "{\"line\":");
        out_u64(o, number);
        out_str(o, ",\"input\":");
        out_json_str(o, text, len);
        out_str(o, ",\"error\":");
        out_json_str(o, why, strlen(why));
        out_str(o, "}\n");
        break;
    case FORMAT_TSV:
    case FORMAT_TEXT: {
        int tsv = e->cfg->format == FORMAT_TSV;
        put_plain(o, text, len);
        out_str(o, tsv ? "\terror\tline " : " (line ");
        out_u64(o, number);
        out_str(o, tsv ? ": " : ")\n  error: ");
        put_plain(o, why, strlen(why));
        out_char(o, '\n');
        break;
    }
    }
    out_str(&s->msg, "bee-simd ");
    out_str(&s->msg, cli_command ? cli_command : "solve");
    out_str(&s->msg, ": ");
    out_str(&s->msg, e->cfg->in_name);
    out_str(&s->msg, " line ");
    out_u64(&s->msg, number);
    out_str(&s->msg, ": ");
    out_str(&s->msg, why);
    out_char(&s->msg, '\n');
    s->refused++;
}

/* ------------------------------------------------------------ workers */

static int is_blank(char c) { return c == ' ' || c == '\t'; }

static void process(engine *e, slot *s, bee_result *r)
{
    const stream_config *cfg = e->cfg;
    const char *p = s->in, *end = s->in + s->in_len;
    uint64_t number = s->first_line;
    char why[512];
    while (p < end && !e->stop) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *line_end = nl ? nl : end;
        const char *a = p, *b = line_end;
        p = line_end + 1;
        s->lines++;
        if (b > a && b[-1] == '\r')
            b--;
        uint64_t no = number++;
        if ((size_t)(b - a) > STREAM_MAX_LINE) {
            if (cfg->separator)
                out_str(&s->rec, cfg->separator);
            snprintf(why, sizeof why, "line is longer than %d bytes", STREAM_MAX_LINE);
            refuse(e, s, a, (size_t)(b - a), no, why);
            s->records++;
            continue;
        }
        while (a < b && is_blank(*a))
            a++;
        while (b > a && is_blank(b[-1]))
            b--;
        if (a == b || *a == '#')
            continue;
        if (cfg->separator)
            out_str(&s->rec, cfg->separator);
        size_t mark = s->rec.len;
        stream_line line = {a, (size_t)(b - a), no, p, p < end ? (size_t)(end - p) : 0};
        if (cfg->line(cfg->arg, r, &line, &s->rec, why, sizeof why) != 0) {
            s->rec.len = mark;
            refuse(e, s, a, (size_t)(b - a), no, why);
        }
        s->records++;
        if (s->rec.len >= STREAM_OUTPUT_CAP && !s->rec.error)   /* wait for its turn */
            ordered_flush(&e->ord, s->seq, 1);
    }
}

/* --------------------------------------------------------------- run */

int stream_default_threads(void)
{
    return cli_cpus();
}

static int make_slots(engine *e)
{
    e->n_slots = 2 * (size_t)e->threads + 1;
    if (e->n_slots > ORDERED_MAX_PLACES)
        e->n_slots = ORDERED_MAX_PLACES;
    e->slots = aligned_alloc(64, e->n_slots * sizeof *e->slots);
    if (!e->slots)
        return -1;
    memset(e->slots, 0, e->n_slots * sizeof *e->slots);
    for (size_t i = 0; i < e->n_slots; i++) {
        slot *s = &e->slots[i];
        s->in = malloc(STREAM_CHUNK);
        if (!s->in || out_open(&s->rec, -1, 1 << 16) || out_open(&s->msg, -1, 256))
            return -1;
    }
    return 0;
}

static void free_slots(engine *e)
{
    for (size_t i = 0; e->slots && i < e->n_slots; i++) {
        free(e->slots[i].in);
        free(e->slots[i].rec.buf);
        free(e->slots[i].msg.buf);
    }
    free(e->slots);
}

/* Newlines in p[0 .. n): one pass the compiler vectorizes, not a call a line. */
static uint64_t count_newlines(const char *p, size_t n)
{
    uint64_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += p[i] == '\n';
    return k;
}

/* Input bytes for a chunk when `in` bytes made `records` bytes of records:
 * about STREAM_RECORDS_GOAL of them (stream.h). */
static size_t chunk_goal(size_t in, size_t records)
{
    uint64_t goal = records ? (uint64_t)in * STREAM_RECORDS_GOAL / records : STREAM_CHUNK;
    return goal < STREAM_MIN_CHUNK ? STREAM_MIN_CHUNK : goal > STREAM_CHUNK ? STREAM_CHUNK
                                                                             : (size_t)goal;
}

/* The next chunk, read into its slot once the slot is free (its last chunk
 * written), its first line numbered; NULL at the end of input or if the run
 * stopped.  Called with e->lock held. */
static slot *next_chunk(engine *e)
{
    if (e->r->eof || e->stop)
        return NULL;
    size_t place = ordered_begin(&e->ord, e->next_seq);
    if (place == SIZE_MAX || e->stop)
        return NULL;
    slot *s = &e->slots[place];
    s->in_len = read_chunk(e->r, s->in, e->chunk);
    s->seq = e->next_seq++;
    s->first_line = e->next_line;
    e->next_line += count_newlines(s->in, s->in_len);
    return s->in_len ? s : NULL;
}

/* Out of memory: everyone stops. */
static void fail(engine *e)
{
    pthread_mutex_lock(&e->lock);
    e->no_memory = 1;
    e->stop = 1;
    pthread_mutex_unlock(&e->lock);
    ordered_stop(&e->ord);
}

/* A worker: read a chunk, answer it, hand it to the ordered writer, until
 * the input ends or the run stops.  The calling thread is one. */
static void *worker(void *arg)
{
    engine *e = arg;
    bee_result *r = bee_result_new();   /* this thread's answers */
    if (!r)
        fail(e);
    size_t goal = 0;   /* for the next chunk, from this worker's last one */
    while (r) {
        pthread_mutex_lock(&e->lock);
        e->chunk = goal ? goal : e->chunk;
        slot *s = next_chunk(e);
        pthread_mutex_unlock(&e->lock);
        if (!s)
            break;
        size_t in = s->in_len;
        process(e, s, r);
        if (s->rec.error || s->msg.error) {
            fail(e);
            break;
        }
        goal = chunk_goal(in, s->rec.len);   /* before the writer empties it */
        ordered_end(&e->ord, s->seq);
    }
    bee_result_free(r);
    return NULL;
}

int stream_run(const stream_config *cfg, stream_stats *stats)
{
    engine e;
    memset(&e, 0, sizeof e);
    e.cfg = cfg;
    e.threads = cfg->threads > 0 ? cfg->threads : stream_default_threads();
    e.chunk = STREAM_CHUNK;
    e.skip_separator = cfg->separator && !cfg->separate_first ? strlen(cfg->separator) : 0;
    cli_progress_start(&e.progress);
    reader *r = calloc(1, sizeof *r);
    pthread_t *tids = calloc((size_t)e.threads, sizeof *tids);
    int rc = EXIT_OK, started = 0;
    if (!r || !tids || make_slots(&e)) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
        goto done;
    }
    r->fd = cfg->in_fd;
    struct stat st;
    r->may_stall = fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode);
    if (!r->may_stall) {   /* a file: progress can tell how far along it is */
        off_t at = lseek(r->fd, 0, SEEK_CUR);
        e.in_size = st.st_size > at && at >= 0 ? (uint64_t)(st.st_size - at) : 0;
    }
    if (cfg->header && (e.write_error = out_write_fd(cfg->out_fd, cfg->header, strlen(cfg->header))))
        goto report;
    pthread_mutex_init(&e.lock, NULL);
    ordered_init(&e.ord, e.n_slots, write_slot, &e);
    e.r = r;
    e.next_line = 1;
    /* the other workers; with none (one thread, or none could be made:
     * qemu-user on some hosts) the calling thread does it all */
    for (; started < e.threads - 1; started++)
        if (pthread_create(&tids[started], NULL, worker, &e) != 0)
            break;
    worker(&e);
    for (int i = 0; i < started; i++)
        pthread_join(tids[i], NULL);
    ordered_destroy(&e.ord);
    pthread_mutex_destroy(&e.lock);

report:
    if (cfg->progress && !e.write_error)
        progress_report(&e, 1);
    if (e.write_error) {
        if (e.write_error != EPIPE)   /* the reader went away: stop quietly */
            cli_output_error(e.write_error);
        rc = EXIT_REFUSED;
    } else if (e.no_memory) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
    }
    if (r->error) {
        cli_error("error reading %s: %s", cfg->in_name, strerror(r->error));
        rc = EXIT_REFUSED;
    }
    if (e.st.refused && !e.write_error) {
        if (!cfg->quiet)
            cli_error("%llu of %llu lines refused", (unsigned long long)e.st.refused,
                      (unsigned long long)e.st.records);
        rc = EXIT_REFUSED;
    }
done:
    if (stats)
        *stats = e.st;
    free_slots(&e);
    free(tids);
    free(r);
    return rc;
}

const char stream_options_help[] =
    "  --threads N        threads for --stdin (default: $BEE_THREADS, else the\n"
    "                     CPUs this process may use)\n"
    "  --progress         show progress on stderr, with percent done and time\n"
    "                     left if the input is a file (default: if stderr is\n"
    "                     a terminal)\n"
    "  --no-progress      never show progress\n";

void stream_options_init(stream_options *s)
{
    s->threads = 0;
    s->progress = isatty(STDERR_FILENO);
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
    case OPT_NO_PROGRESS:
        s->progress = opt == OPT_PROGRESS;
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
        .progress = so->progress,
    };
}

int stream_run_inputs(stream_config *cfg, const stream_options *so)
{
    if (!so || so->n_files == 0)
        return stream_run(cfg, NULL);
    int rc = EXIT_OK;
    uint64_t records = 0;
    const char *header = cfg->header;
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
        stream_stats st = {0, 0, 0};
        int r = stream_run(cfg, &st);
        cfg->header = NULL;   /* written once, by the first input */
        records += st.records;
        if (!stdin_)
            close(fd);
        if (r != EXIT_OK)
            rc = r;
        if (r != EXIT_OK && st.refused == 0)
            break;   /* not a refused line but a failure (output, memory, read) */
    }
    cfg->header = header;
    return rc;
}
