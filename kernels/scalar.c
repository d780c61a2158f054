/*
 * scalar.c - the portable kernel: every family (generic/kernels.h) over
 * one-lane "vectors" (isa/scalar.h).  The fallback on every CPU and the rule
 * the vector kernels must agree with byte for byte; built for the baseline
 * target, so it runs wherever the library loads.
 */
#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define KERNEL_SUFFIX scalar
#include "isa/scalar.h"
#include "generic/kernels.h"
