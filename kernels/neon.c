/*
 * neon.c - the NEON kernel: every family (generic/kernels.h) over 128-bit
 * Advanced SIMD primitives (isa/neon.h): native code on AArch64, SIMDe's
 * portable translation elsewhere, which is how x86 machines test it.
 */
#define KERNEL_SUFFIX neon
#include "isa/neon.h"
#include "generic/kernels.h"
