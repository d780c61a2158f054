/*
 * cmd_serve.c - `bee-simd serve [options]`: options, loading, the HTTP
 * daemon (libmicrohttpd: a pool of threads on epoll, one a usable CPU) and
 * the signals.  The main thread only waits for signals: SIGHUP loads the
 * dictionary or index file again and swaps it in (requests under way finish
 * on the old one); SIGTERM or SIGINT stop accepting, let the requests in
 * flight finish (at most SERVE_DRAIN_SECONDS), and exit 0.
 */
#define _POSIX_C_SOURCE 200809L /* getaddrinfo, sigwaitinfo, clock_gettime */
#include "cli/opt_table.h"
#include "serve/serve.h"
#include "cli/stream/stream.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netdb.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#define SERVE_DRAIN_SECONDS     30
#define SERVE_SPARE_CONNECTIONS 64 /* past --max-connections: answered 503 */

/* HOST:PORT or [HOST]:PORT into an address; EXIT_USAGE after a message. */
static int parse_listen(const char *arg, struct sockaddr_storage *addr, char *shown,
                        size_t shown_cap)
{
    char host[256];
    const char *colon = strrchr(arg, ':');
    size_t hl = colon ? (size_t)(colon - arg) : 0;
    if (!colon || hl == 0 || hl >= sizeof host || !colon[1]) {
        cli_error("--listen: '%s' is not HOST:PORT (e.g. 127.0.0.1:8080)", arg);
        return EXIT_USAGE;
    }
    memcpy(host, arg, hl);
    host[hl] = '\0';
    if (host[0] == '[' && host[hl - 1] == ']') {
        memmove(host, host + 1, hl - 2);
        host[hl - 2] = '\0';
    }
    if (cli_number("listen port", colon + 1, 0, 65535) < 0)
        return EXIT_USAGE;
    struct addrinfo hints = {.ai_family = AF_UNSPEC,
                             .ai_socktype = SOCK_STREAM,
                             .ai_flags = AI_NUMERICSERV | AI_PASSIVE};
    struct addrinfo *res;
    int rc = getaddrinfo(host, colon + 1, &hints, &res);
    if (rc != 0) {
        cli_error("--listen: '%s': %s", host, gai_strerror(rc));
        return EXIT_USAGE;
    }
    memcpy(addr, res->ai_addr, res->ai_addrlen);
    freeaddrinfo(res);
    char numeric[INET6_ADDRSTRLEN];
    const void *a = addr->ss_family == AF_INET6
                        ? (const void *)&((struct sockaddr_in6 *)addr)->sin6_addr
                        : (const void *)&((struct sockaddr_in *)addr)->sin_addr;
    inet_ntop(addr->ss_family, a, numeric, sizeof numeric);
    snprintf(shown, shown_cap, addr->ss_family == AF_INET6 ? "[%s]" : "%s", numeric);
    return EXIT_OK;
}

static int parse_options(int argc, char **argv, serve_config *cfg, const char **listen)
{
    int opt;
    long v;
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("serve"));
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done == EXIT_OK ? -1 : done;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        switch (opt) {
        case 'h': cli_spec_help(g.spec); return -1;
        case OPT_LISTEN: *listen = optarg; continue;
        case OPT_CORS: cfg->cors = optarg; continue;
        case OPT_ALL_WORDS: cfg->all_words = 1; continue;
        case OPT_ACCESS_LOG:
            if (strcmp(optarg, "-") == 0) {
                cfg->access_log = STDOUT_FILENO;
            } else if ((cfg->access_log =
                            open(optarg, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644)) < 0) {
                cli_error("--access-log %s: cannot open: %s", optarg, strerror(errno));
                return EXIT_REFUSED;
            }
            continue;
        case OPT_SERVE_THREADS:
            if ((v = cli_number("threads", optarg, 1, 256)) < 0)
                return EXIT_USAGE;
            cfg->threads = (int)v;
            continue;
        case OPT_MAX_CONNECTIONS:
            if ((v = cli_number("max-connections", optarg, 1, 1000000)) < 0)
                return EXIT_USAGE;
            cfg->max_connections = (unsigned)v;
            continue;
        case OPT_TIMEOUT:
            if ((v = cli_number("timeout", optarg, 1, 86400)) < 0)
                return EXIT_USAGE;
            cfg->timeout = (unsigned)v;
            continue;
        case OPT_MAX_BODY:
            if ((v = cli_number("max-body", optarg, 1, 1L << 40)) < 0)
                return EXIT_USAGE;
            cfg->max_body = (size_t)v;
            continue;
        case OPT_MAX_BATCH:
            if ((v = cli_number("max-batch", optarg, 1, 1L << 40)) < 0)
                return EXIT_USAGE;
            cfg->max_batch = (size_t)v;
            continue;
        }
        if (opt == '?' || cli_common_option(&cfg->common, opt, optarg))
            return EXIT_USAGE;
    }
    if (optind != argc) {
        cli_error("unexpected argument '%s'", argv[optind]);
        return EXIT_USAGE;
    }
    if (cli_env_threads(&cfg->threads, 256))
        return EXIT_USAGE;
    if (!cfg->threads)
        cfg->threads = bee_cpu_count();
    return EXIT_OK;
}

/* How many connections the server can hold open: --max-connections and the
 * spare ones, within the open-file limit (raised to its hard limit if need
 * be), less what else the process opens (per HTTP thread an epoll
 * descriptor and a pipe, the streams' pipes and bodies, the word files). */
static unsigned accept_limit(const serve_config *cfg)
{
    rlim_t others = 4 * (rlim_t)cfg->threads + 4 * SERVE_MAX_STREAMS + 64;
    rlim_t want = (rlim_t)cfg->max_connections + SERVE_SPARE_CONNECTIONS;
    struct rlimit r;
    if (getrlimit(RLIMIT_NOFILE, &r) != 0)
        return (unsigned)want;
    if (r.rlim_cur != RLIM_INFINITY && r.rlim_cur < want + others) {
        rlim_t had = r.rlim_cur;
        r.rlim_cur =
            r.rlim_max == RLIM_INFINITY || r.rlim_max > want + others ? want + others : r.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &r) != 0)
            r.rlim_cur = had;
    }
    if (r.rlim_cur != RLIM_INFINITY && r.rlim_cur < want + others) {
        rlim_t room = r.rlim_cur > others + 1 ? r.rlim_cur - others : 1;
        cli_error("warning: the open-file limit (%llu) allows %llu connections at once, not "
                  "%llu; past them new ones are refused",
                  (unsigned long long)r.rlim_cur, (unsigned long long)room,
                  (unsigned long long)want);
        return (unsigned)room;
    }
    return (unsigned)want;
}

static unsigned bound_port(struct MHD_Daemon *d)
{
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Stop accepting, wait for the requests in flight; 1 if they all finished. */
static int drain(struct MHD_Daemon *d, serve_server *srv)
{
    MHD_socket lfd = mhd.quiesce_daemon(d);
    if (lfd != MHD_INVALID_SOCKET)
        close(lfd);
    double until = now() + SERVE_DRAIN_SECONDS;
    while (atomic_load(&srv->requests) > 0 || serve_stream_active() > 0) {
        if (now() > until)
            return 0;
        struct timespec pause = {0, 10 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    return 1;
}

int cmd_serve(int argc, char **argv)
{
    serve_config cfg = {.max_connections = 1024,
                        .timeout = 10,
                        .max_body = 16u << 20,
                        .max_batch = 1000000,
                        .access_log = -1};
    cli_common_init(&cfg.common);
    const char *listen = "127.0.0.1:8080";
    int rc = parse_options(argc, argv, &cfg, &listen);
    if (rc)
        return rc < 0 ? EXIT_OK : rc;
    struct sockaddr_storage addr;
    char host[INET6_ADDRSTRLEN + 2];
    if ((rc = parse_listen(listen, &addr, host, sizeof host)))
        return rc;
    if (serve_mhd_load())
        return EXIT_REFUSED;

    serve_data *sd = serve_data_load(&cfg.common, cfg.all_words);
    if (!sd)
        return EXIT_REFUSED;
    serve_data_install(sd);

    /* Signals are taken by this thread alone (sigwaitinfo): every thread
     * made from here on inherits the mask.  A peer that goes away is a
     * write error, not a signal. */
    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGTERM);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &sigs, NULL);
    signal(SIGPIPE, SIG_IGN);
    if (serve_stream_init()) {
        cli_error("cannot start the stream watcher: %s", strerror(errno));
        serve_data_install(NULL);
        return EXIT_REFUSED;
    }

    /* libmicrohttpd's own limit (shared out among its threads) is set out of
     * reach: serve_accept closes the connections past srv.accept_limit at
     * once, and libmicrohttpd at its limit would stop accepting instead. */
    serve_server srv = {.cfg = &cfg, .accept_limit = accept_limit(&cfg)};
    unsigned long mhd_limit = ((unsigned long)srv.accept_limit + 1) * (unsigned long)cfg.threads;
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME |
                     MHD_USE_TURBO | (addr.ss_family == AF_INET6 ? MHD_USE_IPv6 : 0);
    struct MHD_Daemon *d = mhd.start_daemon(
        flags, 0, serve_accept, &srv, serve_request, &srv, MHD_OPTION_SOCK_ADDR,
        (struct sockaddr *)&addr, MHD_OPTION_THREAD_POOL_SIZE, (unsigned)cfg.threads,
        MHD_OPTION_CONNECTION_LIMIT, mhd_limit > UINT_MAX / 2 ? UINT_MAX / 2 : (unsigned)mhd_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, cfg.timeout, MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u,
        MHD_OPTION_NOTIFY_COMPLETED, serve_completed, &srv, MHD_OPTION_NOTIFY_CONNECTION,
        serve_connection, &srv, MHD_OPTION_URI_LOG_CALLBACK, serve_uri, &srv, MHD_OPTION_END);
    if (!d) {
        cli_error("cannot listen on %s: %s", listen, strerror(errno));
        serve_data_install(NULL);
        return EXIT_REFUSED;
    }
    fprintf(stderr, "bee-simd: listening on http://%s:%u\n", host, bound_port(d));

    int sig;
    while ((sig = sigwaitinfo(&sigs, NULL)) == SIGHUP || (sig < 0 && errno == EINTR)) {
        if (sig != SIGHUP)
            continue;
        serve_data *fresh = serve_data_load(&cfg.common, cfg.all_words);
        if (fresh) {
            serve_data_install(fresh);
            fprintf(stderr, "bee-simd: serve: reloaded (%zu words)\n", bee_dict_size(fresh->d));
        } else {
            cli_error("reload failed; still answering from the previous words");
        }
    }
    if (!drain(d, &srv)) { /* a request still going: leave without tidying up */
        cli_error("requests still in flight after %d s; exiting", SERVE_DRAIN_SECONDS);
        return EXIT_OK;
    }
    mhd.stop_daemon(d);
    serve_data_install(NULL);
    return EXIT_OK;
}
