/*
 * serve.h - `bee-simd serve`: the solver as an HTTP/JSON service on
 * libmicrohttpd.  The pieces, one job a file:
 *
 *   cmd_serve.c     options, the daemon, signals (SIGTERM drains, SIGHUP reloads)
 *   serve_mhd.c     libmicrohttpd, opened with dlopen when `serve` runs (not
 *                   linked: its dependencies would slow every command's start)
 *   serve_alphabet.c the word list's alphabet for /v1/info
 *   serve_data.c    what requests are answered from: dictionary, indexes, bag
 *                   index, ETag; reference-counted so a reload never pulls it
 *                   from under a request
 *   serve_route.c   the request handler: routes, methods, limits, statuses,
 *                   cache and CORS headers
 *   serve_query.c   query parameters into the command line's own options
 *                   (and its messages for bad values)
 *   serve_stream.c  responses made on a thread of their own and streamed as
 *                   they are made: POST batches through the --stdin engine,
 *                   and /v1/all
 *   serve_daily.c   /v1/daily: the day's puzzle (bee_daily), the last one kept
 *   serve_page.html the page for people at `/`, compiled in as serve_page_html
 *                   (cmake/embed.cmake writes it as a C array at build time)
 *
 * Every record comes from the command line's record writers, so a response
 * is byte for byte what `bee-simd solve|bag|all --format json` prints.
 */
#ifndef BEE_CLI_SERVE_H
#define BEE_CLI_SERVE_H

#include "output/bag_format.h"
#include "frontend/frontend.h"
#include "output/all_out.h"
#include "output/batch_out.h"
#include "output/hints_format.h"

#include <microhttpd.h>
#include <pthread.h>
#include <stdatomic.h>

#define SERVE_MAX_QUERY   4096 /* bytes of query parameters: more is 414 */
#define SERVE_MAX_TOP     1000 /* /v1/all: the cap on `top` */
#define SERVE_MAX_STREAMS 16   /* batches and /v1/all runs at once: more is 503 */

typedef struct serve_config {
    cli_common common; /* --dict, --index, --min-len, --kernel, ... */
    int threads;       /* HTTP threads and threads per batch */
    unsigned max_connections;
    unsigned timeout; /* seconds of inactivity before a close */
    size_t max_body;  /* bytes of a POST body */
    size_t max_batch; /* lines of a POST body */
    const char *cors; /* Access-Control-Allow-Origin, or NULL */
    int access_log;   /* a line a request to this descriptor, or -1 */
} serve_config;

/* ----------------------------------------------------------- serve_mhd.c */

/* The libmicrohttpd functions used, called as mhd.NAME for MHD_NAME. */
/* (clang-format lays this X-macro list out differently on each pass) */
// clang-format off
#define SERVE_MHD_FUNCTIONS(X)                                                                 \
    X(start_daemon) X(stop_daemon) X(quiesce_daemon) X(get_daemon_info)                       \
    X(get_connection_values_n) X(lookup_connection_value) X(suspend_connection)               \
    X(resume_connection) X(queue_response) X(create_response_from_buffer) X(get_connection_info) \
    X(create_response_from_callback) X(add_response_header) X(destroy_response)
// clang-format on

typedef struct serve_mhd_table {
#define SERVE_MHD_POINTER(f) __typeof__(MHD_##f) *f;
    SERVE_MHD_FUNCTIONS(SERVE_MHD_POINTER)
#undef SERVE_MHD_POINTER
} serve_mhd_table;

extern serve_mhd_table mhd;

/* Open libmicrohttpd and fill `mhd`; 0, or -1 after a message. */
int serve_mhd_load(void);

/* ---------------------------------------------------------- serve_data.c */

#define SERVE_WRITERS 16 /* record writers kept (one per option set) */

typedef struct serve_data {
    atomic_int refs;
    bee_dict *d;
    bee_index *ix; /* at the server's min_len */
    bee_bag_index *bx;
    uint32_t min_len;                            /* of ix */
    uint32_t longest;                            /* letters of the longest word */
    char etag[48];                               /* "\"bee-VERSION-HASH\"": names the word list */
    pthread_mutex_t lock;                        /* guards what follows */
    bee_index *by_min_len[BEE_MAX_WORD_LEN + 2]; /* other min_len, built on use */
    record_writer *writers[SERVE_WRITERS];       /* by options, made on use */
    int n_writers;
    bee_all_result *playable; /* /v1/random's pool, made on first use */
} serve_data;

/* What /v1/random picks from: puzzles with a pangram and this many answers. */
#define SERVE_RANDOM_MIN_WORDS 20
#define SERVE_RANDOM_MAX_WORDS 80

/* Load what c names (messages through cli_error); NULL on failure. */
serve_data *serve_data_load(const cli_common *c);
/* The data in use, with a reference for the caller; serve_data_put drops it. */
serve_data *serve_data_get(void);
void serve_data_put(serve_data *sd);
/* Make sd the data in use (it takes the caller's reference). */
void serve_data_install(serve_data *sd);
/* The index answering for min_len (0: the server's own); NULL only if
 * memory ran out (err says so). */
const bee_index *serve_data_index(serve_data *sd, uint32_t min_len, bee_error *err);
/* The record writer for c's options: one kept (the first SERVE_WRITERS sets
 * of options asked for), or else one made for the caller alone, returned in
 * *own too (free it with record_writer_free).  NULL if memory ran out. */
const record_writer *serve_data_writer(serve_data *sd, const cli_common *c, record_writer **own);
/* One puzzle picked at random (uniformly) from those of sd's index with a
 * pangram and SERVE_RANDOM_MIN_WORDS..MAX_WORDS answers, of `size` letters (the
 * server's: the same on every call), found by bee_all_solve on `threads`
 * threads on the first call and kept.  BEE_OK; BEE_ERR_NOMEM; BEE_ERR_EMPTY
 * (err says so) if the word list has no such puzzle; or bee_all_solve's
 * refusal (BEE_ERR_ARG: an alphabet bigger than it supports). */
bee_status serve_data_random(serve_data *sd, int size, int threads, bee_all_puzzle *pick,
                             bee_error *err);

/* ------------------------------------------------------ serve_alphabet.c */

/* The alphabet's JSON object for /v1/info (docs/serve.md): code, name,
 * letters, min_len, points, bonus, folds. */
void serve_alphabet_json(out *o, const bee_alphabet *a);

/* --------------------------------------------------------- serve_query.c */

typedef struct serve_args {
    struct MHD_Connection *conn;
    char error[512]; /* why the parameters were refused */
} serve_args;

/* Each reads the request's query parameters into the command's options, on
 * top of the server's defaults (JSON); 0, or the HTTP status (400, 414) with
 * args->error saying why. */
int serve_query_solve(serve_args *a, const serve_config *cfg, cli_common *c, const char **puzzle);
/* GET /v1/hints: the puzzle and the found words (comma-separated, or NULL),
 * and the common options. */
int serve_query_hints(serve_args *a, const serve_config *cfg, cli_common *c, const char **puzzle,
                      const char **found);
int serve_query_bag(serve_args *a, const serve_config *cfg, const bee_alphabet *alpha, bag_job *job,
                    const char **letters);
/* `alpha`: the served list's (an --index file's own, when no --lang was given):
 * the letters of letters=, exclude= and center=. */
int serve_query_all(serve_args *a, const serve_config *cfg, const bee_alphabet *alpha,
                    cli_common *c, bee_all_options *o, int *words);
/* GET /v1/random takes no parameters: any is refused. */
int serve_query_random(serve_args *a);

/* -------------------------------------------------------- serve_stream.c */

/* What a streamed response computes. */
typedef enum serve_job_kind { JOB_SOLVE, JOB_BAG, JOB_ALL } serve_job_kind;

typedef struct serve_job {
    serve_job_kind kind;
    serve_data *sd; /* a reference, dropped when the job ends */
    int body_fd;    /* batches: the request body; else -1 */
    int threads;
    cli_common c;              /* solve, all */
    record_writer *own_writer; /* solve: a writer made for this job alone */
    bag_job bag;               /* bag */
    bee_all_options all;       /* all */
    int words;                 /* all --words */
} serve_job;

/* Start the watcher thread that wakes streamed responses; 0 or -1. */
int serve_stream_init(void);
/* A response made by `job` on a thread of its own and sent (chunked) as it
 * is made; it owns the job from then on.  NULL if SERVE_MAX_STREAMS run
 * already or a thread or pipe cannot be had (why says which: 503); the job
 * is then still the caller's. */
struct MHD_Response *serve_stream_response(struct MHD_Connection *conn, serve_job *job, char *why,
                                           size_t why_cap);
/* Jobs still running. */
int serve_stream_active(void);
/* Free a job that was never started. */
void serve_job_free(serve_job *job);

/* --------------------------------------------------------- serve_daily.c */

/* GET /v1/daily: the record into o and 200, or the HTTP status (400 bad
 * date or parameter, 404 no puzzle in the bounds) with why saying why. */
int serve_daily(serve_data *sd, struct MHD_Connection *conn, out *o, char *why, size_t why_cap);

/* ---------------------------------------------------------- serve_route.c */

/* The server's state the handler reads. */
typedef struct serve_server {
    const serve_config *cfg;
    atomic_int requests; /* in flight: first byte to completion */
    atomic_int connections;
    unsigned accept_limit; /* connections kept open at most (serve_accept) */
} serve_server;

enum MHD_Result serve_request(void *cls, struct MHD_Connection *conn, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **req);
/* MHD_OPTION_URI_LOG_CALLBACK: each request's state, made as it begins,
 * with the URI as sent (for the access log). */
void *serve_uri(void *cls, const char *uri, struct MHD_Connection *conn);
void serve_completed(void *cls, struct MHD_Connection *conn, void **req,
                     enum MHD_RequestTerminationCode why);
void serve_connection(void *cls, struct MHD_Connection *conn, void **socket_ctx,
                      enum MHD_ConnectionNotificationCode what);
/* The accept policy: a connection past srv->accept_limit is closed at once
 * (past cfg->max_connections, up to the limit, requests are answered 503).
 * libmicrohttpd's own limit is never reached: at it, it stops accepting, and
 * a new client would wait in the listen backlog, unanswered, until an
 * idle connection timed out (issue 27: 5 s and more during a flood). */
enum MHD_Result serve_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen);

/* ----------------------------------------- serve_page.html, embedded */

extern const char serve_page_html[];
extern const size_t serve_page_len;

#endif
