/*
 * words_avx2.c - the word check, a word per 256-bit step (SIMDe; compiled
 * with -mavx2): words_x86.h.
 */
#include "words_kernel.h"

#define WORDS_FN bee_words_avx2

#include "words_x86.h"
#include "words_impl.h"
