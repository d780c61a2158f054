/*
 * alphabet_check.c - see alphabet_check.h.
 */
#include "shared/alphabet_check.h"

bee_status bee_algo_alphabet_check(const char *what, const char *name, int any_alphabet,
                                   const bee_dict *d, bee_error *err)
{
    if (any_alphabet || bee_alphabet_is_english(d->alpha))
        return BEE_OK;
    return bee_fail(err, BEE_ERR_ARG,
                    "%s '%s' reads words as a-z bytes: English only, not alphabet '%s'", what, name,
                    d->alpha->code);
}
