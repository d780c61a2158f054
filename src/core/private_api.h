/*
 * private_api.h - BEE_PRIVATE marks the few internal functions that code
 * built apart from libbee calls: the bee-simd program's record writers (the
 * ordered writer, huge-page buffers) and the research methods (errors,
 * options, buffers, the plans' parts).  The program links libbee.so, so
 * these are exported, in their own version node BEE_PRIVATE
 * (src/libbee.map): no promise beyond the same release, which the
 * program's package requires exactly.
 */
#ifndef BEE_CORE_PRIVATE_API_H
#define BEE_CORE_PRIVATE_API_H

#define BEE_PRIVATE __attribute__((visibility("default")))

#endif
