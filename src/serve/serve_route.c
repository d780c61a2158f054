/*
 * serve_route.c - the request handler: which endpoint, which methods, the
 * limits (connections, query and body size, lines a batch), the statuses
 * and the headers.  GET answers are computed right in the handler (a solve
 * is microseconds); POST bodies are spooled to an unlinked temporary file
 * (memory stays bounded whatever the body) and then answered by a streamed
 * job (serve_stream.c), as /v1/all is.
 *
 *   GET  /                  the page (serve_page.c)
 *   GET  /healthz           {"status":"ok"}
 *   GET  /v1/info           what the server runs: version, words, kernel, limits
 *   GET  /v1/solve?puzzle=  the `solve --format json` record
 *   POST /v1/solve          `--stdin --format json` over the body, streamed
 *   GET  /v1/hints?puzzle=  the `hints --format json` record (found=a,b,...)
 *   GET  /v1/bag?letters=   the `bag --format json` record
 *   POST /v1/bag            `bag --stdin --format json` over the body
 *   GET  /v1/all?top=N      `all --format json --top N`, streamed
 *   GET  /v1/random         {"puzzle":"..."}: one with a pangram, 20-80 answers
 *   GET  /v1/daily?date=    the `daily --format json` record (serve_daily.c)
 *
 * Answers carry the data's ETag and may be cached; If-None-Match gets 304.
 */
#define _GNU_SOURCE /* O_TMPFILE */
#include "output/batch_out.h"
#include "serve/serve.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <arpa/inet.h>
#include <strings.h>
#include <unistd.h>

#define CACHE_ANSWERS "public, max-age=3600"

typedef enum route_id {
    ROUTE_NONE,
    ROUTE_PAGE,
    ROUTE_HEALTH,
    ROUTE_INFO,
    ROUTE_SOLVE,
    ROUTE_BAG,
    ROUTE_HINTS,
    ROUTE_ALL,
    ROUTE_RANDOM,
    ROUTE_DAILY
} route_id;

static const struct route {
    const char *path;
    route_id id;
    int post; /* also takes POST (a batch) */
} routes[] = {
    {"/", ROUTE_PAGE, 0},          {"/healthz", ROUTE_HEALTH, 0},   {"/v1/info", ROUTE_INFO, 0},
    {"/v1/solve", ROUTE_SOLVE, 1}, {"/v1/bag", ROUTE_BAG, 1},       {"/v1/all", ROUTE_ALL, 0},
    {"/v1/hints", ROUTE_HINTS, 0}, {"/v1/random", ROUTE_RANDOM, 0}, {"/v1/daily", ROUTE_DAILY, 0},
};

/* One request's state, from its first call to its completion. */
typedef struct request {
    serve_data *sd; /* a reference */
    const struct route *route;
    int post;
    int started;       /* first_call ran */
    int done;          /* a response is queued */
    int body_pending;  /* the client sends a body without waiting for a 100 */
    unsigned refusal;  /* an error found while a body comes: sent once it is */
    size_t discarded;  /* body bytes dropped since */
    const char *allow; /* the refusal's Allow header, or NULL */
    char why[200];     /* the refusal's message */
    int body_fd;       /* the spooled body, or -1 */
    size_t body_bytes, body_lines;
    char last;               /* last body byte: a final line without newline counts */
    serve_job *job;          /* a batch's options, parsed before its body */
    struct timespec start;   /* for the access log: when the request came */
    char request_line[1100]; /* and its "METHOD URI VERSION" (the URI cut at 1024) */
    char uri[1028];          /* as the client sent it, query included */
    int begun;               /* serve_request has seen it */
} request;

/* ---------------------------------------------------------- responses */

/* A response over read-only bytes of ours.  With MHD_RESPMEM_PERSISTENT
 * libmicrohttpd only reads them, but 0.9.75 takes them as `void *` (0.9.76
 * adds a const twin): the one place const is dropped, through an integer. */
static struct MHD_Response *static_response(const void *data, size_t len)
{
    return mhd.create_response_from_buffer(len, (void *)(uintptr_t)data, MHD_RESPMEM_PERSISTENT);
}

static void common_headers(const serve_server *srv, struct MHD_Response *r, const char *type)
{
    mhd.add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    mhd.add_response_header(r, "X-Content-Type-Options", "nosniff");
    if (srv->cfg->cors)
        mhd.add_response_header(r, MHD_HTTP_HEADER_ACCESS_CONTROL_ALLOW_ORIGIN, srv->cfg->cors);
}

/* A 503 when memory ran out on the way to an answer: a body of no
 * allocation of ours, so that the client hears why rather than have its
 * connection closed without a word (MHD_NO, only if even this fails). */
static enum MHD_Result out_of_memory(const serve_server *srv, struct MHD_Connection *conn)
{
    static const char body[] = "{\"error\":\"out of memory; try again\"}\n";
    struct MHD_Response *r = static_response(body, sizeof body - 1);
    if (!r)
        return MHD_NO;
    common_headers(srv, r, "application/json");
    mhd.add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, "1");
    enum MHD_Result rc = mhd.queue_response(conn, MHD_HTTP_SERVICE_UNAVAILABLE, r);
    mhd.destroy_response(r);
    return rc;
}

static enum MHD_Result respond(const serve_server *srv, struct MHD_Connection *conn,
                               unsigned status, struct MHD_Response *r, const char *type,
                               const char *etag, const char *cache)
{
    if (!r)
        return out_of_memory(srv, conn);
    common_headers(srv, r, type);
    if (etag)
        mhd.add_response_header(r, MHD_HTTP_HEADER_ETAG, etag);
    if (cache)
        mhd.add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, cache);
    enum MHD_Result rc = mhd.queue_response(conn, status, r);
    mhd.destroy_response(r);
    return rc;
}

/* The response whose body is an out buffer's bytes (it takes the buffer);
 * NULL if the buffer failed or memory ran out. */
static struct MHD_Response *out_response(out *o)
{
    struct MHD_Response *r =
        o->error ? NULL : mhd.create_response_from_buffer(o->len, o->buf, MHD_RESPMEM_MUST_FREE);
    if (!r)
        out_close(o);
    return r;
}

static enum MHD_Result send_out(const serve_server *srv, struct MHD_Connection *conn,
                                unsigned status, out *o, const char *type, const char *etag,
                                const char *cache)
{
    return respond(srv, conn, status, out_response(o), type, etag, cache);
}

/* {"error":"why"} with the given status. */
static enum MHD_Result send_error_allow(const serve_server *srv, struct MHD_Connection *conn,
                                        unsigned status, const char *why, const char *allow)
{
    out o;
    if (out_open(&o, -1, 256))
        return out_of_memory(srv, conn);
    /* the command line's hint for a puzzle of another size, in the query's terms */
    static const char cli_hint[] = "(use --size N for", query_hint[] = "(use size=N for";
    const char *hint = strstr(why, cli_hint);
    out_str(&o, "{\"error\":");
    if (hint) {
        char msg[600];
        snprintf(msg, sizeof msg, "%.*s%s%s", (int)(hint - why), why, query_hint,
                 hint + sizeof cli_hint - 1);
        out_json_str(&o, msg, strlen(msg));
    } else {
        out_json_str(&o, why, strlen(why));
    }
    out_str(&o, "}\n");
    struct MHD_Response *r = out_response(&o);
    if (!r)
        return out_of_memory(srv, conn);
    if (status == MHD_HTTP_SERVICE_UNAVAILABLE)
        mhd.add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, "1");
    if (status == MHD_HTTP_SERVICE_UNAVAILABLE || status == MHD_HTTP_CONTENT_TOO_LARGE)
        mhd.add_response_header(r, MHD_HTTP_HEADER_CONNECTION, "close");
    if (allow)
        mhd.add_response_header(r, MHD_HTTP_HEADER_ALLOW, allow);
    return respond(srv, conn, status, r, "application/json", NULL, "no-store");
}

static enum MHD_Result send_error(const serve_server *srv, struct MHD_Connection *conn,
                                  unsigned status, const char *why)
{
    return send_error_allow(srv, conn, status, why, NULL);
}

static const char *media_type(cli_format f)
{
    return f == FORMAT_JSON  ? "application/json"
           : f == FORMAT_TSV ? "text/tab-separated-values; charset=utf-8"
                             : "text/plain; charset=utf-8";
}

static const char *stream_type(cli_format f)
{
    return f == FORMAT_JSON ? "application/x-ndjson" : media_type(f);
}

/* ------------------------------------------------------------ answers */

/* The result buffer of one HTTP thread, made on its first answer. */
static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;

static void result_free(void *r)
{
    bee_result_free(r);
}
static void result_key_make(void)
{
    pthread_key_create(&result_key, result_free);
}

static bee_result *thread_result(void)
{
    pthread_once(&result_once, result_key_make);
    bee_result *r = pthread_getspecific(result_key);
    if (!r && (r = bee_result_new()) != NULL)
        pthread_setspecific(result_key, r);
    return r;
}

/* A GET's answer (o) in its format, cacheable; or, if the library refused
 * the query, {"error":why}: 400 for bad input, 500 if memory ran out. */
static enum MHD_Result send_answer(const serve_server *srv, struct MHD_Connection *conn, out *o,
                                   int refused, const char *why, cli_format format,
                                   const char *etag)
{
    if (refused) {
        out_close(o);
        return send_error(
            srv, conn,
            refused == BEE_ERR_NOMEM ? MHD_HTTP_INTERNAL_SERVER_ERROR : MHD_HTTP_BAD_REQUEST, why);
    }
    return send_out(srv, conn, MHD_HTTP_OK, o, media_type(format), etag, CACHE_ANSWERS);
}

static enum MHD_Result get_solve(const serve_server *srv, struct MHD_Connection *conn,
                                 serve_data *sd)
{
    serve_args a = {conn, ""};
    cli_common c;
    const char *text;
    int status = serve_query_solve(&a, srv->cfg, &c, &text);
    if (status)
        return send_error(srv, conn, (unsigned)status, a.error);
    bee_error err;
    record_writer *own;
    const record_writer *w = serve_data_writer(sd, &c, &own);
    const bee_index *ix = serve_data_index(sd, c.min_len_given ? c.index.min_len : 0, &err);
    bee_result *r = thread_result();
    out o;
    if (!w || !ix || !r || out_open(&o, -1, 4096)) {
        record_writer_free(own);
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    }
    char why[512]; /* the line handler of --stdin: the same record, the same message */
    format_header(&o, &c);
    int refused = solve_line(w, ix, r, text, strlen(text), &o, why, sizeof why);
    record_writer_free(own);
    return send_answer(srv, conn, &o, refused, why, c.format, sd->etag);
}

static enum MHD_Result get_hints(const serve_server *srv, struct MHD_Connection *conn,
                                 serve_data *sd)
{
    serve_args a = {conn, ""};
    cli_common c;
    const char *text, *found_text;
    int status = serve_query_hints(&a, srv->cfg, &c, &text, &found_text);
    if (status)
        return send_error(srv, conn, (unsigned)status, a.error);
    bee_error err;
    const bee_index *ix = serve_data_index(sd, c.min_len_given ? c.index.min_len : 0, &err);
    bee_result *r = thread_result();
    bee_hints *h = bee_hints_new();
    char *list = found_text ? strdup(found_text) : NULL;
    size_t cap = list ? cli_list_cap(list) : 0;
    const char **found = cap ? malloc(cap * sizeof *found) : NULL;
    out o;
    if (!ix || !r || !h || (found_text && (!list || !found)) || out_open(&o, -1, 4096)) {
        bee_hints_free(h);
        free(list);
        free(found);
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    }
    bee_hints_options ho;
    bee_hints_options_init(&ho);
    ho.scoring = c.scoring;
    ho.found = found;
    ho.n_found = found ? cli_split_list(list, found, cap) : 0;
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = c.scoring;
    bee_puzzle p;
    char why[512]; /* the command line's message for a bad puzzle */
    int refused = 0;
    if (bee_puzzle_parse(bee_dict_alphabet(bee_index_dict(ix)), text, strlen(text), c.size, &p,
                         &err) != BEE_OK ||
        bee_solve(ix, &p, &so, r, &err) != BEE_OK ||
        bee_hints_from_result(bee_index_dict(ix), &p, r, &ho, h, &err) != BEE_OK) {
        cli_message(&err, &c, text, strlen(text), why, sizeof why);
        refused = err.code;
    } else {
        hints_style style = c.format == FORMAT_TSV    ? HINTS_TSV
                            : c.format == FORMAT_TEXT ? HINTS_TEXT
                                                      : HINTS_JSON;
        if (style == HINTS_TSV && !c.no_header)
            out_str(&o, hints_tsv_header(found != NULL));
        hints_record rec = {&p, h, found, ho.n_found, hints_alphabet(bee_index_dict(ix))};
        hints_format(&o, style, &rec);
    }
    bee_hints_free(h);
    free(found);
    free(list);
    return send_answer(srv, conn, &o, refused, why, c.format, sd->etag);
}

/* {"puzzle":"..."}, center first, never cached: each request its own pick. */
static enum MHD_Result get_random(const serve_server *srv, struct MHD_Connection *conn,
                                  serve_data *sd)
{
    serve_args a = {conn, ""};
    int status = serve_query_random(&a);
    if (status)
        return send_error(srv, conn, (unsigned)status, a.error);
    bee_all_puzzle p;
    bee_error err;
    bee_status st = serve_data_random(sd, srv->cfg->common.size, srv->cfg->threads, &p, &err);
    if (st != BEE_OK) /* none to pick: 404 */
        return send_error(srv, conn,
                          st == BEE_ERR_EMPTY ? MHD_HTTP_NOT_FOUND : MHD_HTTP_INTERNAL_SERVER_ERROR,
                          err.message);
    /* the letters in the list's alphabet (bit i its i-th letter), UTF-8 */
    const bee_alphabet *alpha = bee_dict_alphabet(sd->d);
    char text[BEE_ALL_MAX_SIZE * 4 + 1];
    size_t n = bee_alphabet_letter(alpha, __builtin_ctz(p.center), text);
    for (uint32_t m = p.letters & ~p.center; m; m &= m - 1)
        n += bee_alphabet_letter(alpha, __builtin_ctz(m), text + n);
    out o;
    if (out_open(&o, -1, 64))
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    out_str(&o, "{\"puzzle\":");
    out_json_str(&o, text, n);
    out_str(&o, "}\n");
    return send_out(srv, conn, MHD_HTTP_OK, &o, "application/json", NULL, "no-store");
}

/* The day's puzzle: cacheable as answers are when the date is given (the
 * same list, the same puzzle), never when it means today. */
static enum MHD_Result get_daily(const serve_server *srv, struct MHD_Connection *conn,
                                 serve_data *sd)
{
    out o;
    char why[300];
    if (out_open(&o, -1, 256))
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    int status = serve_daily(sd, conn, &o, why, sizeof why);
    if (status != MHD_HTTP_OK) {
        out_close(&o);
        return send_error(srv, conn, (unsigned)status, why);
    }
    int dated = mhd.lookup_connection_value(conn, MHD_GET_ARGUMENT_KIND, "date") != NULL;
    return send_out(srv, conn, MHD_HTTP_OK, &o, "application/json", dated ? sd->etag : NULL,
                    dated ? CACHE_ANSWERS : "no-store");
}

static enum MHD_Result get_bag(const serve_server *srv, struct MHD_Connection *conn, serve_data *sd)
{
    serve_args a = {conn, ""};
    bag_job job;
    const char *text;
    int status = serve_query_bag(&a, srv->cfg, bee_dict_alphabet(sd->d), &job, &text);
    if (status)
        return send_error(srv, conn, (unsigned)status, a.error);
    job.bx = sd->bx;
    bee_error err;
    bee_result *r = thread_result();
    out o;
    if (!r || out_open(&o, -1, 4096))
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    bag_format_header(&o, &job);
    bee_status refused = bag_format_line(&o, &job, text, strlen(text), r, &err);
    return send_answer(srv, conn, &o, (int)refused, err.message, job.format, sd->etag);
}

static serve_job *new_job(serve_job_kind kind)
{
    serve_job *job = calloc(1, sizeof *job);
    if (job) {
        job->kind = kind;
        job->body_fd = -1;
    }
    return job;
}

/* Start a streamed job (the request's reference to the data goes with it). */
static enum MHD_Result send_job(const serve_server *srv, struct MHD_Connection *conn, request *q,
                                cli_format format, const char *etag, const char *cache)
{
    char why[160];
    serve_job *job = q->job;
    job->sd = q->sd;
    job->body_fd = q->body_fd;
    job->threads = srv->cfg->threads;
    struct MHD_Response *r = serve_stream_response(conn, job, why, sizeof why);
    if (!r) { /* the job is still ours: q keeps the data and body */
        job->sd = NULL;
        job->body_fd = -1;
        return send_error(srv, conn, MHD_HTTP_SERVICE_UNAVAILABLE, why);
    }
    q->job = NULL;
    q->sd = NULL;
    q->body_fd = -1;
    return respond(srv, conn, MHD_HTTP_OK, r, stream_type(format), etag, cache);
}

static enum MHD_Result get_all(const serve_server *srv, struct MHD_Connection *conn, request *q)
{
    serve_args a = {conn, ""};
    q->job = new_job(JOB_ALL);
    if (!q->job)
        return send_error(srv, conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
    int status = serve_query_all(&a, srv->cfg, bee_dict_alphabet(q->sd->d), &q->job->c,
                                 &q->job->all, &q->job->words);
    if (status)
        return send_error(srv, conn, (unsigned)status, a.error);
    return send_job(srv, conn, q, q->job->c.format, q->sd->etag, CACHE_ANSWERS);
}

static enum MHD_Result get_info(const serve_server *srv, struct MHD_Connection *conn,
                                serve_data *sd)
{
    const serve_config *cfg = srv->cfg;
    bee_index_info info;
    bee_index_get_info(sd->ix, &info);
    out o;
    if (out_open(&o, -1, 1024))
        return out_of_memory(srv, conn);
    out_str(&o, "{\"version\":\"" BEE_VERSION "\",\"words\":");
    out_u64(&o, bee_dict_size(sd->d));
    out_str(&o, ",\"indexed_words\":");
    out_u64(&o, info.words);
    out_str(&o, ",\"min_len\":");
    out_u64(&o, info.min_len);
    out_str(&o, ",\"kernel\":\"");
    out_str(&o, bee_kernel_name(bee_index_kernel(sd->ix)));
    out_str(&o, "\",\"etag\":");
    out_json_str(&o, sd->etag, strlen(sd->etag));
    out_str(&o, ",\"threads\":");
    out_u64(&o, (uint64_t)cfg->threads);
    out_str(&o, ",\"max_connections\":");
    out_u64(&o, cfg->max_connections);
    out_str(&o, ",\"timeout\":");
    out_u64(&o, cfg->timeout);
    out_str(&o, ",\"max_body\":");
    out_u64(&o, cfg->max_body);
    out_str(&o, ",\"max_batch\":");
    out_u64(&o, cfg->max_batch);
    out_str(&o, ",\"max_top\":");
    out_u64(&o, SERVE_MAX_TOP);
    out_str(&o, ",\"alphabet\":");
    serve_alphabet_json(&o, bee_dict_alphabet(sd->d));
    out_str(&o, "}\n");
    return send_out(srv, conn, MHD_HTTP_OK, &o, "application/json", NULL, "no-cache");
}

static enum MHD_Result get_page(const serve_server *srv, struct MHD_Connection *conn)
{
    struct MHD_Response *r = static_response(serve_page_html, serve_page_len);
    if (r)
        mhd.add_response_header(r, "Content-Security-Policy",
                                "default-src 'self'; script-src 'unsafe-inline'; "
                                "style-src 'unsafe-inline'");
    return respond(srv, conn, MHD_HTTP_OK, r, "text/html; charset=utf-8",
                   "\"bee-page-" BEE_VERSION "\"", "no-cache");
}

/* ------------------------------------------------------------ batches */

/* The most body dropped after a refusal before the connection is closed
 * instead: closing with unread data resets it, and the client may never see
 * the answer, so a refused body is read to its end when it is not huge. */
#define DISCARD_LIMIT (64u << 20)

/* Answer with an error; if the client is sending a body meanwhile, only
 * once the body is in (or DISCARD_LIMIT is passed). */
static enum MHD_Result refuse(const serve_server *srv, struct MHD_Connection *conn, request *q,
                              unsigned status, const char *why, const char *allow)
{
    if (q->body_pending && !q->refusal) {
        q->refusal = status;
        q->allow = allow;
        snprintf(q->why, sizeof q->why, "%s", why);
        return MHD_YES;
    }
    q->done = 1;
    return send_error_allow(srv, conn, status, why, allow);
}

/* The batch's options from the query, and a file for its body. */
static enum MHD_Result begin_batch(const serve_server *srv, struct MHD_Connection *conn, request *q)
{
    const serve_config *cfg = srv->cfg;
    const char *length =
        mhd.lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    char why[200];
    if (length && strtoull(length, NULL, 10) > cfg->max_body) {
        snprintf(why, sizeof why, "request body over %zu bytes (--max-body)", cfg->max_body);
        return refuse(srv, conn, q, MHD_HTTP_CONTENT_TOO_LARGE, why, NULL);
    }
    if (serve_stream_active() >= SERVE_MAX_STREAMS) {
        snprintf(why, sizeof why, "too many batch and /v1/all requests at once (%d); try again",
                 SERVE_MAX_STREAMS);
        return refuse(srv, conn, q, MHD_HTTP_SERVICE_UNAVAILABLE, why, NULL);
    }
    serve_args a = {conn, ""};
    const char *none;
    int status;
    q->job = new_job(q->route->id == ROUTE_SOLVE ? JOB_SOLVE : JOB_BAG);
    if (!q->job)
        return out_of_memory(srv, conn);
    if (q->route->id == ROUTE_SOLVE) {
        status = serve_query_solve(&a, cfg, &q->job->c, &none);
        if (status == MHD_HTTP_BAD_REQUEST && !none) /* no puzzle: it is the body */
            status = 0;
        else if (!status && none) {
            snprintf(a.error, sizeof a.error, "puzzle: given in the body of a POST, one a line");
            status = MHD_HTTP_BAD_REQUEST;
        }
    } else {
        status = serve_query_bag(&a, cfg, bee_dict_alphabet(q->sd->d), &q->job->bag, &none);
        if (status == MHD_HTTP_BAD_REQUEST && !none && strncmp(a.error, "no bag", 6) == 0)
            status = 0;
        else if (!status && none) {
            snprintf(a.error, sizeof a.error, "letters: given in the body of a POST, one a line");
            status = MHD_HTTP_BAD_REQUEST;
        }
    }
    if (status)
        return refuse(srv, conn, q, (unsigned)status, a.error, NULL);
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
    q->body_fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (q->body_fd < 0) {
        snprintf(why, sizeof why, "no room for the request body: %s", strerror(errno));
        return refuse(srv, conn, q, MHD_HTTP_SERVICE_UNAVAILABLE, why, NULL);
    }
    return MHD_YES;
}

/* A piece of the body into the file, within the limits. */
static enum MHD_Result take_body(const serve_server *srv, struct MHD_Connection *conn, request *q,
                                 const char *data, size_t n)
{
    const serve_config *cfg = srv->cfg;
    char why[200];
    if (q->refusal) { /* dropped; an endless body is cut off */
        q->discarded += n;
        return q->discarded > DISCARD_LIMIT
                   ? (q->body_pending = 0, refuse(srv, conn, q, q->refusal, q->why, q->allow))
                   : MHD_YES;
    }
    q->body_bytes += n;
    if (q->body_bytes > cfg->max_body) {
        snprintf(why, sizeof why, "request body over %zu bytes (--max-body)", cfg->max_body);
        return refuse(srv, conn, q, MHD_HTTP_CONTENT_TOO_LARGE, why, NULL);
    }
    for (const char *p = data, *end = data + n; (p = memchr(p, '\n', (size_t)(end - p))); p++)
        q->body_lines++;
    q->last = data[n - 1];
    if (q->body_lines > cfg->max_batch) {
        snprintf(why, sizeof why, "request body over %zu lines (--max-batch)", cfg->max_batch);
        return refuse(srv, conn, q, MHD_HTTP_CONTENT_TOO_LARGE, why, NULL);
    }
    while (n) {
        ssize_t w = write(q->body_fd, data, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0) {
            snprintf(why, sizeof why, "no room for the request body: %s", strerror(errno));
            return refuse(srv, conn, q, MHD_HTTP_SERVICE_UNAVAILABLE, why, NULL);
        }
        data += w;
        n -= (size_t)w;
    }
    return MHD_YES;
}

/* The whole body is in. */
static enum MHD_Result end_body(const serve_server *srv, struct MHD_Connection *conn, request *q)
{
    q->body_pending = 0;
    if (q->refusal)
        return refuse(srv, conn, q, q->refusal, q->why, q->allow);
    if (q->body_bytes && q->last != '\n' && q->body_lines + 1 > srv->cfg->max_batch) {
        char why[200];
        snprintf(why, sizeof why, "request body over %zu lines (--max-batch)", srv->cfg->max_batch);
        return refuse(srv, conn, q, MHD_HTTP_CONTENT_TOO_LARGE, why, NULL);
    }
    q->done = 1;
    lseek(q->body_fd, 0, SEEK_SET);
    cli_format f = q->job->kind == JOB_SOLVE ? q->job->c.format : q->job->bag.format;
    return send_job(srv, conn, q, f, NULL, "no-store");
}

/* ------------------------------------------------------------ handler */

static const struct route *find_route(const char *url)
{
    for (size_t i = 0; i < sizeof routes / sizeof *routes; i++)
        if (strcmp(url, routes[i].path) == 0)
            return &routes[i];
    return NULL;
}

static enum MHD_Result not_allowed(const serve_server *srv, struct MHD_Connection *conn, request *q,
                                   const char *method)
{
    const char *allow = q->route->post ? "GET, HEAD, POST" : "GET, HEAD";
    if (strcmp(method, MHD_HTTP_METHOD_OPTIONS) == 0 && !q->body_pending) { /* CORS preflight */
        q->done = 1;
        struct MHD_Response *r = mhd.create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
        if (r) {
            mhd.add_response_header(r, MHD_HTTP_HEADER_ALLOW, allow);
            if (srv->cfg->cors) {
                mhd.add_response_header(r, MHD_HTTP_HEADER_ACCESS_CONTROL_ALLOW_METHODS, allow);
                mhd.add_response_header(r, "Access-Control-Allow-Headers", "Content-Type");
                mhd.add_response_header(r, "Access-Control-Max-Age", "86400");
            }
        }
        return respond(srv, conn, MHD_HTTP_NO_CONTENT, r, "text/plain", NULL, NULL);
    }
    char why[200];
    snprintf(why, sizeof why, "method %.20s not allowed on %s (%s)", method, q->route->path, allow);
    return refuse(srv, conn, q, MHD_HTTP_METHOD_NOT_ALLOWED, why, allow);
}

/* The client already holds this answer. */
static int fresh(struct MHD_Connection *conn, const char *etag)
{
    const char *have =
        mhd.lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_NONE_MATCH);
    return have && (strstr(have, etag) || strcmp(have, "*") == 0);
}

static enum MHD_Result not_modified(const serve_server *srv, struct MHD_Connection *conn,
                                    const char *etag)
{
    struct MHD_Response *r = mhd.create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
    return respond(srv, conn, MHD_HTTP_NOT_MODIFIED, r, "application/json", etag, CACHE_ANSWERS);
}

/* Will the client send a body without waiting for our "100 Continue"? */
static int body_coming(struct MHD_Connection *conn)
{
    const char *length =
        mhd.lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    const char *chunked =
        mhd.lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_TRANSFER_ENCODING);
    const char *expect = mhd.lookup_connection_value(conn, MHD_HEADER_KIND, MHD_HTTP_HEADER_EXPECT);
    if (expect && strcasecmp(expect, "100-continue") == 0)
        return 0;
    return (length && strtoull(length, NULL, 10) > 0) || chunked;
}

static enum MHD_Result first_call(serve_server *srv, struct MHD_Connection *conn, request *q,
                                  const char *url, const char *method)
{
    int get = strcmp(method, MHD_HTTP_METHOD_GET) == 0 || strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
    q->body_pending = !get && body_coming(conn);
    if (atomic_load(&srv->connections) > (int)srv->cfg->max_connections)
        return refuse(srv, conn, q, MHD_HTTP_SERVICE_UNAVAILABLE, "too many connections; try again",
                      NULL);
    q->route = find_route(url);
    if (!q->route) {
        char why[200];
        snprintf(why, sizeof why, "no such endpoint '%.100s' (see GET /)", url);
        return refuse(srv, conn, q, MHD_HTTP_NOT_FOUND, why, NULL);
    }
    q->post = strcmp(method, MHD_HTTP_METHOD_POST) == 0 && q->route->post;
    if (!get && !q->post)
        return not_allowed(srv, conn, q, method);
    if (q->post)
        return begin_batch(srv, conn, q);
    q->done = 1;
    route_id id = q->route->id;
    if ((id == ROUTE_SOLVE || id == ROUTE_BAG || id == ROUTE_HINTS || id == ROUTE_ALL) &&
        fresh(conn, q->sd->etag))
        return not_modified(srv, conn, q->sd->etag);
    switch (id) {
    case ROUTE_PAGE: return get_page(srv, conn);
    case ROUTE_HEALTH: {
        static const char ok[] = "{\"status\":\"ok\"}\n";
        struct MHD_Response *r = static_response(ok, sizeof ok - 1);
        return respond(srv, conn, MHD_HTTP_OK, r, "application/json", NULL, "no-store");
    }
    case ROUTE_INFO: return get_info(srv, conn, q->sd);
    case ROUTE_SOLVE: return get_solve(srv, conn, q->sd);
    case ROUTE_BAG: return get_bag(srv, conn, q->sd);
    case ROUTE_RANDOM: return get_random(srv, conn, q->sd);
    case ROUTE_DAILY: return get_daily(srv, conn, q->sd);
    case ROUTE_HINTS: return get_hints(srv, conn, q->sd);
    case ROUTE_ALL: return get_all(srv, conn, q);
    case ROUTE_NONE: break;
    }
    return MHD_NO;
}

/*
 * libmicrohttpd calls this for a request first with its headers (a response
 * queued then would close the connection, so a GET is answered on the
 * second call), then once per piece of body, then once with none.
 */
enum MHD_Result serve_request(void *cls, struct MHD_Connection *conn, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **req)
{
    serve_server *srv = cls;
    request *q = *req; /* made by serve_uri */
    if (!q)            /* it ran out of memory: a 503, not a connection closed without a word */
        return send_error_allow(srv, conn, MHD_HTTP_SERVICE_UNAVAILABLE,
                                "out of memory for the request; try again", NULL);
    if (!q->begun) {
        q->begun = 1;
        q->body_fd = -1;
        q->sd = serve_data_get();
        if (srv->cfg->access_log >= 0)
            snprintf(q->request_line, sizeof q->request_line, "%s %s %s", method,
                     q->uri[0] ? q->uri : url, version);
        atomic_fetch_add(&srv->requests, 1);
        int get =
            strcmp(method, MHD_HTTP_METHOD_GET) == 0 || strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
        if (get)
            return MHD_YES;
    }
    if (!q->started) { /* a GET's second call, any other method's first */
        q->started = 1;
        return first_call(srv, conn, q, url, method);
    }
    if (q->done) {
        *upload_size = 0;
        return MHD_YES;
    }
    if (*upload_size) {
        size_t n = *upload_size;
        *upload_size = 0;
        return take_body(srv, conn, q, upload, n);
    }
    return end_body(srv, conn, q);
}

/* The request's access-log line, written whole in one write (the file is
 * opened to append, so lines of several threads never mix):
 * HOST - - [DATE] "REQUEST" STATUS - MICROSECONDS.  The size is left out
 * ("-"): a streamed answer's is not known when it ends. */
static void log_request(const serve_server *srv, struct MHD_Connection *conn, const request *q)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long us = (long long)(now.tv_sec - q->start.tv_sec) * 1000000 +
                   (now.tv_nsec - q->start.tv_nsec) / 1000;
    char host[INET6_ADDRSTRLEN] = "-";
    const union MHD_ConnectionInfo *a =
        mhd.get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (a && a->client_addr) {
        const struct sockaddr *sa = a->client_addr;
        const void *ip =
            sa->sa_family == AF_INET6
                ? (const void *)&((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr
                : (const void *)&((const struct sockaddr_in *)(const void *)sa)->sin_addr;
        if (!inet_ntop(sa->sa_family, ip, host, sizeof host))
            snprintf(host, sizeof host, "-");
    }
    const union MHD_ConnectionInfo *st =
        mhd.get_connection_info(conn, MHD_CONNECTION_INFO_HTTP_STATUS);
    char date[64];
    time_t t = time(NULL);
    struct tm tm;
    strftime(date, sizeof date, "%d/%b/%Y:%H:%M:%S %z", localtime_r(&t, &tm));
    char line[1400];
    int n = snprintf(line, sizeof line, "%s - - [%s] \"%s\" %u - %lld\n", host, date,
                     q->request_line, st ? st->http_status : 0u, us);
    if (n > 0)
        out_write_fd(srv->cfg->access_log, line,
                     (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
}

void *serve_uri(void *cls, const char *uri, struct MHD_Connection *conn)
{
    (void)conn;
    const serve_server *srv = cls;
    request *q = calloc(1, sizeof *q);
    if (q && srv->cfg->access_log >= 0) {
        clock_gettime(CLOCK_MONOTONIC, &q->start);
        snprintf(q->uri, sizeof q->uri, "%.1024s", uri);
    }
    return q;
}

void serve_completed(void *cls, struct MHD_Connection *conn, void **req,
                     enum MHD_RequestTerminationCode why)
{
    (void)why;
    serve_server *srv = cls;
    request *q = *req;
    if (!q)
        return;
    if (srv->cfg->access_log >= 0 && q->request_line[0])
        log_request(srv, conn, q);
    if (!q->begun) { /* never reached serve_request */
        free(q);
        *req = NULL;
        return;
    }
    serve_job_free(q->job); /* a job never started: q still holds its data and body */
    if (q->body_fd >= 0)
        close(q->body_fd);
    serve_data_put(q->sd);
    free(q);
    *req = NULL;
    atomic_fetch_sub(&srv->requests, 1);
}

enum MHD_Result serve_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
    (void)addr;
    (void)addrlen;
    const serve_server *srv = cls;
    return atomic_load(&srv->connections) < (int)srv->accept_limit ? MHD_YES : MHD_NO;
}

void serve_connection(void *cls, struct MHD_Connection *conn, void **socket_ctx,
                      enum MHD_ConnectionNotificationCode what)
{
    (void)conn;
    (void)socket_ctx;
    serve_server *srv = cls;
    atomic_fetch_add(&srv->connections, what == MHD_CONNECTION_NOTIFY_STARTED ? 1 : -1);
}
