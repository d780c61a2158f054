/*
 * avx512.c - the AVX-512 kernel: every family (generic/kernels.h) over 512-bit
 * SIMDe primitives (isa/avx512.h), compiled with the AVX-512 flags of
 * CMakeLists.txt so that SIMDe emits native instructions.
 */
#define KERNEL_SUFFIX avx512
#include "isa/avx512.h"
#include "generic/kernels.h"
