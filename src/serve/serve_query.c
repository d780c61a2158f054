/*
 * serve_query.c - a request's query parameters into the options of the
 * command it stands for, through the command line's own option handlers, so
 * that a bad value is refused with the command line's own message
 * (captured from cli_error).  Parameter names are the long options with '_'
 * for '-': /v1/solve?puzzle=raegint&min_len=5 is `solve --min-len 5 raegint`.
 * A flag (count, words, any, bingo) is on when given bare, empty, "1" or "true".
 * Unknown parameters are refused, so a typo never goes unnoticed.
 */
#include "output/all_out.h"
#include "frontend/all_options.h"
#include "serve/serve.h"

#include <stdio.h>
#include <string.h>

/* One parameter into ctx's options: 0, -1 after a cli_error, -2 unknown. */
typedef int (*param_fn)(void *ctx, const char *key, const char *value);

typedef struct walk {
    serve_args *a;
    param_fn fn;
    void *ctx;
    size_t bytes;
    int status;
    const char *seen[32]; /* the names so far (valid while the walk lasts) */
    size_t n_seen;
} walk;

/* Every parameter name of every endpoint, for a did-you-mean. */
static const char *const all_params[] = {
    "puzzle",    "letters",      "count",    "format",    "min_len",     "max_len",
    "scoring",   "size",         "must_use", "sort",      "top",         "any",
    "words",     "exclude",      "center",   "min_words", "max_words",   "min_score",
    "max_score", "min_pangrams", "method",   "bingo",     "min_perfect",
};

static void unknown_param(walk *w, const char *key)
{
    const char *near =
        cli_nearest(key, strlen(key), all_params, sizeof all_params / sizeof *all_params);
    if (near)
        snprintf(w->a->error, sizeof w->a->error, "unknown parameter '%.100s' (did you mean '%s'?)",
                 key, near);
    else
        snprintf(w->a->error, sizeof w->a->error, "unknown parameter '%.100s'", key);
}

/* A name given before in this query (which value would count is unclear:
 * refused rather than one kept silently). */
static int repeated(walk *w, const char *key)
{
    for (size_t i = 0; i < w->n_seen; i++)
        if (strcmp(w->seen[i], key) == 0)
            return 1;
    if (w->n_seen < sizeof w->seen / sizeof *w->seen)
        w->seen[w->n_seen++] = key;
    return 0;
}

static enum MHD_Result visit(void *cls, enum MHD_ValueKind kind, const char *key, size_t key_size,
                             const char *value, size_t value_size)
{
    (void)kind;
    walk *w = cls;
    w->bytes += key_size + value_size + 2;
    if (w->bytes > SERVE_MAX_QUERY) {
        snprintf(w->a->error, sizeof w->a->error, "query parameters over %d bytes",
                 SERVE_MAX_QUERY);
        w->status = MHD_HTTP_URI_TOO_LONG;
        return MHD_NO;
    }
    /* %00 decodes to a NUL, which would cut the C string short: refused,
     * never silently truncated */
    if (strlen(key) != key_size || (value && strlen(value) != value_size)) {
        snprintf(w->a->error, sizeof w->a->error, "%.100s: a NUL byte (%%00) in the %s", key,
                 strlen(key) != key_size ? "name" : "value");
        w->status = MHD_HTTP_BAD_REQUEST;
        return MHD_NO;
    }
    if (repeated(w, key)) {
        snprintf(w->a->error, sizeof w->a->error, "%.100s: given more than once", key);
        w->status = MHD_HTTP_BAD_REQUEST;
        return MHD_NO;
    }
    int rc = w->fn(w->ctx, key, value);
    if (rc == -2)
        unknown_param(w, key);
    if (rc) {
        w->status = MHD_HTTP_BAD_REQUEST;
        return MHD_NO;
    }
    return MHD_YES;
}

/* A message of the command line's ("--min-len: ...") in the query's terms
 * ("min_len: ..."): the option at its start becomes the parameter. */
static void as_parameter(char *msg)
{
    if (strncmp(msg, "--", 2) != 0)
        return;
    size_t name = strcspn(msg + 2, ": ");
    memmove(msg, msg + 2, strlen(msg + 2) + 1);
    for (size_t i = 0; i < name; i++)
        msg[i] = msg[i] == '-' ? '_' : msg[i];
}

static int walk_params(serve_args *a, param_fn fn, void *ctx)
{
    walk w = {a, fn, ctx, 0, 0, {0}, 0};
    a->error[0] = '\0';
    cli_error_capture(a->error, sizeof a->error);
    mhd.get_connection_values_n(a->conn, MHD_GET_ARGUMENT_KIND, visit, &w);
    cli_error_capture(NULL, 0);
    as_parameter(a->error);
    return w.status;
}

/* A flag's value: 1 on, 0 off, -1 (after a message) neither. */
static int flag(const char *key, const char *value)
{
    if (!value || !*value || strcmp(value, "1") == 0 || strcmp(value, "true") == 0)
        return 1;
    if (strcmp(value, "0") == 0 || strcmp(value, "false") == 0)
        return 0;
    cli_error("%s: '%s' is not a flag value (1, true, 0 or false)", key, value);
    return -1;
}

/* A value that must be there. */
static const char *needed(const char *key, const char *value)
{
    if (!value || !*value)
        cli_error("%s: no value given", key);
    return value && *value ? value : NULL;
}

/* Parameters every puzzle command reads: the common options by name. */
static int common_param(cli_common *c, const char *key, const char *value)
{
    static const struct {
        const char *key;
        int opt;
    } names[] = {
        {"min_len", OPT_MIN_LEN},
        {"scoring", OPT_SCORING},
        {"size", OPT_SIZE},
        {"format", OPT_FORMAT},
    };
    if (strcmp(key, "count") == 0) {
        int on = flag(key, value);
        c->count_only = on > 0;
        return on < 0 ? -1 : 0;
    }
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(key, names[i].key) == 0) {
            if (!needed(key, value))
                return -1;
            return cli_common_option(c, names[i].opt, value) ? -1 : 0;
        }
    return -2;
}

/* ------------------------------------------------------------ solve */

typedef struct solve_ctx {
    cli_common *c;
    const char **puzzle;
} solve_ctx;

static int solve_param(void *ctx, const char *key, const char *value)
{
    solve_ctx *s = ctx;
    if (strcmp(key, "puzzle") == 0) {
        *s->puzzle = value ? value : "";
        return 0;
    }
    return common_param(s->c, key, value);
}

int serve_query_solve(serve_args *a, const serve_config *cfg, cli_common *c, const char **puzzle)
{
    *c = cfg->common;
    c->format = FORMAT_JSON;
    *puzzle = NULL;
    solve_ctx s = {c, puzzle};
    int status = walk_params(a, solve_param, &s);
    if (!status && !*puzzle) {
        snprintf(a->error, sizeof a->error, "no puzzle given (try /v1/solve?puzzle=raegint)");
        status = MHD_HTTP_BAD_REQUEST;
    }
    return status;
}

/* ------------------------------------------------------------ hints */

typedef struct hints_ctx {
    cli_common *c;
    const char **puzzle, **found;
} hints_ctx;

static int hints_param(void *ctx, const char *key, const char *value)
{
    hints_ctx *h = ctx;
    if (strcmp(key, "puzzle") == 0 || strcmp(key, "found") == 0) {
        *(key[0] == 'p' ? h->puzzle : h->found) = value ? value : "";
        return 0;
    }
    if (strcmp(key, "count") == 0)
        return -2; /* hints are counts already */
    return common_param(h->c, key, value);
}

int serve_query_hints(serve_args *a, const serve_config *cfg, cli_common *c, const char **puzzle,
                      const char **found)
{
    *c = cfg->common;
    c->format = FORMAT_JSON;
    *puzzle = *found = NULL;
    hints_ctx h = {c, puzzle, found};
    int status = walk_params(a, hints_param, &h);
    if (!status && !*puzzle) {
        snprintf(a->error, sizeof a->error, "no puzzle given (try /v1/hints?puzzle=raegint)");
        status = MHD_HTTP_BAD_REQUEST;
    }
    return status;
}

/* -------------------------------------------------------------- bag */

typedef struct bag_ctx {
    bag_job *job;
    const bee_alphabet *alpha; /* the served list's: must_use's letters */
    cli_common c;
    const char **letters;
} bag_ctx;

static int bag_param(void *ctx, const char *key, const char *value)
{
    bag_ctx *b = ctx;
    long v;
    if (strcmp(key, "letters") == 0) {
        *b->letters = value ? value : "";
        return 0;
    }
    if (strcmp(key, "count") == 0 || strcmp(key, "format") == 0)
        return common_param(&b->c, key, value);
    if (strcmp(key, "min_len") != 0 && strcmp(key, "max_len") != 0 &&
        strcmp(key, "must_use") != 0 && strcmp(key, "sort") != 0 && strcmp(key, "top") != 0)
        return -2;
    if (!needed(key, value))
        return -1;
    if (strcmp(key, "must_use") == 0)
        return bag_parse_must_use_in(b->alpha, value, b->job->opt.must) ? -1 : 0;
    if (strcmp(key, "sort") == 0) {
        if (strcmp(value, "length") == 0 || strcmp(value, "alpha") == 0) {
            b->job->order = value[0] == 'l' ? BEE_BAG_ORDER_LENGTH : BEE_BAG_ORDER_ALPHA;
            return 0;
        }
        cli_error("--sort: unknown order '%s' (length or alpha)", value);
        return -1;
    }
    if (strcmp(key, "top") == 0) {
        if ((v = cli_number("top", value, 1, 1L << 30)) < 0)
            return -1;
        b->job->top = (size_t)v;
        return 0;
    }
    int min = key[1] == 'i'; /* min_len or max_len */
    if ((v = cli_number(min ? "min-len" : "max-len", value, 1, BEE_MAX_WORD_LEN)) < 0)
        return -1;
    *(min ? &b->job->opt.min_len : &b->job->opt.max_len) = (uint32_t)v;
    return 0;
}

int serve_query_bag(serve_args *a, const serve_config *cfg, const bee_alphabet *alpha, bag_job *job,
                    const char **letters)
{
    memset(job, 0, sizeof *job);
    bee_bag_options_init(&job->opt);
    job->order = BEE_BAG_ORDER_LENGTH;
    bag_ctx b = {job, alpha, cfg->common, letters};
    b.c.format = FORMAT_JSON;
    *letters = NULL;
    int status = walk_params(a, bag_param, &b);
    if (!status && job->opt.min_len > job->opt.max_len) {
        snprintf(a->error, sizeof a->error, "min_len %u is above max_len %u", job->opt.min_len,
                 job->opt.max_len);
        status = MHD_HTTP_BAD_REQUEST;
    }
    if (!status && !*letters) {
        snprintf(a->error, sizeof a->error,
                 "no bag given (try /v1/bag?letters=ovrkqlwislrecrtgmvpfprzey)");
        status = MHD_HTTP_BAD_REQUEST;
    }
    job->format = b.c.format;
    job->count_only = b.c.count_only;
    job->opt.want_words = !b.c.count_only;
    return status;
}

/* -------------------------------------------------------------- all */

typedef struct all_ctx {
    cli_common *c;
    bee_all_options *o;
    int *words;
    int top_given;
} all_ctx;

static int all_param(void *ctx, const char *key, const char *value)
{
    all_ctx *x = ctx;
    int rc = common_param(x->c, key, value);
    if (rc != -2)
        return rc;
    static const char *const flags[] = {"any", "words", "bingo"};
    static const char *const valued[] = {"exclude",   "letters",   "center",     "min_words",
                                         "max_words", "min_score", "max_score",  "min_pangrams",
                                         "sort",      "method",    "min_perfect"};
    char name[32];
    snprintf(name, sizeof name, "%s", key);
    for (char *p = name; *p; p++)
        if (*p == '_')
            *p = '-';
    if (strcmp(key, "top") == 0) {
        long v;
        if (!needed(key, value) || (v = cli_number("top", value, 1, SERVE_MAX_TOP)) < 0)
            return -1;
        x->o->top = (size_t)v;
        x->top_given = 1;
        return 0;
    }
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        if (strcmp(key, flags[i]) == 0) {
            int on = flag(key, value);
            if (on <= 0)
                return on; /* off: the default */
            return all_option_named(x->o, x->c->alphabet, name, NULL, x->words);
        }
    for (size_t i = 0; i < sizeof valued / sizeof *valued; i++)
        if (strcmp(key, valued[i]) == 0)
            return needed(key, value)
                       ? all_option_named(x->o, x->c->alphabet, name, value, x->words)
                       : -1;
    return -2;
}

int serve_query_all(serve_args *a, const serve_config *cfg, const bee_alphabet *alpha,
                    cli_common *c, bee_all_options *o, int *words)
{
    *c = cfg->common;
    c->alphabet = alpha;
    c->format = FORMAT_JSON;
    bee_all_options_init(o);
    o->threads = cfg->threads;
    *words = 0;
    all_ctx x = {c, o, words, 0};
    int status = walk_params(a, all_param, &x);
    if (status)
        return status;
    if (!x.top_given) {
        snprintf(a->error, sizeof a->error, "top is required (1 to %d)", SERVE_MAX_TOP);
        return MHD_HTTP_BAD_REQUEST;
    }
    if (c->count_only && *words) {
        snprintf(a->error, sizeof a->error, "--count and --words contradict each other");
        return MHD_HTTP_BAD_REQUEST;
    }
    o->size = c->size;
    o->scoring = c->scoring;
    bee_error err;
    if (bee_all_check_options(c->alphabet, o, &err) != BEE_OK) {
        snprintf(a->error, sizeof a->error, "%.500s", err.message);
        return MHD_HTTP_BAD_REQUEST;
    }
    return 0;
}

/* ----------------------------------------------------------- random */

static int no_param(void *ctx, const char *key, const char *value)
{
    (void)ctx, (void)value;
    cli_error("/v1/random takes no parameters ('%.100s' given)", key);
    return -1;
}

int serve_query_random(serve_args *a)
{
    return walk_params(a, no_param, NULL);
}
