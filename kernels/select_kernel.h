/*
 * select_kernel.h - the contract of the byte-select kernels
 * (bee_select_bytes_fn, bee_experimental.h): the bytes text[i], i < 64 *
 * blocks, whose bit i % 64 of keep[i / 64] is set, copied in order to `to`;
 * returns how many.  `to` has room for them plus 64 bytes: a kernel may
 * write whole vectors past the last byte kept (their contents are garbage).
 * Neither text nor keep needs any alignment.  A stream's records are made
 * this way (a letter set's words rendered once, one bit mask a center over
 * their bytes), so the work is 64 bytes a step whatever the mask holds:
 * AVX-512 VBMI2 compresses them in one instruction (vpcompressb), the other
 * vector kernels 8 bytes a table lookup and a byte shuffle
 * (isa/select_bytes8.h).  The loop is written once, in generic/select.h.
 */
#ifndef BEE_SELECT_KERNEL_H
#define BEE_SELECT_KERNEL_H

#include <stddef.h>
#include <stdint.h>

size_t bee_select_bytes_scalar(char *, const char *, const uint64_t *, size_t);
size_t bee_select_bytes_avx2(char *, const char *, const uint64_t *, size_t);
size_t bee_select_bytes_avx512(char *, const char *, const uint64_t *, size_t);
size_t bee_select_bytes_neon(char *, const char *, const uint64_t *, size_t);
size_t bee_select_bytes_wasm(char *, const char *, const uint64_t *, size_t);

#endif
