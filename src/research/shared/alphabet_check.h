/*
 * alphabet_check.h - the one refusal every research registry gives a method
 * that reads words as a-z bytes (English only) when the list has another
 * alphabet (bee_algo_any_alphabet and its kin in bee_research.h).
 */
#ifndef BEE_RESEARCH_ALPHABET_CHECK_H
#define BEE_RESEARCH_ALPHABET_CHECK_H

#include "core/internal.h"

/* BEE_OK if the method takes any alphabet or d is English; else BEE_ERR_ARG
 * naming `what` ("method", "letter-bag method") `name` and the alphabet. */
bee_status bee_algo_alphabet_check(const char *what, const char *name, int any_alphabet,
                                   const bee_dict *d, bee_error *err);

#endif
