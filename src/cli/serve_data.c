/*
 * serve_data.c - what the server answers from: the dictionary and index
 * (built, or mapped from --index), the bag index, and an ETag naming the
 * word list.  One instance is "in use"; each request holds a reference to
 * the one it started with, so SIGHUP can load a new one and install it while
 * requests on the old one finish; the last reference frees it.
 *
 * A request asking for another min_len than the server's gets an index built
 * for it on first use and kept: every min_len above the longest word gives no
 * answer, so at most longest + 1 of them can exist.
 *
 * Requests with the default options (JSON, 7 letters, NYT scoring, words)
 * are answered from the tables of `solve --stdin` (bulk.c), built at load.
 */
#include "bulk.h"
#include "serve.h"

#include <stdio.h>
#include <stdlib.h>

static void default_request(cli_common *c);

static pthread_mutex_t current_lock = PTHREAD_MUTEX_INITIALIZER;
static serve_data *current;

static void data_free(serve_data *sd)
{
    for (size_t i = 0; i < sizeof sd->by_min_len / sizeof *sd->by_min_len; i++)
        bee_index_free(sd->by_min_len[i]);
    bulk_free(sd->fast);
    bee_bag_index_free(sd->bx);
    bee_index_free(sd->ix);
    bee_dict_free(sd->d);
    pthread_mutex_destroy(&sd->lock);
    free(sd);
}

/* FNV-1a over the words and the server's min_len: the same list, the same
 * answers, the same tag, across restarts and reloads. */
static void make_etag(serve_data *sd)
{
    uint64_t h = 0xcbf29ce484222325u;
    size_t n = bee_dict_size(sd->d);
    for (uint32_t id = 0; id < n; id++) {
        const char *w = bee_dict_word(sd->d, id);
        uint32_t len = bee_dict_word_len(sd->d, id);
        for (uint32_t i = 0; i <= len; i++)   /* the NUL too: word boundaries count */
            h = (h ^ (unsigned char)w[i]) * 0x100000001b3u;
        if (len > sd->longest)
            sd->longest = len;
    }
    h = (h ^ sd->min_len) * 0x100000001b3u;
    snprintf(sd->etag, sizeof sd->etag, "\"bee-%s-%016llx\"", BEE_VERSION, (unsigned long long)h);
}

serve_data *serve_data_load(const cli_common *c)
{
    serve_data *sd = calloc(1, sizeof *sd);
    if (!sd) {
        cli_error("out of memory");
        return NULL;
    }
    pthread_mutex_init(&sd->lock, NULL);
    atomic_init(&sd->refs, 1);
    if (cli_load_index(c, &sd->d, &sd->ix)) {
        data_free(sd);
        return NULL;
    }
    bee_bag_index_options bo;
    bee_bag_index_options_init(&bo);
    bo.kernel = c->index.kernel;
    bee_error err;
    if (bee_bag_index_build(sd->d, &bo, &sd->bx, &err) != BEE_OK) {
        cli_error("%s", err.message);
        data_free(sd);
        return NULL;
    }
    bee_index_info info;
    bee_index_get_info(sd->ix, &info);
    sd->min_len = info.min_len;
    make_etag(sd);
    cli_common dflt;
    default_request(&dflt);
    sd->fast = bulk_new(&dflt, sd->d, sd->ix);   /* NULL: every request through bee_solve */
    return sd;
}

serve_data *serve_data_get(void)
{
    pthread_mutex_lock(&current_lock);
    serve_data *sd = current;
    atomic_fetch_add(&sd->refs, 1);
    pthread_mutex_unlock(&current_lock);
    return sd;
}

void serve_data_put(serve_data *sd)
{
    if (sd && atomic_fetch_sub(&sd->refs, 1) == 1)
        data_free(sd);
}

void serve_data_install(serve_data *sd)
{
    pthread_mutex_lock(&current_lock);
    serve_data *old = current;
    current = sd;
    pthread_mutex_unlock(&current_lock);
    serve_data_put(old);
}

const bee_index *serve_data_index(serve_data *sd, uint32_t min_len, bee_error *err)
{
    if (min_len == 0 || min_len == sd->min_len)
        return sd->ix;
    if (min_len > sd->longest + 1)   /* no word is that long: the same empty answers */
        min_len = sd->longest + 1;
    pthread_mutex_lock(&sd->lock);
    bee_index *ix = sd->by_min_len[min_len];
    if (!ix) {
        bee_index_info info;
        bee_index_get_info(sd->ix, &info);
        bee_index_options o;
        bee_index_options_init(&o);
        o.min_len = min_len;
        o.block_size = info.block_size;
        o.sort = info.sort;
        o.kernel = bee_index_kernel(sd->ix);
        if (bee_index_build(sd->d, &o, &ix, err) == BEE_OK)
            sd->by_min_len[min_len] = ix;
    }
    pthread_mutex_unlock(&sd->lock);
    return ix;
}

/* The options a request has by default: --stdin's tables are built for them. */
static void default_request(cli_common *c)
{
    cli_common_init(c);
    c->format = FORMAT_JSON;
}

const bulk *serve_data_bulk(serve_data *sd, const cli_common *c)
{
    cli_common dflt;
    default_request(&dflt);
    if (c->format != dflt.format || c->size != dflt.size || c->scoring != dflt.scoring ||
        c->count_only || (c->min_len_given && c->index.min_len != sd->min_len))
        return NULL;
    return sd->fast;
}
