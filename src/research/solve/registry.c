/*
 * registry.c - the research solvers by name (the lookups of
 * shared/registry.h), and the public bee_algo_* calls that check options,
 * resolve each method's defaults and kernel, and dispatch to the method's
 * file.  Adding a method = one file defining an algo_method, one line in
 * `heads` below.
 */
#include "algo.h"
#include "shared/registry.h"

#include <stdlib.h>
#include <string.h>

static const method_head *const heads[] = {
    &algo_naive.head,
    &algo_trie.head,
    &algo_bitmask.head,
    &algo_blocked.head,
    &algo_index_alpha.head,
    &algo_index_mask.head,
    &algo_index_scalar.head,
    &algo_index_avx2.head,
    &algo_index_avx512.head,
    &algo_index_neon.head,
    &algo_index_wasm.head,
    &algo_adaptive.head,
    &algo_superblock.head,
    &algo_subsets.head,
    &algo_product.head,
    &algo_product_set_lists.head,
    &algo_product_block_scan.head,
    &algo_product_subsets.head,
};
static const method_table table = {"method", heads, sizeof heads / sizeof *heads};

static const algo_method *method(size_t i)
{
    return METHOD_OF(algo_method, method_at(&table, i));
}

#define DEFAULT_SHARED_LETTERS 3
#define DEFAULT_SUPER_SIZE     16

struct bee_algo {
    const algo_method *m;
    void *state;
    bee_algo_options opt; /* resolved */
};

void bee_algo_options_init_sized(bee_algo_options *o, size_t size)
{
    const bee_algo_options defaults = {sizeof defaults, 4, 0, 0, 0, BEE_KERNEL_AUTO};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

size_t bee_algo_count(void)
{
    return table.n;
}
const char *bee_algo_name(size_t i)
{
    return method_name(&table, i);
}
const char *bee_algo_family(size_t i)
{
    return method_family(&table, i);
}
const char *bee_algo_summary(size_t i)
{
    return method_summary(&table, i);
}
int bee_algo_find(const char *name)
{
    return method_find(&table, name);
}
int bee_algo_runnable(size_t i)
{
    return method_runnable(&table, i);
}
int bee_algo_any_alphabet(size_t i)
{
    return method_any_alphabet(&table, i);
}

int bee_algo_blocked(size_t i)
{
    return i < table.n && method(i)->default_block != 0;
}

uint32_t bee_algo_default_block(size_t i)
{
    return i < table.n ? method(i)->default_block : 0;
}

/* The kernel method m scans with, given the options; an error if it cannot run. */
static bee_status resolve_kernel(const algo_method *m, bee_kernel_id asked, bee_kernel_id *k,
                                 bee_error *err)
{
    const char *name = m->head.name;
    if (m->head.kernel == ALGO_NO_KERNEL) {
        *k = BEE_KERNEL_AUTO;
        return BEE_OK;
    }
    *k = m->head.kernel == ALGO_ANY_KERNEL ? asked : (bee_kernel_id)m->head.kernel;
    if (*k == BEE_KERNEL_AUTO)
        *k = bee_kernel_best();
    if (*k < 0 || *k >= BEE_KERNEL_COUNT)
        return bee_fail(err, BEE_ERR_KERNEL, "method '%s': unknown kernel %d", name, (int)*k);
    if (!bee_kernel_built(*k))
        return bee_fail(err, BEE_ERR_KERNEL,
                        "method '%s': kernel '%s' is not built into this program", name,
                        bee_kernel_name(*k));
    if (!bee_kernel_runnable(*k))
        return bee_fail(err, BEE_ERR_KERNEL,
                        "method '%s': kernel '%s' cannot run on this CPU (features: %s)", name,
                        bee_kernel_name(*k), bee_cpu_features());
    return BEE_OK;
}

bee_status bee_algo_build(const char *name, const bee_dict *d, const bee_algo_options *opt,
                          bee_algo **out, bee_error *err)
{
    *out = NULL;
    int i = method_lookup(&table, name, d, err);
    if (i < 0)
        return BEE_ERR_ARG;
    const algo_method *m = method((size_t)i);
    bee_algo_options o;
    if (BEE_OPTIONS_TAKE(bee_algo_options, o, opt, kernel, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_check_min_len(o.min_len, err) != BEE_OK ||
        (o.block_size != 0 && bee_check_block_size(o.block_size, err) != BEE_OK)) /* 0: default */
        return BEE_ERR_ARG;
    if (o.shared_letters > 26)
        return bee_fail(err, BEE_ERR_ARG, "shared letters %u is out of range (1 to 26)",
                        o.shared_letters);
    if (o.super_size > (1u << 24))
        return bee_fail(err, BEE_ERR_ARG, "super-block size %u is out of range (1 to 16777216)",
                        o.super_size);
    if (o.block_size == 0)
        o.block_size = m->default_block ? m->default_block : 1;
    if (o.super_size == 0)
        o.super_size = DEFAULT_SUPER_SIZE;
    if (o.shared_letters == 0)
        o.shared_letters = DEFAULT_SHARED_LETTERS;
    if (bee_dict_check_words(d, err) != BEE_OK) /* methods trust the words' order */
        return BEE_ERR_FORMAT;
    bee_status s = resolve_kernel(m, o.kernel, &o.kernel, err);
    if (s != BEE_OK)
        return s;

    bee_algo *a = calloc(1, sizeof *a);
    if (!a)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building method '%s'", name);
    s = m->build(d, &o, &a->state, err);
    if (s != BEE_OK) {
        free(a);
        return s;
    }
    a->m = m;
    a->opt = o;
    *out = a;
    return BEE_OK;
}

void bee_algo_free(bee_algo *a)
{
    if (!a)
        return;
    a->m->free(a->state);
    free(a);
}

bee_status bee_algo_solve(const bee_algo *a, const bee_puzzle *p, const bee_solve_options *opt,
                          bee_result *r, bee_algo_counters *counters, bee_error *err)
{
    bee_algo_counters c = {0, 0, 0};
    bee_solve_options o; /* the methods get whole options (bee.h, "Options") */
    if (!opt || opt->struct_size != sizeof o) {
        if (BEE_OPTIONS_TAKE(bee_solve_options, o, opt, want_words, err) != BEE_OK)
            return BEE_ERR_ARG;
        opt = &o;
    }
    bee_status s = a->m->solve(a->state, p, opt, r, &c, err);
    r->blocks_entered = (size_t)c.blocks_entered;
    r->masks_tested = (size_t)c.masks_tested;
    if (counters)
        *counters = c;
    return s;
}

void bee_algo_get_info(const bee_algo *a, bee_algo_info *info)
{
    memset(info, 0, sizeof *info);
    a->m->info(a->state, info);
    info->name = a->m->head.name;
    info->kernel = a->m->head.kernel == ALGO_NO_KERNEL ? BEE_KERNEL_AUTO : a->opt.kernel;
    info->shared_letters = a->m == &algo_adaptive ? a->opt.shared_letters : 0;
    info->super_size = a->m == &algo_superblock ? a->opt.super_size : 0;
}
