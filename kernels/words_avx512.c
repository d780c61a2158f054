/*
 * words_avx512.c - the word check for the AVX-512 kernel: the same 256-bit
 * steps as words_avx2.c (words_x86.h), compiled with the AVX-512 flags.
 */
#include "words_kernel.h"

#define WORDS_FN bee_words_avx512

#include "words_x86.h"
#include "words_impl.h"
