/*
 * wasm.c - the WebAssembly kernel: every family (generic/kernels.h) over
 * 128-bit simd128 primitives (isa/wasm.h): native wasm SIMD in the wasm32
 * build (scripts/build-wasm.sh), SIMDe's portable translation elsewhere,
 * which is how the native test suite checks it.
 */
#define KERNEL_SUFFIX wasm
#include "isa/wasm.h"
#include "generic/kernels.h"
