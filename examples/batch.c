/*
 * batch.c - answer puzzles read from standard input, one a line, on every
 * CPU this process may use, with bee_solve_batch: each answer is rendered
 * on the worker thread that found it, and the rendered chunks are written
 * in input order.
 *
 *   batch [INDEX_FILE [THREADS]] < puzzles.txt
 *
 * INDEX_FILE is one made by `bee-simd index` ("-": the built-in list).
 * Prints "PUZZLE<TAB>COUNT<TAB>PANGRAMS<TAB>SCORE" a puzzle; a refused line
 * gets "LINE<TAB>error<TAB>line N: REASON" in its place and a report on
 * stderr, and the stream goes on (exit status 1 at the end).
 * Build: cc -std=c11 batch.c $(pkg-config --cflags --libs bee)
 */
#include <bee.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* v in decimal at p; returns the end (snprintf would cost more than the
 * solve). */
static char *put_u64(char *p, uint64_t v)
{
    char tmp[20];
    int n = 0;
    do
        tmp[n++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    while (n)
        *p++ = tmp[--n];
    return p;
}

/* On a worker thread: one record into the chunk. */
static int record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)ctx;
    size_t shown = it->len < 64 ? it->len : 64; /* of a refused line */
    if (bee_batch_buf_reserve(&c->out, shown + 600) != BEE_OK)
        return 1; /* out of memory: stop */
    char *p = c->out.data + c->out.len;
    if (it->status == BEE_OK) {
        const bee_result *r = it->result;
        size_t n = strlen(it->puzzle->text);
        memcpy(p, it->puzzle->text, n);
        p += n;
        *p++ = '\t';
        p = put_u64(p, bee_result_count(r));
        *p++ = '\t';
        p = put_u64(p, bee_result_pangrams(r));
        *p++ = '\t';
        p = put_u64(p, bee_result_score(r));
        *p++ = '\n';
        c->out.len = (size_t)(p - c->out.data);
        return 0;
    }
    char line[700];
    int n = snprintf(line, sizeof line, "%.*s\terror\tline %llu: %s\n", (int)shown, it->text,
                     (unsigned long long)it->line, it->error);
    if (n < 0 || (size_t)n >= sizeof line)
        n = (int)strlen(line);
    memcpy(p, line, (size_t)n);
    c->out.len += (size_t)n;
    /* the report for stderr, kept with the chunk so that it comes in order */
    n = snprintf(line, sizeof line, "line %llu: %s\n", (unsigned long long)it->line, it->error);
    if (n < 0 || (size_t)n >= sizeof line)
        n = (int)strlen(line);
    return bee_batch_buf_append(&c->notes, line, (size_t)n) != BEE_OK;
}

static int write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0)
            return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* One chunk at a time, in input order. */
static int sink(void *ctx, const bee_batch_chunk *c)
{
    (void)ctx;
    if (write_all(STDOUT_FILENO, c->out.data, c->out.len) != 0)
        return 1; /* stop */
    if (c->notes.len)
        write_all(STDERR_FILENO, c->notes.data, c->notes.len);
    return 0;
}

int main(int argc, char **argv)
{
    bee_error err;
    bee_dict *d;
    bee_index *ix;
    const char *index = argc > 1 ? argv[1] : "-";
    bee_status s = strcmp(index, "-") == 0 ? bee_index_load_default(&d, &ix, &err)
                                           : bee_index_load(index, &d, &ix, &err);
    if (s != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = argc > 2 ? atoi(argv[2]) : 0; /* 0: the CPUs this process may use */
    o.want_words = 0;                         /* counts only: faster */
    o.record = record;
    o.sink = sink;
    bee_batch_input in = {.source = BEE_BATCH_FD, .fd = STDIN_FILENO};
    bee_batch_stats st;
    s = bee_solve_batch(ix, &in, &o, &st, &err);
    if (s != BEE_OK)
        fprintf(stderr, "%s\n", err.message);
    bee_index_free(ix);
    bee_dict_free(d);
    return s != BEE_OK || st.refused ? 1 : 0;
}
