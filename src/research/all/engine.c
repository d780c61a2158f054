/*
 * engine.c - bee-simd's own answer to the every-puzzle task, for comparison
 * with the published methods: bee_all_each over an index, with its subsets or
 * zeta method forced, on one thread (the published methods run on one).  It
 * answers the whole selection of pangram sets only, in the library's order
 * (letters, then center), which is the order the task's set list is in.
 */
#include "all_methods.h"

#include <stdlib.h>
#include <string.h>

typedef struct engine {
    const bee_dict *d;
    bee_index *ix;
} engine;

typedef struct sink_state {
    bee_all_puzzle *out;
    size_t n, cap;
} sink_state;

static int copy_chunk(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    (void)worker;
    (void)chunk; /* one thread: chunks arrive in order */
    sink_state *s = ctx;
    if (n > s->cap - s->n)
        return 1;
    if (n) /* an empty chunk may come without an array */
        memcpy(s->out + s->n, p, n * sizeof *p);
    s->n += n;
    return 0;
}

static bee_status engine_build(const bee_dict *d, uint32_t min_len, void **state, bee_error *err)
{
    engine *e = calloc(1, sizeof *e);
    if (!e)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the engine method");
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = min_len;
    bee_status st = bee_index_build(d, &o, &e->ix, err);
    if (st != BEE_OK) {
        free(e);
        return st;
    }
    e->d = d;
    *state = e;
    return BEE_OK;
}

static bee_status engine_run(const void *state, bee_all_method method, const uint32_t *sets,
                             size_t n_sets, bee_scoring s, bee_all_puzzle *out, bee_error *err)
{
    const engine *e = state;
    bee_all_options o;
    bee_all_options_init(&o);
    o.scoring = s;
    o.threads = 1;
    o.method = method;
    sink_state ss = {out, 0, 7 * n_sets};
    bee_all_stats stats;
    bee_status st = bee_all_each(e->ix, &o, copy_chunk, &ss, &stats, err);
    if (st == BEE_ERR_STOPPED || (st == BEE_OK && ss.n != ss.cap))
        return bee_fail(err, BEE_ERR_ARG,
                        "the engine answers every pangram set (%zu), not a list of %zu", stats.sets,
                        n_sets);
    (void)sets;
    return st;
}

static bee_status engine_run_subsets(const void *state, const uint32_t *sets, size_t n_sets,
                                     bee_scoring s, bee_all_puzzle *out, bee_error *err)
{
    return engine_run(state, BEE_ALL_SUBSETS, sets, n_sets, s, out, err);
}

static bee_status engine_run_zeta(const void *state, const uint32_t *sets, size_t n_sets,
                                  bee_scoring s, bee_all_puzzle *out, bee_error *err)
{
    return engine_run(state, BEE_ALL_ZETA, sets, n_sets, s, out, err);
}

static void engine_free(void *state)
{
    engine *e = state;
    bee_index_free(e->ix);
    free(e);
}

static size_t engine_bytes(const void *state)
{
    bee_index_info info;
    bee_index_get_info(((const engine *)state)->ix, &info);
    return info.bytes;
}

const all_method all_engine_subsets = {
    {"engine-subsets", METHOD_ANY_ALPHABET, "engine",
     "bee_all_each, subsets method: each set's 128 subsets looked up by combinatorial rank",
     METHOD_NO_KERNEL},
    1,
    engine_build,
    engine_run_subsets,
    engine_free,
    engine_bytes,
};

const all_method all_engine_zeta = {
    {"engine-zeta", METHOD_ANY_ALPHABET, "engine",
     "bee_all_each, zeta method: sums over subsets, then two lookups a puzzle", METHOD_NO_KERNEL},
    1,
    engine_build,
    engine_run_zeta,
    engine_free,
    engine_bytes,
};
