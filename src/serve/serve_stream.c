/*
 * serve_stream.c - responses computed on a thread of their own and sent as
 * they are made: POST batches (the --stdin engine of solve or bag, reading
 * the spooled body) and /v1/all (all's ordered writer).  Those write to a
 * file descriptor, so each job writes into a pipe; the response reads the
 * pipe without blocking.  When the pipe is empty the connection is
 * suspended (an HTTP thread never waits on a job) and one watcher thread,
 * told by epoll that the pipe has data or was closed, resumes it.
 *
 * A client that goes away closes the read end: the job's next write fails
 * with EPIPE and the batch stops quietly.  At most SERVE_MAX_STREAMS
 * jobs run at once, each with its own bounded buffers.
 */
#define _GNU_SOURCE /* pipe2, F_SETPIPE_SZ */
#include "output/all_out.h"
#include "output/batch_out.h"
#include "serve/serve.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <unistd.h>

typedef struct stream {
    atomic_int refs; /* the job's thread and the response */
    struct MHD_Connection *conn;
    int rfd, wfd;
    int registered; /* rfd is in the epoll set */
    serve_job *job;
    atomic_int failed; /* the job failed: the response ends as an error */
} stream;

static int epfd = -1;
static atomic_int active;

int serve_stream_active(void)
{
    return atomic_load(&active);
}

void serve_job_free(serve_job *job)
{
    if (!job)
        return;
    if (job->body_fd >= 0)
        close(job->body_fd);
    record_writer_free(job->own_writer);
    serve_data_put(job->sd);
    free(job);
}

static void stream_put(stream *s)
{
    if (atomic_fetch_sub(&s->refs, 1) == 1)
        free(s);
}

/* ---------------------------------------------------------------- jobs */

/* A failure of the server's own, in err: its code. */
static bee_status failure(bee_error *err, const char *message)
{
    err->code = BEE_ERR_NOMEM;
    snprintf(err->message, sizeof err->message, "%s", message);
    return err->code;
}

/* A batch through the library, its records written to fd: BEE_OK, or the
 * failure (a client that went away is none: nothing is left to tell). */
static bee_status run_batch(batch_out *b, const bee_index *ix, int body_fd, int fd, int threads,
                            bee_error *err)
{
    b->fd = fd;
    if (b->header && (b->write_error = out_write_fd(fd, b->header, strlen(b->header))))
        return BEE_OK;
    bee_batch_input in = {.source = BEE_BATCH_FD, .fd = body_fd};
    bee_status s = batch_out_run(b, ix, &in, threads, batch_out_sink, b, NULL, err);
    if (b->no_memory) /* a record callback's: the engine says only that it stopped */
        return failure(err, "out of memory writing the records");
    return b->write_error ? BEE_OK : s;
}

/* Run the job, its answer written to fd: BEE_OK, or why it stopped (err). */
static bee_status run_job(serve_job *job, int fd, bee_error *err)
{
    const bee_index *ix = NULL;
    if (job->kind != JOB_BAG) {
        ix = serve_data_index(job->sd, job->c.min_len_given ? job->c.index.min_len : 0, err);
        if (!ix)
            return err->code;
    }
    batch_out b;
    switch (job->kind) {
    case JOB_SOLVE: {
        const record_writer *w = serve_data_writer(job->sd, &job->c, &job->own_writer);
        if (!w)
            return failure(err, "out of memory for the record writer");
        batch_out_solve_init(&b, w);
        return run_batch(&b, ix, job->body_fd, fd, job->threads, err);
    }
    case JOB_BAG:
        job->bag.bx = job->sd->bx;
        batch_out_bag_init(&b, &job->bag);
        return run_batch(&b, NULL, job->body_fd, fd, job->threads, err);
    case JOB_ALL: {
        all_out *w = malloc(sizeof *w);
        if (!w)
            return failure(err, "out of memory for the answer");
        bee_status s = BEE_OK;
        if (all_out_init(w, fd, &job->c, job->words, bee_index_dict(ix), ix, job->all.threads) != 0)
            s = failure(err, "out of memory for the answer");
        else if (all_out_header(w) == 0)
            s = all_out_run(w, &job->all, NULL, err);
        if (s == BEE_ERR_STOPPED) /* the sink refused: the client went away */
            s = BEE_OK;
        all_out_free(w);
        free(w);
        return s;
    }
    }
    return BEE_OK;
}

/* The last line of an answer the job could not finish, in its format: in a
 * buffer on the stack, not an `out` (out_json_str), as it is written when
 * memory has run out. */
static void write_failure(int fd, const serve_job *job, const char *message)
{
    char line[600];
    size_t n = 0;
    const char *start = job->c.format == FORMAT_JSON  ? "{\"error\":\""
                        : job->c.format == FORMAT_TSV ? "error\t"
                                                      : "error: ";
    n += (size_t)snprintf(line, sizeof line, "%s", start);
    for (const char *m = message; *m && n + 8 < sizeof line; m++) {
        unsigned char ch = (unsigned char)*m;
        if (job->c.format == FORMAT_JSON && (ch == '"' || ch == '\\'))
            line[n++] = '\\';
        line[n++] = ch < 0x20 ? ' ' : (char)ch;
    }
    n += (size_t)snprintf(line + n, sizeof line - n, "%s\n",
                          job->c.format == FORMAT_JSON ? "\"}" : "");
    out_write_fd(fd, line, n < sizeof line ? n : sizeof line - 1);
}

static void *job_thread(void *arg)
{
    stream *s = arg;
    bee_error err;
    if (run_job(s->job, s->wfd, &err) != BEE_OK) {
        /* said three ways: on stderr, as a last record for a reader of
         * records, and by ending the chunked response as an error (no
         * closing chunk), so that no client takes a cut answer for whole */
        static const char *const names[] = {"POST /v1/solve", "POST /v1/bag", "GET /v1/all"};
        cli_error("%s: %s", names[s->job->kind], err.message);
        write_failure(s->wfd, s->job, err.message);
        atomic_store(&s->failed, 1);
    }
    close(s->wfd); /* the end of the response */
    serve_job_free(s->job);
    atomic_fetch_sub(&active, 1);
    stream_put(s);
    return NULL;
}

/* ------------------------------------------------------------ response */

static ssize_t read_pipe(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    stream *s = cls;
    for (;;) {
        ssize_t n = read(s->rfd, buf, max);
        if (n > 0)
            return n;
        if (n == 0)
            return atomic_load(&s->failed) ? MHD_CONTENT_READER_END_WITH_ERROR
                                           : MHD_CONTENT_READER_END_OF_STREAM;
        if (errno == EINTR)
            continue;
        if (errno != EAGAIN)
            return MHD_CONTENT_READER_END_WITH_ERROR;
        break;
    }
    /* Nothing yet: suspend, and let the watcher resume us when there is
     * (level-triggered, so data that came meanwhile wakes it at once). */
    mhd.suspend_connection(s->conn);
    struct epoll_event ev = {.events = EPOLLIN | EPOLLONESHOT, .data.ptr = s};
    if (epoll_ctl(epfd, s->registered ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, s->rfd, &ev) != 0) {
        mhd.resume_connection(s->conn);
        return MHD_CONTENT_READER_END_WITH_ERROR;
    }
    s->registered = 1;
    return 0;
}

static void response_done(void *cls)
{
    stream *s = cls;
    close(s->rfd); /* leaves the epoll set; a running job gets EPIPE */
    stream_put(s);
}

static void *watcher(void *arg)
{
    (void)arg;
    struct epoll_event ev[64];
    for (;;) {
        int n = epoll_wait(epfd, ev, 64, -1);
        for (int i = 0; i < n; i++)
            mhd.resume_connection(((stream *)ev[i].data.ptr)->conn);
    }
    return NULL;
}

int serve_stream_init(void)
{
    epfd = epoll_create1(EPOLL_CLOEXEC);
    pthread_t t;
    if (epfd < 0 || pthread_create(&t, NULL, watcher, NULL) != 0)
        return -1;
    pthread_detach(t);
    return 0;
}

struct MHD_Response *serve_stream_response(struct MHD_Connection *conn, serve_job *job, char *why,
                                           size_t why_cap)
{
    int n = atomic_load(&active);
    do {
        if (n >= SERVE_MAX_STREAMS) {
            snprintf(why, why_cap,
                     "too many batch and /v1/all requests at once (%d); "
                     "try again",
                     SERVE_MAX_STREAMS);
            return NULL;
        }
    } while (!atomic_compare_exchange_weak(&active, &n, n + 1));
    stream *s = calloc(1, sizeof *s);
    int fds[2] = {-1, -1};
    if (!s || pipe2(fds, O_CLOEXEC) != 0)
        goto fail;
    fcntl(fds[0], F_SETFL, O_NONBLOCK);
    fcntl(fds[1], F_SETPIPE_SZ, 1 << 20); /* fewer wake-ups; best effort */
    atomic_init(&s->refs, 2);
    s->conn = conn;
    s->rfd = fds[0];
    s->wfd = fds[1];
    s->job = job;
    struct MHD_Response *r =
        mhd.create_response_from_callback(MHD_SIZE_UNKNOWN, 64 * 1024, read_pipe, s, response_done);
    if (!r)
        goto fail;
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int started = pthread_create(&t, &attr, job_thread, s) == 0;
    pthread_attr_destroy(&attr);
    if (!started) {
        s->job = NULL;
        close(s->wfd);
        atomic_fetch_sub(&s->refs, 1);
        mhd.destroy_response(r); /* response_done frees s */
        atomic_fetch_sub(&active, 1);
        snprintf(why, why_cap, "no thread for the response; try again");
        return NULL;
    }
    return r;
fail:
    if (fds[0] >= 0) {
        close(fds[0]);
        close(fds[1]);
    }
    free(s);
    atomic_fetch_sub(&active, 1);
    snprintf(why, why_cap, "out of resources for the response; try again");
    return NULL;
}
