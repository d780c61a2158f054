/*
 * registry.c - the lookups of registry.h, one set for the three families.
 */
#include "shared/registry.h"

#include <string.h>

const method_head *method_at(const method_table *t, size_t i)
{
    return i < t->n ? t->methods[i] : NULL;
}

const char *method_name(const method_table *t, size_t i)
{
    return i < t->n ? t->methods[i]->name : NULL;
}

const char *method_family(const method_table *t, size_t i)
{
    return i < t->n ? t->methods[i]->family : NULL;
}

const char *method_summary(const method_table *t, size_t i)
{
    return i < t->n ? t->methods[i]->summary : NULL;
}

int method_find(const method_table *t, const char *name)
{
    for (size_t i = 0; i < t->n; i++)
        if (strcmp(name, t->methods[i]->name) == 0)
            return (int)i;
    return BEE_UNKNOWN_NAME;
}

int method_any_alphabet(const method_table *t, size_t i)
{
    return i < t->n && t->methods[i]->any_alphabet;
}

int method_runnable(const method_table *t, size_t i)
{
    if (i >= t->n)
        return 0;
    int k = t->methods[i]->kernel;
    return k < 0 || bee_kernel_runnable((bee_kernel_id)k);
}

/* BEE_OK if the method takes any alphabet or d is English; else BEE_ERR_ARG
 * naming `what` ("method", "letter-bag method") `name` and the alphabet. */
static bee_status alphabet_check(const char *what, const char *name, int any_alphabet,
                                 const bee_dict *d, bee_error *err)
{
    if (any_alphabet || bee_alphabet_is_english(d->alpha))
        return BEE_OK;
    return bee_fail(err, BEE_ERR_ARG,
                    "%s '%s' reads words as a-z bytes: English only, not alphabet '%s'", what, name,
                    d->alpha->code);
}

int method_lookup(const method_table *t, const char *name, const bee_dict *d, bee_error *err)
{
    int i = method_find(t, name);
    if (i < 0) {
        bee_fail(err, BEE_ERR_ARG, "unknown %s '%s'", t->kind, name);
        return -1;
    }
    if (alphabet_check(t->kind, name, t->methods[i]->any_alphabet, d, err) != BEE_OK)
        return -1;
    return i;
}
