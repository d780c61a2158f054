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
 * Records are written by the command line's record writers (format.c), one
 * per set of options (format, count, size, scoring) asked for, made on first
 * use and kept: the default request's (JSON) at load, at most SERVE_WRITERS.
 *
 * /v1/random picks from the playable puzzles (a pangram, 20 to 80 answers),
 * listed by bee_all_solve once per loaded word list on the first request
 * (tens of milliseconds on ENABLE) and kept: then a pick is one random number.
 */
#include "serve/serve.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t current_lock = PTHREAD_MUTEX_INITIALIZER;
static serve_data *current;

static void data_free(serve_data *sd)
{
    for (size_t i = 0; i < sizeof sd->by_min_len / sizeof *sd->by_min_len; i++)
        bee_index_free(sd->by_min_len[i]);
    for (int i = 0; i < sd->n_writers; i++)
        record_writer_free(sd->writers[i]);
    bee_all_result_free(sd->playable);
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
        for (uint32_t i = 0; i <= len; i++) /* the NUL too: word boundaries count */
            h = (h ^ (unsigned char)w[i]) * 0x100000001b3u;
        if (len > sd->longest)
            sd->longest = len;
    }
    h = (h ^ sd->min_len) * 0x100000001b3u;
    snprintf(sd->etag, sizeof sd->etag, "\"bee-%s-%016llx\"", BEE_VERSION, (unsigned long long)h);
}

/* The reviewed removals taken out of an English list other than the
 * built-in one (made without them), and its index built again: a list the
 * README tells players to serve (/usr/share/dict/words) holds slurs.  Said
 * on stderr, as --all-words (all_words) serves every word.  0, or 1 after a
 * message. */
static int remove_reviewed(const cli_common *c, int all_words, serve_data *sd)
{
    int builtin = !c->index_path && !cli_dict_path(c);
    if (all_words || builtin || !bee_alphabet_is_english(bee_dict_alphabet(sd->d)))
        return 0;
    size_t removed;
    bee_dict *kept;
    if (cli_remove_reviewed(c, sd->d, &kept, &removed))
        return 1;
    fprintf(stderr,
            "bee-simd: %s: %zu words of the reviewed removals taken out (slurs, obscenities, "
            "numerals, abbreviations); --all-words serves every word\n",
            c->index_path ? c->index_path : cli_dict_path(c), removed);
    if (!kept)
        return 0;
    /* the index again over the kept words, as the old one was made; then
     * the old index, then the list it points into (a file's mapping) */
    bee_index_info info;
    bee_index_get_info(sd->ix, &info);
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = info.min_len;
    o.block_size = info.block_size;
    o.sort = info.sort;
    o.kernel = bee_index_kernel(sd->ix);
    bee_index *ix;
    bee_error err;
    if (bee_index_build(kept, &o, &ix, &err) != BEE_OK) {
        cli_error("%s", err.message);
        bee_dict_free(kept);
        return 1;
    }
    bee_index_free(sd->ix);
    bee_dict_free(sd->d);
    sd->ix = ix;
    sd->d = kept;
    return 0;
}

serve_data *serve_data_load(const cli_common *c, int all_words)
{
    serve_data *sd = calloc(1, sizeof *sd);
    if (!sd) {
        cli_error("out of memory");
        return NULL;
    }
    pthread_mutex_init(&sd->lock, NULL);
    atomic_init(&sd->refs, 1);
    if (cli_load_index(c, &sd->d, &sd->ix) || remove_reviewed(c, all_words, sd)) {
        data_free(sd);
        return NULL;
    }
    bee_error err;
    /* a server loads once and answers for long: the file checked in full,
     * as `info --verify` does, where a command's load checks only what keeps
     * it harmless (docs/index-format.md) */
    if (bee_index_verify(sd->ix, &err) != BEE_OK) {
        cli_error("%s", err.message);
        data_free(sd);
        return NULL;
    }
    bee_bag_index_options bo;
    bee_bag_index_options_init(&bo);
    bo.kernel = c->index.kernel;
    if (bee_bag_index_build(sd->d, &bo, &sd->bx, &err) != BEE_OK) {
        cli_error("%s", err.message);
        data_free(sd);
        return NULL;
    }
    bee_index_info info;
    bee_index_get_info(sd->ix, &info);
    sd->min_len = info.min_len;
    make_etag(sd);
    cli_common dflt; /* the default request's writer, ready for the first one */
    cli_common_init(&dflt);
    dflt.format = FORMAT_JSON;
    record_writer *own;
    if (!serve_data_writer(sd, &dflt, &own)) {
        cli_error("out of memory");
        data_free(sd);
        return NULL;
    }
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
    if (min_len > sd->longest + 1) /* no word is that long: the same empty answers */
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

/* Writers differ only by what record_writer_options holds that shapes a record. */
static int same_options(const cli_common *a, const cli_common *b)
{
    return a->format == b->format && a->count_only == b->count_only && a->size == b->size &&
           a->scoring == b->scoring && a->no_header == b->no_header;
}

const record_writer *serve_data_writer(serve_data *sd, const cli_common *c, record_writer **own)
{
    *own = NULL;
    pthread_mutex_lock(&sd->lock);
    record_writer *w = NULL;
    for (int i = 0; i < sd->n_writers && !w; i++)
        if (same_options(record_writer_options(sd->writers[i]), c))
            w = sd->writers[i];
    if (!w && (w = record_writer_new(c, sd->d, 1)) != NULL) {
        if (sd->n_writers < SERVE_WRITERS)
            sd->writers[sd->n_writers++] = w;
        else
            *own = w;
    }
    pthread_mutex_unlock(&sd->lock);
    return w;
}

/* The playable puzzles into sd->playable (under sd->lock). */
static bee_status make_playable(serve_data *sd, int size, int threads, bee_error *err)
{
    bee_all_options o;
    bee_all_options_init(&o);
    o.min_words = SERVE_RANDOM_MIN_WORDS;
    o.max_words = SERVE_RANDOM_MAX_WORDS;
    o.min_pangrams = 1;
    o.size = size;
    o.threads = threads;
    return bee_all_solve(sd->ix, &o, &sd->playable, err);
}

/* A 64-bit random number: splitmix64 over an atomic counter, seeded by the
 * clock and the process id on first use (a game's pick, not a secret). */
static uint64_t random_u64(void)
{
    static atomic_uint_fast64_t state;
    static atomic_int seeded;
    if (!atomic_exchange(&seeded, 1))
        atomic_store(&state, ((uint64_t)time(NULL) << 20) ^ (uint64_t)getpid());
    uint64_t z = atomic_fetch_add(&state, 0x9e3779b97f4a7c15u) + 0x9e3779b97f4a7c15u;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

bee_status serve_data_random(serve_data *sd, int size, int threads, bee_all_puzzle *pick,
                             bee_error *err)
{
    pthread_mutex_lock(&sd->lock);
    bee_status st = sd->playable ? BEE_OK : make_playable(sd, size, threads, err);
    if (st == BEE_OK && sd->playable->count == 0) {
        snprintf(err->message, sizeof err->message,
                 "the word list has no puzzle with a pangram and %d to %d answers",
                 SERVE_RANDOM_MIN_WORDS, SERVE_RANDOM_MAX_WORDS);
        err->code = st = BEE_ERR_EMPTY;
    }
    if (st == BEE_OK)
        *pick = sd->playable->puzzles[random_u64() % sd->playable->count];
    pthread_mutex_unlock(&sd->lock);
    return st;
}
