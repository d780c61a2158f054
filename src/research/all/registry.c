/*
 * registry.c - the every-puzzle research methods by name (bee_all_algo_*,
 * through the lookups of shared/registry.h),
 * the task's input (the 7-letter sets with a pangram, in the library's
 * letters order) and its plain reference (bee_solve_reference per puzzle).
 */
#include "all_methods.h"

#include "shared/registry.h"

#include <stdlib.h>
#include <string.h>

static const method_head *const heads[] = {
    &all_iterative.head,      &all_hashmap.head,     &all_bitset.head,
    &all_engine_subsets.head, &all_engine_zeta.head,
};
static const method_table table = {"every-puzzle method", heads, sizeof heads / sizeof *heads};

static const all_method *method(size_t i)
{
    return METHOD_OF(all_method, method_at(&table, i));
}

struct bee_all_algo {
    const all_method *m;
    void *state;
};

size_t bee_all_algo_count(void)
{
    return table.n;
}
const char *bee_all_algo_name(size_t i)
{
    return method_name(&table, i);
}
const char *bee_all_algo_family(size_t i)
{
    return method_family(&table, i);
}
const char *bee_all_algo_summary(size_t i)
{
    return method_summary(&table, i);
}
int bee_all_algo_whole_only(size_t i)
{
    return i < table.n && method(i)->whole_only;
}

int bee_all_algo_any_alphabet(size_t i)
{
    return method_any_alphabet(&table, i);
}
int bee_all_algo_find(const char *name)
{
    return method_find(&table, name);
}

int bee_all_letters_cmp(uint32_t a, uint32_t b)
{
    if (a == b)
        return 0;
    uint32_t d = a ^ b;
    return (a & d & -d) ? -1 : 1; /* the set holding the lowest differing letter first */
}

static int cmp_letters(const void *a, const void *b)
{
    return bee_all_letters_cmp(*(const uint32_t *)a, *(const uint32_t *)b);
}

bee_status bee_all_pangram_sets(const bee_dict *d, uint32_t min_len, uint32_t **sets,
                                size_t *n_sets, bee_error *err)
{
    *sets = NULL;
    *n_sets = 0;
    uint32_t *v = malloc((d->n + 1) * sizeof *v);
    if (!v)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory listing the pangram sets");
    size_t n = 0;
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= min_len && bee_popcount32(d->mask[i]) == 7)
            v[n++] = d->mask[i];
    qsort(v, n, sizeof *v, cmp_letters);
    size_t u = 0;
    for (size_t i = 0; i < n; i++)
        if (u == 0 || v[u - 1] != v[i])
            v[u++] = v[i];
    *sets = v;
    *n_sets = u;
    return BEE_OK;
}

bee_status bee_all_reference(const bee_dict *d, uint32_t min_len, const uint32_t *sets,
                             size_t n_sets, bee_scoring scoring, bee_all_puzzle *out,
                             bee_error *err)
{
    bee_result *r = bee_result_new();
    if (!r)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory answering the reference");
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = scoring;
    so.want_words = 0;
    bee_status st = BEE_OK;
    for (size_t i = 0; i < n_sets && st == BEE_OK; i++) {
        if (bee_popcount32(sets[i]) != 7) {
            st = bee_fail(err, BEE_ERR_ARG, "set %#x has %d letters, not 7", sets[i],
                          (int)bee_popcount32(sets[i]));
            break;
        }
        all_puzzles_init(out + 7 * i, sets[i]);
        for (int k = 0; k < 7 && st == BEE_OK; k++) {
            bee_puzzle p = {sets[i], out[7 * i + k].center, 7, ""};
            st = bee_solve_reference(d, min_len, &p, &so, r, err);
            out[7 * i + k].count = (uint32_t)r->count;
            out[7 * i + k].pangrams = (uint32_t)r->pangrams;
            out[7 * i + k].score = (uint32_t)r->score;
        }
    }
    bee_result_free(r);
    return st;
}

bee_status bee_all_algo_build(const char *name, const bee_dict *d, uint32_t min_len,
                              bee_all_algo **out, bee_error *err)
{
    *out = NULL;
    int i = method_lookup(&table, name, d, err);
    if (i < 0)
        return BEE_ERR_ARG;
    if (bee_check_min_len(min_len, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (bee_dict_check_words(d, err) != BEE_OK) /* methods trust the words' order */
        return BEE_ERR_FORMAT;
    bee_all_algo *a = calloc(1, sizeof *a);
    if (!a)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building method '%s'", name);
    a->m = method((size_t)i);
    bee_status st = a->m->build(d, min_len, &a->state, err);
    if (st != BEE_OK) {
        free(a);
        return st;
    }
    *out = a;
    return BEE_OK;
}

bee_status bee_all_algo_run(const bee_all_algo *a, const uint32_t *sets, size_t n_sets,
                            bee_scoring scoring, bee_all_puzzle *out, bee_error *err)
{
    for (size_t i = 0; i < n_sets; i++)
        if (bee_popcount32(sets[i]) != 7)
            return bee_fail(err, BEE_ERR_ARG, "set %#x has %d letters, not 7", sets[i],
                            (int)bee_popcount32(sets[i]));
    return a->m->run(a->state, sets, n_sets, scoring, out, err);
}

size_t bee_all_algo_bytes(const bee_all_algo *a)
{
    return a->m->bytes(a->state);
}

void bee_all_algo_free(bee_all_algo *a)
{
    if (!a)
        return;
    a->m->free(a->state);
    free(a);
}
