/*
 * alphabet_check.h - the one refusal every research registry gives a method
 * that reads words as a-z bytes (English only) when the list has another
 * alphabet (bee_algo_any_alphabet and its kin in bee_research.h).
 */
#ifndef BEE_RESEARCH_ALPHABET_CHECK_H
#define BEE_RESEARCH_ALPHABET_CHECK_H

#include "solve/engine.h"

/* What a method's row says it reads (the `any_alphabet` field of each
 * registry's method struct): words as a-z bytes, so English lists only, or
 * any alphabet's (mask bits, letters counted by the dictionary). */
enum { METHOD_AZ_BYTES = 0, METHOD_ANY_ALPHABET = 1 };

/* BEE_OK if the method takes any alphabet or d is English; else BEE_ERR_ARG
 * naming `what` ("method", "letter-bag method") `name` and the alphabet. */
bee_status bee_algo_alphabet_check(const char *what, const char *name, int any_alphabet,
                                   const bee_dict *d, bee_error *err);

#endif
