/*
 * registry.c - the letter-bag research methods by name (bee_bag_algo_*,
 * through the lookups of shared/registry.h) and
 * the task's reference (bee_bag_solve_reference, every length, no blank).
 */
#include "bag_methods.h"

#include "shared/registry.h"

#include <stdlib.h>
#include <string.h>

static const method_head *const heads[] = {
    &bag_naive.head,      &bag_grouped.head,      &bag_trie.head,       &bag_index_scalar.head,
    &bag_index_avx2.head, &bag_index_avx512.head, &bag_index_neon.head, &bag_index_wasm.head,
};
static const method_table table = {"letter-bag method", heads, sizeof heads / sizeof *heads};

static const bag_method *method(size_t i)
{
    return METHOD_OF(bag_method, method_at(&table, i));
}

struct bee_bag_algo {
    const bag_method *m;
    void *state;
};

size_t bee_bag_algo_count(void)
{
    return table.n;
}
const char *bee_bag_algo_name(size_t i)
{
    return method_name(&table, i);
}
const char *bee_bag_algo_family(size_t i)
{
    return method_family(&table, i);
}
const char *bee_bag_algo_summary(size_t i)
{
    return method_summary(&table, i);
}
int bee_bag_algo_find(const char *name)
{
    return method_find(&table, name);
}
int bee_bag_algo_any_alphabet(size_t i)
{
    return method_any_alphabet(&table, i);
}
int bee_bag_algo_runnable(size_t i)
{
    return method_runnable(&table, i);
}

int bee_bag_algo_kernel(size_t i)
{
    const method_head *h = method_at(&table, i);
    return h && h->kernel >= 0 ? h->kernel : BEE_KERNEL_AUTO;
}

static bee_status refuse_blanks(const bee_bag *bag, bee_error *err)
{
    return bag->blanks ? bee_fail(err, BEE_ERR_ARG,
                                  "the letter-bag research methods take no blank tiles (%u given)",
                                  bag->blanks)
                       : BEE_OK;
}

bee_status bee_bag_algo_reference(const bee_dict *d, const bee_bag *bag, bee_result *r,
                                  bee_error *err)
{
    bee_status st = refuse_blanks(bag, err);
    if (st != BEE_OK)
        return st;
    bee_bag_options o;
    bee_bag_options_init(&o);
    o.min_len = 1;
    o.want_words = 1;
    return bee_bag_solve_reference(d, bag, &o, r, err);
}

bee_status bee_bag_algo_build(const char *name, const bee_dict *d, bee_bag_algo **out,
                              bee_error *err)
{
    *out = NULL;
    int i = method_lookup(&table, name, d, err);
    if (i < 0)
        return BEE_ERR_ARG;
    if (!bee_bag_algo_runnable((size_t)i))
        return bee_fail(err, BEE_ERR_KERNEL,
                        "letter-bag method '%s' cannot run on this CPU "
                        "(features: %s)",
                        name, bee_cpu_features());
    if (bee_dict_check_words(d, err) != BEE_OK) /* methods trust the words' order */
        return BEE_ERR_FORMAT;
    bee_bag_algo *a = calloc(1, sizeof *a);
    if (!a)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building method '%s'", name);
    a->m = method((size_t)i);
    bee_status st = a->m->build(d, a->m->head.kernel, &a->state, err);
    if (st != BEE_OK) {
        free(a);
        return st;
    }
    *out = a;
    return BEE_OK;
}

bee_status bee_bag_algo_solve(const bee_bag_algo *a, const bee_bag *bag, bee_result *r,
                              bee_error *err)
{
    bee_status st = refuse_blanks(bag, err);
    if (st != BEE_OK)
        return st;
    r->count = r->pangrams = 0;
    r->score = 0;
    return a->m->solve(a->state, bag, r, err);
}

size_t bee_bag_algo_bytes(const bee_bag_algo *a)
{
    return a->m->bytes(a->state);
}

void bee_bag_algo_free(bee_bag_algo *a)
{
    if (!a)
        return;
    a->m->free(a->state);
    free(a);
}
