/*
 * avx2.c - the AVX2 kernel: every family (generic/kernels.h) over 256-bit
 * SIMDe primitives (isa/avx2.h), compiled with the AVX2 flags of
 * CMakeLists.txt so that SIMDe emits native instructions.
 */
#define KERNEL_SUFFIX avx2
#include "isa/avx2.h"
#include "generic/kernels.h"
